import { describe, expect, it } from 'vitest';
import { createAnswerStream } from './answer-stream.ts';

const usage = { model: 'm', inputTokens: 1, outputTokens: 1 };

describe('createAnswerStream', () => {
  it('delivers deltas in order and settles the result after them', async () => {
    const s = createAnswerStream(async (emit) => {
      for (const d of ['a', 'b', 'c']) {
        emit(d);
        await new Promise((r) => setTimeout(r, 1));
      }
      return { text: 'abc', sources: [], answered: true, usage };
    });
    const seen: string[] = [];
    for await (const d of s.textStream) seen.push(d);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect((await s.result).text).toBe('abc');
  });

  it('runs without a reader', async () => {
    const s = createAnswerStream(async (emit) => {
      emit('x');
      return { text: 'x', sources: [], answered: true, usage };
    });
    expect((await s.result).text).toBe('x');
  });

  it('fails both the stream and the result, without an unhandled rejection', async () => {
    const s = createAnswerStream(async (emit) => {
      emit('partial ');
      throw new Error('boom');
    });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const d of s.textStream) seen.push(d);
      })(),
    ).rejects.toThrow('boom');
    expect(seen).toEqual(['partial ']);
    await expect(s.result).rejects.toThrow('boom');
  });

  it('aborts the producer when the reader stops early', async () => {
    let aborted = false;
    const s = createAnswerStream(async (emit, signal) => {
      for (let i = 0; i < 100 && !signal.aborted; i++) {
        emit(`${i} `);
        await new Promise((r) => setTimeout(r, 1));
      }
      aborted = signal.aborted;
      return { text: '', sources: [], answered: true, usage };
    });
    for await (const d of s.textStream) if (d === '2 ') break;
    await s.result;
    expect(aborted).toBe(true);
  });

  it('can be read once', async () => {
    const s = createAnswerStream(async () => ({ text: '', sources: [], answered: true, usage }));
    s.textStream[Symbol.asyncIterator]();
    expect(() => s.textStream[Symbol.asyncIterator]()).toThrow(/once/);
    await s.result;
  });
});
