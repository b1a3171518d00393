import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const MODULES = path.join(SRC, 'modules');

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(full);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * A module with an index.ts (retrieval, answering, handoff, leads, appointments; decision 037) is
 * used through it: the server's code outside the module imports nothing else of it. Its own files
 * and tests anywhere may read its insides.
 */
it('code outside a module with an index.ts imports the module only through it', () => {
  const withEntry = new Set(readdirSync(MODULES).filter((m) => existsSync(path.join(MODULES, m, 'index.ts'))));
  expect([...withEntry]).toEqual(expect.arrayContaining(['retrieval', 'answering']));
  const crossings: string[] = [];
  for (const file of productionFiles(SRC)) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const [module, ...rest] = path.relative(MODULES, path.resolve(path.dirname(file), spec!)).split(path.sep);
      if (!module || module === '..' || !withEntry.has(module) || rest.join('/') === 'index.ts') continue;
      if (!path.relative(path.join(MODULES, module), file).startsWith('..')) continue;
      crossings.push(`${path.relative(SRC, file)} imports ${spec}`);
    }
  }
  expect(crossings).toEqual([]);
});
