import type { AppContext } from '../../context.ts';

export const MAIL_RETRY_QUEUE = 'mail-retry';
/** Every minute: the first retry is due a minute after the failure (decision 041). */
export const MAIL_RETRY_CRON = '* * * * *';

/**
 * Failed SMTP deliveries tried again with backoff (decision 041): a pg-boss cron job, taken by one
 * process (decision 011); its claims keep a mail to one run even when runs overlap.
 */
export async function registerMailJobs(ctx: AppContext): Promise<void> {
  // No pg-boss retry of a failed run: the next minute's run is one.
  await ctx.jobs.queue(MAIL_RETRY_QUEUE, { retryLimit: 0, expireInSeconds: 15 * 60 });
  await ctx.jobs.work(MAIL_RETRY_QUEUE, { workers: 1, pollingIntervalSeconds: 30 }, async () => {
    const run = await ctx.mailer.retryDue();
    if (run.sent + run.failed + run.gaveUp > 0) ctx.log.info({ run }, 'mail retry run');
  });
  await ctx.jobs.schedule(MAIL_RETRY_QUEUE, MAIL_RETRY_CRON);
}
