/**
 * Folds text to plain ASCII letters where a reader would accept the match: "Zoë" → "Zoe",
 * "Núñez" → "Nunez", "Straße" → "Strasse". Used for matching (so a visitor typing "cafe" finds
 * "café") and for building DNS labels, never for text shown back to people.
 */

// Letters that Unicode does not decompose into a base letter plus a mark.
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  '\u2019': "'", // right single quote, as in "we're"
  '\u2018': "'",
};

const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL).join('')}]`, 'g');

export function asciiFold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(SPECIAL_RE, (ch) => SPECIAL[ch] ?? ch);
}
