import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailTokens, sessions, users } from '../../db/schema.ts';
import { createTestApp, newAccount, TEST_APP_URL, type TestClient } from '../../../test/app.ts';
import { linkIn, startSmtpServer } from '../../../test/smtp.ts';
import { hashToken } from '../../lib/tokens.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function registered(client = t.client()) {
  const acct = newAccount();
  const res = await client.post('/api/register', acct);
  expect(res.statusCode).toBe(201);
  return { client, acct, user: res.json().user };
}

const count = async (table: typeof users | typeof sessions) => Number((await t.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

describe('registration', () => {
  it('creates the account, signs in, and answers {user, message} without secrets', async () => {
    const { client, acct, user } = await registered();
    expect(user).toMatchObject({ username: acct.username, email: acct.email, isAdmin: false, emailVerified: false });
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'emailVerified', 'id', 'impersonatedBy', 'isAdmin', 'username']);
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(acct.username);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie with no Domain', async () => {
    const res = await t.client().post('/api/register', newAccount());
    const cookie = res.cookies.find((c) => c.name === 'sw_session')!;
    expect(cookie).toBeDefined();
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.domain).toBeUndefined();
    expect(cookie.path).toBe('/');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.value)));
    expect(row).toBeDefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, cookie.value))).toHaveLength(0);
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' }, t.database);
    try {
      const res = await prod.client().post('/api/register', newAccount());
      // …and with the __Host- prefix (session-cookie.test.ts has the rest).
      expect(res.cookies.find((c) => c.name === '__Host-sw_session')!.secure).toBe(true);
    } finally {
      await prod.app.close();
    }
  });

  it('gives the §5 messages for bad input', async () => {
    const c = t.client();
    const short = await c.post('/api/register', { username: 'a', email: 'x@example.com', password: 'secret1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Username must be at least 2 characters');
    const pw = await c.post('/api/register', { username: 'abc', email: 'x@example.com', password: '12345' });
    expect(pw.json().message).toBe('Password must be at least 6 characters');
    const email = await c.post('/api/register', { username: 'abc', email: 'not-an-email', password: '123456' });
    expect(email.json().message).toBe('Invalid email format');
    expect(email.json().fields).toEqual({ email: 'Invalid email format' });
  });

  it('refuses isAdmin and emailVerified in the payload and stores nothing', async () => {
    const acct = newAccount();
    const before = await count(users);
    const res = await t.client().post('/api/register', { ...acct, isAdmin: true, emailVerified: true });
    expect(res.statusCode).toBe(400);
    expect(await count(users)).toBe(before);
    const rows = await t.db.select().from(users).where(eq(users.username, acct.username));
    expect(rows).toHaveLength(0);
  });

  it('answers 409 to a duplicate username or email, case-insensitively', async () => {
    const { acct } = await registered();
    const dupName = await t.client().post('/api/register', { ...newAccount(), username: acct.username.toUpperCase() });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().message).toBe('An account with this username or email already exists');
    const dupEmail = await t.client().post('/api/register', { ...newAccount(), email: acct.email.toUpperCase() });
    expect(dupEmail.statusCode).toBe(409);
  });

  it('creates exactly one account from 50 concurrent identical registrations', async () => {
    const acct = newAccount('race');
    const results = await Promise.all(Array.from({ length: 50 }, () => t.client().post('/api/register', acct)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await t.db.select().from(users).where(eq(users.username, acct.username))).toHaveLength(1);
  });

  it('leaves no account behind when a later write of the registration fails', async () => {
    const acct = newAccount('halfway');
    // The verification link, written last, is refused by the database for this address only.
    await t.db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_link() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email = '${acct.email}' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`),
    );
    await t.db.execute(sql.raw('CREATE TRIGGER refuse_link BEFORE INSERT ON email_tokens FOR EACH ROW EXECUTE FUNCTION refuse_link()'));
    const sessionsBefore = await count(sessions);
    try {
      expect((await t.client().post('/api/register', acct)).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_link ON email_tokens'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_link()'));
    }
    expect(await t.db.select().from(users).where(eq(users.username, acct.username))).toEqual([]);
    expect(await count(sessions)).toBe(sessionsBefore);
    // Nothing half-made blocks the name: the same registration now goes through.
    expect((await t.client().post('/api/register', acct)).statusCode).toBe(201);
  });

  it('sends a verification mail whose link verifies the address once', async () => {
    const { client, acct } = await registered();
    const mail = await smtp.waitFor(acct.email, /Verify your email/);
    const link = linkIn(mail.text, '/verify-email');
    expect(link.startsWith(`${TEST_APP_URL}/verify-email?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const ok = await client.post('/api/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.emailVerified).toBe(true);
    expect((await client.get('/api/user')).json().emailVerified).toBe(true);
    const again = await client.post('/api/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('resends the verification mail for a signed-in user', async () => {
    const { client, acct } = await registered();
    const res = await client.post('/api/resend-verification');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Verification email sent. Please check your inbox.');
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(acct.email)).length).toBe(2);
    expect((await t.client().post('/api/resend-verification')).statusCode).toBe(401);
  });
});

describe('sign-in and sessions', () => {
  it('signs in, rotating the session, and logout kills it', async () => {
    const { client, acct } = await registered();
    const first = client.cookies.get('sw_session')!;
    const res = await client.post('/api/login', { username: acct.username, password: acct.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { username: acct.username }, message: expect.any(String) });
    const second = client.cookies.get('sw_session')!;
    expect(second).not.toBe(first);
    // The old token no longer works.
    const old = t.client();
    old.cookies.set('sw_session', first);
    expect((await old.get('/api/user')).statusCode).toBe(401);

    const out = await client.post('/api/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json().user).toBeNull();
    const replay = t.client();
    replay.cookies.set('sw_session', second);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const { acct } = await registered();
    const wrong = await t.client('10.0.0.1').post('/api/login', { username: acct.username, password: 'wrong-password' });
    const unknown = await t.client('10.0.0.1').post('/api/login', { username: 'nobody-here', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('limits repeated failed sign-ins with 429', async () => {
    const { acct } = await registered();
    const c = t.client('10.0.0.2');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await c.post('/api/login', { username: acct.username, password: 'nope-nope' })).statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[5]).toBe(429);
    const blocked = await c.post('/api/login', creds(acct));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    // Another address is not affected.
    expect((await t.client('10.0.0.3').post('/api/login', { username: acct.username, password: acct.password })).statusCode).toBe(200);
  });

  it('answers 401 on /api/user without a session and for a forged cookie', async () => {
    expect((await t.client().get('/api/user')).statusCode).toBe(401);
    const c = t.client();
    c.cookies.set('sw_session', 'A'.repeat(43));
    expect((await c.get('/api/user')).statusCode).toBe(401);
  });
});

describe('request hygiene', () => {
  it('refuses a cross-site Origin on a mutating call', async () => {
    const { client, acct } = await registered();
    const res = await client.post('/api/login', creds(acct), { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site request refused');
    const agentHost = await client.post('/api/logout', undefined, {
      origin: 'http://acme.staffwright.localhost:5000',
      host: 'acme.staffwright.localhost:5000',
    });
    expect(agentHost.statusCode).toBe(403);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('answers 413 to a 10 MB JSON body', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(10 * 1024 * 1024), email: 'a@b.co', password: 'secret1' });
    const res = await t
      .client()
      .request({ method: 'POST', url: '/api/register', payload: body, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it('answers 400 to wrong JSON types and malformed JSON', async () => {
    const c = t.client();
    const types = await c.post('/api/login', { username: 123, password: ['x'] });
    expect(types.statusCode).toBe(400);
    const malformed = await c.request({
      method: 'POST',
      url: '/api/login',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Request body is not valid JSON');
    const proto = await c.request({
      method: 'POST',
      url: '/api/login',
      payload: '{"__proto__": {"isAdmin": true}, "username": "ab", "password": "123456"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.statusCode).toBe(400);
  });

  it('sends security headers', async () => {
    const res = await t.client().get('/api/user');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('password reset', () => {
  it('gives identical answers for known and unknown emails', async () => {
    const { acct } = await registered();
    const known = await t.client().post('/api/request-password-reset', { email: acct.email });
    const unknown = await t.client().post('/api/request-password-reset', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const bad = await t.client().post('/api/request-password-reset', { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid email address');
  });

  it('resets with the mailed link once, signs out every session, and the new password works', async () => {
    const { client, acct } = await registered();
    const other = t.client();
    await other.post('/api/login', creds(acct));
    await t.client().post('/api/request-password-reset', { email: acct.email });
    const mail = await smtp.waitFor(acct.email, /Reset your/);
    const token = new URL(linkIn(mail.text, '/reset-password')).searchParams.get('token')!;

    const res = await t.client().post('/api/reset-password', { token, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    const reuse = await t.client().post('/api/reset-password', { token, password: 'another-pass' });
    expect(reuse.statusCode).toBe(400);
    expect((await t.client().post('/api/login', creds(acct))).statusCode).toBe(401);
    expect((await t.client().post('/api/login', { username: acct.username, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const { acct } = await registered();
    await t.client().post('/api/request-password-reset', { email: acct.email });
    const mail = await smtp.waitFor(acct.email, /Reset your/);
    const token = new URL(linkIn(mail.text, '/reset-password')).searchParams.get('token')!;
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const res = await t.client().post('/api/reset-password', { token, password: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect((await t.client().post('/api/login', creds(acct))).statusCode).toBe(200);
  });
});

describe('account settings', () => {
  it('changes the password with the current one and signs out other sessions', async () => {
    const { client, acct } = await registered();
    const other = t.client();
    await other.post('/api/login', creds(acct));
    const wrong = await client.post('/api/account/password', { currentPassword: 'not-it', newPassword: 'another-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const ok = await client.post('/api/account/password', { currentPassword: acct.password, newPassword: 'another-1' });
    expect(ok.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await t.client().post('/api/login', creds(acct))).statusCode).toBe(401);
  });

  it('changes the email only once the new address is verified', async () => {
    const { client, acct } = await registered();
    const newEmail = `new-${acct.email}`;
    const res = await client.post('/api/account/email', { email: newEmail, password: acct.password });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/user')).json().email).toBe(acct.email);
    const mail = await smtp.waitFor(newEmail, /Verify your email/);
    await client.post('/api/verify-email', { token: new URL(linkIn(mail.text, '/verify-email')).searchParams.get('token')! });
    const me = (await client.get('/api/user')).json();
    expect(me.email).toBe(newEmail);
    expect(me.emailVerified).toBe(true);
  });

  it('deletes the account with its password, and its sessions die', async () => {
    const { client, acct, user } = await registered();
    expect((await client.delete('/api/account', { password: 'wrong' })).statusCode).toBe(400);
    const res = await client.delete('/api/account', { password: acct.password });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await t.client().post('/api/login', creds(acct))).statusCode).toBe(401);
  });
});

export type { TestClient };

function creds(acct: { username: string; password: string }) {
  return { username: acct.username, password: acct.password };
}

describe('the last administrator', () => {
  it('cannot delete their own account', async () => {
    const { client, acct, user } = await registered();
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const res = await client.delete('/api/account', { password: acct.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/only administrator/);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    // With a second administrator it goes through.
    const other = await registered();
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, other.user.id));
    expect((await client.delete('/api/account', { password: acct.password })).statusCode).toBe(200);
  });
});
