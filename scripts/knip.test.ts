import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Every dependency is used and every used package is listed, and no source file is left unused
 * (knip, configured in knip.jsonc; issue 20 part 5). About 3 s.
 */
it('finds no unused or unlisted dependencies and no unused files', async () => {
  const knip = path.join(ROOT, 'node_modules/.bin/knip');
  const outcome = await promisify(execFile)(knip, ['--no-progress', '--no-config-hints'], { cwd: ROOT }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (err: { code?: number; stdout?: string; stderr?: string }) => ({
      code: err.code ?? 1,
      stdout: `${err.stdout ?? ''}${err.stderr ?? ''}`,
    }),
  );
  expect(outcome.stdout.trim(), 'knip found something (run npx knip)').toBe('');
  expect(outcome.code).toBe(0);
}, 60_000);
