import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { drizzle as DrizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services accept it wherever they accept a Db. */
export type RawQuery = (sql: string) => Promise<Record<string, unknown>[]>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the server's URL, for connections of their own (LISTEN: db/notifications.ts). */
  url?: string;
  /** Runs raw SQL (health checks, test setup). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` on one dedicated connection, for session-level state such as advisory locks. */
  withConnection<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates, backups). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite only: LISTEN on a channel of the embedded database (PostgreSQL needs a connection of
   * its own: db/notifications.ts). The callback runs before the statement that committed the
   * NOTIFY resolves. Returns the unsubscribe.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
}

function wrapPglite(client: PGlite, drizzlePglite: typeof DrizzlePglite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    // PGlite is a single connection already.
    withConnection: (fn) => fn(async (sql) => (await client.exec(sql)).at(-1)?.rows ?? []),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}

/** `dataDir` undefined means in memory; `loadDataDir` starts from a dump instead of running initdb. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Loaded only when used: PGlite's WebAssembly build would cost a server on PostgreSQL ~50 MB of memory.
  const [{ PGlite }, { vector }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create(dataDir, { extensions: { vector }, ...(loadDataDir ? { loadDataDir } : {}) });
  return wrapPglite(client, drizzle);
}

/** withConnection's queries (migrations, advisory locks) may legitimately run long: a day is "no limit". */
const UNLIMITED_QUERY_MS = 24 * 3600 * 1000;

/**
 * Server-side backstop: a session left inside a transaction with nothing sent for this long is ended
 * by PostgreSQL, releasing its locks. No transaction of the app waits on anything but its own
 * statements, so only a client that vanished without closing its socket (a partition, a frozen host)
 * leaves one idle this long.
 */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/** pg's message when DB_QUERY_TIMEOUT_MS passes without an answer (pg/lib/client.js). */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

type Release = (err?: Error | boolean) => void;
type Callback = (err: Error | null, res?: unknown) => void;

/**
 * The pool's client. pg's query_timeout only stops waiting: the statement goes on running on the
 * server, and on this connection the next statements queue behind it (or are dropped unsent when
 * they time out too). Drizzle's transaction() then misbehaves on such a client: a timed-out BEGIN is
 * never released (a pool slot lost for good), and when a statement and its ROLLBACK both time out the
 * client is released without an error, back to the pool inside an open transaction that later
 * autocommit writes silently join. So any client whose query hit the read timeout, or whose
 * connection died, is closed at once and, if it is checked out, handed back to the pool with the
 * error (the pool then drops it), whatever its holder does next: the holder's own later release()
 * is a no-op, its further queries fail at once with "Client was closed and is not queryable".
 * Closing the socket makes the server roll the transaction back as soon as it notices (at the
 * latest when it tries to answer); IDLE_IN_TRANSACTION_TIMEOUT_MS covers a peer it cannot notice.
 */
class GuardedClient extends pg.Client {
  #poolRelease: Release | undefined;
  #checkedOut = false;
  #releasedByGuard = false;

  constructor(config?: pg.ClientConfig) {
    super(config);
    // While checked out, a client has no 'error' listener of the pool's: a connection dying then
    // (server restart) would be an unhandled 'error' event. Idle clients are the pool's business.
    this.on('error', (err: Error) => {
      if (this.#checkedOut) this.#discard(err);
    });
    // Every way of calling query(): a callback (pg-pool's own pool.query) or a promise (drizzle).
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const i = args.findIndex((a) => typeof a === 'function');
      if (i >= 0) {
        const callback = args[i] as Callback;
        args[i] = (err: Error | null, res?: unknown) => {
          if (err) this.#onQueryError(err);
          callback(err, res);
        };
      }
      const result = query(...args);
      if (i < 0 && result instanceof Promise) result.catch((err: Error) => this.#onQueryError(err));
      return result;
    }) as typeof this.query;
  }

  /** pg-pool assigns `release` at every checkout; the guard keeps the pool's function. */
  set release(fn: Release) {
    this.#poolRelease = fn;
    this.#checkedOut = true;
    this.#releasedByGuard = false;
  }

  get release(): Release {
    return (err) => {
      // Already handed back, with its error, when its connection was given up.
      if (this.#releasedByGuard) return;
      this.#checkedOut = false;
      // pg-pool's own: a genuine double release still throws.
      this.#poolRelease?.(err);
    };
  }

  #onQueryError(err: Error): void {
    if (err.message === READ_TIMEOUT_MESSAGE) this.#discard(err);
  }

  #discard(err: Error): void {
    // Closed first, so that nothing else is sent on it, whether or not it is checked out.
    this.end().catch(() => {});
    if (!this.#checkedOut) return;
    this.#checkedOut = false;
    this.#releasedByGuard = true;
    this.#poolRelease?.(err);
  }
}

export function openPostgres(url: string, poolSize: number, opts: { queryTimeoutMs?: number } = {}): Database {
  const pool = new pg.Pool({
    Client: GuardedClient,
    connectionString: url,
    max: poolSize,
    // Fail fast instead of queueing forever when the server is down; requests get 503.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A database that stops answering without closing the connection (frozen host, network
    // partition) would otherwise hold every request on a pooled connection forever: the query
    // fails after this long and the request gets 503. Client side, so it works when nothing answers;
    // the client it happened on is closed and never reused (GuardedClient).
    ...(opts.queryTimeoutMs ? { query_timeout: opts.queryTimeoutMs } : {}),
    // Sent as a startup parameter, so it holds on every pool connection (see DEPLOYMENT.md for PgBouncer).
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // Notice a peer that vanished (no FIN/RST) on idle connections too.
    keepAlive: true,
  });
  // An idle client losing its connection (server restart) must not crash the process. The
  // requests that needed it get their own error (503); this one has no request to report to.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    url,
    exec: async (sql) => {
      await pool.query(sql);
    },
    withConnection: async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn(async (sql) => {
          const res = await conn.query({ text: sql, query_timeout: UNLIMITED_QUERY_MS } as pg.QueryConfig);
          const last = Array.isArray(res) ? res.at(-1) : res;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  queryTimeoutMs?: number;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10, { queryTimeoutMs: opts.queryTimeoutMs })
    : openPglite(opts.dataDir);
}
