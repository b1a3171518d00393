import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
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
  /** Runs raw SQL (health checks, test setup). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` on one dedicated connection, for session-level state such as advisory locks. */
  withConnection<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates, backups). */
  dumpDataDir?: () => Promise<Blob>;
}

export function wrapPglite(client: PGlite): Database {
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
  };
}

/** `dataDir` undefined means in memory; `loadDataDir` starts from a dump instead of running initdb. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { vector }, ...(loadDataDir ? { loadDataDir } : {}) });
  return wrapPglite(client);
}

/** withConnection's queries (migrations, advisory locks) may legitimately run long: a day is "no limit". */
const UNLIMITED_QUERY_MS = 24 * 3600 * 1000;

export function openPostgres(url: string, poolSize: number, opts: { queryTimeoutMs?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast instead of queueing forever when the server is down; requests get 503.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A database that stops answering without closing the connection (frozen host, network
    // partition) would otherwise hold every request on a pooled connection forever: the query
    // fails after this long and the request gets 503. Client side, so it works when nothing answers.
    ...(opts.queryTimeoutMs ? { query_timeout: opts.queryTimeoutMs } : {}),
    // Notice a peer that vanished (no FIN/RST) on idle connections too.
    keepAlive: true,
  });
  // An idle client losing its connection (server restart) must not crash the process. The
  // requests that needed it get their own error (503); this one has no request to report to.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
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

export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolSize?: number; queryTimeoutMs?: number }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10, { queryTimeoutMs: opts.queryTimeoutMs }) : openPglite(opts.dataDir);
}
