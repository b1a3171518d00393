import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlPartialNotice, noSkips } from '@staffwright/contract';
import { crawlSite } from './crawl-site.ts';

/**
 * A hostile (or badly broken) site: a redirect loop, a tarpit that drips a byte at a time and
 * never ends, an endless page, a server error. The crawl ends within its time, keeps what it could
 * read, and says it is partial, page by page why.
 */
describe('crawlSite on a hostile site', () => {
  let server: Server;
  let origin: string;
  const open = new Set<ServerResponse>();
  beforeAll(async () => {
    server = createServer((req, res) => {
      const html = (body: string) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>t</title><main>${body}</main>`);
      switch (req.url) {
        case '/':
          return html(
            '<h1>Welcome</h1><p>We fix bicycles on weekdays from nine to five.</p><a href="/loop-a">a</a> <a href="/tarpit">b</a> <a href="/endless">c</a> <a href="/broken">d</a> <a href="/ok.html">e</a>',
          );
        case '/ok.html':
          return html('<h1>Prices</h1><p>A tune-up costs $60 and takes two days.</p>');
        case '/loop-a':
          return res.writeHead(302, { location: '/loop-b' }).end();
        case '/loop-b':
          return res.writeHead(302, { location: '/loop-a' }).end();
        case '/broken':
          return res.writeHead(503, { 'content-type': 'text/plain' }).end('down');
        case '/tarpit': {
          open.add(res);
          res.writeHead(200, { 'content-type': 'text/html' });
          const drip = setInterval(() => res.write('<'), 100);
          res.on('close', () => clearInterval(drip));
          return;
        }
        case '/endless': {
          open.add(res);
          res.writeHead(200, { 'content-type': 'text/html' });
          const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
          const pump = () => {
            while (res.write(chunk));
          };
          res.on('drain', pump);
          pump();
          return;
        }
        default:
          return res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const res of open) res.destroy();
    await new Promise((r) => server.close(r));
  });

  it('ends within its time, keeps what it read, and is partial with a reason for each page left out', async () => {
    const started = performance.now();
    const result = await crawlSite(`${origin}/`, {
      allowPrivateAddresses: true,
      perRequestTimeoutMs: 1_000,
      timeoutMs: 20_000,
      maxBytesPerPage: 512 * 1024,
    });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(result.pages.map((p) => new URL(p.url).pathname).sort()).toEqual(['/', '/ok.html']);
    expect(result.cut).toBe(true);
    expect(result.skippedByReason).toEqual({ ...noSkips(), limit: 1, error: 3 });
    const why = Object.fromEntries(result.skipped.map((s) => [new URL(s.url).pathname, s.reason]));
    expect(why).toMatchObject({
      '/endless': 'too large',
      '/tarpit': 'fetch failed: timeout',
      '/broken': 'fetch failed: 503',
    });
    expect(Object.values(why)).toContain('fetch failed: too many redirects');
    // What the owner reads under the crawl form.
    const notice = crawlPartialNotice({ status: 'partial', pagesIndexed: 2, pageLimit: 500, skippedByReason: result.skippedByReason });
    expect(notice).toContain('1 page of this site was left out because the crawl reached its depth, size or time limit.');
    expect(notice).toContain('3 pages could not be loaded (too slow, redirecting in a loop, or a server error), so they are missing.');
  });
});
