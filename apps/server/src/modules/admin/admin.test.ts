import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_COUNT_CAP, ADMIN_TEXT } from '@staffwright/contract';
import {
  auditLog,
  businesses,
  conversations,
  emailTokens,
  mailOutbox,
  messageAnalytics,
  messages,
  passages,
  sessions,
  trainingSources,
  usageRecords,
  users,
} from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, newAccount, type TestClient } from '../../../test/app.ts';
import { ADMIN_STASH_COOKIE } from '../auth/cookies.ts';
import { ADMIN_ERRORS, AUDIT_ACTIONS, IMPERSONATION_TTL_MS, PARKED_GRACE_MS } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const raw = (query: string) => t.database.withConnection((q) => q(query));

async function account(prefix = 'user', ip?: string): Promise<{ client: TestClient; acct: ReturnType<typeof newAccount>; id: number }> {
  const client = t.client(ip);
  const acct = newAccount(prefix);
  const res = await client.post('/api/register', acct);
  expect(res.statusCode, res.body).toBe(201);
  return { client, acct, id: res.json().user.id };
}

async function adminAccount(ip?: string) {
  const a = await account('admin', ip);
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, a.id));
  return a;
}

/** The session rows holding this token (none once it has ended). */
const sessionRows = (token: string) =>
  t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
/** The Set-Cookie headers of a response for the admin's parked token (one per path). */
const stashCookies = (res: { cookies: { name: string; value: string; path?: string; expires?: Date }[] }) =>
  res.cookies.filter((c) => c.name === ADMIN_STASH_COOKIE);

const businessForm = {
  name: 'Brightsmile Family Dental',
  website: 'https://brightsmile.example',
  industry: 'dental',
  agentName: 'Zoë',
  agentTitle: 'Front Desk Coordinator',
};

/** Every table of the database, each as its row count and a digest of its rows. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = (await raw(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((r) =>
    String(r.tablename),
  );
  const out: Record<string, string> = {};
  for (const name of tables) {
    const [row] = await raw(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM "${name}" x`,
    );
    out[name] = `${row?.n}:${row?.h}`;
  }
  return out;
}

/** Tables in which some row's text mentions `needle` (case-insensitive). */
async function tablesMentioning(needle: string): Promise<string[]> {
  const tables = (await raw(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((r) =>
    String(r.tablename),
  );
  const found: string[] = [];
  for (const name of tables) {
    const [row] = await raw(
      `SELECT count(*)::int AS n FROM "${name}" x WHERE lower(x::text) LIKE '%${needle.toLowerCase().replaceAll("'", "''")}%'`,
    );
    if (Number(row?.n) > 0) found.push(name);
  }
  return found;
}

/** Every foreign-key column of the database, as [table, column, referenced table]. */
async function foreignKeys(): Promise<[string, string, string][]> {
  const rows = await raw(`
    SELECT c.conrelid::regclass::text AS tbl, a.attname AS col, c.confrelid::regclass::text AS ref
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`);
  return rows.map((r) => [String(r.tbl).replaceAll('"', ''), String(r.col), String(r.ref).replaceAll('"', '')]);
}

const ADMIN_CALLS = (targetId: number) =>
  [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/usage'],
    ['GET', '/api/admin/messages'],
    ['GET', '/api/admin/users?page=2&pageSize=5&q=a'],
    ['DELETE', `/api/admin/users/${targetId}`],
    ['POST', `/api/admin/impersonate/${targetId}`],
  ] as const;

describe('admin routes are closed to everyone but admins', () => {
  it('answers 401 to a signed-out visitor and 403 to a normal user, changing nothing', async () => {
    await adminAccount();
    const victim = await account('victim');
    await victim.client.post('/api/business', businessForm);
    const normal = await account('normal');
    const visitor = t.client();
    const before = await fingerprint();
    for (const [method, url] of ADMIN_CALLS(victim.id)) {
      const anon = await visitor.request({ method, url });
      expect(anon.statusCode, `${method} ${url} signed out`).toBe(401);
      const user = await normal.client.request({ method, url });
      expect(user.statusCode, `${method} ${url} as a user`).toBe(403);
      expect(user.json().message).toBe('You do not have permission to do that');
      expect(user.cookies.map((c) => c.name)).toEqual([]);
    }
    // The stop call needs a session, and refuses one that is not an impersonation.
    expect((await visitor.post('/api/admin/impersonate/stop')).statusCode).toBe(401);
    const notImpersonating = await normal.client.post('/api/admin/impersonate/stop');
    expect(notImpersonating.statusCode).toBe(400);
    expect(notImpersonating.json().message).toBe(ADMIN_ERRORS.notImpersonating);
    expect(await fingerprint()).toEqual(before);
    // Both users are still signed in, as themselves.
    expect((await normal.client.get('/api/user')).json()).toMatchObject({ id: normal.id, impersonatedBy: null });
    expect((await victim.client.get('/api/user')).json()).toMatchObject({ id: victim.id });
  });

  it('checks isAdmin on every request: a demoted admin is refused at once', async () => {
    const a = await adminAccount();
    expect((await a.client.get('/api/admin/users')).statusCode).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, a.id));
    expect((await a.client.get('/api/admin/users')).statusCode).toBe(403);
  });
});

describe('admin lists', () => {
  it('pages and searches users by the start of the username or email, or by id', async () => {
    const a = await adminAccount();
    const stamp = `zq${Date.now().toString(36)}`;
    const made: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const client = t.client();
      const res = await client.post('/api/register', {
        username: `${stamp}_${i}`,
        email: `${i}.${stamp}@Example.test`,
        password: 'correct-horse-9',
      });
      made.push(res.json().user.id);
    }
    const first = (await a.client.get(`/api/admin/users?q=${stamp.toUpperCase()}&pageSize=3`)).json();
    expect(first).toMatchObject({ total: 7, totalCapped: false, page: 1, pageSize: 3 });
    // Newest first.
    expect(first.items.map((u: { id: number }) => u.id)).toEqual(made.slice().reverse().slice(0, 3));
    expect(Object.keys(first.items[0]).sort()).toEqual(['createdAt', 'email', 'emailVerified', 'id', 'isAdmin', 'username']);
    expect(new Date(first.items[0].createdAt).getTime()).not.toBeNaN();
    const third = (await a.client.get(`/api/admin/users?q=${stamp}&pageSize=3&page=3`)).json();
    expect(third.items.map((u: { id: number }) => u.id)).toEqual([made[0]]);
    // By email prefix, by id; a substring in the middle does not match; LIKE wildcards are literal.
    expect(
      (await a.client.get(`/api/admin/users?q=${encodeURIComponent(`3.${stamp}@example`)}`)).json().items.map((u: { id: number }) => u.id),
    ).toEqual([made[3]]);
    expect((await a.client.get(`/api/admin/users?q=${made[5]}`)).json().items.map((u: { id: number }) => u.id)).toEqual([made[5]]);
    expect((await a.client.get(`/api/admin/users?q=${stamp.slice(2)}`)).json().total).toBe(0);
    expect((await a.client.get(`/api/admin/users?q=${encodeURIComponent('%')}`)).json().total).toBe(0);
    expect((await a.client.get(`/api/admin/users?q=${encodeURIComponent(`${stamp}_`)}`)).json().total).toBe(7);
    expect((await a.client.get(`/api/admin/users?q=${encodeURIComponent(`${stamp}_1`)}`)).json().total).toBe(1);
    // Unfiltered, the admin themselves is listed too.
    const all = (await a.client.get('/api/admin/users?pageSize=100')).json();
    expect(all.items.some((u: { id: number; isAdmin: boolean }) => u.id === a.id && u.isAdmin)).toBe(true);
  });

  it('refuses malformed paging', async () => {
    const a = await adminAccount();
    for (const qs of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=10001',
      'pageSize=0',
      'pageSize=101',
      'pageSize=1.5',
      'sort=id',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await a.client.get(`/api/admin/users?${qs}`);
      expect(res.statusCode, qs).toBe(400);
    }
    expect((await a.client.get('/api/admin/usage?page=999')).json()).toMatchObject({ items: [], page: 999, pageSize: 20 });
  });

  it('lists usage rows recorded by AI calls, with the user, searchable by user', async () => {
    const a = await adminAccount();
    const owner = await account('usage');
    const business = (await owner.client.post('/api/business', businessForm)).json();
    for (const field of ['agentBio', 'agentSkills']) {
      const res = await owner.client.post(`/api/business/${business.id}/generate-profile`, {
        title: 'Front Desk Coordinator',
        industry: 'dental',
        businessName: businessForm.name,
        field,
        context: '',
      });
      expect(res.statusCode).toBe(200);
    }
    const page = (await a.client.get(`/api/admin/usage?q=${owner.acct.username}`)).json();
    expect(page).toMatchObject({ total: 2, totalCapped: false });
    expect(page.items[0]).toMatchObject({
      userId: owner.id,
      username: owner.acct.username,
      endpoint: 'generate-profile:agentSkills',
      model: 'builtin',
      status: 'success',
    });
    expect(page.items[1].endpoint).toBe('generate-profile:agentBio');
    expect(typeof page.items[0].tokensUsed).toBe('number');
    expect(new Date(page.items[0].createdAt).getTime()).toBeLessThanOrEqual(Date.now());
    // Unfiltered, the newest row comes first.
    expect((await a.client.get('/api/admin/usage?pageSize=1')).json().items[0].id).toBe(page.items[0].id);
    // A row without a user (none is ever deleted into that state, but the column allows it).
    await t.db.insert(usageRecords).values({ userId: null, endpoint: 'probe', model: 'builtin', status: 'error', latencyMs: 3 });
    expect((await a.client.get('/api/admin/usage?pageSize=1')).json().items[0]).toMatchObject({
      userId: null,
      username: null,
      endpoint: 'probe',
    });
  });

  it('lists message analytics with the average response time and success rate as numbers', async () => {
    const a = await adminAccount();
    const owner = await account('chatty');
    await t.db.insert(messageAnalytics).values([
      { userId: owner.id, date: '2031-01-02', totalMessages: 4, totalResponseTimeMs: 1001, successfulMessages: 3 },
      { userId: owner.id, date: '2031-01-03', totalMessages: 3, totalResponseTimeMs: 900, successfulMessages: 1 },
      { userId: owner.id, date: '2031-01-01', totalMessages: 0, totalResponseTimeMs: 0, successfulMessages: 0 },
    ]);
    const page = (await a.client.get(`/api/admin/messages?q=${owner.acct.email}`)).json();
    expect(page).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 20 });
    expect(page.items.map((r: { date: string }) => r.date)).toEqual(['2031-01-03', '2031-01-02', '2031-01-01']);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      userId: owner.id,
      username: owner.acct.username,
      totalMessages: 3,
      averageResponseTime: 300,
      successRate: 33.3,
      date: '2031-01-03',
    });
    expect(page.items[1]).toMatchObject({ averageResponseTime: 250.3, successRate: 75 });
    expect(page.items[2]).toMatchObject({ averageResponseTime: 0, successRate: 0 });
  });

  it('counts long lists only up to the cap', async () => {
    const a = await adminAccount();
    const owner = await account('heavy');
    await raw(
      `INSERT INTO usage_records (user_id, endpoint, model, status, latency_ms) SELECT ${owner.id}, 'chat', 'builtin', 'success', 1 FROM generate_series(1, ${ADMIN_COUNT_CAP + 5})`,
    );
    const page = (await a.client.get(`/api/admin/usage?q=${owner.acct.username}&pageSize=100&page=3`)).json();
    expect(page).toMatchObject({ total: ADMIN_COUNT_CAP, totalCapped: true, page: 3 });
    expect(page.items).toHaveLength(100);
    await t.db.delete(usageRecords).where(eq(usageRecords.userId, owner.id));
  });
});

describe('deleting a user', () => {
  /** A user with a row in every table that can hold something of theirs. */
  async function richUser() {
    const u = await account('doomed');
    const business = (await u.client.post('/api/business', businessForm)).json();
    await u.client.post(`/api/business/${business.id}/generate-profile`, { field: 'agentBio' });
    const [source] = await t.db
      .insert(trainingSources)
      .values({ businessId: business.id, kind: 'file', name: 'faq.txt', format: 'txt', preview: 'Hours' })
      .returning();
    await t.db
      .insert(passages)
      .values({ businessId: business.id, sourceId: source!.id, title: 'faq.txt', position: 0, content: 'We open at nine.' });
    const [conv] = await t.db
      .insert(conversations)
      .values({ businessId: business.id, visitorId: 'v'.repeat(22) })
      .returning();
    await t.db.insert(messages).values([
      { conversationId: conv!.id, businessId: business.id, role: 'user', content: 'When do you open?' },
      { conversationId: conv!.id, businessId: business.id, role: 'assistant', content: 'At nine.', success: true, responseTimeMs: 12 },
    ]);
    await t.db
      .insert(messageAnalytics)
      .values({ userId: u.id, date: '2031-02-01', totalMessages: 1, totalResponseTimeMs: 12, successfulMessages: 1 });
    const second = t.client();
    await second.post('/api/login', { username: u.acct.username, password: u.acct.password });
    return { ...u, second, businessId: business.id as number, sourceId: source!.id, conversationId: conv!.id };
  }

  it('removes the user and everything of theirs in every table, and their sessions stop working', async () => {
    const a = await adminAccount('198.51.100.4');
    const doomed = await richUser();
    // Something of theirs in each table that hangs off users, businesses, sources or conversations.
    const own = {
      users: await t.db.select().from(users).where(eq(users.id, doomed.id)),
      sessions: await t.db.select().from(sessions).where(eq(sessions.userId, doomed.id)),
      email_tokens: await t.db.select().from(emailTokens).where(eq(emailTokens.userId, doomed.id)),
      mail_outbox: await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, doomed.id)),
      businesses: await t.db.select().from(businesses).where(eq(businesses.ownerId, doomed.id)),
      training_sources: await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, doomed.businessId)),
      passages: await t.db.select().from(passages).where(eq(passages.businessId, doomed.businessId)),
      usage_records: await t.db.select().from(usageRecords).where(eq(usageRecords.userId, doomed.id)),
      conversations: await t.db.select().from(conversations).where(eq(conversations.businessId, doomed.businessId)),
      messages: await t.db.select().from(messages).where(eq(messages.businessId, doomed.businessId)),
      message_analytics: await t.db.select().from(messageAnalytics).where(eq(messageAnalytics.userId, doomed.id)),
    };
    for (const [table, rows] of Object.entries(own)) expect(rows.length, table).toBeGreaterThan(0);
    expect(await tablesMentioning(doomed.acct.username)).not.toEqual([]);
    const bystander = await account('bystander');
    const before = await t.db.select().from(users).where(eq(users.id, bystander.id));

    const res = await a.client.delete(`/api/admin/users/${doomed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ADMIN_TEXT.deleted });

    // Table by table, through the schema…
    expect(await t.db.select().from(users).where(eq(users.id, doomed.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, doomed.id))).toEqual([]);
    expect(await t.db.select().from(emailTokens).where(eq(emailTokens.userId, doomed.id))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, doomed.id))).toEqual([]);
    expect(await t.db.select().from(businesses).where(eq(businesses.ownerId, doomed.id))).toEqual([]);
    expect(await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, doomed.businessId))).toEqual([]);
    expect(await t.db.select().from(passages).where(eq(passages.businessId, doomed.businessId))).toEqual([]);
    expect(await t.db.select().from(usageRecords).where(eq(usageRecords.userId, doomed.id))).toEqual([]);
    expect(await t.db.select().from(usageRecords).where(eq(usageRecords.businessId, doomed.businessId))).toEqual([]);
    expect(await t.db.select().from(conversations).where(eq(conversations.businessId, doomed.businessId))).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, doomed.conversationId))).toEqual([]);
    expect(await t.db.select().from(messageAnalytics).where(eq(messageAnalytics.userId, doomed.id))).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, doomed.id))).toEqual([]);
    // …through every foreign key the database has (tables added later included)…
    const ids: Record<string, number> = {
      users: doomed.id,
      businesses: doomed.businessId,
      training_sources: doomed.sourceId,
      conversations: doomed.conversationId,
    };
    const fks = await foreignKeys();
    expect(fks.length).toBeGreaterThan(10);
    for (const [table, column, ref] of fks) {
      if (!(ref in ids)) continue;
      const [row] = await raw(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = ${ids[ref]}`);
      expect(Number(row?.n), `${table}.${column} → ${ref}`).toBe(0);
    }
    // …and by content: no row anywhere mentions their email, and only the audit log their username
    // (who was deleted stays on record, decision 024).
    expect(await tablesMentioning(doomed.acct.username)).toEqual(['audit_log']);
    expect(await tablesMentioning(doomed.acct.email)).toEqual([]);

    // Both of their old session cookies are dead.
    expect((await doomed.client.get('/api/user')).statusCode).toBe(401);
    expect((await doomed.second.get('/api/business')).statusCode).toBe(401);
    // Nobody else was touched; the deletion is in the audit log with the user's id and username only.
    expect(await t.db.select().from(users).where(eq(users.id, bystander.id))).toEqual(before);
    expect((await bystander.client.get('/api/user')).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, a.id), eq(auditLog.action, AUDIT_ACTIONS.userDelete)));
    expect(audit).toMatchObject({
      targetId: null,
      actorName: a.acct.username,
      targetName: doomed.acct.username,
      ip: '198.51.100.4',
      details: { userId: doomed.id },
    });
    // Gone from the list; a second delete finds nothing.
    expect((await a.client.get(`/api/admin/users?q=${doomed.acct.username}`)).json().total).toBe(0);
    const again = await a.client.delete(`/api/admin/users/${doomed.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ADMIN_ERRORS.userNotFound);
  });

  it('deleting an admin also ends the impersonations they started, and keeps their audit rows', async () => {
    const a = await adminAccount();
    const b = await adminAccount();
    const someone = await account('someone');
    expect((await b.client.post(`/api/admin/impersonate/${someone.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.impersonatorId, b.id))).toHaveLength(1);
    const [started] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, b.id));
    expect((await a.client.delete(`/api/admin/users/${b.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.impersonatorId, b.id))).toEqual([]);
    // The row stays, its admin id gone and the admin's name kept.
    const [kept] = await t.db.select().from(auditLog).where(eq(auditLog.id, started!.id));
    expect(kept).toMatchObject({
      actorId: null,
      actorName: b.acct.username,
      targetId: someone.id,
      action: AUDIT_ACTIONS.impersonationStart,
    });
    // b's browser (impersonating) is signed out; someone's own session is untouched.
    expect((await b.client.get('/api/user')).statusCode).toBe(401);
    expect((await someone.client.get('/api/user')).json().id).toBe(someone.id);
  });

  it('refuses to delete yourself, an unknown user or a malformed id', async () => {
    const a = await adminAccount();
    const self = await a.client.delete(`/api/admin/users/${a.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ADMIN_ERRORS.deleteSelf);
    expect((await t.db.select().from(users).where(eq(users.id, a.id))).length).toBe(1);
    expect((await a.client.get('/api/user')).statusCode).toBe(200);
    expect((await a.client.delete('/api/admin/users/2147483000')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await a.client.delete(`/api/admin/users/${bad}`)).statusCode, bad).toBe(400);
  });

  it('never deletes the last admin, even when two admins delete each other at once', async () => {
    // Start from exactly two admins.
    await t.db.update(users).set({ isAdmin: false });
    const a = await adminAccount();
    const b = await adminAccount();
    const [ra, rb] = await Promise.all([a.client.delete(`/api/admin/users/${b.id}`), b.client.delete(`/api/admin/users/${a.id}`)]);
    const codes = [ra.statusCode, rb.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).not.toBe(200);
    const loser = ra.statusCode === 200 ? rb : ra;
    if (loser.statusCode === 409) expect(loser.json().message).toBe(ADMIN_ERRORS.deleteLastAdmin);
    const admins = await t.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);
  });
});

describe('impersonation', () => {
  it('turns the admin into the user, audits start and stop, and gives the admin back', async () => {
    const a = await adminAccount('203.0.113.9');
    const adminToken = a.client.cookies.get('sw_session')!;
    const u = await account('target');
    const business = (await u.client.post('/api/business', businessForm)).json();

    const started = Date.now();
    const res = await a.client.post(`/api/admin/impersonate/${u.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      id: u.id,
      username: u.acct.username,
      isAdmin: false,
      impersonatedBy: { id: a.id, username: a.acct.username },
    });
    // A new session for the user, marked with the admin; the admin's token waits in an HttpOnly cookie
    // that only the impersonation routes receive.
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cookies.sw_session?.value).not.toBe(adminToken);
    expect(cookies.sw_session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const stash = stashCookies(res);
    expect(stash.map((c) => c.path).sort()).toEqual(['/api/admin/impersonate', '/api/logout']);
    // The admin's session is rotated as it is parked: a new token, and the one they had is dead.
    const parkedToken = stash[0]!.value;
    expect(parkedToken).not.toBe(adminToken);
    for (const c of stash) expect(c).toMatchObject({ value: parkedToken, httpOnly: true, sameSite: 'Lax' });
    expect(await sessionRows(adminToken)).toEqual([]);
    const [row] = await sessionRows(cookies.sw_session!.value);
    expect(row).toMatchObject({ userId: u.id, impersonatorId: a.id });
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + IMPERSONATION_TTL_MS);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(started + IMPERSONATION_TTL_MS - 60_000);
    // The admin's own session is parked: still valid, but only until shortly after the impersonation.
    const [parked] = await sessionRows(parkedToken);
    expect(parked).toMatchObject({ userId: a.id, impersonatorId: null });
    expect(parked!.expiresAt.getTime()).toBe(row!.expiresAt.getTime() + PARKED_GRACE_MS);
    for (const c of stash) expect(c.expires?.getTime()).toBe(Math.floor(parked!.expiresAt.getTime() / 1000) * 1000);
    const [start] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, a.id), eq(auditLog.action, AUDIT_ACTIONS.impersonationStart)));
    expect(start).toMatchObject({ targetId: u.id, actorName: a.acct.username, targetName: u.acct.username, ip: '203.0.113.9' });
    expect(start!.createdAt.getTime()).toBeGreaterThanOrEqual(started - 5_000);

    // The browser is the user now: their account, their businesses.
    expect((await a.client.get('/api/user')).json()).toMatchObject({ id: u.id, impersonatedBy: { id: a.id, username: a.acct.username } });
    expect((await a.client.get('/api/business')).json().map((b: { id: number }) => b.id)).toEqual([business.id]);
    // Admin routes are closed while impersonating, with no side effect.
    const other = await account('other');
    const before = await fingerprint();
    for (const [method, url] of ADMIN_CALLS(other.id)) {
      const r = await a.client.request({ method, url });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await fingerprint()).toEqual(before);
    // The user's own session is unaffected by all this.
    expect((await u.client.get('/api/user')).json()).toMatchObject({ id: u.id, impersonatedBy: null });

    const stop = await a.client.post('/api/admin/impersonate/stop');
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().user).toMatchObject({ id: a.id, isAdmin: true, impersonatedBy: null });
    const stopCookies = Object.fromEntries(stop.cookies.map((c) => [c.name, c]));
    const cleared = stashCookies(stop);
    expect(cleared.map((c) => [c.path, c.value]).sort()).toEqual([
      ['/api/admin/impersonate', ''],
      ['/api/logout', ''],
    ]);
    // The admin gets a fresh session (rotated: neither the parked token nor the impersonation's).
    const fresh = stopCookies.sw_session!.value;
    expect([adminToken, parkedToken, cookies.sw_session!.value]).not.toContain(fresh);
    expect(stopCookies.sw_session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [freshRow] = await sessionRows(fresh);
    expect(freshRow).toMatchObject({ userId: a.id, impersonatorId: null });
    expect(freshRow!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
    // The impersonation session and the parked one are gone; the admin is themselves again.
    for (const token of [cookies.sw_session!.value, parkedToken]) {
      expect(await sessionRows(token)).toEqual([]);
    }
    expect((await a.client.get('/api/user')).json()).toMatchObject({ id: a.id, impersonatedBy: null });
    expect((await a.client.get('/api/admin/users')).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, a.id), eq(auditLog.targetId, u.id)))
      .orderBy(auditLog.id);
    expect(audit.map((r) => [r.action, r.ip])).toEqual([
      [AUDIT_ACTIONS.impersonationStart, '203.0.113.9'],
      [AUDIT_ACTIONS.impersonationStop, '203.0.113.9'],
    ]);
    // Stopping again: not impersonating any more.
    expect((await a.client.post('/api/admin/impersonate/stop')).statusCode).toBe(400);
  });

  it('never impersonates an admin (yourself included) or an unknown user', async () => {
    const a = await adminAccount();
    const b = await adminAccount();
    const before = await fingerprint();
    for (const id of [b.id, a.id]) {
      const res = await a.client.post(`/api/admin/impersonate/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADMIN_ERRORS.impersonateAdmin);
      expect(res.cookies).toEqual([]);
    }
    const unknown = await a.client.post('/api/admin/impersonate/2147483000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_ERRORS.userNotFound);
    expect((await a.client.post('/api/admin/impersonate/abc')).statusCode).toBe(400);
    expect(await fingerprint()).toEqual(before);
    expect((await a.client.get('/api/user')).json()).toMatchObject({ id: a.id, impersonatedBy: null });
  });

  it("without the admin's own session to go back to, stopping signs the browser out", async () => {
    const a = await adminAccount();
    const u = await account('lost');
    expect((await a.client.post(`/api/admin/impersonate/${u.id}`)).statusCode).toBe(200);
    const impersonation = a.client.cookies.get('sw_session')!;
    // The kept-aside token is replaced by the user's own session token: not the impersonator's, refused.
    a.client.cookies.set(ADMIN_STASH_COOKIE, u.client.cookies.get('sw_session')!);
    const res = await a.client.post('/api/admin/impersonate/stop');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBeNull();
    expect(a.client.cookies.has('sw_session')).toBe(false);
    expect(await sessionRows(impersonation)).toEqual([]);
    expect((await a.client.get('/api/user')).statusCode).toBe(401);
    // The audit log still has the stop.
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, a.id), inArray(auditLog.action, [AUDIT_ACTIONS.impersonationStop]))),
    ).toHaveLength(1);
  });

  it('does not restore a parked session that has expired', async () => {
    const a = await adminAccount();
    const u = await account('late');
    expect((await a.client.post(`/api/admin/impersonate/${u.id}`)).statusCode).toBe(200);
    const parkedToken = a.client.cookies.get(ADMIN_STASH_COOKIE)!;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(parkedToken)));
    const res = await a.client.post('/api/admin/impersonate/stop');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: null, message: 'Your own session has ended. Please sign in again.' });
    expect((await a.client.get('/api/user')).statusCode).toBe(401);
  });

  it('an impersonation ends when the user is deleted, and logging out ends it too', async () => {
    const a = await adminAccount();
    const other = await adminAccount();
    const u = await account('brief');
    expect((await a.client.post(`/api/admin/impersonate/${u.id}`)).statusCode).toBe(200);
    expect((await other.client.delete(`/api/admin/users/${u.id}`)).statusCode).toBe(200);
    expect((await a.client.get('/api/user')).statusCode).toBe(401);
    const v = await account('brief');
    const again = t.client();
    await again.post('/api/login', { username: a.acct.username, password: a.acct.password });
    expect((await again.post(`/api/admin/impersonate/${v.id}`)).statusCode).toBe(200);
    const parkedToken = again.cookies.get(ADMIN_STASH_COOKIE)!;
    expect(await sessionRows(parkedToken)).toHaveLength(1);
    const out = await again.post('/api/logout');
    expect(out.statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, v.id))).toHaveLength(1);
    // Signing out while impersonating signs the admin out too: the parked session is gone, and so
    // is the browser's copy of its token.
    expect(await sessionRows(parkedToken)).toEqual([]);
    const cleared = stashCookies(out);
    expect(cleared.map((c) => [c.path, c.value]).sort()).toEqual([
      ['/api/admin/impersonate', ''],
      ['/api/logout', ''],
    ]);
    const back = t.client();
    back.cookies.set('sw_session', parkedToken);
    expect((await back.get('/api/user')).statusCode).toBe(401);
  });

  it("logging out as an impersonated user never ends a session that is not the impersonator's", async () => {
    const a = await adminAccount();
    const u = await account('victim');
    const bystander = await account('bystander');
    expect((await a.client.post(`/api/admin/impersonate/${u.id}`)).statusCode).toBe(200);
    // A forged stash cookie holding someone else's token is ignored.
    a.client.cookies.set(ADMIN_STASH_COOKIE, bystander.client.cookies.get('sw_session')!);
    expect((await a.client.post('/api/logout')).statusCode).toBe(200);
    expect((await bystander.client.get('/api/user')).statusCode).toBe(200);
  });
});
