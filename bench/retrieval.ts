/**
 * searchPassages over the seeded business's passages: every fixture question once to warm up (timed
 * apart: a cold statistics cache), then rounds of all 40 until 400 samples or 30 s (one round at least). Sequential: the figure is
 * one query's latency.
 */
import { searchPassages } from '../apps/server/src/modules/retrieval/index.ts';
import { loadQuestions } from './corpus.ts';
import { ms, summarize } from './lib/stats.ts';
import type { PartResult } from './lib/report.ts';
import { PASSAGES, type SeededBusiness } from './seed.ts';

const SAMPLES = 400;
const TIME_LIMIT_MS = 30_000;
/** What the search route and the chat use (the chat asks for 8). */
const LIMIT = 8;

export async function benchRetrieval(seeded: SeededBusiness, fallbackNote: string | null): Promise<PartResult> {
  const db = seeded.bdb.database.db;
  const qa = loadQuestions();
  const questions = qa.map((q) => q.question);
  let hits = 0;
  // Quality alongside speed: how often a passage holding the expected answer text comes back.
  let answerable = 0;
  let inTop3 = 0;
  let inTop8 = 0;
  // The first time each question is asked, its words' statistics are not cached yet (one more
  // round trip) and each statement shape is still being planned per connection: timed apart.
  const firstTimes: number[] = [];
  for (const q of qa) {
    const t = performance.now();
    const found = await searchPassages(db, { businessId: seeded.businessId, query: q.question, limit: LIMIT });
    firstTimes.push(performance.now() - t);
    hits += found.length > 0 ? 1 : 0;
    if (!q.answerContains.length) continue;
    answerable += 1;
    const at = found.findIndex((p) => q.answerContains.some((a) => p.content.toLowerCase().includes(a.toLowerCase())));
    if (at >= 0 && at < 3) inTop3 += 1;
    if (at >= 0) inTop8 += 1;
  }
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; times.length < questions.length || (times.length < SAMPLES && performance.now() - started < TIME_LIMIT_MS); i++) {
    const query = questions[i % questions.length]!;
    const t = performance.now();
    await searchPassages(db, { businessId: seeded.businessId, query, limit: LIMIT });
    times.push(performance.now() - t);
  }
  const s = summarize(times);
  const first = summarize(firstTimes);
  const where = seeded.bdb.label;
  return {
    rows: [
      { name: `Retrieval p50, ${PASSAGES / 1000}k passages, ${where}`, figure: ms(s.p50), budget: '—', pass: null },
      { name: `Retrieval p95, ${PASSAGES / 1000}k passages, ${where}`, figure: ms(s.p95), budget: '≤ 20 ms', pass: s.p95 <= 20 },
    ],
    notes: [
      ...(fallbackNote ? [fallbackNote] : []),
      `searchPassages(limit ${LIMIT}) × ${s.count} (the ${questions.length} questions of qa.json in turn, one at a time, after one warm-up round; ${hits}/${questions.length} found passages): ` +
        `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}, mean ${ms(s.mean)}; ` +
        `expected answer text in the top 3 for ${inTop3}/${answerable} answerable questions, in the top ${LIMIT} for ${inTop8}/${answerable}; ` +
        `the first time each question was asked (its words' statistics not cached yet): p50 ${ms(first.p50)}, p95 ${ms(first.p95)}`,
    ],
  };
}
