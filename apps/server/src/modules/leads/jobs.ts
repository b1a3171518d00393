import type { AppContext } from '../../context.ts';
import { runLeadDigests } from './service.ts';

export const LEAD_DIGEST_QUEUE = 'lead-digest';
/**
 * Hourly at :07: each run mails the businesses whose digest hour (LEAD_DIGEST_HOUR in their time
 * zone) has come, so every time zone gets its digest in its morning.
 */
export const LEAD_DIGEST_CRON = '7 * * * *';

/** The lead mails' scheduled run (decision 033): a pg-boss cron job, taken by one process (decision 011). */
export async function registerLeadJobs(ctx: AppContext): Promise<void> {
  await ctx.jobs.queue(LEAD_DIGEST_QUEUE, { retryLimit: 2, retryDelay: 60, expireInSeconds: 10 * 60 });
  await ctx.jobs.work(LEAD_DIGEST_QUEUE, { workers: 1, pollingIntervalSeconds: 30 }, async () => {
    await runLeadDigests(ctx);
  });
  await ctx.jobs.schedule(LEAD_DIGEST_QUEUE, LEAD_DIGEST_CRON);
}
