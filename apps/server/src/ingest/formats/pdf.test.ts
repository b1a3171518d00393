import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { StructuredTextItem } from 'unpdf';
import { writeTextPdf } from '../../../../../bench/pdf-writer.ts';
import { extractDocument } from '../extract.ts';
import { IngestError } from '../errors.ts';
import { pagesToText, pdfToText } from './pdf.ts';

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
