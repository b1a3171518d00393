/**
 * An AiEngine that answers at once with a fixed short text, so a chat request's latency is all
 * server time: routing, limits, retrieval over the passages, history, storing both messages,
 * analytics and the usage record.
 */
import { createAnswerStream } from '../apps/server/src/modules/answering/answer-stream.ts';
import type { AiEngine, EngineUsage } from '../apps/server/src/modules/answering/engine.ts';

const ANSWER = 'Thanks for asking! Our front desk can help you with that: call (802) 555-0142.';
const usage: EngineUsage = { model: 'bench-instant', inputTokens: 0, outputTokens: 0 };

export const instantEngine: AiEngine = {
  kind: 'builtin',
  model: 'bench-instant',
  generateProfileField: async () => ({ value: 'Bench profile text.', usage }),
  suggestSubdomains: async () => [],
  summarize: async () => ({ summary: 'Bench summary.', usage }),
  answer: (input) =>
    createAnswerStream(async (emit) => {
      emit(ANSWER);
      return { text: ANSWER, sources: input.passages.slice(0, 3), answered: true, usage };
    }),
};
