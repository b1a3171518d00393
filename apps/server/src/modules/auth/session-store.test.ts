import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, newAccount, TestClient, twoAppsOnScratchPostgres, type TestApp } from '../../../test/app.ts';
import { PG_ADMIN_URL, REDIS_URL, reachable } from '../../../test/local-services.ts';

/**
 * The session cache (session-store.ts, decision 013): sessions are answered from memory, and every
 * sign-out, password change, account deletion or user change ends them at once — in this app and in
 * every other one on the same database, through Redis or PostgreSQL NOTIFY.
 */

/** Talks to one app with another client's cookies: the same browser, routed to another process. */
function sameBrowser(app: TestApp, client: TestClient): TestClient {
  const c = new TestClient(app);
  c.cookies = client.cookies;
  return c;
}

async function register(client: TestClient) {
  const acct = newAccount('cache');
  const res = await client.post('/api/register', acct);
  expect(res.statusCode, res.body).toBe(201);
  return { acct, id: res.json().user.id as number, token: client.cookies.get('sw_session')! };
}

describe('one app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers repeated requests from memory, and a logout ends the session at once', async () => {
    const client = t.client();
    const { token } = await register(client);
    expect(t.app.ctx.sessions.caching).toBe(true);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    // Proof the second read is served from memory: the row is gone, yet the session still answers
    // (only changes made behind the app's back, like this one, wait for the cache's short life).
    await t.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await client.get('/api/user')).statusCode).toBe(200);

    const other = t.client();
    await register(other);
    expect((await other.get('/api/user')).statusCode).toBe(200);
    const kept = [...other.cookies];
    expect((await other.post('/api/logout')).statusCode).toBe(200);
    const replay = t.client();
    replay.cookies = new Map(kept);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it("never keeps an administrator's session: a demotion behind the app's back counts on the next request", async () => {
    const client = t.client();
    const { id } = await register(client);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, id));
    expect((await client.get('/api/admin/users')).statusCode).toBe(200);
    expect((await client.get('/api/admin/users')).statusCode).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, id));
    expect((await client.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('does not keep a session read that overlapped its invalidation', async () => {
    const client = t.client();
    const { token } = await register(client);
    const store = t.app.ctx.sessions;
    const sizeBefore = store.size;
    // The read is in flight when the session is forgotten (as by a logout committing meanwhile).
    const reading = store.find(token);
    await store.forgetTokens(hashToken(token));
    expect(await reading).not.toBeNull();
    expect(store.size).toBe(sizeBefore);
    // A read that starts afterwards is kept as usual.
    await store.find(token);
    expect(store.size).toBe(sizeBefore + 1);
  });

  it('with SESSION_CACHE_TTL_MS=0 every request asks the database', async () => {
    const off = await createTestApp({ SESSION_CACHE_TTL_MS: '0' }, t.database);
    try {
      const client = off.client();
      const { token } = await register(client);
      expect((await client.get('/api/user')).statusCode).toBe(200);
      expect(off.app.ctx.sessions.caching).toBe(false);
      expect(off.app.ctx.sessions.size).toBe(0);
      await off.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      expect((await client.get('/api/user')).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });

  it('a cached session never outlives its expiry', async () => {
    const client = t.client();
    const { token } = await register(client);
    // Expiring in 300 ms: the cache may hold it for 5 s, but not past that.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 300) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await client.get('/api/user')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});

/**
 * Two apps — two pools, two caches, two subscriptions: all a second process has of its own — on
 * one PostgreSQL, first with invalidations over PostgreSQL NOTIFY, then over Redis.
 */

const [pgUp, redisUp] = await Promise.all([reachable(5432), reachable(6379)]);
if (!pgUp) console.warn('session-store.test.ts: cross-process cases skipped (no PostgreSQL at 127.0.0.1:5432)');
if (pgUp && !redisUp) console.warn('session-store.test.ts: Redis cases skipped (no Redis at 127.0.0.1:6379)');

for (const channel of ['postgres', 'redis'] as const) {
  describe.skipIf(!pgUp || (channel === 'redis' && !redisUp))(`two processes, invalidations over ${channel}`, () => {
    let two: Awaited<ReturnType<typeof twoAppsOnScratchPostgres>>;
    let A: TestApp;
    let B: TestApp;

    beforeAll(async () => {
      two = await twoAppsOnScratchPostgres('sw_sesscache', channel === 'redis' ? { REDIS_URL } : {});
      [A, B] = two.apps;
    }, 60_000);

    afterAll(async () => two?.close());

    /** Signed in, and the session read (so cached) by both apps. */
    async function signedInOnBoth() {
      const onA = new TestClient(A);
      const who = await register(onA);
      const onB = sameBrowser(B, onA);
      expect((await onA.get('/api/user')).statusCode).toBe(200);
      expect((await onB.get('/api/user')).statusCode).toBe(200);
      return { ...who, onA, onB };
    }

    it('both apps cache sessions', async () => {
      await signedInOnBoth();
      for (const app of [A, B]) {
        expect(app.ctx.sessions.caching).toBe(true);
        expect(app.ctx.sessions.size).toBeGreaterThan(0);
      }
    });

    it('a logout on B ends the session on A at once', async () => {
      const { onA, onB } = await signedInOnBoth();
      const replayOnA = sameBrowser(A, onA);
      replayOnA.cookies = new Map(onA.cookies);
      expect((await onB.post('/api/logout')).statusCode).toBe(200);
      expect((await replayOnA.get('/api/user')).statusCode).toBe(401);
    });

    it('"sign out everywhere" on A ends every session of the user on B', async () => {
      const { acct, onA } = await signedInOnBoth();
      // A second browser, signed in through B and read there.
      const second = new TestClient(B);
      expect((await second.post('/api/login', { username: acct.username, password: acct.password })).statusCode).toBe(200);
      expect((await second.get('/api/user')).statusCode).toBe(200);
      expect((await onA.post('/api/account/logout-all')).statusCode).toBe(200);
      expect((await second.get('/api/user')).statusCode).toBe(401);
    });

    it('a password change on A signs out the other session on B, and B sees the new password hash', async () => {
      const { acct, onA, onB } = await signedInOnBoth();
      const second = new TestClient(B);
      expect((await second.post('/api/login', { username: acct.username, password: acct.password })).statusCode).toBe(200);
      expect((await second.get('/api/user')).statusCode).toBe(200);
      const res = await onA.post('/api/account/password', { currentPassword: acct.password, newPassword: 'another-horse-7' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await second.get('/api/user')).statusCode).toBe(401);
      // The session that changed it lives on, on B too, with the user's new row: the old password
      // no longer confirms anything there.
      const wrong = await onB.post('/api/account/password', { currentPassword: acct.password, newPassword: 'third-horse-5' });
      expect(wrong.statusCode).toBe(400);
    });

    it('deleting the account on A ends its session on B', async () => {
      const { acct, onA, onB } = await signedInOnBoth();
      expect((await onA.delete('/api/account', { password: acct.password })).statusCode).toBe(200);
      expect((await onB.get('/api/user')).statusCode).toBe(401);
    });

    it('an admin deleting a user on B ends that user’s session on A', async () => {
      const { id, onA } = await signedInOnBoth();
      const adminClient = new TestClient(B);
      const adminId = (await register(adminClient)).id;
      await two.databases[1].db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));
      expect((await adminClient.delete(`/api/admin/users/${id}`)).statusCode).toBe(200);
      expect((await onA.get('/api/user')).statusCode).toBe(401);
    });

    it('verifying the e-mail address on B shows on A at once', async () => {
      const { id, onA, onB } = await signedInOnBoth();
      expect((await onA.get('/api/user')).json().emailVerified).toBe(false);
      const token = `verify-${randomBytes(8).toString('hex')}`;
      const [user] = await two.databases[0].db.select().from(users).where(eq(users.id, id));
      await two.databases[0].db.insert(emailTokens).values({
        userId: id,
        purpose: 'verify',
        email: user!.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      });
      expect((await onB.post('/api/verify-email', { token })).statusCode).toBe(200);
      expect((await onA.get('/api/user')).json().emailVerified).toBe(true);
    });

    it('while the subscription is down nothing is answered from memory, and caching resumes once it is back', async () => {
      const { onA, onB } = await signedInOnBoth();
      const replayOnA = sameBrowser(A, onA);
      replayOnA.cookies = new Map(onA.cookies);
      // Cut A's subscription the way a network failure would.
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      try {
        if (channel === 'postgres') {
          await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN %'`, [
            two.databaseName,
          ]);
        } else {
          const { Redis } = await import('ioredis');
          const r = new Redis(REDIS_URL);
          const list = (await r.client('LIST')) as string;
          // Subscribers of the invalidation channel: A's and B's; kill both, B's loss is harmless here.
          for (const line of list.split('\n').filter((l) => /cmd=subscribe|sub=1/.test(l))) {
            const addr = /addr=(\S+)/.exec(line)?.[1];
            if (addr) await r.client('KILL', addr).catch(() => {});
          }
          r.disconnect();
        }
      } finally {
        await admin.end();
      }
      // Losing the subscription (and getting it back) empties the cache.
      await waitUntil(() => A.ctx.sessions.size === 0);
      expect(A.ctx.sessions.size).toBe(0);
      // A logout elsewhere while A is deaf still ends the session on A: A reads the database.
      expect((await onB.post('/api/logout')).statusCode).toBe(200);
      expect((await replayOnA.get('/api/user')).statusCode).toBe(401);
      await waitUntil(() => A.ctx.sessions.caching, 10_000);
      expect(A.ctx.sessions.caching).toBe(true);
    });
  });
}

async function waitUntil(ok: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!ok() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}
