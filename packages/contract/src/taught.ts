import { z } from 'zod';
import { idParam } from './ids.ts';

/**
 * Taught answers (issue 19 part 4): the owner's own answer to a question the agent missed. The
 * agent gives it first whenever a visitor asks that question or a paraphrase of it (decision 029).
 */
export const TAUGHT_LIMITS = { question: 300, answer: 2000, perBusiness: 500 } as const;

export const TAUGHT_MESSAGES = {
  questionRequired: 'Question is required',
  questionTooLong: `Question must be at most ${TAUGHT_LIMITS.question} characters`,
  answerRequired: 'Answer is required',
  answerTooLong: `Answer must be at most ${TAUGHT_LIMITS.answer} characters`,
  tooMany: `A business can have at most ${TAUGHT_LIMITS.perBusiness} taught answers`,
  notFound: 'Taught answer not found',
} as const;

/** How a taught answer's source is shown to the visitor. */
export const TAUGHT_SOURCE_TITLE = 'Answered by the business';

export const taughtAnswerInputSchema = z.strictObject({
  question: z.string().trim().min(1, TAUGHT_MESSAGES.questionRequired).max(TAUGHT_LIMITS.question, TAUGHT_MESSAGES.questionTooLong),
  answer: z.string().trim().min(1, TAUGHT_MESSAGES.answerRequired).max(TAUGHT_LIMITS.answer, TAUGHT_MESSAGES.answerTooLong),
});
export type TaughtAnswerInput = z.infer<typeof taughtAnswerInputSchema>;

export const taughtAnswerSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaughtAnswer = z.infer<typeof taughtAnswerSchema>;

export const taughtAnswerIdParam = z.strictObject({
  businessId: idParam('Invalid business ID'),
  answerId: idParam('Invalid taught answer ID'),
});
