import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { ChangeEmailInput, ChangePasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { emailTokens, sessions, users } from '../../db/schema.ts';
import { AppError, conflict, isUniqueViolation } from '../../lib/errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { rejectCommonPassword } from '../../lib/common-passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { consumeOrThrow } from '../../plugins/limiters.ts';
import { passwordResetMail, verificationMail } from '../mail/templates.ts';
import { createSession, deleteSession, deleteUserSessions, type SessionInfo, type UserRow } from './sessions.ts';
import { admitLogin, loginAttempt, loginFailed, loginSucceeded, TOO_MANY_LOGINS } from './login-throttle.ts';
import { admitSignup, tellAddressHolder } from './signup-limits.ts';
import { findUserByUsername, usernameSkeleton } from './usernames.ts';

const VERIFY_TTL_MS = 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;

export const AUTH_TEXT = {
  duplicate: 'An account with this username or email already exists',
  badCredentials: 'Invalid username or password',
  tooManyLogins: TOO_MANY_LOGINS,
  badLink: 'This link is invalid or has expired. Please request a new one.',
  resetRequested: "If an account exists for that email, we've sent a link to reset your password.",
  wrongPassword: 'Current password is incorrect',
} as const;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function register(
  ctx: AppContext,
  input: RegisterInput & { ip: string },
): Promise<{ user: UserRow; session: { token: string; expiresAt: Date } }> {
  // Counted before any work: a refused attempt hashes, stores and mails nothing.
  await admitSignup(ctx, input);
  await rejectCommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  let created: { user: UserRow; session: { token: string; expiresAt: Date }; verifyToken: string };
  try {
    // The account, its first session and its verification link exist together or not at all: a
    // process killed half-way leaves no account that was never signed in and has no link.
    created = await ctx.db.transaction(async (tx) => {
      // Only the fields named here are stored: isAdmin and emailVerified keep their defaults.
      const [user] = (await tx
        .insert(users)
        .values({ username: input.username, usernameSkeleton: usernameSkeleton(input.username), email: input.email, passwordHash })
        .returning()) as [UserRow];
      const session = await createSession(tx, { userId: user.id, ttlMs: ctx.config.sessionTtlMs });
      const verifyToken = await issueToken(tx, user, 'verify', user.email);
      return { user, session, verifyToken };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      // The answer stays clear (the form needs it); the address's holder hears of the attempt.
      await tellAddressHolder(ctx, input.email);
      throw conflict(AUTH_TEXT.duplicate);
    }
    throw err;
  }
  // After the commit: a slow or failing mail server must not hold (or undo) the account.
  await mailVerification(ctx, created.user, created.user.email, created.verifyToken);
  return { user: created.user, session: created.session };
}

/**
 * `knownDevice`: the nonce of the browser's known-device cookie for this user, if it has a valid one
 * (device-trust.ts); such a browser is throttled by its own failures only (login-throttle.ts).
 */
export async function login(
  ctx: AppContext,
  input: LoginInput & { ip: string; knownDevice: (user: UserRow) => string | null },
): Promise<{ user: UserRow; session: { token: string; expiresAt: Date } }> {
  const user = await findUserByUsername(ctx.db, input.username);
  const nonce = user ? input.knownDevice(user) : null;
  const attempt = loginAttempt(input.username, user, input.ip, user && nonce ? { userId: user.id, nonce } : null);
  await admitLogin(ctx, attempt);

  const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !ok) {
    await loginFailed(ctx, attempt, user);
    throw new AppError('unauthorized', AUTH_TEXT.badCredentials);
  }
  await loginSucceeded(ctx, attempt);
  const session = await createSession(ctx.db, { userId: user.id, ttlMs: ctx.config.sessionTtlMs });
  return { user, session };
}

/** A new single-use link token; `db` may be a transaction the token must belong to. */
async function issueToken(db: Db, user: UserRow, purpose: 'verify' | 'reset', email: string): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    // A new link replaces older unused ones of the same kind.
    await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values({
      userId: user.id,
      purpose,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + (purpose === 'reset' ? RESET_TTL_MS : VERIFY_TTL_MS)),
    });
  });
  return token;
}

async function sendVerification(ctx: AppContext, user: UserRow, email: string): Promise<void> {
  await mailVerification(ctx, user, email, await issueToken(ctx.db, user, 'verify', email));
}

async function mailVerification(ctx: AppContext, user: UserRow, email: string, token: string): Promise<void> {
  const link = `${ctx.config.appUrl}/verify-email?token=${token}`;
  await ctx.mailer.send({ to: email, userId: user.id, ...verificationMail(user.username, link) });
}

export async function resendVerification(ctx: AppContext, user: UserRow): Promise<void> {
  if (user.emailVerified) throw new AppError('bad_request', 'Your email is already verified');
  await consumeOrThrow(ctx.limiters.mailSends, `verify|${user.id}`, 'Too many verification emails sent.');
  await sendVerification(ctx, user, user.email);
}

/** Marks a token used if it is valid; the update's WHERE makes it single-use even under races. */
async function takeToken(ctx: AppContext, token: string, purpose: 'verify' | 'reset') {
  const [row] = await ctx.db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw new AppError('bad_request', AUTH_TEXT.badLink);
  return row;
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<UserRow> {
  const row = await takeToken(ctx, token, 'verify');
  try {
    const [user] = await ctx.db.update(users).set({ emailVerified: true, email: row.email }).where(eq(users.id, row.userId)).returning();
    if (!user) throw new AppError('bad_request', AUTH_TEXT.badLink);
    // Their sessions carry the user row (emailVerified, email): drop the copies every process holds.
    await ctx.sessions.forgetUser(user.id);
    return user;
  } catch (err) {
    // The new address was taken by someone else after the change was requested.
    if (isUniqueViolation(err)) throw conflict('This email address is already used by another account');
    throw err;
  }
}

export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(byEmail(email)).limit(1);
  if (!user) return;
  // Quietly drop requests beyond the limit: the answer must not differ from an unknown address.
  const allowed = await ctx.limiters.mailSends.consume(`reset|${user.id}`).then(
    () => true,
    () => false,
  );
  if (!allowed) return;
  const token = await issueToken(ctx.db, user, 'reset', user.email);
  const link = `${ctx.config.appUrl}/reset-password?token=${token}`;
  await ctx.mailer.send({ to: user.email, userId: user.id, ...passwordResetMail(user.username, link) });
}

/** Returns the user's id and new password hash (the browser that reset it becomes a known device). */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<{ id: number; passwordHash: string }> {
  await rejectCommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.tokenHash, hashToken(input.token)),
          eq(emailTokens.purpose, 'reset'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!row) throw new AppError('bad_request', AUTH_TEXT.badLink);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    // Whoever held a session (possibly the attacker the owner is locking out) is signed out.
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    return row.userId;
  });
  await ctx.sessions.forgetUser(userId);
  return { id: userId, passwordHash };
}

async function checkPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AppError('bad_request', AUTH_TEXT.wrongPassword, { currentPassword: AUTH_TEXT.wrongPassword });
}

/** Changes the password and signs out every other session of the user; returns the new hash. */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  currentTokenHash: string,
  input: ChangePasswordInput,
): Promise<{ id: number; passwordHash: string }> {
  await checkPassword(user, input.currentPassword);
  await rejectCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, currentTokenHash)));
  });
  // The current session stays, but the copies of it in memory hold the old password hash.
  await ctx.sessions.forgetUser(user.id);
  return { id: user.id, passwordHash };
}

/** The new address takes effect once its verification link is opened. */
export async function changeEmail(ctx: AppContext, user: UserRow, input: ChangeEmailInput): Promise<void> {
  await checkPassword(user, input.password);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(byEmail(input.email), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw conflict('This email address is already used by another account');
  await consumeOrThrow(ctx.limiters.mailSends, `verify|${user.id}`, 'Too many verification emails sent.');
  await sendVerification(ctx, user, input.email);
}

export async function signOutEverywhere(ctx: AppContext, user: UserRow): Promise<void> {
  await deleteUserSessions(ctx.db, user.id);
  await ctx.sessions.forgetUser(user.id);
}

/** Sign-out of one session (logout, and the old session on sign-in): gone here and in every process. */
/**
 * Ends the session a logout came with. An impersonation session's logout also ends the admin's
 * parked session (its token from the stash cookie), when that really is the impersonator's: the
 * person signing out is the admin, and their own account must not stay signed in behind it.
 */
export async function endSession(ctx: AppContext, session: SessionInfo, parkedToken?: string): Promise<void> {
  const parkedHash = session.impersonator && parkedToken && parkedToken.length <= 200 ? hashToken(parkedToken) : null;
  await ctx.db.transaction(async (tx) => {
    await deleteSession(tx, session.tokenHash);
    if (parkedHash && session.impersonator)
      await tx
        .delete(sessions)
        .where(and(eq(sessions.tokenHash, parkedHash), eq(sessions.userId, session.impersonator.id), isNull(sessions.impersonatorId)));
  });
  await ctx.sessions.forgetTokens(session.tokenHash, ...(parkedHash ? [parkedHash] : []));
}

/** Deletes the user; foreign keys cascade to businesses, training data, sessions and tokens. */
export async function deleteAccount(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AppError('bad_request', 'Password is incorrect', { password: 'Password is incorrect' });
  if (user.isAdmin) {
    const [others] = await ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(and(eq(users.isAdmin, true), ne(users.id, user.id)));
    if (!Number(others?.n))
      throw conflict('You are the only administrator. Make another user an administrator before deleting your account.');
  }
  await ctx.db.delete(users).where(eq(users.id, user.id));
  await ctx.sessions.forgetUser(user.id);
}
