/**
 * npm run eval:analyze — the built-in engine's evidence for each TUNING question (never the
 * held-out half): coverage, topic terms missing from the quote, margin over the runner-up, and
 * whether the answer was right. What a decline rule is chosen from.
 */
import { parseArgs } from 'node:util';
import { explainAnswer, type Evidence } from '../apps/server/src/modules/answering/builtin/answer.ts';
import { containsFacts, corpusSlugs, isHeldOut, loadCorpus } from './lib/corpus.ts';
import { runCorpus } from './lib/harness.ts';

const { values } = parseArgs({ options: { corpus: { type: 'string' } } });
const slugs = values.corpus ? values.corpus.split(',') : corpusSlugs().filter((s) => s !== 'dental');
const rows: { id: string; outcome: string; e: Evidence | null; q: string; why?: string }[] = [];
const engineMs: number[] = [];
for (const slug of slugs) {
  const corpus = loadCorpus(slug);
  await runCorpus(corpus, {
    questions: () => false,
    afterSetup: async (app, businessId, siteUrl) => {
      for (const q of corpus.questions.filter((x) => !isHeldOut(x.id))) {
        const found = await app.ctx.retrieval.search({ businessId, query: q.q, limit: 8 });
        const t = performance.now();
        const { answer, evidence, declined } = explainAnswer({
          business: {
            businessName: corpus.business.name,
            industry: corpus.business.industry,
            agentName: corpus.business.agentName,
            agentTitle: corpus.business.agentTitle,
            website: siteUrl,
          },
          question: q.q,
          passages: found.map((p) => ({ id: p.id, content: p.content, sourceTitle: p.title, sourceUrl: p.url })),
          history: [],
        });
        engineMs.push(performance.now() - t);
        const outcome = !answer.answered
          ? q.answerable
            ? 'declined-wrongly'
            : 'declined-ok'
          : q.answerable && containsFacts(answer.text, q.expect)
            ? 'correct'
            : 'wrong';
        rows.push({ id: q.id, outcome, e: evidence, q: q.q, why: declined });
      }
    },
  });
}
for (const r of rows.filter((x) => x.e))
  console.log(
    [
      r.outcome.padEnd(8),
      r.e!.coverage.toFixed(2),
      `${r.e!.strongTerms}/${r.e!.strongMissing}/${r.e!.strongMissingKnown}`,
      r.e!.margin === Infinity ? 'inf' : r.e!.margin.toFixed(2),
      r.id,
      r.q,
    ].join('\t'),
  );
const declines = rows.filter((r) => r.outcome === 'declined-wrongly');
console.log(
  `answerable questions declined: ${declines.length} — ${['coverage', 'figure', 'margin'].map((w) => `${w}: ${declines.filter((r) => r.why === w).length}`).join(', ')}`,
);
for (const r of declines) console.log(`declined\t${r.why}\t${r.id}\t${r.q}`);
engineMs.sort((a, b) => a - b);
const at = (p: number) => engineMs[Math.min(engineMs.length - 1, Math.floor(p * engineMs.length))]!.toFixed(2);
console.log(
  `built-in engine, 8 passages per question: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${engineMs.length} questions)`,
);
