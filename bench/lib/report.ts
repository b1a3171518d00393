/** One line of the final table. `pass` is null for figures that have no budget of their own. */
export interface Row {
  name: string;
  figure: string;
  budget: string;
  pass: boolean | null;
}

/** What a part hands back: table rows, and detail lines for the log and docs/PERFORMANCE.md. */
export interface PartResult {
  rows: Row[];
  notes: string[];
}

export function verdict(pass: boolean | null): string {
  return pass === null ? '—' : pass ? 'pass' : 'FAIL';
}

/** A plain-text table with aligned columns. */
export function textTable(rows: Row[]): string {
  const header = ['name', 'figure', 'budget', 'result'];
  const cells = rows.map((r) => [r.name, r.figure, r.budget, verdict(r.pass)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** A Markdown table with padded columns (as Prettier formats it, so the file stays formatted). */
export function markdownTable(rows: Row[]): string {
  const esc = (s: string) => s.replaceAll('|', '\\|');
  const header = ['name', 'figure', 'budget', 'result'];
  const cells = rows.map((r) => [r.name, r.figure, r.budget, verdict(r.pass)].map(esc));
  const widths = header.map((h, i) => Math.max(h.length, 3, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.map(line)].join('\n');
}
