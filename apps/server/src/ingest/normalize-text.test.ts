import { describe, expect, it } from 'vitest';
import { hasReadableText, normalizeText } from './normalize-text.ts';

describe('normalizeText', () => {
  it('produces NFC, single spaces, trimmed lines and single blank lines between paragraphs', () => {
    expect(normalizeText('  Zoe\u0308\t\u00A0 caf\u00E9  \r\n\r\n\r\n\n  next\u2029line\u0000\u0007 ')).toBe('Zoë café\n\nnext\n\nline');
  });

  it('removes invisible characters and lone surrogates but keeps real emoji', () => {
    expect(normalizeText('a\u00ADb\u200Bc\uFEFFd\u202Ee \uD800 \u{1F600}')).toBe('abcde \u{1F600}');
  });

  it('knows whether any letter or digit is left', () => {
    expect(hasReadableText(' — • ')).toBe(false);
    expect(hasReadableText('€5')).toBe(true);
    expect(hasReadableText('日本')).toBe(true);
  });
});
