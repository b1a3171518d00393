import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildWeb, CLOCK_MARGIN_MS, distDir, needsBuild, STAMP_FILE } from './web-build.ts';

/** A checkout with the web app's inputs, a minute old, and no build. */
function fakeCheckout(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sw-web-build-'));
  const files = [
    'apps/web/src/main.tsx',
    'apps/web/src/features/dashboard/dashboard-page.tsx',
    'apps/web/index.html',
    'apps/web/public/favicon.svg',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'packages/contract/src/index.ts',
    'packages/contract/package.json',
    'package-lock.json',
  ];
  const aMinuteAgo = new Date(Date.now() - 60_000);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file);
  }
  // Directories too (their mtime changes when an entry is added or removed).
  const all = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const p = path.join(dir, d.name);
      return d.isDirectory() ? [p, ...all(p)] : [p];
    });
  for (const p of all(root)) utimesSync(p, aMinuteAgo, aMinuteAgo);
  return root;
}

/** Stands in for Vite: writes an index.html naming a hashed script, and the script. */
function fakeVite(label: string) {
  return async (outDir: string) => {
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    writeFileSync(path.join(outDir, 'assets', `index-${label}.js`), `// ${label}`);
    writeFileSync(path.join(outDir, 'index.html'), `<script type="module" src="/assets/index-${label}.js"></script>`);
  };
}

const touch = (file: string, when = new Date()) => utimesSync(file, when, when);
/** A build counts edits made up to CLOCK_MARGIN_MS before it started as newer (on the safe side): wait that out. */
const outlastMargin = () => new Promise((r) => setTimeout(r, CLOCK_MARGIN_MS + 20));

let root: string;
beforeEach(() => {
  root = fakeCheckout();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('needsBuild (npm start builds apps/web only when it must)', () => {
  it('is true with no build, false after a fresh build', async () => {
    expect(needsBuild(root)).toMatchObject({ needed: true, reason: 'apps/web/dist is missing' });
    await buildWeb(root, fakeVite('a'));
    expect(needsBuild(root).needed).toBe(false);
  });

  it('turns true when a source file is touched, and false again after the next build', async () => {
    await buildWeb(root, fakeVite('a'));
    touch(path.join(root, 'apps/web/src/features/dashboard/dashboard-page.tsx'));
    expect(needsBuild(root)).toEqual({ needed: true, reason: 'apps/web/src changed since the last build' });
    await outlastMargin();
    await buildWeb(root, fakeVite('b'));
    expect(needsBuild(root).needed).toBe(false);
  });

  it('counts the shared contract, the public files, the Vite config and the lockfile as sources', async () => {
    for (const input of ['packages/contract/src/index.ts', 'apps/web/public/favicon.svg', 'apps/web/vite.config.ts', 'package-lock.json']) {
      await outlastMargin();
      await buildWeb(root, fakeVite('a'));
      expect(needsBuild(root).needed, input).toBe(false);
      touch(path.join(root, input));
      expect(needsBuild(root).needed, input).toBe(true);
    }
  });

  it('turns true when a source file is deleted (its folder changes)', async () => {
    await buildWeb(root, fakeVite('a'));
    unlinkSync(path.join(root, 'apps/web/src/features/dashboard/dashboard-page.tsx'));
    expect(needsBuild(root).needed).toBe(true);
  });

  it('ignores files outside the web build, and counts a build without a stamp as stale', async () => {
    mkdirSync(path.join(root, 'apps/server/src'), { recursive: true });
    await buildWeb(root, fakeVite('a'));
    writeFileSync(path.join(root, 'apps/server/src/main.ts'), 'server change');
    expect(needsBuild(root).needed).toBe(false);
    // `vite build` run by hand writes no stamp: the next start cannot know what it was built from.
    unlinkSync(path.join(distDir(root), STAMP_FILE));
    expect(needsBuild(root).needed).toBe(true);
  });

  it('counts an edit made while the build ran as newer than the build', async () => {
    const source = path.join(root, 'apps/web/src/main.tsx');
    await buildWeb(root, async (outDir) => {
      await fakeVite('a')(outDir);
      await new Promise((r) => setTimeout(r, 20));
      writeFileSync(source, 'edited during the build');
    });
    expect(needsBuild(root).needed).toBe(true);
  });
});

describe('buildWeb', () => {
  it('replaces dist as a whole and leaves no build folders behind', async () => {
    await buildWeb(root, fakeVite('a'));
    await buildWeb(root, fakeVite('b'));
    const dist = distDir(root);
    expect(readdirSync(path.join(dist, 'assets'))).toEqual(['index-b.js']);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('index-b.js');
    expect(readdirSync(path.join(root, 'apps/web')).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  it('keeps the previous build when the new one fails', async () => {
    await buildWeb(root, fakeVite('a'));
    await expect(
      buildWeb(root, async () => {
        throw new Error('syntax error in a component');
      }),
    ).rejects.toThrow('syntax error');
    expect(readdirSync(path.join(distDir(root), 'assets'))).toEqual(['index-a.js']);
    expect(readdirSync(path.join(root, 'apps/web')).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  it('ends with one whole build in dist when two builds run at once', async () => {
    await Promise.all([buildWeb(root, fakeVite('a')), buildWeb(root, fakeVite('b'))]);
    const assets = readdirSync(path.join(distDir(root), 'assets'));
    expect(assets).toHaveLength(1);
    expect(readFileSync(path.join(distDir(root), 'index.html'), 'utf8')).toContain(assets[0]);
  });
});
