import { describe, expect, it } from 'vitest';
import { splitAsks } from './question.ts';

const parts = (q: string) => splitAsks(q)?.map((p) => ({ cue: p.cue, keys: p.terms.map((t) => t.key) }));

describe('two asks in one message', () => {
  it('splits a message that asks two things of different kinds, each part keeping the topic', () => {
    expect(parts('how much is a root touch up and how long does it take')).toEqual([
      { cue: 'price', keys: ['root', 'touch', 'price'] },
      { cue: 'duration', keys: ['root', 'touch'] },
    ]);
    // The first part names no figure of its own; the second borrows its topic.
    expect(parts('do u do undercoating? how much for my truck')?.[1]).toEqual({ cue: 'price', keys: ['truck', 'price', 'undercoat'] });
  });

  it('leaves one ask whole: more words about it after a "?", or two asks of the same kind', () => {
    expect(splitAsks('price for a camper cabin at three forks? county resident')).toBeNull();
    expect(splitAsks('how much is a haircut and how much is a beard trim')).toBeNull();
    expect(splitAsks('what time do you open on saturday')).toBeNull();
  });
});
