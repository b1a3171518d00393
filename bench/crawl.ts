/**
 * Crawl: the fixture clinic's site served from loopback, crawled with the app's crawler. Twice:
 * the site as it is (15 indexable pages), then the same site with 35 more pages linked from its
 * home page (the careers page's layout, with generated text) — the 50-page site of the budget.
 * Then a generated site of 1,000 pages with a page of text each, crawled through the whole app
 * (API, job, store, index) in a process of its own whose memory is sampled.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeLargeSite } from '../apps/server/test/support/large-site.ts';
import { serveStaticSite } from '../apps/server/test/support/static-site-server.ts';
import type { CrawlAppInput, CrawlAppOutput } from './jobs/crawl-app.ts';
import { runChild } from './lib/child.ts';
import { createBenchDatabase, type DbKind } from './lib/db.ts';
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

/** The 1,000-page site through the app: the home page, its menu and 990 archive pages of ~3 KB of text. */
async function appCrawl(kind: DbKind, pgLabel: string): Promise<CrawlAppOutput & { label: string; pages: number }> {
  const corpus = await buildCorpus(29);
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-bench-site-'));
  const layout = writeLargeSite(dir, 990, () => Array.from({ length: 5 }, () => `<p>${escapeHtml(corpus.paragraph())}</p>`).join(''));
  const site = await serveStaticSite(dir);
  const db = await createBenchDatabase(kind, pgLabel);
  try {
    const out = await runChild<CrawlAppOutput>(
      'jobs/crawl-app.ts',
      { spec: db.spec, siteUrl: `${site.origin}/`, pageLimit: 1000 } satisfies CrawlAppInput,
      300_000,
    );
    return { ...out, label: db.spec.label, pages: layout.pages.length };
  } finally {
    await site.close();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchCrawl(kind: DbKind = 'pglite', pgLabel = ''): Promise<PartResult> {
  const fixture = await timedCrawl(new Map());
  const big = await timedCrawl(await generatedPages());
  const scale = await appCrawl(kind, pgLabel);
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
      {
        name: `Crawl through the app: ${scale.pagesIndexed} of a ${scale.pages}-page site (${scale.label})`,
        figure: `${sec(scale.ms)}, server RSS peak ${scale.rssPeakMb.toFixed(0)} MB`,
        budget: '≤ 120 s and ≤ 300 MB for 1,000 pages',
        pass: scale.ms <= 120_000 && scale.rssPeakMb <= 300 && scale.pagesIndexed >= 1000,
      },
    ],
    notes: [
      `crawlSite (concurrency 4, robots.txt and sitemap honoured) over loopback: fixture site ${fixture.pages} pages indexed, ${fixture.skipped} URLs skipped, ${sec(fixture.ms)}; ` +
        `with ${EXTRA_PAGES} generated pages: ${big.pages} indexed, ${big.skipped} skipped, ${sec(big.ms)}`,
      `Through the app (POST website with a 1,000-page limit, the crawl job, storing and indexing, polled until ${scale.status}): ` +
        `${scale.pagesIndexed} pages indexed, ${scale.pagesSkipped} skipped, ${sec(scale.ms)}; the server process's RSS ${scale.rssStartMb.toFixed(0)} MB before, ${scale.rssPeakMb.toFixed(0)} MB at its peak`,
    ],
  };
}
