import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

it('serves the SPA and its API to a real browser', async () => {
  const { page } = await e.newPage();
  await page.goto('/');
  await expect.poll(() => page.title()).toContain('Staffwright');
  const status = await page.evaluate(async () => (await fetch('/api/user')).status);
  expect(status).toBe(401);
});
