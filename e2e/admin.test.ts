import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { businesses, messageAnalytics, usageRecords, users } from '../apps/server/src/db/schema.ts';
import { signUpViaApi, startE2E, uniqueAccount, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { shot, toastWith, waitForPath } from './helpers.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

const noTutorial = (context: BrowserContext) =>
  context.addInitScript(() => {
    try {
      localStorage.setItem('hasSeenTutorial', 'true');
    } catch {
      /* about:blank has no storage */
    }
  });

async function signedIn(
  opts: { admin?: boolean; viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark'; prefix?: string } = {},
) {
  const { context, page } = await e.newPage({ viewport: opts.viewport, colorScheme: opts.colorScheme });
  const acct = await signUpViaApi(e, context, uniqueAccount(opts.prefix ?? (opts.admin ? 'admin' : 'owner')));
  if (opts.admin) await e.db.update(users).set({ isAdmin: true }).where(eq(users.id, acct.id));
  await noTutorial(context);
  return { context, page, acct };
}

const post = (request: APIRequestContext, url: string, data?: unknown) => request.post(url, { data, headers: { origin: e.baseUrl } });

/**
 * A published business whose agent has answered a visitor: usage rows from profile generation and
 * the chat, and the owner's message-analytics row for today, all written by the app itself.
 */
async function businessThatChatted(request: APIRequestContext, tag: string) {
  const created = await post(request, '/api/business', {
    name: 'Alder Dental',
    website: 'https://alder.example',
    industry: 'dental',
    agentName: 'Ada Lind',
    agentTitle: 'Receptionist',
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const generated = await post(request, `/api/business/${id}/generate-profile`, {
    title: 'Receptionist',
    industry: 'dental',
    businessName: 'Alder Dental',
    field: 'agentBio',
    context: '',
  });
  expect(generated.status()).toBe(200);
  const setup = await post(request, `/api/business/${id}/setup`, {
    agentBio: 'Ada answers questions for Alder Dental.',
    agentSkills: ['Scheduling'],
    agentResponsibilities: ['Book appointments'],
    agentExperience: 'Years at the front desk.',
    agentTools: ['Calendar'],
    subdomain: `alder-${tag}`,
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const visitor = await post(request, `/api/chat/${id}/visitor`);
  expect(visitor.status()).toBe(201);
  const { visitorId } = (await visitor.json()) as { visitorId: string };
  const chat = await post(request, `/api/chat/${id}`, { message: 'When are you open?', visitorId });
  expect(chat.status(), await chat.text()).toBe(200);
  return id;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const search = (page: Page) => page.getByRole('tabpanel').getByRole('searchbox');
const rows = (page: Page, kind: 'users' | 'usage' | 'messages') => page.getByTestId(`${kind}-row`);

describe('admin dashboard', () => {
  it("shows a user's usage and message analytics, impersonates them with a banner, returns, and deletes them", async () => {
    const owner = await signedIn({ prefix: 'chatty' });
    const businessId = await businessThatChatted(owner.context.request, owner.acct.username.toLowerCase());
    // The rows the admin is about to read were written by the app.
    expect((await e.db.select().from(usageRecords).where(eq(usageRecords.userId, owner.acct.id))).map((r) => r.endpoint).sort()).toEqual([
      'chat',
      'generate-profile:agentBio',
    ]);
    expect(await e.db.select().from(messageAnalytics).where(eq(messageAnalytics.userId, owner.acct.id))).toHaveLength(1);

    const { page, acct: admin } = await signedIn({ admin: true });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Users', 'API Usage', 'Message Analytics']);

    // Users: the §2 columns, the owner's row.
    await search(page).fill(owner.acct.username);
    await expect.poll(() => rows(page, 'users').count()).toBe(1);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['ID', 'Username', 'Email', 'Created At', 'Actions']);
    const userRow = rows(page, 'users').first();
    expect(await userRow.textContent()).toContain(owner.acct.email);
    expect((await userRow.getByRole('cell').first().textContent())?.trim()).toBe(String(owner.acct.id));

    // API Usage: both AI calls the owner's business made.
    await tab(page, 'API Usage').click();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['User', 'Endpoint', 'Total Tokens', 'Model', 'Status', 'Date']);
    await search(page).fill(owner.acct.username);
    await expect.poll(() => rows(page, 'usage').count()).toBe(2);
    const usageText = (await rows(page, 'usage').allTextContents()).join('\n');
    for (const text of ['chat', 'generate-profile:agentBio', 'builtin', 'success', owner.acct.username]) expect(usageText).toContain(text);
    await shot(page, 'admin-usage-1280-light');

    // Message Analytics: one day, one answered message.
    await tab(page, 'Message Analytics').click();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'User',
      'Total Messages',
      'Avg Response Time (ms)',
      'Success Rate (%)',
      'Date',
    ]);
    await search(page).fill(owner.acct.username);
    await expect.poll(() => rows(page, 'messages').count()).toBe(1);
    const cells = await rows(page, 'messages').first().getByRole('cell').allTextContents();
    expect(cells[0]).toContain(owner.acct.username);
    expect(cells[1]).toBe('1');
    expect(Number(cells[2]!.replaceAll(',', ''))).toBeGreaterThanOrEqual(0);
    expect(cells[3]).toBe('100');
    await shot(page, 'admin-messages-1280-light');

    // Impersonate: the browser becomes the owner, on their dashboard, with the banner.
    await tab(page, 'Users').click();
    await search(page).fill(owner.acct.username);
    await expect.poll(() => rows(page, 'users').count()).toBe(1);
    await shot(page, 'admin-users-1280-light');
    await rows(page, 'users')
      .first()
      .getByRole('button', { name: /^Impersonate/ })
      .click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'Your Businesses' }).waitFor();
    await page.getByTestId('business-card').getByText('Alder Dental').waitFor();
    const banner = page.getByTestId('impersonation-banner');
    expect(await banner.textContent()).toContain(`You are using ${owner.acct.username}'s account`);
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await shot(page, 'impersonating-dashboard-1280-light');
    // The banner follows to every signed-in screen; admin pages stay closed meanwhile.
    await page.goto('/settings');
    await banner.waitFor();
    await page.goto('/admin');
    await waitForPath(page, '/dashboard');
    await banner.waitFor();
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);

    // Back to the admin's own account, on /admin.
    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await waitForPath(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(((await (await page.request.get('/api/user')).json()) as { id: number }).id).toBe(admin.id);

    // Delete, after the confirmation (Cancel first: nothing happens).
    await search(page).fill(owner.acct.username);
    await expect.poll(() => rows(page, 'users').count()).toBe(1);
    await rows(page, 'users')
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure?').waitFor();
    expect(await dialog.textContent()).toContain(
      'This will permanently delete the user and all their associated businesses. This action cannot be undone.',
    );
    await shot(page, 'admin-delete-dialog-1280-light');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await e.db.select().from(users).where(eq(users.id, owner.acct.id))).toHaveLength(1);
    await rows(page, 'users')
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastWith(page, 'User and associated businesses deleted successfully').waitFor();
    await expect.poll(() => rows(page, 'users').count()).toBe(0);
    await page.getByText(`No users match “${owner.acct.username}”`).waitFor();
    expect(await e.db.select().from(users).where(eq(users.id, owner.acct.id))).toEqual([]);
    expect(await e.db.select().from(businesses).where(eq(businesses.id, businessId))).toEqual([]);
    // Their rows left the other tabs too, and their browser is signed out.
    await tab(page, 'API Usage').click();
    await search(page).fill(owner.acct.username);
    await page.getByText(`No usage records match “${owner.acct.username}”`).waitFor();
    expect((await owner.context.request.get('/api/user')).status()).toBe(401);
  });

  it('sends non-admins from /admin to /dashboard, and shows admins the sidebar link', async () => {
    const user = await signedIn();
    await user.page.goto('/admin');
    await waitForPath(user.page, '/dashboard');
    await user.page.getByRole('heading', { name: 'Your Businesses' }).waitFor();
    expect(await user.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    const { page } = await signedIn({ admin: true });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Admin' }).click();
    await waitForPath(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // Reloading /admin lands on the admin dashboard directly.
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages through a search, and keeps the tab in the address', async () => {
    const stamp = `pg${Date.now().toString(36)}`;
    await e.db.insert(users).values(
      Array.from({ length: 25 }, (_, i) => ({
        username: `${stamp}${String(i).padStart(2, '0')}`,
        email: `${stamp}${i}@example.test`,
        passwordHash: 'x',
      })),
    );
    const { page } = await signedIn({ admin: true });
    await page.goto('/admin');
    await search(page).fill(stamp);
    await page.getByText('Showing 1–20 of 25').waitFor();
    expect(await rows(page, 'users').count()).toBe(20);
    expect(await rows(page, 'users').first().textContent()).toContain(`${stamp}24`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 21–25 of 25').waitFor();
    expect(await rows(page, 'users').count()).toBe(5);
    expect(await page.getByText('Page 2 of 2').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Showing 1–20 of 25').waitFor();
    await tab(page, 'Message Analytics').click();
    await waitForPath(page, '/admin?tab=messages');
    await page.reload();
    expect(await tab(page, 'Message Analytics').getAttribute('aria-selected')).toBe('true');
    await e.db.delete(users).where(like(users.username, `${stamp}%`));
  });

  it('shows the server text when impersonating or deleting fails', async () => {
    const a = await signedIn({ prefix: 'gone' });
    const b = await signedIn({ prefix: 'gone' });
    const { page } = await signedIn({ admin: true });
    await page.goto('/admin');
    await search(page).fill('gone');
    await expect.poll(() => rows(page, 'users').count()).toBe(2);
    // Both disappear behind the screen's back.
    await e.db.delete(users).where(eq(users.id, a.acct.id));
    await e.db.delete(users).where(eq(users.id, b.acct.id));
    await rows(page, 'users')
      .filter({ hasText: a.acct.email })
      .getByRole('button', { name: /^Impersonate/ })
      .click();
    await toastWith(page, 'Error', 'User not found').waitFor();
    await toastWith(page, 'Error', 'User not found').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toastWith(page, 'Error', 'User not found').count()).toBe(0);
    await rows(page, 'users')
      .filter({ hasText: b.acct.email })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await toastWith(page, 'Error', 'User not found').waitFor();
    // The list refreshed: both rows are gone.
    await expect.poll(() => rows(page, 'users').count()).toBe(0);
  });

  it('disables Impersonate for admins and Delete for yourself', async () => {
    const other = await signedIn({ admin: true, prefix: 'peer' });
    const { page, acct } = await signedIn({ admin: true, prefix: 'self' });
    await page.goto('/admin');
    await search(page).fill(acct.username);
    await expect.poll(() => rows(page, 'users').count()).toBe(1);
    const mine = rows(page, 'users').first();
    expect(await mine.getByText('You', { exact: true }).isVisible()).toBe(true);
    expect(await mine.getByRole('button', { name: /^Delete/ }).isDisabled()).toBe(true);
    expect(await mine.getByRole('button', { name: /^Impersonate/ }).isDisabled()).toBe(true);
    await search(page).fill(other.acct.username);
    await expect.poll(() => rows(page, 'users').allTextContents()).toEqual([expect.stringContaining(other.acct.username)]);
    expect(
      await rows(page, 'users')
        .first()
        .getByRole('button', { name: /^Impersonate/ })
        .isDisabled(),
    ).toBe(true);
    expect(
      await rows(page, 'users')
        .first()
        .getByRole('button', { name: /^Delete/ })
        .isDisabled(),
    ).toBe(false);
  });
});

describe('admin screens at 1280 and 375 px, light and dark', () => {
  it('renders the three tabs, the dialog and the banner', async () => {
    const owner = await signedIn({ prefix: 'shots' });
    await businessThatChatted(owner.context.request, `s${owner.acct.id}`);
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 375]) {
        const name = `${width}-${colorScheme}`;
        const { page } = await signedIn({ admin: true, viewport: { width, height: width === 375 ? 740 : 800 }, colorScheme });
        await page.goto('/admin');
        await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
        await expect.poll(() => rows(page, 'users').count()).toBeGreaterThan(1);
        await expectAccessible(page, `admin-users ${name}`);
        await shot(page, `admin-users-${name}`);
        await tab(page, 'API Usage').click();
        await expect.poll(() => rows(page, 'usage').count()).toBeGreaterThan(0);
        await expectAccessible(page, `admin-usage ${name}`);
        await shot(page, `admin-usage-${name}`);
        await tab(page, 'Message Analytics').click();
        await expect.poll(() => rows(page, 'messages').count()).toBeGreaterThan(0);
        await expectAccessible(page, `admin-messages ${name}`);
        await shot(page, `admin-messages-${name}`);
        await tab(page, 'Users').click();
        await search(page).fill(owner.acct.username);
        await expect.poll(() => rows(page, 'users').count()).toBe(1);
        await rows(page, 'users')
          .first()
          .getByRole('button', { name: /^Delete/ })
          .click();
        await page.getByRole('alertdialog').waitFor();
        await expectAccessible(page, `admin-dialog ${name}`);
        await shot(page, `admin-dialog-${name}`);
        await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
        await rows(page, 'users')
          .first()
          .getByRole('button', { name: /^Impersonate/ })
          .click();
        await waitForPath(page, '/dashboard');
        await page.getByTestId('impersonation-banner').waitFor();
        await page.getByTestId('business-card').waitFor();
        await expectAccessible(page, `impersonating ${name}`);
        await shot(page, `impersonating-${name}`);
        await page.getByTestId('impersonation-banner').getByRole('button', { name: 'Stop impersonating' }).click();
        await waitForPath(page, '/admin');
        await page.context().close();
      }
    }
  });
});
