import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { listenPostgres, listenSql } from './notifications.ts';
import { reachable, scratchDatabase } from '../../test/local-services.ts';

const pgUp = await reachable(5432);
if (!pgUp) console.warn('notifications.test.ts: skipped (no PostgreSQL at 127.0.0.1:5432)');

const silent = { warn: () => {}, error: () => {}, info: () => {} } as unknown as FastifyBaseLogger;

describe.skipIf(!pgUp)('a PostgreSQL listener', () => {
  const scratch = scratchDatabase('sw_notify');
  beforeAll(() => scratch.create());
  afterAll(() => scratch.drop());

  it('hears NOTIFYs, and after its heartbeats still shows its LISTEN as its query (the session cache counts listeners by it)', async () => {
    const heard: string[] = [];
    const listener = listenPostgres(
      scratch.url,
      'sw_test_channel',
      { onMessage: (p) => heard.push(p), onTransition: () => {}, log: silent, what: 'test' },
      { heartbeatMs: 50 },
    );
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      await expect.poll(() => listener.live).toBe(true);
      // Several heartbeats.
      await new Promise((r) => setTimeout(r, 300));
      expect(listener.live).toBe(true);
      const { rows } = await admin.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = $1',
        [listenSql('sw_test_channel')],
      );
      expect(rows[0].n).toBe(1);
      await admin.query("SELECT pg_notify('sw_test_channel', 'hello')");
      await expect.poll(() => heard).toEqual(['hello']);
    } finally {
      await admin.end();
      await listener.close();
    }
  });
});
