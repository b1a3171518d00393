import type { FastifyBaseLogger } from 'fastify';
import type { EngineInfo } from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { usageRecords } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { EngineError, type AiEngine, type EngineUsage } from './engine.ts';

export interface UsageMeta {
  userId: number | null;
  businessId: number | null;
  endpoint: string;
}

export interface AiService {
  engine: AiEngine;
  info: EngineInfo;
  /** Runs one engine call, records its usage row (failures too) and turns engine errors into API errors. */
  run<T>(meta: UsageMeta, fn: (engine: AiEngine, signal: AbortSignal) => Promise<{ value: T; usage: EngineUsage }>): Promise<T>;
  record(meta: UsageMeta, outcome: { usage?: EngineUsage; status: string; latencyMs: number; error?: string }): Promise<void>;
}

export function engineFailure(err: unknown): AppError {
  if (err instanceof EngineError) {
    return new AppError(err.kind === 'timeout' ? 'timeout' : 'bad_gateway', err.message);
  }
  if (err instanceof AppError) return err;
  return new AppError('bad_gateway', 'The AI engine failed to answer. Please try again.');
}

/** The usage row of one engine call (also written by chat, inside its own single statement). */
export function usageRow(
  meta: UsageMeta,
  outcome: { usage?: EngineUsage; status: string; latencyMs: number; error?: string },
  defaultModel: string,
): typeof usageRecords.$inferInsert & {
  model: string;
  inputTokens: number;
  outputTokens: number;
  tokensUsed: number;
  error: string | null;
} {
  const u = outcome.usage;
  return {
    userId: meta.userId,
    businessId: meta.businessId,
    endpoint: meta.endpoint,
    model: u?.model ?? defaultModel,
    inputTokens: u?.inputTokens ?? 0,
    outputTokens: u?.outputTokens ?? 0,
    tokensUsed: (u?.inputTokens ?? 0) + (u?.outputTokens ?? 0),
    status: outcome.status,
    latencyMs: Math.round(outcome.latencyMs),
    error: outcome.error?.slice(0, 500) ?? null,
  };
}

export function createAiService(opts: {
  db: Db;
  engine: AiEngine;
  info: EngineInfo;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): AiService {
  const record: AiService['record'] = async (meta, outcome) => {
    await opts.db
      .insert(usageRecords)
      .values(usageRow(meta, outcome, opts.engine.model))
      .catch((err) => opts.log.error({ err }, 'could not record AI usage'));
  };
  return {
    engine: opts.engine,
    info: opts.info,
    record,
    async run(meta, fn) {
      const started = performance.now();
      // The engine has its own timeout; this one is the backstop so no call can hang a request.
      const signal = AbortSignal.timeout(opts.timeoutMs + 5_000);
      try {
        const { value, usage } = await fn(opts.engine, signal);
        await record(meta, { usage, status: 'success', latencyMs: performance.now() - started });
        return value;
      } catch (err) {
        const status = err instanceof EngineError ? err.kind : 'error';
        await record(meta, { status, latencyMs: performance.now() - started, error: (err as Error).message });
        if (!(err instanceof EngineError)) opts.log.error({ err, endpoint: meta.endpoint }, 'AI engine call failed');
        throw engineFailure(err);
      }
    },
  };
}
