import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChatMessage, ChatReply, ChatSource } from '@staffwright/contract';
import { CHAT_MESSAGE_MAX } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { conversations, messageAnalytics, messages } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { consumeOrThrow } from '../../plugins/limiters.ts';
import { EngineError, type EngineUsage, type Passage } from '../../ai/engine.ts';
import { getActiveBusiness, type BusinessRow } from '../business/service.ts';
import { businessContext } from '../setup/service.ts';
import { engineFailure } from '../ai/service.ts';

const HISTORY_TURNS = 6;
/** Passages handed to the engine: more than the 3 a search shows, so it can judge what it doesn't know. */
const ANSWER_PASSAGES = 8;
const FAILED_REPLY = "I'm sorry, I can't answer right now. Please try again in a moment.";

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
  if (!row) throw notFound('Conversation not found');
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
  question: string;
  passages: Passage[];
  history: { role: 'user' | 'assistant'; content: string }[];
  startedAt: number;
}

/**
 * Everything before the engine: the business must be published (else 404 and no engine call), the
 * visitor must belong to it, limits hold, the question is stored, and the business's passages found.
 */
export async function prepareTurn(ctx: AppContext, opts: { businessId: number; visitorId: string; message: string; ip: string }): Promise<PreparedTurn> {
  const startedAt = performance.now();
  const question = opts.message.trim();
  if (question.length > CHAT_MESSAGE_MAX) throw new AppError('payload_too_large', `Message is too long (max ${CHAT_MESSAGE_MAX} characters)`);
  const business = await getActiveBusiness(ctx.db, opts.businessId);
  const conv = await findConversation(ctx.db, business.id, opts.visitorId);
  await consumeOrThrow(ctx.limiters.chatIp, opts.ip, 'You are sending messages too quickly.');
  await consumeOrThrow(ctx.limiters.chatVisitor, `${business.id}|${opts.visitorId}`, 'You are sending messages too quickly.');
  await consumeOrThrow(ctx.limiters.chatBusiness, String(business.id), 'This assistant is very busy right now.');
  const [earlier, found] = await Promise.all([
    ctx.db
      .select({ role: messages.role, content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, conv.id))
      .orderBy(desc(messages.id))
      .limit(HISTORY_TURNS),
    ctx.retrieval.search({ businessId: business.id, query: question, limit: ANSWER_PASSAGES }),
  ]);
  await ctx.db.insert(messages).values({ conversationId: conv.id, businessId: business.id, role: 'user', content: question });
  return {
    business,
    conversationId: conv.id,
    question,
    passages: found.map((p) => ({ id: p.id, content: p.content, sourceTitle: p.title, sourceUrl: p.url })),
    history: earlier.reverse(),
    startedAt,
  };
}

function sourcesOf(passages: Passage[]): ChatSource[] {
  const seen = new Map<string, ChatSource>();
  for (const p of passages) {
    const key = p.sourceUrl ?? p.sourceTitle;
    if (!seen.has(key)) seen.set(key, { title: p.sourceTitle, url: p.sourceUrl });
  }
  return [...seen.values()];
}

/** Stores the answer (or the failure), updates the owner's daily analytics and records usage. */
export async function finishTurn(
  ctx: AppContext,
  turn: PreparedTurn,
  outcome: { ok: true; text: string; sources: Passage[]; answered: boolean; usage: EngineUsage } | { ok: false; error: unknown },
): Promise<ChatReply> {
  const responseTimeMs = Math.round(performance.now() - turn.startedAt);
  const sources = outcome.ok ? sourcesOf(outcome.sources) : [];
  const content = outcome.ok ? outcome.text : FAILED_REPLY;
  const today = new Date().toISOString().slice(0, 10);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(messages).values({
      conversationId: turn.conversationId,
      businessId: turn.business.id,
      role: 'assistant',
      content,
      sources,
      answered: outcome.ok ? outcome.answered : false,
      success: outcome.ok,
      responseTimeMs,
    });
    await tx.update(conversations).set({ lastMessageAt: new Date() }).where(eq(conversations.id, turn.conversationId));
    await tx
      .insert(messageAnalytics)
      .values({ userId: turn.business.ownerId, date: today, totalMessages: 1, totalResponseTimeMs: responseTimeMs, successfulMessages: outcome.ok ? 1 : 0 })
      .onConflictDoUpdate({
        target: [messageAnalytics.userId, messageAnalytics.date],
        set: {
          totalMessages: sql`${messageAnalytics.totalMessages} + 1`,
          totalResponseTimeMs: sql`${messageAnalytics.totalResponseTimeMs} + ${responseTimeMs}`,
          successfulMessages: sql`${messageAnalytics.successfulMessages} + ${outcome.ok ? 1 : 0}`,
        },
      });
  });
  const meta = { userId: turn.business.ownerId, businessId: turn.business.id, endpoint: 'chat' };
  if (outcome.ok) {
    await ctx.ai.record(meta, { usage: outcome.usage, status: 'success', latencyMs: responseTimeMs });
    return { response: content, sources, answered: outcome.answered };
  }
  const err = outcome.error;
  await ctx.ai.record(meta, { status: err instanceof EngineError ? err.kind : 'error', latencyMs: responseTimeMs, error: (err as Error)?.message });
  throw engineFailure(err);
}

/** Non-streaming chat (SPEC §7 POST /api/chat/{businessId}). */
export async function reply(ctx: AppContext, opts: { businessId: number; visitorId: string; message: string; ip: string }): Promise<ChatReply> {
  const turn = await prepareTurn(ctx, opts);
  try {
    const stream = ctx.engine.answer({ business: businessContext(turn.business), question: turn.question, passages: turn.passages, history: turn.history, signal: AbortSignal.timeout(ctx.config.ai.timeoutMs + 5_000) });
    const r = await stream.result;
    return finishTurn(ctx, turn, { ok: true, ...r });
  } catch (error) {
    return finishTurn(ctx, turn, { ok: false, error });
  }
}

/** Owner view: the business's conversations, newest first, with their messages. */
export async function ownerConversations(db: Db, businessId: number, limit = 50) {
  const convs = await db
    .select()
    .from(conversations)
    .where(eq(conversations.businessId, businessId))
    .orderBy(desc(conversations.lastMessageAt))
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
      .map((m) => ({ role: m.role, content: m.content, timestamp: m.createdAt.toISOString(), sources: m.sources, answered: m.answered, success: m.success, responseTimeMs: m.responseTimeMs })),
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

