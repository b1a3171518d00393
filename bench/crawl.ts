/**
 * Crawl: the fixture clinic's site served from loopback, crawled with the app's crawler. Twice:
 * the site as it is (15 indexable pages), then the same site with 35 more pages linked from its
 * home page (the careers page's layout, with generated text) — the 50-page site of the budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crawlSite } from '../apps/server/src/ingest/crawl/index.ts';
import { serveFixtureSite } from '../apps/server/test/fixture-site.ts';
import { buildCorpus, FIXTURES } from './corpus.ts';
import type { PartResult } from './lib/report.ts';

const SITE = path.join(FIXTURES, 'site');
const EXTRA_PAGES = 35;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function generatedPages(): Promise<Map<string, string>> {
  const corpus = await buildCorpus(23);
  const template = readFileSync(path.join(SITE, 'careers.html'), 'utf8');
  const pages = new Map<string, string>();
  for (let i = 1; i <= EXTRA_PAGES; i++) {
    const title = `Patient guide ${i}`;
    const body = Array.from({ length: 6 }, () => `<p>${escapeHtml(corpus.paragraph())}</p>`).join('\n');
    const html = template
      .replace(/<title>[^<]*<\/title>/, `<title>${title} | Brightsmile Family Dental</title>`)
      .replace(/<main id="main">[\s\S]*<\/main>/, `<main id="main">\n<h1>${title}</h1>\n<article>\n${body}\n</article>\n</main>`);
    pages.set(`/guides/guide-${i}.html`, html);
  }
  // The home page links to them.
  const links = [...pages.keys()].map((k, i) => `<li><a href="${k}">Patient guide ${i + 1}</a></li>`).join('');
  const home = readFileSync(path.join(SITE, 'index.html'), 'utf8').replace(
    '</main>',
    `<section><h2>Patient guides</h2><ul>${links}</ul></section></main>`,
  );
  pages.set('/', home);
  pages.set('/index.html', home);
  return pages;
}

async function timedCrawl(extra: Map<string, string>) {
  const site = await serveFixtureSite(extra);
  const server = site.server;
  try {
    const url = `${site.url}/`;
    const t = performance.now();
    const result = await crawlSite(url, { allowPrivateAddresses: true, timeoutMs: 60_000 });
    const ms = performance.now() - t;
    return { ms, pages: result.pages.length, skipped: result.skipped.length };
  } finally {
    const closed = new Promise((r) => server.close(r));
    server.closeAllConnections();
    await closed;
  }
}

export async function benchCrawl(): Promise<PartResult> {
  const fixture = await timedCrawl(new Map());
  const big = await timedCrawl(await generatedPages());
  const rate = (r: { ms: number; pages: number }) => r.pages / (r.ms / 1000);
  const sec = (msec: number) => `${(msec / 1000).toFixed(2)} s`;
  return {
    rows: [
      {
        name: `Crawl: fixture site, ${fixture.pages} pages`,
        figure: `${sec(fixture.ms)} (${rate(fixture).toFixed(1)} pages/s)`,
        budget: '—',
        pass: null,
      },
      {
        name: `Crawl: ${big.pages}-page site (fixture + ${EXTRA_PAGES} generated)`,
        figure: `${sec(big.ms)} (${rate(big).toFixed(1)} pages/s)`,
        budget: '≤ 15 s for 50 pages',
        pass: big.ms <= 15_000 && big.pages >= 50,
      },
    ],
    notes: [
      `crawlSite (concurrency 4, robots.txt and sitemap honoured) over loopback: fixture site ${fixture.pages} pages indexed, ${fixture.skipped} URLs skipped, ${sec(fixture.ms)}; ` +
        `with ${EXTRA_PAGES} generated pages: ${big.pages} indexed, ${big.skipped} skipped, ${sec(big.ms)}`,
    ],
  };
}
