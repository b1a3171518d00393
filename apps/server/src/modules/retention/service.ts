import { and, count, eq, sql } from 'drizzle-orm';
import { RETENTION_MESSAGES, type ConversationDeletion, type Retention, type RetentionDays } from '@staffwright/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { businesses, conversations, mailOutbox, messages } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { BUSINESS_TEXT, getOwnedBusiness } from '../business/service.ts';
import { isDeletionTokenValid } from './deletion-link.ts';
import { purgeConversations } from './purge.ts';

/** Retention (issue 19 part 6, decision 032): the owner's period, the daily deletion, visitors' links. */

export async function getRetention(db: Db, ownerId: number, businessId: number): Promise<Retention> {
  const business = await getOwnedBusiness(db, ownerId, businessId);
  return { days: business.retentionDays as RetentionDays };
}

export async function setRetention(db: Db, ownerId: number, businessId: number, days: RetentionDays): Promise<Retention> {
  const [row] = await db
    .update(businesses)
    .set({ retentionDays: days })
    .where(and(eq(businesses.id, businessId), eq(businesses.ownerId, ownerId)))
    .returning({ days: businesses.retentionDays });
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  return { days: row.days as RetentionDays };
}

/** Conversations deleted per statement (their messages go with them), and statements per run. */
export const RETENTION_BATCH = 200;
export const RETENTION_MAX_BATCHES = 50;

/**
 * Days the mail log (mail_outbox) keeps a message: its text can hold a visitor's transcript, contact
 * details or the owner's reply to them, and it is linked to no conversation, so it goes after the
 * shortest retention period an owner can pick, whatever the business's.
 */
export const MAIL_LOG_DAYS = 30;

export interface RetentionRun {
  deleted: number;
  /** Mail log rows older than MAIL_LOG_DAYS, deleted. */
  mailsDeleted: number;
  /** Conversations deleted per business id. */
  byBusiness: Record<number, number>;
  /** The run stopped at its bound with more still due (the job queues another run). */
  more: boolean;
}

/**
 * Deletes every conversation whose last message is older than its business's retention period, in
 * batches of `batch`: each batch is one short transaction that locks the conversations it deletes
 * (SKIP LOCKED: one a chat turn is writing to right now is left for the next run) and deletes them
 * through purgeConversations. At most `maxBatches` batches per run, with a pause between them so
 * other queries get the connection (PGlite has only one).
 */
export async function runRetention(
  db: Db,
  opts: { now?: Date; batch?: number; maxBatches?: number; log?: Pick<FastifyBaseLogger, 'info'> } = {},
): Promise<RetentionRun> {
  const now = (opts.now ?? new Date()).toISOString();
  const batch = opts.batch ?? RETENTION_BATCH;
  const maxBatches = opts.maxBatches ?? RETENTION_MAX_BATCHES;
  const run: RetentionRun = { deleted: 0, mailsDeleted: 0, byBusiness: {}, more: false };
  for (let i = 0; i < maxBatches; i++) {
    const gone = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .innerJoin(businesses, eq(businesses.id, conversations.businessId))
        .where(sql`${conversations.lastMessageAt} < ${now}::timestamptz - make_interval(days => ${businesses.retentionDays})`)
        .limit(batch)
        .for('update', { of: conversations, skipLocked: true });
      return purgeConversations(
        tx,
        due.map((d) => d.id),
      );
    });
    run.deleted += gone.length;
    for (const g of gone) run.byBusiness[g.businessId] = (run.byBusiness[g.businessId] ?? 0) + 1;
    if (gone.length < batch) break;
    if (i === maxBatches - 1) run.more = true;
    await new Promise((r) => setImmediate(r));
  }
  const mails = await db
    .delete(mailOutbox)
    .where(sql`${mailOutbox.createdAt} < ${now}::timestamptz - make_interval(days => ${MAIL_LOG_DAYS})`)
    .returning({ id: mailOutbox.id });
  run.mailsDeleted = mails.length;
  opts.log?.info(
    {
      deleted: run.deleted,
      mailsDeleted: run.mailsDeleted,
      businesses: Object.keys(run.byBusiness).length,
      byBusiness: run.byBusiness,
      more: run.more,
    },
    `retention: deleted ${run.deleted} conversation(s) past their business's retention period`,
  );
  return run;
}

/** What a visitor's deletion link shows: the conversation to confirm, or that it is gone. 404 for a link that is not genuine. */
export async function deletionStatus(db: Db, conversationId: number, token: string): Promise<ConversationDeletion> {
  if (!(await isDeletionTokenValid(db, conversationId, token))) throw notFound(RETENTION_MESSAGES.linkInvalid);
  const [row] = await db
    .select({
      businessName: businesses.name,
      startedAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      messageCount: sql<number>`(select ${count()} from ${messages} where ${messages.conversationId} = ${conversations.id})`.mapWith(
        Number,
      ),
    })
    .from(conversations)
    .innerJoin(businesses, eq(businesses.id, conversations.businessId))
    .where(eq(conversations.id, conversationId))
    .limit(1);
  if (!row) return { status: 'deleted' };
  return {
    status: 'pending',
    businessName: row.businessName,
    startedAt: row.startedAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    messageCount: row.messageCount,
  };
}

/** Deletes the conversation of a genuine link, and everything of it; a second time it is already gone (same answer). */
export async function deleteByLink(
  db: Db,
  conversationId: number,
  token: string,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<ConversationDeletion> {
  if (!(await isDeletionTokenValid(db, conversationId, token))) throw notFound(RETENTION_MESSAGES.linkInvalid);
  const [gone] = await purgeConversations(db, [conversationId]);
  if (gone) log?.info({ conversationId, businessId: gone.businessId }, 'retention: a visitor deleted their conversation');
  return { status: 'deleted' };
}
