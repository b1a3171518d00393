import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The web app's layers (docs/decisions/036): app/ composes features; a feature imports only the shared
 * layers (components, lib, api, the contract) and its own folder, never another feature or app/; the
 * shared layers import no feature and not app/. One zone per feature folder, read from disk, so a new
 * feature is covered the day it is created.
 */
const WEB = 'apps/web/src';
const FEATURES = readdirSync(path.join(import.meta.dirname, WEB, 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
export const webBoundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/, lib/ or api/, or compose them in app/.',
  })),
  {
    target: `./${WEB}/features`,
    from: `./${WEB}/app`,
    message: 'Features never import app/ (app/ composes features, not the other way round).',
  },
  ...['components', 'lib', 'api', 'testing'].map((layer) => ({
    target: `./${WEB}/${layer}`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'The shared layers (components, lib, api, testing) never import a feature or app/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test/fixtures/**',
      'bench/_scratch/**',
      // The eval's saved retrieval and scratch scripts (gitignored, like bench/_scratch).
      'eval/.cache/**',
      '**/*.js',
      '**/*.mjs',
      '!eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'apps/web/tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaryZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Text cleaning strips control characters on purpose.
      'no-control-regex': 'off',
    },
  },
);
