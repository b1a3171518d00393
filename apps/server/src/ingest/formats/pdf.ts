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
      if (stream) {
        // pdf.js on this thread only ever awaits promises, so without a turn of the event loop
        // the worker's pages (messages) would all wait until this loop ends, and so would the pieces.
        if (helper) await new Promise(setImmediate);
        advance();
      }
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
  y: number;
  fontSize: number;
}

export function pagesToText(pages: StructuredTextItem[][]): string {
  const pageLines = pages.map(toLines);
  const flat = pageLines.flat();
  const writer = new ParagraphWriter(typicalLineStep(flat), typicalFontSize(flat));
  for (const lines of pageLines) writer.page(lines);
  return writer.take();
}

/**
 * Joins lines into paragraphs, page after page, given the document's typical line spacing and body
 * font size: a gap larger than usual, a change of size or a heading starts a paragraph.
 */
class ParagraphWriter {
  // Built as parts and joined once: testing the end of a growing string on every line made long
  // PDFs quadratic (a 1,270-page file took minutes).
  private parts: string[] = [];
  private last = '';
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
        return;
      }
      let newParagraph: boolean;
      if (!previous) {
        // First line of a page: continue the paragraph only when the sentence obviously does.
        newParagraph = /[.!?:"”)]$/.test(this.last) || !/^\p{Ll}/u.test(line.text);
      } else {
        const gap = previous.y - line.y;
        const sizeChanged = Math.abs(previous.fontSize - line.fontSize) > 0.5;
        const heading = line.fontSize > bodySize * 1.15 || previous.fontSize > bodySize * 1.15;
        newParagraph = gap <= 0 || gap > step * 1.3 || sizeChanged || heading;
      }
      if (newParagraph) parts.push(`\n\n${line.text}`);
      else if (/\p{L}-$/u.test(this.last) && /^\p{Ll}/u.test(line.text)) parts.push(line.text);
      else parts.push(` ${line.text}`);
      this.last = line.text;
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
 * depend on the whole document's typical line spacing and body font size, which are only known at
 * the end; pieces are made with the values of the first pages (a sample) and, at the end, the
 * values of the whole document are compared with them. Equal: the pieces are exactly the text of
 * pagesToText. Different: the caller is told to ignore them and the text is made again in full.
 */
class TextStream {
  private readonly sampleSize: number;
  private readonly pageLines: Line[][] = [];
  /** Pages turned into lines (in order: page `next` is the first not seen yet). */
  private next = 0;
  private writer: ParagraphWriter | null = null;
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
      this.next++;
      if (this.writer) this.write(lines);
      else if (this.next === this.sampleSize) {
        const flat = this.pageLines.flat();
        this.writer = new ParagraphWriter(typicalLineStep(flat), typicalFontSize(flat));
        for (const sampled of this.pageLines) this.write(sampled);
      }
    }
  }

  private write(lines: Line[]): void {
    const writer = this.writer as ParagraphWriter;
    writer.page(lines);
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
    const rest = this.writer.take();
    this.pieces.push(rest);
    this.onPiece(rest);
    return { raw: this.pieces.join('\n\n'), streamed: true };
  }
}

function toLines(items: StructuredTextItem[]): Line[] {
  const lines: Line[] = [];
  let current: (Line & { right: number }) | null = null;
  for (const item of items) {
    if (item.str === '') continue;
    const sameLine = current !== null && Math.abs(current.y - item.y) < Math.max(item.fontSize, 1) * 0.5;
    if (current && sameLine) {
      // pdf.js usually emits the spaces itself; add one only where runs are visibly apart.
      const apart = item.x - current.right > item.fontSize * 0.15;
      if (apart && !/\s$/.test(current.text) && !/^\s/.test(item.str)) current.text += ' ';
      current.text += item.str;
      current.right = item.x + item.width;
      current.fontSize = Math.max(current.fontSize, item.str.trim() === '' ? 0 : item.fontSize);
    } else {
      if (current) lines.push(current);
      current = { text: item.str, y: item.y, fontSize: item.fontSize, right: item.x + item.width };
    }
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ text: line.text.replace(/\s+/g, ' ').trim(), y: line.y, fontSize: line.fontSize }))
    .filter((line) => line.text !== '');
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
