import { isListField, type ProfileField } from '@staffwright/contract';
import {
  embedMany,
  generateText,
  NoObjectGeneratedError,
  Output,
  streamText,
  type EmbeddingModel,
  type LanguageModel,
  type LanguageModelUsage,
} from 'ai';
import { z } from 'zod';
import { createAnswerStream } from '../answer-stream.ts';
import { dontKnow } from '../builtin/answer.ts';
import { smallTalk } from '../builtin/question.ts';
import {
  EngineError,
  type AiEngine,
  type AnswerInput,
  type AnswerStream,
  type BusinessContext,
  type EngineUsage,
  type Passage,
  type ProfileFieldResult,
} from '../engine.ts';
import { suggestSubdomainLabels } from '../suggest-subdomains.ts';
import { CitationFilter } from './citations.ts';
import { MALFORMED, toEngineError } from './errors.ts';
import {
  answerSystemPrompt,
  answerUserMessage,
  historyMessages,
  PROFILE_SYSTEM_PROMPT,
  profileUserMessage,
  SUMMARY_SYSTEM_PROMPT,
  summaryUserMessage,
} from './prompts.ts';

/** The SDK retries 5xx, 429 and network errors this many times (so at most three requests). */
export const MAX_RETRIES = 2;
const MAX_ANSWER_TOKENS = 500;
const MAX_PROFILE_TOKENS = 600;
const MAX_SUMMARY_TOKENS = 400;
const MAX_SUMMARY_CHARS = 700;

/** Structured output for list fields. The provider is asked for 3–8 items. */
export const listSchema = z.object({
  items: z.array(z.string().min(1)).min(3).max(8).describe('3 to 8 short items without commas'),
});

export interface ModelEngineOptions {
  kind: 'openai-compatible' | 'anthropic';
  /** Model id as configured, reported in usage rows. */
  modelId: string;
  model: LanguageModel;
  embeddingModel?: EmbeddingModel;
  embeddingModelId?: string;
  /** Per call: the whole call for generate/summarize/embed; time to first and between deltas for answers. */
  timeoutMs: number;
  /** Where the provider is, for describeEngine; credentials already removed. */
  endpoint: string | null;
}

/**
 * An engine backed by a language model through the AI SDK. Retrieval is the caller's (the same
 * passages the built-in engine gets); the model writes from those passages only. Every call has
 * an explicit timeout and at most two retries, and every failure becomes an EngineError.
 */
export class ModelEngine implements AiEngine {
  readonly kind: 'openai-compatible' | 'anthropic';
  readonly model: string;
  readonly endpoint: string | null;
  readonly embeddingModelId: string | null;
  readonly embed?: (texts: string[], signal?: AbortSignal) => Promise<number[][]>;
  private readonly lm: LanguageModel;
  private readonly timeoutMs: number;

  constructor(opts: ModelEngineOptions) {
    this.kind = opts.kind;
    this.model = opts.modelId;
    this.lm = opts.model;
    this.timeoutMs = opts.timeoutMs;
    this.endpoint = opts.endpoint;
    this.embeddingModelId = opts.embeddingModel ? (opts.embeddingModelId ?? null) : null;
    const embeddingModel = opts.embeddingModel;
    if (embeddingModel) this.embed = (texts, signal) => this.embedWith(embeddingModel, texts, signal);
  }

  async generateProfileField(input: {
    field: ProfileField;
    business: BusinessContext;
    context: string;
    passages: Passage[];
    signal?: AbortSignal;
  }): Promise<ProfileFieldResult> {
    const prompt = profileUserMessage(input.field, input.business, input.context, input.passages);
    return this.guard(input.signal, async (signal) => {
      if (isListField(input.field)) {
        try {
          const r = await generateText({
            model: this.lm,
            system: PROFILE_SYSTEM_PROMPT,
            prompt,
            output: Output.object({ schema: listSchema, name: 'profile_list', description: 'A list of 3 to 8 short items' }),
            maxRetries: MAX_RETRIES,
            abortSignal: signal,
            maxOutputTokens: MAX_PROFILE_TOKENS,
            ...this.sampling(0.4),
          });
          return { value: cleanItems(r.output.items), usage: this.usage(r.usage) };
        } catch (err) {
          // Models that ignore the schema often still send usable JSON (in a code fence, or
          // with nine items); keep those rather than failing the owner's request.
          if (NoObjectGeneratedError.isInstance(err)) {
            const items = salvageItems(err.text);
            if (items.length > 0) return { value: items, usage: this.usage(err.usage) };
          }
          throw err;
        }
      }
      const r = await generateText({
        model: this.lm,
        system: PROFILE_SYSTEM_PROMPT,
        prompt,
        maxRetries: MAX_RETRIES,
        abortSignal: signal,
        maxOutputTokens: MAX_PROFILE_TOKENS,
        ...this.sampling(0.6),
      });
      return { value: cleanProse(r.text), usage: this.usage(r.usage) };
    });
  }

  async suggestSubdomains(input: { business: BusinessContext; count: number }): Promise<string[]> {
    // Deterministic for every engine: see suggest-subdomains.ts for why no model is asked.
    return suggestSubdomainLabels(input.business, input.count);
  }

  async summarize(input: { text: string; title: string; signal?: AbortSignal }): Promise<{ summary: string; usage: EngineUsage }> {
    return this.guard(input.signal, async (signal) => {
      const r = await generateText({
        model: this.lm,
        system: SUMMARY_SYSTEM_PROMPT,
        prompt: summaryUserMessage(input.title, input.text),
        maxRetries: MAX_RETRIES,
        abortSignal: signal,
        maxOutputTokens: MAX_SUMMARY_TOKENS,
        ...this.sampling(0.2),
      });
      return { summary: clipAtSentence(cleanProse(r.text), MAX_SUMMARY_CHARS), usage: this.usage(r.usage) };
    });
  }

  answer(input: AnswerInput): AnswerStream {
    const { text: userMessage, used } = answerUserMessage(input.question, input.passages);
    // Nothing retrieved, nothing said before, and not a greeting: the honest answer is known
    // without paying for a model call, and no model can be tempted to make one up.
    if (used.length === 0 && input.history.length === 0 && !smallTalk(input.question, input.business.agentName)) {
      const text = dontKnow(input.business);
      return createAnswerStream(async (emit) => {
        emit(text);
        return { text, sources: [], answered: false, usage: { model: this.model, inputTokens: 0, outputTokens: 0 } };
      });
    }
    return createAnswerStream(async (emit, readerGone) => {
      // The timeout here is an idle timeout: it fires when the provider sends nothing (no first
      // token, or a stall mid-answer) for timeoutMs, so a long but steady answer is not cut off.
      const idle = new AbortController();
      let timer = setTimeout(() => idle.abort(), this.timeoutMs);
      const touch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(), this.timeoutMs);
      };
      const callerSignal = input.signal ? AbortSignal.any([input.signal, readerGone]) : readerGone;
      const signal = AbortSignal.any([idle.signal, callerSignal]);
      const filter = new CitationFilter();
      let text = '';
      let usage: EngineUsage = { model: this.model, inputTokens: 0, outputTokens: 0 };
      try {
        const r = streamText({
          model: this.lm,
          system: answerSystemPrompt(input.business),
          messages: [...historyMessages(input.history), { role: 'user', content: userMessage }],
          maxRetries: MAX_RETRIES,
          abortSignal: signal,
          maxOutputTokens: MAX_ANSWER_TOKENS,
          ...this.sampling(0.2),
          // Errors arrive as 'error' parts below; the SDK's default would also print them.
          onError: () => {},
        });
        for await (const part of r.fullStream) {
          touch();
          if (part.type === 'text-delta') {
            const shown = filter.push(part.text);
            if (shown) {
              text += shown;
              emit(shown);
            }
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            throw signal.reason ?? new DOMException('The answer was aborted', 'AbortError');
          } else if (part.type === 'finish') {
            usage = this.usage(part.totalUsage);
          }
        }
        const rest = filter.flush();
        if (rest) {
          text += rest;
          emit(rest);
        }
        if (!text.trim()) throw new EngineError('The AI provider returned an empty answer', 'malformed');
        const answered = !saysItDoesNotKnow(text);
        const cited = filter
          .citations()
          .map((n) => used[n - 1])
          .filter((p): p is Passage => p !== undefined);
        // No markers but an answer: it rests on the passages it was given.
        const sources = answered ? (cited.length > 0 ? cited : used) : [];
        return { text: text.trim(), sources, answered, usage };
      } catch (err) {
        throw toEngineError(err, { timedOut: idle.signal.aborted, timeoutMs: this.timeoutMs, callerSignal });
      } finally {
        clearTimeout(timer);
      }
    });
  }

  private async embedWith(model: EmbeddingModel, texts: string[], signal?: AbortSignal): Promise<number[][]> {
    if (texts.length === 0) return [];
    return this.guard(signal, async (s) => {
      const r = await embedMany({ model, values: texts, maxRetries: MAX_RETRIES, abortSignal: s });
      if (r.embeddings.length !== texts.length) throw new EngineError(MALFORMED, 'malformed');
      return r.embeddings;
    });
  }

  /** Runs one call under the engine's timeout and the caller's signal, mapping every failure. */
  private async guard<T>(callerSignal: AbortSignal | undefined, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    try {
      return await fn(signal);
    } catch (err) {
      throw toEngineError(err, { timedOut: timeout.aborted, timeoutMs: this.timeoutMs, callerSignal });
    }
  }

  /**
   * A low temperature keeps answers close to the passages. Current Claude models reject sampling
   * parameters (the SDK drops them with a warning on every call), so Anthropic gets its default.
   */
  private sampling(temperature: number): { temperature?: number } {
    return this.kind === 'anthropic' ? {} : { temperature };
  }

  private usage(u: LanguageModelUsage | undefined): EngineUsage {
    return { model: this.model, inputTokens: u?.inputTokens ?? 0, outputTokens: u?.outputTokens ?? 0 };
  }
}

/** The "I don't know" reply the system prompt asks for, or a model's own wording of it. */
export function saysItDoesNotKnow(text: string): boolean {
  return /\b(?:don['’]t|do not|doesn['’]t|does not) have (?:any )?(?:information|details)\b|\bI(?:['’]m| am) not sure\b|\bno information (?:about|on)\b/i.test(
    text,
  );
}

/** Plain text from a model: no wrapping quotes, markdown emphasis or "Bio:" style labels. */
export function cleanProse(text: string): string {
  const cleaned = text
    .replace(/<think>[\s\S]*?<\/think>/gi, '')
    .replace(/^\s*(?:#+\s*)?(?:bio|biography|experience|summary|agent bio)\s*:\s*/i, '')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, '$1$2')
    .replace(/^#+\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“'](.*)["”']$/s, '$1')
    .trim();
  if (!cleaned) throw new EngineError('The AI provider returned an empty answer', 'malformed');
  return cleaned;
}

/**
 * List items as the profile screen needs them: trimmed, without bullets, numbering, trailing
 * full stops or commas (lists are edited as comma-separated text), distinct, at most eight.
 */
export function cleanItems(items: unknown[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const t = item
      .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
      .replace(/\s*,\s*/g, ' and ')
      .replace(/[.;:]+$/, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
    const key = t.toLowerCase();
    if (!t || seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  if (out.length === 0) throw new EngineError(MALFORMED, 'malformed');
  return out.slice(0, 8);
}

/** Items from a reply that was not valid against the schema: JSON in a fence, a bare array… */
export function salvageItems(text: string | undefined): string[] {
  if (!text) return [];
  const unfenced = text.replace(/```(?:json)?/gi, '').trim();
  const candidates = [unfenced, /\{[\s\S]*\}/.exec(unfenced)?.[0], /\[[\s\S]*\]/.exec(unfenced)?.[0]];
  for (const c of candidates) {
    if (!c) continue;
    try {
      const parsed: unknown = JSON.parse(c);
      const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown })?.items;
      if (Array.isArray(list)) return cleanItems(list);
    } catch {
      // not this one
    }
  }
  return [];
}

function clipAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}
