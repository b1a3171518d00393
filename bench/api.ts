/**
 * API throughput: GET /api/business for a signed-in owner with three businesses, on the real
 * server, against a bare Node `http` server answering the same JSON body. autocannon runs in a
 * child process, 50 connections, loopback only.
 *
 * Two more servers for reference: bare `http` making, as plain SQL without framework or ORM, the
 * two queries a request needs when nothing is cached (the session with its user, the owner's
 * businesses), and only the businesses query (a session in memory, decision 013). With the owner's
 * list in memory too (decision 015) the app sends no query per request while its caches are live.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBusiness, signUp, startApp } from './lib/app.ts';
import { runChild } from './lib/child.ts';
import { openBenchDatabase, type DbKind } from './lib/db.ts';
import type { AutocannonInput, AutocannonOutput } from './load/autocannon.ts';
import { createHash } from 'node:crypto';
import type { Database } from '../apps/server/src/db/client.ts';
import { int } from './lib/stats.ts';
import type { PartResult, Row } from './lib/report.ts';

const CONNECTIONS = 50;
const WARMUP_SEC = 1;
const DURATION_SEC = 5;

async function load(url: string, headers: Record<string, string>): Promise<AutocannonOutput> {
  const base: Omit<AutocannonInput, 'durationSec'> = { url, headers, connections: CONNECTIONS };
  // A short run first: JIT, connection setup and the database's caches warm up outside the figure.
  await runChild<AutocannonOutput>('load/autocannon.ts', { ...base, durationSec: WARMUP_SEC }, 30_000);
  const out = await runChild<AutocannonOutput>('load/autocannon.ts', { ...base, durationSec: DURATION_SEC }, 60_000);
  if (out.non2xx || out.errors) throw new Error(`${url}: ${out.non2xx} non-2xx answers, ${out.errors} errors in the load run`);
  return out;
}

/** The same body the app sends, re-serialised on every request as the app does. */
async function bareServer(body: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    const json = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/business`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * Bare `http` doing the app's queries for the request's session cookie, as plain SQL: both (`2`),
 * or only the businesses (`1`: the session lookup remembered per token, as the app's cache does).
 */
async function bareSqlServer(database: Database, queries: 1 | 2): Promise<{ url: string; close: () => Promise<void> }> {
  const owners = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const token = /(?:^|;\s*)sw_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    const hash = createHash('sha256').update(token).digest('hex');
    database
      .withConnection(async (query) => {
        let ownerId = queries === 1 ? owners.get(hash) : undefined;
        if (ownerId === undefined) {
          const [user] = await query(
            `SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN users i ON i.id = s.impersonator_id WHERE s.token_hash = '${hash}' AND s.expires_at > now() LIMIT 1`,
          );
          if (!user) return null;
          owners.set(hash, (ownerId = Number(user.id)));
        }
        return query(`SELECT * FROM businesses WHERE owner_id = ${ownerId} ORDER BY created_at DESC, id DESC`);
      })
      .then((rows) => {
        const json = JSON.stringify(rows ?? { message: 'Not signed in' });
        res.writeHead(rows ? 200 : 401, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
        res.end(json);
      })
      .catch(() => res.writeHead(500).end());
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/business`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function appRun(kind: DbKind, pgLabel: string) {
  const bdb = await openBenchDatabase(kind, pgLabel);
  try {
    // Configured as in production: with DATABASE_URL, so the caches' LISTEN connections exist.
    const srv = await startApp(bdb.database, { env: bdb.databaseUrl ? { DATABASE_URL: bdb.databaseUrl } : {} });
    try {
      const owner = await signUp(srv.app, `benchapi${process.pid}${kind}`);
      for (const n of ['Brightsmile Family Dental', 'Brightsmile Kids', 'Brightsmile Ortho'])
        await createBusiness(srv.app, owner.cookie, n);
      const res = await fetch(`${srv.baseUrl}/api/business`, { headers: { cookie: owner.cookie } });
      if (res.status !== 200) throw new Error(`GET /api/business: ${res.status}`);
      const text = await res.text();
      const out = await load(`${srv.baseUrl}/api/business`, { cookie: owner.cookie });
      await srv.close();
      const sqlOut: Record<1 | 2, AutocannonOutput> = {} as Record<1 | 2, AutocannonOutput>;
      for (const queries of [2, 1] as const) {
        const bareSql = await bareSqlServer(bdb.database, queries);
        try {
          sqlOut[queries] = await load(bareSql.url, { cookie: owner.cookie });
        } finally {
          await bareSql.close();
        }
      }
      return { label: bdb.label, out, sqlOut, body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
    } finally {
      await srv.close().catch(() => {});
    }
  } finally {
    await bdb.close();
  }
}

export async function benchApi(pgLabel: string | null): Promise<PartResult> {
  const notes: string[] = [];
  const runs = [await appRun('pglite', '')];
  if (pgLabel) runs.push(await appRun('postgres', pgLabel));
  const bare = await bareServer(runs[0]!.body);
  let bareOut: AutocannonOutput;
  try {
    bareOut = await load(bare.url, {});
  } finally {
    await bare.close();
  }
  notes.push(
    `GET /api/business (${runs[0]!.bytes} bytes of JSON, 3 businesses), autocannon ${CONNECTIONS} connections, ${WARMUP_SEC} s warm-up + ${DURATION_SEC} s measured, in a separate process.`,
    `bare node:http: ${int(bareOut.requestsPerSec)} req/s (p50 ${bareOut.latencyP50} ms, p99 ${bareOut.latencyP99} ms)`,
  );
  const rows: Row[] = [
    { name: 'API: bare node:http, same JSON', figure: `${int(bareOut.requestsPerSec)} req/s`, budget: 'reference', pass: null },
  ];
  for (const r of runs) {
    const ratio = r.out.requestsPerSec / bareOut.requestsPerSec;
    const of = (q: 1 | 2) => `${((r.out.requestsPerSec / r.sqlOut[q].requestsPerSec) * 100).toFixed(0)}%`;
    notes.push(
      `app on ${r.label}: ${int(r.out.requestsPerSec)} req/s (p50 ${r.out.latencyP50} ms, p99 ${r.out.latencyP99} ms), ${(ratio * 100).toFixed(0)}% of bare; ` +
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
