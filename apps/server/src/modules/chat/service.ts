import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChatMessage, ChatReply, ChatSource } from '@staffwright/contract';
import {
  type BusinessIdentity,
  CHAT_MESSAGE_MAX,
  IDENTITY_WEBSITE_FIELDS,
  TAUGHT_SOURCE_TITLE,
  appointmentOfferText,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { businesses, conversations, messages, taughtAnswers } from '../../db/schema.ts';
import {
  CONTACT_CARD_TITLE,
  contactPassageText,
  EngineError,
  matchTaught,
  type EngineUsage,
  type Passage,
  engineFailure,
  usageRow,
} from '../answering/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { consumeOrThrow } from '../../plugins/limiters.ts';
import type { ContactCard } from '../../ingest/crawl/index.ts';
import { hasBookableServices, isBookingIntent } from '../appointments/index.ts';
import { effectiveIdentity, websiteIdentity } from '../business/identity.ts';
import { BUSINESS_TEXT, getActiveBusiness, isPublished, type BusinessRow } from '../business/service.ts';
import { businessContext } from '../setup/service.ts';
import { leadIntent, leadOfferAssignments } from '../leads/index.ts';
import { businessBusyReply, modelBudgetRefusal, spendModelTokens, visitorBusyReply } from './budget.ts';

const HISTORY_TURNS = 6;
/** Passages handed to the engine: more than the 3 a search shows, so it can judge what it doesn't know. */
const ANSWER_PASSAGES = 8;
const CONVERSATION_NOT_FOUND = 'Conversation not found';
const FAILED_REPLY = "I'm sorry, I can't answer right now. Please try again in a moment.";
/** A stream's `error` event for failures that are not ours to explain (SPEC §8: the widget's wording). */
export const SEND_FAILED = 'Failed to send message';

/** 128 random bits: not guessable, so one visitor can't read another's history. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export async function startConversation(ctx: AppContext, opts: { businessId: number; ip: string }): Promise<string> {
  await getActiveBusiness(ctx.db, opts.businessId);
  await consumeOrThrow(ctx.limiters.chatNewVisitor, opts.ip, 'Too many new chats from your network.');
  const visitorId = newVisitorId();
  await ctx.db.insert(conversations).values({ businessId: opts.businessId, visitorId });
  return visitorId;
}

async function findConversation(db: Db, businessId: number, visitorId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.businessId, businessId), eq(conversations.visitorId, visitorId)))
    .limit(1);
  // Another business's visitor id, or a made-up one: the same 404 either way.
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

export async function history(ctx: AppContext, opts: { businessId: number; visitorId: string }): Promise<ChatMessage[]> {
  await getActiveBusiness(ctx.db, opts.businessId);
  const conv = await findConversation(ctx.db, opts.businessId, opts.visitorId);
  const rows = await ctx.db
    .select({ role: messages.role, content: messages.content, createdAt: messages.createdAt, sources: messages.sources })
    .from(messages)
    .where(eq(messages.conversationId, conv.id))
    .orderBy(asc(messages.id))
    .limit(500);
  return rows.map((r) => ({ role: r.role, content: r.content, timestamp: r.createdAt.toISOString(), sources: r.sources }));
}

export interface PreparedTurn {
  business: BusinessRow;
  conversationId: number;
  visitorId: string;
  question: string;
  /** When the question came in: the stored question carries this time, though it is written with the answer. */
  askedAt: Date;
  passages: Passage[];
  history: { role: 'user' | 'assistant'; content: string }[];
  /** How to reach a person at the business, from its website (null when not crawled). */
  contact: { phone?: string; email?: string } | null;
  /** The reply instead of an answer when today's model budget is spent (decision 026): no engine call. */
  busy: string | null;
  /** The owner's taught answer to this question (decision 029): given as it is, no search, no engine call. */
  taught: string | null;
  /** A person owns the conversation (decision 030): the question is kept for them, the agent says nothing. */
  held?: boolean;
  /** The visitor asked to book and the business lists services (decision 034): this reply, and the widget's form. */
  booking?: string;
  /** The agent's declines earlier in this conversation (from the second one on it offers a person). */
  declinedBefore?: number;
  /** The question is about prices, quotes, availability or booking: the turn may offer to take the visitor's details (decision 033). */
  leadIntent?: boolean;
  startedAt: number;
}

/**
 * Chat's per-message reads, each built once per database and prepared on each connection: with 50
 * visitors every message pays for them, and Drizzle's query building showed in profiles.
 */
function turnQueries(db: Db) {
  return {
    /**
     * The published business, this visitor's conversation in it and the conversation's last turns
     * (oldest first), in one round trip: the history was a statement of its own, run alongside the
     * passage search, and on a busy 2-core machine every statement's CPU shows in the latency.
     */
    businessAndConversation: db
      .select({
        business: businesses,
        conversationId: conversations.id,
        history: sql<{ role: 'user' | 'assistant'; content: string }[] | null>`(
          SELECT json_agg(json_build_object('role', h.role, 'content', h.content) ORDER BY h.id)
          FROM (SELECT id, role, content FROM messages WHERE conversation_id = ${conversations.id} ORDER BY id DESC LIMIT ${sql.raw(String(HISTORY_TURNS))}) AS h
        )`,
        // A person owns the conversation (decision 030): the agent stays quiet.
        held: sql<boolean | null>`(
          SELECT true FROM handoffs hd WHERE hd.conversation_id = ${conversations.id} AND hd.state <> 'closed'
        )`,
        // The agent's declines so far in the conversation: from the second one on it offers a person (decision 030).
        declined: sql<number | null>`(
          SELECT count(*)::int FROM messages d WHERE d.conversation_id = ${conversations.id} AND d.role = 'assistant' AND d.answered = false AND d.success
        )`,
        // The owner's taught questions (decision 029), matched before anything is searched.
        taught: sql<{ id: number; question: string }[] | null>`(
          SELECT json_agg(json_build_object('id', t.id, 'question', t.question) ORDER BY t.id)
          FROM taught_answers t WHERE t.business_id = ${businesses.id}
        )`,
        // The phone and email of the latest crawled site's contact card: a decline says how to reach a person.
        contact: sql<ContactCard | null>`(
          SELECT ts.details->'contact' FROM training_sources ts
          WHERE ts.business_id = ${businesses.id} AND ts.kind = 'website' AND ts.details ? 'contact'
          ORDER BY ts.created_at DESC LIMIT 1
        )`,
      })
      .from(businesses)
      .leftJoin(conversations, and(eq(conversations.businessId, businesses.id), eq(conversations.visitorId, sql.placeholder('visitorId'))))
      .where(and(eq(businesses.id, sql.placeholder('businessId')), isPublished))
      .limit(1)
      .prepare('sw_chat_business_conversation_history'),
    taughtAnswer: db
      .select({ answer: taughtAnswers.answer })
      .from(taughtAnswers)
      .where(and(eq(taughtAnswers.id, sql.placeholder('id')), eq(taughtAnswers.businessId, sql.placeholder('businessId'))))
      .limit(1)
      .prepare('sw_chat_taught_answer'),
  };
}
const preparedTurnQueries = new WeakMap<Db, ReturnType<typeof turnQueries>>();
function queriesFor(db: Db) {
  let q = preparedTurnQueries.get(db);
  if (!q) preparedTurnQueries.set(db, (q = turnQueries(db)));
  return q;
}

/**
 * Everything before the engine: the business must be published (else 404 and no engine call), the
 * visitor must belong to it, limits hold, and the business's passages are found — or, when today's
 * model budget is spent, the busy reply is chosen instead and nothing is searched (decision 026).
 * Nothing is written yet: the question is stored together with its answer (finishTurn), in one statement.
 */
export async function prepareTurn(
  ctx: AppContext,
  opts: { businessId: number; visitorId: string; message: string; ip: string },
): Promise<PreparedTurn> {
  const startedAt = performance.now();
  const askedAt = new Date();
  const question = opts.message.trim();
  if (question.length > CHAT_MESSAGE_MAX)
    throw new AppError('payload_too_large', `Message is too long (max ${CHAT_MESSAGE_MAX} characters)`);
  const q = queriesFor(ctx.db);
  const [row] = await q.businessAndConversation.execute({ businessId: opts.businessId, visitorId: opts.visitorId });
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  // Another business's visitor id, or a made-up one: the same 404 either way.
  if (row.conversationId == null) throw notFound(CONVERSATION_NOT_FOUND);
  const { business, conversationId } = row;
  await consumeOrThrow(ctx.limiters.chatIp, opts.ip, 'You are sending messages too quickly.');
  await consumeOrThrow(ctx.limiters.chatVisitor, `${business.id}|${opts.visitorId}`, 'You are sending messages too quickly.');
  await consumeOrThrow(ctx.limiters.chatBusiness, String(business.id), 'This assistant is very busy right now.');
  const turn = { business, conversationId, visitorId: opts.visitorId, question, askedAt, startedAt };
  // A turn that is not searched (held for a person, the booking offer, a taught answer) has no passages.
  const unsearched = { ...turn, passages: [], history: [], busy: null };
  if (row.held) return { ...unsearched, contact: null, taught: null, held: true };
  // A request to book (decision 034): with bookable services the chat offers its form, no search and
  // no engine call. The words are read first, so other messages cost no query.
  if (isBookingIntent(question) && (await hasBookableServices(ctx.db, business.id)))
    return { ...unsearched, contact: null, taught: null, booking: appointmentOfferText(business.name) };
  // The owner's phone and email over the website's (decision 028): where a decline sends the visitor.
  const card = row.contact;
  const own = effectiveIdentity(business.identity, websiteIdentity(card)).identity;
  const contact =
    own.phone || own.email ? { ...(own.phone ? { phone: own.phone } : {}), ...(own.email ? { email: own.email } : {}) } : null;
  const wantsLead = leadIntent(question) !== null;
  const taughtMatch = row.taught ? matchTaught(question, row.taught) : null;
  const [taught] = taughtMatch ? await q.taughtAnswer.execute({ id: taughtMatch.id, businessId: business.id }) : [];
  if (taught) return { ...unsearched, contact, taught: taught.answer, leadIntent: wantsLead };
  const refusal = await modelBudgetRefusal(ctx, { business, visitorId: opts.visitorId });
  // Over a budget nothing is searched either: the query's embedding would be a model call too.
  const found = refusal ? [] : await ctx.retrieval.search({ businessId: business.id, query: question, limit: ANSWER_PASSAGES });
  const context = refusal ? businessContext(business, contact ?? undefined) : null;
  return {
    ...turn,
    passages: withOwnerContact(
      found.map((p) => ({ id: p.id, content: p.content, sourceTitle: p.title, sourceUrl: p.url })),
      business.identity,
      own,
    ),
    history: (row.history ?? []).map((h) => ((h.role as string) === 'owner' ? { role: 'assistant', content: h.content } : h)),
    contact,
    busy: context ? (refusal === 'business' ? businessBusyReply(context) : visitorBusyReply(context)) : null,
    taught: null,
    declinedBefore: row.declined ?? 0,
    leadIntent: wantsLead,
  };
}

/**
 * The contact details and opening hours the owner set on the business page (decision 028) are what
 * the business says about itself now: the agent quotes them like a page. They stand in for the
 * crawled site's contact card (its pseudo-page, which may still show a number the owner changed),
 * at its rank when the search found it, else after the search's passages. Untouched when the owner
 * set none of them.
 */
function withOwnerContact(passages: Passage[], stored: BusinessRow['identity'], identity: BusinessIdentity): Passage[] {
  if (!IDENTITY_WEBSITE_FIELDS.some((f) => f in stored)) return passages;
  const text = contactPassageText(identity);
  const isCard = (p: Passage) => p.sourceTitle === CONTACT_CARD_TITLE;
  const at = passages.findIndex(isCard);
  const rest = passages.filter((p) => !isCard(p));
  if (!text) return rest;
  const own: Passage = { id: 0, content: text, sourceTitle: CONTACT_CARD_TITLE, sourceUrl: null };
  return at === -1 ? [...rest, own] : [...rest.slice(0, at), own, ...rest.slice(at)];
}

function sourcesOf(passages: Passage[]): ChatSource[] {
  const seen = new Map<string, ChatSource>();
  for (const p of passages) {
    const key = p.sourceUrl ?? p.sourceTitle;
    if (!seen.has(key)) seen.set(key, { title: p.sourceTitle, url: p.sourceUrl });
  }
  return [...seen.values()];
}

/**
 * What became of a turn: an answer; an engine failure; or no engine call at all, because today's
 * model budget is spent (`busy`: the reply said instead, stored as not answered, with no usage row).
 */
type TurnOutcome =
  | { ok: true; text: string; sources: Passage[]; answered: boolean; usage: EngineUsage; taught?: true; booking?: true }
  | { ok: false; error: unknown }
  | { ok: false; busy: string };

/**
 * Stores the question and the answer (or the failure, or the busy reply), touches the conversation,
 * updates the owner's daily analytics and records usage (when the engine was called) — in one
 * statement, so one round trip and one commit per message. Before, these were seven round trips and
 * three commits, each waiting for a WAL flush (3–4 ms here), with every chat of an owner queueing on
 * its analytics row lock during the flush.
 *
 * On PostgreSQL the commit does not wait for the flush (synchronous_commit off for this transaction
 * only): its WAL writer flushes within 3 × wal_writer_delay, so a crash of the database server can
 * lose the last fraction of a second of chat messages, never half of one (the statement is atomic).
 * Not on PGlite: it runs single-user with no WAL writer, so an asynchronous commit stays in memory
 * until some later synchronous commit writes it, and a crash of our own process would lose it.
 * Accounts, sessions, uploads keep full durability everywhere. (decision 013)
 */
async function storeTurn(
  ctx: AppContext,
  turn: PreparedTurn,
  outcome: TurnOutcome,
  opts: { offerLead?: boolean } = {},
): Promise<{ sources: ChatSource[]; leadOffered: boolean }> {
  const responseTimeMs = Math.round(performance.now() - turn.startedAt);
  const sources = outcome.ok ? (outcome.taught ? [{ title: TAUGHT_SOURCE_TITLE, url: null }] : sourcesOf(outcome.sources)) : [];
  const content = outcome.ok ? outcome.text : 'busy' in outcome ? outcome.busy : FAILED_REPLY;
  const answered = outcome.ok ? outcome.answered : false;
  const today = new Date().toISOString().slice(0, 10);
  const meta = { userId: turn.business.ownerId, businessId: turn.business.id, endpoint: 'chat' };
  const err = outcome.ok || 'busy' in outcome ? null : outcome.error;
  // A taught answer or the booking offer calls no engine: nothing to record as API usage.
  const usage = outcome.ok
    ? outcome.taught || outcome.booking
      ? null
      : usageRow(meta, { usage: outcome.usage, status: 'success', latencyMs: responseTimeMs }, ctx.engine.model)
    : 'busy' in outcome
      ? null
      : usageRow(
          meta,
          { status: err instanceof EngineError ? err.kind : 'error', latencyMs: responseTimeMs, error: (err as Error)?.message },
          ctx.engine.model,
        );
  const conv = turn.conversationId;
  const biz = turn.business.id;
  const ok = outcome.ok ? 1 : 0;
  const durability =
    ctx.database.kind === 'postgres' ? sql`select set_config('synchronous_commit', 'off', true) as v` : sql`select 'on' as v`;
  // A question about prices, quotes, availability or booking: the offer to take the visitor's details is recorded
  // here when due (decision 033), in the same statement; other turns leave the conversation's offer alone.
  const offer = opts.offerLead && outcome.ok ? sql`, ${leadOfferAssignments(conv, turn.question, answered)}` : sql``;
  const result = await ctx.db.execute(sql`
    with durability as (${durability}),
    stored as (
      insert into messages (conversation_id, business_id, role, content, sources, answered, success, response_time_ms, created_at)
      values (${conv}, ${biz}, 'user', ${turn.question}, '[]'::jsonb, null, null, null, ${turn.askedAt.toISOString()}::timestamptz),
             (${conv}, ${biz}, 'assistant', ${content}, ${JSON.stringify(sources)}::jsonb, ${answered}, ${outcome.ok}, ${responseTimeMs}, now())
      returning id
    ),
    touched as (update conversations set last_message_at = now()${offer} where id = ${conv} returning id, lead_offered_at = now() as lead_offered),
    counted as (
      insert into message_analytics (user_id, date, total_messages, total_response_time_ms, successful_messages)
      values (${turn.business.ownerId}, ${today}, 1, ${responseTimeMs}, ${ok})
      on conflict (user_id, date) do update set
        total_messages = message_analytics.total_messages + 1,
        total_response_time_ms = message_analytics.total_response_time_ms + excluded.total_response_time_ms,
        successful_messages = message_analytics.successful_messages + excluded.successful_messages
      returning id
    ),
    used as (${
      usage
        ? sql`
      insert into usage_records (user_id, business_id, endpoint, model, input_tokens, output_tokens, tokens_used, status, latency_ms, error)
      values (${usage.userId}, ${usage.businessId}, ${usage.endpoint}, ${usage.model}, ${usage.inputTokens}, ${usage.outputTokens}, ${usage.tokensUsed}, ${usage.status}, ${usage.latencyMs}, ${usage.error})
      returning id`
        : sql`select null as id`
    })
    select (select v from durability) as durability, (select count(*) from stored) as stored, (select lead_offered from touched) as lead_offered`);
  const row = ((result as { rows?: unknown[] }).rows ?? (result as unknown[]))[0] as { lead_offered?: boolean | null } | undefined;
  return { sources, leadOffered: !!opts.offerLead && row?.lead_offered === true };
}

/** Stores an answered turn (see storeTurn) and returns the reply. */
async function finishTurn(
  ctx: AppContext,
  turn: PreparedTurn,
  answer: { text: string; sources: Passage[]; answered: boolean; usage: EngineUsage },
): Promise<ChatReply> {
  // Counted whether or not the turn can be stored: the model was paid either way.
  const spent = spendModelTokens(ctx, turn, answer.usage).catch((err: unknown) =>
    ctx.log.error({ err, businessId: turn.business.id }, 'chat: the model tokens could not be counted'),
  );
  const offerHandoff = !answer.answered && (turn.declinedBefore ?? 0) >= 1;
  const stored = await storeTurn(ctx, turn, { ok: true, ...answer }, { offerLead: !offerHandoff && turn.leadIntent }).finally(() => spent);
  return withOffers({ response: answer.text, sources: stored.sources, answered: answer.answered }, offerHandoff, stored.leadOffered);
}

/**
 * The offers a reply carries: a person, from the second decline of the conversation on (decision
 * 030); to take the visitor's details, once, after a question about prices, quotes, availability or
 * booking once the agent has answered (decision 033). Never both in one reply: a person first.
 */
function withOffers(reply: ChatReply, offerHandoff: boolean, offerLead: boolean): ChatReply {
  return { ...reply, ...(offerHandoff ? { offerHandoff: true } : {}), ...(offerLead ? { offerLead: true } : {}) };
}

/**
 * Stores a turn the engine failed (the question and the apology, the failed usage row), then throws
 * the visitor's error. Only for the engine's failures: a turn whose answer could not be stored is
 * not retried as a failed one, since that write may have committed all the same (a read timeout).
 */
async function failTurn(ctx: AppContext, turn: PreparedTurn, error: unknown): Promise<never> {
  await storeTurn(ctx, turn, { ok: false, error });
  throw engineFailure(error);
}

/** Non-streaming chat (SPEC §7 POST /api/chat/{businessId}). */
export async function reply(
  ctx: AppContext,
  opts: { businessId: number; visitorId: string; message: string; ip: string },
): Promise<ChatReply> {
  const turn = await prepareTurn(ctx, opts);
  return answerTurn(ctx, turn, AbortSignal.timeout(ctx.config.ai.timeoutMs + 5_000));
}

/**
 * Runs the engine for a prepared turn (`onToken` gets the text as it is written) and stores the
 * turn. Throws the visitor's AppError when the engine failed (the failed turn is stored), or the
 * storing error itself when the answer could not be stored.
 */
export async function answerTurn(
  ctx: AppContext,
  turn: PreparedTurn,
  signal: AbortSignal,
  onToken?: (text: string) => void,
): Promise<ChatReply> {
  if (turn.held) {
    await storeHeldQuestion(ctx, turn);
    return { response: '', sources: [], answered: false, held: true };
  }
  if (turn.booking !== undefined) {
    onToken?.(turn.booking);
    const usage = { model: ctx.engine.model, inputTokens: 0, outputTokens: 0 };
    await storeTurn(ctx, turn, { ok: true, text: turn.booking, sources: [], answered: true, usage, booking: true });
    return { response: turn.booking, sources: [], answered: true, offerAppointment: true };
  }
  if (turn.taught !== null) {
    onToken?.(turn.taught);
    const usage = { model: ctx.engine.model, inputTokens: 0, outputTokens: 0 };
    const outcome: TurnOutcome = { ok: true, text: turn.taught, sources: [], answered: true, usage, taught: true };
    const stored = await storeTurn(ctx, turn, outcome, { offerLead: turn.leadIntent });
    return withOffers({ response: turn.taught, sources: stored.sources, answered: true }, false, stored.leadOffered);
  }
  if (turn.busy !== null) {
    // Today's model budget is spent: the reply is said as it is, and stored as not answered.
    onToken?.(turn.busy);
    await storeTurn(ctx, turn, { ok: false, busy: turn.busy });
    return { response: turn.busy, sources: [], answered: false };
  }
  const answer = await (async () => {
    const stream = ctx.engine.answer({
      business: businessContext(turn.business, turn.contact ?? undefined),
      question: turn.question,
      passages: turn.passages,
      history: turn.history,
      signal,
    });
    if (onToken) for await (const text of stream.textStream) onToken(text);
    return stream.result;
  })().catch((error: unknown) => failTurn(ctx, turn, error));
  return finishTurn(ctx, turn, answer);
}

/** While a person owns the conversation the visitor's message is kept for them; no answer, no analytics. */
async function storeHeldQuestion(ctx: AppContext, turn: PreparedTurn): Promise<void> {
  await ctx.db.execute(sql`
    with stored as (
      insert into messages (conversation_id, business_id, role, content, sources, created_at)
      values (${turn.conversationId}, ${turn.business.id}, 'user', ${turn.question}, '[]'::jsonb, ${turn.askedAt.toISOString()}::timestamptz)
      returning id
    )
    update conversations set last_message_at = now() where id = ${turn.conversationId} and exists (select 1 from stored)`);
}

/** Owner view: the business's conversations, newest first, with their messages. */
export async function ownerConversations(db: Db, businessId: number, limit = 50) {
  const convs = await db
    .select()
    .from(conversations)
    .where(eq(conversations.businessId, businessId))
    // Those that need a person first (decision 030), then the newest.
    .orderBy(
      desc(sql`exists (select 1 from handoffs h where h.conversation_id = ${conversations.id} and h.state = 'waiting')`),
      desc(conversations.lastMessageAt),
    )
    .limit(limit);
  const ids = convs.map((c) => c.id);
  const rows = ids.length
    ? await db
        .select()
        .from(messages)
        .where(sql`${messages.conversationId} in ${ids}`)
        .orderBy(asc(messages.id))
    : [];
  return convs.map((c) => ({
    id: c.id,
    startedAt: c.createdAt.toISOString(),
    lastMessageAt: c.lastMessageAt.toISOString(),
    messages: rows
      .filter((m) => m.conversationId === c.id)
      .map((m) => ({
        role: m.role,
        content: m.content,
        timestamp: m.createdAt.toISOString(),
        sources: m.sources,
        answered: m.answered,
        success: m.success,
        responseTimeMs: m.responseTimeMs,
      })),
  }));
}

export async function ownerStats(db: Db, businessId: number) {
  const [row] = await db
    .select({
      conversations: sql<number>`count(distinct ${messages.conversationId})`,
      questions: sql<number>`count(*) filter (where ${messages.role} = 'user')`,
      answers: sql<number>`count(*) filter (where ${messages.role} = 'assistant')`,
      unanswered: sql<number>`count(*) filter (where ${messages.role} = 'assistant' and ${messages.answered} = false)`,
      avgResponseMs: sql<number>`coalesce(avg(${messages.responseTimeMs}) filter (where ${messages.role} = 'assistant'), 0)`,
    })
    .from(messages)
    .where(eq(messages.businessId, businessId));
  return {
    conversations: Number(row?.conversations ?? 0),
    questions: Number(row?.questions ?? 0),
    answers: Number(row?.answers ?? 0),
    unanswered: Number(row?.unanswered ?? 0),
    avgResponseMs: Math.round(Number(row?.avgResponseMs ?? 0)),
  };
}
