import { describe, expect, it } from 'vitest';
import { fingerprint, NearDuplicateIndex, nearlySame } from './near-duplicates.ts';

const article = (topic: string) =>
  Array.from(
    { length: 10 },
    (_, i) =>
      `Paragraph ${i} about ${topic}: our technicians check every part twice, note what is worn and explain the options before any work starts.`,
  ).join('\n\n');

describe('near-duplicate pages', () => {
  it('finds a page that repeats another with a line changed, and not a page on another topic', () => {
    const original = article('furnace tune-ups');
    const printVersion = `Printer-friendly version, printed on 3 March 2026.\n\n${original}`;
    const other = article('water heater flushing').replace(/technicians check every part twice/g, 'plumbers drain the tank fully');
    expect(nearlySame(fingerprint(original)!, fingerprint(printVersion)!)).toBe(true);
    expect(nearlySame(fingerprint(original)!, fingerprint(other)!)).toBe(false);

    const index = new NearDuplicateIndex<string>();
    expect(index.check(original, '/tune-ups')).toBeNull();
    expect(index.check(other, '/water-heaters')).toBeNull();
    expect(index.check(printVersion, '/tune-ups/print')).toBe('/tune-ups');
  });

  it('leaves short pages to the exact hash: a few changed words are most of them', () => {
    expect(fingerprint('Bulletin 0001: unit 3 was serviced under work order 0001-0.')).toBeNull();
    const index = new NearDuplicateIndex<string>();
    expect(index.check('Open Monday to Friday, 8 to 5.', '/a')).toBeNull();
    expect(index.check('Open Monday to Friday, 8 to 5.', '/b')).toBeNull();
  });
});
