import type { AnswerStream, EngineUsage, Passage } from './engine.ts';

export interface AnswerResult {
  text: string;
  sources: Passage[];
  answered: boolean;
  usage: EngineUsage;
}

/**
 * Builds an AnswerStream around a producer that emits text deltas and resolves with the result.
 *
 * The producer starts at once and its deltas are buffered, so a caller that only awaits
 * `result` (the JSON chat route) gets the answer without reading `textStream`, and a caller that
 * streams (SSE) sees deltas as they come. `result` settles when the producer has finished, which
 * is after the last delta. Leaving the `for await` loop early (a visitor disconnects) aborts the
 * producer through its signal. `textStream` can be read once.
 */
export function createAnswerStream(produce: (emit: (delta: string) => void, signal: AbortSignal) => Promise<AnswerResult>): AnswerStream {
  const cancel = new AbortController();
  const queue: string[] = [];
  let done = false;
  let failure: { error: unknown } | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };

  const result = (async () => {
    // Let the caller attach to textStream before the first delta; deltas are buffered anyway.
    await Promise.resolve();
    try {
      return await produce((delta) => {
        if (delta && !cancel.signal.aborted) {
          queue.push(delta);
          notify();
        }
      }, cancel.signal);
    } catch (error) {
      failure = { error };
      throw error;
    } finally {
      done = true;
      notify();
    }
  })();
  // A caller that streams and then stops may never await `result`; its failure is then reported
  // through textStream, not as an unhandled rejection.
  result.catch(() => {});

  let taken = false;
  const textStream: AsyncIterable<string> = {
    [Symbol.asyncIterator](): AsyncIterator<string> {
      if (taken) throw new Error('textStream can only be read once');
      taken = true;
      return {
        async next(): Promise<IteratorResult<string>> {
          for (;;) {
            const chunk = queue.shift();
            if (chunk !== undefined) return { value: chunk, done: false };
            if (failure) throw failure.error;
            if (done) return { value: undefined, done: true };
            await new Promise<void>((resolve) => (wake = resolve));
          }
        },
        async return(): Promise<IteratorResult<string>> {
          if (!done) cancel.abort(new DOMException('The answer stream was closed by its reader', 'AbortError'));
          return { value: undefined, done: true };
        },
      };
    },
  };
  return { textStream, result };
}

/** Approximate token count when no tokenizer is at hand: about four characters per token. */
export function approxTokens(chars: number): number {
  return Math.ceil(chars / 4);
}
