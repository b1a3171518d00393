import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { businesses } from '../apps/server/src/db/schema.ts';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

/** A signed-in user who has already seen the tutorial. */
async function ownerPage(opts: { seenTutorial?: boolean } = {}) {
  const { context, page } = await e.newPage();
  const acct = await signUpViaApi(e, context);
  if (opts.seenTutorial !== false)
    await context.addInitScript(() => {
      try {
        localStorage.setItem('hasSeenTutorial', 'true');
      } catch {
        // about:blank has no storage
      }
    });
  return { context, page, acct };
}

const tooltip = (page: Page) => page.locator('[role="alertdialog"]');

describe('dashboard', () => {
  it('walks a new user through the five-step tutorial, and skip sticks across reloads', async () => {
    const { page } = await ownerPage({ seenTutorial: false });
    await page.goto('/dashboard');
    await expect.poll(() => tooltip(page).textContent()).toContain('Welcome to the AI Assistant Dashboard');
    const expected = [
      ['Navigation', '[data-tour="sidebar"]'],
      ['Add a business', '[data-tour="add-business"]'],
      ['Templates', '[data-tour="nav-templates"]'],
      ['Settings', '[data-tour="nav-settings"]'],
    ] as const;
    for (const [title, target] of expected) {
      await tooltip(page).getByRole('button', { name: /^Next/ }).click();
      await expect.poll(() => tooltip(page).textContent()).toContain(title);
      // The spotlight sits on the step's target.
      const [tip, box] = await Promise.all([tooltip(page).boundingBox(), page.locator(target).first().boundingBox()]);
      expect(box, target).not.toBeNull();
      expect(tip).not.toBeNull();
    }
    expect(await tooltip(page).getByRole('button', { name: /close/i }).count()).toBe(0);
    await tooltip(page)
      .getByRole('button', { name: /^Last|^Finish|^Done/ })
      .click();
    await expect.poll(() => tooltip(page).count()).toBe(0);
    // The flag is written when the tour reports it finished, a moment after the tooltip goes.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hasSeenTutorial'))).not.toBeNull();

    // Restart shows step 1 again; skipping ends it for good. The flag is cleared first so that
    // only Skip can set it again.
    await page.evaluate(() => localStorage.removeItem('hasSeenTutorial'));
    await page.getByRole('button', { name: 'Take the tour' }).click();
    await expect.poll(() => tooltip(page).textContent()).toContain('Welcome to the AI Assistant Dashboard');
    await tooltip(page).getByRole('button', { name: 'Skip' }).click();
    await expect.poll(() => tooltip(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hasSeenTutorial'))).not.toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Your Businesses' }).waitFor();
    await page.waitForTimeout(800);
    expect(await tooltip(page).count()).toBe(0);
  });

  it('shows the empty state with an Add Business button', async () => {
    const { page } = await ownerPage();
    await page.goto('/dashboard');
    await page.getByText('No businesses yet').waitFor();
    expect(await page.getByText('Add your first business to get started with AI assistance').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Add Business' }).count()).toBe(2);
  });

  it('creates a business through onboarding, with every §5 message, and the card leads to setup', async () => {
    const { page } = await ownerPage();
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Create Business' }).click();
    for (const msg of [
      'Business name is required',
      'Invalid website URL',
      'Industry is required',
      'Agent name is required',
      'Agent title is required',
    ]) {
      await page.getByText(msg).waitFor();
    }
    await page.getByLabel('Business name').fill('Brightsmile Family Dental');
    await expect.poll(() => page.getByText('Business name is required').count()).toBe(0);
    await page.getByLabel('Website').fill('brightsmile.example');
    await page.getByLabel('Agent name').fill('Zoë');
    await page.getByLabel('Agent title').fill('Front Desk Coordinator');
    await page.getByLabel('Industry').click();
    await page.getByRole('option', { name: 'Dental' }).click();
    await page.getByRole('button', { name: 'Create Business' }).click();
    await page.getByTestId('toast').getByText('Business created successfully').waitFor();
    await page.getByRole('heading', { name: 'Train your agent' }).waitFor();
    const [row] = await e.db.select().from(businesses).where(eq(businesses.name, 'Brightsmile Family Dental'));
    expect(row).toMatchObject({ website: 'https://brightsmile.example', industry: 'dental', agentName: 'Zoë', active: false });

    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/dashboard');
    const card = page.getByTestId('business-card');
    await card.getByText('Setup Required').waitFor();
    expect(await card.getByText('Zoë').isVisible()).toBe(true);
    await card.getByRole('link', { name: 'Complete Setup' }).click();
    await page.waitForURL(`**/business-setup/${row!.id}`);
  });

  it('an active business card leads to the business dashboard', async () => {
    const { page, acct } = await ownerPage();
    const [row] = await e.db
      .insert(businesses)
      .values({
        ownerId: acct.id,
        name: 'Alder HVAC',
        website: 'https://alder.example',
        industry: 'hvac',
        agentName: null,
        active: true,
        subdomain: `alder${acct.id}`,
        activatedAt: new Date(),
      })
      .returning();
    await page.goto('/dashboard');
    const card = page.getByTestId('business-card');
    await card.getByText('Active').waitFor();
    expect(await card.getByText('Not set').isVisible()).toBe(true);
    expect(await card.getByText('HVAC', { exact: true }).isVisible()).toBe(true);
    await card.getByRole('link', { name: 'View Dashboard' }).click();
    await page.waitForURL(/\/business\/dashboard/);
    expect(row).toBeDefined();
  });

  it('collapses the sidebar into a menu on a phone', async () => {
    const { context } = await e.newPage({ viewport: { width: 375, height: 740 } });
    await signUpViaApi(e, context);
    await context.addInitScript(() => {
      try {
        localStorage.setItem('hasSeenTutorial', 'true');
      } catch {
        // about:blank has no storage
      }
    });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Your Businesses' }).waitFor();
    expect(await page.locator('[data-tour="sidebar"]').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
  });
});

describe('settings', () => {
  it('changes the password; the old one stops working', async () => {
    const { page, acct } = await ownerPage();
    await page.goto('/settings');
    await page.getByLabel('Current password').waitFor();
    await expectAccessible(page, 'settings');
    await page.getByLabel('Current password').fill(acct.password);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
    await page.getByLabel('Confirm new password').fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByTestId('toast').getByText('Your password has been changed').waitFor();
    const old = await page.request.post('/api/login', {
      data: { username: acct.username, password: acct.password },
      headers: { origin: e.baseUrl },
    });
    expect(old.status()).toBe(401);
    const fresh = await page.request.post('/api/login', {
      data: { username: acct.username, password: 'a-brand-new-pass' },
      headers: { origin: e.baseUrl },
    });
    expect(fresh.status()).toBe(200);
  });

  it('deletes the account after password confirmation', async () => {
    const { page, acct } = await ownerPage();
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByLabel('Confirm with your password').fill(acct.password);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const res = await page.request.post('/api/login', {
      data: { username: acct.username, password: acct.password },
      headers: { origin: e.baseUrl },
    });
    expect(res.status()).toBe(401);
  });
});
