/**
 * npm run eval:lab — the built-in engine alone, on retrieval results saved once: seconds per run
 * instead of a server per corpus, for trying an answering change on the tuning half.
 *
 *   npm run eval:lab -- --dump          # run every corpus through the real API once, save what
 *                                       # the chat's retrieval returns for each question (eval/.cache)
 *   npm run eval:lab                    # the engine on the saved passages: tuning half, per question
 *   npm run eval:lab -- --summary       # both halves' totals only (what a change is reported with)
 *
 * Retrieval changes need a new --dump; answering changes do not. The figures are close to, not the
 * same as, `npm run eval`: the chat also adds the owner's contact card and taught answers.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { explainAnswer } from '../apps/server/src/ai/builtin/answer.ts';
import type { BusinessContext, Passage } from '../apps/server/src/ai/engine.ts';
import { containsFacts, corpusSlugs, EVAL_DIR, isHeldOut, loadCorpus, type Question } from './lib/corpus.ts';
import { runCorpus } from './lib/harness.ts';

const CACHE = path.join(EVAL_DIR, '.cache', 'retrieved.json');
/** What the chat service gives the engine (modules/chat/service.ts ANSWER_PASSAGES). */
const ANSWER_PASSAGES = 8;

interface Saved {
  slug: string;
  business: BusinessContext;
  question: Question;
  passages: Passage[];
}

const { values } = parseArgs({
  options: {
    dump: { type: 'boolean' },
    summary: { type: 'boolean' },
    corpus: { type: 'string' },
    only: { type: 'string' },
  },
});

if (values.dump) {
  const saved: Saved[] = [];
  for (const slug of corpusSlugs()) {
    const corpus = loadCorpus(slug);
    await runCorpus(corpus, {
      questions: () => false,
      afterSetup: async (app, businessId, siteUrl) => {
        for (const q of corpus.questions) {
          const found = await app.ctx.retrieval.search({ businessId, query: q.q, limit: ANSWER_PASSAGES });
          saved.push({
            slug,
            business: {
              businessName: corpus.business.name,
              industry: corpus.business.industry,
              agentName: corpus.business.agentName,
              agentTitle: corpus.business.agentTitle,
              // The harness serves each site on a fresh port; a fixed one keeps answers comparable.
              website: siteUrl.replace(/:\d+/, ':8000'),
            },
            question: q,
            passages: found.map((p) => ({ id: p.id, content: p.content, sourceTitle: p.title, sourceUrl: p.url })),
          });
        }
      },
    });
  }
  mkdirSync(path.dirname(CACHE), { recursive: true });
  writeFileSync(CACHE, JSON.stringify(saved));
  console.log(`saved ${saved.length} questions' passages to ${CACHE}`);
  process.exit(0);
}

if (!existsSync(CACHE)) {
  console.error('eval:lab: no saved retrieval yet: run `npm run eval:lab -- --dump` first');
  process.exit(1);
}
const saved = (JSON.parse(readFileSync(CACHE, 'utf8')) as Saved[]).filter(
  (s) => (!values.corpus || values.corpus.split(',').includes(s.slug)) && (!values.only || values.only.split(',').includes(s.question.id)),
);

type Outcome = 'correct' | 'wrong' | 'declined-wrongly' | 'declined-ok';
const totals = new Map<string, Record<Outcome, number>>();
const lines: string[] = [];
for (const s of saved) {
  const held = isHeldOut(s.question.id);
  // ANSWER_DEBUG makes the engine print its candidates; they are shown with the tuning half's misses only.
  const printed: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => void printed.push(args.join(' '));
  const { answer, declined } = explainAnswer({ business: s.business, question: s.question.q, passages: s.passages, history: [] });
  console.log = log;
  const outcome: Outcome = !answer.answered
    ? s.question.answerable
      ? 'declined-wrongly'
      : 'declined-ok'
    : s.question.answerable && containsFacts(answer.text, s.question.expect)
      ? 'correct'
      : 'wrong';
  const group = `${s.slug === 'dental' ? 'dental' : 'all but dental'} ${held ? 'held out' : 'tuning'}`;
  const t = totals.get(group) ?? { correct: 0, wrong: 0, 'declined-wrongly': 0, 'declined-ok': 0 };
  t[outcome]++;
  totals.set(group, t);
  // Only the tuning half is ever shown question by question.
  if (!held && !values.summary && outcome !== 'correct' && outcome !== 'declined-ok')
    lines.push(
      `[${outcome}${declined ? ` ${declined}` : ''}] ${s.question.id} ${s.question.q}\n    expected: ${s.question.expect.join(' + ') || '(unanswerable)'}\n    answer: ${answer.text.replace(/\s+/g, ' ').slice(0, 400)}${printed.map((l) => `\n${l}`).join('')}`,
    );
}
for (const l of lines) console.log(l);
for (const [group, t] of [...totals].sort()) {
  const all = t.correct + t.wrong + t['declined-wrongly'] + t['declined-ok'];
  console.log(
    `${group.padEnd(24)} correct ${t.correct}  wrong ${t.wrong} (${((100 * t.wrong) / all).toFixed(1)}%)  declined wrongly ${t['declined-wrongly']}  declined ok ${t['declined-ok']}  of ${all}`,
  );
}
