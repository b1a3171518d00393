import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { newAccount, TEST_APP_URL, testConfig } from '../app.ts';
import { createTestDatabase } from '../db.ts';

/**
 * Structured logs: every line is JSON, every line of a request carries its id, the client gets the
 * id back in X-Request-Id, a trusted proxy's id is kept, and credentials never reach the log.
 */
type App = Awaited<ReturnType<typeof buildApp>>;
type Line = Record<string, unknown> & { reqId?: string; msg?: string };

let database: Database;
const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});
beforeAll(async () => {
  database = await createTestDatabase();
});

/** A real app whose Pino output goes to memory instead of stdout. */
async function appWithLog(env: Record<string, string> = {}) {
  let raw = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      raw += chunk.toString();
      done();
    },
  });
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info', ...env }), database, logger: { stream } });
  await app.ready();
  apps.push(app);
  return {
    app,
    raw: () => raw,
    /** Parses every line; a line that is not JSON fails the test here. */
    lines: (): Line[] =>
      raw
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Line),
  };
}

describe('structured JSON logs', () => {
  it('gives each request an id, puts it on every log line of that request and returns it to the client', async () => {
    const log = await appWithLog();
    const a = await log.app.inject({ method: 'GET', url: '/api/user' });
    const b = await log.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(404);
    const idA = a.headers['x-request-id'];
    const idB = b.headers['x-request-id'];
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(idB);

    const lines = log.lines();
    for (const l of lines) expect(typeof l.time === 'number' && typeof l.level === 'number', JSON.stringify(l)).toBe(true);
    const ofA = lines.filter((l) => l.reqId === idA);
    // One access line per request when it is answered: method, URL, status and time, with the id.
    expect(ofA.filter((l) => l.msg === 'request completed')).toHaveLength(1);
    expect(ofA.find((l) => l.msg === 'request completed')).toMatchObject({
      method: 'GET',
      url: '/api/user',
      statusCode: 401,
      responseTime: expect.any(Number),
    });
    expect(lines.find((l) => l.reqId === idB && l.msg === 'request completed')).toMatchObject({ statusCode: 404 });
    // The arrival is logged only at debug (for hunting a request that never finishes).
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
    const debug = await appWithLog({ LOG_LEVEL: 'debug' });
    const c = await debug.app.inject({ method: 'GET', url: '/api/user' });
    expect(
      debug
        .lines()
        .filter((l) => l.reqId === c.headers['x-request-id'])
        .map((l) => l.msg),
    ).toEqual(['incoming request', 'request completed']);
  });

  it('the id travels with errors too (a failed request is findable by the id the client saw)', async () => {
    const log = await appWithLog();
    const client = { headers: { origin: TEST_APP_URL, 'content-type': 'application/json' } };
    const res = await log.app.inject({ method: 'POST', url: '/api/register', ...client, payload: '{"username": ' });
    expect(res.statusCode).toBe(400);
    const id = res.headers['x-request-id'];
    expect(
      log
        .lines()
        .filter((l) => l.reqId === id)
        .map((l) => l.msg),
    ).toContain('request completed');
  });

  it("keeps a trusted proxy's sane X-Request-Id, replaces a malformed one, and ignores it without TRUST_PROXY", async () => {
    const proxied = await appWithLog({ TRUST_PROXY: 'true' });
    const sane = 'f3b1c2d4e5a60718293a4b5c6d7e8f90';
    // /api/meta, not /healthz: the probes log only warnings.
    const kept = await proxied.app.inject({ method: 'GET', url: '/api/meta', headers: { 'x-request-id': sane } });
    expect(kept.headers['x-request-id']).toBe(sane);
    expect(proxied.lines().some((l) => l.reqId === sane)).toBe(true);

    for (const bad of ['x'.repeat(300), 'two words', 'a"b{c}', '']) {
      const res = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], `for ${JSON.stringify(bad.slice(0, 20))}`).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(proxied.raw()).not.toContain('x'.repeat(300));

    const direct = await appWithLog();
    const res = await direct.app.inject({ method: 'GET', url: '/api/meta', headers: { 'x-request-id': sane } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(direct.raw()).not.toContain(sane);
  });

  it('never logs the values a failed SQL statement was sent with (e-mail, password hash)', { timeout: 60_000 }, async () => {
    // A database of its own whose users table refuses every insert: drizzle's error carries the
    // failed statement's parameters in `params` and in its message.
    const own = await createTestDatabase();
    await own.withConnection(async (query) => {
      await query(`CREATE FUNCTION refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
      await query('CREATE TRIGGER refuse_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_user()');
    });
    let raw = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        raw += chunk.toString();
        done();
      },
    });
    const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database: own, logger: { stream } });
    await app.ready();
    const account = newAccount('dberr');
    try {
      const res = await app.inject({ method: 'POST', url: '/api/register', headers: { origin: TEST_APP_URL }, payload: account });
      expect(res.statusCode, res.body).toBe(500);
      const lines = raw
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Line & { err?: { message?: string; stack?: string; query?: string; params?: unknown } });
      const failed = lines.find((l) => l.reqId === res.headers['x-request-id'] && l.err);
      // The line is there and still says which statement failed; the values are gone.
      expect(failed?.err?.query, raw).toMatch(/insert into "users"/i);
      expect(failed?.err?.params).toBe('[Redacted]');
      expect(failed?.err?.message).toContain('params: [Redacted]');
      // The e-mail address holds the username; the password's argon2 hash starts with $argon2.
      expect(raw).not.toContain(account.username);
      expect(raw).not.toContain('$argon2');
    } finally {
      await app.close().catch(() => {});
      await own.close();
    }
  });

  it('never logs cookies, authorization headers, passwords or the tokens of mailed links', async () => {
    const log = await appWithLog({ LOG_LEVEL: 'trace' });
    const account = newAccount('logs');
    const password = `Secret-pass-${Date.now()}`;
    const reg = await log.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: TEST_APP_URL, cookie: 'sw_session=cookie-secret-1234567890' },
      payload: { ...account, password },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const session = reg.cookies.find((c) => c.name === 'sw_session')!.value;
    expect(session.length).toBeGreaterThan(20);

    await log.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `sw_session=${session}`, authorization: 'Bearer auth-secret-abcdef' },
    });
    await log.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_APP_URL },
      payload: { username: account.username, password: 'wrong-pass-secret' },
    });
    // The mailed links: the token is in the query string of a page request.
    await log.app.inject({ method: 'GET', url: '/reset-password?token=reset-token-secret-42&x=1' });
    await log.app.inject({ method: 'GET', url: '/verify-email?token=verify-token-secret-43' });
    // Code that logs more than Fastify does (a request's headers, a body with a password).
    log.app.log.warn(
      {
        req: { headers: { cookie: 'logged-cookie-secret', authorization: 'Basic logged-auth-secret' } },
        password: 'logged-password-secret',
      },
      'debugging',
    );

    const raw = log.raw();
    expect(raw).toContain('"msg":"debugging"');
    expect(raw).toContain('/reset-password?token=[Redacted]&x=1');
    for (const secret of [
      'cookie-secret-1234567890',
      session,
      'auth-secret-abcdef',
      password,
      'wrong-pass-secret',
      'reset-token-secret-42',
      'verify-token-secret-43',
      'logged-cookie-secret',
      'logged-auth-secret',
      'logged-password-secret',
    ]) {
      expect(raw, `the log contains ${secret}`).not.toContain(secret);
    }
  });
});
