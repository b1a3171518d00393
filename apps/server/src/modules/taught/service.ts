import { and, asc, count, eq } from 'drizzle-orm';
import { TAUGHT_LIMITS, TAUGHT_MESSAGES, type TaughtAnswer, type TaughtAnswerInput } from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { businesses, taughtAnswers } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { getOwnedBusiness } from '../business/service.ts';

type Row = typeof taughtAnswers.$inferSelect;

function toTaughtAnswer(r: Row): TaughtAnswer {
  return { id: r.id, question: r.question, answer: r.answer, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

export async function listTaught(db: Db, ownerId: number, businessId: number): Promise<TaughtAnswer[]> {
  await getOwnedBusiness(db, ownerId, businessId);
  const rows = await db.select().from(taughtAnswers).where(eq(taughtAnswers.businessId, businessId)).orderBy(asc(taughtAnswers.id));
  return rows.map(toTaughtAnswer);
}

export async function createTaught(db: Db, ownerId: number, businessId: number, input: TaughtAnswerInput): Promise<TaughtAnswer> {
  await getOwnedBusiness(db, ownerId, businessId);
  // The business row is locked while counting: two tabs of one owner cannot both slip past the cap.
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');
    const [n] = await tx.select({ n: count() }).from(taughtAnswers).where(eq(taughtAnswers.businessId, businessId));
    if ((n?.n ?? 0) >= TAUGHT_LIMITS.perBusiness) throw badRequest(TAUGHT_MESSAGES.tooMany);
    const [inserted] = await tx.insert(taughtAnswers).values({ businessId, question: input.question, answer: input.answer }).returning();
    return inserted!;
  });
  return toTaughtAnswer(row);
}

export async function updateTaught(
  db: Db,
  ownerId: number,
  ids: { businessId: number; answerId: number },
  input: TaughtAnswerInput,
): Promise<TaughtAnswer> {
  await getOwnedBusiness(db, ownerId, ids.businessId);
  const [row] = await db
    .update(taughtAnswers)
    .set({ question: input.question, answer: input.answer, updatedAt: new Date() })
    .where(and(eq(taughtAnswers.id, ids.answerId), eq(taughtAnswers.businessId, ids.businessId)))
    .returning();
  if (!row) throw notFound(TAUGHT_MESSAGES.notFound);
  return toTaughtAnswer(row);
}

export async function deleteTaught(db: Db, ownerId: number, ids: { businessId: number; answerId: number }): Promise<void> {
  await getOwnedBusiness(db, ownerId, ids.businessId);
  const rows = await db
    .delete(taughtAnswers)
    .where(and(eq(taughtAnswers.id, ids.answerId), eq(taughtAnswers.businessId, ids.businessId)))
    .returning({ id: taughtAnswers.id });
  if (rows.length === 0) throw notFound(TAUGHT_MESSAGES.notFound);
}

/** How many a business has (for tests and the dashboard). */
export async function countTaught(db: Db, businessId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taughtAnswers).where(eq(taughtAnswers.businessId, businessId));
  return row?.n ?? 0;
}
