import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { mailOutbox, users } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestApp, newAccount, testConfig, TestClient, twoAppsOnScratchPostgres, type TestApp } from '../../../test/app.ts';
import { REDIS_URL, reachable } from '../../../test/local-services.ts';
import { linkIn, startSmtpServer } from '../../../test/smtp.ts';
import { FREE_FAILURES } from './login-throttle.ts';
import { emailDomain, networkKey } from './signup-limits.ts';

/**
 * Issue 17, rows 3, 6 and 10 (docs/decisions/022-login-throttling.md): password guessing spread over
 * many addresses is slowed per account while the owner's own browser still signs in; sign-ups are
 * limited per network and per email domain; a sign-up with a taken address tells its holder.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A fresh documentation-range address per call: every attacker request from somewhere new. */
let hostSeq = 0;
function nextIp(): string {
  hostSeq += 1;
  return `198.51.${Math.floor(hostSeq / 250) % 250}.${(hostSeq % 250) + 1}`;
}

/** Every 429 says when to come back, in whole seconds. */
function expectRetryAfter(res: LightMyRequestResponse, maxSeconds: number): number {
  expect(res.statusCode).toBe(429);
  const header = res.headers['retry-after'];
  expect(header, 'Retry-After header').toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}

const mailsTo = (email: string, subject: RegExp) =>
  smtp.mails.filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && subject.test(m.subject));
const WARNING = /Failed sign-in attempts/;
const NOTICE = /Someone tried to sign up/;

async function outboxCount(where: ReturnType<typeof like>): Promise<number> {
  return Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(mailOutbox)
        .where(where)
    )[0]!.n,
  );
}

/** The same browser (cookies) seen from another network. */
function sameBrowserElsewhere(app: TestApp, browser: TestClient, ip: string): TestClient {
  const moved = new TestClient(app, ip);
  moved.cookies = new Map(browser.cookies);
  return moved;
}

async function guessRun(username: string, n: number) {
  const results: LightMyRequestResponse[] = [];
  for (let i = 0; i < n; i++) results.push(await t.client(nextIp()).post('/api/login', { username, password: `guess-${i}-nope` }));
  return results;
}

describe('every 429', () => {
  it('carries a numeric Retry-After, however it was sent', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database, logger: false });
    try {
      // A refusal that knows no time (the crawl queue's), and a 429 sent by hand.
      app.get('/api/test/limited', { config: { access: 'public' } }, async () => {
        throw new AppError('rate_limited', 'Too many things at once.');
      });
      app.get('/api/test/raw', { config: { access: 'public' } }, async (_req, reply) =>
        reply.code(429).send({ message: 'Slow down', code: 'rate_limited' }),
      );
      await app.ready();
      expect(expectRetryAfter(await app.inject({ method: 'GET', url: '/api/test/limited' }), 60)).toBe(60);
      expect(expectRetryAfter(await app.inject({ method: 'GET', url: '/api/test/raw' }), 60)).toBe(60);
      // Other answers get none.
      expect((await app.inject({ method: 'GET', url: '/api/user' })).headers['retry-after']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('password guessing against one account from many addresses', () => {
  it(`is slowed after ${FREE_FAILURES} failures, while the owner's browser signs in and the owner gets one warning`, async () => {
    const owner = t.client('192.0.2.10');
    const acct = newAccount('guessed');
    expect((await owner.post('/api/register', acct)).statusCode).toBe(201);
    const mailsBefore = await outboxCount(like(mailOutbox.to, acct.email));

    const run = await guessRun(acct.username, FREE_FAILURES + 5);
    expect(run.slice(0, FREE_FAILURES).map((r) => r.statusCode)).toEqual(Array(FREE_FAILURES).fill(401));
    for (const refused of run.slice(FREE_FAILURES)) {
      expectRetryAfter(refused, 60);
      expect(refused.json().message).toMatch(/^Too many failed sign-in attempts\. Please try again in a minute\.$/);
    }
    // Delayed, not checked: the right password from a device the account doesn't know waits too…
    expectRetryAfter(await t.client(nextIp()).post('/api/login', { username: acct.username, password: acct.password }), 60);

    // …but the owner's browser, from any network, is judged by its own failures only.
    const ownerOnTheRoad = sameBrowserElsewhere(t.app, owner, '203.0.113.77');
    expect((await ownerOnTheRoad.post('/api/login', { username: acct.username, password: 'typo-typo-9' })).statusCode).toBe(401);
    const signedIn = await ownerOnTheRoad.post('/api/login', { username: acct.username, password: acct.password });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.username).toBe(acct.username);
    expect((await ownerOnTheRoad.get('/api/user')).statusCode).toBe(200);

    // Exactly one warning, though the failures went on past the threshold.
    expect(mailsTo(acct.email, WARNING)).toHaveLength(1);
    const warning = mailsTo(acct.email, WARNING)[0]!;
    expect(warning.text).toContain(`There were ${FREE_FAILURES} failed attempts to sign in`);
    expect(linkIn(warning.text, '/forgot-password')).toBe('http://localhost:5000/forgot-password');
    // Nothing of the attempts (passwords tried, addresses) is in it.
    expect(warning.text).not.toMatch(/guess-|198\.51\./);
    expect(await outboxCount(like(mailOutbox.to, acct.email))).toBe(mailsBefore + 1);
  });

  it('answers an unknown username exactly as a real one, so the throttle tells nothing', async () => {
    const real = newAccount('realname');
    expect((await t.client(nextIp()).post('/api/register', real)).statusCode).toBe(201);
    const onReal = await guessRun(real.username, FREE_FAILURES + 2);
    const onUnknown = await guessRun(`nobody${randomBytes(4).toString('hex')}`, FREE_FAILURES + 2);
    expect(onUnknown.map((r) => r.statusCode)).toEqual(onReal.map((r) => r.statusCode));
    expect(onUnknown.map((r) => r.json())).toEqual(onReal.map((r) => r.json()));
    expect(onUnknown.map((r) => r.headers['retry-after'] !== undefined)).toEqual(onReal.map((r) => r.headers['retry-after'] !== undefined));
  });

  it('lets a burst of concurrent guesses check no more passwords than the free ones', async () => {
    const acct = newAccount('burst');
    expect((await t.client(nextIp()).post('/api/register', acct)).statusCode).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.client(nextIp()).post('/api/login', { username: acct.username, password: `burst-${i}-x` })),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(FREE_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - FREE_FAILURES);
    for (const r of burst.filter((b) => b.statusCode === 429)) expectRetryAfter(r, 60);
  });

  it("takes no forged, copied or other account's device cookie for a known device", async () => {
    const victim = newAccount('victim');
    const victimBrowser = t.client(nextIp());
    const reg = await victimBrowser.post('/api/register', victim);
    const victimId = reg.json().user.id as number;
    const other = newAccount('attacker');
    const attackerBrowser = t.client(nextIp());
    const otherId = (await attackerBrowser.post('/api/register', other)).json().user.id as number;
    await guessRun(victim.username, FREE_FAILURES);

    const deviceCookie = (c: TestClient, id: number) => c.cookies.get(`sw_device_${id}`)!;
    expect(deviceCookie(victimBrowser, victimId)).toMatch(/^[\w-]+\.[\w-]+$/);
    const tries: [string, string][] = [
      // The attacker's own valid cookie, renamed for the victim's account.
      [`sw_device_${victimId}`, deviceCookie(attackerBrowser, otherId)],
      // A made-up one, and the victim's nonce with a made-up signature.
      [`sw_device_${victimId}`, 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB'],
      [`sw_device_${victimId}`, `${deviceCookie(victimBrowser, victimId).split('.')[0]}.${'C'.repeat(43)}`],
    ];
    for (const [name, value] of tries) {
      const c = t.client(nextIp());
      c.cookies.set(name, value);
      expectRetryAfter(await c.post('/api/login', { username: victim.username, password: victim.password }), 60);
    }
    // The real one works, on the account it was made for only.
    expect((await sameBrowserElsewhere(t.app, victimBrowser, nextIp()).post('/api/login', creds(victim))).statusCode).toBe(200);
  });

  it('makes the browser that resets the password a known device, and old device cookies worthless', async () => {
    const acct = newAccount('resetter');
    const oldBrowser = t.client(nextIp());
    expect((await oldBrowser.post('/api/register', acct)).statusCode).toBe(201);
    await guessRun(acct.username, FREE_FAILURES);

    // A new phone, during the attack: signing in waits, the mailed link does not.
    const phone = t.client(nextIp());
    expectRetryAfter(await phone.post('/api/login', creds(acct)), 60);
    expect((await phone.post('/api/request-password-reset', { email: acct.email })).statusCode).toBe(200);
    const token = new URL(linkIn((await smtp.waitFor(acct.email, /Reset your/)).text, '/reset-password')).searchParams.get('token')!;
    const password = `new-${randomBytes(6).toString('hex')}-pass`;
    expect((await phone.post('/api/reset-password', { token, password })).statusCode).toBe(200);
    expect((await phone.post('/api/login', { username: acct.username, password })).statusCode).toBe(200);

    // The browser known under the old password is an unknown device now: it waits like any other.
    expectRetryAfter(await oldBrowser.post('/api/login', { username: acct.username, password }), 60);
  });

  it('keeps a known device to its own failures: ten wrong passwords there wait there only', async () => {
    const acct = newAccount('clumsy');
    const laptop = t.client(nextIp());
    expect((await laptop.post('/api/register', acct)).statusCode).toBe(201);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await laptop.post('/api/login', { username: acct.username, password: `wrong-${i}-pw` })).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expectRetryAfter(await laptop.post('/api/login', creds(acct)), 15 * 60);
    // The account itself is not slowed for other devices by the owner's own typos.
    expect((await t.client(nextIp()).post('/api/login', creds(acct))).statusCode).toBe(200);
  });
});

describe('registration limits', () => {
  it('default to 10 sign-ups an hour per network and 30 per email domain', () => {
    const config = loadConfig({});
    expect([config.signupsPerIpPerHour, config.signupsPerDomainPerHour]).toEqual([10, 30]);
    expect(() => loadConfig({ SIGNUPS_PER_IP_PER_HOUR: '0' })).toThrow(/SIGNUPS_PER_IP_PER_HOUR/);
  });

  it('refuse 76 of 86 sign-ups from one address with 429 + Retry-After, storing and mailing nothing for them', async () => {
    const limited = await createTestApp(
      { SMTP_URL: smtp.url, SIGNUPS_PER_IP_PER_HOUR: '10', SIGNUPS_PER_DOMAIN_PER_HOUR: '30' },
      t.database,
    );
    try {
      const prefix = `flood${randomBytes(3).toString('hex')}`;
      const usersBefore = await countUsers(prefix);
      const browser = limited.client('192.0.2.86');
      const results: LightMyRequestResponse[] = [];
      // Every address at a domain of its own: only the address limit is at work.
      for (let i = 0; i < 86; i++)
        results.push(
          await browser.post('/api/register', {
            username: `${prefix}u${i}`,
            email: `${prefix}u${i}@${prefix}d${i}.test`,
            password: 'a-fine-passphrase-9',
          }),
        );
      const codes = results.map((r) => r.statusCode);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(codes.slice(10)).toEqual(Array(76).fill(429));
      for (const r of results.slice(10)) {
        expectRetryAfter(r, 3600);
        expect(r.json().message).toMatch(/^Too many sign-up attempts from your network\. Please try again in \d+ minutes\.$/);
        expect(r.cookies).toEqual([]);
      }
      expect((await countUsers(prefix)) - usersBefore).toBe(10);
      expect(
        await t.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, `${prefix}u10`)),
      ).toEqual([]);
      expect(await outboxCount(like(mailOutbox.to, `${prefix}u%`))).toBe(10);
      // Another network is not affected.
      expect((await limited.client('192.0.2.87').post('/api/register', newAccount('neighbour'))).statusCode).toBe(201);
      // An IPv6 /64 is one network: its other addresses cost nothing to an attacker.
      const v6 = Array.from({ length: 11 }, (_, i) => limited.client(`2001:db8:17:6::${(i + 1).toString(16)}`));
      const v6codes: number[] = [];
      for (const c of v6) v6codes.push((await c.post('/api/register', newAccount('six'))).statusCode);
      expect(v6codes).toEqual([...Array(10).fill(201), 429]);
    } finally {
      await limited.app.close();
    }
  });

  it('cap sign-ups for one email domain from many addresses, sub-domains included, and with them its mail', async () => {
    const limited = await createTestApp(
      { SMTP_URL: smtp.url, SIGNUPS_PER_IP_PER_HOUR: '10', SIGNUPS_PER_DOMAIN_PER_HOUR: '5' },
      t.database,
    );
    try {
      const domain = `throwaway${randomBytes(3).toString('hex')}.test`;
      const codes: number[] = [];
      const refused: LightMyRequestResponse[] = [];
      for (let i = 0; i < 8; i++) {
        const acct = newAccount('disposable');
        // Each from a network of its own; some at sub-domains of the same catch-all domain.
        const res = await limited
          .client(nextIp())
          .post('/api/register', { ...acct, email: `${acct.username}@${i % 2 ? `x${i}.` : ''}${domain}` });
        codes.push(res.statusCode);
        if (res.statusCode === 429) refused.push(res);
      }
      expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      for (const r of refused) {
        expectRetryAfter(r, 3600);
        expect(r.json().message).toMatch(/^Too many sign-up attempts with addresses at this email domain\./);
      }
      expect(await countUsers('', `%${domain}`)).toBe(5);
      expect(await outboxCount(like(mailOutbox.to, `%${domain}`))).toBe(5);
      // Another domain is not affected, and a large shared provider has ten times the room.
      expect((await limited.client(nextIp()).post('/api/register', newAccount('otherdomain'))).statusCode).toBe(201);
      const gmail: number[] = [];
      for (let i = 0; i < 7; i++) {
        const acct = newAccount('gm');
        gmail.push((await limited.client(nextIp()).post('/api/register', { ...acct, email: `${acct.username}@gmail.com` })).statusCode);
      }
      expect(gmail).toEqual(Array(7).fill(201));
    } finally {
      await limited.app.close();
    }
  });

  it('group addresses by registrable domain and networks by IPv4 address or IPv6 /64', () => {
    expect(emailDomain('a@Mail.Example.COM')).toBe('example.com');
    expect(emailDomain('a@x1.x2.example.co.uk')).toBe('example.co.uk');
    expect(emailDomain('a@example.io')).toBe('example.io');
    expect(networkKey('203.0.113.9')).toBe('203.0.113.9');
    expect(networkKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
  });
});

describe('a sign-up with an address that is taken', () => {
  it('still answers 409, tells the address holder once an hour, and stores nothing', async () => {
    const holder = newAccount('holder');
    expect((await t.client(nextIp()).post('/api/register', holder)).statusCode).toBe(201);
    const attempts: LightMyRequestResponse[] = [];
    const tried: string[] = [];
    for (let i = 0; i < 3; i++) {
      const acct = newAccount('copycat');
      tried.push(acct.username);
      attempts.push(
        await t.client(nextIp()).post('/api/register', { ...acct, email: i === 1 ? holder.email.toUpperCase() : holder.email }),
      );
    }
    for (const r of attempts) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ message: 'An account with this username or email already exists', code: 'conflict' });
      expect(r.cookies).toEqual([]);
    }
    const notices = mailsTo(holder.email, NOTICE);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`with this email address (${holder.email})`);
    expect(linkIn(notices[0]!.text, '/forgot-password')).toBe('http://localhost:5000/forgot-password');
    // Nothing about who tried: not the name they chose, not their password.
    for (const name of tried) expect(notices[0]!.text).not.toContain(name);
    expect(notices[0]!.text).not.toContain(holder.password);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.username, tried[0]!))).toEqual([]);
  });

  it('tells nobody when only the username is taken: the new address gets no mail', async () => {
    const holder = newAccount('nameholder');
    expect((await t.client(nextIp()).post('/api/register', holder)).statusCode).toBe(201);
    const stranger = newAccount('stranger');
    const res = await t.client(nextIp()).post('/api/register', { ...stranger, username: holder.username });
    expect(res.statusCode).toBe(409);
    expect(mailsTo(stranger.email, /./)).toEqual([]);
    expect(mailsTo(holder.email, NOTICE)).toEqual([]);
    expect(await outboxCount(like(mailOutbox.to, stranger.email))).toBe(0);
  });

  it('is answered only at the sign-up rate: the 11th question from one network is a 429', async () => {
    const limited = await createTestApp({ SMTP_URL: smtp.url, SIGNUPS_PER_IP_PER_HOUR: '10' }, t.database);
    try {
      const holder = newAccount('probed');
      expect((await limited.client(nextIp()).post('/api/register', holder)).statusCode).toBe(201);
      const prober = limited.client(nextIp());
      const codes: number[] = [];
      for (let i = 0; i < 11; i++)
        codes.push((await prober.post('/api/register', { ...newAccount('probe'), email: holder.email })).statusCode);
      expect(codes).toEqual([...Array(10).fill(409), 429]);
      expect(mailsTo(holder.email, NOTICE)).toHaveLength(1);
    } finally {
      await limited.app.close();
    }
  });
});

// Across processes: the counters live in Redis (DESIGN §8); two apps on one PostgreSQL share them.
const [pgUp, redisUp] = await Promise.all([reachable(5432), reachable(6379)]);
describe.skipIf(!pgUp || !redisUp)('two processes sharing Redis', () => {
  it('share the per-account back-off and the sign-up limits', { timeout: 60_000 }, async () => {
    const pair = await twoAppsOnScratchPostgres('sw_throttle', { REDIS_URL, SIGNUPS_PER_IP_PER_HOUR: '10' });
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const sharedDomain = `shared${randomBytes(3).toString('hex')}.test`;
    const keys: string[] = [`sw:signup-ip:${ip}`, `sw:signup-domain:${sharedDomain}`, 'sw:signup-domain:example.test'];
    try {
      const [a, b] = pair.apps;
      const acct = { ...newAccount('shared'), email: `${randomBytes(4).toString('hex')}@${sharedDomain}` };
      const reg = await new TestClient(a, ip).post('/api/register', acct);
      expect(reg.statusCode).toBe(201);
      const id = reg.json().user.id as number;
      // A scratch database numbers users from 1 again: no counter of an earlier run may count here.
      const accountKeys = ['login-acct', 'login-acct-slot', 'login-acct-windows'].map((k) => `sw:${k}:u${id}`);
      accountKeys.push(`sw:login-hour:${id}`, `sw:login-alert:${id}`);
      await redis.del(...accountKeys);
      keys.push(...accountKeys);

      const guessIps: string[] = [];
      for (let i = 0; i < FREE_FAILURES; i++) {
        const from = nextIp();
        guessIps.push(from);
        const res = await new TestClient(i % 2 ? b : a, from).post('/api/login', { username: acct.username, password: `nope-${i}-x` });
        expect(res.statusCode).toBe(401);
      }
      keys.push(...guessIps.flatMap((g) => [`sw:login-fail:${g}|u${id}`, `sw:login-fail-ip:${g}`]));
      expectRetryAfter(await new TestClient(a, nextIp()).post('/api/login', creds(acct)), 60);
      expectRetryAfter(await new TestClient(b, nextIp()).post('/api/login', creds(acct)), 60);

      // Sign-ups from one network: 9 more (the registration above was the first), alternating.
      const codes: number[] = [];
      for (let i = 0; i < 10; i++)
        codes.push((await new TestClient(i % 2 ? a : b, ip).post('/api/register', newAccount('pair'))).statusCode);
      expect(codes).toEqual([...Array(9).fill(201), 429]);
    } finally {
      await redis.del(...keys);
      redis.disconnect();
      await pair.close();
    }
  });
});

function creds(acct: { username: string; password: string }) {
  return { username: acct.username, password: acct.password };
}

async function countUsers(usernamePrefix: string, emailPattern?: string): Promise<number> {
  const where = emailPattern ? like(users.email, emailPattern) : like(users.username, `${usernamePrefix}%`);
  return Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(where)
    )[0]!.n,
  );
}
