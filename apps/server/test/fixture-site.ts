import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = fileURLToPath(new URL('../../../test/fixtures/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/**
 * The fixture website on loopback, as a plain static server ("/dir/" serves dir/index.html).
 * `extra` adds generated pages by path.
 */
export async function serveFixtureSite(
  extra: Map<string, string> = new Map(),
): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const root = path.join(FIXTURES_DIR, 'site');
  const server = createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const generated = extra.get(p);
    if (generated !== undefined) return void res.writeHead(200, { 'content-type': TYPES['.html'] }).end(generated);
    if (p.endsWith('/')) p += 'index.html';
    try {
      const body = readFileSync(path.join(root, path.normalize(p)));
      res.writeHead(200, { 'content-type': TYPES[path.extname(p)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { server, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}
