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
import { explainAnswer } from '../apps/server/src/modules/answering/builtin/answer.ts';
import { confidenceFeatures } from '../apps/server/src/modules/answering/builtin/confidence.ts';
import type { BusinessContext, Passage } from '../apps/server/src/modules/answering/engine.ts';
import { containsFacts, corpusSlugs, EVAL_DIR, isHeldOut, loadCorpus, type Question } from './lib/corpus.ts';
import { runCorpus } from './lib/harness.ts';

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
    heldout: { type: 'boolean' },
    corpus: { type: 'string' },
    only: { type: 'string' },
    fit: { type: 'boolean' },
  },
});

/**
 * `--corpus /path/to/corpus` (comma-separated): corpora kept outside the repository, dumped and
 * read apart from the repository's. Only their tuning half is shown question by question, as here.
 */
const outside = (values.corpus ?? '').split(',').filter((c) => c.includes(path.sep));
const CACHE = path.join(EVAL_DIR, '.cache', outside.length > 0 ? 'retrieved-outside.json' : 'retrieved.json');

if (values.dump) {
  const saved: Saved[] = [];
  for (const slug of outside.length > 0 ? outside : corpusSlugs()) {
    const corpus = loadCorpus(slug);
    await runCorpus(corpus, {
      questions: () => false,
      afterSetup: async (app, businessId, siteUrl) => {
        for (const q of corpus.questions) {
          const found = await app.ctx.retrieval.search({ businessId, query: q.q, limit: ANSWER_PASSAGES });
          saved.push({
            slug: corpus.slug,
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
  (s) =>
    (!values.corpus || values.corpus.split(',').some((c) => path.basename(c) === s.slug)) &&
    (!values.only || values.only.split(',').includes(s.question.id)),
);

type Outcome = 'correct' | 'wrong' | 'declined-wrongly' | 'declined-ok';
const totals = new Map<string, Record<Outcome, number>>();
const lines: string[] = [];
let engineMs = 0;
for (const s of saved) {
  const held = isHeldOut(s.question.id);
  // ANSWER_DEBUG makes the engine print its candidates; they are shown with the tuning half's misses only.
  const printed: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => void printed.push(args.join(' '));
  const started = performance.now();
  const { answer, declined } = explainAnswer({ business: s.business, question: s.question.q, passages: s.passages, history: [] });
  engineMs += performance.now() - started;
  console.log = log;
  const outcome: Outcome = !answer.answered
    ? s.question.answerable
      ? 'declined-wrongly'
      : 'declined-ok'
    : s.question.answerable && containsFacts(answer.text, s.question.expect)
      ? 'correct'
      : 'wrong';
  // The held-out half's figures are printed only when asked for (--heldout), after tuning is done.
  if (held && !values.heldout) continue;
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

// Includes each passage's first analysis (later questions find it cached, as in the chat).
console.log(
  `built-in engine: ${(engineMs / Math.max(1, saved.length)).toFixed(2)} ms a question over ${saved.length} (first run in this process)`,
);

// ---- --fit: the confidence model of modules/answering/builtin/confidence.ts, fitted on the tuning half ----
if (values.fit) {
  const rows: { x: number[]; y: number; id: string }[] = [];
  for (const s of saved) {
    if (isHeldOut(s.question.id) || s.slug === 'dental') continue;
    // The engine's answers before the confidence check: what it would say, and whether that is right.
    const { answer, evidence } = explainAnswer(
      { business: s.business, question: s.question.q, passages: s.passages, history: [] },
      { confidence: false },
    );
    if (!answer.answered || !evidence?.signals) continue;
    rows.push({
      x: confidenceFeatures(evidence),
      y: s.question.answerable && containsFacts(answer.text, s.question.expect) ? 1 : 0,
      id: s.question.id,
    });
  }
  const fit = (data: typeof rows, lambda = 1) => {
    const d = data[0]!.x.length;
    const mean = Array.from({ length: d }, (_, j) => data.reduce((a, r) => a + r.x[j]!, 0) / data.length);
    const sd = Array.from({ length: d }, (_, j) => Math.sqrt(data.reduce((a, r) => a + (r.x[j]! - mean[j]!) ** 2, 0) / data.length) || 1);
    const z = (x: number[]) => x.map((v, j) => (v - mean[j]!) / sd[j]!);
    const w: number[] = new Array(d).fill(0);
    let b = 0;
    // Gradient descent on the L2-regularised log loss of standardised features.
    for (let it = 0; it < 3000; it++) {
      const gw: number[] = new Array(d).fill(0);
      let gb = 0;
      for (const r of data) {
        const zx = z(r.x);
        const p = 1 / (1 + Math.exp(-(b + zx.reduce((a, v, j) => a + v * w[j]!, 0))));
        for (let j = 0; j < d; j++) gw[j]! += (p - r.y) * zx[j]!;
        gb += p - r.y;
      }
      for (let j = 0; j < d; j++) w[j]! -= (0.5 * (gw[j]! + lambda * w[j]!)) / data.length;
      b -= (0.5 * gb) / data.length;
    }
    // The same model on the raw features: what confidence.ts holds.
    const raw = w.map((v, j) => v / sd[j]!);
    const bias = b - w.reduce((a, v, j) => a + (v * mean[j]!) / sd[j]!, 0);
    return { raw, bias, predict: (x: number[]) => 1 / (1 + Math.exp(-(bias + x.reduce((a, v, j) => a + v * raw[j]!, 0)))) };
  };
  // Leave-one-out: how the threshold trades right answers for wrong ones on questions the fit did not see.
  const loo = rows.map((r, i) => ({ r, p: fit(rows.filter((_, j) => j !== i)).predict(r.x) }));
  for (const t of [0, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8]) {
    const kept = loo.filter((e) => e.p >= t);
    console.log(
      `leave-one-out, confidence ≥ ${t}: ${kept.filter((e) => e.r.y === 1).length} right, ${kept.filter((e) => e.r.y === 0).length} wrong answers kept`,
    );
  }
  const model = fit(rows);
  console.log(
    `fitted on ${rows.length} answers:\n  bias: ${model.bias.toFixed(3)},\n  weights: [${model.raw.map((v) => v.toFixed(3)).join(', ')}],`,
  );
}
