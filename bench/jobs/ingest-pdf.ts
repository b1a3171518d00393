/**
 * Child process: generates the ~5 MB PDF, then times, on the database it is given: the whole of
 * extracting and storing it as the upload does (storeFile: on PostgreSQL, passages are stored while
 * pages are still read), first, while the code is cold as for a real upload; then (when that took
 * under a minute) the whole upload through the API (POST /api/training-data/{id}/file, multipart);
 * then, for the breakdown, the steps one by one with the app's own functions (extractDocument,
 * chunkText, insertTextSource in one transaction). Prints the timings as JSON.
 */
import { UPLOAD_MAX_BYTES } from '@staffwright/contract';
import { extractDocument } from '../../apps/server/src/ingest/extract.ts';
import { chunkText } from '../../apps/server/src/ingest/chunk.ts';
import { insertTextSource, storeFile } from '../../apps/server/src/modules/training/service.ts';
import { buildCorpus } from '../corpus.ts';
import { readInput } from '../lib/child.ts';
import { openSpec, type DatabaseSpec } from '../lib/db.ts';
import { createBusiness, signUp, startApp } from '../lib/app.ts';
import { writeTextPdf } from '../pdf-writer.ts';

export interface IngestInput {
  spec: DatabaseSpec;
  /** Skip the API upload when extracting and storing took longer than this. */
  apiUploadBelowMs: number;
}

export interface IngestOutput {
  bytes: number;
  pages: number;
  chars: number;
  /** storeFile: extract + chunk + store, as the upload does it (pipelined on PostgreSQL). */
  totalMs: number;
  /** CPU time of this process (all its threads) during storeFile; PostgreSQL's is not included. */
  totalCpuMs: number;
  extractMs: number;
  extractedChars: number;
  chunkMs: number;
  passages: number;
  storeMs: number;
  /** CPU time of this process (all its threads) during extractDocument. */
  extractCpuMs: number;
  /** Pages the PDF reader's worker thread read (the rest were read on the main thread). */
  helperPages: number;
  api: { ms: number; status: number } | null;
}

const FILE_NAME = 'policies-and-procedures.pdf';
const input = await readInput<IngestInput>();
const database = await openSpec(input.spec);
const srv = await startApp(database);
try {
  const owner = await signUp(srv.app, `benchingest${process.pid}`);
  const businessId = await createBusiness(srv.app, owner.cookie, 'Brightsmile Family Dental');
  // As large as an upload may be, less room for the multipart envelope.
  const pdf = writeTextPdf((await buildCorpus(11)).paragraph, UPLOAD_MAX_BYTES - 16 * 1024);

  const cpuT = process.cpuUsage();
  const tT = performance.now();
  await storeFile(srv.app.ctx.database, { businessId, fileName: FILE_NAME, data: pdf.data });
  const totalMs = performance.now() - tT;
  const totalCpu = process.cpuUsage(cpuT);

  let api: IngestOutput['api'] = null;
  if (totalMs < input.apiUploadBelowMs) {
    const boundary = `----swbench${Date.now().toString(16)}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${FILE_NAME}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const t4 = performance.now();
    const res = await srv.app.inject({
      method: 'POST',
      url: `/api/training-data/${businessId}/file`,
      payload,
      headers: { cookie: owner.cookie, origin: srv.app.ctx.config.appUrl, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    api = { ms: performance.now() - t4, status: res.statusCode };
  }
  const pdfStats = { helperPages: 0 };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const doc = await extractDocument(pdf.data, FILE_NAME, { pdf: { stats: pdfStats } });
  const t1 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  const chunks = chunkText(doc.text);
  const t2 = performance.now();
  await srv.app.ctx.db.transaction((tx) => insertTextSource(tx, { businessId, kind: 'file', name: FILE_NAME, text: doc.text }));
  const t3 = performance.now();

  const out: IngestOutput = {
    bytes: pdf.data.length,
    pages: pdf.pages,
    chars: pdf.chars,
    totalMs,
    totalCpuMs: (totalCpu.user + totalCpu.system) / 1000,
    extractMs: t1 - t0,
    extractedChars: doc.text.length,
    chunkMs: t2 - t1,
    passages: chunks.length,
    storeMs: t3 - t2,
    extractCpuMs: (cpu.user + cpu.system) / 1000,
    helperPages: pdfStats.helperPages,
    api,
  };
  process.stdout.write(JSON.stringify(out));
} finally {
  await srv.close();
  await database.close();
}
