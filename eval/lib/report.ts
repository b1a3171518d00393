import { containsFacts } from './corpus.ts';
import type { CorpusRun, QuestionResult } from './harness.ts';

export interface Tally {
  answerable: number;
  unanswerable: number;
  hit3: number;
  correct: number;
  /** Answered, but wrong: on an answerable question, or any answer to an unanswerable one. */
  confidentWrong: number;
  declinedCorrectly: number;
  declinedWrongly: number;
  /** Of those: the "not sure" reply still showed the customer the right passage (decision 017). */
  declinedShowingAnswer: number;
  medianChatMs: number;
}

export function tally(results: QuestionResult[]): Tally {
  const ms = results.map((r) => r.chatMs).sort((a, b) => a - b);
  const count = (fn: (r: QuestionResult) => boolean) => results.filter(fn).length;
  return {
    answerable: count((r) => r.question.answerable),
    unanswerable: count((r) => !r.question.answerable),
    hit3: count((r) => r.hit3 === true),
    correct: count((r) => r.outcome === 'correct'),
    confidentWrong: count((r) => r.outcome === 'confident-wrong'),
    declinedCorrectly: count((r) => r.outcome === 'declined-correctly'),
    declinedWrongly: count((r) => r.outcome === 'declined-wrongly'),
    declinedShowingAnswer: count((r) => r.outcome === 'declined-wrongly' && containsFacts(r.answer, r.question.expect)),
    medianChatMs: ms.length ? ms[Math.floor(ms.length / 2)]! : 0,
  };
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—');

export const HEADER =
  '| corpus | half | answerable | hit@3 | correct | confident wrong | declined wrongly (answer shown) | unanswerable | declined correctly | median chat ms |';

export function row(label: string, half: string, t: Tally): string {
  const all = t.answerable + t.unanswerable;
  return [
    '',
    label,
    half,
    t.answerable,
    `${t.hit3} (${pct(t.hit3, t.answerable)})`,
    `${t.correct} (${pct(t.correct, t.answerable)})`,
    `${t.confidentWrong} (${pct(t.confidentWrong, all)})`,
    `${t.declinedWrongly} (${pct(t.declinedWrongly, t.answerable)}; ${t.declinedShowingAnswer})`,
    t.unanswerable,
    `${t.declinedCorrectly} (${pct(t.declinedCorrectly, t.unanswerable)})`,
    t.medianChatMs.toFixed(1),
    '',
  ]
    .join(' | ')
    .trim();
}

/**
 * The eval table: every corpus by half (tuning, held out), then the totals; fresh corpora (never
 * tuned on) in rows of their own, whole, with a total apart.
 */
export function table(runs: CorpusRun[]): string {
  const lines = [HEADER, '|---|---|---|---|---|---|---|---|---|---|'];
  const halves: [string, (r: QuestionResult) => boolean][] = [
    ['tuning', (r) => !r.heldOut],
    ['held out', (r) => r.heldOut],
  ];
  const tuned = runs.filter((r) => !r.fresh);
  const fresh = runs.filter((r) => r.fresh);
  for (const run of tuned)
    for (const [half, keep] of halves) {
      const subset = run.results.filter(keep);
      if (subset.length) lines.push(row(run.slug, half, tally(subset)));
    }
  const ours = tuned.filter((r) => r.slug !== 'dental').flatMap((r) => r.results);
  for (const [half, keep] of halves) {
    const subset = ours.filter(keep);
    if (subset.length) lines.push(row('**all but dental**', half, tally(subset)));
  }
  for (const run of fresh) lines.push(row(run.slug, 'fresh', tally(run.results)));
  if (fresh.length > 1) lines.push(row('**fresh**', 'never tuned on', tally(fresh.flatMap((r) => r.results))));
  return lines.join('\n');
}
