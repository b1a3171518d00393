/**
 * Builds apps/web into apps/web/dist, safely, and (with --if-stale) only when the build is missing
 * or older than its sources. `npm start` runs it with --if-stale, `npm run build` without.
 *
 * Stale: the newest modification time among the web app's inputs (WEB_INPUTS: its sources, its
 * index.html and public files, the shared contract, the Vite config and the package files) is later
 * than the time the last build read them, which the build writes into dist/.build-stamp.json.
 * Directories count too, so deleting or renaming a file makes the build stale. Decision 025.
 *
 * Safe: Vite writes into a new folder (dist.next-<pid>-<random>), which then takes dist's place by rename, so
 * dist is never half-built. The running server is not affected either way: it serves a copy of the
 * build it started with (apps/server/src/web-snapshot.ts).
 *
 * No library: the check is a directory walk comparing mtimes and the swap is two renames; make-like
 * tools (or Vite's own watch mode) would bring dependencies and processes for ~100 lines of fs calls.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** What the web build reads, relative to the repository root (files or whole directories). */
export const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contract/src',
  'packages/contract/package.json',
  // Dependency versions: an upgrade (npm install) changes what Vite bundles.
  'package-lock.json',
] as const;

export const STAMP_FILE = '.build-stamp.json';
export const CLOCK_MARGIN_MS = 100;

interface Stamp {
  /** When the build started reading its inputs (ms since the epoch): anything changed later is newer. */
  sourcesAsOf: number;
  builtAt: string;
}

const webDir = (root: string) => path.join(root, 'apps/web');
export const distDir = (root: string) => path.join(webDir(root), 'dist');

/** The newest mtime (ms) of a file, or of a directory and everything in it; 0 when it does not exist. */
function newestMtime(p: string): number {
  let stat;
  try {
    stat = statSync(p);
  } catch {
    return 0;
  }
  let newest = stat.mtimeMs;
  if (stat.isDirectory()) {
    for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  }
  return newest;
}

/** The newest mtime among WEB_INPUTS, and which input holds it. */
export function newestInput(root: string = ROOT): { mtimeMs: number; input: string } {
  let best = { mtimeMs: 0, input: '' };
  for (const input of WEB_INPUTS) {
    const mtimeMs = newestMtime(path.join(root, input));
    if (mtimeMs > best.mtimeMs) best = { mtimeMs, input };
  }
  return best;
}

function readStamp(root: string): Stamp | null {
  try {
    const stamp = JSON.parse(readFileSync(path.join(distDir(root), STAMP_FILE), 'utf8')) as Partial<Stamp>;
    return typeof stamp.sourcesAsOf === 'number' ? (stamp as Stamp) : null;
  } catch {
    return null;
  }
}

/** Whether apps/web needs building, and why (for the start-up line). */
export function needsBuild(root: string = ROOT): { needed: boolean; reason: string } {
  if (!existsSync(path.join(distDir(root), 'index.html'))) return { needed: true, reason: 'apps/web/dist is missing' };
  const stamp = readStamp(root);
  if (!stamp) return { needed: true, reason: `apps/web/dist has no ${STAMP_FILE} (built by another command)` };
  const newest = newestInput(root);
  if (newest.mtimeMs > stamp.sourcesAsOf) return { needed: true, reason: `${newest.input} changed since the last build` };
  return { needed: false, reason: `apps/web/dist is up to date (built ${stamp.builtAt})` };
}

/** Runs Vite's production build of apps/web into `outDir` (`quiet`: warnings and errors only). */
async function viteBuild(root: string, outDir: string, quiet = false): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: webDir(root),
    configFile: path.join(webDir(root), 'vite.config.ts'),
    logLevel: quiet ? 'warn' : 'info',
    build: { outDir, emptyOutDir: true },
  });
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === 'EPERM';
  }
}

/** Folders left by a build that was killed halfway (its process is gone). */
function removeLeftovers(root: string): void {
  for (const name of readdirSync(webDir(root))) {
    const m = /^dist\.(?:next|old)-(\d+)/.exec(name);
    if (m && Number(m[1]) !== process.pid && !isRunning(Number(m[1])))
      rmSync(path.join(webDir(root), name), { recursive: true, force: true });
  }
}

/**
 * Builds into a fresh folder, stamps it, and puts it in dist's place. Two builds at once (two
 * engineers' `npm test`) each finish with a whole build in dist: a rename onto dist fails while
 * another build's dist is there, so that one is moved aside again and the rename retried.
 */
export async function buildWeb(root: string = ROOT, build: (outDir: string) => Promise<void> = (o) => viteBuild(root, o)): Promise<void> {
  removeLeftovers(root);
  const id = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const next = path.join(webDir(root), `dist.next-${id}`);
  // Set back by a margin: file times come from the kernel's coarse clock (a few ms behind
  // Date.now()), so an edit just after the start could carry an earlier time. An edit within the
  // margin before the build costs one extra build, never a missed one.
  const sourcesAsOf = Date.now() - CLOCK_MARGIN_MS;
  try {
    await build(next);
    const stamp: Stamp = { sourcesAsOf, builtAt: new Date().toISOString() };
    writeFileSync(path.join(next, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
    const dist = distDir(root);
    for (let attempt = 0; ; attempt++) {
      const old = path.join(webDir(root), `dist.old-${id}-${attempt}`);
      try {
        renameSync(dist, old);
      } catch (err) {
        if (errorCode(err) !== 'ENOENT') throw err;
      }
      try {
        renameSync(next, dist);
        rmSync(old, { recursive: true, force: true });
        return;
      } catch (err) {
        const anotherBuildWon = ['ENOTEMPTY', 'EEXIST', 'EPERM'].includes(errorCode(err) ?? '') && existsSync(dist);
        if (anotherBuildWon && attempt < 10) {
          rmSync(old, { recursive: true, force: true });
          continue;
        }
        // Leave the previous build in place rather than none.
        if (!existsSync(dist) && existsSync(old)) renameSync(old, dist);
        throw err;
      }
    }
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale) {
    const { needed, reason } = needsBuild();
    if (!needed) {
      console.log(`Web app: ${reason}.`);
      return;
    }
    console.log(`Building the web app: ${reason}.`);
  }
  const started = performance.now();
  // At start-up a line before and after says it all; `npm run build` lists the files as Vite does.
  await buildWeb(ROOT, (outDir) => viteBuild(ROOT, outDir, ifStale));
  if (ifStale) console.log(`Built the web app in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
