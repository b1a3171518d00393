import { terms } from './tokens.ts';
import { humanizeHeader, parseCsvTable, splitUnits } from './units.ts';
import { capitalize, endWithStop, listPhrase } from './wording.ts';

/**
 * Extractive summaries: the 2–4 sentences that best represent the document, in their original
 * order. Each sentence is scored by how close its words are to the whole document's (a TF-IDF
 * centroid, which is linear in the document's length where TextRank would be quadratic on a
 * 5 MB upload), plus a bonus for the opening sentences and for words of the title. A sentence too
 * similar to one already chosen is skipped. Tables get a description of their rows instead.
 */

export const MAX_SUMMARY_CHARS = 600;
const MAX_SENTENCES = 4;
const MIN_SENTENCES = 2;
/** Long documents: score at most this many sentences (the start of a document carries the gist). */
const MAX_CANDIDATES = 2000;

export function builtinSummary(text: string, title: string): string {
  const table = parseCsvTable(text);
  if (table && table.rows.length >= 2) return summarizeTable(table.header, table.rows, title);

  const units = splitUnits(text);
  // An FAQ is best summed up by the questions it answers.
  const questions = units.filter((u) => u.kind === 'question');
  if (questions.length >= 3)
    return clip(
      `Answers common questions: ${questions
        .slice(0, 6)
        .map((q) => endWithStop(q.text))
        .join(' ')}`,
    );
  const sentences = units.filter((u) => u.kind === 'sentence' || u.kind === 'item').slice(0, MAX_CANDIDATES);
  const candidates = sentences.filter((u) => wordCount(u.text) >= 4);
  if (candidates.length === 0) {
    // Nothing sentence-like (a list of headings, a single line): the text itself, shortened.
    return clip(units.map((u) => endWithStop(u.text)).join(' ') || text.trim());
  }
  // Already short: the text is its own summary.
  if (sentences.reduce((n, u) => n + u.text.length + 1, 0) <= MAX_SUMMARY_CHARS && sentences.length <= MAX_SENTENCES) {
    return sentences.map((u) => endWithStop(u.text)).join(' ');
  }

  const vectors = candidates.map((u) => vectorOf(u.text));
  const df = new Map<string, number>();
  for (const v of vectors) for (const k of v.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const n = vectors.length;
  const idf = (k: string) => Math.log(1 + n / (df.get(k) ?? 1));
  const weighted = vectors.map((v) => new Map([...v].map(([k, tf]) => [k, tf * idf(k)])));
  const centroid = new Map<string, number>();
  for (const v of weighted) for (const [k, w] of v) centroid.set(k, (centroid.get(k) ?? 0) + w);
  const titleKeys = new Set(terms(title.replace(/\.[a-z0-9]{2,5}$/i, '')).map((t) => t.key));

  const scored = candidates.map((u, i) => {
    const v = weighted[i] ?? new Map<string, number>();
    let s = cosine(v, centroid);
    if (i === 0) s += 0.25;
    else if (i < 3) s += 0.1;
    if ([...v.keys()].some((k) => titleKeys.has(k))) s += 0.05;
    // Very long sentences crowd out others in 600 characters; very short ones say little.
    const words = wordCount(u.text);
    if (words > 45) s *= 0.7;
    if (words < 6) s *= 0.8;
    if (u.kind === 'item') s *= 0.85;
    return { u, v, s };
  });

  const ranked = [...scored].sort((a, b) => b.s - a.s || a.u.index - b.u.index);
  const chosen: typeof scored = [];
  let chars = 0;
  for (const c of ranked) {
    if (chosen.length >= MAX_SENTENCES) break;
    if (chars + c.u.text.length + 1 > MAX_SUMMARY_CHARS && chosen.length >= 1) continue;
    if (chosen.some((o) => cosine(o.v, c.v) > 0.6)) continue;
    chosen.push(c);
    chars += c.u.text.length + 1;
    if (chosen.length >= MIN_SENTENCES && chars > MAX_SUMMARY_CHARS * 0.8) break;
  }
  chosen.sort((a, b) => a.u.index - b.u.index);
  return clip(chosen.map((c) => endWithStop(c.u.text)).join(' '));
}

/**
 * "16 rows with the columns code, service, fee (USD), typical provider and notes. They include
 * Periodic exam (existing patients), … Fee (USD) ranges from 39.00 to 2150.00."
 */
function summarizeTable(header: string[] | null, rows: string[][], title: string): string {
  const names = header?.map((h) => humanizeHeader(h)) ?? null;
  const width = rows[0]?.length ?? 0;
  const columns = Array.from({ length: width }, (_, i) => rows.map((r) => r[i] ?? '').filter(Boolean));
  const isNumeric = (vals: string[]) => vals.length > 0 && vals.every((v) => /^[$€£]?\s?-?\d[\d,]*(?:\.\d+)?$/.test(v));
  // The column that names the rows: the most varied text column with readable lengths.
  let nameCol = -1;
  let best = 0;
  columns.forEach((vals, i) => {
    if (isNumeric(vals) || vals.length === 0) return;
    const distinct = new Set(vals).size;
    const avg = vals.reduce((n, v) => n + v.length, 0) / vals.length;
    const score = distinct * (avg >= 4 && avg <= 60 ? avg : 1);
    if (score > best) {
      best = score;
      nameCol = i;
    }
  });
  const label =
    title
      .replace(/\.[a-z0-9]{2,5}$/i, '')
      .replace(/[-_]+/g, ' ')
      .trim() || 'The table';
  const parts: string[] = [];
  const cols = names ? ` with the columns ${listPhrase(names.map((n) => (/\(/.test(n) ? n : n.toLowerCase())))}` : '';
  parts.push(`${capitalize(label)} is a table of ${rows.length} rows${cols}.`);
  if (nameCol >= 0) {
    const examples = (columns[nameCol] ?? []).slice(0, 3);
    const more = rows.length > examples.length ? ' among others' : '';
    parts.push(`It includes ${listPhrase(examples)}${more}.`);
  }
  columns.forEach((vals, i) => {
    if (parts.length >= 4 || !isNumeric(vals) || !names) return;
    const nums = vals.map((v) => Number(v.replace(/[^\d.-]/g, '')));
    const min = vals[nums.indexOf(Math.min(...nums))];
    const max = vals[nums.indexOf(Math.max(...nums))];
    if (min !== max && /fee|price|cost|amount|rate|total|usd|eur|gbp/i.test(header?.[i] ?? ''))
      parts.push(`${names[i]} ranges from ${min} to ${max}.`);
  });
  return clip(parts.join(' '));
}

function vectorOf(text: string): Map<string, number> {
  const v = new Map<string, number>();
  for (const t of terms(text)) v.set(t.key, (v.get(t.key) ?? 0) + 1);
  return v;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, w] of a) {
    na += w * w;
    const o = b.get(k);
    if (o) dot += w * o;
  }
  for (const w of b.values()) nb += w * w;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** At most MAX_SUMMARY_CHARS, cut at a word boundary. */
function clip(text: string): string {
  if (text.length <= MAX_SUMMARY_CHARS) return text;
  const cut = text.slice(0, MAX_SUMMARY_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:]+$/, '')}…`;
}
