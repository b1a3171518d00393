import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { unauthorized } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SessionStore } from './session-store.ts';

/** The session cookie's base name; production sends it as `__Host-sw_session` (cookies.ts, sessionCookieName). */
export const SESSION_COOKIE = 'sw_session';

export type UserRow = typeof users.$inferSelect;

export interface SessionInfo {
  tokenHash: string;
  user: UserRow;
  /** The admin behind an impersonation session; `until` is when it ends (the session's expiry, ISO). */
  impersonator: { id: number; username: string; until?: string } | null;
  /** When the session row stops being valid (a cached copy must stop with it). */
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  opts: { userId: number; ttlMs: number; impersonatorId?: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + opts.ttlMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: opts.userId,
    impersonatorId: opts.impersonatorId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

const impersonators = alias(users, 'impersonators');

/**
 * The session, its user and (when impersonating) the admin behind it: one query, prepared once per
 * database (the statement is built by Drizzle once, not per request). Requests go through
 * SessionStore.find, which keeps recent answers in memory (session-store.ts).
 */
function sessionQuery(db: Db) {
  return db
    .select({ user: users, expiresAt: sessions.expiresAt, impersonatorId: impersonators.id, impersonatorName: impersonators.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('sw_find_session');
}

const prepared = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

export async function findSessionByHash(db: Db, tokenHash: string): Promise<SessionInfo | null> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionQuery(db)));
  const rows = await query.execute({ hash: tokenHash, now: new Date() });
  const row = rows[0];
  if (!row) return null;
  return {
    tokenHash,
    user: row.user,
    impersonator:
      row.impersonatorId != null
        ? { id: row.impersonatorId, username: row.impersonatorName ?? '', until: row.expiresAt.toISOString() }
        : null,
    expiresAt: row.expiresAt,
  };
}

/** Straight from the database, no cache (requests use SessionStore.find). */
export function findSession(db: Db, token: string): Promise<SessionInfo | null> {
  return findSessionByHash(db, hashToken(token));
}

/** Deletes one session row. Callers then tell the SessionStore (forgetToken), after any transaction commits. */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Replaces a session by a new one on a change of privilege (password change): a new token for the
 * same user (and the same admin and end, for an impersonation), and the old token stops working at
 * once, in every process. Whoever copied the old cookie holds nothing any more.
 */
export async function rotateSession(
  ctx: { db: Db; sessions: Pick<SessionStore, 'forgetTokens'>; config: { sessionTtlMs: number } },
  session: SessionInfo,
): Promise<{ token: string; expiresAt: Date }> {
  const rotated = await ctx.db.transaction(async (tx) => {
    const [old] = await tx.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash)).returning();
    // Signed out meanwhile (another tab, a password reset): nothing to carry over.
    if (!old) throw unauthorized();
    const token = newToken();
    const expiresAt = old.impersonatorId != null ? old.expiresAt : new Date(Date.now() + ctx.config.sessionTtlMs);
    await tx.insert(sessions).values({ tokenHash: hashToken(token), userId: old.userId, impersonatorId: old.impersonatorId, expiresAt });
    return { token, expiresAt };
  });
  await ctx.sessions.forgetTokens(session.tokenHash);
  return rotated;
}
