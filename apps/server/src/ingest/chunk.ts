export interface ChunkOptions {
  /** Length a passage aims for. Default 700. */
  targetChars?: number;
  /** Hard ceiling (only a single word longer than this is ever cut). Default 900. */
  maxChars?: number;
  /**
   * Characters of the previous passage repeated at the start of the next, taken as whole
   * sentences (or words). Default 0: the built-in engine quotes sentences from the top passages,
   * and overlap would make it quote the same sentence twice.
   */
  overlapChars?: number;
}

/** How good a place to split is; higher is better. */
const enum Strength {
  Word = 0,
  WrappedLine = 1,
  Sentence = 2,
  Line = 3,
  Paragraph = 4,
  Section = 5,
}

interface Boundary {
  /** Where the current passage ends (exclusive). */
  end: number;
  /** Where the next passage starts (after the whitespace). */
  next: number;
  strength: Strength;
}

const ABBREVIATIONS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'prof',
  'st',
  'sr',
  'jr',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'no',
  'inc',
  'ltd',
  'co',
  'mt',
  'ave',
  'rd',
  'approx',
  'fig',
  'vol',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'dds',
  'dmd',
  'rdh',
  'ph.d',
  'u.s',
]);

/**
 * Splits text into passages for retrieval: roughly targetChars long (between about 4/7 of it and
 * maxChars), cut at the strongest boundary available (section > paragraph > line > sentence >
 * word), never right after a heading, so a heading always travels with the text it introduces.
 * Pure and deterministic: the same text always gives the same passages.
 */
export function chunkText(text: string, options: ChunkOptions = {}): string[] {
  const settings = chunkSettings(options);
  const source = text.replace(/\r\n?/g, '\n').trim();
  if (source === '') return [];
  const chunks: string[] = [];
  cutPassages(source, findBoundaries(source), 0, source.length, settings, chunks);
  return chunks.filter((chunk) => chunk !== '');
}

interface ChunkSettings {
  maxChars: number;
  targetChars: number;
  minChars: number;
  overlapChars: number;
}

function chunkSettings(options: ChunkOptions): ChunkSettings {
  const maxChars = Math.max(options.maxChars ?? 900, 50);
  const targetChars = Math.min(options.targetChars ?? 700, maxChars);
  const minChars = Math.floor((targetChars * 4) / 7);
  const overlapChars = Math.max(0, Math.min(options.overlapChars ?? 0, Math.floor(minChars / 2)));
  return { maxChars, targetChars, minChars, overlapChars };
}

/**
 * The passage loop: cuts from `start` while a cut's whole window (up to start + maxChars) lies
 * before `stableEnd`; when stableEnd is the end of the source, through to the end. Returns where
 * the next passage starts.
 */
function cutPassages(
  source: string,
  boundaries: Boundary[],
  start: number,
  stableEnd: number,
  { maxChars, targetChars, minChars, overlapChars }: ChunkSettings,
  chunks: string[],
): number {
  const final = stableEnd >= source.length;
  while (start < source.length) {
    if (final && source.length - start <= maxChars) {
      chunks.push(source.slice(start).trim());
      return source.length;
    }
    // +2: wordBoundary looks one character past the limit, and at the whitespace after it.
    if (!final && start + maxChars + 2 >= stableEnd) return start;
    const cut = chooseCut(source, boundaries, start, minChars, targetChars, maxChars);
    chunks.push(source.slice(start, cut.end).trim());
    start = overlapChars > 0 ? overlapStart(boundaries, cut, start, overlapChars) : cut.next;
  }
  return start;
}

/**
 * chunkText for a text that arrives in pieces (a long PDF, page by page), giving every passage as
 * soon as the text after it can no longer change it, so they can be stored while the rest is still
 * being read. The passages are exactly chunkText's for the whole text, which is the pieces joined
 * by a blank line; each piece must be normalised text (normalizeText) and not empty.
 *
 * Why it is exact: a cut depends only on the text up to maxChars after where the passage starts,
 * and on facts about the lines there (a heading, a list item). Those facts depend on the line
 * before and after, and on whether a line is the last one, so only the last line of the text so
 * far (and the break before it) can still change; cuts are made only while their window ends
 * before that line. The text kept starts at a paragraph (after a blank line), where a line's facts
 * and the sentence test (which never reads past whitespace) are what they are in the whole text.
 */
export class ChunkStream {
  private readonly settings: ChunkSettings;
  /** The text not yet passed on, from a paragraph start (or the very start) on. */
  private source = '';
  /** Where the next passage starts, in `source`. */
  private start = 0;

  constructor(options: ChunkOptions = {}) {
    this.settings = chunkSettings(options);
  }

  /** Adds the next piece; returns the passages that are now final. */
  push(piece: string): string[] {
    this.source = this.source === '' ? piece : `${this.source}\n\n${piece}`;
    // The whitespace before the last line: everything before it is settled.
    let stableEnd = this.source.lastIndexOf('\n');
    while (stableEnd > 0 && /\s/.test(this.source[stableEnd - 1] ?? '')) stableEnd--;
    if (stableEnd <= this.start) return [];
    const chunks: string[] = [];
    this.start = cutPassages(this.source, findBoundaries(this.source), this.start, stableEnd, this.settings, chunks);
    // Keep from the paragraph that holds the next start, so the next search starts there.
    const paragraph = this.source.lastIndexOf('\n\n', this.start - 1);
    if (paragraph > 0 && paragraph + 2 <= this.start) {
      this.source = this.source.slice(paragraph + 2);
      this.start -= paragraph + 2;
    }
    return chunks.filter((chunk) => chunk !== '');
  }

  /** The passages left once the last piece has been pushed. */
  end(): string[] {
    const source = this.source;
    this.source = '';
    if (source === '') return [];
    const chunks: string[] = [];
    cutPassages(source, findBoundaries(source), this.start, source.length, this.settings, chunks);
    return chunks.filter((chunk) => chunk !== '');
  }
}

function chooseCut(
  source: string,
  boundaries: Boundary[],
  start: number,
  minChars: number,
  targetChars: number,
  maxChars: number,
): Boundary {
  const limit = start + maxChars;
  const target = start + targetChars;
  for (const from of [start + minChars, start]) {
    let best: Boundary | undefined = wordBoundary(source, from, target, limit);
    for (let index = firstEndingAfter(boundaries, from); index < boundaries.length; index++) {
      const boundary = boundaries[index] as Boundary;
      if (boundary.end > limit) break;
      if (boundary.next <= start) continue;
      if (
        !best ||
        boundary.strength > best.strength ||
        (boundary.strength === best.strength && Math.abs(boundary.end - target) < Math.abs(best.end - target))
      ) {
        best = boundary;
      }
    }
    if (best) return best;
  }
  // One "word" longer than the ceiling (a URL, a hash): it has to be cut, but not inside a
  // surrogate pair.
  let end = limit;
  if (/[\uDC00-\uDFFF]/.test(source[end] ?? '')) end--;
  return { end, next: end, strength: Strength.Word };
}

function overlapStart(boundaries: Boundary[], cut: Boundary, start: number, overlapChars: number): number {
  const from = cut.end - overlapChars;
  let best: Boundary | undefined;
  for (let index = firstEndingAfter(boundaries, from - 1); index < boundaries.length; index++) {
    const boundary = boundaries[index] as Boundary;
    if (boundary.end >= cut.end) break;
    if (boundary.next < from || boundary.next <= start) continue;
    if (!best || boundary.strength > best.strength) best = boundary;
  }
  // The strongest boundary (the earliest among equals), so the overlap is whole sentences when it can be.
  return best ? best.next : cut.next;
}

/** Index of the first boundary ending after `offset` (boundaries are sorted by position). */
function firstEndingAfter(boundaries: Boundary[], offset: number): number {
  let low = 0;
  let high = boundaries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((boundaries[middle] as Boundary).end <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The whitespace nearest the target inside (from, limit]: the fallback when no sentence or line
 * ends there. Found on demand, because listing every space of a 5 MB text up front is slow.
 */
function wordBoundary(source: string, from: number, target: number, limit: number): Boundary | undefined {
  let best: Boundary | undefined;
  const consider = (at: number) => {
    if (at <= from || at > limit || !/\s/.test(source[at] ?? '')) return false;
    let end = at;
    while (end > 0 && /\s/.test(source[end - 1] ?? '')) end--;
    let next = at;
    while (next < source.length && /\s/.test(source[next] ?? '')) next++;
    if (end <= from || source.slice(end, next).includes('\n')) return false;
    best = { end, next, strength: Strength.Word };
    return true;
  };
  for (let distance = 0; distance <= limit - from; distance++) {
    if (consider(target - distance) || consider(target + distance)) break;
  }
  return best;
}

/**
 * Whitespace runs that end a sentence or a line are candidate boundaries, with a strength that
 * depends on their context. (Plain spaces between words are found on demand, see wordBoundary.)
 */
function findBoundaries(source: string): Boundary[] {
  const lines = lineInfo(source);
  const boundaries: Boundary[] = [];
  // Only whitespace after a sentence-ending character, or holding a line break, can qualify.
  const whitespace = /(?<=[.!?…"”’)\]])\s+|\s*\n\s*/g;
  for (let match = whitespace.exec(source); match; match = whitespace.exec(source)) {
    const end = match.index;
    const next = end + match[0].length;
    if (end === 0 || next >= source.length) continue;
    const newlines = match[0].includes('\n') ? match[0].split('\n').length - 1 : 0;
    const last = source[end - 1] ?? '';
    if (newlines === 0 && !SENTENCE_END.test(last)) continue;
    const before = source.slice(Math.max(0, end - 40), end);
    const lineBefore = lines.get(end);
    const lineAfter = lines.get(next);

    // A heading, or an FAQ question, must stay with what follows it (its answer).
    if (newlines > 0 && (lineBefore?.heading || lineBefore?.question)) continue;

    let strength: Strength;
    if (newlines >= 2) strength = lineAfter?.heading ? Strength.Section : Strength.Paragraph;
    else if (newlines === 1) {
      const structured = lineAfter?.structured || endsSentence(before) || /[:;]$/.test(before);
      strength = structured ? Strength.Line : Strength.WrappedLine;
    } else if (endsSentence(before)) strength = Strength.Sentence;
    else continue;
    boundaries.push({ end, next, strength });
  }
  return boundaries;
}

/** Characters a sentence can end with, closing quotes and brackets included. */
const SENTENCE_END = /[.!?…"”’)\]]/;

interface LineFacts {
  heading: boolean;
  /** A question on a line of its own ("Do you take Amex?", "Q: …?"), answered below it. */
  question: boolean;
  /** A list item, table row or "Key: value" record: a line that stands on its own. */
  structured: boolean;
}

/** Facts about each line, keyed by both its start and end offsets. */
function lineInfo(source: string): Map<number, LineFacts> {
  const facts = new Map<number, LineFacts>();
  const lines = source.split('\n');
  let lastWithText = lines.length - 1;
  while (lastWithText > 0 && (lines[lastWithText] ?? '').trim() === '') lastWithText--;
  let offset = 0;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    const blankBefore = index === 0 || (lines[index - 1] ?? '').trim() === '';
    const blankAfter = (lines[index + 1] ?? '').trim() === '';
    const structured = /^([-*•]|\d{1,3}[.)])\s|\s\|\s|^[^:]{1,40}:\s/.test(trimmed);
    // A heading is a short paragraph of one line, without closing punctuation, with text after it.
    const heading =
      blankBefore &&
      blankAfter &&
      index < lastWithText &&
      trimmed.length > 0 &&
      trimmed.length <= 100 &&
      /\p{L}/u.test(trimmed) &&
      !/[.!?,;]["”’)]?$/.test(trimmed) &&
      !/^([-*•]|\d{1,3}\))\s/.test(trimmed) &&
      !trimmed.includes(' | ');
    const question =
      index < lastWithText &&
      trimmed.length <= 200 &&
      (/^(?:Q|Question)\s*[:.)]\s/i.test(trimmed) || (/\?["”’)]?$/.test(trimmed) && /\p{L}/u.test(trimmed)));
    const lineFacts = { heading, structured, question };
    facts.set(offset, lineFacts);
    facts.set(offset + line.length, lineFacts);
    offset += line.length + 1;
  });
  return facts;
}

function endsSentence(before: string): boolean {
  const match = /(\S+?)([.!?…]+)["”’)\]]*$/.exec(before);
  if (!match) return false;
  const word = (match[1] ?? '').toLowerCase();
  if (match[2] !== '.') return true;
  // "Dr." "e.g." and single initials ("J.") end no sentence.
  return !ABBREVIATIONS.has(word.replace(/^[("“‘]+/, '')) && !/^[\p{Lu}\p{Ll}]$/u.test(word);
}
