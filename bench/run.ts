/**
 * `npm run bench`: the performance figures of DESIGN §7, each next to its budget. Figures are
 * reported, never asserted: the exit code is non-zero only when a part crashed.
 * Writes the same table to docs/PERFORMANCE.md.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchApi } from './api.ts';
import { benchChat, chatTimer } from './chat.ts';
import { benchCrawl } from './crawl.ts';
import { benchIngest } from './ingest.ts';
import { benchLighthouse } from './lighthouse.ts';
import { postgresVersion, POSTGRES_ADMIN_URL } from './lib/db.ts';
import { markdownTable, textTable, type PartResult, type Row } from './lib/report.ts';
import { benchRetrieval } from './retrieval.ts';
import { seedBusiness } from './seed.ts';
import { benchWeb } from './web.ts';

const DOC = fileURLToPath(new URL('../docs/PERFORMANCE.md', import.meta.url));

const started = new Date();
const pgLabel = await postgresVersion();
const safeUrl = POSTGRES_ADMIN_URL.replace(/\/\/[^@/]*@/, '//');
const machine = {
  cpus: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'})`,
  memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM`,
  node: `Node ${process.version}`,
  load: `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} (1/5/15 min) at start`,
  postgres: pgLabel ? `${pgLabel} at ${safeUrl}` : `no PostgreSQL at ${safeUrl}: PGlite only`,
};
console.log(`Staffwright bench — ${started.toISOString()}`);
for (const v of Object.values(machine)) console.log(`  ${v}`);

async function searchAndChat(): Promise<PartResult> {
  const fallback = pgLabel ? null : 'PostgreSQL not reachable: retrieval and chat measured on PGlite instead';
  const timer = chatTimer();
  const seeded = await seedBusiness(pgLabel ? 'postgres' : 'pglite', pgLabel ?? '', (app) => timer.install(app));
  try {
    const retrieval = await benchRetrieval(seeded, fallback);
    const chat = await benchChat(seeded, timer);
    return { rows: [...retrieval.rows, ...chat.rows], notes: [...seeded.notes, ...retrieval.notes, ...chat.notes] };
  } finally {
    await seeded.close();
  }
}

const parts: { name: string; limitMs: number; run: () => Promise<PartResult> }[] = [
  { name: 'API', limitMs: 240_000, run: () => benchApi(pgLabel) },
  { name: 'Retrieval and chat', limitMs: 900_000, run: searchAndChat },
  { name: 'Ingestion', limitMs: 360_000, run: () => benchIngest(pgLabel ? 'postgres' : 'pglite', pgLabel ?? '') },
  { name: 'Crawl', limitMs: 420_000, run: () => benchCrawl(pgLabel ? 'postgres' : 'pglite', pgLabel ?? '') },
  { name: 'Web', limitMs: 360_000, run: benchWeb },
  { name: 'Lighthouse', limitMs: 900_000, run: benchLighthouse },
];

// BENCH_ONLY=Retrieval,Ingestion runs just the parts whose names start with one of those words.
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const selected = only.length ? parts.filter((p) => only.some((w) => p.name.toLowerCase().startsWith(w))) : parts;

const rows: Row[] = [];
const details: { name: string; seconds: number; notes: string[] }[] = [];
let crashed = 0;
for (const part of selected) {
  console.log(`\n▶ ${part.name}`);
  const t = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      part.run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`did not finish within ${part.limitMs / 1000} s`)), part.limitMs);
      }),
    ]);
    rows.push(...result.rows);
    details.push({ name: part.name, seconds: (performance.now() - t) / 1000, notes: result.notes });
    for (const n of result.notes) console.log(`  ${n}`);
  } catch (err) {
    crashed += 1;
    const message = (err as Error).message.split('\n')[0]!.slice(0, 160);
    console.error(`  ${part.name} crashed:`, err);
    rows.push({ name: `${part.name}: crashed`, figure: message, budget: '', pass: false });
    details.push({ name: part.name, seconds: (performance.now() - t) / 1000, notes: [`crashed: ${message}`] });
  } finally {
    clearTimeout(timer);
  }
  console.log(`  (${((performance.now() - t) / 1000).toFixed(1)} s)`);
}

const totalSeconds = (Date.now() - started.getTime()) / 1000;
const loadAtEnd = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ');
console.log(
  `\n${textTable(rows)}\n\nTotal ${totalSeconds.toFixed(0)} s; load average at the end ${loadAtEnd}. ${crashed ? `${crashed} part(s) crashed.` : ''}`,
);

const doc = `# Performance

Figures for the budgets of DESIGN §7, as printed by \`npm run bench\` (bench/run.ts). The bench
reports figures and never asserts them; this file is rewritten by every run.

Last run: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${totalSeconds.toFixed(0)} s.
Machine: ${machine.cpus}, ${machine.memory}, ${machine.node}, ${os.platform()} ${os.release()}; ${machine.postgres}; ${machine.load}, ${loadAtEnd} at the end.

${markdownTable(rows)}

## Details

${details.map((d) => `**${d.name}** (${d.seconds.toFixed(1)} s)\n\n${d.notes.map((n) => `- ${n}`).join('\n')}`).join('\n\n')}

## How it is measured

- **API**: the real server (\`buildApp\`, production settings, request logging at info level to /dev/null, no web app)
  on a fresh database, an owner with three businesses, \`GET /api/business\` with the session cookie. A bare
  \`node:http\` server answers the same JSON (serialised per request) on the same machine. autocannon runs in a
  separate process over loopback: 50 connections, 1 s warm-up, then 5 s measured.
- **Retrieval**: \`searchPassages\` (limit 8) for the 40 questions of \`test/fixtures/qa.json\`, one at a time, over
  100,000 passages of one business (one warm-up round). The passages are synthesised by bench/corpus.ts from the
  fixture documents (\`extractDocument\`) and site pages: sentences recombined into documents, a third of the content
  words swapped for words from a Zipf-distributed vocabulary, cut by \`chunkText\`; then \`VACUUM ANALYZE\`.
- **Chat**: \`POST /api/chat/{businessId}\` on the same 100,000 passages, the business published through the API,
  an engine that answers at once (bench/instant-engine.ts), so the latency is server time. 50 visitors, each its
  own visitor id, keep-alive connection and \`X-Forwarded-For\` address (\`TRUST_PROXY=true\`), in a separate process.
  The chat rate limits are fixed in code, so the bench app's limiters are replaced by ones of the same kind with
  room for the load. _Closed loop_: every visitor sends again as soon as it is answered (50 requests always in
  flight; latency there is mostly queueing: 50 ÷ throughput). It is a throughput figure, reported for reference
  and not held to the budget: no visitor can cause it (the per-visitor limit), and a 10 ms median would need
  5,000 answers a second from two cores. _1 msg/5 s_ (held to the budget): every visitor sends once every 5 s,
  staggered — the per-visitor limit (12 a minute), so the most 50 real visitors can send; latency counted from
  when the message was due, and messages a visitor could not send in time (still waiting for its previous
  answer) count with the time they waited, shown as "≥". Failed requests are counted and fail the row.
- **Ingestion**: bench/pdf-writer.ts writes a PDF just under the 5 MB upload limit (US Letter pages of 10 pt
  Helvetica, uncompressed; 1,270 pages in one flat page tree). Three rounds, each in a fresh process on a fresh
  database, medians reported. Each round times, in this order: \`storeFile\` as the upload runs it, the first thing
  the process does (cold code; on PostgreSQL the passages are stored while pages are still read): the headline;
  the same file through \`POST /api/training-data/{id}/file\` (multipart, \`app.inject\`); then, for the breakdown,
  \`extractDocument\`, \`chunkText\` and \`insertTextSource\` one after the other.
- **Crawl**: \`crawlSite\` (\`allowPrivateAddresses: true\`) against test/fixtures/site served on loopback, then the
  same site with 35 generated pages linked from its home page (50 pages).
- **Web**: a copy of apps/web/dist; the scripts of index.html (entry, modulepreloads, theme script), the
  landing route's lazy chunk and all their static imports, each gzip-compressed (level 6) and summed; the notes
  give the same files as the server sends them (the build's brotli copies).
- **Lighthouse**: Lighthouse 12 (bench/lighthouse.ts) drives the Chromium the browser tests use (headless, no
  network beyond loopback) against the real server (production settings) serving a copy of apps/web/dist on a
  fresh PGlite database: the landing page \`/\`, \`/auth\`, and the public agent page of a business that completed
  setup, on its own host (\`{subdomain}.staffwright.localhost\`, which Chromium resolves to loopback). Mobile is
  Lighthouse's default (emulated Moto G Power, simulated slow 4G: 150 ms RTT, 1.6 Mbps, 4× CPU slowdown);
  desktop its desktop config. Performance and accessibility are budgeted (≥ 95); best practices and SEO are
  shown without a verdict. Each page and form factor runs \`BENCH_LIGHTHOUSE_RUNS\` times (default 3) and the run
  with the median performance score is reported, the runs' scores beside it. Simulated throttling scales the
  CPU time it observes, so a busy machine lowers the performance scores (mostly TBT and LCP) while the
  accessibility, best-practices and SEO scores do not move; a score below budget lists the audits that cost it.
  Accessibility is scored once more in dark mode (desktop, a Chromium started with \`--force-dark-mode\`, which the
  app follows when no theme is saved): contrast is what changes between the two.

## What the web budgets rely on

- **Compression**: the build writes a brotli (quality 11) and a gzip copy beside every text file over 1 KB
  (apps/web/vite.config.ts); the server's static plugin sends the copy the browser accepts (\`preCompressed\`,
  with \`Vary: Accept-Encoding\`), so nothing is compressed per request. Hashed assets are cached for a year.
- **Few requests before the first paint**: everything the entry imports statically is one chunk (over HTTP/1.1 a
  browser opens six connections a host, so eight small files cost more round trips than one); every screen
  stays its own lazy chunk (the landing page's JavaScript budget).
- **The first screen loads with the entry**: the build lists, for \`/\`, \`/auth\` and agent hosts, the screen's
  chunk and its imports (\`.vite/route-preloads.json\`); the server adds them to that page's HTML as
  \`modulepreload\` links. The app also starts that import, and on an agent host the business's public profile,
  before React renders, instead of after \`/api/user\` answers.
- **Something on screen at once**: index.html holds the spinner React shows while loading, so the page paints
  before any script has run.
- **Less JavaScript a screen**: \`@staffwright/contract\` is marked \`sideEffects: false\`, so a screen that
  needs only its constants (the agent page) does not load zod and every schema; screens import Radix primitives
  from their own files (\`components/ui/avatar\`, not the \`menus\` barrel). The sign-in and registration
  forms load zod and their schemas when focus enters the form or on submit
  (\`features/auth/lazy-resolver.ts\`): they validate on submit, so zod is off the first paint of \`/auth\`.
- **No CSP noise**: zod is told not to probe for \`eval\` (\`src/lib/zod-config.ts\`); the probe was a CSP
  violation on every page that built a schema.
- Known and accepted: best practices stays at 96 because Chromium logs the 401 a visitor's \`GET /api/user\`
  answers (the SPEC's answer for "not signed in") as a console error.

## Rerun

\`\`\`sh
npm run bench          # builds apps/web first only if apps/web/dist is missing
\`\`\`

It uses PostgreSQL at \`postgres://postgres@127.0.0.1:5432/test\` when reachable (\`BENCH_DATABASE_URL\` to change;
it creates and drops its own \`sw_bench_*\` databases) and PGlite otherwise. \`BENCH_PASSAGES\` changes the corpus
size (default 100000), \`BENCH_LOG=1\` shows the server's warnings. \`BENCH_ONLY=Web,Lighthouse\` runs just those
parts (a partial run prints its table and leaves this file alone); \`BENCH_LIGHTHOUSE_RUNS\` sets the runs a page,
\`BENCH_LIGHTHOUSE_REPORTS=dir\` keeps the reported runs' full JSON reports. Figures move with the machine's load:
compare runs made on an idle machine.
`;
// A partial run (BENCH_ONLY) prints its figures but leaves the full report as it is.
if (!only.length) writeFileSync(DOC, doc);
if (!only.length) console.log(`Wrote ${DOC}`);
process.exit(crashed ? 1 : 0);
