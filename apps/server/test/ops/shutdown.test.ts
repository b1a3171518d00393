import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, processDatabase, spawnServer } from './server-process.ts';

/**
 * The real server process (`node --import tsx apps/server/src/main.ts`) and a real SIGTERM.
 * The in-flight request is an honest slow client: a sign-up whose JSON body arrives in two pieces,
 * the second one after the signal. It must still succeed; new work is refused; exit code 0 < 25 s.
 */

function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe('graceful shutdown (real process, SIGTERM)', () => {
  it('finishes the in-flight request, refuses new ones, exits 0 within 25 s', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    // PGlite in a temp DATA_DIR by default; a fresh PostgreSQL database when TEST_DATABASE_URL is set.
    const db = await processDatabase('sw_shutdown');
    cleanups.push(() => db.drop());
    const server = spawnServer({ LOG_LEVEL: 'info', ...db.env }, port);
    const { child, output } = server;
    const exited = server.exited.then((r) => ({ ...r, at: Date.now() }));
    cleanups.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });

    const startedAt = Date.now();
    await server.waitHealthy();
    console.info(`shutdown: server healthy after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    expect((await get(port, '/readyz')).status).toBe(200);

    // The slow client: headers and half the body now, the rest after SIGTERM. A keep-alive agent,
    // like a reverse proxy's, so the test also proves idle keep-alive sockets do not hold up exit.
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    const id = `shut${randomBytes(4).toString('hex')}`;
    const body = Buffer.from(JSON.stringify({ username: id, email: `${id}@example.test`, password: 'correct-horse-9' }));
    const half = Math.floor(body.length / 2);
    let finishBody: () => void = () => {};
    const inFlight = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/register',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': String(body.length), origin: appUrl },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, half));
      finishBody = () => req.end(body.subarray(half));
    });
    // Let the server receive the headers and start the request.
    await new Promise((r) => setTimeout(r, 500));

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(child.exitCode, 'the server must wait for the in-flight request').toBeNull();

    // New work is refused while draining: the listener is closed (connection refused) or, on a
    // connection that was already open, 503.
    const fresh = await get(port, '/healthz').then(
      (res) => `status ${res.status}`,
      (err: NodeJS.ErrnoException) => err.code ?? String(err),
    );
    expect(['ECONNREFUSED', 'ECONNRESET', 'status 503']).toContain(fresh);

    finishBody();
    const res = await inFlight;
    expect(res.status, res.body).toBe(201);
    expect(JSON.parse(res.body).user.username).toBe(id);
    expect(res.connection).toBe('close');

    const exit = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 25_000 - (Date.now() - signalledAt)))]);
    expect(exit, `no exit within 25 s after SIGTERM:\n${output()}`).not.toBeNull();
    expect(exit!.code, output()).toBe(0);
    const seconds = (exit!.at - signalledAt) / 1000;
    expect(seconds).toBeLessThan(25);
    console.info(`shutdown: exit code 0, ${seconds.toFixed(2)} s after SIGTERM (in-flight request done, new request: ${fresh})`);
    expect(output()).toMatch(/shutting down/);
    expect(output()).toMatch(/shut down cleanly/);
  });
});
