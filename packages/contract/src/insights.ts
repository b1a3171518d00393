import { z } from 'zod';

/**
 * Insights (issue 19 part 5, decision 031): what customers asked a business's agent over a period,
 * how much of it was answered, what they ask about most, and what the agent could not answer.
 */
export const INSIGHTS_PERIODS = ['7d', '30d', '90d'] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];
export const INSIGHTS_PERIOD_DAYS: Record<InsightsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The latest questions of the period that are grouped into topics and gaps (the totals count them all). */
export const INSIGHTS_QUESTIONS_READ = 2000;
/** Groups listed, and example questions per group. */
export const INSIGHTS_LIMITS = { topics: 8, gaps: 10, examples: 3 } as const;

export const INSIGHTS_MESSAGES = {
  badPeriod: 'Period must be one of 7d, 30d or 90d',
} as const;

export const insightsQuerySchema = z.strictObject({
  period: z.enum(INSIGHTS_PERIODS, { error: INSIGHTS_MESSAGES.badPeriod }).default('30d'),
});
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

/** Questions grouped by the words they share: a customer topic, or a content gap (declined questions only). */
export const questionGroupSchema = z.object({
  /** The group's most common words, most common first ("parking", "gluten free bread"). */
  label: z.string(),
  /** Questions in the group (of the questions read). */
  count: z.number().int(),
  /** The question that shares most of the group's words: what "Teach an answer" starts from. */
  typical: z.string(),
  /** Up to INSIGHTS_LIMITS.examples different questions of the group, the typical one first. */
  examples: z.array(z.string()),
});
export type QuestionGroup = z.infer<typeof questionGroupSchema>;

export const insightsDaySchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  date: z.string(),
  questions: z.number().int(),
  declined: z.number().int(),
});
export type InsightsDay = z.infer<typeof insightsDaySchema>;

export const insightsSchema = z.object({
  period: z.enum(INSIGHTS_PERIODS),
  /** First and last UTC day of the period (YYYY-MM-DD); the last is today. */
  from: z.string(),
  to: z.string(),
  /** Conversations with at least one message in the period. */
  conversations: z.number().int(),
  /** Visitor messages in the period. */
  questions: z.number().int(),
  /** Replies that answered / that said the agent did not know (a failed reply is neither). */
  answered: z.number().int(),
  declined: z.number().int(),
  /** answered / questions and declined / questions, 0 to 1; null when there were no questions. */
  answeredRate: z.number().nullable(),
  declinedRate: z.number().nullable(),
  /** Visitors who asked for a person (decision 030) and who left their details (decision 033) in the period. Null would mean not recorded: never a made-up zero. */
  handoffs: z.number().int().nullable(),
  leads: z.number().int().nullable(),
  /** One entry per day of the period, oldest first, days without questions included. */
  days: z.array(insightsDaySchema),
  topics: z.array(questionGroupSchema),
  /** Groups of declined questions, leaving out those a taught answer now covers. */
  gaps: z.array(questionGroupSchema),
  /** How many of the period's questions were grouped (at most INSIGHTS_QUESTIONS_READ, the latest). */
  questionsRead: z.number().int(),
});
export type Insights = z.infer<typeof insightsSchema>;
