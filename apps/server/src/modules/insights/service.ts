import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  INSIGHTS_LIMITS,
  INSIGHTS_PERIOD_DAYS,
  INSIGHTS_QUESTIONS_READ,
  type Insights,
  type InsightsDay,
  type InsightsPeriod,
} from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { messages, taughtAnswers } from '../../db/schema.ts';
import { addDays, knownZone, startOfZonedDay, zonedParts } from '../../lib/zoned-time.ts';
import { getOwnedBusiness } from '../business/service.ts';
import { handoffsSince } from '../handoff/index.ts';
import { leadsSince } from '../leads/index.ts';
import { gapGroups, prepare, topicGroups, withoutTaught } from './groups.ts';

/**
 * The business page's insights for a period (issue 19 part 5, decision 031). Totals and the daily
 * series count every message of the period (one aggregate over the business/created_at index);
 * topics and gaps group the latest INSIGHTS_QUESTIONS_READ questions, each with whether its reply
 * answered, so the work is bounded however busy the business is.
 */
export async function insights(db: Db, ownerId: number, businessId: number, period: InsightsPeriod, now = new Date()): Promise<Insights> {
  const business = await getOwnedBusiness(db, ownerId, businessId);
  const days = INSIGHTS_PERIOD_DAYS[period];
  // Whole days where the business is (the time zone of its opening hours; UTC until one is chosen):
  // a Tuesday evening's questions are Tuesday's, wherever the server is.
  const zone = knownZone(business.timeZone);
  const today = zonedParts(now, zone).date;
  const from = addDays(today, -(days - 1));
  const since = startOfZonedDay(from, zone);
  const inPeriod = and(eq(messages.businessId, businessId), gte(messages.createdAt, since));

  const day = sql<string>`to_char(${messages.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  const [perDay, [conv], asked, taught, leadCount, handoffCount] = await Promise.all([
    db
      .select({
        day,
        questions: sql<number>`count(*) filter (where ${messages.role} = 'user')`,
        answered: sql<number>`count(*) filter (where ${messages.role} = 'assistant' and ${messages.answered} = true)`,
        declined: sql<number>`count(*) filter (where ${messages.role} = 'assistant' and ${messages.answered} = false)`,
      })
      .from(messages)
      .where(inPeriod)
      // By position: the zone is a bound parameter, and two of them make two expressions to PostgreSQL.
      .groupBy(sql`1`),
    db
      .select({ n: sql<number>`count(distinct ${messages.conversationId})` })
      .from(messages)
      .where(inPeriod),
    // Each question with its reply's verdict: the next assistant message of its conversation.
    db
      .select({
        text: messages.content,
        // Qualified by hand: drizzle leaves a one-table select's columns bare, which the subquery would read as its own.
        answered: sql<boolean | null>`(select a.answered from messages a
          where a.conversation_id = "messages"."conversation_id" and a.id > "messages"."id" and a.role = 'assistant'
          order by a.id limit 1)`,
      })
      .from(messages)
      .where(and(inPeriod, eq(messages.role, 'user')))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(INSIGHTS_QUESTIONS_READ),
    db.select({ question: taughtAnswers.question }).from(taughtAnswers).where(eq(taughtAnswers.businessId, businessId)),
    leadsSince(db, businessId, since),
    handoffsSince(db, businessId, since),
  ]);

  const byDay = new Map(perDay.map((r) => [r.day, r]));
  const series: InsightsDay[] = [];
  let questions = 0;
  let answered = 0;
  let declined = 0;
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const r = byDay.get(date);
    const q = Number(r?.questions ?? 0);
    const d = Number(r?.declined ?? 0);
    questions += q;
    declined += d;
    answered += Number(r?.answered ?? 0);
    series.push({ date, questions: q, declined: d });
  }

  const items = prepare(asked.map((q) => ({ text: q.text, declined: q.answered === false })));
  const rate = (n: number) => (questions ? Math.min(1, n / questions) : null);
  return {
    period,
    from,
    to: today,
    conversations: Number(conv?.n ?? 0),
    questions,
    answered,
    declined,
    answeredRate: rate(answered),
    declinedRate: rate(declined),
    // Visitors who asked for a person in the period (decision 030).
    handoffs: handoffCount,
    // Visitors who left their details after the offer (decision 033), received in the period.
    leads: leadCount,
    days: series,
    topics: topicGroups(items, { max: INSIGHTS_LIMITS.topics, examples: INSIGHTS_LIMITS.examples }),
    gaps: gapGroups(
      withoutTaught(
        items.filter((it) => it.declined),
        taught.map((t) => t.question),
      ),
      { max: INSIGHTS_LIMITS.gaps, examples: INSIGHTS_LIMITS.examples },
    ),
    questionsRead: asked.length,
  };
}
