import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * expect.poll gives up after 1 s by default: too short for a request, a debounce or a lazy chunk
 * on a loaded 2-core CI machine. A poll that passes returns as soon as it does, so this costs nothing.
 */
const POLL_TIMEOUT_MS = 10_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/**/*.test.ts', 'packages/contract/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
        },
      },
      {
        test: {
          name: 'eval',
          environment: 'node',
          include: ['eval/**/*.test.ts'],
          testTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          // MSW for the network at the edge, jest-dom matchers (apps/web/src/testing, decision 036).
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Vitest's 5 s default is too tight when this project shares 2 cores with the server suite.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          // One browser and one server for the whole suite; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
