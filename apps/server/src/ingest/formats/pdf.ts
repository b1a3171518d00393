import { getDocumentProxy, type StructuredTextItem } from 'unpdf';
import { IngestError } from '../errors.ts';

/**
 * PDF text via unpdf (its bundled serverless pdf.js; nothing else may load pdf.js, so that one
 * process never holds two builds). pdf.js gives positioned text runs, not paragraphs, so lines are
 * rebuilt from their baselines and paragraphs from the vertical gaps between lines: otherwise a
 * page would be one block of hard-wrapped lines and chunking could not follow the document.
 *
 * Pages are read one at a time and reading stops once `maxChars` is passed: a small PDF can hold
 * compressed text far larger than the file itself.
 */
export async function pdfToText(data: Uint8Array, maxChars: number): Promise<string> {
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
    const pages: StructuredTextItem[][] = [];
    let chars = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: StructuredTextItem[] = [];
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
      pages.push(items);
      if (chars > maxChars) throw tooMuchText(maxChars);
    }
    return pagesToText(pages);
  } catch (error) {
    if (error instanceof IngestError) throw error;
    throw new IngestError('corrupt', 'This PDF file is damaged and could not be read.', { cause: error });
  } finally {
    await document.destroy();
  }
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
