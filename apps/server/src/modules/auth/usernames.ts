import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import unhomoglyph from 'unhomoglyph';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import type { UserRow } from './sessions.ts';

/**
 * Usernames reach the server in NFKC (the contract normalises them) and are unique by two indexes:
 * lower(username), and the confusable skeleton below (decision 023).
 */

/** UTS #39 skeleton: NFD, each character replaced by its prototype in confusables.txt, NFD again. */
function skeleton(s: string): string {
  return unhomoglyph(s.normalize('NFD')).normalize('NFD');
}

/** NFKC and lower case: the form two usernames are compared in ("ＡＤＭＩＮ" and "Admin" are one). */
export function foldUsername(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}

/**
 * The key usernames are unique by. The name is case-folded first (usernames are case-insensitive, and
 * a Cyrillic "А" only folds to the "а" that maps to Latin "a" after lower-casing), then skeletoned;
 * the skeleton is folded and skeletoned once more because some prototypes are capitals ("0" → "O"),
 * so "admin0" and "ADMINO" meet too. Examples: "admin", "аdmin" and "ADMIN" → "adrnin" ("m" looks
 * like "rn" in the data). Opaque: never shown.
 */
export function usernameSkeleton(username: string): string {
  return skeleton(foldUsername(skeleton(foldUsername(username))));
}

/**
 * The account a sign-in names: the row with the name's skeleton whose folded name is the same (a
 * look-alike is another name, not a way in), or, for a user whose skeleton is still unset, the old
 * case-insensitive match.
 */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const folded = foldUsername(username);
  const rows = await db
    .select()
    .from(users)
    .where(
      or(
        eq(users.usernameSkeleton, usernameSkeleton(username)),
        and(isNull(users.usernameSkeleton), eq(sql`lower(${users.username})`, folded)),
      ),
    )
    .limit(2);
  return rows.find((r) => foldUsername(r.username) === folded);
}

/**
 * Gives every user created before migration 0014 its skeleton; run at start-up, before requests.
 * Oldest first, so of two existing look-alikes the first account keeps the name: the later one's
 * skeleton stays null (the unique index allows that), it can still sign in, and a warning names it.
 * Idempotent and safe in several processes at once (each row is set only while still null).
 */
export async function backfillUsernameSkeletons(db: Db, log: FastifyBaseLogger): Promise<number> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameSkeleton))
    .orderBy(users.id);
  let filled = 0;
  for (const row of rows) {
    try {
      const done = await db
        .update(users)
        .set({ usernameSkeleton: usernameSkeleton(row.username) })
        .where(and(eq(users.id, row.id), isNull(users.usernameSkeleton)))
        .returning({ id: users.id });
      filled += done.length;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      log.warn({ userId: row.id }, 'username looks like an older account’s; its skeleton stays unset (decision 023)');
    }
  }
  if (filled) log.info({ filled }, 'username skeletons filled in');
  return filled;
}
