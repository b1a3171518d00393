import { parse } from 'csv-parse/sync';
import { IngestError } from '../errors.ts';

/**
 * A CSV row is only meaningful next to its headers, and passages are retrieved one at a time, so
 * each row is written out as a self-contained line: "Service: Adult cleaning; Fee usd: 112.00".
 */
export function csvToText(source: string): string {
  const { delimiter, body: csv } = dialect(source);
  let rows: string[][];
  try {
    rows = parse(csv, {
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
  // A quoted cell may hold line breaks; the row has to stay one line.
  rows = rows.map((row) => row.map((cell) => cell.replace(/\s*[\r\n]+\s*/g, ' '))).filter((row) => row.some((cell) => cell !== ''));
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

const DELIMITERS = [',', ';', '\t', '|'];

/**
 * Excel can start a file with a "sep=;" line naming the delimiter. Otherwise the delimiter is
 * guessed: semicolons (European spreadsheets, where the comma is the decimal point) and tabs are
 * common.
 */
function dialect(source: string): { delimiter: string; body: string } {
  const declared = /^\uFEFF?sep=(.)\r?\n/i.exec(source);
  if (declared?.[1] !== undefined && DELIMITERS.includes(declared[1])) {
    return { delimiter: declared[1], body: source.slice(declared[0].length) };
  }
  return { delimiter: guessDelimiter(source), body: source };
}

/**
 * The delimiter the header line uses most, counted outside quotes (a quoted header may hold
 * delimiters and even line breaks). Ties go to the comma.
 */
function guessDelimiter(source: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of source.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (ch === '\n' || ch === '\r') break;
    else {
      const count = counts.get(ch);
      if (count !== undefined) counts.set(ch, count + 1);
    }
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}
