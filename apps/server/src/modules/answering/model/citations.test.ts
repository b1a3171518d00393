import { describe, expect, it } from 'vitest';
import { CitationFilter } from './citations.ts';

function run(deltas: string[]) {
  const f = new CitationFilter();
  const out = deltas.map((d) => f.push(d));
  out.push(f.flush());
  return { text: out.join(''), citations: f.citations() };
}

describe('CitationFilter', () => {
  it('removes markers split across deltas and records them', () => {
    expect(run(['Parking is free ', '[', '1', ']. The lot is ', 'behind us [2, 3].'])).toEqual({
      text: 'Parking is free. The lot is behind us.',
      citations: [1, 2, 3],
    });
  });

  it('leaves other brackets alone', () => {
    expect(run(['Call [the office] or see ', '[', 'note]', ' please ['])).toEqual({
      text: 'Call [the office] or see [note] please [',
      citations: [],
    });
  });

  it('keeps numbers and spacing intact', () => {
    expect(run(['It costs ', '$112', '.00 for ', 'adults.'])).toEqual({ text: 'It costs $112.00 for adults.', citations: [] });
  });
});
