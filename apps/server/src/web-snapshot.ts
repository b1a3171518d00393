import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'staffwright-web-';

/**
 * A private copy of the web build for this process to serve, so that a rebuild of apps/web/dist
 * while it runs (`npm start` or `npm test` in the same checkout, a deploy building in place) cannot
 * take away the files the pages it already handed out ask for: index.html is read once at start,
 * and its hashed scripts must stay there until the process ends. About 2 MB, copied in a few
 * milliseconds; removed when the process exits (a copy left by a killed process is removed by the
 * next start). Decision 025.
 *
 * Returns null when there is no build to copy (the server then runs API-only, as before) or the
 * copy fails (a read-only temp dir): the caller serves `distDir` itself then.
 */
export function snapshotWebBuild(distDir: string, opts: { tmp?: string; pid?: number } = {}): { dir: string; dispose: () => void } | null {
  const tmp = opts.tmp ?? tmpdir();
  const pid = opts.pid ?? process.pid;
  removeAbandoned(tmp, pid);
  if (!existsSync(path.join(distDir, 'index.html'))) return null;
  const dir = path.join(tmp, `${PREFIX}${pid}`);
  // A build swapping dist in while we copy (it renames the old one away) makes the copy fail, or
  // mix two builds: copy again, from the new dist.
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true });
      cpSync(distDir, dir, { recursive: true });
      if (isWhole(dir)) {
        return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
      }
    } catch {
      // next attempt
    }
  }
  rmSync(dir, { recursive: true, force: true });
  return null;
}

/** index.html is there, and so is every file of the build it names (a mixed copy lacks some). */
function isWhole(dir: string): boolean {
  let html: string;
  try {
    html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  } catch {
    return false;
  }
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"?#]+)"/g)].every((m) => existsSync(path.join(dir, m[1]!)));
}

/** Copies whose process is gone (killed before it could remove its own). */
function removeAbandoned(tmp: string, self: number): void {
  let names: string[];
  try {
    names = readdirSync(tmp);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(PREFIX)) continue;
    const pid = Number(name.slice(PREFIX.length));
    if (!Number.isInteger(pid) || pid <= 0 || pid === self || isRunning(pid)) continue;
    rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
