import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';
import { createTestDatabase } from '../db.ts';
import { READY_TIMEOUT_MS } from '../../src/modules/health/routes.ts';

describe('/healthz and /readyz', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of closers) await c();
  });

  it('answer 200 without a session (a bogus cookie is ignored) and are never cached', async () => {
    const t = await createTestApp();
    closers.push(t.close);
    for (const url of ['/healthz', '/readyz']) {
      // A bogus session cookie must not matter (and is not looked up outside /api).
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: 'sw_session=nonsense' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('/readyz answers 503 when the database fails, and within the timeout when it hangs', async () => {
    const database = await createTestDatabase();
    const realExec = database.exec;
    const t = await createTestApp({}, database);
    closers.push(async () => {
      await t.close();
      await database.close();
    });

    database.exec = async () => {
      throw new Error('connection refused');
    };
    const failed = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ status: 'unavailable' });
    // Liveness does not depend on the database.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    database.exec = () => new Promise(() => {});
    const started = Date.now();
    const hung = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(hung.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(READY_TIMEOUT_MS + 1_000);

    database.exec = realExec;
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
