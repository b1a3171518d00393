import { createHash } from 'node:crypto';
import type { CrawlFactChange, CrawlFactKind } from '@staffwright/contract';

/**
 * What changed on a website between two crawls (decision 021), as pure functions: which pages were
 * added, changed or removed (by a hash of each page's text), and, within a changed page, which
 * prices, phone numbers and clock times changed.
 *
 * A figure's change is reported only where it can be told for sure: the old and the new text are
 * cut into sentences, sentences found unchanged on both sides are set aside, and the rest are
 * paired when they read the same once their figures are masked ("A diagnostic visit costs ⟨price⟩.").
 * A pair whose figure differs is a change. A sentence reworded as well, a figure added or dropped,
 * or two sentences that mask alike on one side and not as many on the other, are not reported.
 */

/** sha256 of a page's text, hex: equal hashes mean the page's passages can stay as they are. */
export function pageHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export interface PageRef {
  url: string;
  title: string;
}

export interface PageDiff<T extends PageRef> {
  added: T[];
  changed: T[];
  removed: PageRef[];
  unchanged: T[];
}

/**
 * Pages of the new crawl against those of the last one, by URL. A page is changed when its text's
 * hash differs, or its title does (passages carry the title, and it is searched with the text).
 * `same(old, new)` decides for pages of the last crawl that have no stored hash (stored before
 * hashes were); it is not called otherwise.
 */
export function diffPages<T extends PageRef & { hash: string }>(
  before: (PageRef & { hash?: string })[],
  after: T[],
  same: (old: PageRef, page: T) => boolean = () => false,
): PageDiff<T> {
  const old = new Map(before.map((p) => [p.url, p]));
  const diff: PageDiff<T> = { added: [], changed: [], removed: [], unchanged: [] };
  const seen = new Set<string>();
  for (const page of after) {
    seen.add(page.url);
    const o = old.get(page.url);
    if (!o) diff.added.push(page);
    else if (o.hash === undefined ? same(o, page) : o.hash === page.hash && o.title === page.title) diff.unchanged.push(page);
    else diff.changed.push(page);
  }
  for (const o of before) if (!seen.has(o.url)) diff.removed.push({ url: o.url, title: o.title });
  return diff;
}

export interface Figure {
  kind: CrawlFactKind;
  /** As written. */
  text: string;
  /** What is compared: "USD 129.00", "8025550142", "07:30". */
  value: string;
  start: number;
  end: number;
}

/** Not followed by more of a word or number. */
const E = String.raw`(?![\p{L}\p{N}_])`;

/** (802) 555-0142, 802-555-0142, +1 802 555 0142; +44 20 7946 0958; 020 7946 0958. */
const PHONE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_+$€£])(?:` +
    String.raw`(?:\+?1[\s.-]?)?(?:\(\d{3}\)[\s.-]?|\d{3}[\s.-])\d{3}[\s.-]\d{4}` +
    String.raw`|\+\d{1,3}(?:[\s.-]?\(?\d{1,5}\)?){2,5}` +
    String.raw`|\(?0\d{1,4}\)?[\s.-]\d{3,4}[\s.-]?\d{3,4}` +
    `)${E}`,
  'gu',
);

const AMOUNT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?`;
/** $129, $14.95, € 20, £1,200; 129 dollars, 20 EUR. */
const PRICE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_])(?:(US\$|C\$|A\$|[$€£])\s?(${AMOUNT})(?![\d.,]\d)|(${AMOUNT})\s?(USD|EUR|GBP|dollars?|euros?|€)${E})`,
  'giu',
);

/** 7:30 am, 5 p.m., 9AM; 17:30; noon, midnight. */
const TIME = new RegExp(
  String.raw`(?<![\p{L}\p{N}_:.$€£])(?:(1[0-2]|0?[1-9])(?::([0-5]\d))?\s?([ap])(?:\.m\.?|m)(?![\p{L}\p{N}_])` +
    String.raw`|([01]?\d|2[0-3]):([0-5]\d)(?![\p{N}:]|\s?[ap]\.?m(?![\p{L}]))` +
    String.raw`|\b(noon|midday|midnight)\b)`,
  'giu',
);

const CURRENCY: Record<string, string> = {
  $: 'USD',
  us$: 'USD',
  c$: 'CAD',
  a$: 'AUD',
  '€': 'EUR',
  '£': 'GBP',
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
  dollar: 'USD',
  dollars: 'USD',
  euro: 'EUR',
  euros: 'EUR',
};

const two = (n: number) => String(n).padStart(2, '0');

function phoneValue(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  // North America's country code, written or not, is the same number.
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Prices, phone numbers and clock times in a text, in order; none overlaps another. */
export function findFigures(text: string): Figure[] {
  const found: Figure[] = [];
  const taken = (start: number, end: number) => found.some((f) => start < f.end && f.start < end);
  const add = (kind: CrawlFactKind, m: RegExpMatchArray, value: string | null) => {
    const start = m.index!;
    const end = start + m[0].length;
    if (value === null || taken(start, end)) return;
    found.push({ kind, text: m[0].trim(), value, start, end });
  };
  // Phone numbers first: their digit groups would otherwise read as amounts or times.
  for (const m of text.matchAll(PHONE)) add('phone', m, phoneValue(m[0]));
  for (const m of text.matchAll(PRICE)) {
    const currency = CURRENCY[(m[1] ?? m[4] ?? '').toLowerCase()];
    const amount = Number((m[2] ?? m[3] ?? '').replace(/,/g, ''));
    add('price', m, currency && Number.isFinite(amount) ? `${currency} ${amount.toFixed(2)}` : null);
  }
  for (const m of text.matchAll(TIME)) {
    let value: string;
    if (m[3]) {
      const h = Number(m[1]) % 12;
      value = `${two(m[3].toLowerCase() === 'p' ? h + 12 : h)}:${m[2] ?? '00'}`;
    } else if (m[4]) value = `${two(Number(m[4]))}:${m[5]}`;
    else value = m[6]!.toLowerCase() === 'midnight' ? '00:00' : '12:00';
    add('time', m, value);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Lines, then sentences: a sentence ends at . ! or ? before a space and a capital, digit or quote. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“‘'(])/u))
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

interface Unit {
  text: string;
  figures: Figure[];
  masked: string;
}

function unit(text: string): Unit {
  const figures = findFigures(text);
  let masked = '';
  let at = 0;
  for (const f of figures) {
    masked += `${text.slice(at, f.start)}\u0000${f.kind}\u0000`;
    at = f.end;
  }
  masked += text.slice(at);
  return { text, figures, masked: masked.toLowerCase() };
}

/** Characters of context shown around a figure at most. */
const CONTEXT_CHARS = 160;

/** The sentence the new figure sits in, cut to whole words around it when long. */
function contextOf(u: Unit, f: Figure): string {
  const { text } = u;
  if (text.length <= CONTEXT_CHARS) return text;
  const room = Math.max(0, CONTEXT_CHARS - (f.end - f.start));
  let from = Math.max(0, Math.min(f.start - Math.floor(room / 2), text.length - CONTEXT_CHARS));
  const to = Math.min(text.length, from + CONTEXT_CHARS);
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space >= 0 && space < f.start) from = space + 1;
  }
  let end = to;
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space >= f.end) end = space;
  }
  return `${from > 0 ? '…' : ''}${text.slice(from, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The prices, phone numbers and times that changed between two versions of a page's text, each
 * with the new sentence around it. Only figures of sentences that can be paired are reported.
 */
export function factChanges(before: string, after: string): Omit<CrawlFactChange, 'url' | 'title'>[] {
  const oldUnits = sentences(before).map(unit);
  const newUnits = sentences(after).map(unit);
  // A sentence found on both sides (as many times) changed nothing.
  const counts = (units: Unit[]) => {
    const n = new Map<string, number>();
    for (const u of units) n.set(u.text, (n.get(u.text) ?? 0) + 1);
    return n;
  };
  const without = (units: Unit[], other: Map<string, number>) => {
    const left = new Map(other);
    return units.filter((u) => {
      const n = left.get(u.text) ?? 0;
      if (n > 0) left.set(u.text, n - 1);
      return n === 0;
    });
  };
  const oldRest = without(oldUnits, counts(newUnits));
  const newRest = without(newUnits, counts(oldUnits));

  const byMask = (units: Unit[]) => {
    const groups = new Map<string, Unit[]>();
    for (const u of units) if (u.figures.length) groups.set(u.masked, [...(groups.get(u.masked) ?? []), u]);
    return groups;
  };
  const oldGroups = byMask(oldRest);
  const changes: Omit<CrawlFactChange, 'url' | 'title'>[] = [];
  const seen = new Set<string>();
  for (const [mask, news] of byMask(newRest)) {
    const olds = oldGroups.get(mask);
    // As many on each side, paired in order; otherwise which became which cannot be told.
    if (!olds || olds.length !== news.length) continue;
    news.forEach((n, i) => {
      const o = olds[i]!;
      n.figures.forEach((f, j) => {
        const was = o.figures[j]!;
        if (was.value === f.value) return;
        const change = { kind: f.kind, before: was.text, after: f.text, context: contextOf(n, f) };
        const key = JSON.stringify(change);
        if (seen.has(key)) return;
        seen.add(key);
        changes.push(change);
      });
    });
  }
  return changes;
}
