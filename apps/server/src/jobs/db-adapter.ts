import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

type Rows = { rows: Record<string, unknown>[] };

/** pg-boss's way into the database, over the app's own connection(s). */
export interface JobDb extends PgBoss.Db {
  executeSql(text: string, values?: unknown[]): Promise<Rows>;
  /** Waits for statements in flight; statements sent afterwards are not run (see below). */
  close(): Promise<void>;
}

/**
 * pg-boss sends a few scripts as one string: installing and migrating its schema and its periodic
 * maintenance, each `BEGIN; …; COMMIT;` (simple query protocol, no parameters). If one of their
 * statements fails, the session is left inside an aborted transaction. On PostgreSQL that
 * connection goes back to the pool broken; on PGlite the only connection would be. So scripts run
 * where a failure is rolled back before anything else can use the connection.
 */
const SCRIPT = /^\s*BEGIN\s*;/i;

/**
 * pg-boss 10 calls complete() and fail() for a finished job without awaiting them (manager.js,
 * watch → onFetch): if the database is away at that moment, the rejection is unhandled and Node
 * would end the process. These are their statements (plans.js completeJobs, failJobsById).
 */
const COMPLETE_JOBS = /^\s*WITH results AS \(\s*UPDATE \S+\.job\s+SET completed_on = now\(\)/;
const FAIL_JOBS_BY_ID =
  /^\s*WITH deleted_jobs AS \(\s*DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\)/;

/** Whether `text` is the fire-and-forget bookkeeping of a finished job. */
export function isJobBookkeeping(text: string): boolean {
  return COMPLETE_JOBS.test(text) || FAIL_JOBS_BY_ID.test(text);
}

/** What complete()/fail() read when nothing was changed: `affected: 0`. */
const NOTHING_CHANGED: Rows = { rows: [{ count: '0' }] };

/** The last statement's rows, whether the driver answered one result or one per statement. */
function lastRows(result: Rows | Rows[] | undefined): Rows {
  const last = Array.isArray(result) ? result.at(-1) : result;
  return { rows: last?.rows ?? [] };
}

/**
 * pg-boss's `db` option over the app's Database: the same PGlite instance or the same pg pool,
 * so jobs need no connection of their own and work on the embedded database too. Reached through
 * drizzle's `$client`, so db/client.ts stays as it is.
 *
 * PGlite is one connection; its transaction mutex already keeps pg-boss's statements out of the
 * app's transactions (and the other way round), so nothing more is needed to share it.
 */
export function createJobDb(database: Database, opts: { log?: Pick<FastifyBaseLogger, 'warn'> } = {}): JobDb {
  const raw = (database.db as unknown as { $client: unknown }).$client;
  const run = database.kind === 'pglite' ? pgliteRunner(raw as PGlite) : postgresRunner(raw as pg.Pool, database);
  const inflight = new Set<Promise<Rows>>();
  let closed = false;
  return {
    executeSql(text, values) {
      // After stop: a worker's bookkeeping that lost the race with shutdown (pg-boss does not
      // await every completion). Skipping it is safe: an unfinished job is expired and retried.
      const bookkeeping = isJobBookkeeping(text);
      if (closed) return Promise.resolve(bookkeeping ? NOTHING_CHANGED : { rows: [] });
      let p = run(text, values);
      if (bookkeeping) {
        // Nobody awaits it: a failure is logged here instead of thrown. The job stays active, and
        // when its expireInSeconds have passed pg-boss's maintenance retries it (as if this
        // process had died), so nothing is lost; the handlers are safe to run again.
        p = p.catch((err: unknown) => {
          opts.log?.warn({ err, jobId: values?.[1] }, 'jobs: could not record a finished job; it will expire and be retried');
          return NOTHING_CHANGED;
        });
      }
      inflight.add(p);
      const forget = () => inflight.delete(p);
      p.then(forget, forget);
      return p;
    },
    async close() {
      closed = true;
      await Promise.allSettled([...inflight]);
    },
  };
}

type Runner = (text: string, values?: unknown[]) => Promise<Rows>;

function pgliteRunner(client: PGlite): Runner {
  return async (text, values) => {
    if (values?.length) return lastRows(await client.query<Record<string, unknown>>(text, values));
    if (SCRIPT.test(text)) {
      // Inside PGlite's own transaction: the script's BEGIN and COMMIT only draw warnings, and a
      // failure is rolled back while the connection is still held.
      return lastRows(await client.transaction(async (tx) => (await tx.exec(text)) as Rows[]));
    }
    return lastRows((await client.exec(text)) as Rows[]);
  };
}

function postgresRunner(pool: pg.Pool, database: Database): Runner {
  return async (text, values) => {
    if (!SCRIPT.test(text)) return lastRows((await pool.query(text, values)) as unknown as Rows | Rows[]);
    // One dedicated connection, without the per-query timeout (a migration or maintenance run may
    // wait on pg-boss's advisory lock), rolled back there if the script fails.
    return database.withConnection(async (query) => {
      try {
        return { rows: await query(text) };
      } catch (err) {
        await query('ROLLBACK').catch(() => {});
        throw err;
      }
    });
  };
}
