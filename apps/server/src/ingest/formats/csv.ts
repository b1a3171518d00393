import { parse } from 'csv-parse/sync';
import { IngestError } from '../errors.ts';

/**
 * A CSV row is only meaningful next to its headers, and passages are retrieved one at a time, so
 * each row is written out as a self-contained line: "Service: Adult cleaning; Fee usd: 112.00".
 */
export function csvToText(source: string): string {
  const delimiter = guessDelimiter(source);
  let rows: string[][];
  try {
    rows = parse(source, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    throw new IngestError('corrupt', 'This CSV file could not be read: its quoting or columns are broken.', {
      cause: error,
    });
  }
  rows = rows.filter((row) => row.some((cell) => cell !== ''));
  const [header, ...body] = rows;
  if (!header) return '';
  if (body.length === 0) return header.join(' | ');

  const names = header.map((name, index) => (name === '' ? `Column ${index + 1}` : humanize(name)));
  return body
    .map((row) =>
      row
        .map((value, index) => (value === '' ? null : `${names[index] ?? `Column ${index + 1}`}: ${value}`))
        .filter((cell) => cell !== null)
        .join('; '),
    )
    .join('\n');
}

/** snake_case and camelCase headers read better (and tokenise better) as words. */
function humanize(name: string): string {
  return name.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Semicolons (European spreadsheets) and tabs are common; pick what the first line uses most. */
function guessDelimiter(source: string): string {
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t', '|'].map((d) => [d, unquoted.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}
