import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  CRAWL_DEFAULT_PAGE_LIMIT,
  noSkips,
  crawlChangesFound,
  type CrawlChanges,
  type CrawlRun,
  type CrawlSkipCounts,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { businesses, crawlRuns, users } from '../../db/schema.ts';
import { checkStartUrl, crawlSite, UnsafeUrlError, type CrawlProgress } from '../../ingest/crawl/index.ts';
import type { Job } from '../../jobs/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { getOwnedBusiness } from '../business/service.ts';
import { siteChangesMail } from '../mail/templates.ts';
import { siteKey, storeCrawledSite } from './service.ts';
import { dueSites } from './crawl-jobs-schedule.ts';

export const CRAWL_QUEUE = 'crawl-website';
export const SWEEP_QUEUE = 'crawl-sweep';

/**
 * A crawl job: the crawler stops itself at its time limit (CRAWL_TIME_LIMIT_SECONDS); storing and
 * embedding follow, within STORE_ALLOWANCE_S. A job still active after both belongs to a process
 * that died, and is retried elsewhere. Three retries cover a restart or two during a deploy; a
 * crawl that fails on its own merits is not retried at all.
 */
const STORE_ALLOWANCE_S = 300;
const crawlJobOptions = (crawlTimeLimitMs: number) => ({
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: Math.ceil(crawlTimeLimitMs / 1000) + STORE_ALLOWANCE_S,
});
/**
 * pg-boss fails a handler still running at the job's expiry and hands the job out again while the
 * handler goes on, so the crawl would run twice at once. A run stops itself this long before its
 * expiry (at most a fifth of it), and is handed back for a retry like one interrupted by a shutdown.
 */
const EXPIRY_MARGIN_MS = 30_000;
/**
 * Crawls one owner may have queued or running at once, over all their businesses. Each holds a
 * worker for up to a minute; without a cap one owner could queue hundreds of sites and starve
 * everyone else's crawls. A request for a site already under way joins that run and is not refused.
 */
export const OWNER_ACTIVE_CRAWLS_MAX = 3;
export const TOO_MANY_CRAWLS_MESSAGE = 'Too many website crawls in progress. Please wait for one to finish.';
/** pg_advisory_xact_lock(key, ownerId): serialises an owner's crawl requests around the cap check. */
const OWNER_CRAWLS_LOCK = 727_021;
/** Unfinished runs untouched this long have their job checked (see failOrphanedRuns). */
const ORPHAN_CHECK_AFTER_MS = 2 * 60_000;
/** Shown when a run's job ended without the run being finished (its process died each time). */
export const INTERRUPTED_MESSAGE = 'The crawl was interrupted before it finished. Please try again.';
const STORE_FAILED_MESSAGE = 'The website was read but could not be stored. Please try again.';
const TOO_LONG_MESSAGE = 'The crawl took too long and was stopped. Please try again.';

type RunRow = typeof crawlRuns.$inferSelect;
type CrawlJobData = { runId: number };

export function toCrawlRun(row: RunRow): CrawlRun {
  return {
    id: row.id,
    businessId: row.businessId,
    url: row.url,
    trigger: row.trigger,
    status: row.status,
    pagesFound: row.pagesFound,
    pagesIndexed: row.pagesIndexed,
    pagesSkipped: row.pagesSkipped,
    // A reason added later reads 0 on runs stored before it (and on the column's default).
    skippedByReason: { ...noSkips(), ...row.skippedByReason },
    pageLimit: row.pageLimit,
    includePaths: row.includePaths,
    excludePaths: row.excludePaths,
    error: row.error,
    sourceId: row.sourceId,
    changes: row.changes ?? null,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Queues, workers and the once-a-minute sweep; called once at start-up. */
export async function registerCrawlJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.queue(CRAWL_QUEUE, crawlJobOptions(ctx.config.crawlTimeLimitMs));
  await ctx.jobs.queue(SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 120 });
  await ctx.jobs.work<CrawlJobData>(CRAWL_QUEUE, { workers: ctx.config.crawlWorkers }, (job) => runCrawlJob(ctx, job));
  await ctx.jobs.work(SWEEP_QUEUE, { workers: ctx.config.crawlWorkers > 0 ? 1 : 0, pollingIntervalSeconds: 15 }, async () => {
    await sweepCrawls(ctx);
  });
  // pg-boss puts one sweep job a minute in the queue, whichever process's clock gets there first.
  await ctx.jobs.schedule(SWEEP_QUEUE, '* * * * *');
}

/**
 * Queues a crawl of `url` for the business, or returns the crawl of that site that is already
 * queued or running (the partial unique index makes that hold across processes). An address
 * that may not be crawled is refused here, with 400, before anything is stored. With `capOwner`,
 * a new run is refused with 429 while that owner has OWNER_ACTIVE_CRAWLS_MAX runs unfinished.
 */
export interface CrawlSettings {
  pageLimit?: number;
  includePaths?: string[];
  excludePaths?: string[];
}

export async function queueCrawl(
  ctx: AppContext,
  opts: { businessId: number; url: string; trigger: RunRow['trigger']; capOwner?: number; settings?: CrawlSettings },
): Promise<{ run: RunRow; queued: boolean }> {
  try {
    await checkStartUrl(opts.url, { allowPrivateAddresses: ctx.config.crawlAllowPrivate });
  } catch (err) {
    if (err instanceof UnsafeUrlError) throw new AppError('bad_request', err.message);
    throw err;
  }
  const max = ctx.config.crawlMaxPages;
  const pageLimit = opts.settings?.pageLimit ?? Math.min(CRAWL_DEFAULT_PAGE_LIMIT, max);
  if (pageLimit > max) throw new AppError('bad_request', `The page limit can be at most ${max.toLocaleString('en-US')} pages`);
  const settings = { pageLimit, includePaths: opts.settings?.includePaths ?? [], excludePaths: opts.settings?.excludePaths ?? [] };
  const key = siteKey(opts.url);
  // A retry or two at most: the active run found on conflict can finish before it is read.
  for (let attempt = 0; attempt < 3; attempt++) {
    const jobId = randomUUID();
    const row = await ctx.db.transaction(async (tx) => {
      if (opts.capOwner !== undefined && (await ownerCrawlsFull(tx, opts.capOwner))) return 'full' as const;
      const [inserted] = await tx
        .insert(crawlRuns)
        .values({ businessId: opts.businessId, url: opts.url, siteKey: key, trigger: opts.trigger, jobId, ...settings })
        .onConflictDoNothing()
        .returning();
      return inserted;
    });
    if (row === 'full') {
      const active = await activeRun(ctx.db, opts.businessId, key);
      if (active) return { run: active, queued: false };
      throw new AppError('rate_limited', TOO_MANY_CRAWLS_MESSAGE);
    }
    if (row) {
      try {
        await ctx.jobs.send(CRAWL_QUEUE, { runId: row.id } satisfies CrawlJobData, { id: jobId });
      } catch (err) {
        // No job, no crawl: the run must not stay "queued" and block the next request.
        await finishRun(ctx.db, row.id, { status: 'failed', error: 'The crawl could not be queued. Please try again.' });
        throw err;
      }
      return { run: row, queued: true };
    }
    const active = await activeRun(ctx.db, opts.businessId, key);
    if (active) return { run: active, queued: false };
  }
  throw new Error('crawl: could not queue or find the active run');
}

async function activeRun(db: Db, businessId: number, key: string): Promise<RunRow | undefined> {
  const [active] = await db
    .select()
    .from(crawlRuns)
    .where(and(eq(crawlRuns.businessId, businessId), eq(crawlRuns.siteKey, key), inArray(crawlRuns.status, ['queued', 'running'])))
    .limit(1);
  return active;
}

/**
 * Whether the owner has as many unfinished runs as allowed. Takes a per-owner lock held until the
 * caller's transaction ends, so two requests at once cannot both see room for one more.
 */
async function ownerCrawlsFull(tx: Tx, ownerId: number): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${OWNER_CRAWLS_LOCK}, ${ownerId}::int)`);
  const [row] = await tx
    .select({ n: count() })
    .from(crawlRuns)
    .innerJoin(businesses, eq(businesses.id, crawlRuns.businessId))
    .where(and(eq(businesses.ownerId, ownerId), inArray(crawlRuns.status, ['queued', 'running'])));
  return Number(row?.n ?? 0) >= OWNER_ACTIVE_CRAWLS_MAX;
}

/** The owner's request to crawl a site of their business. */
export async function startOwnerCrawl(
  ctx: AppContext,
  opts: { ownerId: number; businessId: number; websiteUrl: string; settings?: CrawlSettings },
): Promise<CrawlRun> {
  await getOwnedBusiness(ctx.db, opts.ownerId, opts.businessId);
  const { run } = await queueCrawl(ctx, {
    businessId: opts.businessId,
    url: opts.websiteUrl,
    trigger: 'owner',
    capOwner: opts.ownerId,
    settings: opts.settings,
  });
  return toCrawlRun(run);
}

export async function getCrawlRun(db: Db, ownerId: number, businessId: number, runId: number): Promise<CrawlRun> {
  await getOwnedBusiness(db, ownerId, businessId);
  const [row] = await db
    .select()
    .from(crawlRuns)
    .where(and(eq(crawlRuns.id, runId), eq(crawlRuns.businessId, businessId)))
    .limit(1);
  if (!row) throw notFound('Crawl not found');
  return toCrawlRun(row);
}

/** The business's latest crawls, newest first. */
export async function listCrawlRuns(db: Db, ownerId: number, businessId: number, limit = 10): Promise<CrawlRun[]> {
  await getOwnedBusiness(db, ownerId, businessId);
  const rows = await db
    .select()
    .from(crawlRuns)
    .where(eq(crawlRuns.businessId, businessId))
    .orderBy(desc(crawlRuns.createdAt), desc(crawlRuns.id))
    .limit(limit);
  return rows.map(toCrawlRun);
}

async function finishRun(
  db: Db,
  runId: number,
  outcome:
    | {
        status: 'done' | 'partial';
        found: number;
        indexed: number;
        skipped: CrawlSkipCounts;
        sourceId: number;
        changes: CrawlChanges | null;
      }
    | { status: 'failed'; error: string },
): Promise<void> {
  const now = new Date();
  await db
    .update(crawlRuns)
    .set(
      outcome.status !== 'failed'
        ? {
            status: outcome.status,
            pagesFound: outcome.found,
            pagesIndexed: outcome.indexed,
            pagesSkipped: Object.values(outcome.skipped).reduce((a, b) => a + b, 0),
            skippedByReason: outcome.skipped,
            sourceId: outcome.sourceId,
            changes: outcome.changes,
            error: null,
            finishedAt: now,
            updatedAt: now,
          }
        : { status: 'failed', error: outcome.error, finishedAt: now, updatedAt: now },
    )
    .where(eq(crawlRuns.id, runId));
}

/**
 * Writes the crawl's counters as they change: one UPDATE at a time, always the latest values,
 * so a fast crawl costs a few writes and a slow one shows every page.
 */
function progressWriter(ctx: AppContext, runId: number) {
  let latest: CrawlProgress | null = null;
  let writing: Promise<void> | null = null;
  const pump = () => {
    writing = (async () => {
      while (latest) {
        const p = latest;
        latest = null;
        await ctx.db
          .update(crawlRuns)
          .set({ pagesFound: p.found, pagesIndexed: p.indexed, pagesSkipped: p.skipped, updatedAt: new Date() })
          .where(and(eq(crawlRuns.id, runId), eq(crawlRuns.status, 'running')));
      }
    })()
      .catch((err: unknown) => ctx.log.warn({ err, runId }, 'crawl: progress not saved'))
      .finally(() => {
        writing = null;
        if (latest) pump();
      });
  };
  return {
    push(p: CrawlProgress) {
      latest = p;
      if (!writing) pump();
    },
    async flush() {
      while (writing) await writing;
    },
  };
}

/**
 * The worker: crawls, keeps the run's counters current, stores the pages like an upload (one
 * transaction), and finishes the run. Safe to run again for the same run: a retry after a crash
 * starts the crawl over; a run that is already finished (or gone with its business) is skipped.
 */
export async function runCrawlJob(ctx: AppContext, job: Job<CrawlJobData>): Promise<void> {
  const { runId } = job.data;
  const [run] = await ctx.db
    .update(crawlRuns)
    .set({
      status: 'running',
      attempts: sql`${crawlRuns.attempts} + 1`,
      startedAt: sql`coalesce(${crawlRuns.startedAt}, now())`,
      pagesFound: 0,
      pagesIndexed: 0,
      pagesSkipped: 0,
      error: null,
      updatedAt: new Date(),
    })
    .where(and(eq(crawlRuns.id, runId), inArray(crawlRuns.status, ['queued', 'running'])))
    .returning();
  if (!run) return;
  const [owner] = await ctx.db.select({ id: businesses.ownerId }).from(businesses).where(eq(businesses.id, run.businessId)).limit(1);
  if (!owner) return;

  const progress = progressWriter(ctx, runId);
  // Stops the run before pg-boss's expiry hands the job to another worker (see EXPIRY_MARGIN_MS).
  const expiryMs = (Number(job.expireInSeconds) || crawlJobOptions(ctx.config.crawlTimeLimitMs).expireInSeconds) * 1000;
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new Error(`crawl: stopped before its job's expiry (${expiryMs / 1000} s)`)),
    expiryMs - Math.min(EXPIRY_MARGIN_MS, expiryMs / 5),
  );
  const signal = AbortSignal.any([ctx.jobs.signal, deadline.signal]);
  try {
    const result = await crawlSite(run.url, {
      allowPrivateAddresses: ctx.config.crawlAllowPrivate,
      maxPages: Math.min(run.pageLimit, ctx.config.crawlMaxPages),
      includePaths: run.includePaths,
      excludePaths: run.excludePaths,
      timeoutMs: ctx.config.crawlTimeLimitMs,
      signal,
      onProgress: (p) => progress.push(p),
    });
    await progress.flush();
    signal.throwIfAborted();
    const stored = await storeCrawledSite(ctx, { ownerId: owner.id, businessId: run.businessId, websiteUrl: run.url, result });
    const status = result.cut ? 'partial' : 'done';
    await finishRun(ctx.db, runId, {
      status,
      found: result.found,
      indexed: result.pages.length,
      skipped: result.skippedByReason,
      sourceId: stored.source.id,
      changes: stored.changes,
    });
    ctx.log.info(
      {
        runId,
        businessId: run.businessId,
        pages: result.pages.length,
        reindexed: stored.pagesReindexed,
        changes: stored.changes?.counts,
        skipped: result.skippedByReason,
        status,
      },
      'crawl: finished',
    );
    if (run.trigger === 'schedule' && stored.changes && crawlChangesFound(stored.changes)) {
      await mailChanges(ctx, { businessId: run.businessId, url: run.url, changes: stored.changes });
    }
  } catch (err) {
    await progress.flush();
    // The site's own fault (nothing readable, an address that turned unsafe): final, no retry.
    if (err instanceof AppError || err instanceof UnsafeUrlError) {
      await finishRun(ctx.db, runId, { status: 'failed', error: err.message });
      ctx.log.info({ runId, businessId: run.businessId, reason: err.message }, 'crawl: failed');
      return;
    }
    const lastAttempt = job.retryCount >= job.retryLimit;
    if (lastAttempt && !ctx.jobs.signal.aborted) {
      ctx.log.error({ err, runId }, 'crawl: failed on its last attempt');
      await finishRun(ctx.db, runId, { status: 'failed', error: deadline.signal.aborted ? TOO_LONG_MESSAGE : STORE_FAILED_MESSAGE });
      return;
    }
    // Shutting down, out of time, or a passing failure (the database): queued again, and the
    // error makes pg-boss retry the job.
    ctx.log.warn({ err, runId, attempt: job.retryCount + 1 }, 'crawl: interrupted, will be retried');
    await ctx.db
      .update(crawlRuns)
      .set({ status: 'queued', updatedAt: new Date() })
      .where(and(eq(crawlRuns.id, runId), eq(crawlRuns.status, 'running')))
      .catch(() => {});
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tells the owner what a scheduled re-crawl found changed (the owner who asked for a crawl sees it
 * under the crawl form). The run is finished already: a failure here is logged, never retried.
 */
async function mailChanges(ctx: AppContext, opts: { businessId: number; url: string; changes: CrawlChanges }): Promise<void> {
  try {
    const [to] = await ctx.db
      .select({ userId: users.id, email: users.email, username: users.username, businessName: businesses.name })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(eq(businesses.id, opts.businessId))
      .limit(1);
    if (!to) return;
    const link = `${ctx.config.appUrl}/business/dashboard?id=${opts.businessId}`;
    const mail = siteChangesMail({ username: to.username, businessName: to.businessName, url: opts.url, changes: opts.changes, link });
    await ctx.mailer.send({ to: to.email, userId: to.userId, ...mail });
  } catch (err) {
    ctx.log.error({ err, businessId: opts.businessId }, 'crawl: the change report could not be mailed');
  }
}

/**
 * Runs whose job is over while they are not (every attempt's process died, or the job was lost)
 * are failed, so the owner sees why and may start again. A run's job is only looked at when the
 * run has not moved for a while: a live crawl updates its row as pages come in.
 */
export async function failOrphanedRuns(ctx: AppContext, now = new Date()): Promise<number> {
  const stale = await ctx.db
    .select({ id: crawlRuns.id, jobId: crawlRuns.jobId })
    .from(crawlRuns)
    .where(and(inArray(crawlRuns.status, ['queued', 'running']), lt(crawlRuns.updatedAt, new Date(now.getTime() - ORPHAN_CHECK_AFTER_MS))))
    .limit(100);
  let failed = 0;
  for (const run of stale) {
    const job = run.jobId ? await ctx.jobs.boss.getJobById(CRAWL_QUEUE, run.jobId, { includeArchive: true }) : null;
    if (job && (job.state === 'created' || job.state === 'retry' || job.state === 'active')) continue;
    const [row] = await ctx.db
      .update(crawlRuns)
      .set({ status: 'failed', error: INTERRUPTED_MESSAGE, finishedAt: now, updatedAt: now })
      .where(and(eq(crawlRuns.id, run.id), inArray(crawlRuns.status, ['queued', 'running'])))
      .returning({ id: crawlRuns.id });
    if (row) failed += 1;
  }
  return failed;
}

/** A scheduled re-crawl reads the site as the owner last asked for it (page limit, path rules). */
async function lastOwnerSettings(db: Db, businessId: number, key: string): Promise<CrawlSettings | undefined> {
  const [row] = await db
    .select({ pageLimit: crawlRuns.pageLimit, includePaths: crawlRuns.includePaths, excludePaths: crawlRuns.excludePaths })
    .from(crawlRuns)
    .where(and(eq(crawlRuns.businessId, businessId), eq(crawlRuns.siteKey, key), eq(crawlRuns.trigger, 'owner')))
    .orderBy(desc(crawlRuns.createdAt), desc(crawlRuns.id))
    .limit(1);
  return row;
}

/** The once-a-minute job: scheduled re-crawls that are due, and runs left behind by dead processes. */
export async function sweepCrawls(ctx: AppContext, now = new Date()): Promise<{ queued: number; orphansFailed: number }> {
  const orphansFailed = await failOrphanedRuns(ctx, now);
  let queued = 0;
  for (const site of await dueSites(ctx.db, now)) {
    try {
      const settings = await lastOwnerSettings(ctx.db, site.businessId, siteKey(site.url));
      if ((await queueCrawl(ctx, { businessId: site.businessId, url: site.url, trigger: 'schedule', settings })).queued) queued += 1;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // The address may no longer be crawled (it now points inside a network): a failed run says
      // so to the owner, and makes the site wait a whole interval before the next try.
      await ctx.db
        .insert(crawlRuns)
        .values({
          businessId: site.businessId,
          url: site.url,
          siteKey: siteKey(site.url),
          trigger: 'schedule',
          status: 'failed',
          error: err.message,
          finishedAt: new Date(),
        })
        .onConflictDoNothing();
    }
  }
  if (queued || orphansFailed) ctx.log.info({ queued, orphansFailed }, 'crawl sweep');
  return { queued, orphansFailed };
}
