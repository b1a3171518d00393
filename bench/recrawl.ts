/**
 * `npm run bench:recrawl`: a re-crawl writes only what changed (decision 021). A generated
 * 1,000-page site (apps/server/test/support/large-site.ts with 990 archive pages) served on loopback is
 * crawled through the real app as an owner would (POST …/website, the job crawls, stores and
 * indexes, the run is polled), then crawled again unchanged, then again after 3 pages were edited.
 * Prints each crawl's time and how many pages were re-indexed, then the store step alone (one crawl's
 * result stored as a first crawl, then again unchanged). Figures are reported, never asserted.
 *
 * On PostgreSQL when BENCH_DATABASE_URL's server answers (BENCH_DB=pglite forces PGlite).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { isCrawlRunActive, type CrawlRun } from '@staffwright/contract';
import { businesses, passages } from '../apps/server/src/db/schema.ts';
import { crawlSite } from '../apps/server/src/ingest/crawl/index.ts';
import { storeCrawledSite } from '../apps/server/src/modules/training/service.ts';
import { writeLargeSite } from '../apps/server/test/support/large-site.ts';
import { serveStaticSite } from '../apps/server/test/support/static-site-server.ts';
import { createBusiness, ownerPost, signUp, startApp, type BenchApp } from './lib/app.ts';
import { openBenchDatabase, postgresVersion } from './lib/db.ts';

const ARCHIVE_PAGES = 990;
const PAGE_LIMIT = 2_000;

const pgLabel = process.env.BENCH_DB === 'pglite' ? null : await postgresVersion();
const bench = await openBenchDatabase(pgLabel ? 'postgres' : 'pglite', pgLabel ?? '');
const dir = mkdtempSync(path.join(tmpdir(), 'sw-bench-recrawl-'));
writeLargeSite(dir, ARCHIVE_PAGES);
const site = await serveStaticSite(dir);
const srv = await startApp(bench.database, { env: { CRAWL_ALLOW_PRIVATE: 'true', CRAWL_MAX_PAGES: String(PAGE_LIMIT) } });

async function crawl(app: BenchApp, cookie: string, businessId: number): Promise<{ run: CrawlRun; ms: number }> {
  const t = performance.now();
  let run = await ownerPost<CrawlRun>(
    app,
    cookie,
    `/api/training-data/${businessId}/website`,
    { websiteUrl: `${site.origin}/`, pageLimit: PAGE_LIMIT },
    202,
  );
  while (isCrawlRunActive(run)) {
    await new Promise((r) => setTimeout(r, 50));
    const res = await app.inject({ method: 'GET', url: `/api/training-data/${businessId}/crawls/${run.id}`, headers: { cookie } });
    run = res.json() as CrawlRun;
  }
  if (run.status === 'failed') throw new Error(`crawl failed: ${run.error}`);
  return { run, ms: performance.now() - t };
}

const edit = (rel: string, from: string, to: string) => {
  const file = path.join(dir, rel);
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
};

try {
  const owner = await signUp(srv.app, `benchrecrawl${process.pid}`);
  const businessId = await createBusiness(srv.app, owner.cookie, 'Northwind Heating');
  const passageCount = async () =>
    Number((await srv.app.ctx.db.select({ n: count() }).from(passages).where(eq(passages.businessId, businessId)))[0]?.n ?? 0);

  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const job = (run: CrawlRun) => Date.parse(run.finishedAt!) - Date.parse(run.startedAt!);
  const line = (label: string, r: { run: CrawlRun; ms: number }, reindexed: number) =>
    console.log(
      `${label.padEnd(34)} ${s(r.ms).padStart(8)} (job ${s(job(r.run))})  pages read ${r.run.pagesIndexed}, re-indexed ${reindexed}`,
    );

  console.log(`Re-crawl bench — ${bench.label}; site: ${ARCHIVE_PAGES} archive pages + the business's pages, served on loopback`);
  const first = await crawl(srv.app, owner.cookie, businessId);
  const passagesFirst = await passageCount();
  line('first crawl', first, first.run.pagesIndexed);

  const unchanged = await crawl(srv.app, owner.cookie, businessId);
  const c = unchanged.run.changes!;
  line('re-crawl, site unchanged', unchanged, c.counts.added + c.counts.changed);

  edit('pricing.html', '$129', '$139');
  edit('contact.html', '(802) 555-0142', '(802) 555-0199');
  edit('archive/0005.html', 'was serviced under', 'was inspected under');
  const edited = await crawl(srv.app, owner.cookie, businessId);
  const e = edited.run.changes!;
  line('re-crawl, 3 pages edited', edited, e.counts.added + e.counts.changed);

  // The store step alone (what decision 021 changed), on another business: one crawl's result
  // stored as a first crawl, then again as an unchanged re-crawl.
  const result = await crawlSite(`${site.origin}/`, { allowPrivateAddresses: true, maxPages: PAGE_LIMIT, timeoutMs: 600_000 });
  const other = await createBusiness(srv.app, owner.cookie, 'Northwind Heating (store only)');
  const [biz] = await srv.app.ctx.db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, other));
  const store = async () => {
    const t = performance.now();
    const stored = await storeCrawledSite(srv.app.ctx, { ownerId: biz!.ownerId, businessId: other, websiteUrl: `${site.origin}/`, result });
    return { ms: performance.now() - t, reindexed: stored.pagesReindexed };
  };
  const storeFirst = await store();
  const storeAgain = await store();
  console.log(`${'store alone, first crawl'.padEnd(34)} ${s(storeFirst.ms).padStart(8)}  re-indexed ${storeFirst.reindexed}`);
  console.log(`${'store alone, unchanged re-crawl'.padEnd(34)} ${s(storeAgain.ms).padStart(8)}  re-indexed ${storeAgain.reindexed}`);

  console.log(`\npassages: ${passagesFirst} after the first crawl, ${await passageCount()} at the end`);
  console.log(`unchanged re-crawl's report: ${JSON.stringify(c.counts)}`);
  console.log(
    `edited re-crawl's report: ${JSON.stringify(e.counts)}; facts: ${e.facts.map((f) => `${f.kind} ${f.before} → ${f.after}`).join(', ')}`,
  );
} finally {
  await srv.close();
  await site.close();
  await bench.close();
  rmSync(dir, { recursive: true, force: true });
}
