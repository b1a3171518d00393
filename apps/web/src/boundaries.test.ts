// @vitest-environment node
/// <reference types="node" />
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web app's layers (docs/decisions/036), as CI sees them: `npm test` runs no lint of its own, so
 * the boundary and cycle rules run here, on sample files and on the whole of apps/web/src.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WEB = path.join(ROOT, 'apps/web/src');
const RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle']);

let eslint: ESLint;
// The first lint loads the config, the TypeScript parser and the import resolver: seconds on a
// loaded 2-core CI machine, which once pushed the first test past its 5 s. Pay it here, once.
beforeAll(async () => {
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
    ruleFilter: ({ ruleId }) => RULES.has(ruleId),
  });
  await eslint.lintText('export {};\n', { filePath: path.join(WEB, 'features/dashboard/warm-up.ts') });
}, 60_000);

async function lintAt(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(WEB, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('feature boundaries', { timeout: 30_000 }, () => {
  it('a feature importing another feature is an error', async () => {
    const messages = await lintAt(
      'features/dashboard/sample.tsx',
      "import { SetupPage } from '@/features/setup/setup-page';\nexport const x = SetupPage;\n",
    );
    expect(messages).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports another feature/)]);
  });

  it('a relative path out of the feature folder is caught too, and so is a lazy import', async () => {
    const messages = await lintAt(
      'features/dashboard/sample.tsx',
      "import { AuthPage } from '../auth/auth-page';\nexport const x = AuthPage;\nexport const load = () => import('@/features/admin/admin-page');\n",
    );
    expect(messages).toHaveLength(2);
    for (const m of messages) expect(m).toMatch(/^import-x\/no-restricted-paths/);
  });

  it('a feature may import its own folder and the shared layers', async () => {
    const messages = await lintAt(
      'features/dashboard/sample.tsx',
      [
        "import { Button } from '@/components/ui/button';",
        "import { DashboardLayout } from '@/components/layouts/dashboard-layout';",
        "import { useAuth } from '@/lib/auth';",
        "import { useBusinesses } from '@/api/businesses';",
        "import { PROFILE_FIELDS } from '@staffwright/contract';",
        "import { BusinessCard } from './business-card';",
        'export const x = [Button, DashboardLayout, useAuth, useBusinesses, PROFILE_FIELDS, BusinessCard];',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('the shared layers import no feature and not app/; features do not import app/', async () => {
    const feature = "import { LandingPage } from '@/features/marketing/landing-page';\nexport const x = LandingPage;\n";
    expect(await lintAt('components/sample.tsx', feature)).toHaveLength(1);
    expect(await lintAt('lib/sample.ts', feature)).toHaveLength(1);
    expect(await lintAt('api/sample.ts', feature)).toHaveLength(1);
    const app = "import { AppRouter } from '@/app/router';\nexport const x = AppRouter;\n";
    expect(await lintAt('features/settings/sample.tsx', app)).toHaveLength(1);
    // The app layer composes features.
    expect(await lintAt('app/sample.tsx', feature)).toEqual([]);
  });

  it('apps/web/src has no cross-feature import, no import of app/ from below, and no import cycle', async () => {
    const results = await eslint.lintFiles([path.join(WEB, '**/*.{ts,tsx}')]);
    const problems = results.flatMap((r) =>
      r.messages.map((m) => `${path.relative(ROOT, r.filePath)}:${m.line} ${m.ruleId}: ${m.message}`),
    );
    expect(problems).toEqual([]);
    expect(results.length).toBeGreaterThan(100);
  }, 60_000);
});

describe('feature folders', () => {
  it('each has at least one component test file', () => {
    const features = readdirSync(path.join(WEB, 'features'), { withFileTypes: true }).filter((d) => d.isDirectory());
    const untested = features
      .map((d) => d.name)
      .filter((name) => !readdirSync(path.join(WEB, 'features', name)).some((f) => f.endsWith('.test.tsx')));
    expect(untested).toEqual([]);
  });
});
