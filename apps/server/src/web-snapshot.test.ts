import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotWebBuild } from './web-snapshot.ts';

let base: string;
let dist: string;
let tmp: string;

function writeBuild(dir: string, label: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'assets', `index-${label}.js`), `// build ${label}`);
  writeFileSync(path.join(dir, 'index.html'), `<script type="module" crossorigin src="/assets/index-${label}.js"></script>`);
}

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'sw-snapshot-test-'));
  dist = path.join(base, 'dist');
  tmp = path.join(base, 'tmp');
  mkdirSync(tmp);
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('snapshotWebBuild (the server keeps serving the build it started with)', () => {
  it('serves a copy that outlives a rebuild of dist, and removes it on dispose', () => {
    writeBuild(dist, 'old');
    const snap = snapshotWebBuild(dist, { tmp, pid: 4242 });
    expect(snap?.dir).toBe(path.join(tmp, 'staffwright-web-4242'));

    // A rebuild swaps a new dist in: the old hashed script is gone from dist, not from the copy.
    const next = path.join(base, 'dist.next');
    writeBuild(next, 'new');
    rmSync(dist, { recursive: true });
    renameSync(next, dist);
    expect(existsSync(path.join(dist, 'assets/index-old.js'))).toBe(false);
    expect(readFileSync(path.join(snap!.dir, 'index.html'), 'utf8')).toContain('/assets/index-old.js');
    expect(readFileSync(path.join(snap!.dir, 'assets/index-old.js'), 'utf8')).toBe('// build old');

    snap!.dispose();
    expect(existsSync(snap!.dir)).toBe(false);
  });

  it('returns null without a build, and removes copies whose process is gone', () => {
    // Linux pids stop at 2^22: this one can never be running.
    const abandoned = path.join(tmp, 'staffwright-web-99999999');
    const running = path.join(tmp, `staffwright-web-${process.pid}`);
    mkdirSync(abandoned);
    mkdirSync(running);
    expect(snapshotWebBuild(dist, { tmp, pid: 4242 })).toBeNull();
    expect(readdirSync(tmp).sort()).toEqual([`staffwright-web-${process.pid}`]);
  });

  it('does not take a copy that lacks a script its index.html names', () => {
    writeBuild(dist, 'a');
    rmSync(path.join(dist, 'assets/index-a.js'));
    expect(snapshotWebBuild(dist, { tmp, pid: 4242 })).toBeNull();
    expect(readdirSync(tmp)).toEqual([]);
  });
});
