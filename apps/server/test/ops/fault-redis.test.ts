import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { newAccount } from '../app.ts';
import { freePort, HttpClient, processDatabase, spawnServer } from './server-process.ts';

/**
 * Redis (shared rate limits, session-cache invalidation) goes away and comes back while the real
 * server process runs. The process must not crash; requests that need Redis get an answer (never a
 * 500); once Redis is back, everything works again without a restart. The Redis is a private one
 * on a free port: the machine's shared Redis is never touched.
 */
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
const skipReason = existsSync(REDIS_SERVER) ? '' : `needs redis-server at ${REDIS_SERVER} (set REDIS_SERVER)`;
if (skipReason) console.warn(`fault-redis.test.ts skipped: ${skipReason}`);

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  const until = Date.now() + 10_000;
  while (!/Ready to accept connections/i.test(out)) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`redis-server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return child;
}

describe.skipIf(!!skipReason)('Redis goes away under a running server', () => {
  it('no crash and no 500 while it is down; back to normal when it returns', { timeout: 120_000 }, async () => {
    const redisPort = await freePort();
    let redis = await startRedis(redisPort);
    cleanups.push(() => void redis.kill('SIGKILL'));
    const db = await processDatabase('sw_redis');
    cleanups.push(db.drop);
    const server = spawnServer({ ...db.env, REDIS_URL: `redis://127.0.0.1:${redisPort}`, TRUST_PROXY: 'true' }, await freePort());
    cleanups.push(() => server.stop());
    await server.waitHealthy();

    const account = newAccount('redisfault');
    const a = new HttpClient(server.url, '10.7.0.1');
    expect((await a.request('POST', '/api/register', { json: account })).status).toBe(201);
    const b = new HttpClient(server.url, '10.7.0.2');
    expect((await b.request('POST', '/api/login', { json: { username: account.username, password: account.password } })).status).toBe(200);

    redis.kill('SIGKILL');
    await new Promise<void>((r) => redis.once('exit', () => r()));
    // Long enough for the client's reconnect back-off to grow: a command now waits seconds, not ms.
    await new Promise((r) => setTimeout(r, 6_000));

    // While Redis is down: a sign-out (it tells the other processes through Redis), a failed and a
    // good sign-in (their counters live in Redis), a session read.
    const down = await Promise.all([
      a.request('POST', '/api/logout').then((r) => ({ what: 'logout', ...r })),
      new HttpClient(server.url, '10.7.0.3')
        .request('POST', '/api/login', { json: { username: account.username, password: 'wrong-password-1' } })
        .then((r) => ({ what: 'bad login', ...r })),
      new HttpClient(server.url, '10.7.0.4')
        .request('POST', '/api/login', { json: { username: account.username, password: account.password } })
        .then((r) => ({ what: 'good login', ...r })),
      b.request('GET', '/api/user').then((r) => ({ what: 'user', ...r })),
    ]).catch((err: unknown) => {
      throw new Error(
        `a request failed while Redis was down (exit ${server.child.exitCode ?? server.child.signalCode}):\n${server.output().slice(-3000)}`,
        { cause: err },
      );
    });
    // Long enough for anything the outage set off in the background to have failed by now.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(server.child.exitCode, `the server exited while Redis was down:\n${server.output().slice(-3000)}`).toBeNull();
    for (const r of down) {
      expect(r.status, `${r.what}: ${r.text}\n${server.output().slice(-3000)}`).toBeLessThan(500 + (r.status === 503 ? 1 : 0));
      expect(r.text.length, r.what).toBeGreaterThan(0);
    }
    expect(down.find((r) => r.what === 'bad login')!.status, 'a wrong password is still refused').not.toBe(200);

    redis = await startRedis(redisPort);
    const backAt = Date.now();
    let ok = 0;
    while (ok === 0 && Date.now() - backAt < 10_000) {
      const r = await new HttpClient(server.url, '10.7.0.5').request('POST', '/api/login', {
        json: { username: account.username, password: account.password },
      });
      if (r.status === 200) ok = Date.now() - backAt;
      else await new Promise((res) => setTimeout(res, 200));
    }
    expect(ok, server.output().slice(-3000)).toBeGreaterThan(0);
    expect(server.child.exitCode).toBeNull();
    console.info(
      `fault-redis: while down ${down.map((r) => `${r.what} ${r.status}`).join(', ')}; sign-in works ${ok} ms after Redis is back`,
    );
  });
});
