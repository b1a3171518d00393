/**
 * `npm start` to ready on a built checkout: the median of 5 starts. Ready is the first 200 from
 * GET /readyz (the server listens and its database answers). Each start runs the real command with
 * its own port and a private data directory (embedded PGlite), created and migrated by one start
 * beforehand that is reported but not counted; the server is stopped with SIGTERM between starts.
 * The web app is built first if stale (scripts/web-build.ts), so no timed start builds it.
 *
 *   npm run bench:start            # BENCH_START_RUNS=9 for more starts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, needsBuild } from '../scripts/web-build.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const BUDGET_MS = 5_000;
const TIMEOUT_MS = 120_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `npm start`, waits for /readyz to answer 200, stops it; the milliseconds to ready. */
async function timeOneStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so that SIGTERM reaches the server under npm and sh.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  try {
    for (;;) {
      if (exited) throw new Error(`npm start exited before it was ready:\n${stderr}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`not ready within ${TIMEOUT_MS / 1000} s:\n${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    if (!exited) process.kill(-child.pid!, 'SIGTERM');
    await exit;
    // npm may be gone before the server has closed its database: the next start waits for the group.
    while (groupAlive(child.pid!)) await new Promise((r) => setTimeout(r, 20));
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function main(): Promise<void> {
  const stale = needsBuild(ROOT);
  if (stale.needed) {
    console.log(`Building the web app first (${stale.reason}).`);
    await buildWeb(ROOT);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sw-bench-start-'));
  try {
    const first = await timeOneStart(dataDir);
    console.log(`first start (creates and migrates the database, not counted): ${(first / 1000).toFixed(2)} s`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const ms = await timeOneStart(dataDir);
      times.push(ms);
      console.log(`start ${i + 1}: ${(ms / 1000).toFixed(2)} s`);
    }
    const m = median(times);
    console.log(
      `npm start → ready (GET /readyz 200), built checkout: median ${(m / 1000).toFixed(2)} s of ${RUNS} ` +
        `(min ${(Math.min(...times) / 1000).toFixed(2)}, max ${(Math.max(...times) / 1000).toFixed(2)}); ` +
        `budget ≤ ${BUDGET_MS / 1000} s: ${m <= BUDGET_MS ? 'pass' : 'FAIL'}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
