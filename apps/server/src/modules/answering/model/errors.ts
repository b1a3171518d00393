import { APICallError, RetryError } from 'ai';
import { EngineError } from '../engine.ts';

/**
 * Turns whatever the AI SDK or the network threw into an EngineError with a message an owner can
 * read (no URLs, keys or response bodies; the original stays in `cause` for the log):
 *   - our timeout fired, or the caller's signal fired with a TimeoutError → 'timeout'
 *   - the provider answered with an HTTP error, or could not be reached → 'provider'
 *   - the provider answered 2xx with something unreadable, empty or off-schema → 'malformed'
 * A caller's plain abort (a visitor went away) is not a failure of the engine: it is returned
 * unchanged so the caller can tell it apart.
 */
export function toEngineError(err: unknown, ctx: { timedOut: boolean; timeoutMs: number; callerSignal?: AbortSignal }): unknown {
  if (err instanceof EngineError) return err;
  if (ctx.timedOut || isTimeoutReason(ctx.callerSignal)) return new EngineError(timeoutMessage(ctx.timeoutMs), 'timeout', { cause: err });
  if (ctx.callerSignal?.aborted) return err;

  // After retries the SDK wraps the errors; the last one says what went wrong.
  const last = RetryError.isInstance(err) ? (err.lastError ?? err) : err;
  if (isAbort(last)) return new EngineError(timeoutMessage(ctx.timeoutMs), 'timeout', { cause: err });
  if (APICallError.isInstance(last)) {
    const status = last.statusCode;
    if (status === undefined) return new EngineError('The AI provider could not be reached', 'provider', { cause: err });
    if (status >= 200 && status < 300) return new EngineError(MALFORMED, 'malformed', { cause: err });
    return new EngineError(`The AI provider returned an error (${status})`, 'provider', { cause: err });
  }
  const name = last instanceof Error ? last.name : '';
  if (MALFORMED_ERRORS.has(name)) return new EngineError(MALFORMED, 'malformed', { cause: err });
  return new EngineError('The AI provider failed to answer', 'provider', { cause: err });
}

export const MALFORMED = 'The AI provider returned a response that could not be read';

/** AI SDK errors that mean "the provider answered, but not with what we asked for". */
const MALFORMED_ERRORS = new Set([
  'AI_NoObjectGeneratedError',
  'AI_NoOutputGeneratedError',
  'AI_NoContentGeneratedError',
  'AI_JSONParseError',
  'AI_TypeValidationError',
  'AI_InvalidResponseDataError',
  'AI_EmptyResponseBodyError',
]);

export function timeoutMessage(ms: number): string {
  const seconds = ms / 1000;
  const text = Number.isInteger(seconds)
    ? String(seconds)
    : seconds < 10
      ? String(Math.round(seconds * 10) / 10)
      : String(Math.round(seconds));
  return `The AI provider did not answer within ${text} ${seconds === 1 ? 'second' : 'seconds'}`;
}

function isAbort(err: unknown): boolean {
  return (err instanceof Error || err instanceof DOMException) && (err.name === 'AbortError' || err.name === 'TimeoutError');
}

function isTimeoutReason(signal: AbortSignal | undefined): boolean {
  const reason: unknown = signal?.aborted ? signal.reason : undefined;
  return reason instanceof Error || reason instanceof DOMException ? reason.name === 'TimeoutError' : false;
}
