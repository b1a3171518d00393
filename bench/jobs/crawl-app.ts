/**
 * Child process: the real app on the database it is given crawls a website through the API, as an
 * owner would (POST /api/training-data/{id}/website with a page limit, the job crawls, stores and
 * indexes, the run is polled), while this process samples its own resident memory every 50 ms:
 * the server's footprint during the crawl. Prints the timings and the peak as JSON.
 */
import { isCrawlRunActive, type CrawlRun } from '@staffwright/contract';
import { readInput } from '../lib/child.ts';
import { openSpec, type DatabaseSpec } from '../lib/db.ts';
import { createBusiness, ownerPost, signUp, startApp } from '../lib/app.ts';

export interface CrawlAppInput {
  spec: DatabaseSpec;
  siteUrl: string;
  pageLimit: number;
}

export interface CrawlAppOutput {
  ms: number;
  status: CrawlRun['status'];
  pagesIndexed: number;
  pagesSkipped: number;
  rssStartMb: number;
  rssPeakMb: number;
}

const input = await readInput<CrawlAppInput>();
const database = await openSpec(input.spec);
const srv = await startApp(database, { env: { CRAWL_ALLOW_PRIVATE: 'true', CRAWL_MAX_PAGES: String(input.pageLimit) } });
try {
  const owner = await signUp(srv.app, `benchcrawl${process.pid}`);
  const businessId = await createBusiness(srv.app, owner.cookie, 'Northwind Heating');
  global.gc?.();
  const mb = (bytes: number) => bytes / 2 ** 20;
  const rssStartMb = mb(process.memoryUsage.rss());
  let rssPeakMb = rssStartMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, mb(process.memoryUsage.rss()))), 50);
  const t = performance.now();
  const queued = await ownerPost<CrawlRun>(
    srv.app,
    owner.cookie,
    `/api/training-data/${businessId}/website`,
    { websiteUrl: input.siteUrl, pageLimit: input.pageLimit },
    202,
  );
  let run = queued;
  while (isCrawlRunActive(run)) {
    await new Promise((r) => setTimeout(r, 100));
    const res = await srv.app.inject({
      method: 'GET',
      url: `/api/training-data/${businessId}/crawls/${queued.id}`,
      headers: { cookie: owner.cookie },
    });
    run = res.json() as CrawlRun;
  }
  const ms = performance.now() - t;
  clearInterval(sampler);
  const out: CrawlAppOutput = {
    ms,
    status: run.status,
    pagesIndexed: run.pagesIndexed,
    pagesSkipped: run.pagesSkipped,
    rssStartMb,
    rssPeakMb,
  };
  process.stdout.write(JSON.stringify(out));
} finally {
  await srv.close();
  await database.close();
}
