import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type BusinessContext, type EngineUsage, contactRoute, BUILTIN_MODEL } from '../answering/index.ts';
import { businesses, mailOutbox, usageRecords, users } from '../../db/schema.ts';
import type { BusinessRow } from '../business/service.ts';
import { modelBudgetReachedMail } from '../mail/budget-templates.ts';

/**
 * Chat's daily model budgets (decision 026): the tokens (input + output) a business's agent may
 * spend with the language model in a UTC day, and one visitor of it. Checked before the engine is
 * called, from the day's count so far; a call is counted with its real tokens once it answered, so
 * the call that crosses the line finishes and the next question is turned away. The built-in engine
 * costs nothing and is never capped.
 *
 * The counts live in rate-limiter-flexible stores (Redis with REDIS_URL, shared by every process;
 * memory otherwise), keyed by the day so they start afresh at midnight UTC. A business's count that
 * a process does not have yet (it started today, without Redis) is read once from the day's usage
 * rows, so a restart does not hand out a second budget.
 */

export type BudgetRefusal = 'business' | 'visitor';

/** Over the business's budget: every visitor of it hears this until midnight UTC. */
export function businessBusyReply(business: BusinessContext): string {
  return `I'm getting a lot of questions right now and can't answer yours at the moment. Please try again later or contact ${business.businessName} directly${contactRoute(business)}.`;
}

/** Over this visitor's budget: the business's other visitors still get answers. */
export function visitorBusyReply(business: BusinessContext): string {
  return `You've asked me a lot of questions today, so I can't answer more right now. Please try again tomorrow or contact ${business.businessName} directly${contactRoute(business)}.`;
}

interface Day {
  /** YYYY-MM-DD, UTC: the same day as the owner's message analytics. */
  day: string;
  start: Date;
  /** Until midnight UTC, at least 1: how long a count of this day is kept. */
  secondsLeft: number;
}

function utcDay(now = new Date()): Day {
  const day = now.toISOString().slice(0, 10);
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { day, start: new Date(`${day}T00:00:00.000Z`), secondsLeft: Math.max(1, Math.ceil((next - now.getTime()) / 1000)) };
}

const businessKey = (businessId: number, day: Day) => `${businessId}|${day.day}`;
const visitorKey = (businessId: number, visitorId: string, day: Day) => `${businessId}|${visitorId}|${day.day}`;

/** Whether chat's engine calls count at all: a language model, and at least one budget set. */
function budgeted(ctx: AppContext): boolean {
  const { dailyTokensPerBusiness, dailyTokensPerVisitor } = ctx.config.ai;
  return ctx.engine.kind !== 'builtin' && (dailyTokensPerBusiness > 0 || dailyTokensPerVisitor > 0);
}

/** The model tokens the business's chat spent today (see the module comment). */
async function businessTokensToday(ctx: AppContext, business: BusinessRow, day: Day): Promise<number> {
  const limiter = ctx.limiters.modelTokensBusiness;
  const key = businessKey(business.id, day);
  const counted = await limiter.get(key);
  if (counted) return counted.consumedPoints;
  // The owner's rows of today, through usage_records_user_created_idx: a few rows, not the business's history.
  const [row] = await ctx.db
    .select({ tokens: sql<string | number | null>`sum(${usageRecords.tokensUsed})` })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.userId, business.ownerId),
        gte(usageRecords.createdAt, day.start),
        eq(usageRecords.businessId, business.id),
        eq(usageRecords.endpoint, 'chat'),
        ne(usageRecords.model, BUILTIN_MODEL),
      ),
    );
  const tokens = Number(row?.tokens ?? 0);
  // Set, not added: two requests that both found no count agree on the figure instead of doubling it.
  await limiter.set(key, tokens, day.secondsLeft);
  return tokens;
}

/**
 * Whether this turn may call the model: null, or which budget is spent. Over the business's budget
 * the owner is told, by one mail a day.
 */
export async function modelBudgetRefusal(
  ctx: AppContext,
  turn: { business: BusinessRow; visitorId: string },
): Promise<BudgetRefusal | null> {
  if (!budgeted(ctx)) return null;
  const { dailyTokensPerBusiness: perBusiness, dailyTokensPerVisitor: perVisitor } = ctx.config.ai;
  const day = utcDay();
  const [business, visitor] = await Promise.all([
    perBusiness > 0 ? businessTokensToday(ctx, turn.business, day) : 0,
    perVisitor > 0
      ? ctx.limiters.modelTokensVisitor.get(visitorKey(turn.business.id, turn.visitorId, day)).then((r) => r?.consumedPoints ?? 0)
      : 0,
  ]);
  if (perBusiness > 0 && business >= perBusiness) {
    await tellOwnerOnce(ctx, turn.business, day);
    return 'business';
  }
  if (perVisitor > 0 && visitor >= perVisitor) return 'visitor';
  return null;
}

/** Counts a model call's tokens against today's budgets of the business and the visitor. */
export async function spendModelTokens(
  ctx: AppContext,
  turn: { business: BusinessRow; visitorId: string },
  usage: EngineUsage,
): Promise<void> {
  if (!budgeted(ctx)) return;
  const tokens = Math.round(usage.inputTokens + usage.outputTokens);
  if (!(tokens > 0)) return;
  const day = utcDay();
  const options = { customDuration: day.secondsLeft };
  await Promise.all([
    ctx.limiters.modelTokensBusiness.penalty(businessKey(turn.business.id, day), tokens, options),
    ctx.limiters.modelTokensVisitor.penalty(visitorKey(turn.business.id, turn.visitorId, day), tokens, options),
  ]);
}

/**
 * The first refusal of the day for the business (one atomic `consume`, shared through Redis) mails
 * the owner, unless the outbox already holds today's notice (this process started after it was
 * sent). The mail goes out after the visitor's reply: SMTP's wait is not theirs.
 */
async function tellOwnerOnce(ctx: AppContext, business: BusinessRow, day: Day): Promise<void> {
  const first = await ctx.limiters.modelBudgetNotices.consume(businessKey(business.id, day), 1, { customDuration: day.secondsLeft }).then(
    () => true,
    () => false,
  );
  if (!first) return;
  void mailOwner(ctx, business.id, day).catch((err: unknown) =>
    ctx.log.error({ err, businessId: business.id }, 'chat: the model budget notice could not be mailed'),
  );
}

async function mailOwner(ctx: AppContext, businessId: number, day: Day): Promise<void> {
  const [to] = await ctx.db
    .select({ userId: users.id, email: users.email, username: users.username, businessName: businesses.name })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!to) return;
  const mail = modelBudgetReachedMail({
    username: to.username,
    businessName: to.businessName,
    dailyTokens: ctx.config.ai.dailyTokensPerBusiness,
    link: `${ctx.config.appUrl}/business/dashboard?id=${businessId}`,
  });
  const [sent] = await ctx.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, to.userId), eq(mailOutbox.subject, mail.subject), gte(mailOutbox.createdAt, day.start)))
    .limit(1);
  if (sent) return;
  await ctx.mailer.send({ to: to.email, userId: to.userId, ...mail });
}
