import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from '../global-setup.ts';

/**
 * The real server process (`node --import tsx apps/server/src/main.ts`) for the fault tests: spawn,
 * wait until it serves, kill it however the test needs. Output is kept for failure messages.
 */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Polls /healthz until it answers 200; throws with the output if the process exits first. */
  waitHealthy(ms?: number): Promise<void>;
  /** SIGTERM and wait for the exit (SIGKILL after `ms`). */
  stop(ms?: number): Promise<void>;
}

export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    port,
    url,
    output: () => output,
    exited,
    async waitHealthy(ms = 60_000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        if (!running()) throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
        try {
          const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
          if (res.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server did not become healthy in ${ms} ms:\n${output}`);
    },
    async stop(ms = 25_000) {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A database of its own for one spawned server: a temp DATA_DIR (PGlite), or a fresh PostgreSQL database. */
export async function processDatabase(
  prefix: string,
): Promise<{ env: Record<string, string>; url?: string; dataDir?: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `${prefix}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = withDatabase(base, name);
    return {
      env: { DATABASE_URL: url },
      url,
      async drop() {
        const a = new pg.Client({ connectionString: base });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  // Start from the run's migrated template (a tarball of a PGlite data directory) rather than an
  // empty one: PGlite's initdb and the migrations take tens of seconds on a busy 2-core machine.
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') execFileSync('tar', ['-xzf', tpl.dumpFile, '-C', dataDir]);
  return { env: { DATA_DIR: dataDir }, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A browser-like client of a spawned server: keeps its session cookie, sends Origin on writes. */
export class HttpClient {
  cookie = '';
  constructor(
    readonly base: string,
    /** Client IP as a trusted proxy would report it (servers started with TRUST_PROXY=true). */
    readonly ip = '127.0.0.1',
  ) {}

  async request(method: string, urlPath: string, body?: { json?: unknown; raw?: Buffer; contentType?: string }, timeoutMs = 30_000) {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.base;
    let payload: BodyInit | undefined;
    if (body?.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.raw) {
      headers['content-type'] = body.contentType ?? 'application/octet-stream';
      payload = new Uint8Array(body.raw);
    }
    const res = await fetch(`${this.base}${urlPath}`, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    const session = res.headers.getSetCookie().find((c) => c.startsWith('sw_session='));
    if (session) this.cookie = session.split(';')[0]!;
    return { status: res.status, text, json: <T = Record<string, unknown>>() => JSON.parse(text) as T, headers: res.headers };
  }
}
