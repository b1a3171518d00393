import type { AppContext } from '../../context.ts';
import { runRetention } from './service.ts';

export const RETENTION_QUEUE = 'retention-sweep';
/** Daily at 03:17 UTC (off the hour, when the other cron jobs of the world are not). */
export const RETENTION_CRON = '17 3 * * *';

/**
 * The daily retention run (decision 032): one pg-boss cron job a day, taken by one process. A run
 * that stops at its bound with more still due queues the next one a minute later.
 */
export async function registerRetentionJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.queue(RETENTION_QUEUE, { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 });
  await ctx.jobs.work(RETENTION_QUEUE, { workers: 1, pollingIntervalSeconds: 30 }, async () => {
    const run = await runRetention(ctx.db, { log: ctx.log });
    if (run.more) await ctx.jobs.send(RETENTION_QUEUE, {}, { startAfter: 60 });
  });
  await ctx.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
}
