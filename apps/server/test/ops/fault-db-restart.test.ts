import { afterAll, describe, expect, it } from 'vitest';
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

    // The load: 6 clients reading the owner's businesses (a session lookup and a query each), one
    // probe on /readyz, every sample recorded with its send time, latency and answer.
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
        ...Array.from({ length: 6 }, () =>
          owner.request('GET', '/api/business', undefined, HANG_MS).then((r) => ({ ...r, ms: Date.now() - frozenAt })),
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
        const r = await owner.request('GET', '/api/business', undefined, HANG_MS);
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
