import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { createJobDb } from './db-adapter.ts';

/** pg-boss's tables live in their own schema, apart from the app's. */
export const JOBS_SCHEMA = 'pgboss';

export type Job<T> = PgBoss.JobWithMetadata<T>;

export interface WorkOptions {
  /** Jobs this process runs at once from the queue (each is one pg-boss worker). 0: none. */
  workers: number;
  /** How often an idle worker looks for new jobs. Jobs sent by this process wake it at once. */
  pollingIntervalSeconds?: number;
}

/**
 * Background jobs on PostgreSQL (or the embedded PGlite), through pg-boss. Every process runs
 * workers; pg-boss hands each job to one of them (SKIP LOCKED), retries failed ones, and expires
 * jobs whose process died so another picks them up.
 */
export interface Jobs {
  readonly boss: PgBoss;
  /** Aborted when the jobs stop: long handlers pass it on, give up, and leave the job to a retry. */
  readonly signal: AbortSignal;
  /** Creates the queue, or brings an existing one's options up to date. */
  queue(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void>;
  /** Queues a job; a worker of this process starts on it right away if one is idle. */
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string>;
  work<T>(name: string, options: WorkOptions, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** Runs `name` on the cron expression (UTC) in exactly one of the processes. */
  schedule(name: string, cron: string): Promise<void>;
  /** Stops fetching, aborts `signal`, and waits (up to `timeoutMs`) for running handlers. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Seconds a job may stay active before it counts as lost (its process died) and is retried. */
  expireInSeconds?: number;
  /** How often expired jobs are found and queued again, old ones archived. */
  maintenanceIntervalSeconds?: number;
}

export async function startJobs(opts: JobsOptions): Promise<Jobs> {
  const db = createJobDb(opts.database, { log: opts.log });
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 60,
    ...(opts.expireInSeconds ? { expireInSeconds: opts.expireInSeconds } : {}),
  });
  // An EventEmitter without an 'error' listener would throw; these are logged and retried.
  boss.on('error', (err) => opts.log.error({ err }, 'jobs: pg-boss error'));
  await boss.start();

  const stopping = new AbortController();
  const workerIds = new Map<string, string[]>();
  let stopped = false;

  return {
    boss,
    signal: stopping.signal,
    async queue(name, options) {
      await boss.createQueue(name, { name, ...options });
      await boss.updateQueue(name, { name, ...options });
    },
    async send(name, data, options = {}) {
      const id = await boss.send(name, data, options);
      // Null only for throttled or singleton sends, which the app does not use.
      if (!id) throw new Error(`jobs: ${name} was not queued`);
      // Busy workers ignore it; of the idle ones, one gets the job and the others find nothing.
      for (const worker of workerIds.get(name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async work<T>(name: string, options: WorkOptions, handler: (job: Job<T>) => Promise<void>) {
      const ids: string[] = [];
      for (let i = 0; i < options.workers; i++) {
        ids.push(
          await boss.work<T>(
            name,
            { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
            async ([job]) => {
              if (job) await handler(job);
            },
          ),
        );
      }
      workerIds.set(name, ids);
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async stop(timeoutMs = 10_000) {
      if (stopped) return;
      stopped = true;
      stopping.abort(new Error('the server is shutting down'));
      // Graceful: handlers see the abort, finish their bookkeeping, and their jobs are failed
      // (so retried elsewhere) rather than left to expire.
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      await db.close();
    },
  };
}
