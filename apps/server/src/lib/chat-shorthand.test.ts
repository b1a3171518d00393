import { describe, expect, it } from 'vitest';
import { expandShorthand } from './chat-shorthand.ts';

describe('expandShorthand', () => {
  it('spells out what people type into a chat box', () => {
    expect(expandShorthand('wat time r u open 2nite')).toBe('what time are you open tonight');
    expect(expandShorthand('how many ppl can sit inside? thx')).toBe('how many people can sit inside? thanks');
    expect(expandShorthand('Wat about Sat')).toBe('What about Sat');
    expect(expandShorthand('r tutorials in the conf ticket? hows much is that')).toBe(
      'are tutorials in the conference ticket? how much is that',
    );
    expect(expandShorthand('can i develop film at urs? how much wud it be, cud u txt me tmw')).toBe(
      'can i develop film at yours? how much would it be, could you text me tomorrow',
    );
    expect(expandShorthand('is any1 there on the wknd? wot do ya charge')).toBe('is anyone there on the weekend? what do you charge');
    // "msg", "cos" and "bout" are words of their own: MSG in a sauce, cos lettuce, a boxing bout (review).
    expect(expandShorthand('any msg in the cos lettuce? when is the next bout')).toBe('any msg in the cos lettuce? when is the next bout');
  });

  it('leaves names, codes and compounds as written', () => {
    expect(expandShorthand('is the K-1 visa ok? do u fix A/C, Plan B, Box W or R&B')).toBe(
      'is the K-1 visa ok? do you fix A/C, Plan B, Box W or R&B',
    );
    expect(expandShorthand("I'm here, don't wait")).toBe("I'm here, don't wait");
  });
});

describe('expandShorthand and capitals', () => {
  it('leaves abbreviations in capitals and dotted ones alone', () => {
    expect(expandShorthand('Do you ship to BC or Kansas City MO? Is HR open? IM me. do u ship to the u.s.?')).toBe(
      'Do you ship to BC or Kansas City MO? Is HR open? IM me. do you ship to the u.s.?',
    );
  });
});

describe('expandShorthand and spoken phrases', () => {
  it('reads "get together" as meeting and "u lot" as you', () => {
    expect(expandShorthand('when does the junior committee get together')).toBe('when does the junior committee meet');
    expect(expandShorthand('how long have u lot been around')).toBe('how long have you been around');
    // A lot, a parking lot and "together" alone are what they say.
    expect(expandShorthand('is there a lot to park in? can we come together')).toBe('is there a lot to park in? can we come together');
  });
});

describe('expandShorthand and contractions', () => {
  it('reads "we\'d" as we would (never Wednesday), "rn" as right now and "whenever" as any time', () => {
    expect(expandShorthand("we'd like a tour on a tuesday")).toBe('we would like a tour on a tuesday');
    expect(expandShorthand('I’d love to come')).toBe('I would love to come');
    expect(expandShorthand('are you hiring rn')).toBe('are you hiring right now');
    expect(expandShorthand('can i cancel whenever')).toBe('can i cancel any time');
    expect(expandShorthand('r u open rn?')).toBe('are you open right now?');
    // A nurse is RN in capitals, and in lower case before the end (review); Wed is Wednesday.
    expect(expandShorthand('do you have an RN on staff on wed')).toBe('do you have an RN on staff on wed');
    expect(expandShorthand('is the rn there today')).toBe('is the rn there today');
  });
});
