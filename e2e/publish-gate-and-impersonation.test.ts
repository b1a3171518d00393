import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { auditLog } from '../apps/server/src/db/schema.ts';
import { AUDIT_ACTIONS, setAdmin } from '../apps/server/src/modules/admin/service.ts';
import { signUpViaApi, startE2E, uniqueAccount, type E2E } from './harness.ts';
import { mailCount, nthMailLink, shot, toastWith, waitForPath } from './helpers.ts';

/** Issue 17 rows 5 and 9 in the browser: the publish gate's message and resend, the impersonation banner. */
let e: E2E;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  e.assertNoConsoleErrors();
});

const PHONE_DARK = { viewport: { width: 375, height: 740 }, colorScheme: 'dark' as const };
const VERIFY_SUBJECT = /Verify your email/;
const business = {
  name: 'Alder Dental',
  website: 'https://alder.example',
  industry: 'dental',
  agentName: 'Ada',
  agentTitle: 'Receptionist',
};

async function open(opts: Parameters<E2E['newPage']>[0] = PHONE_DARK) {
  const opened = await e.newPage(opts);
  contexts.push(opened.context);
  await opened.context.addInitScript(() => localStorage.setItem('hasSeenTutorial', 'true'));
  return opened;
}

describe('publishing with an unverified address', () => {
  it('says why on the way to publishing, resends the mail, and the link leads back to setup', async () => {
    const { context, page } = await open();
    const acct = uniqueAccount('gate');
    const headers = { origin: e.baseUrl };
    expect((await context.request.post('/api/register', { data: acct, headers })).status()).toBe(201);
    const created = await context.request.post('/api/business', { data: business, headers });
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/business-setup/${id}`);
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    const notice = page.getByTestId('publish-needs-verification');
    expect(await notice.textContent()).toBe('Please verify your email address before publishing your agent.');
    await shot(page, 'publish-gate-375-dark');
    // The server says the same if asked directly, and publishes nothing.
    const refused = await context.request.post(`/api/business/${id}/setup`, {
      data: {
        agentBio: 'b',
        agentSkills: ['s'],
        agentResponsibilities: ['r'],
        agentExperience: 'e',
        agentTools: ['t'],
        subdomain: `gate-${id}`,
      },
      headers,
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Please verify your email address before publishing your agent.');

    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await toastWith(page, 'Verification email sent. Please check your inbox.').waitFor();
    const link = await nthMailLink(e, acct.email, VERIFY_SUBJECT, 2, '/verify-email');
    expect(mailCount(e, acct.email, VERIFY_SUBJECT)).toBe(2);

    await page.goto(link);
    await waitForPath(page, `/business-setup/${id}`);
    await page.getByRole('button', { name: 'Complete Setup' }).waitFor();
    expect(await page.getByTestId('publish-needs-verification').count()).toBe(0);
  });
});

describe('impersonation', () => {
  it('shows a banner with both names and the end time on every screen, audits writes, and stops', async () => {
    const owner = await open({ viewport: { width: 1280, height: 800 } });
    const user = await signUpViaApi(e, owner.context, uniqueAccount('banner'));
    const { context, page } = await open();
    const admin = await signUpViaApi(e, context, uniqueAccount('bannadm'));
    // As `npm run admin -- promote` does it; that ends the admin's sessions, so they sign in again.
    expect(await setAdmin({ db: e.db, sessions: e.app.ctx.sessions }, { username: admin.username, isAdmin: true })).toMatchObject({
      changed: true,
    });
    const headers = { origin: e.baseUrl };
    expect(
      (await context.request.post('/api/login', { data: { username: admin.username, password: admin.password }, headers })).status(),
    ).toBe(200);

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('tabpanel').getByRole('searchbox').fill(user.username);
    await expect.poll(() => page.getByTestId('users-row').count()).toBe(1);
    await page
      .getByTestId('users-row')
      .getByRole('button', { name: /^Impersonate/ })
      .click();
    await waitForPath(page, '/dashboard');
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain(`You are using ${user.username}'s account`);
    expect(text).toMatch(new RegExp(`As ${admin.username}, until \\d{1,2}:\\d{2}`));
    expect(text).toContain('Every change is recorded under both names.');
    await page.getByRole('heading', { name: 'Your Businesses' }).waitFor();
    await shot(page, 'impersonation-banner-375-dark');

    // A write as the user is audited under both names.
    expect((await page.request.post('/api/business', { data: business, headers })).status()).toBe(201);
    const [row] = await e.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, AUDIT_ACTIONS.impersonationWrite), eq(auditLog.targetId, user.id)));
    expect(row).toMatchObject({
      actorName: admin.username,
      targetName: user.username,
      method: 'POST',
      route: '/api/business',
      status: 201,
    });

    await page.goto('/settings');
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Stop impersonating' }).click();
    await waitForPath(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await banner.count()).toBe(0);
  });
});
