import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { conversations } from '../apps/server/src/db/schema.ts';
import { conversationDeletionLink } from '../apps/server/src/modules/retention/deletion-link.ts';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { publishedBusiness, shot, type BusinessFixture } from './helpers.ts';

/**
 * Retention (issue 19 part 6, decision 032) in the browser: the owner picks how long conversations
 * are kept (kept after a reload); a visitor opens the deletion link of their conversation, confirms,
 * and sees it deleted (and "already deleted" on a second visit; a forged link is "not valid"); the
 * owner's inbox no longer shows it. Phone and desktop, light and dark.
 */

const DENTAL: BusinessFixture = {
  business: {
    name: 'Harbour Dental',
    website: 'https://harbour.example',
    industry: 'dental',
    agentName: 'Ann',
    agentTitle: 'Receptionist',
  },
  profile: {
    agentBio: 'Ann helps customers of Harbour Dental.',
    agentSkills: ['Bookings'],
    agentResponsibilities: ['Answer questions'],
    agentExperience: 'Years at the front desk.',
    agentTools: ['Phone'],
  },
};

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

/** A visitor's conversation on the agent page; returns its id. */
async function visitorConversation(subdomain: string, businessId: number, question: string): Promise<number> {
  const { page, context } = await e.newPage();
  await page.goto(`http://${subdomain}.staffwright.localhost:${e.port}/agent-profile`);
  const input = page.getByPlaceholder('Type your message...');
  await input.fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => page.getByTestId('chat-assistant').count()).toBeGreaterThan(0);
  await expect.poll(() => input.isDisabled()).toBe(false);
  const visitorId = await page.evaluate((id) => localStorage.getItem(`sw-visitor-${id}`), businessId);
  await context.close();
  const [row] = await e.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.businessId, businessId), eq(conversations.visitorId, visitorId!)));
  return row!.id;
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

describe('retention', () => {
  for (const [width, height, colorScheme] of [
    [360, 740, 'light'],
    [1280, 800, 'dark'],
  ] as const) {
    const other = colorScheme === 'light' ? 'dark' : 'light';
    it(`the owner picks the period; a visitor deletes their conversation by its link (${width}×${height}, ${colorScheme})`, async () => {
      const viewport = { width, height };
      const { context, page } = await e.newPage({ viewport, colorScheme });
      await signUpViaApi(e, context);
      const { id, subdomain } = await publishedBusiness(e, context, DENTAL, 'keep');

      // The owner's choice: a year by default, 30 days chosen, still 30 days after a reload.
      await page.goto(`/business/dashboard?id=${id}`);
      const card = page.getByTestId('retention-card');
      await card.scrollIntoViewIfNeeded();
      const select = page.getByLabel('Keep conversations for');
      await expect.poll(() => select.textContent()).toBe('1 year');
      await card.getByText('are yours to look after').waitFor();
      await select.click();
      await page.getByRole('option', { name: '30 days' }).click();
      await page.getByTestId('toast').getByText('Conversations are kept for 30 days.').waitFor();
      await page.reload();
      await page.getByTestId('retention-card').scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByLabel('Keep conversations for').textContent()).toBe('30 days');
      expect(await (await context.request.get(`/api/business/${id}/retention`)).json()).toEqual({ days: 30 });
      await noSidewaysScroll(page, width);
      await expectAccessible(page, `retention setting (${width}, ${colorScheme})`);
      await shot(page, `retention-setting-${width}-${colorScheme}`);

      // Two visitors; the first asks for theirs to be deleted.
      const goneId = await visitorConversation(subdomain, id, 'Do you see children on Saturdays?');
      const keptId = await visitorConversation(subdomain, id, 'Where can I park my car?');
      const link = await conversationDeletionLink(e.app.ctx, { id: goneId });
      expect(link.startsWith(`${e.baseUrl}/delete-conversation?`)).toBe(true);

      const visitor = await e.newPage({ viewport, colorScheme });
      const v = visitor.page;
      await v.goto(link);
      const confirm = v.getByTestId('deletion-confirm');
      await confirm.getByRole('heading', { name: 'Delete your conversation?' }).waitFor();
      expect(await confirm.textContent()).toMatch(/Harbour Dental \(2 messages, last on .+\) and any contact details/);
      await noSidewaysScroll(v, width);
      await expectAccessible(v, `deletion confirm (${width}, ${colorScheme})`);
      await shot(v, `retention-confirm-${width}-${colorScheme}`);
      // Opening the link deleted nothing.
      expect((await e.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, goneId))).length).toBe(1);

      await confirm.getByRole('button', { name: 'Delete my conversation' }).click();
      const done = v.getByTestId('deletion-done');
      await done.getByRole('heading', { name: 'Your conversation is deleted' }).waitFor();
      expect(await done.textContent()).toContain('Your conversation with Harbour Dental and the contact details you gave in it are gone');
      await expectAccessible(v, `deletion done (${width}, ${colorScheme})`);
      await shot(v, `retention-deleted-${width}-${colorScheme}`);
      expect((await e.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, goneId))).length).toBe(0);

      // The same link again: already deleted. In the other colour scheme too.
      await v.emulateMedia({ colorScheme: other });
      await v.reload();
      await v.getByTestId('deletion-done').getByRole('heading', { name: 'Already deleted' }).waitFor();
      await expectAccessible(v, `already deleted (${width}, ${other})`);
      await shot(v, `retention-already-deleted-${width}-${other}`);

      // A forged link: not valid, and nothing happens to the other conversation.
      await v.goto(`/delete-conversation?c=${keptId}&token=${'A'.repeat(43)}`);
      await v.getByTestId('deletion-invalid').getByRole('heading', { name: 'This link is not valid' }).waitFor();
      await expectAccessible(v, `invalid link (${width}, ${other})`);
      await shot(v, `retention-invalid-${width}-${other}`);
      // A cut link is caught before asking the server.
      await v.goto(`/delete-conversation?c=${keptId}&token=abc`);
      await v.getByTestId('deletion-invalid').waitFor();
      await visitor.context.close();

      // The owner's inbox shows only the other visitor's conversation.
      await page.reload();
      const transcripts = page.getByTestId('transcript');
      await expect.poll(() => transcripts.count()).toBe(1);
      expect(await transcripts.first().textContent()).toContain('Where can I park my car?');
      expect(await page.getByText('Do you see children on Saturdays?').count()).toBe(0);

      // The setting in the other colour scheme, for the screenshots.
      await page.emulateMedia({ colorScheme: other });
      await page.getByTestId('retention-card').scrollIntoViewIfNeeded();
      await expectAccessible(page, `retention setting (${width}, ${other})`);
      await shot(page, `retention-setting-${width}-${other}`);
      await context.close();
    });
  }
});
