import { describe, expect, it } from 'vitest';
import { containsFacts, isHeldOut, loadCorpus } from './lib/corpus.ts';
import { runCorpus } from './lib/harness.ts';
import { tally } from './lib/report.ts';

/**
 * The eval harness on a small subset in CI: one corpus the engine was not written against, through
 * the real HTTP API (upload in every format, crawl, publish, chat). The floors are regression
 * guards well under the full run's figures (docs/QUALITY.md); `npm run eval` is the measurement.
 */
describe('npm run eval (CI subset)', () => {
  it('matches expected facts across accents, case and typographic punctuation', () => {
    expect(containsFacts('Ask for José Muñoz — open 9:00–5:00, fee $1,200.', ['jose munoz', '9:00-5:00', '$1,200|1200'])).toBe(true);
    expect(containsFacts('Łucja Wójcik works Mondays.', ['lucja wojcik'])).toBe(true);
    expect(containsFacts('We close at 3 pm.', ['3:00|4 pm'])).toBe(false);
  });

  it('splits questions into two fixed halves by id', () => {
    const ids = loadCorpus('law').questions.map((q) => q.id);
    const held = ids.filter(isHeldOut);
    expect(held.length).toBeGreaterThan(ids.length * 0.3);
    expect(held.length).toBeLessThan(ids.length * 0.7);
  });

  it('runs a corpus end to end and answers, declines and retrieves above its floors', { timeout: 240_000 }, async () => {
    const corpus = loadCorpus('law');
    const answerable = corpus.questions.filter((q) => q.answerable).slice(0, 24);
    const unanswerable = corpus.questions.filter((q) => !q.answerable).slice(0, 6);
    const keep = new Set([...answerable, ...unanswerable].map((q) => q.id));
    const run = await runCorpus(corpus, { questions: (q) => keep.has(q.id) });
    expect(run.documents).toBeGreaterThanOrEqual(6);
    expect(run.pagesIndexed).toBeGreaterThanOrEqual(8);
    expect(run.results).toHaveLength(keep.size);
    const t = tally(run.results);
    expect(t.hit3 / t.answerable).toBeGreaterThanOrEqual(0.6);
    expect(t.correct / t.answerable).toBeGreaterThanOrEqual(0.35);
    expect(t.confidentWrong / (t.answerable + t.unanswerable)).toBeLessThanOrEqual(0.2);
    // Every answer names its sources; a decline names none, unless it is a "not sure" reply that
    // shows what it found (decisions 017, 035), which names the sources of what it shows.
    for (const r of run.results) {
      if (r.answered) expect(r.sources.length, r.question.q).toBeGreaterThan(0);
      else if (r.answer.startsWith("I'm not sure")) expect(r.sources.length, r.question.q).toBeGreaterThan(0);
      else expect(r.sources, r.question.q).toEqual([]);
    }
    // The page with planted instructions is indexed, and never repeated.
    for (const r of run.results) expect(r.answer).not.toMatch(/Hillside Legal|everything is free|guaranteed/i);
  });
});
