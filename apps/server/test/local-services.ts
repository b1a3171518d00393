import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { withDatabase } from './global-setup.ts';

/**
 * The services CI provides beside the embedded database (DESIGN §8 tests need them): PostgreSQL
 * (trust auth, database `test`) and Redis on their standard local ports. Tests that need them
 * skip, saying why, when they are not running.
 */
export const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether something accepts TCP connections on 127.0.0.1:port (1 s at most). */
export function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * A throwaway database on the local PostgreSQL, for tests that start several app processes on one
 * database (each with its own connections, as in production): create() before, drop() after.
 */
export function scratchDatabase(prefix: string): { name: string; url: string; create(): Promise<void>; drop(): Promise<void> } {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    name,
    url: withDatabase(PG_ADMIN_URL, name),
    create: () => admin(`CREATE DATABASE ${name}`),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
