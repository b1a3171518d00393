import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants.ts';
import { megabytesOver, UPLOAD_MESSAGES } from './training.ts';

const MB = 1024 * 1024;

describe('the File too large message', () => {
  it("keeps SPEC's one decimal where that already reads above the limit", () => {
    expect(UPLOAD_MESSAGES.tooLargeDescription(6 * MB)).toBe('File size (6.0MB) exceeds the 5MB limit');
    expect(megabytesOver(5.5 * MB)).toBe('5.5');
  });

  it('never shows a size that reads as the limit it exceeds', () => {
    expect(UPLOAD_MESSAGES.tooLargeDescription(UPLOAD_MAX_BYTES + 1)).toBe('File size (5.000001MB) exceeds the 5MB limit');
    expect(megabytesOver(5.04 * MB)).toBe('5.04');
    expect(megabytesOver(5 * MB + 1024)).toBe('5.001');
    for (let over = 1; over < 200_000; over += 997) {
      const shown = Number(megabytesOver(UPLOAD_MAX_BYTES + over));
      expect(shown, `${over} bytes over`).toBeGreaterThan(5);
    }
  });
});
