/**
 * A PostgreSQL text[] literal: one bound parameter however many items, the same on node-postgres
 * and PGlite (null items stay NULL). Cast it in the query: `${pgTextArray(items)}::text[]`.
 */
export function pgTextArray(items: (string | null)[]): string {
  return `{${items.map((i) => (i === null ? 'NULL' : `"${i.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;
}
