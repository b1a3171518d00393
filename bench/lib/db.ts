import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';

export type DbKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  kind: DbKind;
  /** For the report: "PostgreSQL 15.4" or "PGlite (file)". */
  label: string;
  database: Database;
  /** PostgreSQL: the URL the app is configured with (its LISTEN connections use it). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** The server the bench creates its own databases on; BENCH_DATABASE_URL overrides. */
export const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PREFIX = 'sw_bench_';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The server's version when it answers, else null (the bench then uses PGlite only). */
export async function postgresVersion(): Promise<string | null> {
  try {
    return await admin(async (c) => {
      const { rows } = await c.query<{ v: string }>("SELECT current_setting('server_version') AS v");
      // Databases left by a bench that was killed: their pid is in the name.
      const stale = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`);
      for (const { datname } of stale.rows) {
        const pid = Number(/_p(\d+)_/.exec(datname)?.[1]);
        if (pid && pid !== process.pid && !alive(pid)) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      return `PostgreSQL ${rows[0]?.v.split(' ')[0] ?? '?'}`;
    });
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let seq = 0;

/** Where a migrated bench database lives, so a child process can open it too. */
export interface DatabaseSpec {
  kind: DbKind;
  label: string;
  databaseUrl?: string;
  dataDir?: string;
}

/** Creates and migrates a database of the bench's own; drop() removes it (PostgreSQL) or its directory (PGlite). */
export async function createBenchDatabase(kind: DbKind, pgLabel = 'PostgreSQL'): Promise<{ spec: DatabaseSpec; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sw-bench-pglite-'));
    const drop = async () => rmSync(dataDir, { recursive: true, force: true });
    try {
      const database = await openDatabase({ dataDir });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
    } catch (err) {
      await drop();
      throw err;
    }
    return { spec: { kind, label: 'PGlite (file-backed)', dataDir }, drop };
  }
  seq += 1;
  const name = `${PREFIX}p${process.pid}_${seq}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const drop = () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  const spec: DatabaseSpec = { kind, label: pgLabel, databaseUrl: withDatabase(POSTGRES_ADMIN_URL, name) };
  try {
    const database = await openSpec(spec);
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
  } catch (err) {
    await drop();
    throw err;
  }
  return { spec, drop };
}

export function openSpec(spec: DatabaseSpec): Promise<Database> {
  return openDatabase({ databaseUrl: spec.databaseUrl, dataDir: spec.dataDir, poolSize: 10 });
}

/** A fresh, migrated database, open; close() closes and removes it. */
export async function openBenchDatabase(kind: DbKind, pgLabel = 'PostgreSQL'): Promise<BenchDatabase> {
  const created = await createBenchDatabase(kind, pgLabel);
  let database: Database;
  try {
    database = await openSpec(created.spec);
  } catch (err) {
    await created.drop();
    throw err;
  }
  return {
    kind,
    label: created.spec.label,
    databaseUrl: created.spec.databaseUrl,
    database,
    async close() {
      await database.close().catch(() => {});
      await created.drop();
    },
  };
}
