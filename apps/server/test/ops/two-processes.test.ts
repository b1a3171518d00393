import type net from 'node:net';
import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openPostgres, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { REDIS_URL, reachable, scratchDatabase } from '../local-services.ts';

/**
 * DESIGN.md §8 scale-out: two server instances (two apps, two connection pools, two Redis clients,
 * two ports — everything a second process would have of its own) against one PostgreSQL and one
 * Redis. Sessions and sign-in rate limits must be shared.
 */
const APP_URL = 'http://localhost:5000';

const [pgUp, redisUp] = await Promise.all([reachable(5432), reachable(6379)]);
const skipReason =
  !pgUp || !redisUp
    ? `needs PostgreSQL at 127.0.0.1:5432 (database "test", user postgres, trust) and Redis at 127.0.0.1:6379; ` +
      `not reachable: ${[!pgUp && 'PostgreSQL', !redisUp && 'Redis'].filter(Boolean).join(' and ')}`
    : '';
if (skipReason) console.warn(`two-processes.test.ts skipped: ${skipReason}`);

type App = Awaited<ReturnType<typeof buildApp>>;

describe.skipIf(!!skipReason)('two server processes, one PostgreSQL, one Redis', () => {
  const scratch = scratchDatabase('sw_twoproc');
  // One client IP for the whole test, unique per run (through a trusted proxy, as in production),
  // so the Redis counters of this run never meet those of another run.
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const username = `twoproc${randomBytes(5).toString('hex')}`;
  const password = 'correct-horse-9';
  let userId = 0;
  const databases: Database[] = [];
  const apps: App[] = [];
  const base: string[] = [];

  beforeAll(async () => {
    await scratch.create();
    const url = scratch.url;
    for (let i = 0; i < 2; i++) databases.push(openPostgres(url, 5));
    // Both processes migrate at start, at the same moment: the advisory lock serialises them.
    await Promise.all(databases.map((d) => migrate(d)));
    for (const database of databases) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        APP_URL,
        DATABASE_URL: url,
        REDIS_URL,
        TRUST_PROXY: 'true',
      });
      const app = await buildApp({ config, database, logger: false });
      await app.listen({ host: '127.0.0.1', port: 0 });
      apps.push(app);
      base.push(`http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const d of databases) await d.close();
    await scratch.drop();
    // The run's only Redis keys (see limiters.ts, auth/login-throttle.ts and auth/signup-limits.ts).
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.del(
      `sw:login-fail:${ip}|u${userId}`,
      `sw:login-fail-ip:${ip}`,
      `sw:login-acct:u${userId}`,
      `sw:login-acct-slot:u${userId}`,
      `sw:login-acct-windows:u${userId}`,
      `sw:login-hour:${userId}`,
      `sw:signup-ip:${ip}`,
      `sw:signup-domain:example.test`,
    );
    redis.disconnect();
  });

  async function call(to: 0 | 1, method: string, path: string, opts: { json?: unknown; cookie?: string } = {}) {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (opts.cookie) headers.cookie = opts.cookie;
    if (method !== 'GET') headers.origin = APP_URL;
    if (opts.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base[to]}${path}`, {
      method,
      headers,
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
    });
    const text = await res.text();
    return { status: res.status, body: text, setCookie: res.headers.getSetCookie() };
  }

  it('a session made on A works on B, and logging out on B ends it on A', async () => {
    const reg = await call(0, 'POST', '/api/register', { json: { username, email: `${username}@example.test`, password } });
    expect(reg.status, reg.body).toBe(201);
    userId = (JSON.parse(reg.body) as { user: { id: number } }).user.id;
    const cookie = reg.setCookie.map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toMatch(/=/);

    expect((await call(0, 'GET', '/api/user', { cookie })).status).toBe(200);
    const onB = await call(1, 'GET', '/api/user', { cookie });
    expect(onB.status, onB.body).toBe(200);
    expect(JSON.parse(onB.body).username).toBe(username);

    expect((await call(1, 'POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await call(0, 'GET', '/api/user', { cookie })).status).toBe(401);
    expect((await call(1, 'GET', '/api/user', { cookie })).status).toBe(401);
  });

  it('5 failed sign-ins spread over A and B lock the 6th on either', async () => {
    const wrong = { username, password: 'wrong-password-1' };
    for (const to of [0, 1, 0, 1, 0] as const) {
      const res = await call(to, 'POST', '/api/login', { json: wrong });
      expect(res.status, `failure on ${to ? 'B' : 'A'}: ${res.body}`).toBe(401);
    }
    const sixthB = await call(1, 'POST', '/api/login', { json: wrong });
    expect(sixthB.status, sixthB.body).toBe(429);
    const sixthA = await call(0, 'POST', '/api/login', { json: wrong });
    expect(sixthA.status, sixthA.body).toBe(429);
    // Locked means locked: even the right password waits, on both.
    expect((await call(0, 'POST', '/api/login', { json: { username, password } })).status).toBe(429);
    expect((await call(1, 'POST', '/api/login', { json: { username, password } })).status).toBe(429);
  });

  it('both instances report ready', async () => {
    for (const to of [0, 1] as const) {
      expect((await call(to, 'GET', '/healthz')).status).toBe(200);
      expect((await call(to, 'GET', '/readyz')).status).toBe(200);
    }
  });
});
