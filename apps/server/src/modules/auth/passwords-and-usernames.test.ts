import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@staffwright/contract';
import { emailTokens, sessions, users } from '../../db/schema.ts';
import { createTestApp, newAccount } from '../../../test/app.ts';
import { linkIn, startSmtpServer } from '../../../test/smtp.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { AUTH_TEXT } from './service.ts';
import { backfillUsernameSkeletons, usernameSkeleton } from './usernames.ts';

/** Issue 17, rows 4 and 7: common passwords refused wherever a password is set; usernames normalised and unique by look. */

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

const COMMON = ['password', '1234567', 'qwerty123', 'PassWord', 'ｐａｓｓｗｏｒｄ'];
const STRONG = 'Plum-Orbit-Lantern-47';

/** Each browser its own address, so that sign-up and sign-in limits per address stay out of the way. */
let ipCounter = 0;
const browser = () => t.client(`198.51.100.${(ipCounter++ % 250) + 1}`);

/** A unique ASCII stem for this run: usernames built from it do not meet other tests' names. */
let stemCounter = 0;
const stem = () => `${(stemCounter++).toString(36)}${process.pid.toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const userCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(users))[0]!.n);
const userNamed = (username: string) => t.db.select().from(users).where(eq(users.username, username));
const hashOf = async (id: number) => (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;

async function register(acct: { username: string; email: string; password: string }) {
  const client = browser();
  const res = await client.post('/api/register', acct);
  return { client, res };
}

async function registered() {
  const acct = newAccount('pw');
  const { client, res } = await register(acct);
  expect(res.statusCode, res.body).toBe(201);
  return { client, acct, id: res.json().user.id as number };
}

describe('common passwords', () => {
  it.each(COMMON)('registration refuses %s with the message, and stores nothing', async (password) => {
    const before = await userCount();
    const acct = { ...newAccount('common'), password };
    const { client, res } = await register(acct);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.passwordCommon, fields: { password: AUTH_MESSAGES.passwordCommon } });
    expect(client.cookies.size).toBe(0);
    expect(await userCount()).toBe(before);
    expect(await userNamed(acct.username)).toHaveLength(0);
  });

  it('registration accepts a strong password', async () => {
    const acct = { ...newAccount('strong'), password: STRONG };
    const { client, res } = await register(acct);
    expect(res.statusCode).toBe(201);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await browser().post('/api/login', { username: acct.username, password: STRONG })).statusCode).toBe(200);
  });

  it('keeps the minimum length rule and its message first', async () => {
    const res = await browser().post('/api/register', { ...newAccount('short'), password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('Password must be at least 6 characters');
  });

  it('password reset refuses a common password, keeps the old one and the link, then takes a strong one', async () => {
    const { acct, id } = await registered();
    await browser().post('/api/request-password-reset', { email: acct.email });
    const mail = await smtp.waitFor(acct.email, /Reset your/);
    const token = new URL(linkIn(mail.text, '/reset-password')).searchParams.get('token')!;
    const oldHash = await hashOf(id);

    for (const password of ['password', '1234567', 'qwerty123']) {
      const res = await browser().post('/api/reset-password', { token, password });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.passwordCommon, fields: { password: AUTH_MESSAGES.passwordCommon } });
    }
    expect(await hashOf(id)).toBe(oldHash);
    const [tokenRow] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    expect(tokenRow!.usedAt).toBeNull();
    expect((await browser().post('/api/login', { username: acct.username, password: acct.password })).statusCode).toBe(200);

    expect((await browser().post('/api/reset-password', { token, password: STRONG })).statusCode).toBe(200);
    expect((await browser().post('/api/login', { username: acct.username, password: STRONG })).statusCode).toBe(200);
  });

  it('password change refuses a common password, changes nothing and signs no one out, then takes a strong one', async () => {
    const { client, acct, id } = await registered();
    const other = browser();
    expect((await other.post('/api/login', { username: acct.username, password: acct.password })).statusCode).toBe(200);
    const oldHash = await hashOf(id);
    const sessionCount = async () => (await t.db.select().from(sessions).where(eq(sessions.userId, id))).length;
    const sessionsBefore = await sessionCount();

    for (const newPassword of ['password', '1234567', 'qwerty123']) {
      const res = await client.post('/api/account/password', { currentPassword: acct.password, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.passwordCommon, fields: { newPassword: AUTH_MESSAGES.passwordCommon } });
    }
    expect(await hashOf(id)).toBe(oldHash);
    expect(await sessionCount()).toBe(sessionsBefore);
    expect((await other.get('/api/user')).statusCode).toBe(200);

    const ok = await client.post('/api/account/password', { currentPassword: acct.password, newPassword: STRONG });
    expect(ok.statusCode).toBe(200);
    expect(await hashOf(id)).not.toBe(oldHash);
  });

  it('a wrong current password is still reported as such, before the list is asked', async () => {
    const { client } = await registered();
    const res = await client.post('/api/account/password', { currentPassword: 'not-my-password-1', newPassword: 'password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_TEXT.wrongPassword);
  });
});

describe('usernames', () => {
  it.each([
    ['zero-width space', '\u200b'],
    ['right-to-left override', '\u202e'],
    ['left-to-right isolate', '\u2066'],
    ['zero-width joiner', '\u200d'],
    ['byte-order mark', '\ufeff'],
    ['Hangul filler', '\u3164'],
  ])('refuses a %s with 400 and stores nothing', async (_name, ch) => {
    const base = newAccount('inv');
    const username = `${base.username.slice(0, 3)}${ch}${base.username.slice(3)}`;
    const before = await userCount();
    const res = await browser().post('/api/register', { ...base, username });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.usernameInvisible, fields: { username: AUTH_MESSAGES.usernameInvisible } });
    expect(await userCount()).toBe(before);
    expect(await userNamed(username)).toHaveLength(0);
    expect(await userNamed(base.username)).toHaveLength(0);
  });

  it('"аdmin" (Cyrillic а) is refused when "admin" exists, with the taken message, and nothing is stored', async () => {
    expect((await register({ ...newAccount('a'), username: 'admin' })).res.statusCode).toBe(201);
    const before = await userCount();
    const res = (await register({ ...newAccount('b'), username: '\u0430dmin' })).res;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH_TEXT.duplicate);
    expect(await userCount()).toBe(before);
  });

  it('and the other way round: "admin" is refused when a Cyrillic look-alike exists', async () => {
    const s = stem();
    // "раураl…" spelled with Cyrillic р, а and у.
    const cyrillic = `\u0440\u0430\u0443\u0440\u0430l${s}`;
    expect((await register({ ...newAccount('c'), username: cyrillic })).res.statusCode).toBe(201);
    const before = await userCount();
    for (const lookalike of [`paypal${s}`, `PAYPAL${s}`, `p\u0430ypal${s}`]) {
      const res = (await register({ ...newAccount('d'), username: lookalike })).res;
      expect(res.statusCode, lookalike).toBe(409);
      expect(res.json().message).toBe(AUTH_TEXT.duplicate);
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a Cyrillic capital look-alike of a Latin name ("АDMIN…" against "admin…")', async () => {
    const s = stem();
    expect((await register({ ...newAccount('e'), username: `admin${s}` })).res.statusCode).toBe(201);
    const res = (await register({ ...newAccount('f'), username: `\u0410DMIN${s.toUpperCase()}` })).res;
    expect(res.statusCode).toBe(409);
  });

  it('normalises full-width "ＡＤＭＩＮ" (NFKC) before storing and comparing', async () => {
    const s = stem();
    const fullwidth = `ＡＤＭＩＮ${s}`;
    const acct = { ...newAccount('g'), username: fullwidth };
    const { res } = await register(acct);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.username).toBe(`ADMIN${s}`);
    expect(await userNamed(`ADMIN${s}`)).toHaveLength(1);
    expect(await userNamed(fullwidth)).toHaveLength(0);
    // Signs in by the ASCII name, any case, and by the full-width one.
    for (const username of [`admin${s}`, `ADMIN${s}`, fullwidth])
      expect((await browser().post('/api/login', { username, password: acct.password })).statusCode, username).toBe(200);
    // And the ASCII name is taken.
    expect((await register({ ...newAccount('h'), username: `admin${s}` })).res.statusCode).toBe(409);
  });

  it('a look-alike name does not sign in to the account it imitates', async () => {
    const s = stem();
    const acct = { ...newAccount('i'), username: `office${s}` };
    expect((await register(acct)).res.statusCode).toBe(201);
    const res = await browser().post('/api/login', { username: `\u043effice${s}`, password: acct.password });
    expect(res.statusCode).toBe(401);
  });

  it('stores the skeleton with each new user', async () => {
    const acct = newAccount('j');
    expect((await register(acct)).res.statusCode).toBe(201);
    const [row] = await userNamed(acct.username);
    expect(row!.usernameSkeleton).toBe(usernameSkeleton(acct.username));
    expect(usernameSkeleton('admin')).toBe(usernameSkeleton('\u0430dmin'));
    expect(usernameSkeleton('admin')).toBe(usernameSkeleton('ＡＤＭＩＮ'));
  });

  it('fills in skeletons of users from before the migration at start-up; of two look-alikes the older keeps the name', async () => {
    const s = stem();
    const passwordHash = await hashPassword('legacy-pass-77');
    // Rows as migration 0014 leaves them: no skeleton. The second is a look-alike of the first.
    const [older] = await t.db
      .insert(users)
      .values({ username: `legacy${s}`, email: `legacy-${s}@example.test`, passwordHash })
      .returning();
    const [younger] = await t.db
      .insert(users)
      .values({ username: `l\u0435gacy${s}`, email: `legacy2-${s}@example.test`, passwordHash })
      .returning();

    // A second app on the same database starts as a new process would: the backfill runs before it answers.
    const restarted = await createTestApp({ SMTP_URL: smtp.url }, t.database);
    try {
      const [o] = await t.db.select().from(users).where(eq(users.id, older!.id));
      const [y] = await t.db.select().from(users).where(eq(users.id, younger!.id));
      expect(o!.usernameSkeleton).toBe(usernameSkeleton(`legacy${s}`));
      expect(y!.usernameSkeleton).toBeNull();
      // Both can still sign in, each by their own name.
      for (const username of [`legacy${s}`, `l\u0435gacy${s}`])
        expect((await restarted.client('198.51.100.251').post('/api/login', { username, password: 'legacy-pass-77' })).statusCode).toBe(
          200,
        );
      // A new look-alike of the older one is refused.
      expect((await register({ ...newAccount('k'), username: `LEGACY${s}` })).res.statusCode).toBe(409);
      expect((await register({ ...newAccount('k'), username: `l\u0435g\u0430cy${s}` })).res.statusCode).toBe(409);
      // Running it again changes nothing.
      expect(await backfillUsernameSkeletons(t.db, t.app.log)).toBe(0);
    } finally {
      await restarted.close();
    }
  });
});
