/**
 * npm run eval — answer quality of the default install, measured through the real HTTP API.
 *
 *   npm run eval                          every corpus, both halves, the table; the fresh corpora
 *                                         of eval/fresh (never tuned on) whole, in rows of their own
 *   npm run eval -- --corpus law,vet      some corpora
 *   npm run eval -- --corpus ../x/shop    a corpus outside the repository (a path), measured as fresh
 *   npm run eval -- --failures            also list the TUNING half's misses (never the held-out half's)
 *   npm run eval -- --json out.json       also write every result
 *   npm run eval -- --embeddings static   hybrid retrieval with an offline embedding model
 *                                         (static | use; decision 016), against BM25 alone
 *   npm run eval -- --bury 1500           each website buried among 1,500 archive pages, listed
 *                                         first in its sitemap (a site larger than the page limit)
 *
 * The held-out half (a hash of each question's id, eval/lib/corpus.ts) is reported but its misses
 * are never printed: tune on the other half only.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { evalEngine, type EmbeddingsChoice } from './embeddings/engines.ts';
import { corpusSlugs, freshSlugs, loadCorpus } from './lib/corpus.ts';
import { runCorpus, type CorpusRun } from './lib/harness.ts';
import { table } from './lib/report.ts';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    failures: { type: 'boolean', default: false },
    json: { type: 'string' },
    embeddings: { type: 'string', default: 'none' },
    bury: { type: 'string', default: '0' },
  },
});

const engine = await evalEngine(values.embeddings as EmbeddingsChoice);
const slugs = values.corpus ? values.corpus.split(',') : [...corpusSlugs(), ...freshSlugs()];
const runs: CorpusRun[] = [];
const started = performance.now();
for (const slug of slugs) {
  const corpus = loadCorpus(slug);
  const run = await runCorpus(corpus, { engine, bury: Number(values.bury) });
  runs.push(run);
  console.error(
    `eval: ${slug}: ${run.documents} documents, ${run.pagesIndexed} pages, set up in ${(run.setupMs / 1000).toFixed(1)} s, ${run.results.length} questions`,
  );
  if (values.failures)
    for (const r of run.results.filter((x) => !x.heldOut && x.outcome !== 'correct' && x.outcome !== 'declined-correctly')) {
      console.error(`  [${r.outcome}${r.hit3 === false ? ', not in top 3' : ''}] ${r.question.id} ${r.question.q}`);
      if (r.question.expect.length) console.error(`      expected: ${r.question.expect.join(' + ')}  (${r.question.source ?? ''})`);
      console.error(`      answer: ${r.answer.replace(/\s+/g, ' ').slice(0, 400)}`);
    }
}
console.log(table(runs));
console.log(`\n${runs.reduce((n, r) => n + r.results.length, 0)} questions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (values.json) writeFileSync(values.json, JSON.stringify(runs, null, 2));
