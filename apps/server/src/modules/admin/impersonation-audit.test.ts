import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { auditLog, sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, newAccount, registerVerified, type TestClient } from '../../../test/app.ts';
import { AUDIT_ACTIONS, IMPERSONATION_TTL_MS, setAdmin } from './service.ts';

/**
 * Issue 17 row 9: an impersonation lasts at most 30 minutes; every write made during it is audited
 * with both identities, the method, the route and the time; audit rows survive the deletion of
 * either account (decision 024). Against the real app and database.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

async function account(prefix: string): Promise<{ client: TestClient; acct: ReturnType<typeof newAccount>; id: number }> {
  const client = t.client('198.51.100.20');
  return { client, ...(await registerVerified(client, newAccount(prefix))) };
}
async function admin() {
  const a = await account('auditadmin');
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, a.id));
  return a;
}
const writesBy = (adminId: number | null, adminName: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, AUDIT_ACTIONS.impersonationWrite),
        adminId ? eq(auditLog.actorId, adminId) : eq(auditLog.actorName, adminName),
      ),
    )
    .orderBy(auditLog.id);

describe('impersonation', () => {
  it('lasts 30 minutes: the stored expiry, and the session refused once it has passed', async () => {
    const a = await admin();
    const u = await account('brief30');
    const started = Date.now();
    const res = await a.client.post(`/api/admin/impersonate/${u.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(IMPERSONATION_TTL_MS).toBe(30 * 60 * 1000);
    const token = a.client.cookies.get('sw_session')!;
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(started + IMPERSONATION_TTL_MS);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + IMPERSONATION_TTL_MS);
    // The browser is told when it ends (the banner shows it).
    expect(res.json().user.impersonatedBy).toMatchObject({ id: a.id, until: row!.expiresAt.toISOString() });
    expect((await a.client.get('/api/user')).json().impersonatedBy.until).toBe(row!.expiresAt.toISOString());

    // The app's clock moved on: still on at 29 minutes, over at 31.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(started + 29 * 60 * 1000);
    expect((await a.client.get('/api/user')).json()).toMatchObject({ id: u.id, impersonatedBy: { id: a.id } });
    vi.setSystemTime(started + 31 * 60 * 1000);
    expect((await a.client.get('/api/user')).statusCode).toBe(401);
    expect(
      (
        await a.client.post('/api/business', {
          name: 'Too Late Dental',
          website: 'https://late.example',
          industry: 'dental',
          agentName: 'Al',
          agentTitle: 'Helper',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('audits every write with both identities, the method, the route, the status and the time; reads are not audited', async () => {
    const a = await admin();
    const u = await account('audited');
    expect((await a.client.post(`/api/admin/impersonate/${u.id}`)).statusCode).toBe(200);
    const before = Date.now();

    // A read: no row.
    expect((await a.client.get('/api/business')).statusCode).toBe(200);
    // Writes: a new business, its allowed sites, a refused password change and a real one.
    const created = await a.client.post('/api/business', {
      name: 'Audited Dental',
      website: 'https://audited.example',
      industry: 'dental',
      agentName: 'Zoë',
      agentTitle: 'Receptionist',
    });
    expect(created.statusCode, created.body).toBe(201);
    const businessId = created.json().id as number;
    const embed = await a.client.request({
      method: 'PUT',
      url: `/api/business/${businessId}/embed`,
      json: { origins: ['https://a.example'] },
    });
    expect(embed.statusCode, embed.body).toBe(200);
    const wrong = await a.client.post('/api/account/password', { currentPassword: 'not-the-password', newPassword: 'changed-by-admin-1' });
    expect(wrong.statusCode).toBe(400);
    const changed = await a.client.post('/api/account/password', { currentPassword: u.acct.password, newPassword: 'changed-by-admin-1' });
    expect(changed.statusCode, changed.body).toBe(200);
    // The password change rotated the impersonation session: still the user, still through the admin.
    expect((await a.client.get('/api/user')).json()).toMatchObject({ id: u.id, impersonatedBy: { id: a.id } });

    const rows = await writesBy(a.id, a.acct.username);
    expect(rows.map((r) => [r.method, r.route, r.status, (r.details as { path: string }).path])).toEqual([
      ['POST', '/api/business', 201, '/api/business'],
      ['PUT', '/api/business/:businessId/embed', 200, `/api/business/${businessId}/embed`],
      ['POST', '/api/account/password', 400, '/api/account/password'],
      ['POST', '/api/account/password', 200, '/api/account/password'],
    ]);
    for (const r of rows) {
      expect(r).toMatchObject({
        actorId: a.id,
        actorName: a.acct.username,
        targetId: u.id,
        targetName: u.acct.username,
        ip: '198.51.100.20',
      });
      expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    }
    // The user's own writes are theirs: not audited as an impersonation.
    await u.client.post('/api/login', { username: u.acct.username, password: 'changed-by-admin-1' });
    expect(
      (
        await u.client.post('/api/business', {
          name: 'Own Dental',
          website: 'https://own.example',
          industry: 'dental',
          agentName: 'Al',
          agentTitle: 'Helper',
        })
      ).statusCode,
    ).toBe(201);
    expect(await writesBy(a.id, a.acct.username)).toHaveLength(4);
    // Stopping is recorded once, as the stop.
    expect((await a.client.post('/api/admin/impersonate/stop')).statusCode).toBe(200);
    expect(await writesBy(a.id, a.acct.username)).toHaveLength(4);
  });

  it('keeps the audit rows when the user, then the admin, is deleted: ids cleared, names kept', async () => {
    const a = await admin();
    const other = await admin();
    const u = await account('deleted');
    expect((await a.client.post(`/api/admin/impersonate/${u.id}`)).statusCode).toBe(200);
    expect(
      (
        await a.client.post('/api/business', {
          name: 'Gone Dental',
          website: 'https://gone.example',
          industry: 'dental',
          agentName: 'Al',
          agentTitle: 'Helper',
        })
      ).statusCode,
    ).toBe(201);
    expect((await a.client.post('/api/admin/impersonate/stop')).statusCode).toBe(200);
    const mine = () =>
      t.db
        .select()
        .from(auditLog)
        .where(or(eq(auditLog.actorName, a.acct.username), eq(auditLog.targetName, u.acct.username)))
        .orderBy(auditLog.id);
    const kept = await mine();
    expect(kept.map((r) => r.action)).toEqual([
      AUDIT_ACTIONS.impersonationStart,
      AUDIT_ACTIONS.impersonationWrite,
      AUDIT_ACTIONS.impersonationStop,
    ]);

    // The user goes…
    expect((await a.client.delete(`/api/admin/users/${u.id}`)).statusCode).toBe(200);
    let rows = await mine();
    expect(rows.map((r) => r.action)).toEqual([...kept.map((r) => r.action), AUDIT_ACTIONS.userDelete]);
    for (const r of rows)
      expect(r).toMatchObject({ actorId: a.id, actorName: a.acct.username, targetId: null, targetName: u.acct.username });

    // …then the admin.
    expect((await other.client.delete(`/api/admin/users/${a.id}`)).statusCode).toBe(200);
    rows = await mine();
    expect(rows).toHaveLength(4);
    for (const r of rows) expect(r).toMatchObject({ actorId: null, actorName: a.acct.username, targetName: u.acct.username });
    expect(rows[1]).toMatchObject({ method: 'POST', route: '/api/business', status: 201 });
    const [deletion] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, AUDIT_ACTIONS.userDelete), eq(auditLog.targetName, a.acct.username)));
    expect(deletion).toMatchObject({ actorId: other.id, actorName: other.acct.username, details: { userId: a.id } });
  });
});

describe('a role change', () => {
  it('ends every session of the user (and the impersonations they run), and is audited', async () => {
    const u = await account('promoted');
    const second = t.client();
    await second.post('/api/login', { username: u.acct.username, password: u.acct.password });
    const result = await setAdmin({ db: t.db, sessions: t.app.ctx.sessions }, { username: u.acct.username.toUpperCase(), isAdmin: true });
    expect(result).toEqual({ id: u.id, username: u.acct.username, changed: true });
    expect((await u.client.get('/api/user')).statusCode).toBe(401);
    expect((await second.get('/api/user')).statusCode).toBe(401);
    // Signing in again gives a session with the new rights.
    await u.client.post('/api/login', { username: u.acct.username, password: u.acct.password });
    expect((await u.client.get('/api/user')).json()).toMatchObject({ id: u.id, isAdmin: true });

    // Demoted while impersonating someone: both the admin's session and the impersonation end.
    const target = await account('bystander');
    expect((await u.client.post(`/api/admin/impersonate/${target.id}`)).statusCode).toBe(200);
    expect(await setAdmin({ db: t.db, sessions: t.app.ctx.sessions }, { username: u.acct.username, isAdmin: false })).toMatchObject({
      changed: true,
    });
    expect((await u.client.get('/api/user')).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(or(eq(sessions.userId, u.id), eq(sessions.impersonatorId, u.id))),
    ).toEqual([]);
    expect((await target.client.get('/api/user')).statusCode).toBe(200);

    // No change, no sign-out; an unknown name is null.
    await u.client.post('/api/login', { username: u.acct.username, password: u.acct.password });
    expect(await setAdmin({ db: t.db, sessions: t.app.ctx.sessions }, { username: u.acct.username, isAdmin: false })).toMatchObject({
      changed: false,
    });
    expect((await u.client.get('/api/user')).statusCode).toBe(200);
    expect(await setAdmin({ db: t.db }, { username: 'nobody-by-this-name', isAdmin: true })).toBeNull();

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, AUDIT_ACTIONS.roleChange), eq(auditLog.targetId, u.id)))
      .orderBy(auditLog.id);
    expect(audit.map((r) => [r.actorId, r.targetName, r.details])).toEqual([
      [null, u.acct.username, { isAdmin: true, by: 'command line' }],
      [null, u.acct.username, { isAdmin: false, by: 'command line' }],
    ]);
  });
});
