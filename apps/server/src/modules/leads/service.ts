import { and, count, desc, eq, gte, isNull, min, sql, type SQL } from 'drizzle-orm';
import {
  LEAD_CSV_COLUMNS,
  LEAD_DIGEST_HOUR,
  LEAD_MESSAGES,
  LEAD_TRANSCRIPT_LINES,
  LEADS_PAGE_SIZE,
  leadConsentText,
  type Lead,
  type LeadEmailMode,
  type LeadRequest,
  type LeadSettings,
  type LeadsPage,
  type LeadStatus,
  type VisitorLead,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { businesses, conversations, leads, messages, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { consumeOrThrow } from '../../plugins/limiters.ts';
import { zonedParts } from '../../lib/zoned-time.ts';
import { BUSINESS_TEXT, getOwnedBusiness, isPublished, type BusinessRow } from '../business/service.ts';
import { leadDigestMail, leadReceivedMail, type LeadMailItem } from '../mail/lead-templates.ts';
import { conversationDeletionLink } from '../retention/deletion-link.ts';

type LeadRow = typeof leads.$inferSelect;

/**
 * The chat's side of the offer (decision 033), for the one statement that stores a turn: records
 * that the offer is made now when it is due — not made before in this conversation, the agent
 * answered this turn or an earlier one, and the visitor never asked for a person here (a handoff
 * already has their details) — together with the question that brought it. The `update
 * conversations` it is part of returns `lead_offered_at = now()`: true only for the turn that made
 * it, also when two turns of one conversation race (the row lock serialises them, and the second
 * re-reads the first one's value).
 */
export function leadOfferAssignments(conversationId: number, question: string, answeredNow: boolean): SQL {
  const answered = answeredNow
    ? sql`true`
    : sql`exists (select 1 from messages lm where lm.conversation_id = ${conversationId} and lm.role = 'assistant' and lm.answered)`;
  const due = sql`(lead_offered_at is null and ${answered} and not exists (select 1 from handoffs lh where lh.conversation_id = ${conversationId}))`;
  return sql`lead_offered_at = case when ${due} then now() else lead_offered_at end, lead_question = case when ${due} then ${question} else lead_question end`;
}

/** The published business and this visitor's conversation in it, with its offer and lead; 404 for either missing. */
async function visitorConversation(db: Db, businessId: number, visitorId: string) {
  const [row] = await db
    .select({
      business: businesses,
      conversationId: conversations.id,
      offeredAt: conversations.leadOfferedAt,
      question: conversations.leadQuestion,
    })
    .from(businesses)
    .leftJoin(conversations, and(eq(conversations.businessId, businesses.id), eq(conversations.visitorId, visitorId)))
    .where(and(eq(businesses.id, businessId), isPublished))
    .limit(1);
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  if (row.conversationId == null) throw notFound(LEAD_MESSAGES.conversationNotFound);
  return { ...row, conversationId: row.conversationId };
}

/**
 * A visitor leaves their details after the offer (POST /api/chat/{id}/lead): stored with the consent
 * wording they were shown and the question that brought the offer. One lead per conversation:
 * sending again updates the details and mails nobody. With "As they come" the owner is mailed at
 * once (after the answer); with "Daily digest" the lead waits for the day's mail.
 */
export async function requestLead(ctx: AppContext, opts: LeadRequest & { businessId: number; ip: string }): Promise<VisitorLead> {
  const row = await visitorConversation(ctx.db, opts.businessId, opts.visitorId);
  const { business, conversationId } = row;
  await consumeOrThrow(ctx.limiters.chatIp, opts.ip, 'You are sending messages too quickly.');
  await consumeOrThrow(ctx.limiters.chatVisitor, `${business.id}|${opts.visitorId}`, 'You are sending messages too quickly.');
  if (!row.offeredAt) throw new AppError('conflict', LEAD_MESSAGES.notOffered);
  const consent = leadConsentText(business.name);
  const [saved] = await ctx.db
    .insert(leads)
    .values({
      businessId: business.id,
      conversationId,
      name: opts.name,
      email: opts.email,
      phone: opts.phone,
      question: row.question ?? '',
      consent,
    })
    .onConflictDoUpdate({ target: leads.conversationId, set: { name: opts.name, email: opts.email, phone: opts.phone, consent } })
    // xmax is 0 only on a row this statement inserted (not one it updated).
    .returning({ id: leads.id, createdAt: leads.createdAt, inserted: sql<boolean>`(xmax = 0)` });
  if (saved!.inserted && business.leadEmails === 'instant')
    void mailLeadNow(ctx, saved!.id).catch((err: unknown) =>
      ctx.log.error({ err, businessId: business.id }, 'leads: the owner could not be mailed'),
    );
  return { createdAt: saved!.createdAt.toISOString() };
}

const leadsLink = (ctx: AppContext, businessId: number) => `${ctx.config.appUrl}/business/dashboard?id=${businessId}#leads`;
const conversationLink = (ctx: AppContext, businessId: number, conversationId: number) =>
  `${ctx.config.appUrl}/business/dashboard?id=${businessId}&conversation=${conversationId}`;

async function mailItem(ctx: AppContext, l: LeadRow): Promise<LeadMailItem> {
  return {
    name: l.name,
    email: l.email,
    phone: l.phone,
    question: l.question,
    createdAt: l.createdAt,
    conversationLink: conversationLink(ctx, l.businessId, l.conversationId),
    // Like every mail about a visitor's conversation, it carries the deletion link (decision 032).
    deleteLink: await conversationDeletionLink(ctx, { id: l.conversationId }),
  };
}

async function ownerOf(db: Db, business: Pick<BusinessRow, 'ownerId'>) {
  const [owner] = await db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, business.ownerId));
  return owner;
}

/**
 * Mails the owner one lead, once: the lead is claimed (mailed_at set where it was null) before the
 * mail is sent, so the daily job and this never both send it. Returns whether it was sent.
 */
export async function mailLeadNow(ctx: AppContext, leadId: number): Promise<boolean> {
  const [lead] = await ctx.db
    .update(leads)
    .set({ mailedAt: new Date() })
    .where(and(eq(leads.id, leadId), isNull(leads.mailedAt)))
    .returning();
  if (!lead) return false;
  const [business] = await ctx.db.select().from(businesses).where(eq(businesses.id, lead.businessId));
  const owner = business && (await ownerOf(ctx.db, business));
  if (!business || !owner) return false;
  const recent = await ctx.db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, lead.conversationId))
    .orderBy(desc(messages.id))
    .limit(LEAD_TRANSCRIPT_LINES);
  const mail = leadReceivedMail({
    username: owner.username,
    businessName: business.name,
    lead: await mailItem(ctx, lead),
    transcript: recent.reverse(),
    leadsLink: leadsLink(ctx, business.id),
  });
  await ctx.mailer.send({ to: owner.email, userId: business.ownerId, ...mail });
  return true;
}

/**
 * Whether a business's pending leads are mailed now. Daily digest: once a day, from LEAD_DIGEST_HOUR
 * in the business's time zone, unless a lead was already mailed today after that hour. As they come:
 * leads still unmailed after a few minutes (the process stopped before mailing, or they were
 * waiting for a digest when the owner switched) go out together.
 */
export function digestDue(
  b: { mode: LeadEmailMode; timeZone: string | null; oldestPending: Date; lastMailed: Date | null },
  now: Date,
): boolean {
  if (b.mode === 'instant') return now.getTime() - b.oldestPending.getTime() >= INSTANT_CATCH_UP_MS;
  const today = zonedParts(now, b.timeZone);
  if (today.hour < LEAD_DIGEST_HOUR) return false;
  if (!b.lastMailed) return true;
  const last = zonedParts(b.lastMailed, b.timeZone);
  return !(last.date === today.date && last.hour >= LEAD_DIGEST_HOUR);
}
const INSTANT_CATCH_UP_MS = 10 * 60_000;

/**
 * The hourly lead-mail run (job `lead-digest`): every business with unmailed leads whose mail is due
 * (digestDue) gets one mail listing them, claimed first so no lead is mailed twice.
 */
export async function runLeadDigests(ctx: AppContext, now = new Date()): Promise<{ mails: number; leads: number }> {
  const pending = await ctx.db
    .select({ businessId: leads.businessId, oldest: min(leads.createdAt) })
    .from(leads)
    .where(isNull(leads.mailedAt))
    .groupBy(leads.businessId)
    .limit(10_000);
  let mails = 0;
  let mailed = 0;
  for (const p of pending) {
    const [b] = await ctx.db
      .select({
        business: businesses,
        lastMailed: sql<string | null>`(select max(l.mailed_at) from leads l where l.business_id = ${businesses.id})`,
      })
      .from(businesses)
      .where(eq(businesses.id, p.businessId));
    if (!b || !p.oldest) continue;
    const lastMailed = b.lastMailed ? new Date(b.lastMailed) : null;
    const due = digestDue({ mode: b.business.leadEmails, timeZone: b.business.timeZone, oldestPending: p.oldest, lastMailed }, now);
    if (!due) continue;
    const claimed = await ctx.db
      .update(leads)
      .set({ mailedAt: now })
      .where(and(eq(leads.businessId, p.businessId), isNull(leads.mailedAt)))
      .returning();
    const owner = await ownerOf(ctx.db, b.business);
    if (!claimed.length || !owner) continue;
    claimed.sort((x, y) => x.id - y.id);
    const mail = leadDigestMail({
      username: owner.username,
      businessName: b.business.name,
      leads: await Promise.all(claimed.map((l) => mailItem(ctx, l))),
      leadsLink: leadsLink(ctx, b.business.id),
    });
    await ctx.mailer.send({ to: owner.email, userId: b.business.ownerId, ...mail });
    mails += 1;
    mailed += claimed.length;
  }
  if (mails) ctx.log.info({ mails, leads: mailed }, 'leads: digests mailed');
  return { mails, leads: mailed };
}

const transcriptOf = sql<{ role: 'user' | 'assistant' | 'owner'; content: string; timestamp: string }[] | null>`(
  SELECT json_agg(json_build_object('role', t.role, 'content', t.content, 'timestamp', t.created_at) ORDER BY t.id)
  FROM (SELECT id, role, content, created_at FROM messages m WHERE m.conversation_id = "leads"."conversation_id"
        ORDER BY id DESC LIMIT ${sql.raw(String(LEAD_TRANSCRIPT_LINES))}) AS t
)`;

function ownerView(l: LeadRow, transcript: typeof transcriptOf._.type = []): Lead {
  return {
    id: l.id,
    conversationId: l.conversationId,
    name: l.name,
    email: l.email,
    phone: l.phone,
    question: l.question,
    consent: l.consent,
    status: l.status,
    createdAt: l.createdAt.toISOString(),
    mailedAt: l.mailedAt?.toISOString() ?? null,
    transcript: (transcript ?? []).map((m) => ({ role: m.role, content: m.content, timestamp: new Date(m.timestamp).toISOString() })),
  };
}

/** The owner's leads, newest first, a page at a time, each with its conversation's latest messages. */
export async function listLeads(db: Db, ownerId: number, businessId: number, page: number): Promise<LeadsPage> {
  await getOwnedBusiness(db, ownerId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ lead: leads, transcript: transcriptOf })
      .from(leads)
      .where(eq(leads.businessId, businessId))
      .orderBy(desc(leads.id))
      .limit(LEADS_PAGE_SIZE)
      .offset((page - 1) * LEADS_PAGE_SIZE),
    db.select({ n: count() }).from(leads).where(eq(leads.businessId, businessId)),
  ]);
  return { leads: rows.map((r) => ownerView(r.lead, r.transcript)), total: Number(total?.n ?? 0), page, pageSize: LEADS_PAGE_SIZE };
}

export async function setLeadStatus(
  db: Db,
  ownerId: number,
  opts: { businessId: number; leadId: number; status: LeadStatus },
): Promise<Lead> {
  await getOwnedBusiness(db, ownerId, opts.businessId);
  const [row] = await db
    .update(leads)
    .set({ status: opts.status })
    .where(and(eq(leads.id, opts.leadId), eq(leads.businessId, opts.businessId)))
    .returning();
  if (!row) throw notFound(LEAD_MESSAGES.notFound);
  return ownerView(row);
}

/** Deletes a lead (the conversation stays; retention or the visitor's link deletes that). */
export async function deleteLead(db: Db, ownerId: number, opts: { businessId: number; leadId: number }): Promise<void> {
  await getOwnedBusiness(db, ownerId, opts.businessId);
  const gone = await db
    .delete(leads)
    .where(and(eq(leads.id, opts.leadId), eq(leads.businessId, opts.businessId)))
    .returning({ id: leads.id });
  if (!gone.length) throw notFound(LEAD_MESSAGES.notFound);
}

/** At most this many leads in one export (newest first). */
export const CSV_MAX_ROWS = 50_000;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return,
 * also after spaces) is prefixed with a ' so it is shown as text: the visitor typed it, not the owner.
 */
export function csvCell(value: string | null | undefined): string {
  let v = value ?? '';
  if (/^[\s]*[=+\-@]/.test(v) || /^[\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

const csvDate = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** The business's leads as a CSV file (UTF-8 with a byte-order mark, so spreadsheets read accents right). */
export async function exportLeadsCsv(
  ctx: AppContext,
  ownerId: number,
  businessId: number,
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  const business = await getOwnedBusiness(ctx.db, ownerId, businessId);
  const rows = await ctx.db.select().from(leads).where(eq(leads.businessId, businessId)).orderBy(desc(leads.id)).limit(CSV_MAX_ROWS);
  const lines = [LEAD_CSV_COLUMNS.map(csvCell).join(',')];
  for (const l of rows)
    lines.push(
      [csvDate(l.createdAt), l.name, l.email, l.phone, l.question, l.status, l.consent, conversationLink(ctx, businessId, l.conversationId)]
        .map(csvCell)
        .join(','),
    );
  const slug =
    business.name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 40) || `business-${business.id}`;
  return { filename: `leads-${slug}-${now.toISOString().slice(0, 10)}.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}

export async function getLeadSettings(db: Db, ownerId: number, businessId: number): Promise<LeadSettings> {
  const business = await getOwnedBusiness(db, ownerId, businessId);
  return { emails: business.leadEmails };
}

export async function saveLeadSettings(db: Db, ownerId: number, businessId: number, emails: LeadEmailMode): Promise<LeadSettings> {
  await getOwnedBusiness(db, ownerId, businessId);
  const [row] = await db
    .update(businesses)
    .set({ leadEmails: emails })
    .where(eq(businesses.id, businessId))
    .returning({ emails: businesses.leadEmails });
  return { emails: row!.emails };
}

/** Leads received since `since` (insights, decision 031). */
export async function leadsSince(db: Db, businessId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.businessId, businessId), gte(leads.createdAt, since)));
  return Number(row?.n ?? 0);
}
