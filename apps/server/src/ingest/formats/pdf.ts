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
}

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
    return pagesToText(await readPdfPages(document, data, maxChars, options));
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
): Promise<StructuredTextItem[][]> {
  const numPages = document.numPages;
  const pages: (StructuredTextItem[] | undefined)[] = new Array(numPages);
  const shared = new SharedArrayBuffer(8);
  // [0]: the next page to take (0-based); [1]: characters read so far by both threads.
  const state = new Int32Array(shared);
  let helper: Promise<void> | null = null;
  if ((options.parallel ?? true) && numPages >= PARALLEL_MIN_PAGES && !helperBusy && availableParallelism() > 1) {
    helperBusy = true;
    helper = runHelper(data, shared, numPages, maxChars, (index, items) => {
      pages[index] = items;
      if (options.stats) options.stats.helperPages += 1;
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
    }
  } finally {
    // Stops the helper at its next page if this thread is leaving early (an error, too much text).
    Atomics.store(state, 0, numPages);
    await helper;
  }
  if (Atomics.load(state, 1) > maxChars) throw tooMuchText(maxChars);
  let chars = 0;
  for (let index = 0; index < numPages; index++) {
    if (!pages[index]) {
      const page = await readPage(document, index + 1);
      pages[index] = page.items;
      chars += page.chars;
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
  const step = typicalLineStep(pageLines.flat());
  const bodySize = typicalFontSize(pageLines.flat());

  // Built as parts and joined once: testing the end of a growing string on every line made long
  // PDFs quadratic (a 1,270-page file took minutes).
  const parts: string[] = [];
  let last = '';
  for (const lines of pageLines) {
    lines.forEach((line, index) => {
      const previous = lines[index - 1];
      if (parts.length === 0) {
        parts.push(line.text);
        last = line.text;
        return;
      }
      let newParagraph: boolean;
      if (!previous) {
        // First line of a page: continue the paragraph only when the sentence obviously does.
        newParagraph = /[.!?:"”)]$/.test(last) || !/^\p{Ll}/u.test(line.text);
      } else {
        const gap = previous.y - line.y;
        const sizeChanged = Math.abs(previous.fontSize - line.fontSize) > 0.5;
        const heading = line.fontSize > bodySize * 1.15 || previous.fontSize > bodySize * 1.15;
        newParagraph = gap <= 0 || gap > step * 1.3 || sizeChanged || heading;
      }
      if (newParagraph) parts.push(`\n\n${line.text}`);
      else if (/\p{L}-$/u.test(last) && /^\p{Ll}/u.test(line.text)) parts.push(line.text);
      else parts.push(` ${line.text}`);
      last = line.text;
    });
  }
  return parts.join('');
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
