/**
 * API throughput: GET /api/business for a signed-in owner with three businesses, on the real
 * server, against a bare Node `http` server answering the same JSON body. autocannon runs in a
 * child process, 50 connections, loopback only; each server runs in a fresh process of its own
 * (bench/jobs/api-server.ts), so none is measured on JIT state another one left.
 *
 * Two more servers for reference: bare `http` making, as plain SQL without framework or ORM, the
 * two queries a request needs when nothing is cached (the session with its user, the owner's
 * businesses), and only the businesses query (a session in memory, decision 013). With the owner's
 * list in memory too (decision 015) the app sends no query per request while its caches are live.
 */
import { runChild } from './lib/child.ts';
import { createBenchDatabase, type DbKind } from './lib/db.ts';
import type { AutocannonOutput } from './load/autocannon.ts';
import type { ApiServerInput, ApiServerOutput } from './jobs/api-server.ts';
import { int } from './lib/stats.ts';
import type { PartResult, Row } from './lib/report.ts';

const CONNECTIONS = 50;
const WARMUP_SEC = 1;
const DURATION_SEC = 5;
const LOAD = { connections: CONNECTIONS, warmupSec: WARMUP_SEC, durationSec: DURATION_SEC };

/** One server, started and loaded in a fresh process of its own (bench/jobs/api-server.ts). */
const measure = (input: ApiServerInput) => runChild<ApiServerOutput>('jobs/api-server.ts', input, 180_000);

/**
 * Rounds of bare, app on PGlite, app on PostgreSQL, one after the other: this VM's speed drifts
 * (the same bare server measured 23k and 41k req/s in two runs ten minutes apart), so each figure
 * is the median of its rounds and every ratio compares servers measured side by side.
 */
const ROUNDS = 3;

const median = (outs: ApiServerOutput[]) =>
  [...outs].sort((a, b) => a.out.requestsPerSec - b.out.requestsPerSec)[Math.floor(outs.length / 2)]!;
const rps = (outs: ApiServerOutput[]) => outs.map((o) => int(o.out.requestsPerSec)).join(', ');

export async function benchApi(pgLabel: string | null): Promise<PartResult> {
  const kinds: [DbKind, string][] = [['pglite', ''], ...(pgLabel ? ([['postgres', pgLabel]] as [DbKind, string][]) : [])];
  const dbs: Awaited<ReturnType<typeof createBenchDatabase>>[] = [];
  try {
    for (const [kind, label] of kinds) dbs.push(await createBenchDatabase(kind, label));
    const apps: ApiServerOutput[][] = dbs.map(() => []);
    const bares: ApiServerOutput[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, db] of dbs.entries()) apps[i]!.push(await measure({ server: 'app', spec: db.spec, ...LOAD }));
      bares.push(await measure({ server: 'bare', body: apps[0]![0]!.body, ...LOAD }));
    }
    const bare = median(bares);
    const notes = [
      `GET /api/business (${apps[0]![0]!.bytes} bytes of JSON, 3 businesses), autocannon ${CONNECTIONS} connections, ${WARMUP_SEC} s warm-up + ${DURATION_SEC} s measured, in a separate process; every server in a fresh process of its own; ${ROUNDS} rounds (app on each database, then bare), medians reported.`,
      `bare node:http: ${int(bare.out.requestsPerSec)} req/s (rounds: ${rps(bares)}; median run p50 ${bare.out.latencyP50} ms, p99 ${bare.out.latencyP99} ms, server CPU ${bare.cpuUsPerRequest.toFixed(0)} µs per request)`,
    ];
    const rows: Row[] = [
      { name: 'API: bare node:http, same JSON', figure: `${int(bare.out.requestsPerSec)} req/s`, budget: 'reference', pass: null },
    ];
    for (const [i, db] of dbs.entries()) {
      const app = median(apps[i]!);
      const label = db.spec.label;
      // References, once: bare http doing the app's queries as plain SQL for the owner's cookie.
      const sql = {} as Record<1 | 2, AutocannonOutput>;
      for (const queries of [2, 1] as const)
        sql[queries] = (await measure({ server: queries === 1 ? 'sql1' : 'sql2', spec: db.spec, cookie: app.cookie!, ...LOAD })).out;
      const ratio = app.out.requestsPerSec / bare.out.requestsPerSec;
      const perRound = apps[i]!.map((a, r) => `${((a.out.requestsPerSec / bares[r]!.out.requestsPerSec) * 100).toFixed(0)}%`).join(', ');
      notes.push(
        `app on ${label}: ${int(app.out.requestsPerSec)} req/s (rounds: ${rps(apps[i]!)}; median run p50 ${app.out.latencyP50} ms, p99 ${app.out.latencyP99} ms, server CPU ${app.cpuUsPerRequest.toFixed(0)} µs per request), ${(ratio * 100).toFixed(0)}% of bare (round by round: ${perRound}); ` +
          `for reference, bare node:http + the 2 queries of an uncached request as plain SQL: ${int(sql[2].requestsPerSec)} req/s; + only the businesses query (a session in memory, the list not): ${int(sql[1].requestsPerSec)} req/s`,
      );
      rows.push(
        {
          name: `API: bare node:http + session & businesses SQL, ${label}`,
          figure: `${int(sql[2].requestsPerSec)} req/s`,
          budget: 'reference',
          pass: null,
        },
        {
          name: `API: bare node:http + businesses SQL only, ${label}`,
          figure: `${int(sql[1].requestsPerSec)} req/s`,
          budget: 'reference',
          pass: null,
        },
        { name: `API: GET /api/business, ${label}`, figure: `${int(app.out.requestsPerSec)} req/s`, budget: 'reference', pass: null },
        { name: `API: ratio to bare, ${label}`, figure: `${(ratio * 100).toFixed(0)}%`, budget: '≥ 50%', pass: ratio >= 0.5 },
      );
    }
    return { rows, notes };
  } finally {
    for (const db of dbs) await db.drop().catch(() => {});
  }
}
