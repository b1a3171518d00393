import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_COUNT_CAP, type AdminMessageAnalytics, type AdminPage, type AdminUsageRecord, type AdminUser } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, messageAnalytics, sessions, usageRecords, users } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SessionInfo, UserRow } from '../auth/sessions.ts';

/** An impersonation session lasts at most this long (and never beyond the admin's own session). */
export const IMPERSONATION_TTL_MS = 30 * 60 * 1000;
/** The admin's parked session outlives the impersonation by this much, then expires. */
export const PARKED_GRACE_MS = 15 * 60 * 1000;

export const ADMIN_ERRORS = {
  userNotFound: 'User not found',
  deleteSelf: 'You cannot delete your own account from the admin dashboard',
  deleteLastAdmin: 'You cannot delete the last administrator',
  impersonateAdmin: 'Administrators cannot be impersonated',
  notImpersonating: "You are not using someone else's account",
} as const;

export const AUDIT_ACTIONS = {
  impersonationStart: 'impersonation.start',
  impersonationStop: 'impersonation.stop',
  /** A write (any method but GET, HEAD, OPTIONS) made while impersonating. */
  impersonationWrite: 'impersonation.write',
  userDelete: 'user.delete',
  /** Made or unmade an administrator (the command line: no actor). */
  roleChange: 'user.role',
} as const;

export interface ListOptions {
  page: number;
  pageSize: number;
  q: string;
}

/** `%`, `_` and `\` typed by the admin are matched literally. */
function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Users whose username or email starts with `q` (case-insensitive), or whose id is `q`. The
 * prefix test is served by the text_pattern_ops indexes on lower(username) and lower(email).
 */
function userMatch(q: string): SQL | undefined {
  if (!q) return undefined;
  const prefix = `${escapeLike(q.toLowerCase())}%`;
  const conds: SQL[] = [sql`lower(${users.username}) like ${prefix}`, sql`lower(${users.email}) like ${prefix}`];
  if (/^[0-9]{1,9}$/.test(q)) conds.push(eq(users.id, Number(q)));
  return or(...conds);
}

const offsetOf = (o: ListOptions) => (o.page - 1) * o.pageSize;

function page<T>(o: ListOptions, items: T[], counted: number, capped: boolean): AdminPage<T> {
  return {
    items,
    total: capped ? Math.min(counted, ADMIN_COUNT_CAP) : counted,
    totalCapped: capped && counted > ADMIN_COUNT_CAP,
    page: o.page,
    pageSize: o.pageSize,
  };
}

export async function listUsers(db: Db, o: ListOptions): Promise<AdminPage<AdminUser>> {
  const where = userMatch(o.q);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        createdAt: users.createdAt,
        isAdmin: users.isAdmin,
        emailVerified: users.emailVerified,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(o.pageSize)
      .offset(offsetOf(o)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return page(
    o,
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    counted?.n ?? 0,
    false,
  );
}

/** Counts rows of `table` matching `where`, stopping after the cap. */
async function cappedCount(db: Db, table: typeof usageRecords | typeof messageAnalytics, where: SQL | undefined): Promise<number> {
  const sub = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(ADMIN_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(sub);
  return row?.n ?? 0;
}

function byMatchingUsers(db: Db, column: typeof usageRecords.userId | typeof messageAnalytics.userId, q: string): SQL | undefined {
  const match = userMatch(q);
  return match ? inArray(column, db.select({ id: users.id }).from(users).where(match)) : undefined;
}

export async function listUsage(db: Db, o: ListOptions): Promise<AdminPage<AdminUsageRecord>> {
  const where = byMatchingUsers(db, usageRecords.userId, o.q);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: usageRecords.id,
        userId: usageRecords.userId,
        username: users.username,
        endpoint: usageRecords.endpoint,
        tokensUsed: usageRecords.tokensUsed,
        model: usageRecords.model,
        status: usageRecords.status,
        latencyMs: usageRecords.latencyMs,
        createdAt: usageRecords.createdAt,
      })
      .from(usageRecords)
      .leftJoin(users, eq(users.id, usageRecords.userId))
      .where(where)
      .orderBy(desc(usageRecords.createdAt), desc(usageRecords.id))
      .limit(o.pageSize)
      .offset(offsetOf(o)),
    cappedCount(db, usageRecords, where),
  ]);
  return page(
    o,
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    counted,
    true,
  );
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function listMessageAnalytics(db: Db, o: ListOptions): Promise<AdminPage<AdminMessageAnalytics>> {
  const where = byMatchingUsers(db, messageAnalytics.userId, o.q);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: messageAnalytics.id,
        userId: messageAnalytics.userId,
        username: users.username,
        date: messageAnalytics.date,
        totalMessages: messageAnalytics.totalMessages,
        totalResponseTimeMs: messageAnalytics.totalResponseTimeMs,
        successfulMessages: messageAnalytics.successfulMessages,
      })
      .from(messageAnalytics)
      .innerJoin(users, eq(users.id, messageAnalytics.userId))
      .where(where)
      .orderBy(desc(messageAnalytics.date), desc(messageAnalytics.id))
      .limit(o.pageSize)
      .offset(offsetOf(o)),
    cappedCount(db, messageAnalytics, where),
  ]);
  return page(
    o,
    rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      username: r.username,
      totalMessages: r.totalMessages,
      averageResponseTime: r.totalMessages ? round1(r.totalResponseTimeMs / r.totalMessages) : 0,
      successRate: r.totalMessages ? round1((r.successfulMessages / r.totalMessages) * 100) : 0,
      date: r.date,
    })),
    counted,
    true,
  );
}

/**
 * Deletes a user and, through the foreign keys' ON DELETE CASCADE, everything that hangs from them:
 * businesses, training sources, passages, conversations, messages, usage and analytics rows,
 * sessions (so their cookies stop working), e-mail tokens and mail. Audit rows stay, their user ids
 * set to null and the usernames kept (decision 024). One transaction; the admin rows are locked so
 * two admins deleting each other cannot both succeed.
 */
export async function deleteUser(
  ctx: AppContext,
  opts: { actorId: number; actorName: string; targetId: number; ip: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).orderBy(users.id).for('update');
    // The actor may have been demoted or deleted since the request's session was read.
    if (!admins.some((a) => a.id === opts.actorId)) throw forbidden();
    const [target] = await tx
      .select({ id: users.id, username: users.username, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(users.id, opts.targetId))
      .for('update');
    if (!target) throw notFound(ADMIN_ERRORS.userNotFound);
    if (target.id === opts.actorId) throw badRequest(ADMIN_ERRORS.deleteSelf);
    if (target.isAdmin && admins.length <= 1) throw conflict(ADMIN_ERRORS.deleteLastAdmin);
    // The record keeps the deleted id and username (not the address): who was deleted, by whom.
    await tx.insert(auditLog).values({
      actorId: opts.actorId,
      actorName: opts.actorName,
      targetId: null,
      targetName: target.username,
      action: AUDIT_ACTIONS.userDelete,
      ip: opts.ip,
      details: { userId: target.id },
    });
    await tx.delete(users).where(eq(users.id, target.id));
  });
  // Cached copies of the target's sessions (and those they impersonated through) end everywhere.
  await ctx.sessions.forgetUser(opts.targetId);
}

/**
 * Starts an impersonation: a new session for the target marked with the admin's id. The admin's
 * own session is parked under a new token (rotated: the one the browser had stops working): the
 * browser keeps it aside for the way back, and its lifetime is cut to just past the
 * impersonation's, so an abandoned one (say, the admin signed out as the user) leaves no long-lived
 * admin credential behind.
 */
export async function startImpersonation(
  ctx: AppContext,
  opts: { admin: UserRow; adminTokenHash: string; targetId: number; ip: string },
): Promise<{ user: UserRow; session: { token: string; expiresAt: Date }; parked: { token: string; expiresAt: Date } }> {
  const started = await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, opts.targetId)).for('update');
    if (!target) throw notFound(ADMIN_ERRORS.userNotFound);
    if (target.isAdmin) throw forbidden(ADMIN_ERRORS.impersonateAdmin);
    const [own] = await tx
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, opts.adminTokenHash), isNull(sessions.impersonatorId)));
    if (!own) throw new AppError('unauthorized', 'You need to sign in first');
    const token = newToken();
    const expiresAt = new Date(Math.min(Date.now() + IMPERSONATION_TTL_MS, own.expiresAt.getTime()));
    const parked = { token: newToken(), expiresAt: new Date(Math.min(expiresAt.getTime() + PARKED_GRACE_MS, own.expiresAt.getTime())) };
    await tx.delete(sessions).where(eq(sessions.tokenHash, opts.adminTokenHash));
    await tx.insert(sessions).values([
      { tokenHash: hashToken(parked.token), userId: opts.admin.id, expiresAt: parked.expiresAt },
      { tokenHash: hashToken(token), userId: target.id, impersonatorId: opts.admin.id, expiresAt },
    ]);
    await tx.insert(auditLog).values({
      actorId: opts.admin.id,
      actorName: opts.admin.username,
      targetId: target.id,
      targetName: target.username,
      action: AUDIT_ACTIONS.impersonationStart,
      ip: opts.ip,
      details: { until: expiresAt.toISOString() },
    });
    return { user: target, session: { token, expiresAt }, parked };
  });
  // The admin's old session is gone: no process may keep it in memory.
  await ctx.sessions.forgetTokens(opts.adminTokenHash);
  return started;
}

/**
 * Ends the impersonation session the request came with. When the admin's parked session (its token
 * kept aside by the browser) is still valid and really the impersonator's, the admin gets a fresh
 * session in its place: the session is rotated, as on any change of privilege.
 */
export async function stopImpersonation(
  ctx: AppContext,
  opts: { session: SessionInfo; adminToken: string | undefined; ip: string },
): Promise<{ admin: UserRow; session: { token: string; expiresAt: Date } } | null> {
  const impersonator = opts.session.impersonator;
  if (!impersonator) throw badRequest(ADMIN_ERRORS.notImpersonating);
  const parkedHash = opts.adminToken && opts.adminToken.length <= 200 ? hashToken(opts.adminToken) : null;
  const stopped = await ctx.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.tokenHash, opts.session.tokenHash));
    await tx.insert(auditLog).values({
      actorId: impersonator.id,
      actorName: impersonator.username,
      targetId: opts.session.user.id,
      targetName: opts.session.user.username,
      action: AUDIT_ACTIONS.impersonationStop,
      ip: opts.ip,
    });
    if (!parkedHash) return null;
    const [parked] = await tx
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, parkedHash),
          gt(sessions.expiresAt, new Date()),
          isNull(sessions.impersonatorId),
          eq(sessions.userId, impersonator.id),
        ),
      );
    if (!parked) return null;
    await tx.delete(sessions).where(eq(sessions.tokenHash, parkedHash));
    const token = newToken();
    const expiresAt = new Date(Date.now() + ctx.config.sessionTtlMs);
    await tx.insert(sessions).values({ tokenHash: hashToken(token), userId: parked.user.id, expiresAt });
    return { admin: parked.user, session: { token, expiresAt } };
  });
  // Both deleted sessions end in every process's memory too.
  await ctx.sessions.forgetTokens(opts.session.tokenHash, ...(parkedHash ? [parkedHash] : []));
  return stopped;
}

/** Methods that change nothing, and so are not audited while impersonating. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isWrite(method: string): boolean {
  return !READ_METHODS.has(method.toUpperCase());
}

/**
 * Records a write an admin makes as the user they impersonate, before it runs: both identities, the
 * method, the route (its pattern, and the path with the ids) and the time. Returns the row's id, for
 * the answer's status to be added once known (recordImpersonatedStatus).
 */
export async function recordImpersonatedWrite(
  db: Db,
  opts: {
    session: SessionInfo & { impersonator: NonNullable<SessionInfo['impersonator']> };
    method: string;
    route: string;
    path: string;
    ip: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      actorId: opts.session.impersonator.id,
      actorName: opts.session.impersonator.username,
      targetId: opts.session.user.id,
      targetName: opts.session.user.username,
      action: AUDIT_ACTIONS.impersonationWrite,
      method: opts.method,
      route: opts.route,
      ip: opts.ip,
      details: { path: opts.path },
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

export async function recordImpersonatedStatus(db: Db, auditId: number, status: number): Promise<void> {
  await db.update(auditLog).set({ status }).where(eq(auditLog.id, auditId));
}

/**
 * Makes a user an administrator or not (`npm run admin -- promote|demote`). A change of privilege:
 * every session of theirs ends (and every impersonation they run), so the new rights come with a new
 * session, from the next sign-in. Returns null for an unknown username.
 */
export async function setAdmin(
  ctx: Pick<AppContext, 'db'> & { sessions?: Pick<AppContext['sessions'], 'forgetUser'> },
  opts: { username: string; isAdmin: boolean },
): Promise<{ id: number; username: string; changed: boolean } | null> {
  const result = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, username: users.username, isAdmin: users.isAdmin })
      .from(users)
      .where(eq(sql`lower(${users.username})`, opts.username.toLowerCase()))
      .for('update');
    if (!user) return null;
    if (user.isAdmin === opts.isAdmin) return { id: user.id, username: user.username, changed: false };
    await tx.update(users).set({ isAdmin: opts.isAdmin }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(or(eq(sessions.userId, user.id), eq(sessions.impersonatorId, user.id)));
    await tx.insert(auditLog).values({
      actorId: null,
      targetId: user.id,
      targetName: user.username,
      action: AUDIT_ACTIONS.roleChange,
      details: { isAdmin: opts.isAdmin, by: 'command line' },
    });
    return { id: user.id, username: user.username, changed: true };
  });
  if (result?.changed) await ctx.sessions?.forgetUser(result.id);
  return result;
}
