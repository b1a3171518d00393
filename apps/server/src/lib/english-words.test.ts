import { describe, expect, it } from 'vitest';
import { isEnglishWord } from './english-words.ts';

describe('isEnglishWord', () => {
  it('knows words with their inflections, in any case, and not typos', () => {
    for (const w of ['appointment', 'Injections', 'converter', 'colour', 'flavors', 'aa', 'zyzzyva'])
      expect(isEnglishWord(w), w).toBe(true);
    for (const w of ['appoitment', 'brekfast', 'recieve', '', 'wifi']) expect(isEnglishWord(w), w).toBe(false);
  });

  it('finds the words the list holds out of alphabetical order', () => {
    for (const w of ['manlily', 'manlihood', 'sharrows', 'sharrowed']) expect(isEnglishWord(w), w).toBe(true);
  });
});
