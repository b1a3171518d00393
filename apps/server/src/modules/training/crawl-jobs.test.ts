import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { isCrawlRunActive, noSkips, type CrawlRun, type CrawlSchedule } from '@staffwright/contract';
import { businesses, crawlRuns, passages, trainingSources } from '../../db/schema.ts';
import type { CrawlResult } from '../../ingest/crawl/index.ts';
import { createTestApp, newAccount, type TestClient, registerOwnerWithBusiness } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { serveFixtureSite } from '../../../test/fixture-site.ts';
import { crawlAndWait, pollCrawl } from '../../../test/crawls.ts';
import { termStatsDrift } from '../../../test/term-stats.ts';
import { CRAWL_QUEUE, OWNER_ACTIVE_CRAWLS_MAX, runCrawlJob, sweepCrawls } from './crawl-jobs.ts';
import { storeCrawledSite } from './service.ts';
import { serveLargeSite } from '../../../test/support/large-site.ts';

/**
 * Crawls as background jobs, end to end: the real app with its pg-boss workers on the test
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL), crawling real sites on loopback.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let fixture: Awaited<ReturnType<typeof serveFixtureSite>>;

/**
 * A small site whose last page is held back until the test says so: the crawl is reliably
 * caught half-way, with no timing involved. Index → /p1…/p5; /p5 waits for `release()`.
 */
function gatedSite() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const requests: string[] = [];
  const page = (title: string, body: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`;
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const send = (html: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    if (path === '/') {
      const links = [1, 2, 3, 4, 5].map((n) => `<a href="/p${n}">Page ${n}</a>`).join(' ');
      return send(page('Gated Garden Centre', `Welcome to the Gated Garden Centre, open every day. ${links}`));
    }
    const m = /^\/p(\d)$/.exec(path);
    if (!m) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    const body = page(`Page ${m[1]}`, `Page ${m[1]} of the garden centre: our seedling number ${m[1]} is the marigold variety ${m[1]}23.`);
    if (m[1] === '5') return void gate.then(() => send(body));
    send(body);
  });
  return {
    requests,
    release: () => release(),
    close: () => new Promise<void>((r) => server.close(() => r())),
    async listen(): Promise<string> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    },
  };
}

beforeAll(async () => {
  t = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true' });
  fixture = await serveFixtureSite();
});
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

async function owner(name = 'Brightsmile Family Dental'): Promise<{ client: TestClient; businessId: number }> {
  const client = t.client();
  const { businessId } = await registerOwnerWithBusiness(client, 'crawler', { name });
  return { client, businessId };
}

async function waitFor(client: TestClient, businessId: number, runId: number, ok: (r: CrawlRun) => boolean): Promise<CrawlRun[]> {
  const seen: CrawlRun[] = [];
  for (let i = 0; i < 2000; i++) {
    const run = (await client.get(`/api/training-data/${businessId}/crawls/${runId}`)).json() as CrawlRun;
    seen.push(run);
    if (ok(run)) return seen;
    if (!isCrawlRunActive(run)) throw new Error(`run ended before the awaited state: ${JSON.stringify(run)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the awaited state never came');
}

describe('crawl as a background job', () => {
  it('answers 202 with a queued run, then crawls the fixture site; its passages become searchable', async () => {
    const { client, businessId } = await owner();
    const res = await client.post(`/api/training-data/${businessId}/website`, { websiteUrl: `${fixture.url}/` });
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json() as CrawlRun;
    expect(queued).toMatchObject({
      businessId,
      url: `${fixture.url}/`,
      trigger: 'owner',
      status: 'queued',
      pagesIndexed: 0,
      error: null,
      sourceId: null,
    });

    const seen = await pollCrawl(client, businessId, queued.id);
    const done = seen.at(-1)!;
    expect(done.status, JSON.stringify(done)).toBe('done');
    expect(done.pagesIndexed).toBeGreaterThanOrEqual(14);
    expect(done.pagesFound).toBeGreaterThanOrEqual(done.pagesIndexed);
    expect(done.pagesSkipped).toBeGreaterThanOrEqual(1); // the robots.txt-blocked staff page at least
    expect(done.finishedAt).not.toBeNull();
    expect(done.sourceId).toEqual(expect.any(Number));

    // Stored as before: one website source, and a fact only a page of the site holds is found.
    const sources = (await client.get(`/api/business/${businessId}/training-data`)).json() as {
      id: number;
      kind: string;
      passageCount: number;
    }[];
    expect(sources).toEqual([expect.objectContaining({ id: done.sourceId, kind: 'website' })]);
    expect(sources[0]!.passageCount).toBeGreaterThan(10);
    const hits = (
      await client.post('/api/training-data/search', { query: 'what flavours of fluoride for kids', businessId, limit: 3 })
    ).json() as { content: string }[];
    expect(hits.map((h) => h.content).join('\n')).toContain('cherry');

    // The list shows it, newest first.
    const list = (await client.get(`/api/training-data/${businessId}/crawls`)).json() as CrawlRun[];
    expect(list.map((r) => r.id)).toEqual([queued.id]);
  });

  it('shows the counters rising while it runs, and joins a second request for the same site to the running crawl', async () => {
    const site = gatedSite();
    const url = await site.listen();
    try {
      const { client, businessId } = await owner('Gated Garden Centre');
      const first = (await client.post(`/api/training-data/${businessId}/website`, { websiteUrl: url })).json() as CrawlRun;
      const midway = await waitFor(client, businessId, first.id, (r) => r.status === 'running' && r.pagesIndexed >= 3);
      const mid = midway.at(-1)!;
      expect(mid.pagesFound).toBeGreaterThanOrEqual(6);
      expect(mid.startedAt).not.toBeNull();

      // Same site (another spelling of it) while it runs: the same run, not a second crawl.
      const again = await client.post(`/api/training-data/${businessId}/website`, { websiteUrl: `${url}index.html` });
      expect(again.statusCode).toBe(202);
      expect((again.json() as CrawlRun).id).toBe(first.id);
      expect(await t.db.select().from(crawlRuns).where(eq(crawlRuns.businessId, businessId))).toHaveLength(1);

      site.release();
      const rest = await pollCrawl(client, businessId, first.id);
      const done = rest.at(-1)!;
      expect(done).toMatchObject({ status: 'done', pagesIndexed: 6 });
      const all = [...midway, ...rest];
      for (let i = 1; i < all.length; i++) expect(all[i]!.pagesIndexed).toBeGreaterThanOrEqual(all[i - 1]!.pagesIndexed);
      expect(mid.pagesIndexed).toBeLessThan(done.pagesIndexed);
      // Each page was requested once: the merged request started nothing.
      expect(site.requests.filter((p) => p === '/p1')).toHaveLength(1);

      // Once it is over, a new request is a new run, and updates the site's pages.
      const second = await crawlAndWait(client, businessId, url);
      expect(second.id).not.toBe(first.id);
      expect(second.status).toBe('done');
      const sources = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
      expect(sources.map((s) => s.id)).toEqual([second.sourceId]);
    } finally {
      site.release();
      await site.close();
    }
  });

  it('fails with a clear message when the site cannot be reached, leaving the training data as it was', async () => {
    const { client, businessId } = await owner();
    // A port nothing listens on.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));

    const run = await crawlAndWait(client, businessId, `http://127.0.0.1:${port}/`);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/^No readable pages were found on this website \(http:\/\/127\.0\.0\.1:\d+\/: .+\)$/);
    expect(run.sourceId).toBeNull();
    expect(await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId))).toHaveLength(0);

    // A failed run does not block the next attempt.
    const next = await client.post(`/api/training-data/${businessId}/website`, { websiteUrl: `${fixture.url}/` });
    expect(next.statusCode).toBe(202);
    expect((await pollCrawl(client, businessId, next.json().id)).at(-1)!.status).toBe('done');
  });

  it('keeps owners apart (404) and validates ids (400)', async () => {
    const a = await owner();
    const b = await owner('Other Clinic');
    const run = await crawlAndWait(a.client, a.businessId, `${fixture.url}/`);
    for (const url of [
      `/api/training-data/${a.businessId}/crawls/${run.id}`,
      `/api/training-data/${a.businessId}/crawls`,
      `/api/training-data/${a.businessId}/crawl-schedule`,
      // B's own business, A's run: still not B's.
      `/api/training-data/${b.businessId}/crawls/${run.id}`,
    ]) {
      const res = await b.client.get(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect(
      (await b.client.request({ method: 'PUT', url: `/api/training-data/${a.businessId}/crawl-schedule`, json: { interval: 'daily' } }))
        .statusCode,
    ).toBe(404);
    expect((await b.client.post(`/api/training-data/${a.businessId}/website`, { websiteUrl: `${fixture.url}/` })).statusCode).toBe(404);
    expect(await t.db.select().from(crawlRuns).where(eq(crawlRuns.businessId, a.businessId))).toHaveLength(1);
    expect((await b.client.get(`/api/training-data/${b.businessId}/crawls`)).json()).toEqual([]);

    for (const [url, message] of [
      [`/api/training-data/${a.businessId}/crawls/abc`, 'Invalid crawl ID'],
      [`/api/training-data/${a.businessId}/crawls/0`, 'Invalid crawl ID'],
      [`/api/training-data/${a.businessId}/crawls/99999999999`, 'Invalid crawl ID'],
      [`/api/training-data/x1/crawls/${run.id}`, 'Invalid business ID'],
    ] as const) {
      const res = await a.client.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    expect((await a.client.get(`/api/training-data/${a.businessId}/crawls/2147483647`)).statusCode).toBe(404);
  });
});

// Each test starts two apps on a database of its own and crawls the fixture site: on a loaded
// machine that took longer than the 30 s default (CI, 2026-11-26), while pollCrawl waits up to 90 s.
describe('a crawl whose process stops', { timeout: 90_000 }, () => {
  it('is handed back when the process shuts down mid-crawl, and finished by another process', async () => {
    const site = gatedSite();
    const url = await site.listen();
    const database = await createTestDatabase();
    const one = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true' }, database);
    let two: Awaited<ReturnType<typeof createTestApp>> | undefined;
    try {
      const client = one.client();
      const { businessId } = await registerOwnerWithBusiness(client, 'handoff', {
        name: 'Handoff Garden',
        website: 'https://handoff.example',
        industry: 'other',
        agentName: 'Al',
        agentTitle: 'Helper',
      });
      const run = (await client.post(`/api/training-data/${businessId}/website`, { websiteUrl: url })).json() as CrawlRun;
      await waitFor(client, businessId, run.id, (r) => r.status === 'running' && r.pagesIndexed >= 3);

      // A second process on the same database, then the first one shuts down (SIGTERM's path).
      two = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true' }, database);
      await one.close();
      const [handedBack] = await two.db.select().from(crawlRuns).where(eq(crawlRuns.id, run.id));
      expect(handedBack).toMatchObject({ status: 'queued', attempts: 1 });

      site.release();
      const other = two.client();
      other.cookies = client.cookies;
      const done = (await pollCrawl(other, businessId, run.id)).at(-1)!;
      expect(done).toMatchObject({ status: 'done', pagesIndexed: 6 });
      const [row] = await two.db.select().from(crawlRuns).where(eq(crawlRuns.id, run.id));
      expect(row!.attempts).toBe(2);
      expect(await two.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId))).toHaveLength(1);
    } finally {
      site.release();
      await one.close().catch(() => {});
      await two?.close();
      await database.close();
      await site.close();
    }
  });
  it('is run again after a process that took it was killed, once its job expires', async () => {
    const database = await createTestDatabase();
    // A process that only queues (no workers), standing in for the one about to be killed.
    const queuer = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true', CRAWL_WORKERS: '0' }, database);
    let worker: Awaited<ReturnType<typeof createTestApp>> | undefined;
    try {
      const client = queuer.client();
      const { businessId } = await registerOwnerWithBusiness(client, 'killed', {
        name: 'Killed Clinic',
        website: 'https://killed.example',
        industry: 'other',
        agentName: 'Al',
        agentTitle: 'Helper',
      });
      const { boss } = queuer.app.ctx.jobs;
      // The job as queueCrawl sends it, with a 1 s expiry instead of 5 minutes so the test need not wait.
      const jobId = randomUUID();
      const [run] = await queuer.db
        .insert(crawlRuns)
        .values({ businessId, url: `${fixture.url}/`, siteKey: new URL(fixture.url).host, trigger: 'owner', jobId })
        .returning();
      await boss.send(CRAWL_QUEUE, { runId: run!.id }, { id: jobId, expireInSeconds: 1 });
      // The doomed process takes the job, starts the run, indexes a few pages, and is killed (nothing more happens).
      const [taken] = await boss.fetch(CRAWL_QUEUE);
      expect(taken?.id).toBe(jobId);
      await queuer.db
        .update(crawlRuns)
        .set({ status: 'running', attempts: 1, pagesFound: 9, pagesIndexed: 3 })
        .where(eq(crawlRuns.id, run!.id));

      // pg-boss's maintenance (every minute; run here) finds the job past its expiry and hands it out again.
      await new Promise((r) => setTimeout(r, 1_100));
      await boss.expire();
      worker = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true' }, database);
      const other = worker.client();
      other.cookies = client.cookies;
      const done = (await pollCrawl(other, businessId, run!.id)).at(-1)!;
      expect(done).toMatchObject({ status: 'done', pagesIndexed: 15 });
      const [row] = await worker.db.select().from(crawlRuns).where(eq(crawlRuns.id, run!.id));
      expect(row!.attempts).toBe(2);
    } finally {
      await worker?.close();
      await queuer.close();
      await database.close();
    }
  });
});

describe('re-crawl schedule', () => {
  const put = (client: TestClient, businessId: number, json: unknown) =>
    client.request({ method: 'PUT', url: `/api/training-data/${businessId}/crawl-schedule`, json: json as Record<string, unknown> });

  /** Makes the business's crawled pages (and its runs) look `hours` old. */
  async function age(businessId: number, hours: number) {
    const at = new Date(Date.now() - hours * 3600_000);
    await t.db.update(trainingSources).set({ createdAt: at }).where(eq(trainingSources.businessId, businessId));
    await t.db.update(crawlRuns).set({ createdAt: at }).where(eq(crawlRuns.businessId, businessId));
  }

  it('is off until set, validates its value, and tells when the next re-crawl is due', async () => {
    const { client, businessId } = await owner();
    expect((await client.get(`/api/training-data/${businessId}/crawl-schedule`)).json()).toEqual({
      interval: 'off',
      lastCrawledAt: null,
      nextRunAt: null,
    });
    for (const bad of [{ interval: 'hourly' }, { interval: '' }, {}, { interval: 'daily', extra: 1 }]) {
      const res = await put(client, businessId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await put(client, businessId, { interval: 'hourly' })).json().message).toBe('Choose Off, Daily or Weekly');

    // Set before anything was crawled: no next run yet.
    expect((await put(client, businessId, { interval: 'weekly' })).json()).toEqual({
      interval: 'weekly',
      lastCrawledAt: null,
      nextRunAt: null,
    });
    const run = await crawlAndWait(client, businessId, `${fixture.url}/`);
    expect(run.status).toBe('done');
    const weekly = (await client.get(`/api/training-data/${businessId}/crawl-schedule`)).json() as CrawlSchedule;
    expect(weekly.interval).toBe('weekly');
    // Due a week after the latest crawl started (the run), which is after the pages' previous state.
    const base = Math.max(Date.parse(weekly.lastCrawledAt!), Date.parse(run.createdAt));
    expect(Date.parse(weekly.nextRunAt!)).toBe(base + 7 * 24 * 3600_000);
    const daily = (await put(client, businessId, { interval: 'daily' })).json() as CrawlSchedule;
    expect(Date.parse(daily.nextRunAt!)).toBe(base + 24 * 3600_000);
    expect((await put(client, businessId, { interval: 'off' })).json()).toMatchObject({ interval: 'off', nextRunAt: null });
  });

  it('re-crawls, from the sweep, the sites of businesses whose pages are older than their interval, once', async () => {
    const due = await owner('Due Daily');
    const weekly = await owner('Weekly, not due');
    const off = await owner('Schedule off');
    for (const o of [due, weekly, off]) expect((await crawlAndWait(o.client, o.businessId, `${fixture.url}/`)).status).toBe('done');
    expect((await put(due.client, due.businessId, { interval: 'daily' })).statusCode).toBe(200);
    expect((await put(weekly.client, weekly.businessId, { interval: 'weekly' })).statusCode).toBe(200);
    expect((await put(off.client, off.businessId, { interval: 'off' })).statusCode).toBe(200);
    for (const o of [due, weekly, off]) await age(o.businessId, 30);
    const [oldSource] = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, due.businessId));

    // The app's own once-a-minute sweep may happen to run first; either way the due site gets one run.
    const first = await sweepCrawls(t.app.ctx);
    expect(first.queued).toBeLessThanOrEqual(1);
    // Right away again: the site has a crawl under way (or just finished), so nothing more.
    expect((await sweepCrawls(t.app.ctx)).queued).toBe(0);

    const runs = await t.db
      .select()
      .from(crawlRuns)
      .where(and(eq(crawlRuns.businessId, due.businessId), eq(crawlRuns.trigger, 'schedule')));
    expect(runs).toHaveLength(1);
    const done = (await pollCrawl(due.client, due.businessId, runs[0]!.id)).at(-1)!;
    expect(done).toMatchObject({ status: 'done', trigger: 'schedule', url: `${fixture.url}/` });
    const sources = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, due.businessId));
    expect(sources).toHaveLength(1);
    // The same source, read again: its time is the re-crawl's, which the next due date counts from.
    expect(sources[0]!.id).toBe(oldSource!.id);
    expect(sources[0]!.createdAt.getTime()).toBeGreaterThan(oldSource!.createdAt.getTime());
    for (const o of [weekly, off]) {
      expect(
        await t.db
          .select()
          .from(crawlRuns)
          .where(and(eq(crawlRuns.businessId, o.businessId), eq(crawlRuns.trigger, 'schedule'))),
      ).toHaveLength(0);
    }
    const schedule = (await due.client.get(`/api/training-data/${due.businessId}/crawl-schedule`)).json() as CrawlSchedule;
    expect(Date.parse(schedule.nextRunAt!)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await sweepCrawls(t.app.ctx)).queued).toBe(0);
  });

  it('fails runs whose job is over though the run is not (every process that took it died)', async () => {
    const { client, businessId } = await owner();
    const { boss } = t.app.ctx.jobs;
    const later = { startAfter: new Date(Date.now() + 3600_000) }; // out of the workers' reach
    const insertRun = (jobId: string, siteKey: string) =>
      t.db
        .insert(crawlRuns)
        .values({
          businessId,
          url: `http://${siteKey}/`,
          siteKey,
          trigger: 'owner',
          status: 'running',
          jobId,
          updatedAt: sql`now() - interval '10 minutes'`,
        })
        .returning()
        .then((rows) => rows[0]!);
    // A run left "running" by a process that died, whose job pg-boss has since given up on.
    const deadJob = (await boss.send(CRAWL_QUEUE, { runId: 0 }, { ...later, retryLimit: 0 }))!;
    await boss.fail(CRAWL_QUEUE, deadJob, new Error('expired'));
    expect((await boss.getJobById(CRAWL_QUEUE, deadJob))?.state).toBe('failed');
    const run = await insertRun(deadJob, 'dead.example');
    // One that has not moved for as long, but whose job is still waiting for a worker: left alone.
    const liveJob = (await boss.send(CRAWL_QUEUE, { runId: 0 }, later))!;
    const waiting = await insertRun(liveJob, 'waiting.example');

    // (The app's own once-a-minute sweep may happen to get there first: the outcome is what counts.)
    expect((await sweepCrawls(t.app.ctx)).orphansFailed).toBeLessThanOrEqual(1);
    const after = (await client.get(`/api/training-data/${businessId}/crawls/${run.id}`)).json() as CrawlRun;
    expect(after).toMatchObject({ status: 'failed', error: 'The crawl was interrupted before it finished. Please try again.' });
    expect((await client.get(`/api/training-data/${businessId}/crawls/${waiting.id}`)).json()).toMatchObject({ status: 'running' });
    await boss.cancel(CRAWL_QUEUE, liveJob);
  });
});

describe('a crawl job run twice at once (pg-boss handed it out again past its expiry)', () => {
  it('stores the site once: one source for it, and term statistics equal to a recount', async () => {
    const { businessId } = await owner('Twice Garden Centre');
    const [biz] = await t.db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, businessId));
    const site = 'http://twice-garden.example/';
    const result = (word: string): CrawlResult => ({
      pages: [1, 2, 3].map((n) => ({
        url: `${site}p${n}`,
        title: `Page ${n}`,
        text: `The ${word} corner of our garden centre, page ${n}: ${word} seedlings, tulip bulbs and compost number ${n}.`,
      })),
      skipped: [],
      skippedByReason: noSkips(),
      found: 3,
      cut: false,
    });
    const store = (word: string) =>
      storeCrawledSite(t.app.ctx, { ownerId: biz!.ownerId, businessId, websiteUrl: site, result: result(word) });
    const old = await store('marigold');

    let outcomes: PromiseSettledResult<unknown>[];
    if (t.database.kind === 'postgres') {
      // Both stores are held at the same point, with no timing: the test locks the business's
      // term_stats rows, starts both, waits until both wait on a lock, then lets go. Without the
      // per-business lock both have read the old source by then, and both remove it.
      outcomes = await t.database.withConnection(async (query) => {
        await query('BEGIN');
        await query(`SELECT 1 FROM term_stats WHERE business_id = ${businessId} FOR UPDATE`);
        const both = Promise.allSettled([store('sunflower'), store('lavender')]);
        for (let i = 0; ; i++) {
          // Sessions of this database waiting for a row (the term_stats rows held here, or a row
          // the other store changed) or for the per-business lock; pg-boss's advisory locks take
          // one bigint key, so they are not counted.
          const [row] = await query(
            `SELECT count(DISTINCT pid)::int AS n FROM pg_locks
             WHERE NOT granted AND pid IN (SELECT pid FROM pg_stat_activity WHERE datname = current_database())
               AND (locktype IN ('transactionid', 'tuple') OR (locktype = 'advisory' AND objsubid = 2))`,
          );
          if (Number(row!.n) >= 2) break;
          if (i >= 1000) throw new Error('the two stores never both waited for a lock');
          await new Promise((r) => setTimeout(r, 20));
        }
        await query('COMMIT');
        return both;
      });
    } else {
      // PGlite is one connection: its transactions never overlap. The outcome must be the same.
      outcomes = await Promise.allSettled([store('sunflower'), store('lavender')]);
    }
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);

    const sources = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
    expect(sources).toHaveLength(1);
    // A re-crawl updates the site's source in place (decision 021): its three pages changed twice.
    expect(sources[0]!.id).toBe(old.source.id);
    const passageCount = await t.db.select({ n: count() }).from(passages).where(eq(passages.businessId, businessId));
    expect(passageCount[0]!.n).toBe(3);
    expect(await termStatsDrift(t.database, businessId)).toEqual([]);
  });
});

describe('a crawl that runs out of time, and the per-owner cap', () => {
  // A process that only queues (no workers): runs stay queued, and jobs are run by the test.
  let q: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    q = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true', CRAWL_WORKERS: '0' });
  });
  afterAll(async () => q?.close());

  async function qOwner(name: string) {
    const client = q.client();
    expect((await client.post('/api/register', newAccount(name.toLowerCase()))).statusCode).toBe(201);
    const business = async (n: string) =>
      (
        await client.post('/api/business', {
          name: n,
          website: 'https://capped.example',
          industry: 'other',
          agentName: 'Al',
          agentTitle: 'Helper',
        })
      ).json().id as number;
    return { client, business };
  }

  it('stops a crawl before its job expires, and hands the run back for a retry', async () => {
    const site = gatedSite(); // its last page never comes
    const url = await site.listen();
    try {
      const { business } = await qOwner('Slow');
      const businessId = await business('Slow Garden');
      const { boss } = q.app.ctx.jobs;
      const jobId = randomUUID();
      const [run] = await q.db
        .insert(crawlRuns)
        .values({ businessId, url, siteKey: new URL(url).host, trigger: 'owner', jobId })
        .returning();
      // The job as queueCrawl sends it, with a 2 s expiry instead of 5 minutes.
      await boss.send(CRAWL_QUEUE, { runId: run!.id }, { id: jobId, expireInSeconds: 2 });
      const [job] = await boss.fetch<{ runId: number }>(CRAWL_QUEUE, { includeMetadata: true });
      expect(job?.id).toBe(jobId);

      // Without the deadline the crawl would wait for the held page until its own 60 s limit,
      // long after pg-boss gave the job to another worker.
      await expect(runCrawlJob(q.app.ctx, job!)).rejects.toThrow(/before its job's expiry/);
      const [after] = await q.db.select().from(crawlRuns).where(eq(crawlRuns.id, run!.id));
      expect(after).toMatchObject({ status: 'queued', attempts: 1 });
      expect(await q.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId))).toEqual([]);
      await boss.cancel(CRAWL_QUEUE, jobId);
    } finally {
      site.release();
      await site.close();
    }
  });

  it(`refuses a new crawl with 429 while the owner has ${OWNER_ACTIVE_CRAWLS_MAX} unfinished, over all their businesses`, async () => {
    const { client, business } = await qOwner('Busy');
    const a = await business('Busy One');
    const b = await business('Busy Two');
    const site = (n: number) => `http://127.0.0.${n}:8080/`;
    const post = (businessId: number, websiteUrl: string) => client.post(`/api/training-data/${businessId}/website`, { websiteUrl });

    const accepted: CrawlRun[] = [];
    for (const [id, n] of [
      [a, 1],
      [a, 2],
      [b, 3],
    ] as const) {
      const res = await post(id, site(n));
      expect(res.statusCode, res.body).toBe(202);
      accepted.push(res.json() as CrawlRun);
    }
    for (const id of [a, b]) {
      const res = await post(id, site(4));
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe('Too many website crawls in progress. Please wait for one to finish.');
    }
    // A site already under way is joined, not refused.
    const again = await post(a, `${site(1)}index.html`);
    expect(again.statusCode).toBe(202);
    expect((again.json() as CrawlRun).id).toBe(accepted[0]!.id);
    expect(
      await q.db
        .select()
        .from(crawlRuns)
        .where(inArray(crawlRuns.businessId, [a, b])),
    ).toHaveLength(3);

    // Another owner is not held up.
    const other = await qOwner('Other');
    expect(
      (await other.client.post(`/api/training-data/${await other.business('Other Shop')}/website`, { websiteUrl: site(5) })).statusCode,
    ).toBe(202);

    // Once one of the three is over, there is room for one more.
    await q.db.update(crawlRuns).set({ status: 'done', finishedAt: new Date() }).where(eq(crawlRuns.id, accepted[1]!.id));
    expect((await post(b, site(4))).statusCode).toBe(202);
    expect((await post(b, site(6))).statusCode).toBe(429);
  });

  it('lets at most the cap through when one owner sends many requests at once', async () => {
    const { client, business } = await qOwner('Burst');
    const id = await business('Burst Shop');
    const codes = await Promise.all(
      [11, 12, 13, 14, 15, 16].map((n) =>
        client.post(`/api/training-data/${id}/website`, { websiteUrl: `http://127.0.0.${n}:8080/` }).then((r) => r.statusCode),
      ),
    );
    expect(codes.filter((c) => c === 202)).toHaveLength(OWNER_ACTIVE_CRAWLS_MAX);
    expect(codes.filter((c) => c === 429)).toHaveLength(6 - OWNER_ACTIVE_CRAWLS_MAX);
    expect(await q.db.select().from(crawlRuns).where(eq(crawlRuns.businessId, id))).toHaveLength(OWNER_ACTIVE_CRAWLS_MAX);
  });
});

describe('a site larger than the page limit', () => {
  let layout: Awaited<ReturnType<typeof serveLargeSite>>;
  let large: { origin: string };
  beforeAll(async () => {
    layout = await serveLargeSite(300);
    large = layout.site;
  });
  afterAll(() => layout?.close());

  it('stores the most important pages, ends partial with exact counts, and a scheduled re-crawl keeps the owner’s limit', async () => {
    const { client, businessId } = await owner('Northwind Heating');
    const res = await client.post(`/api/training-data/${businessId}/website`, { websiteUrl: `${large.origin}/`, pageLimit: 25 });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued', pageLimit: 25, includePaths: [], excludePaths: [] });
    const run = (await pollCrawl(client, businessId, (res.json() as CrawlRun).id)).at(-1)!;
    expect(run.status, JSON.stringify(run)).toBe('partial');
    expect(run.pagesIndexed).toBe(25);
    expect(run.skippedByReason).toEqual({
      limit: layout.pages.length - 25 - 1,
      excluded: 0,
      robots: 0,
      duplicate: 0,
      notHtml: 1,
      broken: 1,
      error: 0,
    });
    expect(run.pagesSkipped).toBe(layout.pages.length + 1 - 25);
    expect(run.pagesFound).toBe(layout.pages.length + 1);
    // The menu's pages were among the 25: the pricing page's fact is searchable.
    const found = await client.post('/api/training-data/search', { businessId, query: 'diagnostic visit cost', limit: 3 });
    expect((found.json() as { content: string }[]).map((p) => p.content).join(' ')).toContain('$129');
    // The footer's phone number, which no page's text holds, is found as the site's contact details.
    const phone = await client.post('/api/training-data/search', { businessId, query: 'whats your phone number', limit: 1 });
    expect(phone.json()).toEqual([
      expect.objectContaining({ title: 'Contact details', content: expect.stringContaining('(802) 555-0142') }),
    ]);

    await client.request({ method: 'PUT', url: `/api/training-data/${businessId}/crawl-schedule`, json: { interval: 'daily' } });
    const at = new Date(Date.now() - 30 * 3600_000);
    await t.db.update(trainingSources).set({ createdAt: at }).where(eq(trainingSources.businessId, businessId));
    await t.db.update(crawlRuns).set({ createdAt: at }).where(eq(crawlRuns.businessId, businessId));
    await sweepCrawls(t.app.ctx);
    const [scheduled] = await t.db
      .select()
      .from(crawlRuns)
      .where(and(eq(crawlRuns.businessId, businessId), eq(crawlRuns.trigger, 'schedule')));
    expect(scheduled?.pageLimit).toBe(25);
    if (scheduled) await pollCrawl(client, businessId, scheduled.id);
  });

  it('refuses a page limit over the operator’s maximum and a path pattern that is not a path, storing nothing', async () => {
    const { client, businessId } = await owner('Northwind Heating');
    const over = await client.post(`/api/training-data/${businessId}/website`, { websiteUrl: `${large.origin}/`, pageLimit: 5000 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('The page limit can be at most 2,000 pages');
    const badPath = await client.post(`/api/training-data/${businessId}/website`, {
      websiteUrl: `${large.origin}/`,
      includePaths: ['blog'],
    });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().message).toBe('A path pattern starts with / (for example /blog or /docs/*)');
    const zero = await client.post(`/api/training-data/${businessId}/website`, { websiteUrl: `${large.origin}/`, pageLimit: 0 });
    expect(zero.json().message).toBe('The page limit must be at least 1');
    expect(await t.db.select().from(crawlRuns).where(eq(crawlRuns.businessId, businessId))).toEqual([]);
  });
});
