import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pgTextArray } from '../../db/pg-array.ts';

/**
 * Keeps `term_stats` (document frequencies per business, and the passage count under the empty
 * lexeme) in step with the passages of a source. Runs inside the caller's transaction.
 * Every writer must also write the passage-count row (lexeme ''): searches cache a business's
 * statistics and tell they are stale by that row's version (xmin; decision 014).
 * The source id is an integer from our own rows, so building ts_stat's query text is safe.
 */
async function applySource(tx: Tx | Db, businessId: number, sourceId: number, sign: 1 | -1): Promise<void> {
  const inner = sql.raw(`'SELECT tsv FROM passages WHERE source_id = ${Math.trunc(sourceId)}'`);
  await tx.execute(sql`
    INSERT INTO term_stats (business_id, lexeme, df)
    SELECT ${businessId}::int, word, ${sign}::int * ndoc FROM ts_stat(${inner})
    UNION ALL
    SELECT ${businessId}::int, '', ${sign}::int * count(*)::int FROM passages WHERE source_id = ${sourceId}
    ON CONFLICT (business_id, lexeme) DO UPDATE SET df = term_stats.df + excluded.df`);
}

export function addSourceTerms(tx: Tx | Db, businessId: number, sourceId: number): Promise<void> {
  return applySource(tx, businessId, sourceId, 1);
}

/** Call before the source's passages are deleted. */
export async function removeSourceTerms(tx: Tx | Db, businessId: number, sourceId: number): Promise<void> {
  await applySource(tx, businessId, sourceId, -1);
  await tx.execute(sql`DELETE FROM term_stats WHERE business_id = ${businessId} AND df <= 0`);
}

/**
 * Adds or subtracts the terms of some pages of a source: its passages whose url is one of `urls`
 * (a re-crawl's added, changed and removed pages; decision 021). The same counts as ts_stat's
 * (each lexeme once per passage), from the passages' tsvectors, with the URLs as one parameter.
 */
async function applyPages(tx: Tx | Db, businessId: number, sourceId: number, urls: string[], sign: 1 | -1): Promise<void> {
  const list = pgTextArray(urls);
  await tx.execute(sql`
    INSERT INTO term_stats (business_id, lexeme, df)
    SELECT ${businessId}::int, w.lexeme, ${sign}::int * count(*)::int
      FROM passages p CROSS JOIN LATERAL unnest(tsvector_to_array(p.tsv)) AS w(lexeme)
      WHERE p.source_id = ${sourceId} AND p.url = ANY(${list}::text[])
      GROUP BY w.lexeme
    UNION ALL
    SELECT ${businessId}::int, '', ${sign}::int * count(*)::int FROM passages WHERE source_id = ${sourceId} AND url = ANY(${list}::text[])
    ON CONFLICT (business_id, lexeme) DO UPDATE SET df = term_stats.df + excluded.df`);
}

export function addPageTerms(tx: Tx | Db, businessId: number, sourceId: number, urls: string[]): Promise<void> {
  return applyPages(tx, businessId, sourceId, urls, 1);
}

/** Call before those passages are deleted. */
export async function removePageTerms(tx: Tx | Db, businessId: number, sourceId: number, urls: string[]): Promise<void> {
  await applyPages(tx, businessId, sourceId, urls, -1);
  await tx.execute(sql`DELETE FROM term_stats WHERE business_id = ${businessId} AND df <= 0`);
}

/** Recomputes a business's statistics from scratch (bulk loads, repairs). */
export async function rebuildTermStats(db: Tx | Db, businessId: number): Promise<void> {
  const inner = sql.raw(`'SELECT tsv FROM passages WHERE business_id = ${Math.trunc(businessId)}'`);
  await db.execute(sql`DELETE FROM term_stats WHERE business_id = ${businessId}`);
  await db.execute(sql`
    INSERT INTO term_stats (business_id, lexeme, df)
    SELECT ${businessId}::int, word, ndoc FROM ts_stat(${inner})
    UNION ALL
    SELECT ${businessId}::int, '', count(*)::int FROM passages WHERE business_id = ${businessId}`);
}
