/**
 * Child process: one server of the API bench, measured under load in a process of its own, and the
 * figures printed as JSON. Each server gets a fresh process because a second server started in the
 * same process runs on JIT state shaped by the first (a second app instance cost ~30% more CPU per
 * request than the first: decision 015), which skewed whichever ran later.
 *
 * - `app`: the real server on the bench database, configured as in production (DATABASE_URL for
 *   PostgreSQL); signs an owner up, creates three businesses, then loads GET /api/business.
 * - `sql2` / `sql1`: bare node:http doing the app's queries as plain SQL for the owner's cookie:
 *   both (session + businesses) or only the businesses (the session remembered).
 * - `bare`: bare node:http answering the app's JSON body, re-serialised per request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { createBusiness, signUp, startApp } from '../lib/app.ts';
import { readInput, runChild } from '../lib/child.ts';
import { openSpec, type DatabaseSpec } from '../lib/db.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { AutocannonInput, AutocannonOutput } from '../load/autocannon.ts';

export type ApiServerInput =
  | { server: 'app'; spec: DatabaseSpec; connections: number; warmupSec: number; durationSec: number }
  | { server: 'sql1' | 'sql2'; spec: DatabaseSpec; cookie: string; connections: number; warmupSec: number; durationSec: number }
  | { server: 'bare'; body: unknown; connections: number; warmupSec: number; durationSec: number };

export interface ApiServerOutput {
  out: AutocannonOutput;
  /** CPU time of this (server) process per request, in µs. */
  cpuUsPerRequest: number;
  /** `app` only: the owner's cookie, and the JSON it answered. */
  cookie?: string;
  body?: unknown;
  bytes?: number;
}

const input = await readInput<ApiServerInput>();

async function load(url: string, headers: Record<string, string>): Promise<{ out: AutocannonOutput; cpuUsPerRequest: number }> {
  const base: Omit<AutocannonInput, 'durationSec'> = { url, headers, connections: input.connections };
  // A short run first: JIT, connection setup and the database's caches warm up outside the figure.
  await runChild<AutocannonOutput>('load/autocannon.ts', { ...base, durationSec: input.warmupSec }, 30_000);
  const cpu = process.cpuUsage();
  const out = await runChild<AutocannonOutput>('load/autocannon.ts', { ...base, durationSec: input.durationSec }, 60_000);
  const used = process.cpuUsage(cpu);
  if (out.non2xx || out.errors) throw new Error(`${url}: ${out.non2xx} non-2xx answers, ${out.errors} errors in the load run`);
  return { out, cpuUsPerRequest: (used.user + used.system) / Math.max(out.total, 1) };
}

async function listen(server: http.Server): Promise<string> {
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/business`;
}

function bareSqlServer(database: Database, queries: 1 | 2): http.Server {
  const owners = new Map<string, number>();
  return http.createServer((req, res) => {
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
}

let result: ApiServerOutput;
if (input.server === 'bare') {
  const body = input.body;
  const server = http.createServer((_req, res) => {
    const json = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  });
  result = await load(await listen(server), {});
  server.close();
} else {
  const database = await openSpec(input.spec);
  try {
    if (input.server === 'app') {
      const srv = await startApp(database, { env: input.spec.databaseUrl ? { DATABASE_URL: input.spec.databaseUrl } : {} });
      try {
        const owner = await signUp(srv.app, `benchapi${process.pid}`);
        for (const n of ['Brightsmile Family Dental', 'Brightsmile Kids', 'Brightsmile Ortho'])
          await createBusiness(srv.app, owner.cookie, n);
        const res = await fetch(`${srv.baseUrl}/api/business`, { headers: { cookie: owner.cookie } });
        if (res.status !== 200) throw new Error(`GET /api/business: ${res.status}`);
        const text = await res.text();
        const measured = await load(`${srv.baseUrl}/api/business`, { cookie: owner.cookie });
        result = { ...measured, cookie: owner.cookie, body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
      } finally {
        await srv.close();
      }
    } else {
      const server = bareSqlServer(database, input.server === 'sql1' ? 1 : 2);
      result = await load(await listen(server), { cookie: input.cookie });
      server.close();
    }
  } finally {
    await database.close();
  }
}
process.stdout.write(JSON.stringify(result));
process.exit(0);
