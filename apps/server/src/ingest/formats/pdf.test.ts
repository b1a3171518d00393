import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { StructuredTextItem } from 'unpdf';
import { writeTextPdf } from '../../../../../bench/pdf-writer.ts';
import { extractDocument } from '../extract.ts';
import { IngestError } from '../errors.ts';
import { pagesToText, pdfToText, readPdfText } from './pdf.ts';

/** A long PDF whose paragraphs are all different, so a page out of order or missing shows. */
function longPdf(bytes: number) {
  let n = 0;
  return writeTextPdf(() => {
    n += 1;
    return `Paragraph ${n} of the office manual. Policy ${n} says the front desk answers within ${n % 7} days. Room ${n * 3} is on floor ${n % 5}.`;
  }, bytes);
}

describe('PDF pages read by two threads', () => {
  const pdf = longPdf(400_000);

  it('gives exactly the text of reading alone, every page once and in order', async () => {
    expect(pdf.pages).toBeGreaterThan(60);
    const alone = await pdfToText(pdf.data, 10_000_000, { parallel: false });
    // How many pages the worker reads depends on its start-up time against this thread's pace;
    // the next test covers the worker on its own.
    const together = await pdfToText(pdf.data, 10_000_000, { parallel: true });
    expect(together).toBe(alone);
    expect(alone).toContain('Paragraph 1 of the office manual.');
    const last = Number([...alone.matchAll(/Paragraph (\d+) of/g)].at(-1)![1]);
    for (let k = 1; k <= last; k++) expect(alone).toContain(`Paragraph ${k} of the office manual.`);
  });

  it('has a worker that reads pages as this thread does', async () => {
    // The worker alone (the shared counter starts at page 0 and no one else takes pages).
    const shared = new SharedArrayBuffer(8);
    const pages: StructuredTextItem[][] = [];
    await new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./pdf-pages-worker.mjs', import.meta.url), {
        workerData: { data: new Uint8Array(pdf.data), shared, numPages: pdf.pages, maxChars: 10_000_000 },
        execArgv: [],
      });
      worker.on('message', (m: { index?: number; items?: StructuredTextItem[]; done?: boolean; failed?: string }) => {
        if (m.index !== undefined && m.items) pages[m.index] = m.items;
        if (m.done) {
          void worker.terminate();
          if (m.failed) reject(new Error(m.failed));
          else resolve();
        }
      });
      worker.on('error', reject);
    });
    expect(pages.filter(Boolean)).toHaveLength(pdf.pages);
    expect(pagesToText(pages)).toBe(await pdfToText(pdf.data, 10_000_000, { parallel: false }));
  });

  it('still refuses a long PDF with more text than the limit, and keeps the message', async () => {
    const error = await extractDocument(pdf.data, 'manual.pdf', { maxTextChars: 50_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe('too_large');
    expect((error as IngestError).message).toBe(
      'This document holds too much text (more than 0.05 million characters). Please split it into smaller files.',
    );
  });

  it('extracts a long PDF upload through extractDocument', async () => {
    const doc = await extractDocument(pdf.data, 'manual.pdf');
    expect(doc.format).toBe('pdf');
    expect(doc.text).toContain('Policy 100 says the front desk answers within 2 days.');
  });
});

/**
 * A PDF of `pages` pages of 10 pt lines whose line spacing is `firstLeading` on the first
 * `firstPages` pages and `leading` after (paragraphs are separated by an empty line).
 */
function spacedPdf(pages: number, firstPages: number, firstLeading: number, leading: number): Buffer {
  const objects: string[] = [];
  const kids: number[] = [];
  let n = 0;
  for (let page = 0; page < pages; page++) {
    const step = page < firstPages ? firstLeading : leading;
    const lines: string[] = [];
    for (let y = 738; y > 60; y -= step) {
      n += 1;
      lines.push(n % 4 === 0 ? 'T*' : `T* (Line ${n} of the handbook: the clinic opens at eight and closes at six.) Tj`);
    }
    const stream = `BT\n/F1 10 Tf\n${step} TL\n54 750 Td\n${lines.join('\n')}\nET`;
    kids.push(3 + objects.length);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 1 0 R >> >> /Contents ${4 + objects.length} 0 R >>`,
    );
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  }
  const all = [
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    ...objects,
    '<< /Type /Catalog /Pages 2 0 R >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  all.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${all.length + 1} /Root ${all.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

describe('PDF text handed out in pieces while pages are read', () => {
  const pdf = longPdf(1_000_000);

  it('gives pieces that make up exactly the text of reading in one go', async () => {
    const alone = await pdfToText(pdf.data, 10_000_000, { parallel: false });
    for (const parallel of [false, true]) {
      const pieces: string[] = [];
      const result = await readPdfText(pdf.data, 10_000_000, { parallel, onRawPiece: (p) => pieces.push(p) });
      expect(result.streamed).toBe(true);
      expect(pieces.length).toBeGreaterThan(2);
      expect(pieces.join('\n\n')).toBe(alone);
      expect(result.raw).toBe(alone);
    }
    // And once normalised, as extractDocument hands them on.
    const normalised: string[] = [];
    const doc = await extractDocument(pdf.data, 'manual.pdf', { onTextPiece: (p) => normalised.push(p) });
    expect(doc.streamed).toBe(true);
    expect(normalised.join('\n\n')).toBe(doc.text);
    expect(doc.text).toBe((await extractDocument(pdf.data, 'manual.pdf')).text);
  });

  it('turns a failure of whoever takes the pieces into a rejected read, on either thread, never an uncaught exception', async () => {
    for (const parallel of [false, true]) {
      let calls = 0;
      const read = readPdfText(pdf.data, 10_000_000, {
        parallel,
        onRawPiece: () => {
          calls += 1;
          throw new Error('the store refused the batch');
        },
      });
      // Reported as reading errors are (the file's text could not be taken), not left to crash the process.
      await expect(read).rejects.toBeInstanceOf(IngestError);
      // Reading stopped at the first failure.
      expect(calls).toBe(1);
    }
  });

  it('says the pieces are void when the first pages were not typical, and still gives the same text', async () => {
    // The first 40 pages are spaced 20 pt, the other 200 pages 12 pt: the sample's line spacing
    // (20) is not the document's (12), so paragraphs would have been cut differently.
    const data = spacedPdf(240, 40, 20, 12);
    const pieces: string[] = [];
    const result = await readPdfText(data, 10_000_000, { onRawPiece: (p) => pieces.push(p) });
    expect(pieces.length).toBeGreaterThan(0);
    expect(result.streamed).toBe(false);
    expect(result.raw).toBe(await pdfToText(data, 10_000_000, { parallel: false }));
    expect(pieces.join('\n\n')).not.toBe(result.raw);
  });
});

describe('the worker thread’s memory limit', () => {
  it('reads the pages on this thread when the worker dies of its limit: same text, no crash', async () => {
    const pdf = longPdf(400_000);
    const stats = { helperPages: 0 };
    const text = await pdfToText(pdf.data, 10_000_000, {
      parallel: true,
      stats,
      workerLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 1 },
    });
    expect(stats.helperPages).toBe(0);
    expect(text).toBe(await pdfToText(pdf.data, 10_000_000, { parallel: false }));
  });
});

/** A valid PDF of `n` empty pages (a page tree with one kid each), as small as such a file gets. */
function emptyPagesPdf(n: number): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${n} /Kids [${Array.from({ length: n }, (_, i) => `${i + 3} 0 R`).join(' ')}] >>`,
  ];
  for (let i = 0; i < n; i++) objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>');
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('a PDF of very many pages', () => {
  it('is refused at once with the count, before pdf.js reads its pages (minutes for a few MB of empty pages)', async () => {
    const error = await extractDocument(emptyPagesPdf(3_001), 'catalogue.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe('too_large');
    expect((error as IngestError).message).toBe('This PDF has 3,001 pages, more than 3,000. Please split it into smaller files.');
  });

  it('keeps the server answering while its pages are read: timers fire between pages', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    try {
      const error = await extractDocument(emptyPagesPdf(1_500), 'blank.pdf').catch((e: unknown) => e);
      // Empty pages hold no text; what matters is that the event loop turned meanwhile.
      expect((error as IngestError).code).toBe('no_text');
    } finally {
      clearInterval(timer);
    }
    // Without the yields the timer fires once at most, after the last page; with them, about once
    // every 20 ms. More than 20 failed once on a loaded CI machine (436 ms: the run was that short).
    expect(ticks).toBeGreaterThan(5);
  });
});
