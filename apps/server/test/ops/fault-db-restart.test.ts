import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { isJobBookkeeping } from '../../src/jobs/db-adapter.ts';
import { multipartFile } from '../uploads.ts';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { freePort, HttpClient, spawnServer, type ServerProcess } from './server-process.ts';

/**
 * PostgreSQL stopped and started again while the real server process is under load. The process
 * must not crash; while the database is away, answers are prompt 503s with a message (never a 500,
 * never a hang) and /readyz says not ready; once the database is back, service resumes on its own
 * within 10 s (the issue's requirement), without a restart of the Node process.
 *
 * The database is a private throwaway cluster (see private-postgres.ts): the machine's shared
 * PostgreSQL on 5432 is never touched.
 */
const skipReason = privatePostgresUnavailable();
if (skipReason) console.warn(`fault-db-restart.test.ts skipped: ${skipReason}`);

/** How long the database stays down. */
const OUTAGE_MS = 3_000;
/** The issue's requirement: service back within this long after the database is. */
const RECOVERY_BUDGET_MS = 10_000;
/** The server's per-query timeout in the frozen-database test. */
const FREEZE_QUERY_TIMEOUT_MS = 2_000;
/** A request that takes longer than this is a hang. */
const HANG_MS = 15_000;

interface Sample {
  kind: 'api' | 'ready';
  sentAt: number;
  ms: number;
  status: number;
  body: string;
  requestId: string | null;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.skipIf(!!skipReason)('PostgreSQL restarted under load', () => {
  it('no crash, quick 503s with a message during the outage, back within 10 s', { timeout: 120_000 }, async () => {
    let pgc: PrivatePostgres;
    try {
      pgc = await startPrivatePostgres();
    } catch (err) {
      throw new Error(`could not start a private PostgreSQL cluster: ${String(err)}`, { cause: err });
    }
    cleanups.push(() => pgc.destroy());
    // A small pool, as a production process would have relative to its load.
    const server: ServerProcess = spawnServer({ DATABASE_URL: pgc.url, DB_POOL_SIZE: '4', TRUST_PROXY: 'true' }, await freePort());
    cleanups.push(() => server.stop());
    await server.waitHealthy();

    const owner = new HttpClient(server.url, '10.8.0.1');
    const username = `dbrestart${Date.now().toString(36)}`;
    expect(
      (await owner.request('POST', '/api/register', { json: { username, email: `${username}@example.test`, password: 'correct-horse-9' } }))
        .status,
    ).toBe(201);
    const created = await owner.request('POST', '/api/business', {
      json: {
        name: 'Restart Dental',
        website: 'https://restart.example',
        industry: 'dental',
        agentName: 'Robin',
        agentTitle: 'Front Desk',
      },
    });
    expect(created.status, created.text).toBe(201);

    // The load: 6 clients reading the owner's businesses (answered from memory only while the
    // caches' LISTEN connection is up: from the outage on, each asks the database), one probe on /readyz, every sample recorded with its send time, latency and answer.
    const samples: Sample[] = [];
    const failures: string[] = [];
    let running = true;
    const sample = async (kind: Sample['kind']) => {
      const sentAt = Date.now();
      try {
        const res =
          kind === 'api'
            ? await owner.request('GET', '/api/business', undefined, HANG_MS)
            : await owner.request('GET', '/readyz', undefined, HANG_MS);
        samples.push({
          kind,
          sentAt,
          ms: Date.now() - sentAt,
          status: res.status,
          body: res.text,
          requestId: res.headers.get('x-request-id'),
        });
      } catch (err) {
        failures.push(`${kind} request sent at +${sentAt - t0} ms failed: ${String((err as Error).cause ?? err)}`);
      }
    };
    const t0 = Date.now();
    const clients = [
      ...Array.from({ length: 6 }, async () => {
        while (running) {
          await sample('api');
          await new Promise((r) => setTimeout(r, 20));
        }
      }),
      (async () => {
        while (running) {
          await sample('ready');
          await new Promise((r) => setTimeout(r, 200));
        }
      })(),
    ];

    await new Promise((r) => setTimeout(r, 1_500));
    const downAt = Date.now();
    await pgc.stop();
    const stoppedAt = Date.now();
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const startAt = Date.now();
    await pgc.start();
    const upAt = Date.now();

    // Until the first successful read after the database is back (or the budget is spent), then 2 s more.
    const until = upAt + RECOVERY_BUDGET_MS + 2_000;
    while (Date.now() < until && !samples.some((s) => s.kind === 'api' && s.status === 200 && s.sentAt >= startAt))
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 2_000));
    running = false;
    await Promise.all(clients);

    // The process survived, and every request got an answer.
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(failures).toEqual([]);

    const api = samples.filter((s) => s.kind === 'api');
    const statuses = new Map<number, number>();
    for (const s of samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
    // Only 200 or 503, never a 500 (or anything else).
    expect(
      [...statuses.keys()].filter((status) => status !== 200 && status !== 503),
      JSON.stringify(samples.filter((s) => s.status !== 200 && s.status !== 503).slice(0, 3)),
    ).toEqual([]);
    const unavailable = samples.filter((s) => s.status === 503);
    for (const s of unavailable) {
      const body = JSON.parse(s.body) as { message?: string };
      expect(body.message, s.body).toMatch(/\w{3,}/);
    }
    // Requests sent and answered while the database was certainly down (pg_ctl start not yet called).
    const outage = samples.filter((s) => s.sentAt >= stoppedAt && s.sentAt + s.ms <= startAt);
    expect(outage.length, 'requests were sent while the database was down').toBeGreaterThan(0);
    expect(outage.filter((s) => s.kind === 'api' && s.status !== 503).map((s) => `+${s.sentAt - t0} ms: ${s.status}`)).toEqual([]);
    expect(
      outage.some((s) => s.kind === 'ready' && s.status === 503),
      '/readyz reports not-ready during the outage',
    ).toBe(true);

    // pg_ctl notices the server is up a little after it is: a success may come before upAt.
    const firstOk = api.filter((s) => s.status === 200 && s.sentAt >= startAt).sort((a, b) => a.sentAt + a.ms - (b.sentAt + b.ms))[0];
    expect(
      firstOk,
      `no successful read within ${RECOVERY_BUDGET_MS} ms of the database's return:\n${server.output().slice(-3000)}`,
    ).toBeDefined();
    const recoveryMs = Math.max(0, firstOk!.sentAt + firstOk!.ms - upAt);
    expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    // Recovered means recovered: everything sent after the first success succeeds, readiness included.
    const after = samples.filter((s) => s.sentAt > firstOk!.sentAt + firstOk!.ms);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((s) => s.status !== 200).map((s) => `${s.kind} ${s.status}`)).toEqual([]);

    // The server's log is JSON lines; each 503 is logged with the request id the client was given.
    const logLines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    const loggedUnavailable = new Set(logLines.filter((l) => l.msg === 'database unavailable').map((l) => l.reqId));
    const apiUnavailable = unavailable.filter((s) => s.kind === 'api');
    expect(apiUnavailable.length).toBeGreaterThan(0);
    expect(apiUnavailable.filter((s) => !loggedUnavailable.has(s.requestId ?? '')).map((s) => s.requestId)).toEqual([]);

    const maxOutageMs = Math.max(...outage.map((s) => s.ms));
    const readyFlips = samples
      .filter((s) => s.kind === 'ready')
      .sort((a, b) => a.sentAt - b.sentAt)
      .map((s) => s.status)
      .filter((status, i, all) => i === 0 || all[i - 1] !== status);
    console.info(
      `fault-db-restart: pg_ctl stop took ${stoppedAt - downAt} ms, start ${upAt - startAt} ms; ` +
        `${samples.length} requests, ${unavailable.length} × 503 (${outage.length} sent during the outage), ` +
        `max latency during the outage ${maxOutageMs} ms, first 200 ${recoveryMs} ms after the database was back; ` +
        `/readyz went ${readyFlips.join(' → ')}`,
    );
  });
});

describe.skipIf(!!skipReason)('PostgreSQL frozen (it hangs instead of refusing)', () => {
  it(
    'requests get a 503 within DB_QUERY_TIMEOUT_MS instead of hanging, and service resumes when it thaws',
    { timeout: 120_000 },
    async () => {
      const pgc = await startPrivatePostgres();
      cleanups.push(() => pgc.destroy());
      const server = spawnServer(
        { DATABASE_URL: pgc.url, DB_POOL_SIZE: '4', TRUST_PROXY: 'true', DB_QUERY_TIMEOUT_MS: String(FREEZE_QUERY_TIMEOUT_MS) },
        await freePort(),
      );
      cleanups.push(() => server.stop());
      await server.waitHealthy();
      const owner = new HttpClient(server.url, '10.8.0.2');
      const username = `dbfreeze${Date.now().toString(36)}`;
      expect(
        (
          await owner.request('POST', '/api/register', {
            json: { username, email: `${username}@example.test`, password: 'correct-horse-9' },
          })
        ).status,
      ).toBe(201);
      expect((await owner.request('GET', '/api/business')).status).toBe(200);

      await pgc.freeze();
      const frozenAt = Date.now();
      // Pool connections that were idle, new connections (the postmaster does not accept), readiness.
      const during = await Promise.all([
        // A read that always asks the database (an owner's business list may be answered from memory).
        ...Array.from({ length: 6 }, () =>
          owner.request('GET', '/api/templates', undefined, HANG_MS).then((r) => ({ ...r, ms: Date.now() - frozenAt })),
        ),
        owner.request('GET', '/readyz', undefined, HANG_MS).then((r) => ({ ...r, ms: Date.now() - frozenAt })),
      ]).catch((err: unknown) => {
        throw new Error(`a request hung while the database was frozen: ${String(err)}\n${server.output().slice(-2000)}`, { cause: err });
      });
      await pgc.thaw();
      const thawedAt = Date.now();
      for (const r of during) {
        expect(r.status, r.text).toBe(503);
        expect((JSON.parse(r.text) as { message?: string }).message).toMatch(/\w{3,}/);
      }
      let back: number | null = null;
      while (back === null && Date.now() - thawedAt < RECOVERY_BUDGET_MS) {
        const r = await owner.request('GET', '/api/templates', undefined, HANG_MS);
        if (r.status === 200) back = Date.now() - thawedAt;
        else await new Promise((res) => setTimeout(res, 100));
      }
      expect(back, server.output().slice(-2000)).not.toBeNull();
      expect(server.child.exitCode).toBeNull();
      console.info(
        `fault-db-freeze: answers while frozen ${during.map((r) => `${r.status} after ${r.ms} ms`).join(', ')} (DB_QUERY_TIMEOUT_MS ${FREEZE_QUERY_TIMEOUT_MS}); first 200 ${back} ms after the thaw`,
      );
    },
  );
});

/** What the server's pool does to a client whose query outlived DB_QUERY_TIMEOUT_MS (db/client.ts). */
describe.skipIf(!!skipReason)('a query that outlives DB_QUERY_TIMEOUT_MS: its connection is never reused', () => {
  const TIMEOUT_MS = 500;
  let pgc: PrivatePostgres;
  let admin: pg.Client;
  beforeAll(async () => {
    pgc = await startPrivatePostgres();
    cleanups.push(() => pgc.destroy());
    admin = new pg.Client({ connectionString: pgc.url });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query('CREATE TABLE t (n int); CREATE TABLE t2 (n int)');
  }, 60_000);

  it('a BEGIN that times out (database frozen) does not keep its pool slot', { timeout: 60_000 }, async () => {
    const database = openPostgres(pgc.url, 2, { queryTimeoutMs: TIMEOUT_MS });
    cleanups.push(() => database.close());
    // Both slots connected, so that the transactions below get as far as sending BEGIN.
    await Promise.all([database.exec('SELECT pg_sleep(0.05)'), database.exec('SELECT pg_sleep(0.05)')]);
    await pgc.freeze();
    const frozen = await Promise.allSettled(
      [1, 2].map((n) => database.db.transaction((tx) => tx.execute(sql`INSERT INTO t VALUES (${n})`))),
    );
    await pgc.thaw();
    expect(frozen.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    // More transactions than slots, at once: with a slot lost for good they would wait for a
    // connection and fail ("timeout exceeded when trying to connect").
    const after = await Promise.allSettled(
      [10, 11, 12, 13, 14].map((n) => database.db.transaction((tx) => tx.execute(sql`INSERT INTO t2 VALUES (${n})`))),
    );
    expect(after.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    const { rows } = await admin.query<{ n: number }>('SELECT n FROM t2 WHERE n >= 10 ORDER BY n');
    expect(rows.map((r) => r.n)).toEqual([10, 11, 12, 13, 14]);
    // The frozen BEGINs' transactions never became anything.
    expect((await admin.query('SELECT n FROM t WHERE n IN (1, 2)')).rows).toEqual([]);
  });

  it('a transaction whose statement and ROLLBACK time out does not go back to the pool still open', { timeout: 60_000 }, async () => {
    // One slot: whatever the timed-out transaction leaves behind, the next query gets it.
    const database = openPostgres(pgc.url, 1, { queryTimeoutMs: TIMEOUT_MS });
    cleanups.push(() => database.close());
    // The statement blocks on the server (a lock), as it would on a frozen one: pg stops waiting
    // after TIMEOUT_MS, the statement does not stop.
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE t IN EXCLUSIVE MODE');
    const stuck = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t2 VALUES (100)`);
        await tx.execute(sql`INSERT INTO t VALUES (100)`);
      })
      .then(
        () => 'committed',
        (err: Error) => String(err.cause ?? err),
      );
    expect(stuck).toMatch(/Query read timeout|not queryable|Connection terminated/);
    await admin.query('COMMIT');
    // An autocommit write acknowledged afterwards is committed: seen from another connection.
    await database.db.execute(sql`INSERT INTO t2 VALUES (101)`);
    const { rows } = await admin.query<{ n: number }>('SELECT n FROM t2 WHERE n IN (100, 101) ORDER BY n');
    // 101 committed; 100, the first half of the failed transaction, never.
    expect(rows.map((r) => r.n)).toEqual([101]);
    expect((await admin.query('SELECT n FROM t WHERE n = 100')).rows).toEqual([]);
  });
});

describe.skipIf(!!skipReason)('PostgreSQL frozen while write transactions run', () => {
  it('no pool slot lost, later writes really committed, nothing answered 503 committed half-way', { timeout: 120_000 }, async () => {
    const QUERY_TIMEOUT_MS = 1_500;
    const POOL = 4;
    const pgc = await startPrivatePostgres();
    cleanups.push(() => pgc.destroy());
    // No job workers: their polling would be one more user of the pool's connections, at random.
    const server = spawnServer(
      {
        DATABASE_URL: pgc.url,
        DB_POOL_SIZE: String(POOL),
        TRUST_PROXY: 'true',
        DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
        CRAWL_WORKERS: '0',
      },
      await freePort(),
    );
    cleanups.push(() => server.stop());
    await server.waitHealthy();
    const admin = new pg.Client({ connectionString: pgc.url });
    await admin.connect();
    cleanups.push(() => admin.end().catch(() => {}));

    const owner = new HttpClient(server.url, '10.8.0.3');
    const tag = Date.now().toString(36);
    const register = (client: HttpClient, name: string) =>
      client.request(
        'POST',
        '/api/register',
        { json: { username: name, email: `${name}@example.test`, password: 'correct-horse-9' } },
        HANG_MS,
      );
    expect((await register(owner, `txowner${tag}`)).status).toBe(201);
    const created = await owner.request('POST', '/api/business', {
      json: { name: 'Freeze Dental', website: 'https://freeze.example', industry: 'dental', agentName: 'Robin', agentTitle: 'Front Desk' },
    });
    expect(created.status, created.text).toBe(201);
    const businessId = (JSON.parse(created.text) as { id: number }).id;
    const upload = (name: string) => {
      const body = multipartFile(name, `Opening hours for ${name}.\n\n${'We are open from nine to five on weekdays. '.repeat(40)}`);
      return owner
        .request('POST', `/api/training-data/${businessId}/file`, { raw: body.payload, contentType: body.contentType }, HANG_MS)
        .then((r) => ({ name, status: r.status, text: r.text }));
    };

    // Uploads caught mid-transaction: the source row is inserted, the passages' INSERT waits on a
    // lock. Then the whole database freezes, and more writes arrive.
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE passages IN EXCLUSIVE MODE');
    const midTx = ['a', 'b', 'c'].map((x) => `midtx-${x}-${tag}.txt`);
    const uploads = midTx.map((name) => upload(name));
    const until = Date.now() + 30_000;
    for (;;) {
      // Inside its transaction (the lock), a session sees pg_stat_activity as of its first read.
      await admin.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await admin.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%INSERT INTO passages%'",
      );
      // One is enough: the others are mid-transaction too, queued behind it on the business's
      // source-writer lock, or a step before.
      if (Number(rows[0]!.n) >= 1) break;
      if (Date.now() > until) throw new Error(`the uploads never reached their passages' INSERT:\n${server.output().slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    await pgc.freeze();
    const frozenUploads = [upload(`frozen-${tag}.txt`)];
    const frozenRegisters = [register(new HttpClient(server.url, '10.8.1.1'), `frozen${tag}`)];
    const answered = await Promise.all([...uploads, ...frozenUploads, ...frozenRegisters]).catch((err: unknown) => {
      throw new Error(`a request hung while the database was frozen: ${String(err)}\n${server.output().slice(-2000)}`, { cause: err });
    });
    await pgc.thaw();
    await admin.query('ROLLBACK');
    for (const r of answered) expect([201, 503], r.text).toContain(r.status);
    expect(
      (await Promise.all(uploads)).map((r) => r.status),
      'the uploads caught mid-transaction',
    ).toEqual(midTx.map(() => 503));
    const failedUploads = (await Promise.all([...uploads, ...frozenUploads])).filter((r) => r.status === 503).map((r) => r.name);

    // (a) Every pool slot is back: more requests at once than DB_POOL_SIZE, all served, reads and
    // transactional writes. Service may need a moment after the thaw (reconnecting).
    const thawedAt = Date.now();
    while ((await owner.request('GET', '/api/templates', undefined, HANG_MS)).status !== 200) {
      if (Date.now() - thawedAt > RECOVERY_BUDGET_MS) throw new Error(`no recovery after the thaw:\n${server.output().slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // (b) Acknowledged means committed. Sign-ins one after another, each an autocommit INSERT of a
    // session on whichever pooled connection is on top: each one is there at once for another
    // connection (on a connection left inside an open transaction it would not be).
    for (let i = 0; i < POOL + 1; i++) {
      const client = new HttpClient(server.url, `10.8.3.${i}`);
      const signIn = await client.request(
        'POST',
        '/api/login',
        { json: { username: `txowner${tag}`, password: 'correct-horse-9' } },
        HANG_MS,
      );
      expect(signIn.status, signIn.text).toBe(200);
      const token = client.cookie.slice('sw_session='.length);
      const { rows } = await admin.query('SELECT 1 FROM sessions WHERE token_hash = $1', [
        createHash('sha256').update(token).digest('hex'),
      ]);
      expect(rows.length, `sign-in ${i + 1}: its session is committed`).toBe(1);
    }
    const names = Array.from({ length: POOL + 2 }, (_, i) => `after${i}${tag}`);
    const burst = await Promise.all([
      // Reads that take a pool connection each (an owner's business list may come from memory).
      ...Array.from({ length: POOL * 2 }, () => owner.request('GET', '/api/templates', undefined, HANG_MS)),
      ...names.map((n, i) => register(new HttpClient(server.url, `10.8.2.${i}`), n)),
      upload(`after-${tag}.txt`),
    ]);
    expect(
      burst.map((r) => r.status).filter((s) => s !== 200 && s !== 201),
      server.output().slice(-2000),
    ).toEqual([]);

    // Every account registered in the burst, and the upload, are there for another connection.
    const { rows: users } = await admin.query<{ username: string }>(
      'SELECT username FROM users WHERE username = ANY($1) ORDER BY username',
      [names],
    );
    expect(users.map((u) => u.username)).toEqual([...names].sort());
    const { rows: afterSource } = await admin.query(
      'SELECT s.id FROM training_sources s JOIN passages p ON p.source_id = s.id WHERE s.name = $1 LIMIT 1',
      [`after-${tag}.txt`],
    );
    expect(afterSource.length).toBe(1);

    // (c) Nothing answered 503 was half-committed: no source row of those uploads without its passages.
    const { rows: halfway } = await admin.query(
      'SELECT s.name FROM training_sources s WHERE s.name = ANY($1) AND NOT EXISTS (SELECT 1 FROM passages p WHERE p.source_id = s.id)',
      [failedUploads],
    );
    expect(halfway).toEqual([]);
    expect(server.child.exitCode, server.output()).toBeNull();
    console.info(
      `fault-db-freeze-tx: answers while frozen ${answered.map((r) => r.status).join(', ')} (DB_QUERY_TIMEOUT_MS ${QUERY_TIMEOUT_MS}); ` +
        `after the thaw ${burst.length} concurrent requests on a pool of ${POOL}, all served`,
    );
  });
});

describe("pg-boss's unawaited job bookkeeping", () => {
  it("is recognised by the job adapter (pg-boss's own statements)", () => {
    const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string) => string>;
    expect(isJobBookkeeping(plans.completeJobs!('pgboss'))).toBe(true);
    expect(isJobBookkeeping(plans.failJobsById!('pgboss'))).toBe(true);
    // Awaited by pg-boss (maintenance, fetching): their failures must keep reaching pg-boss.
    for (const other of ['failJobsByTimeout', 'insertJob', 'getQueues'])
      expect(isJobBookkeeping(plans[other]!('pgboss')), other).toBe(false);
  });
});

describe.skipIf(!!skipReason)('PostgreSQL restarted while a crawl job is storing', () => {
  it('the server process survives; the job is finished or left to be retried', { timeout: 120_000 }, async () => {
    // A site whose last page is held back until the database is down: the crawl then ends, and its
    // storing, the run's bookkeeping and pg-boss's fail() all meet a stopped database.
    let requested!: () => void;
    const reached = new Promise<void>((r) => (requested = r));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const page = (title: string, links: string[]) =>
      `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
      `<p>${`${title} is open from nine to five, and we answer questions about appointments and prices. `.repeat(20)}</p>` +
      `${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</main></body></html>`;
    const site = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const send = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
      if (path === '/') return send(page('Home', ['/hours', '/held']));
      if (path === '/hours') return send(page('Hours', []));
      if (path === '/held') {
        requested();
        return void gate.then(() => send(page('Held', [])));
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', () => r()));
    cleanups.push(() => {
      release();
      return new Promise<void>((r) => site.close(() => r()));
    });
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;

    const pgc = await startPrivatePostgres();
    cleanups.push(() => pgc.destroy());
    const server = spawnServer(
      { DATABASE_URL: pgc.url, DB_POOL_SIZE: '4', TRUST_PROXY: 'true', CRAWL_ALLOW_PRIVATE: 'true', CRAWL_WORKERS: '1' },
      await freePort(),
    );
    cleanups.push(() => server.stop());
    await server.waitHealthy();
    const owner = new HttpClient(server.url, '10.8.0.4');
    const username = `crawlrestart${Date.now().toString(36)}`;
    expect(
      (await owner.request('POST', '/api/register', { json: { username, email: `${username}@example.test`, password: 'correct-horse-9' } }))
        .status,
    ).toBe(201);
    const created = await owner.request('POST', '/api/business', {
      json: { name: 'Crawl Dental', website: 'https://crawl.example', industry: 'dental', agentName: 'Robin', agentTitle: 'Front Desk' },
    });
    expect(created.status, created.text).toBe(201);
    const businessId = (JSON.parse(created.text) as { id: number }).id;
    const started = await owner.request('POST', `/api/training-data/${businessId}/website`, { json: { websiteUrl: siteUrl } });
    expect(started.status, started.text).toBe(202);
    const runId = (JSON.parse(started.text) as { id: number }).id;

    await Promise.race([reached, server.exited.then(() => Promise.reject(new Error(`server exited:\n${server.output()}`)))]);
    await pgc.stop();
    release();
    // The job's end meets the stopped database: its storing fails, then pg-boss's unawaited fail().
    const until = Date.now() + 30_000;
    while (!/could not record a finished job/.test(server.output())) {
      if (server.child.exitCode !== null || server.child.signalCode !== null)
        throw new Error(`the server process died:\n${server.output().slice(-3000)}`);
      if (Date.now() > until) throw new Error(`the crawl job never finished:\n${server.output().slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await pgc.start();

    // Alive and serving again.
    const backBy = Date.now() + RECOVERY_BUDGET_MS;
    let res = await owner.request('GET', `/api/training-data/${businessId}/crawls/${runId}`, undefined, HANG_MS);
    while (res.status !== 200 && Date.now() < backBy) {
      await new Promise((r) => setTimeout(r, 100));
      res = await owner.request('GET', `/api/training-data/${businessId}/crawls/${runId}`, undefined, HANG_MS);
    }
    expect(res.status, server.output().slice(-3000)).toBe(200);
    expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(server.output()).not.toMatch(/unhandled promise rejection/);
    // The run is finished, or still pending with its job still active in pg-boss: that job is
    // expired and retried (expireInSeconds), like the job of a process that died.
    const run = JSON.parse(res.text) as { status: string };
    const admin = new pg.Client({ connectionString: pgc.url });
    await admin.connect();
    const { rows } = await admin.query<{ state: string }>(
      'SELECT j.state FROM pgboss.job j JOIN crawl_runs r ON r.job_id = j.id::text WHERE r.id = $1',
      [runId],
    );
    await admin.end();
    if (run.status === 'queued' || run.status === 'running') expect(['created', 'retry', 'active']).toContain(rows[0]?.state);
    else expect(['done', 'failed']).toContain(run.status);
    console.info(`fault-db-crawl: run ${run.status}, its job ${rows[0]?.state ?? 'archived'}; the process survived`);
  });
});
