import { isCrawlRunActive, type CrawlRun } from '@staffwright/contract';
import type { TestClient } from './app.ts';

/**
 * Polls a crawl run like the web client does until it is done or failed, and returns every state
 * seen on the way (the last one is final). Gives up after `maxMs` so a stuck job fails the test
 * instead of hanging it.
 */
export async function pollCrawl(client: TestClient, businessId: number, runId: number, maxMs = 90_000): Promise<CrawlRun[]> {
  const seen: CrawlRun[] = [];
  const until = Date.now() + maxMs;
  for (;;) {
    const res = await client.get(`/api/training-data/${businessId}/crawls/${runId}`);
    if (res.statusCode !== 200) throw new Error(`GET crawl ${runId}: ${res.statusCode} ${res.body}`);
    const run = res.json() as CrawlRun;
    seen.push(run);
    if (!isCrawlRunActive(run)) return seen;
    if (Date.now() > until) throw new Error(`crawl ${runId} still ${run.status} after ${maxMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts a crawl (202) and waits for its end; returns the final run. */
export async function crawlAndWait(client: TestClient, businessId: number, websiteUrl: string): Promise<CrawlRun> {
  const res = await client.post(`/api/training-data/${businessId}/website`, { websiteUrl });
  if (res.statusCode !== 202) throw new Error(`POST website: ${res.statusCode} ${res.body}`);
  const seen = await pollCrawl(client, businessId, (res.json() as CrawlRun).id);
  return seen.at(-1)!;
}
