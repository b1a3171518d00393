// A second pdf.js reading the same PDF's pages in a worker thread (see readPdfPages in pdf.ts).
// Plain JavaScript so that it starts without the TypeScript loader, whichever runner started the
// process (node --import tsx, vitest). Must map text items exactly as pdf.ts's readPage does.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

/** @type {{ data: Uint8Array, shared: SharedArrayBuffer, numPages: number, maxChars: number }} */
const { data, shared, numPages, maxChars } = workerData;
// [0]: the next page to take (0-based); [1]: characters read so far by both threads.
const state = new Int32Array(shared);

try {
  const document = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false });
  try {
    for (;;) {
      if (Atomics.load(state, 1) > maxChars) break;
      const index = Atomics.add(state, 0, 1);
      if (index >= numPages) break;
      const page = await document.getPage(index + 1);
      const content = await page.getTextContent();
      const items = [];
      let chars = 0;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
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
      Atomics.add(state, 1, chars);
      parentPort.postMessage({ index, items });
    }
  } finally {
    await document.destroy();
  }
  parentPort.postMessage({ done: true });
} catch (error) {
  // The main thread reads any page this one did not deliver itself, and reports its own error.
  parentPort.postMessage({ done: true, failed: String(error) });
}
