import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

export interface StaticSite {
  origin: string;
  port: number;
  /** Paths requested, in order (query strings included). */
  requests: string[];
  /** Extra routes answered before the file system, for edge cases. */
  routes: Map<string, (req: IncomingMessage, res: ServerResponse) => void>;
  close(): Promise<void>;
}

/**
 * A tiny static server for tests, on 127.0.0.1 and a random port: "/dir/" serves dir/index.html,
 * "/dir" redirects to "/dir/", anything else missing is a 404.
 */
export async function serveStaticSite(root: string): Promise<StaticSite> {
  const requests: string[] = [];
  const routes: StaticSite['routes'] = new Map();
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    void answer(root, routes, req, res).catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answer(root: string, routes: StaticSite['routes'], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const route = routes.get(pathname);
  if (route) return route(req, res);

  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) {
    res.writeHead(404).end('Not found');
    return;
  }
  const info = await stat(path).catch(() => null);
  if (info?.isDirectory()) {
    if (!pathname.endsWith('/')) {
      res.writeHead(301, { location: `${pathname}/` }).end();
      return;
    }
    return sendFile(join(path, 'index.html'), res);
  }
  return sendFile(path, res);
}

async function sendFile(path: string, res: ServerResponse): Promise<void> {
  const body = await readFile(path).catch(() => null);
  if (!body) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'content-length': body.length });
  res.end(body);
}
