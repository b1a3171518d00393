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

async function appRun(kind: DbKind, pgLabel: string) {
  const db = await createBenchDatabase(kind, pgLabel);
  try {
    const app = await measure({ server: 'app', spec: db.spec, ...LOAD });
    const sqlOut = {} as Record<1 | 2, AutocannonOutput>;
    for (const queries of [2, 1] as const)
      sqlOut[queries] = (await measure({ server: queries === 1 ? 'sql1' : 'sql2', spec: db.spec, cookie: app.cookie!, ...LOAD })).out;
    return { label: db.spec.label, out: app.out, cpu: app.cpuUsPerRequest, sqlOut, body: app.body, bytes: app.bytes! };
  } finally {
    await db.drop();
  }
}

export async function benchApi(pgLabel: string | null): Promise<PartResult> {
  const notes: string[] = [];
  const runs = [await appRun('pglite', '')];
  if (pgLabel) runs.push(await appRun('postgres', pgLabel));
  const bare = await measure({ server: 'bare', body: runs[0]!.body, ...LOAD });
  const bareOut = bare.out;
  notes.push(
    `GET /api/business (${runs[0]!.bytes} bytes of JSON, 3 businesses), autocannon ${CONNECTIONS} connections, ${WARMUP_SEC} s warm-up + ${DURATION_SEC} s measured, in a separate process; every server in a fresh process of its own.`,
    `bare node:http: ${int(bareOut.requestsPerSec)} req/s (p50 ${bareOut.latencyP50} ms, p99 ${bareOut.latencyP99} ms; server CPU ${bare.cpuUsPerRequest.toFixed(0)} µs per request)`,
  );
  const rows: Row[] = [
    { name: 'API: bare node:http, same JSON', figure: `${int(bareOut.requestsPerSec)} req/s`, budget: 'reference', pass: null },
  ];
  for (const r of runs) {
    const ratio = r.out.requestsPerSec / bareOut.requestsPerSec;
    const of = (q: 1 | 2) => `${((r.out.requestsPerSec / r.sqlOut[q].requestsPerSec) * 100).toFixed(0)}%`;
    notes.push(
      `app on ${r.label}: ${int(r.out.requestsPerSec)} req/s (p50 ${r.out.latencyP50} ms, p99 ${r.out.latencyP99} ms; server CPU ${r.cpu.toFixed(0)} µs per request), ${(ratio * 100).toFixed(0)}% of bare; ` +
        `bare node:http + the 2 queries of an uncached request as plain SQL: ${int(r.sqlOut[2].requestsPerSec)} req/s (the app reaches ${of(2)} of it); ` +
        `+ only the businesses query (a session in memory, the list not): ${int(r.sqlOut[1].requestsPerSec)} req/s (the app reaches ${of(1)} of it)`,
    );
    rows.push(
      {
        name: `API: bare node:http + session & businesses SQL, ${r.label}`,
        figure: `${int(r.sqlOut[2].requestsPerSec)} req/s`,
        budget: 'reference',
        pass: null,
      },
      {
        name: `API: bare node:http + businesses SQL only, ${r.label}`,
        figure: `${int(r.sqlOut[1].requestsPerSec)} req/s`,
        budget: 'reference',
        pass: null,
      },
    );
    rows.push({
      name: `API: GET /api/business, ${r.label}`,
      figure: `${int(r.out.requestsPerSec)} req/s`,
      budget: 'reference',
      pass: null,
    });
    rows.push({ name: `API: ratio to bare, ${r.label}`, figure: `${(ratio * 100).toFixed(0)}%`, budget: '≥ 50%', pass: ratio >= 0.5 });
  }
  return { rows, notes };
}
