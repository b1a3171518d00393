import { setImmediate as nextTurn } from 'node:timers/promises';
import { approxTokens, createAnswerStream } from '../answer-stream.ts';
import type { AiEngine, AnswerInput, AnswerStream, EngineUsage, ProfileFieldResult } from '../engine.ts';
import { suggestSubdomainLabels } from '../suggest-subdomains.ts';
import { builtinAnswer } from './answer.ts';
import { builtinProfileField, type ProfileInput } from './profile.ts';
import { builtinSummary } from './summarize.ts';

export const BUILTIN_MODEL = 'builtin';

/**
 * The default engine: no language model, no network, same input → same output. Answers quote
 * the passages the caller retrieved, summaries are extractive and profile fields come from
 * industry tables plus the business's own content. Usage is reported with model 'builtin' and
 * token counts estimated at four characters per token, so the admin's usage tab stays complete.
 */
export class BuiltinEngine implements AiEngine {
  readonly kind = 'builtin' as const;
  readonly model = BUILTIN_MODEL;

  async generateProfileField(input: ProfileInput & { signal?: AbortSignal }): Promise<ProfileFieldResult> {
    input.signal?.throwIfAborted();
    const value = builtinProfileField(input);
    const inputChars =
      input.context.length +
      input.passages.reduce((n, p) => n + p.content.length, 0) +
      input.business.businessName.length +
      input.business.agentName.length +
      input.business.agentTitle.length;
    const outputChars = Array.isArray(value) ? value.join(', ').length : value.length;
    return { value, usage: usage(inputChars, outputChars) };
  }

  async suggestSubdomains(input: Parameters<AiEngine['suggestSubdomains']>[0]): Promise<string[]> {
    return suggestSubdomainLabels(input.business, input.count);
  }

  async summarize(input: { text: string; title: string; signal?: AbortSignal }): Promise<{ summary: string; usage: EngineUsage }> {
    input.signal?.throwIfAborted();
    const summary = builtinSummary(input.text, input.title);
    return { summary, usage: usage(input.text.length, summary.length) };
  }

  answer(input: AnswerInput): AnswerStream {
    return createAnswerStream(async (emit, cancelled) => {
      input.signal?.throwIfAborted();
      const found = builtinAnswer(input);
      // Word by word, yielding to the event loop between words, so streaming callers see it
      // arrive the way a model's answer would and other requests are not held up.
      for (const chunk of found.text.match(/\S+\s*/g) ?? []) {
        if (cancelled.aborted) break;
        input.signal?.throwIfAborted();
        emit(chunk);
        await nextTurn();
      }
      const inputChars =
        input.question.length +
        input.passages.reduce((n, p) => n + p.content.length, 0) +
        input.history.reduce((n, m) => n + m.content.length, 0);
      return { ...found, usage: usage(inputChars, found.text.length) };
    });
  }
}

function usage(inputChars: number, outputChars: number): EngineUsage {
  return { model: BUILTIN_MODEL, inputTokens: approxTokens(inputChars), outputTokens: approxTokens(outputChars) };
}
