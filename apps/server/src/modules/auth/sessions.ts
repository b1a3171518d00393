import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export const SESSION_COOKIE = 'sw_session';

export type UserRow = typeof users.$inferSelect;

export interface SessionInfo {
  tokenHash: string;
  user: UserRow;
  impersonator: { id: number; username: string } | null;
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

/** One query per request: the session, its user and (when impersonating) the admin behind it. */
export async function findSession(db: Db, token: string): Promise<SessionInfo | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ user: users, impersonatorId: impersonators.id, impersonatorName: impersonators.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    tokenHash,
    user: row.user,
    impersonator: row.impersonatorId != null ? { id: row.impersonatorId, username: row.impersonatorName ?? '' } : null,
  };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
