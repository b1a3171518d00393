import type { ProfileField } from '@staffwright/contract';

/** A retrieved piece of training content, as the engines see it. */
export interface Passage {
  id: number;
  content: string;
  /** Human-readable source name: a file name or a page title. */
  sourceTitle: string;
  /** Where the passage came from when it is a web page. */
  sourceUrl: string | null;
}

export interface BusinessContext {
  businessName: string;
  industry: string;
  agentName: string;
  agentTitle: string;
  website: string | null;
  /** How a customer reaches a person, from the business's website (its contact card), when known. */
  contact?: { phone?: string; email?: string };
}

/** Token counts reported back so the caller can write a usage record. */
export interface EngineUsage {
  model: string;
  inputTokens: number;
  outputTokens: number;
}

export interface ProfileFieldResult {
  value: string | string[];
  usage: EngineUsage;
}

export interface AnswerInput {
  business: BusinessContext;
  question: string;
  passages: Passage[];
  /** Earlier turns of the same conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  signal?: AbortSignal;
}

/** A streamed answer: text deltas as they come, then the passages it rests on and the usage. */
export interface AnswerStream {
  textStream: AsyncIterable<string>;
  /** Settles after textStream ends. */
  result: Promise<{ text: string; sources: Passage[]; answered: boolean; usage: EngineUsage }>;
}

export type EngineErrorKind = 'timeout' | 'provider' | 'malformed';

/**
 * A model call that failed in a way the caller should report. The message is safe to show to the
 * owner (no URLs, keys or provider internals); the original error, for the log, is in `cause`.
 * A caller's own AbortSignal firing is not an EngineError: the original abort error is rethrown.
 */
export class EngineError extends Error {
  /** 'timeout' | 'provider' | 'malformed' — recorded in the usage row's status. */
  readonly kind: EngineErrorKind;
  constructor(message: string, kind: EngineErrorKind, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
    this.kind = kind;
  }
}

export interface AiEngine {
  readonly kind: 'builtin' | 'openai-compatible' | 'anthropic';
  readonly model: string;
  generateProfileField(input: {
    field: ProfileField;
    business: BusinessContext;
    /** Free text the owner or the screen passes (SPEC §7 "context"). */
    context: string;
    passages: Passage[];
    signal?: AbortSignal;
  }): Promise<ProfileFieldResult>;
  /** Candidate labels, best first; the caller filters out reserved and taken ones. */
  suggestSubdomains(input: { business: BusinessContext; count: number }): Promise<string[]>;
  summarize(input: { text: string; title: string; signal?: AbortSignal }): Promise<{ summary: string; usage: EngineUsage }>;
  answer(input: AnswerInput): AnswerStream;
  /** Present only when an embedding model is configured. */
  embed?(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}
