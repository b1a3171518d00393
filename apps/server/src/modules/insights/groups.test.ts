import { describe, expect, it } from 'vitest';
import { gapGroups, prepare, topicGroups, withoutTaught } from './groups.ts';

/** Grouping questions by the engine's term keys (decision 031), without a database. */

const QUESTIONS = [
  'Do you have parking?',
  'Where can I park my car?',
  'Is parking free?',
  'Is there parking nearby?',
  'How much is a cleaning?',
  'What does a cleaning cost?',
  'How much is teeth whitening?',
  'Do you have gluten free bread?',
  'any gluten-free bread?',
  'is there bread that is gluten free',
  'thanks!',
  'hi',
];
const items = prepare(QUESTIONS.map((text) => ({ text, declined: true })));
const opts = { max: 10, examples: 3 };

describe('question groups', () => {
  it('leaves out small talk: no content words, no group', () => {
    expect(items.map((i) => i.text)).not.toContain('thanks!');
    expect(items).toHaveLength(10);
  });

  it('topics are broad, biggest first, named as customers say it', () => {
    const topics = topicGroups(items, opts);
    expect(topics.map((t) => [t.label, t.count])).toEqual([
      ['parking', 4],
      ['cleaning cost', 3],
      ['gluten free bread', 3],
    ]);
    // A modifier shared by two subjects ("free" parking, gluten "free") does not join them.
    expect(topics[0]!.examples).toContain('Is parking free?');
    expect(topics[2]!.typical).toBe('Do you have gluten free bread?');
  });

  it('gaps are what one taught answer covers: paraphrases together, other questions apart', () => {
    const gaps = gapGroups(items, opts);
    expect(gaps.find((g) => g.label === 'gluten free bread')).toEqual({
      label: 'gluten free bread',
      count: 3,
      typical: 'Do you have gluten free bread?',
      examples: ['Do you have gluten free bread?', 'any gluten-free bread?', 'is there bread that is gluten free'],
    });
    // "Where can I park my car?" is the same ask as "Do you have parking?"; "Is parking free?" is not.
    const parking = gaps.find((g) => g.typical === 'Do you have parking?')!;
    expect(parking.examples).toEqual(['Do you have parking?', 'Where can I park my car?', 'Is there parking nearby?']);
    expect(parking.examples).not.toContain('Is parking free?');
    expect(gaps.reduce((n, g) => n + g.count, 0)).toBe(10);
  });

  it('questions a taught answer covers are no gap, paraphrases included', () => {
    const left = withoutTaught(items, ['Do you have gluten-free bread?']);
    expect(left.map((i) => i.text).filter((t) => t.includes('bread'))).toEqual([]);
    expect(left).toHaveLength(7);
  });

  it(`groups 2,000 questions quickly`, () => {
    const many = prepare(
      Array.from({ length: 2000 }, (_, i) => ({
        text: `${QUESTIONS[i % 10]} ${['today', 'for my son', 'please', 'near downtown'][i % 4]}`,
        declined: i % 2 === 0,
      })),
    );
    const start = performance.now();
    topicGroups(many, { max: 8, examples: 3 });
    gapGroups(
      withoutTaught(
        many.filter((m) => m.declined),
        ['Do you accept cards?'],
      ),
      opts,
    );
    const ms = performance.now() - start;
    console.log(`grouping 2,000 parsed questions into topics and gaps: ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1000);
  });
});
