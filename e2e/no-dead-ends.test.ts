/**
 * Issue 18, part 3: no screen is a dead end. Logging out lands on the landing page with a toast; an
 * unknown or foreign id shows the not-found screen with a way back; the error screen wears the
 * app's frame and offers 'Try Again'; lists that fetch show a designed error state in place.
 * Each at a phone (360×740) and a desktop (1280×800) size, light and dark.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { pathOf, shot, toastWith, waitForPath } from './helpers.ts';
import { expectAccessible } from './a11y.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const MATRIX = SIZES.flatMap((viewport) =>
  SCHEMES.map((colorScheme) => ({ viewport, colorScheme, name: `${viewport.width}-${colorScheme}` })),
);
type Look = (typeof MATRIX)[number];

/** A verified, signed-in owner who has seen the tutorial (its tooltip would cover the screens). */
async function owner(look: Look) {
  const { context, page } = await e.newPage({ viewport: look.viewport, colorScheme: look.colorScheme });
  const acct = await signUpViaApi(e, context);
  await context.addInitScript(() => {
    try {
      localStorage.setItem('hasSeenTutorial', 'true');
    } catch {
      // about:blank has no storage
    }
  });
  return { context, page, acct };
}

async function createBusiness(context: BrowserContext, name = 'Brightsmile Family Dental'): Promise<number> {
  const res = await context.request.post('/api/business', {
    data: { name, website: 'https://brightsmile.example', industry: 'dental', agentName: 'Zoë', agentTitle: 'Receptionist' },
    headers: { origin: e.baseUrl },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The sidebar's links sit behind the menu button below the md breakpoint. */
async function openNav(page: Page, look: Look) {
  if (look.viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
}

/** The page's background is the theme's (dark: a dark background), so the screen is not unstyled. */
async function expectThemed(page: Page, look: Look) {
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(look.colorScheme === 'dark');
  const bg = await page.evaluate(() => getComputedStyle(document.querySelector('#root > *') ?? document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (bg.match(/[\d.]+/g) ?? []).map(Number);
  const light = (r + g + b) / 3 > 128;
  expect(light, `background ${bg}`).toBe(look.colorScheme === 'light');
}

/** Takes the errors a test provoked on purpose out of the console log; anything else still fails the test. */
function expectOnlyErrors(patterns: RegExp[]) {
  const found = e.errors.splice(0);
  const unexpected = found.filter((m) => !patterns.some((p) => p.test(m)));
  expect(unexpected, 'unexpected console errors').toEqual([]);
}

describe('logging out', () => {
  for (const look of MATRIX) {
    it(`lands on the landing page with the toast (${look.name})`, async () => {
      const { page } = await owner(look);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Your Businesses' }).waitFor();
      await openNav(page, look);
      await page.getByRole('button', { name: 'Logout' }).click();
      await waitForPath(page, '/');
      await toastWith(page, 'Logged out', 'You have been logged out successfully.').waitFor();
      await page.getByRole('heading', { name: /Build Your AI Workforce with/ }).waitFor();
      expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
      await expectAccessible(page, `logout-landing-${look.name}`);
      await shot(page, `logout-landing-${look.name}`);
      // Signed out on the server too.
      expect(await page.evaluate(async () => (await fetch('/api/user')).status)).toBe(401);
    });
  }
});

describe('an unknown or foreign id', () => {
  for (const look of MATRIX) {
    it(`shows the not-found screen with a way back to the dashboard (${look.name})`, async () => {
      // Another owner's business: the server answers 404 exactly as for an id that does not exist.
      const other = await e.newPage();
      await signUpViaApi(e, other.context);
      const foreignId = await createBusiness(other.context, 'Someone Else Dental');
      await other.context.close();

      const { page } = await owner(look);
      const cases = [
        `/business-setup/${foreignId}`,
        '/business/dashboard?id=999999',
        `/business/dashboard?id=${foreignId}`,
        '/business/dashboard?id=abc',
      ];
      for (const path of cases) {
        await page.goto(path);
        await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        expect(await page.getByText('Did you forget to add the page to the router?').count(), path).toBe(1);
        expect(await page.getByText('There is no business with this ID in your account.').count(), path).toBe(1);
        expect(await page.getByText('Someone Else Dental').count(), path).toBe(0);
        expect(pathOf(page), 'stays at the address, no redirect').toBe(path);
      }
      await expectThemed(page, look);
      await expectAccessible(page, `not-found-foreign-id-${look.name}`);
      await shot(page, `not-found-foreign-id-${look.name}`);
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await waitForPath(page, '/dashboard');
      await page.getByRole('heading', { name: 'Your Businesses' }).waitFor();

      // SPEC's toast for a non-positive id, and the not-found screen instead of nothing.
      await page.goto('/business-setup/0');
      await page.getByTestId('toast').getByText('Invalid business ID provided').waitFor();
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();

      // An unknown address for a signed-in owner keeps the sidebar and links back to the dashboard.
      await page.goto('/no/such/page');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
      if (look.viewport.width >= 768) await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await expectAccessible(page, `not-found-signed-in-${look.name}`);
      await shot(page, `not-found-signed-in-${look.name}`);
    });

    it(`shows visitors the not-found screen with the site header and a way home (${look.name})`, async () => {
      const { page } = await e.newPage({ viewport: look.viewport, colorScheme: look.colorScheme });
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await page.getByRole('link', { name: 'Staffwright' }).first().waitFor();
      await expectThemed(page, look);
      await expectAccessible(page, `not-found-visitor-${look.name}`);
      await shot(page, `not-found-visitor-${look.name}`);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: /Build Your AI Workforce with/ }).waitFor();
    });
  }
});

describe('the error screen', () => {
  for (const look of MATRIX) {
    it(`shows in the app's frame when a screen's code fails to load, and Try Again recovers (${look.name})`, async () => {
      const { page } = await owner(look);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Your Businesses' }).waitFor();
      // What a tab of the old build meets after the server was rebuilt without its files, or on a
      // dropped connection: the templates screen's chunk cannot be fetched.
      const chunk = /\/assets\/templates-page-[\w-]+\.js$/;
      await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await openNav(page, look);
      await page.getByRole('link', { name: 'Templates' }).click();
      await page.getByRole('heading', { name: 'Error', exact: true }).waitFor();
      expect(
        await page.getByRole('alert').filter({ hasText: 'This page could not be loaded. Check your connection and try again.' }).count(),
      ).toBe(1);
      await page.getByRole('link', { name: 'Staffwright' }).waitFor();
      await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
      await expectThemed(page, look);
      await expectAccessible(page, `error-screen-${look.name}`);
      await shot(page, `error-screen-${look.name}`);
      expectOnlyErrors([/status of 404/, /dynamically imported module/, /templates-page/]);

      await page.unroute(chunk);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('heading', { name: 'Templates', exact: true }).waitFor();
      expect(pathOf(page)).toBe('/templates');
    });
  }
});

describe('lists that fetch', () => {
  it('show an error in place with Try again: the dashboard business list', async () => {
    const look = MATRIX[3]!;
    const { context, page } = await owner(look);
    await createBusiness(context);
    let fail = true;
    await page.route('**/api/business', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Could not load your businesses' }).waitFor();
    await page.getByText('500: Internal Server Error').waitFor();
    // The sidebar stays: the rest of the app is in reach.
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await expectAccessible(page, 'dashboard-list-error-1280-dark');
    await shot(page, 'dashboard-list-error-1280-dark');
    expectOnlyErrors([/status of 500/, /server error: 500 GET .*\/api\/business$/]);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Brightsmile Family Dental' }).waitFor();
  });

  it("show an error in place with Try again: a business's training sources and conversations", async () => {
    const look = MATRIX[0]!;
    const { context, page } = await owner(look);
    const id = await createBusiness(context);
    let fail = true;
    const failing = new RegExp(`/api/business/${id}/(training-data|conversations)$`);
    await page.route(failing, (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()));
    await page.goto(`/business/dashboard?id=${id}`);
    await page.getByRole('heading', { name: 'Could not load the training sources' }).waitFor();
    await page.getByRole('heading', { name: 'Could not load the conversations' }).waitFor();
    expect(await page.getByText('No training data yet.').count()).toBe(0);
    expect(await page.getByText('None so far.').count()).toBe(0);
    await page.getByRole('heading', { name: 'Could not load the training sources' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'business-sources-error-360-light');
    await shot(page, 'business-sources-error-360-light');
    expectOnlyErrors([/status of 500/, /server error: 500 GET .*\/api\/business\/\d+\/(training-data|conversations)$/]);
    fail = false;
    // Each retry fetches its own list again; the retried one's button goes away.
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No training data yet.').waitFor();
    await page.getByText('No conversations yet. Share your agent page to get started.').waitFor();
  });
});
