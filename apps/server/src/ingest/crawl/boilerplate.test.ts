import { describe, expect, it } from 'vitest';
import { removeRepeatedBlocks } from './boilerplate.ts';

const BANNER = 'Book online any time or call (802) 555-0142 for same-day service.';

describe('removeRepeatedBlocks', () => {
  it('keeps a block that recurs on most pages once, on the first page that has it', () => {
    const pages = Array.from({ length: 6 }, (_, i) => ({
      url: `/p${i}`,
      text: `Page ${i} heading\n\nWhat page ${i} is about, in words of its own, long enough to count.\n\n${BANNER}`,
    }));
    const out = removeRepeatedBlocks(pages);
    expect(out.filter((p) => p.text.includes(BANNER)).map((p) => p.url)).toEqual(['/p0']);
    // Each page keeps its own text.
    for (const [i, p] of out.entries()) expect(p.text).toContain(`What page ${i} is about`);
  });

  it('leaves alone a block shared by a few pages only, short blocks, and small sites', () => {
    const shared = 'Our payment plans are explained on the financing page in full detail.';
    const pages = Array.from({ length: 6 }, (_, i) => ({
      url: `/p${i}`,
      text: `Read more\n\nPage ${i} has text of its own that nobody else repeats here.${i < 2 ? `\n\n${shared}` : ''}`,
    }));
    expect(removeRepeatedBlocks(pages)).toEqual(pages);
    const few = pages.slice(0, 3).map((p) => ({ ...p, text: `${p.text}\n\n${BANNER}` }));
    expect(removeRepeatedBlocks(few)).toEqual(few);
  });
});
