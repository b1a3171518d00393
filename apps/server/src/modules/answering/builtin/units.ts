/**
 * Splits training text into the pieces the built-in engine quotes: sentences of prose, list items,
 * table and CSV rows, and the headings and FAQ questions that give them context. Passages arrive
 * as extracted plain text (from txt, md, csv, pdf, docx… or web pages), so this reads structure
 * from the text itself: "## Heading", a short line alone ("Reaching us", "4. Payment plans"),
 * "Q:"/"A:" or a question alone above its answer, "- item", "| a | b |" and the "a | b" rows of
 * extracted tables (with their header), CSV with a header row, "label: value; label: value"
 * records, and line-wrapped prose that must be joined back into sentences.
 */

export type UnitKind = 'heading' | 'question' | 'sentence' | 'item' | 'row';

export interface TextUnit {
  /** Text to show or quote: markdown emphasis removed, whitespace collapsed. */
  text: string;
  kind: UnitKind;
  /**
   * Units that belong together: a heading or an FAQ question and what follows it, or a plain
   * paragraph. A CSV row is a segment of its own.
   */
  segment: number;
  /** Position in the text. */
  index: number;
  /** Which of the text's blank-line-separated paragraphs it is in. */
  paragraph: number;
  /** For a table row: the table's header ("Day | Hours | Notes"), which says what its cells are. */
  header?: string;
  /** For a menu's item with its description: the item's own line ("Avocado 🥑 2.95"). */
  name?: string;
}

/** Units of one text, in order. */
export function splitUnits(text: string): TextUnit[] {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = clean.split('\n');
  const csv = csvRows(lines);
  if (csv) return csv.map((row, i) => ({ text: row, kind: 'row', segment: i, index: i, paragraph: i }));
  return new UnitBuilder().build(lines);
}

class UnitBuilder {
  private units: TextUnit[] = [];
  private segment = 0;
  private segmentUsed = false;
  private paragraph = 0;
  /** Whether the current segment was opened by a heading or question (so it spans paragraphs). */
  private segmentHasHead = false;
  private prose: string[] = [];
  /** Lines of an FAQ question that wraps onto more lines. */
  private question: string[] | null = null;
  /** Header of the table whose rows are being read. */
  private tableHeader: string | null = null;
  /** The row a pricing card's figure made, until its one tail ("per month") goes on it. */
  private cardRow: TextUnit | null = null;
  /** A menu's item written on a line of its own ("Avocado 🥑 2.95"), until its description ends. */
  private listed: TextUnit | null = null;
  /** Whether the list's items take their names from the line above ("Caesar Salad", then its description and price). */
  private titledList = false;
  /** A bullet's item, until a line that cannot go on with it. */
  private bullet: TextUnit | null = null;

  build(lines: string[]): TextUnit[] {
    let paragraphStart = true;
    for (let i = 0; i < lines.length; i++) {
      const line = (lines[i] ?? '').trim();
      const next = (lines[i + 1] ?? '').trim();
      const prev = (lines[i - 1] ?? '').trim();
      if (line === '') {
        this.listed = null;
        this.titledList = false;
        this.bullet = null;
        this.flushQuestion();
        this.flushProse();
        if (!this.segmentHasHead) this.newSegment(false);
        if (!paragraphStart) this.paragraph++;
        paragraphStart = true;
        continue;
      }
      const startsParagraph = paragraphStart;
      paragraphStart = false;

      if (this.question) {
        // A wrapped question ends at the answer marker or at a line ending in "?".
        if (!ANSWER_RE.test(line)) {
          this.question.push(line);
          if (line.endsWith('?')) this.flushQuestion();
          continue;
        }
        this.flushQuestion();
      }
      const near = [(lines[i - 2] ?? '').trim(), (lines[i + 2] ?? '').trim()];
      this.line(line, { prev, next, after: nextParagraph(lines, i), startsParagraph, near });
    }
    this.flushQuestion();
    this.flushProse();
    return this.units;
  }

  private line(line: string, around: { prev: string; next: string; after: string; startsParagraph: boolean; near: string[] }): void {
    const { prev, next, startsParagraph } = around;
    const heading = HEADING_RE.exec(line);
    if (heading) return this.head(heading[1] ?? '', 'heading');
    // "4. Payment plans" alone in its paragraph, above prose: a numbered section's title, not a
    // list item (a list whose items stand apart goes on with "5. …" below).
    const numbered = NUMBERED_TITLE_RE.exec(line);
    if (
      numbered &&
      startsParagraph &&
      next === '' &&
      around.after !== '' &&
      !ITEM_RE.test(around.after) &&
      looksLikeHeading(numbered[1] ?? '')
    ) {
      return this.head(numbered[1] ?? '', 'heading');
    }
    const q = QUESTION_RE.exec(line);
    if (q) {
      this.flushProse();
      this.newSegment(true);
      this.question = [q[1] ?? ''];
      if (line.endsWith('?')) this.flushQuestion();
      return;
    }
    const a = ANSWER_RE.exec(line);
    if (a) {
      this.flushProse();
      this.prose.push(a[1] ?? '');
      return;
    }
    if (TABLE_SEPARATOR_RE.test(line)) {
      // The row above was the table's header ("| Option | What to expect |"): not content.
      if (this.units.at(-1)?.kind === 'row') this.tableHeader = tableCells(prev).join(' | ');
      if (this.units.at(-1)?.kind === 'row') this.units.pop();
      return;
    }
    // Markdown rows ("| a | b |") and the rows of tables extracted from documents ("a | b").
    if (line.startsWith('|') || isBareRow(line)) {
      this.flushProse();
      const cells = tableCells(line);
      const first = !prev.startsWith('|') && !isBareRow(prev);
      if (first) this.tableHeader = null;
      // "Day | Hours | Notes" above rows, with no markdown separator to say so: the header.
      if (first && !line.startsWith('|') && isBareRow(next) && looksLikeHeaderRow(cells)) {
        this.tableHeader = cells.join(' | ');
        return;
      }
      const text = cells.length > 1 ? `${cells[0]}: ${cells.slice(1).join(' — ')}` : (cells[0] ?? '');
      return this.push(text, 'row', this.tableHeader ?? undefined);
    }
    // "code: D0120; service: Periodic exam; fee usd: 62.00", or a block of "Phone: …" lines:
    // records, one per line, never joined into one sentence with the next line.
    if (isRecord(line) && (RECORD_FIELDS_RE.test(line) || isRecord(next) || isRecord(prev))) {
      this.flushProse();
      return this.push(line, 'row');
    }
    const item = ITEM_RE.exec(line);
    if (item) {
      this.flushProse();
      // "- Do you take Amex? Yes, and Visa…": an FAQ written as a list, the answer in the item
      // (or nested under it): the question heads its answer, and is never quoted as one.
      const qa = ITEM_QA_RE.exec(item[1] ?? '');
      if (qa && (qa[2] ?? '').split(/\s+/).length >= 2) {
        this.head(qa[1] ?? '', 'question');
        this.prose.push(qa[2] ?? '');
        return this.flushProse();
      }
      this.push(item[1] ?? '', 'item');
      this.bullet = this.units.at(-1) ?? null;
      return;
    }
    // "● Willie Reynolds" with "0868312091" on the line below, "- Free parking behind" with "the
    // hall": the item goes on. A line of its own words (a capital, a sentence) is not its part, nor
    // a bare page number.
    if (
      this.bullet &&
      this.units.at(-1) === this.bullet &&
      this.prose.length === 0 &&
      (PHONE_ALONE_RE.test(line) || /^\p{Ll}/u.test(line))
    ) {
      this.bullet.text = joinWrapped([this.bullet.text, stripMarkdown(line)]);
      return;
    }
    // A menu or price list written an item a line ("Avocado 🥑 2.95", its description on the line
    // below, then "Mac Bites 6.95"): each item is a unit of its own with its description, never run
    // into the next item's. Two such lines in one block make it a list; one alone is prose, and items
    // a blank line apart are read as before (a size's price below its dish: "Latte €3.40", "Large €3.90").
    const [twoBefore, twoAfter] = around.near;
    const listing = this.listed !== null && this.units.at(-1) === this.listed;
    // Whole numbers alone ("Refunds 16", "Parking 17") are a contents page's, unless a price with a
    // currency sign or cents is among them ("Restaurant Week Special 25" above "Chicken and Waffles 21.95").
    const pricedNeighbours = [prev, next, prev !== '' ? (twoBefore ?? '') : '', next !== '' ? (twoAfter ?? '') : ''].filter((l) =>
      isPriceLine(l),
    );
    if (
      isPriceLine(line, next) &&
      (listing || (pricedNeighbours.length > 0 && [line, ...pricedNeighbours].some((l) => HAS_PRICE_RE.test(l))))
    ) {
      // "Caesar Salad" above "Romaine, parmesan, croutons 11.95": the dish's name is the line above,
      // and the line after the price is the next dish's name, not a description.
      const above = this.prose.length === 1 ? this.prose[0]! : '';
      const titled =
        !listing && (line.includes(',') || this.titledList) && above !== '' && !above.includes(',') && !HAS_FIGURE_RE.test(above);
      if (titled) this.prose = [];
      this.flushProse();
      this.push(titled ? `${above} — ${line}` : line, 'item');
      this.listed = this.units.at(-1) ?? null;
      if (this.listed && titled) this.listed.name = above;
      // A list goes on as it began: titled or not.
      if (!listing) this.titledList = titled;
      return;
    }
    if (listing && this.prose.length === 0) {
      const listed = this.listed!;
      // A line with a figure of its own ("Classes cost €10 each.", "Soup 1,200") is no description,
      // and the list ends; nor is a dish's name under a price that closed its description.
      if (this.titledList || HAS_PRICE_RE.test(line) || /\d$/.test(line)) {
        this.listed = null;
      } else {
        // "Traditional Omelettes 🍳" above the next item heads a section: written as a title, or after
        // the item's description ("Gluten free" under "Veggie Burger 12.95" is its description).
        if (isMenuSection(line) && isPriceLine(next) && (listed.name !== undefined || isTitleCase(line))) return this.head(line, 'heading');
        listed.name ??= listed.text;
        listed.text = `${listed.text} — ${stripMarkdown(line)}`;
        return;
      }
    }
    if (this.units.at(-1)?.kind === 'item' && (this.units.at(-1)?.text.endsWith('?') ?? false) && !startsParagraph) {
      // The answer on the line after a "- Question?" item.
      const q = this.units.pop()!;
      this.head(q.text, 'question');
    }
    // "Where should I park?" on its own line, answered by the lines below it, or alone in its
    // paragraph above the answer (a web page's FAQ heading).
    if (startsParagraph && line.endsWith('?') && line.length <= 200 && (next !== '' || isAnswerParagraph(around.after))) {
      return this.head(line, 'question');
    }
    if (startsParagraph && next === '' && isCardFragment(line) && this.joinCardFragment(line, around.after)) return;
    if (startsParagraph && next === '' && looksLikeHeading(line)) return this.head(line, 'heading');
    if (startsParagraph && isShoutedHeading(line)) return this.head(line, 'heading');
    this.prose.push(line);
  }

  /**
   * A pricing card as a page lays it out, each part its own block: "Member", "£32", "per month",
   * then its description. The figure under a title is a row of its own ("Member: £32 per month"),
   * so that it is quoted with what it prices; the title still heads the description.
   */
  private joinCardFragment(line: string, after: string): boolean {
    const last = this.units.at(-1);
    if (!last || this.prose.length > 0) return false;
    // Its period goes on it ("per month"), once; a second figure is another card's (review).
    if (last === this.cardRow) {
      if (!/^\p{Ll}/u.test(line)) return false;
      last.text = `${last.text} ${stripMarkdown(line)}`;
      this.cardRow = null;
      return true;
    }
    // "Full Irish Breakfast €12.50" has its price: "Pancake stack €9" below it is the next dish
    // ("€15 large" is still its size's price, review).
    if (last.kind !== 'heading' || !HAS_FIGURE_RE.test(line) || (PRICED_RE.test(last.text) && DISH_AND_PRICE_RE.test(line))) return false;
    // Cards laid out column by column ("Member", "Day Pass", "£32", "£20"): which title a figure
    // belongs to is not known (review).
    if (isCardFragment(after) && HAS_FIGURE_RE.test(after)) return false;
    this.push(`${last.text}: ${line}`, 'row');
    this.cardRow = this.units.at(-1) ?? null;
    return true;
  }

  private head(text: string, kind: 'heading' | 'question'): void {
    this.flushProse();
    this.newSegment(true);
    this.push(text, kind);
  }

  private newSegment(hasHead: boolean): void {
    if (this.segmentUsed) {
      this.segment++;
      this.segmentUsed = false;
    }
    this.segmentHasHead = hasHead;
  }

  private flushQuestion(): void {
    if (!this.question) return;
    this.push(this.question.join(' '), 'question');
    this.question = null;
  }

  private flushProse(): void {
    if (this.prose.length === 0) return;
    const joined = joinWrapped(this.prose);
    this.prose = [];
    for (const s of splitSentences(joined)) this.push(s, 'sentence');
  }

  private push(text: string, kind: UnitKind, header?: string): void {
    const t = stripMarkdown(text);
    if (!/[\p{L}\p{N}]/u.test(t)) return;
    const unit: TextUnit = { text: t, kind, segment: this.segment, index: this.units.length, paragraph: this.paragraph };
    if (header) unit.header = stripMarkdown(header);
    this.cardRow = null;
    this.listed = null;
    this.bullet = null;
    this.units.push(unit);
    this.segmentUsed = true;
  }
}

const HEADING_RE = /^#{1,6}\s+(.+?)\s*#*$/;
const QUESTION_RE = /^(?:Q|Question)\s*[:.)]\s*(.*)$/i;
const ANSWER_RE = /^(?:A|Answer)\s*[:.)]\s*(.*)$/i;
/** A list item: "- …", "• …", "● Patrick McGrath" (the bullets Word and PDFs use), "2. …". */
const ITEM_RE = /^(?:[-*+•▪◦●○■□►▸➢➤‣⁃]|\d{1,2}[.)])\s+(.+)$/u;
/** A list item that is a question and its answer: "Is parking free? Yes, behind the building." */
const ITEM_QA_RE = /^(.{6,200}?\?)["”’)]?\s+(\S.*)$/;
const NUMBERED_TITLE_RE = /^(?:\d{1,2}(?:\.\d{1,2})*[.)]|[IVX]{1,4}\.)\s+(.+)$/;
/** "Phone: (802) 555-0142", "fee usd: 62.00": a short label, a colon, a value. */
const RECORD_RE = /^[\p{L}][\p{L}\p{N} ()'’/&-]{0,40}:\s+\S/u;
/** A second field on the same line: "…; service: Periodic exam". */
const RECORD_FIELDS_RE = /;\s+[\p{L}][\p{L}\p{N} ()'’/&-]{0,40}:\s+\S/u;
const TABLE_SEPARATOR_RE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;

/** The next non-empty line after the blank line(s) that follow line i ('' if none). */
function nextParagraph(lines: string[], i: number): string {
  let j = i + 1;
  while (j < lines.length && (lines[j] ?? '').trim() !== '') j++;
  while (j < lines.length && (lines[j] ?? '').trim() === '') j++;
  return (lines[j] ?? '').trim();
}

function tableCells(line: string): string[] {
  return line
    .split('|')
    .map((c) => c.trim())
    .filter(Boolean);
}

/** A table row as document extractors write it: cells joined with " | ", no leading pipe. */
function isBareRow(line: string): boolean {
  if (line.startsWith('|') || !/\s\|\s/.test(line)) return false;
  const cells = tableCells(line);
  return cells.length >= 2 && cells.every((c) => c.length <= 200);
}

/** "Day | Hours | Notes", "Item | Why we need it": short labels, no figures. */
function looksLikeHeaderRow(cells: string[]): boolean {
  // A cell that names its column ("Plus: $22.95", html-text.ts) belongs to a body row.
  if (cells.some((c) => /\p{L}:\s/u.test(c))) return false;
  // "Monday | Closed": a day's hours, the first row of a table without a header (review).
  if (/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?$/i.test(cells[0] ?? '') || cells.some((c) => /^(?:closed|open)$/i.test(c))) return false;
  return cells.every((c) => c.length <= 30 && c.split(/\s+/).length <= 5 && !/\d/.test(c) && /^[\p{Lu}]/u.test(c));
}

function isRecord(line: string): boolean {
  return RECORD_RE.test(line) && !QUESTION_RE.test(line) && !ANSWER_RE.test(line);
}

/**
 * A short line standing alone, without sentence punctuation: "Our services", "Opening hours".
 * Not a line of facts run together ("Lead hygienist · Speaks English and French").
 */
function looksLikeHeading(line: string): boolean {
  const wordsCount = line.split(/\s+/).length;
  return line.length <= 70 && wordsCount <= 9 && !/[.!?,;]$/.test(line) && /^[\p{Lu}\p{N}]/u.test(line) && !/\s[·•|]\s/.test(line);
}

const HAS_FIGURE_RE = /[\p{N}$€£¥]/u;
const PRICED_RE = /[$€£¥]\s?\d/u;
/** A dish's name, then its price: "Pancake stack €9"; not a size's ("Large €3.90", "8 inch €60", review). */
const DISH_AND_PRICE_RE =
  /^(?!(?:small|regular|medium|large|half|full|single|double|triple|kids?|child|pint|glass|bottle|carafe|extra|add|with|\d)\b)[^$€£¥]{2,60}\s[$€£¥]\s?\d/iu;

/**
 * A line that is an item and its price, currency or not: "Avocado 🥑 2.95", "Gents cut £12",
 * "Margherita – 9.50", "Restaurant Week Special 25". Not a day's hours ("Sat 10 - 4", "Mon 9"), a
 * line with a colon, "Room 12" or "under 5", never a year ("since 1990"), and not prose wrapped
 * after a number ("Please arrive at least 15" above "minutes before your class").
 */
const PRICE_LINE_RE = /^(?![$€£¥])(?=.*\p{L})[^$€£¥|:;!?]{2,60}?\s(?:[$€£¥]\s?)?\d{1,3}(?:[.,]\d{2})?$/u;
const NOT_A_PRICE_RE =
  /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?\.?\s+\d|\d\s?(?:am|pm)\b|(?:\d\s?[-–—]|\bto|\buntil|\btill|\bunder|\bover|\bage[sd]?|\bages|\bstep|\bunit|\broom|\bsuite|\bfloor|\bpage|\bchapter|\bsection|\bpart|\bno|\bnumber|\bplatform|\bgate|\bexit|\bjunction|\broute|\bbus|\bgrade|\blevel|\byear|\bclass|\bteam|\bgroup|\bpitch|\bcourt|\bhole|\bphase|\bversion|\bstage|\bbox|\blot|\bapt|\bflat|\bleast|\bmost|\band|\bor|\bof|\bthe|\ba|\bfor|\bwith|\bbring|\bthan|\babout|\baround)\s?(?:[$€£¥]\s?)?\d{1,3}(?:[.,]\d{2})?$/iu;
/** A price on a line: a currency sign and a figure, or a figure with cents ("9.95"). */
const HAS_PRICE_RE = /[$€£¥]\s?\d|\d[.,]\d{2}\b/u;
/** A phone number alone on a line, under the name it belongs to. */
const PHONE_ALONE_RE = /^\+?[\d ()-]{6,20}$/;

function isPriceLine(line: string, next = ''): boolean {
  if (!PRICE_LINE_RE.test(line) || NOT_A_PRICE_RE.test(line) || /^\p{Ll}/u.test(line)) return false;
  // A whole number at a line's end with lower-case text below it is prose that wrapped.
  return !(/\s\d{1,3}$/.test(line) && /^\p{Ll}/u.test(next));
}

/** A menu's section title between its items: short, no comma or sentence's end ("Sides 🍟"). */
function isMenuSection(line: string): boolean {
  return looksLikeHeading(line) && !line.includes(',') && line.split(/\s+/).length <= 5;
}

/** Every word of four letters or more capitalised: "Traditional Omelettes", not "Gluten free". */
function isTitleCase(line: string): boolean {
  const words = line.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w));
  return words.length > 0 && words.every((w) => /^\p{Lu}/u.test(w));
}

/** A block of a card: a figure ("£32", "$1,200", "From $45") or a lower-case tail ("per month"). */
function isCardFragment(line: string): boolean {
  return (
    line.length <= 30 &&
    line.split(/\s+/).length <= 4 &&
    !/[.!?:;]$/.test(line) &&
    (/[$€£¥]\s?\d|^\d|[$€£¥]\s?POA\b/u.test(line) || /^\p{Ll}/u.test(line))
  );
}

/** A paragraph that can answer a question standing above it: prose, not another question or a heading. */
function isAnswerParagraph(line: string): boolean {
  return line !== '' && !line.endsWith('?') && !HEADING_RE.test(line) && !looksLikeHeading(line) && !isShoutedHeading(line);
}

/** "BRIGHTSMILE FAMILY DENTAL — FREQUENTLY ASKED QUESTIONS" */
function isShoutedHeading(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && line.length <= 100 && letters === letters.toUpperCase() && !/[.!?]$/.test(line);
}

/** Joins line-wrapped prose, mending words broken with a hyphen at the line end. */
function joinWrapped(lines: string[]): string {
  let out = '';
  for (const line of lines) {
    if (out === '') out = line;
    else if (/[a-z]-$/.test(out) && /^[a-z]/.test(line)) out = out.slice(0, -1) + line;
    else out += ' ' + line;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Removes markdown emphasis, links and code ticks, keeping the words. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const ABBREVIATIONS = new Set(
  'dr mr mrs ms mx st jr sr prof inc ltd co corp vs etc eg ie no nos approx dept ave rd blvd mt ft fig est ph tel ext apt ste'.split(' '),
);
const WEEKDAY_OR_MONTH = /^(mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/** Splits prose into sentences, without breaking after "Dr.", initials or "a.m. Monday". */
export function splitSentences(prose: string): string[] {
  const out: string[] = [];
  const re = /[.!?]+["'”’)\]]*\s+(?=["'“‘([]?[\p{Lu}\p{N}$€£])/gu;
  let start = 0;
  for (const m of prose.matchAll(re)) {
    const end = (m.index ?? 0) + m[0].length;
    const before = prose.slice(start, (m.index ?? 0) + 1);
    const lastWord = /([\p{L}.]+)\.$/u.exec(before)?.[1]?.toLowerCase().replace(/\./g, '') ?? '';
    if (m[0].startsWith('.')) {
      if (ABBREVIATIONS.has(lastWord)) continue;
      if (/(?:^|\s)\p{L}\.$/u.test(before)) continue; // an initial: "J. Smith"
      if ((lastWord === 'am' || lastWord === 'pm') && /\b[ap]\.m\.$/i.test(before) && WEEKDAY_OR_MONTH.test(prose.slice(end))) continue;
    }
    out.push(prose.slice(start, end).trim());
    start = end;
  }
  const rest = prose.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** A small RFC 4180 field splitter for one line (quotes, doubled quotes). */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (ch === ',') {
      fields.push(field.trim());
      field = '';
    } else {
      field += ch;
    }
  }
  fields.push(field.trim());
  return fields;
}

export interface CsvTable {
  /** Column names as written, or null when the chunk has no header line. */
  header: string[] | null;
  rows: string[][];
}

/**
 * The text as a CSV table (a header line and rows with the same number of fields), or null.
 * Chunks cut from the middle of a CSV file have no header; their rows still count as a table.
 */
export function parseCsvTable(text: string): CsvTable | null {
  const nonEmpty = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n?|\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (nonEmpty.length < 2) return null;
  const parsed = nonEmpty.map(parseCsvLine);
  const width = parsed[0]?.length ?? 0;
  if (width < 2) return null;
  const same = parsed.filter((r) => r.length === width).length;
  if (same / parsed.length < 0.8) return null;
  // Prose with commas is not a table: table cells are short.
  const cells = parsed.flat();
  if (cells.reduce((n, c) => n + c.length, 0) / cells.length > 60) return null;
  const first = parsed[0] ?? [];
  const hasHeader = first.every((h) => /^[\p{L}][\p{L}\p{N} _()./-]{0,40}$/u.test(h));
  // Two short comma-separated lines could be prose; a two-column table needs a few rows.
  if ((!hasHeader && width < 3) || (width === 2 && parsed.length < 3)) return null;
  return { header: hasHeader ? first : null, rows: hasHeader ? parsed.slice(1) : parsed };
}

/**
 * Each CSV row as one readable unit, "Header: value; Header: value", so a quoted row stands on
 * its own: "Service: Adult cleaning (prophylaxis); Fee (USD): 112.00".
 */
function csvRows(lines: string[]): string[] | null {
  const table = parseCsvTable(lines.join('\n'));
  if (!table) return null;
  const names = table.header?.map(humanizeHeader) ?? null;
  return table.rows.map((r) =>
    names
      ? r
          .map((v, i) => (v ? `${names[i] ?? `Column ${i + 1}`}: ${v}` : ''))
          .filter(Boolean)
          .join('; ')
      : r.filter(Boolean).join(', '),
  );
}

/** "fee_usd" → "Fee (USD)", "typical_provider" → "Typical provider". */
export function humanizeHeader(h: string): string {
  const parts = h
    .trim()
    .split(/[_\s]+/)
    .filter(Boolean);
  const last = parts.at(-1)?.toLowerCase() ?? '';
  let currency = '';
  if (parts.length > 1 && /^(usd|eur|gbp|cad|aud|chf|nzd|jpy)$/.test(last)) {
    currency = ` (${last.toUpperCase()})`;
    parts.pop();
  }
  const text = parts.join(' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1) + currency;
}
