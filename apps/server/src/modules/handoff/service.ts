import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  HANDOFF_MESSAGES,
  handoffConsentText,
  type HandoffRequest,
  type HandoffSettings,
  type OwnerHandoff,
  type VisitorHandoff,
  type VisitorHandoffStatus,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { businesses, conversations, handoffs, messages, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { consumeOrThrow } from '../../plugins/limiters.ts';
import { contactCardOf, effectiveIdentity, websiteIdentity } from '../business/identity.ts';
import { BUSINESS_TEXT, getOwnedBusiness, isPublished, type BusinessRow } from '../business/service.ts';
import { handoffReplyMail, handoffRequestedMail } from '../mail/handoff-templates.ts';
import { conversationDeletionLink } from '../retention/deletion-link.ts';
import { handoffPromise, readOpeningHours } from './business-hours.ts';

/** Queue of the visitor's reply mails: sent unless their open chat has shown the reply by then. */
export const HANDOFF_REPLY_QUEUE = 'handoff-reply-mail';
/**
 * A chat that asked for news this recently is open: its reply mail waits for it (decision 030).
 * Wide, because a chat in a background tab or on a busy machine polls late: 10 s mailed replies
 * the open chat went on to show.
 */
export const OPEN_CHAT_WINDOW_MS = 45_000;
/** How long an open chat has to show a reply before it is mailed all the same. */
export const LIVE_DELIVERY_GRACE_S = 20;
/**
 * Even a chat that seems closed gets one poll's time (it polls every 3 s) before the mail: the
 * browser tests saw replies mailed that the open chat showed a moment later.
 */
export const CLOSED_CHAT_GRACE_S = 5;
/** Messages of the conversation the owner's mail quotes (the newest). */
const TRANSCRIPT_LINES = 30;

type HandoffRow = typeof handoffs.$inferSelect;

const visitorView = (h: HandoffRow): VisitorHandoff => ({ state: h.state, promise: h.promise, requestedAt: h.requestedAt.toISOString() });
const ownerView = (h: HandoffRow): OwnerHandoff => ({
  ...visitorView(h),
  name: h.name,
  email: h.email,
  phone: h.phone,
  consent: h.consent,
});

/** The opening hours the business shows (owner's, else the website's) and its time zone → today's promise. */
function promiseFor(business: BusinessRow, card: Parameters<typeof websiteIdentity>[0], now = new Date()) {
  const hours = effectiveIdentity(business.identity, websiteIdentity(card)).identity.hours;
  const read = readOpeningHours(hours);
  return { ...read, promise: handoffPromise(read.weekly, business.timeZone, now) };
}

/** The published business and this visitor's conversation in it, with its handoff; 404 for either missing. */
async function visitorConversation(db: Db, businessId: number, visitorId: string) {
  const [row] = await db
    .select({ business: businesses, conversationId: conversations.id, card: contactCardOf(), handoff: handoffs })
    .from(businesses)
    .leftJoin(conversations, and(eq(conversations.businessId, businesses.id), eq(conversations.visitorId, visitorId)))
    .leftJoin(handoffs, eq(handoffs.conversationId, conversations.id))
    .where(and(eq(businesses.id, businessId), isPublished))
    .limit(1);
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  if (row.conversationId == null) throw notFound(HANDOFF_MESSAGES.notFound);
  return { ...row, conversationId: row.conversationId };
}

/**
 * A visitor asks for a person (POST /api/chat/{id}/handoff): their details are stored with the
 * consent they ticked, in one statement; the owner is mailed when the conversation newly needs a
 * person (asking again while it does only updates the details: no second mail).
 */
export async function requestHandoff(ctx: AppContext, opts: HandoffRequest & { businessId: number; ip: string }): Promise<VisitorHandoff> {
  const row = await visitorConversation(ctx.db, opts.businessId, opts.visitorId);
  const { business, conversationId } = row;
  await consumeOrThrow(ctx.limiters.chatIp, opts.ip, 'You are sending messages too quickly.');
  await consumeOrThrow(ctx.limiters.chatVisitor, `${business.id}|${opts.visitorId}`, 'You are sending messages too quickly.');
  const { promise } = promiseFor(business, row.card);
  const consent = handoffConsentText(business.name);
  const [saved] = await ctx.db
    .insert(handoffs)
    .values({
      conversationId,
      businessId: business.id,
      state: 'waiting',
      name: opts.name,
      email: opts.email,
      phone: opts.phone,
      consent,
      promise,
    })
    .onConflictDoUpdate({
      target: handoffs.conversationId,
      set: {
        name: opts.name,
        email: opts.email,
        phone: opts.phone,
        consent,
        // A closed handoff opens again with today's promise; an open one keeps what was said.
        promise: sql`case when ${handoffs.state} = 'closed' then excluded.promise else ${handoffs.promise} end`,
        requestedAt: sql`case when ${handoffs.state} = 'closed' then now() else ${handoffs.requestedAt} end`,
        state: sql`case when ${handoffs.state} = 'closed' then 'waiting' else ${handoffs.state} end`,
      },
    })
    .returning();
  const opened = !row.handoff || row.handoff.state === 'closed';
  if (opened)
    void mailOwner(ctx, business, conversationId, saved!).catch((err: unknown) =>
      ctx.log.error({ err, businessId: business.id }, 'handoff: the owner could not be mailed'),
    );
  return visitorView(saved!);
}

async function mailOwner(ctx: AppContext, business: BusinessRow, conversationId: number, h: HandoffRow): Promise<void> {
  const [owner] = await ctx.db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, business.ownerId));
  if (!owner) return;
  const recent = await ctx.db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(TRANSCRIPT_LINES);
  const mail = handoffRequestedMail({
    username: owner.username,
    businessName: business.name,
    name: h.name,
    email: h.email,
    phone: h.phone,
    promise: h.promise,
    transcript: recent.reverse(),
    link: `${ctx.config.appUrl}/business/dashboard?id=${business.id}&conversation=${conversationId}`,
  });
  await ctx.mailer.send({ to: owner.email, userId: business.ownerId, ...mail });
}

/**
 * What the visitor's open chat polls while a person owns it: the handoff and the owner's replies.
 * Answering it records that the chat is open and which reply it has shown (so that reply is not
 * mailed). No contact details: those are the owner's to read.
 */
export async function visitorStatus(ctx: AppContext, opts: { businessId: number; visitorId: string }): Promise<VisitorHandoffStatus> {
  const row = await visitorConversation(ctx.db, opts.businessId, opts.visitorId);
  if (!row.handoff) return { handoff: null, replies: [] };
  const replies = await ctx.db
    .select({ id: messages.id, content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, row.conversationId), eq(messages.role, 'owner')))
    .orderBy(asc(messages.id))
    .limit(500);
  const shown = replies.at(-1)?.id ?? 0;
  await ctx.db
    .update(conversations)
    .set({ visitorSeenAt: new Date(), visitorReplyId: sql`greatest(coalesce(${conversations.visitorReplyId}, 0), ${shown})` })
    .where(eq(conversations.id, row.conversationId));
  return {
    handoff: visitorView(row.handoff),
    replies: replies.map((r) => ({ content: r.content, timestamp: r.createdAt.toISOString() })),
  };
}

/** The owner's conversation with its handoff; another owner's business or conversation is a 404. */
async function ownedConversation(db: Db, ownerId: number, businessId: number, conversationId: number) {
  const business = await getOwnedBusiness(db, ownerId, businessId);
  const [row] = await db
    .select({ conversation: conversations, handoff: handoffs })
    .from(conversations)
    .leftJoin(handoffs, eq(handoffs.conversationId, conversations.id))
    .where(and(eq(conversations.id, conversationId), eq(conversations.businessId, business.id)))
    .limit(1);
  if (!row) throw notFound(HANDOFF_MESSAGES.notFound);
  return { business, ...row };
}

/**
 * The owner replies from the inbox: the reply is stored (the visitor's open chat shows it at its
 * next poll) and a mail job is queued — at once when no chat is open, else after a grace period;
 * the job mails the reply only if the chat has not shown it by then.
 */
export async function ownerReply(
  ctx: AppContext,
  opts: { ownerId: number; businessId: number; conversationId: number; message: string },
): Promise<OwnerHandoff> {
  const { business, conversation, handoff } = await ownedConversation(ctx.db, opts.ownerId, opts.businessId, opts.conversationId);
  if (!handoff) throw new AppError('conflict', HANDOFF_MESSAGES.noHandoff);
  const stored = await ctx.db.transaction(async (tx) => {
    const [msg] = await tx
      .insert(messages)
      .values({ conversationId: conversation.id, businessId: business.id, role: 'owner', content: opts.message })
      .returning({ id: messages.id });
    await tx.update(conversations).set({ lastMessageAt: new Date() }).where(eq(conversations.id, conversation.id));
    const [h] = await tx.update(handoffs).set({ state: 'replied' }).where(eq(handoffs.id, handoff.id)).returning();
    return { messageId: msg!.id, handoff: h! };
  });
  const open = conversation.visitorSeenAt && Date.now() - conversation.visitorSeenAt.getTime() < OPEN_CHAT_WINDOW_MS;
  await ctx.jobs.send(
    HANDOFF_REPLY_QUEUE,
    { messageId: stored.messageId },
    { startAfter: open ? LIVE_DELIVERY_GRACE_S : CLOSED_CHAT_GRACE_S },
  );
  return ownerView(stored.handoff);
}

/** Mails an owner's reply to the visitor unless their chat already showed it (the job's handler). */
export async function mailReplyIfUnseen(ctx: AppContext, messageId: number): Promise<'shown' | 'mailed' | 'no-email' | 'gone'> {
  const [row] = await ctx.db
    .select({
      content: messages.content,
      conversationId: messages.conversationId,
      replyId: conversations.visitorReplyId,
      name: handoffs.name,
      email: handoffs.email,
      businessName: businesses.name,
      subdomain: businesses.subdomain,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(handoffs, eq(handoffs.conversationId, conversations.id))
    .innerJoin(businesses, eq(businesses.id, messages.businessId))
    .where(and(eq(messages.id, messageId), eq(messages.role, 'owner')))
    .limit(1);
  if (!row) return 'gone';
  if ((row.replyId ?? 0) >= messageId) return 'shown';
  if (!row.email) return 'no-email';
  const app = new URL(ctx.config.appUrl);
  const chatLink = row.subdomain
    ? `${app.protocol}//${row.subdomain}.${ctx.config.appDomain}${app.port ? `:${app.port}` : ''}/agent-profile`
    : null;
  // Like every mail to a visitor, it carries the link that deletes the conversation (decision 032).
  const deleteLink = await conversationDeletionLink(ctx, { id: row.conversationId });
  await ctx.mailer.send({
    to: row.email,
    ...handoffReplyMail({ name: row.name, businessName: row.businessName, reply: row.content, chatLink, deleteLink }),
  });
  return 'mailed';
}

/** The owner hands the conversation back to the agent. */
export async function closeHandoff(
  ctx: AppContext,
  opts: { ownerId: number; businessId: number; conversationId: number },
): Promise<OwnerHandoff> {
  const { handoff } = await ownedConversation(ctx.db, opts.ownerId, opts.businessId, opts.conversationId);
  if (!handoff) throw new AppError('conflict', HANDOFF_MESSAGES.noHandoff);
  const [h] = await ctx.db.update(handoffs).set({ state: 'closed' }).where(eq(handoffs.id, handoff.id)).returning();
  return ownerView(h!);
}

/** The handoffs of the listed conversations of a business, for the owner's inbox. */
export async function handoffsOf(db: Db, businessId: number, conversationIds: number[]): Promise<Map<number, OwnerHandoff>> {
  if (!conversationIds.length) return new Map();
  const rows = await db
    .select()
    .from(handoffs)
    .where(and(eq(handoffs.businessId, businessId), inArray(handoffs.conversationId, conversationIds)));
  return new Map(rows.map((h) => [h.conversationId, ownerView(h)]));
}

export async function getHandoffSettings(db: Db, ownerId: number, businessId: number): Promise<HandoffSettings> {
  await getOwnedBusiness(db, ownerId, businessId);
  const [row] = await db.select({ business: businesses, card: contactCardOf() }).from(businesses).where(eq(businesses.id, businessId));
  const { understood, ignored, promise } = promiseFor(row!.business, row!.card);
  return { timeZone: row!.business.timeZone, understood, ignored, promiseNow: promise };
}

export async function saveHandoffSettings(db: Db, ownerId: number, businessId: number, timeZone: string): Promise<HandoffSettings> {
  await getOwnedBusiness(db, ownerId, businessId);
  await db.update(businesses).set({ timeZone }).where(eq(businesses.id, businessId));
  return getHandoffSettings(db, ownerId, businessId);
}

/** Visitors who asked for a person in the period (insights, decision 031): one count on the business index. */
export async function handoffsSince(db: Db, businessId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(handoffs)
    .where(and(eq(handoffs.businessId, businessId), gte(handoffs.requestedAt, since)));
  return Number(row?.n ?? 0);
}
