import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../../test/db.ts';
import { createJobDb } from './db-adapter.ts';
import { startJobs, type Job, type Jobs } from './index.ts';

/** pg-boss over the app's own database (PGlite by default, PostgreSQL with TEST_DATABASE_URL). */
let database: Database;
let jobs: Jobs;
const errors: unknown[] = [];
const log = { error: (e: unknown) => errors.push(e), warn: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs({ database, log });
});
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('jobs on the app database', () => {
  it('runs a job sent by this process on one of its workers, with its data', async () => {
    await jobs.queue('test-echo', { retryLimit: 0 });
    const got = deferred<Job<{ n: number }>>();
    await jobs.work<{ n: number }>('test-echo', { workers: 2 }, async (job) => got.resolve(job));
    const id = await jobs.send('test-echo', { n: 42 });
    const job = await got.promise;
    expect(job).toMatchObject({ id, data: { n: 42 }, retryCount: 0 });
    expect(errors).toEqual([]);
  });

  it('retries a failed job, and gives a job whose worker died to another worker once it expires', async () => {
    await jobs.queue('test-retry', { retryLimit: 2, retryDelay: 0, expireInSeconds: 1 });
    // A process that took the job and died: fetched (active), never completed.
    const id = await jobs.boss.send('test-retry', { step: 'dies' });
    const [taken] = await jobs.boss.fetch('test-retry');
    expect(taken?.id).toBe(id);
    expect((await jobs.boss.getJobById('test-retry', id!))?.state).toBe('active');
    // Past its expiry, pg-boss's maintenance (run here rather than waited for) hands it back.
    await new Promise((r) => setTimeout(r, 1_100));
    await jobs.boss.expire();
    expect((await jobs.boss.getJobById('test-retry', id!))?.state).toBe('retry');

    // A live worker picks it up; it throws once, and gets it a third time.
    const attempts: number[] = [];
    const done = deferred<void>();
    await jobs.work('test-retry', { workers: 1, pollingIntervalSeconds: 0.5 }, async (job) => {
      attempts.push(job.retryCount);
      if (job.retryCount === 1) throw new Error('a passing failure');
      done.resolve();
    });
    await done.promise;
    expect(attempts).toEqual([1, 2]);
  });

  it('rolls a failed pg-boss script back, leaving the connection usable (PGlite has only one)', async () => {
    const db = createJobDb(database);
    await db.executeSql('CREATE TABLE IF NOT EXISTS jobs_adapter_probe (n int)');
    await expect(db.executeSql('BEGIN;\nINSERT INTO jobs_adapter_probe VALUES (1);\nSELECT 1/0;\nCOMMIT;')).rejects.toThrow(
      /division by zero/,
    );
    // Not left inside the aborted transaction: later statements run and commit.
    await db.executeSql('INSERT INTO jobs_adapter_probe VALUES ($1)', [2]);
    expect((await db.executeSql('SELECT n FROM jobs_adapter_probe ORDER BY n')).rows).toEqual([{ n: 2 }]);
    await db.executeSql('BEGIN;\nINSERT INTO jobs_adapter_probe VALUES (3);\nCOMMIT;');
    expect((await db.executeSql('SELECT count(*)::int AS c FROM jobs_adapter_probe')).rows).toEqual([{ c: 2 }]);
    await db.close();
    // After close nothing more reaches the database.
    expect(await db.executeSql('DROP TABLE jobs_adapter_probe')).toEqual({ rows: [] });
    expect((await database.withConnection((q) => q('SELECT count(*)::int AS c FROM jobs_adapter_probe')))[0]).toEqual({ c: 2 });
  });
});
