import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { getDocumentProxy, type StructuredTextItem } from 'unpdf';
import { IngestError } from '../errors.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export interface PdfReadOptions {
  /** Let a worker thread read pages too (long PDFs only). Default true. */
  parallel?: boolean;
  /** Filled in as pages are read: how many the worker thread delivered (for tests and the bench). */
  stats?: { helperPages: number };
  /** The worker thread's V8 heap limits (tests use tiny ones). */
  workerLimits?: { maxYoungGenerationSizeMb?: number; maxOldGenerationSizeMb?: number };
  /**
   * Receives the raw text in pieces while pages are still being read (long PDFs only), so that
   * they can be stored meanwhile. Each piece ends where a paragraph does; the whole raw text is the
   * pieces joined by a blank line. The pieces are sent on a guess of the whole document's line
   * spacing and font size taken from its first pages; `pdfToText` says whether the guess held.
   */
  onRawPiece?: (piece: string) => void;
}

export interface PdfText {
  raw: string;
  /** True when the pieces given to onRawPiece make up `raw` (false: ignore them; none were given). */
  streamed: boolean;
}

/** Young generation of the worker: pdf.js makes many short-lived objects, and a larger nursery
 * means fewer scavenges (measured ~10% less CPU for the bench PDF). The old-generation cap keeps a
 * hostile PDF from taking the whole process's memory through the worker: a worker that hits it
 * dies, and the main thread reads what it did not deliver, as when it fails in any other way. */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 48, maxOldGenerationSizeMb: 1024 };
/** Streaming is for long PDFs: the guess needs enough pages, and short ones are quick anyway. */
const STREAM_MIN_PAGES = 64;
/** Raw characters gathered before a piece is sent (~30 pages of dense text): small enough that
 * the database starts early and never has much left at the end, large enough to keep the number of
 * statements (and of chunker restarts) low. */
const PIECE_CHARS = 100_000;

/** Below this many pages a second thread's start-up (~0.1 s) costs more than it saves. */
const PARALLEL_MIN_PAGES = 24;
/**
 * pdf.js's cost per page grows with the page count (an empty page of a 20,000-page file took 7 ms,
 * of a 5,000-page one under 2): 2 MB of empty pages took minutes. Real documents under the 5 MB limit
 * have hundreds of pages (the bench's dense 5 MB PDF has 1,345).
 */
const MAX_PDF_PAGES = 3_000;
/** One helper thread at a time for the whole process: a second core is all the machine may have. */
let helperBusy = false;

/**
 * PDF text via unpdf (its bundled serverless pdf.js; nothing else may load pdf.js, so that one
 * process never holds two builds). pdf.js gives positioned text runs, not paragraphs, so lines are
 * rebuilt from their baselines and paragraphs from the vertical gaps between lines: otherwise a
 * page would be one block of hard-wrapped lines and chunking could not follow the document.
 *
 * Reading stops once `maxChars` is passed: a small PDF can hold compressed text far larger than
 * the file itself.
 */
export async function pdfToText(data: Uint8Array, maxChars: number, options: PdfReadOptions = {}): Promise<string> {
  return (await readPdfText(data, maxChars, options)).raw;
}

/** pdfToText, and whether the text also went to `options.onRawPiece` (see there). */
export async function readPdfText(data: Uint8Array, maxChars: number, options: PdfReadOptions = {}): Promise<PdfText> {
  let document;
  try {
    // pdf.js may transfer (detach) the buffer it is given; the caller's copy must stay usable.
    document = await getDocumentProxy(new Uint8Array(data), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new IngestError('corrupt', 'This PDF is password-protected. Remove the password and upload it again.');
    }
    throw new IngestError('corrupt', 'This PDF file is damaged and could not be read.', { cause: error });
  }
  if (document.numPages > MAX_PDF_PAGES) {
    await document.destroy().catch(() => {});
    throw new IngestError(
      'too_large',
      `This PDF has ${document.numPages.toLocaleString('en-US')} pages, more than ${MAX_PDF_PAGES.toLocaleString('en-US')}. Please split it into smaller files.`,
    );
  }
  try {
    const stream =
      options.onRawPiece && document.numPages >= STREAM_MIN_PAGES ? new TextStream(document.numPages, options.onRawPiece) : null;
    const pages = await readPdfPages(document, data, maxChars, options, stream);
    const streamed = stream?.finish(pages);
    return streamed ?? { raw: pagesToText(pages), streamed: false };
  } catch (error) {
    if (error instanceof IngestError) throw error;
    throw new IngestError('corrupt', 'This PDF file is damaged and could not be read.', { cause: error });
  } finally {
    await document.destroy();
  }
}

/** One page's text runs, in the shape pagesToText reads (pdf-pages-worker.mjs maps them the same way). */
async function readPage(document: PdfDocument, number: number): Promise<{ items: StructuredTextItem[]; chars: number }> {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  const items: StructuredTextItem[] = [];
  let chars = 0;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    chars += item.str.length;
    items.push({
      str: item.str,
      x,
      y,
      width: item.width,
      height: item.height,
      fontSize: Math.hypot(c, d),
      fontFamily: '',
      dir: item.dir,
      hasEOL: item.hasEOL,
    });
  }
  page.cleanup();
  return { items, chars };
}

/**
 * Every page's text runs, in page order. pdf.js spends ~2.5 ms of CPU per page of text (a 1,270
 * page PDF: 3 s), all of it on one thread; so for a long PDF a worker thread opens its own copy
 * and both threads take the next unread page from a shared counter until none is left — each
 * thread goes as fast as its core allows, and a slow worker start costs nothing. Pages the worker
 * took but never delivered (it failed, or could not start) are read here afterwards, so the
 * result, and any error, is the same as reading alone.
 */
async function readPdfPages(
  document: PdfDocument,
  data: Uint8Array,
  maxChars: number,
  options: PdfReadOptions,
  stream: TextStream | null,
): Promise<StructuredTextItem[][]> {
  const numPages = document.numPages;
  const pages: (StructuredTextItem[] | undefined)[] = new Array(numPages);
  const shared = new SharedArrayBuffer(8);
  // [0]: the next page to take (0-based); [1]: characters read so far by both threads.
  const state = new Int32Array(shared);
  // The text stream runs the paragraph writer, normalisation and chunking (and the store's callback)
  // on every page; for a worker's page that is inside a message listener, where a throw would be an
  // uncaught exception ending the process. The first error is kept, both threads stop, and it is
  // thrown from here like any other reading error.
  let streamError: { error: unknown } | null = null;
  const advance = () => {
    if (!stream || streamError) return;
    try {
      stream.advance(pages);
    } catch (error) {
      streamError = { error };
      Atomics.store(state, 0, numPages);
    }
  };
  const breathe = eventLoopTurns();
  let helper: Promise<void> | null = null;
  if ((options.parallel ?? true) && numPages >= PARALLEL_MIN_PAGES && !helperBusy && availableParallelism() > 1) {
    helperBusy = true;
    helper = runHelper(data, shared, numPages, maxChars, options.workerLimits ?? WORKER_LIMITS, (index, items) => {
      pages[index] = items;
      if (options.stats) options.stats.helperPages += 1;
      advance();
    }).finally(() => {
      helperBusy = false;
    });
  }
  try {
    for (;;) {
      if (Atomics.load(state, 1) > maxChars) throw tooMuchText(maxChars);
      const index = Atomics.add(state, 0, 1);
      if (index >= numPages) break;
      const { items, chars } = await readPage(document, index + 1);
      pages[index] = items;
      Atomics.add(state, 1, chars);
      // pdf.js on this thread only ever awaits promises: without a turn of the event loop the
      // worker's pages (messages), timers and every other request of the server would wait until
      // this loop ends, seconds on a long PDF. A stream wants the worker's pages at once.
      await breathe(stream !== null && helper !== null);
      if (stream) advance();
    }
  } finally {
    // Stops the helper at its next page if this thread is leaving early (an error, too much text).
    Atomics.store(state, 0, numPages);
    await helper;
  }
  if (streamError) throw (streamError as { error: unknown }).error;
  if (Atomics.load(state, 1) > maxChars) throw tooMuchText(maxChars);
  let chars = 0;
  for (let index = 0; index < numPages; index++) {
    if (!pages[index]) {
      const page = await readPage(document, index + 1);
      await breathe();
      pages[index] = page.items;
      chars += page.chars;
      if (chars > maxChars) throw tooMuchText(maxChars);
      advance();
      if (streamError) throw (streamError as { error: unknown }).error;
    }
  }
  if (chars > maxChars) throw tooMuchText(maxChars);
  return pages as StructuredTextItem[][];
}

/**
 * A turn of the event loop when BREATHE_MS have passed since the last one (or always, when asked):
 * timers and requests wait at most that long, and a PDF of many small pages does not pay a turn for
 * each (the bench's 1,270-page PDF reads in the same time either way: 3.70 s before, 3.75 s after,
 * medians of 4 alternating runs on one machine).
 */
const BREATHE_MS = 20;
function eventLoopTurns(): (always?: boolean) => Promise<void> {
  let last = performance.now();
  return async (always = false) => {
    if (!always && performance.now() - last < BREATHE_MS) return;
    await new Promise(setImmediate);
    last = performance.now();
  };
}

/** Runs pdf-pages-worker.mjs to its end; never rejects (the caller reads what it did not). */
function runHelper(
  data: Uint8Array,
  shared: SharedArrayBuffer,
  numPages: number,
  maxChars: number,
  resourceLimits: NonNullable<PdfReadOptions['workerLimits']>,
  onPage: (index: number, items: StructuredTextItem[]) => void,
): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./pdf-pages-worker.mjs', import.meta.url), {
        // Its own copy: pdf.js may detach the buffer it is given.
        workerData: { data: new Uint8Array(data), shared, numPages, maxChars },
        // Plain JavaScript: no loader hooks from the parent process (tsx, a test runner) needed.
        execArgv: [],
        resourceLimits,
      });
    } catch {
      resolve();
      return;
    }
    worker.on('message', (message: { index?: number; items?: StructuredTextItem[]; done?: boolean }) => {
      if (message.index !== undefined && message.items) onPage(message.index, message.items);
      if (message.done) {
        // Whatever pdf.js might leave scheduled must not keep the thread (or this promise) alive.
        void worker.terminate();
        resolve();
      }
    });
    // Includes ERR_WORKER_OUT_OF_MEMORY: the pages it did not deliver are read on this thread.
    worker.on('error', () => {});
    worker.on('exit', () => resolve());
  });
}

export function tooMuchText(maxChars: number): IngestError {
  return new IngestError(
    'too_large',
    `This document holds too much text (more than ${(maxChars / 1_000_000).toLocaleString('en-US')} million characters). Please split it into smaller files.`,
  );
}

interface Line {
  text: string;
  /** The baseline of the line's largest text (a superscript does not move it). */
  y: number;
  fontSize: number;
  /** Table cells side by side (joined with " | "): kept a line of its own, never run into prose. */
  row: boolean;
}

/**
 * The raw text of a PDF's pages (the text runs of readPage). Besides rebuilding lines and
 * paragraphs it cleans up what print layout adds to the text (decision 019): running headers,
 * footers and page numbers are left out, words hyphenated at a line end are joined again,
 * superscripts and subscripts stay with their word, and table rows stay one per line.
 */
export function pagesToText(pages: StructuredTextItem[][]): string {
  const pageLines = pages.map(toLines);
  const flat = pageLines.flat();
  const edges = new PageEdges();
  pageLines.forEach((lines, index) => edges.add(lines, index));
  const running = edges.running();
  const writer = new ParagraphWriter(typicalLineStep(flat), typicalFontSize(flat));
  pageLines.forEach((lines, index) => writer.page(withoutRunningLines(lines, running, index)));
  return writer.take();
}

/**
 * Joins lines into paragraphs, page after page, given the document's typical line spacing and body
 * font size: a gap larger than usual, a change of size or a heading starts a paragraph. Table rows
 * are lines of their own: one after another, and a blank line between a table and the text around it.
 */
class ParagraphWriter {
  // Built as parts and joined once: testing the end of a growing string on every line made long
  // PDFs quadratic (a 1,270-page file took minutes).
  private parts: string[] = [];
  private last = '';
  private lastRow = false;
  private started = false;

  constructor(
    readonly step: number,
    readonly bodySize: number,
  ) {}

  page(lines: Line[]): void {
    const { parts, step, bodySize } = this;
    lines.forEach((line, index) => {
      const previous = lines[index - 1];
      if (!this.started) {
        this.started = true;
        parts.push(line.text);
        this.last = line.text;
        this.lastRow = line.row;
        return;
      }
      let newParagraph: boolean;
      if (line.row || this.lastRow) {
        // Rows are further apart than lines of text (cell padding): no gap test between them.
        newParagraph = !(line.row && this.lastRow);
      } else if (!previous) {
        // First line of a page: continue the paragraph only when the sentence obviously does.
        newParagraph = /[.!?:"”)]$/.test(this.last) || !/^\p{Ll}/u.test(line.text);
      } else {
        const gap = previous.y - line.y;
        const sizeChanged = Math.abs(previous.fontSize - line.fontSize) > 0.5;
        const heading = line.fontSize > bodySize * 1.15 || previous.fontSize > bodySize * 1.15;
        newParagraph = gap <= 0 || gap > step * 1.3 || sizeChanged || heading;
      }
      if (newParagraph) parts.push(`\n\n${line.text}`);
      else if (line.row) parts.push(`\n${line.text}`);
      else {
        const hyphen = lineEndHyphen(this.last, line.text);
        if (hyphen === 'drop') {
          const at = parts.length - 1;
          parts[at] = (parts[at] as string).slice(0, -1);
        }
        parts.push(hyphen === null ? ` ${line.text}` : line.text);
      }
      this.last = line.text;
      this.lastRow = line.row;
    });
  }

  /**
   * The text up to the start of the last paragraph begun so far (which the next page may still
   * continue), without the blank line after it; '' when there is no complete paragraph yet.
   */
  takeCompleteParagraphs(): string {
    let at = this.parts.length - 1;
    while (at > 0 && !(this.parts[at] as string).startsWith('\n\n')) at--;
    if (at <= 0) return '';
    const text = this.parts.slice(0, at).join('');
    this.parts = this.parts.slice(at);
    // What is left starts a paragraph: its blank line is the join between two pieces.
    this.parts[0] = (this.parts[0] as string).slice(2);
    return text;
  }

  /** All the text not taken yet. */
  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    return text;
  }
}

/**
 * Sends the raw text in pieces while pages are read (PdfReadOptions.onRawPiece). Paragraph breaks
 * depend on the whole document's typical line spacing and body font size, and the lines left out on
 * its running headers and footers, which are only known at the end; pieces are made with the
 * values of the first pages (a sample) and, at the end, the values of the whole document are
 * compared with them. Equal: the pieces are exactly the text of pagesToText. Different: the caller
 * is told to ignore them and the text is made again in full.
 */
class TextStream {
  private readonly sampleSize: number;
  private readonly pageLines: Line[][] = [];
  /** Pages turned into lines (in order: page `next` is the first not seen yet). */
  private next = 0;
  private writer: ParagraphWriter | null = null;
  private readonly edges = new PageEdges();
  /** The running lines of the sample. */
  private running = new Set<string>();
  private pendingChars = 0;
  /** The raw pieces sent so far. */
  private readonly pieces: string[] = [];

  constructor(
    numPages: number,
    private readonly onPiece: (piece: string) => void,
  ) {
    // Enough pages for the spacing and size to be the document's (a title page, a table of
    // contents do not decide them), few enough that storing starts early.
    this.sampleSize = Math.min(numPages, Math.max(32, Math.ceil(numPages / 20)));
  }

  /** Called whenever a page has been read: takes in every page now available in order. */
  advance(pages: (StructuredTextItem[] | undefined)[]): void {
    while (this.next < pages.length && pages[this.next]) {
      const lines = toLines(pages[this.next] as StructuredTextItem[]);
      this.pageLines.push(lines);
      this.edges.add(lines, this.next);
      this.next++;
      if (this.writer) this.write(lines, this.next - 1);
      else if (this.next === this.sampleSize) {
        const flat = this.pageLines.flat();
        this.writer = new ParagraphWriter(typicalLineStep(flat), typicalFontSize(flat));
        this.running = this.edges.running();
        this.pageLines.forEach((sampled, index) => this.write(sampled, index));
      }
    }
  }

  private write(lines: Line[], pageIndex: number): void {
    const writer = this.writer as ParagraphWriter;
    writer.page(withoutRunningLines(lines, this.running, pageIndex));
    for (const line of lines) this.pendingChars += line.text.length;
    if (this.pendingChars < PIECE_CHARS) return;
    const piece = writer.takeCompleteParagraphs();
    if (piece === '') return;
    this.pendingChars = 0;
    this.pieces.push(piece);
    this.onPiece(piece);
  }

  /** After the last page: the text, or null when the sample's values were not the document's. */
  finish(pages: StructuredTextItem[][]): PdfText | null {
    this.advance(pages);
    // Nothing sent yet (little text): the caller simply takes the whole text.
    if (!this.writer || this.pieces.length === 0) return null;
    const flat = this.pageLines.flat();
    if (typicalLineStep(flat) !== this.writer.step || typicalFontSize(flat) !== this.writer.bodySize) return null;
    const running = this.edges.running();
    if (running.size !== this.running.size || [...running].some((key) => !this.running.has(key))) return null;
    const rest = this.writer.take();
    this.pieces.push(rest);
    this.onPiece(rest);
    return { raw: this.pieces.join('\n\n'), streamed: true };
  }
}

/** A gap this wide (in ems of the line's text) between two runs on one baseline separates table cells… */
const COLUMN_GAP_EM = 1.5;
/** …and so does a narrower one, down to this, before a run that starts where a column of the page does. */
const NARROW_COLUMN_GAP_EM = 0.4;
/** A run this much smaller than its line's text and off its baseline is a superscript or subscript. */
const SCRIPT_SIZE = 0.8;
const SCRIPT_SHIFT_EM = 0.15;
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
/** A list's bullet or number: the gap after it, at a line's start, is indentation, not a cell's end. */
const LIST_MARKER_RE = /^(?:[-–•▪◦·*]|\d{1,3}[.)]|\p{Ll}[.)])$/u;

/** A line being built: its text in pieces, split where runs are far enough apart to be cells. */
interface RawLine {
  pieces: { text: string; x: number; gap: number }[];
  y: number;
  fontSize: number;
  right: number;
}

/**
 * A page's lines from its text runs. Runs on one baseline make a line; a wide gap between them is
 * a table's column break (" | "), and so is a narrower one before a run that starts at the x where
 * a wide gap's run starts on another line of the page (the column of a table whose longest cell
 * leaves little room: "Visa, Mastercard, Discover  Yes" under "Cash        Yes").
 */
function toLines(items: StructuredTextItem[]): Line[] {
  const raw: RawLine[] = [];
  let current: RawLine | null = null;
  for (const item of items) {
    if (item.str === '') continue;
    const blank = item.str.trim() === '';
    // A superscript is raised by about a third of the line's size: measured against the larger of
    // the two sizes it stays on its line (against its own small size it would start a new one).
    const sameLine = current !== null && Math.abs(current.y - item.y) < Math.max(item.fontSize, current.fontSize, 1) * 0.5;
    if (current && sameLine) {
      const piece = current.pieces.at(-1) as RawLine['pieces'][number];
      // The spaces pdf.js emits between runs: one space; gaps are measured from the text.
      if (blank) {
        if (!/\s$/.test(piece.text)) piece.text += ' ';
        continue;
      }
      const size = Math.max(current.fontSize, 1);
      const gap = (item.x - current.right) / size;
      if (gap >= NARROW_COLUMN_GAP_EM) {
        current.pieces.push({ text: item.str, x: item.x, gap });
      } else if (item.fontSize < current.fontSize * SCRIPT_SIZE && Math.abs(item.y - current.y) > size * SCRIPT_SHIFT_EM && gap < 0.15) {
        // "Smith¹", "1st", "m²", "CO₂": drawn against the word, so joined to it.
        piece.text = piece.text.trimEnd() + scriptDigits(item.str.trim(), item.y > current.y);
      } else {
        // pdf.js usually emits the spaces itself; add one only where runs are visibly apart.
        if (item.x - current.right > item.fontSize * 0.15 && !/\s$/.test(piece.text) && !/^\s/.test(item.str)) piece.text += ' ';
        piece.text += item.str;
      }
      current.right = item.x + item.width;
      if (item.fontSize > current.fontSize) {
        current.fontSize = item.fontSize;
        current.y = item.y;
      }
    } else if (!blank) {
      if (current) raw.push(current);
      current = { pieces: [{ text: item.str, x: item.x, gap: 0 }], y: item.y, fontSize: item.fontSize, right: item.x + item.width };
    }
  }
  if (current) raw.push(current);

  // Not a cell either: a label and its value at a tab stop ("Phone:   (802) 555-0142").
  const cellBreak = (index: number, before: string) =>
    !before.trimEnd().endsWith(':') && !(index === 1 && LIST_MARKER_RE.test(before.trim()));
  // Where the page's columns start: runs after a wide gap.
  const columns = new Set<number>();
  for (const line of raw) {
    line.pieces.forEach((piece, index) => {
      if (index > 0 && piece.gap >= COLUMN_GAP_EM && cellBreak(index, (line.pieces[index - 1] as typeof piece).text)) {
        columns.add(Math.round(piece.x));
      }
    });
  }
  const atColumn = (x: number) => columns.has(Math.round(x)) || columns.has(Math.round(x) - 1) || columns.has(Math.round(x) + 1);
  const lines: Line[] = [];
  for (const line of raw) {
    let text = (line.pieces[0] as RawLine['pieces'][number]).text;
    let row = false;
    for (let index = 1; index < line.pieces.length; index++) {
      const piece = line.pieces[index] as RawLine['pieces'][number];
      // Every piece after the first follows a gap of at least NARROW_COLUMN_GAP_EM.
      const cell = cellBreak(index, text) && (piece.gap >= COLUMN_GAP_EM || atColumn(piece.x));
      row ||= cell;
      text = cell
        ? `${text.trimEnd()} | ${piece.text.trimStart()}`
        : /\s$/.test(text) || /^\s/.test(piece.text)
          ? text + piece.text
          : `${text} ${piece.text}`;
    }
    text = text.replace(/\s+/g, ' ').trim();
    if (text !== '') lines.push({ text, y: line.y, fontSize: line.fontSize, row });
  }
  return lines;
}

/** Digits drawn as a superscript or subscript become the Unicode ones ("m²", "CO₂"); anything else stays. */
function scriptDigits(text: string, raised: boolean): string {
  if (!/^\d+$/.test(text)) return text;
  const digits = raised ? SUPERSCRIPT_DIGITS : SUBSCRIPT_DIGITS;
  return text.replace(/\d/g, (digit) => digits[Number(digit)] as string);
}

/** First parts of compounds written with a hyphen ("self-service", "well-being", "non-urgent"). */
const COMPOUND_FIRST = new Set(['self', 'well', 'non', 'ill', 'ex', 'all', 'half', 'cross', 'same']);
/** Second parts of compounds written with a hyphen ("follow-up", "walk-ins", "add-on", "drop-off"). */
const COMPOUND_SECOND = new Set(['up', 'in', 'ins', 'on', 'ons', 'off', 'offs', 'by']);

/**
 * How a line that ends in a hyphen joins the next one, which starts with a lowercase letter (null:
 * it does not, the lines join with a space). 'drop': a word hyphenated at the line end
 * ("appoint-" "ment" → "appointment"); 'keep': a compound that happened to break at its hyphen
 * ("walk-" "in" → "walk-in"): a one-letter first part ("e-mail", "X-ray"), a word already holding
 * a hyphen ("day-to-"), a first part of COMPOUND_FIRST or a second part of COMPOUND_SECOND.
 * Hyphenation never leaves one letter before the break, and rarely puts a whole short word after it.
 */
function lineEndHyphen(last: string, next: string): 'drop' | 'keep' | null {
  if (!/^\p{Ll}/u.test(next)) return null;
  // A soft hyphen is only ever a hyphenation point.
  if (/\p{L}\u00AD$/u.test(last)) return 'drop';
  const word = /[\p{L}\p{M}\p{N}'’‐-]*\p{L}[-‐]$/u.exec(last)?.[0];
  if (!word) return null;
  const first = word.slice(0, -1);
  if (/[^\p{L}\p{M}]/u.test(first) || first.length < 2 || COMPOUND_FIRST.has(first.toLowerCase())) return 'keep';
  const second = /^\p{L}+/u.exec(next)?.[0] ?? '';
  return COMPOUND_SECOND.has(second) ? 'keep' : 'drop';
}

/** How many lines at a page's top or bottom may make a running header or footer. */
const EDGE_LINES = 2;
/** The gap (in ems of the larger line) that sets a header or footer apart from the page's text. */
const EDGE_GAP_EM = 2;
/** A page number, after digits became '#': "#", "- # -", "Page # of #", "p. #", "# / #". */
const PAGE_NUMBER_RE = /^[\s\-–—|.·•()[\]]*(?:(?:page|p\.|pg\.?)\s*)?#(?:\s*(?:of|\/)\s*#)?[\s\-–—|.·•()[\]]*$/i;

/** The end of a sentence begun on the page before ("and the dentists for fillings…"), not a header. */
const PROSE_CONTINUED_RE = /^\p{Ll}+[,;:]?\s/u;

/**
 * The lines that may be a page's running header and footer (indices, outermost first): at its top
 * and at its bottom, a block of one or two lines set apart from the rest by a wide gap (a header
 * sits in the margin; a body line that merely begins or ends pages does not), none of them the
 * rest of a sentence (a line that starts with a lowercase word).
 */
function pageEdges(lines: Line[]): { top: number[]; bottom: number[] } {
  const highest: number[] = [];
  const lowest: number[] = [];
  // The EDGE_LINES + 1 highest and lowest lines, in one pass.
  const insert = (into: number[], index: number, before: (a: Line, b: Line) => boolean) => {
    let at = into.length;
    while (at > 0 && before(lines[index] as Line, lines[into[at - 1] as number] as Line)) at--;
    if (at > EDGE_LINES) return;
    into.splice(at, 0, index);
    if (into.length > EDGE_LINES + 1) into.pop();
  };
  lines.forEach((_, index) => {
    insert(highest, index, (a, b) => a.y > b.y);
    insert(lowest, index, (a, b) => a.y < b.y);
  });
  const block = (edge: number[]): number[] => {
    // Never the whole page: a page of one line is text, whatever comes back on the others.
    for (let size = 1; size <= EDGE_LINES && size < edge.length; size++) {
      const inner = lines[edge[size - 1] as number] as Line;
      if (PROSE_CONTINUED_RE.test(inner.text) && !PAGE_NUMBER_RE.test(inner.text.replace(/\d+/g, '#'))) return [];
      const next = lines[edge[size] as number] as Line;
      if (Math.abs(inner.y - next.y) >= Math.max(inner.fontSize, next.fontSize) * EDGE_GAP_EM) return edge.slice(0, size);
    }
    return [];
  };
  return { top: block(highest), bottom: block(lowest) };
}

/** How many of a line's numbers may be its page number (the first ones). */
const PAGE_NUMBER_CANDIDATES = 4;

/**
 * A header or footer line's keys: where it is and its text, and the same with one of its numbers
 * told as an offset from the page's index. A running line has one key in common on most pages:
 * the same text, or a page number that counts with the pages ("Page 3 of 7" on the third page
 * and "Page 4 of 7" on the fourth both have "Page #+1 of 7"). Body lines that differ only in
 * their numbers ("Room 12", "Room 31") do not: their numbers do not count with the pages.
 */
function edgeKeys(where: 'top' | 'bottom', line: Line, pageIndex: number): string[] {
  const keys = [`${where}=${line.text}`];
  let at = 0;
  for (const match of line.text.matchAll(/\d+/g)) {
    if (at++ === PAGE_NUMBER_CANDIDATES) break;
    const offset = Number(match[0]) - pageIndex;
    const end = match.index + match[0].length;
    keys.push(`${where}#${line.text.slice(0, match.index)}#${offset >= 0 ? '+' : ''}${offset}${line.text.slice(end)}`);
  }
  return keys;
}

/**
 * Counts, page by page, the header and footer lines that pages may have (pageEdges), to find the
 * running ones: a line that comes back (the same text, or a page number counting with the pages:
 * edgeKeys) at the same edge of at least half the pages with text, and of two at least. Only from
 * three pages on, since two pages may share a heading; page numbers alone from two.
 */
class PageEdges {
  private pages = 0;
  private readonly counts = new Map<string, { count: number; pageNumber: boolean }>();

  /** The lines of page `pageIndex` (0-based; pages are added in order). */
  add(lines: Line[], pageIndex: number): void {
    if (lines.length === 0) return;
    this.pages++;
    const { top, bottom } = pageEdges(lines);
    const seen = new Set<string>();
    const count = (where: 'top' | 'bottom', line: Line) => {
      const pageNumber = PAGE_NUMBER_RE.test(line.text.replace(/\d+/g, '#'));
      for (const key of edgeKeys(where, line, pageIndex)) {
        if (seen.has(key)) continue;
        seen.add(key);
        const entry = this.counts.get(key);
        if (entry) entry.count++;
        else this.counts.set(key, { count: 1, pageNumber });
      }
    };
    for (const index of top) count('top', lines[index] as Line);
    for (const index of bottom) count('bottom', lines[index] as Line);
  }

  /** The keys of the running lines found so far. */
  running(): Set<string> {
    const running = new Set<string>();
    const needed = Math.max(2, Math.ceil(this.pages / 2));
    for (const [key, { count, pageNumber }] of this.counts) {
      if (count >= needed && (this.pages >= 3 || pageNumber)) running.add(key);
    }
    return running;
  }
}

/** The page's lines without its running header and footer, taken from the edges inwards. */
function withoutRunningLines(lines: Line[], running: Set<string>, pageIndex: number): Line[] {
  if (running.size === 0) return lines;
  const { top, bottom } = pageEdges(lines);
  const dropped = new Set<number>();
  const isRunning = (where: 'top' | 'bottom', index: number) =>
    edgeKeys(where, lines[index] as Line, pageIndex).some((key) => running.has(key));
  for (const index of top) {
    if (!isRunning('top', index)) break;
    dropped.add(index);
  }
  for (const index of bottom) {
    if (!isRunning('bottom', index)) break;
    dropped.add(index);
  }
  return dropped.size === 0 ? lines : lines.filter((_, index) => !dropped.has(index));
}

/** The most common distance between consecutive baselines: the body text's line spacing. */
function typicalLineStep(lines: Line[]): number {
  const counts = new Map<number, number>();
  for (let index = 1; index < lines.length; index++) {
    const gap = Math.round((lines[index - 1] as Line).y - (lines[index] as Line).y);
    if (gap > 0) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  let best = 0;
  let bestCount = 0;
  for (const [gap, count] of counts) {
    if (count > bestCount || (count === bestCount && gap < best)) {
      best = gap;
      bestCount = count;
    }
  }
  return best || 14;
}

function typicalFontSize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) weight.set(line.fontSize, (weight.get(line.fontSize) ?? 0) + line.text.length);
  let best = 0;
  let bestWeight = -1;
  for (const [size, total] of weight) {
    if (total > bestWeight) {
      best = size;
      bestWeight = total;
    }
  }
  return best || 12;
}

export function isPdf(data: Uint8Array): boolean {
  // "%PDF-" at the start; readers tolerate leading whitespace, so we do too, but nothing else:
  // a text file that merely mentions "%PDF-" must stay a text file.
  let at = 0;
  while (at < 16 && (data[at] === 0x20 || data[at] === 0x0a || data[at] === 0x0d || data[at] === 0x09)) at++;
  return String.fromCharCode(...data.subarray(at, at + 5)) === '%PDF-';
}
