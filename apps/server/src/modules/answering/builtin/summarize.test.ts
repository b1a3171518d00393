import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../../test/support/fixtures.ts';
import { BuiltinEngine } from './builtin-engine.ts';
import { builtinSummary, MAX_SUMMARY_CHARS } from './summarize.ts';

const ARTICLE = `Alderbrook Plumbing has served the valley since 1987 and now has twelve licensed plumbers.
Our team repairs leaks, clears drains and installs water heaters for homes and small businesses.
The weather was lovely last spring.
Emergency plumbing service is available around the clock, including weekends and holidays.
We offer free estimates for any job over $500, and every repair carries a one-year warranty.
Our office dog, Biscuit, greets visitors at the front door.
Water heater installations usually take half a day, and we haul away the old unit at no charge.
Drain cleaning uses cameras to find the blockage before any digging starts.`;

describe('builtinSummary', () => {
  it('picks 2–4 sentences of the text, in their original order, within 600 characters', () => {
    const summary = builtinSummary(ARTICLE, 'about-us.txt');
    expect(summary.length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
    const sentences = summary.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    const flat = ARTICLE.replace(/\n/g, ' ');
    let last = -1;
    for (const s of sentences) {
      const at = flat.indexOf(s);
      expect(at, s).toBeGreaterThan(last);
      last = at;
    }
    // The opening sentence carries the gist; the asides do not make the cut.
    expect(summary).toContain('Alderbrook Plumbing has served the valley since 1987');
    expect(summary).not.toContain('lovely last spring');
  });

  it('sums up an FAQ by its questions', () => {
    const summary = builtinSummary(readDocument('faq.txt'), 'faq.txt');
    expect(summary).toMatch(/^Answers common questions: Where should I park\?/);
    expect(summary.length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
  });

  it('describes a CSV table instead of quoting rows', () => {
    const summary = builtinSummary(readDocument('price-list.csv'), 'price-list.csv');
    expect(summary).toContain('16 rows');
    expect(summary).toContain('Periodic exam (existing patients)');
    expect(summary).toContain('ranges from 39.00 to 2150.00');
  });

  it('keeps a markdown guide to its own sentences', () => {
    const summary = builtinSummary(readDocument('services.md'), 'services.md');
    expect(summary).toContain('Brightsmile Family Dental provides preventive, restorative and cosmetic care');
    expect(summary.length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
  });

  it('returns short texts whole and never exceeds the limit on long ones', () => {
    expect(builtinSummary('We fix bikes. Same-day repairs for flat tyres.', 'x')).toBe('We fix bikes. Same-day repairs for flat tyres.');
    const long = Array.from({ length: 3000 }, (_, i) => `Sentence number ${i} talks about topic ${i % 17} and nothing else of note.`).join(
      ' ',
    );
    const started = performance.now();
    expect(builtinSummary(long, 'long.txt').length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(builtinSummary('x'.repeat(5000), 'blob').length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS);
  });

  it('is deterministic and reports approximate usage through the engine', async () => {
    const engine = new BuiltinEngine();
    const a = await engine.summarize({ text: ARTICLE, title: 'about-us.txt' });
    const b = await engine.summarize({ text: ARTICLE, title: 'about-us.txt' });
    expect(a).toEqual(b);
    expect(a.usage).toEqual({
      model: 'builtin',
      inputTokens: Math.ceil(ARTICLE.length / 4),
      outputTokens: Math.ceil(a.summary.length / 4),
    });
  });
});
