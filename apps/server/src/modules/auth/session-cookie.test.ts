import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, newAccount, registerVerified, type TestClient } from '../../../test/app.ts';

/**
 * Issue 17 row 11: in production the session cookie is `__Host-` prefixed (Secure, Path=/, no
 * Domain), and a session is rotated — new id, the old one dead — on sign-in and on every change of
 * privilege. Dev and tests over plain http keep the plain name (decision 024).
 */
let dev: Awaited<ReturnType<typeof createTestApp>>;
let prod: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  dev = await createTestApp();
  prod = await createTestApp({ NODE_ENV: 'production' }, dev.database);
});
afterAll(async () => {
  await prod?.app.close();
  await dev?.close();
});

const HOST = '__Host-sw_session';
const setCookieHeaders = (res: { headers: Record<string, unknown> }) => {
  const h = res.headers['set-cookie'];
  return (Array.isArray(h) ? h : h ? [h] : []) as string[];
};
/** A browser holding only this cookie. */
function browserWith(app: typeof prod, name: string, token: string): TestClient {
  const c = app.client();
  c.cookies.set(name, token);
  return c;
}

describe('the session cookie in production', () => {
  it('is __Host-sw_session: Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const res = await prod.client().post('/api/register', newAccount('hostcookie'));
    expect(res.statusCode, res.body).toBe(201);
    const headers = setCookieHeaders(res);
    const header = headers.find((h) => h.startsWith(`${HOST}=`));
    expect(header, headers.join('\n')).toBeDefined();
    const attrs = header!.split(/;\s*/).slice(1);
    expect(attrs).toContain('Secure');
    expect(attrs).toContain('HttpOnly');
    expect(attrs).toContain('SameSite=Lax');
    expect(attrs).toContain('Path=/');
    expect(attrs.some((a) => /^domain=/i.test(a))).toBe(false);
    // No unprefixed session cookie is set beside it.
    expect(headers.some((h) => h.startsWith('sw_session='))).toBe(false);
    // Only the token's hash is stored, as before.
    const token = res.cookies.find((c) => c.name === HOST)!.value;
    expect(
      await prod.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toHaveLength(1);
  });

  it('is read only under its prefixed name: the same token as a plain sw_session cookie signs nobody in', async () => {
    const client = prod.client();
    const acct = newAccount('hostonly');
    await client.post('/api/register', acct);
    const token = client.cookies.get(HOST)!;
    expect((await browserWith(prod, HOST, token).get('/api/user')).json().username).toBe(acct.username);
    // A cookie tossed in by another host cannot carry the __Host- prefix, and the plain name is ignored.
    expect((await browserWith(prod, 'sw_session', token).get('/api/user')).statusCode).toBe(401);
  });

  it('is cleared under its own name on logout', async () => {
    const client = prod.client();
    await client.post('/api/register', newAccount('hostout'));
    const out = await client.post('/api/logout');
    const cleared = setCookieHeaders(out).find((h) => h.startsWith(`${HOST}=;`));
    expect(cleared).toMatch(/Path=\//);
    expect(cleared).toMatch(/Secure/);
    expect(client.cookies.has(HOST)).toBe(false);
  });

  it('keeps the plain name over plain http: development, tests, or COOKIE_SECURE=false', async () => {
    const res = await dev.client().post('/api/register', newAccount('plain'));
    const cookie = res.cookies.find((c) => c.name === 'sw_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(res.cookies.some((c) => c.name === HOST)).toBe(false);
    const insecureProd = await createTestApp({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }, dev.database);
    const secureDev = await createTestApp({ COOKIE_SECURE: 'true' }, dev.database);
    try {
      const a = await insecureProd.client().post('/api/register', newAccount('benchlike'));
      expect(a.cookies.map((c) => c.name)).toContain('sw_session');
      const b = await secureDev.client().post('/api/register', newAccount('securedev'));
      expect(b.cookies.find((c) => c.name === HOST)?.secure).toBe(true);
    } finally {
      await insecureProd.app.close();
      await secureDev.app.close();
    }
  });
});

describe('session rotation', () => {
  it('a sign-in gives a new session id, and the cookie held before it no longer works', async () => {
    const client = prod.client();
    const acct = newAccount('rotate');
    await client.post('/api/register', acct);
    const before = client.cookies.get(HOST)!;
    const res = await client.post('/api/login', { username: acct.username, password: acct.password });
    expect(res.statusCode, res.body).toBe(200);
    const after = client.cookies.get(HOST)!;
    expect(after).not.toBe(before);
    expect((await browserWith(prod, HOST, before).get('/api/user')).statusCode).toBe(401);
    expect(
      await prod.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(before))),
    ).toEqual([]);
    expect((await browserWith(prod, HOST, after).get('/api/user')).json().username).toBe(acct.username);
  });

  it('a password change gives this browser a new session id; the old one and every other session stop working', async () => {
    const client = prod.client();
    const { acct, id } = await registerVerified(client, newAccount('pwrotate'));
    const other = prod.client();
    await other.post('/api/login', { username: acct.username, password: acct.password });
    const before = client.cookies.get(HOST)!;
    const res = await client.post('/api/account/password', { currentPassword: acct.password, newPassword: 'brand-new-pass-7' });
    expect(res.statusCode, res.body).toBe(200);
    const after = client.cookies.get(HOST)!;
    expect(after).not.toBe(before);
    expect((await browserWith(prod, HOST, before).get('/api/user')).statusCode).toBe(401);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).json()).toMatchObject({ id, emailVerified: true });
    // A refused change (wrong current password) rotates nothing.
    const wrong = await client.post('/api/account/password', { currentPassword: 'not-it-at-all', newPassword: 'another-pass-8' });
    expect(wrong.statusCode).toBe(400);
    expect(client.cookies.get(HOST)).toBe(after);
  });

  it('impersonation start and stop rotate the admin session; the stash cookie is __Secure- prefixed', async () => {
    const admin = prod.client();
    const { id: adminId } = await registerVerified(admin, newAccount('prodadmin'));
    await prod.db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId));
    const { id: userId } = await registerVerified(prod.client(), newAccount('prodtarget'));
    const adminToken = admin.cookies.get(HOST)!;

    const start = await admin.post(`/api/admin/impersonate/${userId}`);
    expect(start.statusCode, start.body).toBe(200);
    const stash = start.cookies.filter((c) => c.name === '__Secure-sw_admin_session');
    expect(stash.map((c) => c.path).sort()).toEqual(['/api/admin/impersonate', '/api/logout']);
    for (const c of stash) expect(c).toMatchObject({ secure: true, httpOnly: true });
    const impersonation = admin.cookies.get(HOST)!;
    expect([adminToken, stash[0]!.value]).not.toContain(impersonation);
    // The token the admin's browser had before is dead: parked under a new one.
    expect((await browserWith(prod, HOST, adminToken).get('/api/user')).statusCode).toBe(401);
    expect((await admin.get('/api/user')).json()).toMatchObject({ id: userId, impersonatedBy: { id: adminId } });

    const stop = await admin.post('/api/admin/impersonate/stop');
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().user).toMatchObject({ id: adminId, impersonatedBy: null });
    const fresh = admin.cookies.get(HOST)!;
    expect([adminToken, impersonation, stash[0]!.value]).not.toContain(fresh);
    for (const old of [impersonation, stash[0]!.value]) expect((await browserWith(prod, HOST, old).get('/api/user')).statusCode).toBe(401);
    expect(admin.cookies.has('__Secure-sw_admin_session')).toBe(false);
  });
});
