import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { BAKERY, publishedBusiness, shot } from './helpers.ts';

/**
 * Lead capture (issue 19 part 2, decision 033) in the browser with real SMTP: a visitor asks a price
 * question, gets the answer and the offer (once), leaves their details with the consent stated →
 * the owner is emailed → the lead is in the list on the business page with its conversation → the
 * CSV download holds it. Phone and desktop, light and dark.
 */

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

async function publishedBakery(context: BrowserContext) {
  const acct = await signUpViaApi(e, context);
  return { ...(await publishedBusiness(e, context, BAKERY, 'leads')), email: acct.email };
}

async function ask(page: Page, question: string) {
  const input = page.getByPlaceholder('Type your message...');
  await input.fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => input.isDisabled()).toBe(false);
}

describe('lead capture', () => {
  for (const [width, height, colorScheme] of [
    [360, 740, 'light'],
    [1280, 800, 'dark'],
  ] as const) {
    it(`a price question brings the offer once; the lead reaches the owner's email, list and CSV (${width}×${height}, ${colorScheme})`, async () => {
      const viewport = { width, height };
      const owner = await e.newPage({ viewport, colorScheme });
      const bakery = await publishedBakery(owner.context);
      const visitorEmail = `lead-${bakery.id}@example.test`;

      // Before anything is answered nothing is offered; the owner's list is empty.
      await owner.page.goto(`/business/dashboard?id=${bakery.id}`);
      const card = owner.page.getByTestId('leads-card');
      await card.getByText('No leads yet').waitFor();
      expect(await card.getByRole('button', { name: 'Download CSV' }).isDisabled()).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await expectAccessible(owner.page, `leads card, empty (${width}, ${colorScheme})`);
      await shot(owner.page, `leads-empty-${width}-${colorScheme}`);

      const { page: chat } = await e.newPage({ viewport, colorScheme });
      await chat.goto(`http://${bakery.subdomain}.staffwright.localhost:${e.port}/agent-profile`);
      await ask(chat, 'When are you open?');
      expect(await chat.getByTestId('lead-offer').count()).toBe(0);

      // A price question, answered: the offer comes under the answer.
      await ask(chat, 'How much is the deposit for a custom cake?');
      expect(await chat.getByTestId('chat-assistant').last().textContent()).toContain('$40');
      const offer = chat.getByTestId('lead-offer');
      await offer.getByText('Want Harbour Light Bakery to follow up on this?').waitFor();
      expect(await chat.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(chat, `lead offer (${width}, ${colorScheme})`);
      await shot(chat, `lead-offer-${width}-${colorScheme}`);

      await offer.getByRole('button', { name: 'Leave my details' }).click();
      const form = chat.getByTestId('lead-form');
      await form.getByRole('heading', { name: 'Leave your details' }).waitFor();
      expect(await chat.evaluate(() => document.activeElement?.id)).toBe('lead-name');
      await form.getByText('How much is the deposit for a custom cake?').waitFor();
      // Nothing filled in: a message per field, the consent stated in words.
      await form.getByRole('button', { name: 'Send my details' }).click();
      await form.getByText('Please enter your name').waitFor();
      await form.getByText('Enter an email address or a phone number so we can reply').waitFor();
      await form.getByText('Please agree so that we may contact you').waitFor();
      expect(await chat.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(chat, `lead form with errors (${width}, ${colorScheme})`);
      await shot(chat, `lead-form-errors-${width}-${colorScheme}`);

      // Back to the chat and in again: the offer is still there until answered or dismissed.
      await form.getByRole('button', { name: 'Back to the chat' }).click();
      await offer.getByRole('button', { name: 'Leave my details' }).click();
      await form.getByLabel('Your name').fill('Lena Lead');
      await form.getByLabel('Email', { exact: true }).fill(visitorEmail);
      await form
        .getByLabel(
          'I agree that Harbour Light Bakery may contact me about my enquiry using these details. They are kept with this conversation and deleted with it.',
        )
        .check();
      await shot(chat, `lead-form-filled-${width}-${colorScheme}`);
      await form.getByRole('button', { name: 'Send my details' }).click();
      const sent = chat.getByTestId('lead-sent');
      await sent.getByText('Thanks, Lena Lead. Harbour Light Bakery will contact you about your enquiry.').waitFor();
      await expectAccessible(chat, `lead sent (${width}, ${colorScheme})`);
      await shot(chat, `lead-sent-${width}-${colorScheme}`);

      // Once per conversation: another booking question brings no second offer.
      await ask(chat, 'Can I book a custom cake for Saturday?');
      expect(await chat.getByTestId('lead-offer').count()).toBe(0);
      expect(await chat.getByTestId('lead-sent').count()).toBe(0);

      // The owner is emailed at once, with the question, the contact and a link to the leads.
      const mail = await e.smtp.waitFor(bakery.email, /Harbour Light Bakery: new lead from Lena Lead/);
      expect(mail.text).toContain(`Email: ${visitorEmail}`);
      expect(mail.text).toContain('Asked about: "How much is the deposit for a custom cake?"');
      expect(mail.text).toMatch(/\/delete-conversation\?c=\d+&token=/);
      const link = mail.text.match(/https?:\/\/\S*\/business\/dashboard\?id=\d+#leads/)![0];

      // The owner opens the mail's link (a new tab: the open business page keeps what it loaded, SPEC §7).
      const page = await owner.context.newPage();
      await page.goto(link);
      const lead = page.getByTestId('lead').filter({ hasText: 'Lena Lead' });
      await lead.waitFor();
      await lead.getByText(visitorEmail).waitFor();
      await lead.getByText('How much is the deposit for a custom cake?').first().waitFor();
      await lead.getByText('Conversation (').click();
      await lead.getByText('Custom cakes need at least 7 days').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `leads list (${width}, ${colorScheme})`);
      await shot(page, `leads-list-${width}-${colorScheme}`);

      // The CSV holds it.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('leads-card').getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^leads-harbour-light-bakery-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv).toContain('Received (UTC),Name,Email,Phone,Asked about,Status,Consent,Conversation');
      expect(csv).toContain(`Lena Lead,${visitorEmail},,How much is the deposit for a custom cake?,new,`);

      // Marked contacted; the email preference saved and kept after a reload.
      await lead.getByRole('button', { name: 'Mark contacted: Lena Lead' }).click();
      await lead.getByText('Contacted', { exact: true }).waitFor();
      await page
        .getByTestId('leads-card')
        .getByLabel(/Daily digest/)
        .check();
      await page.getByTestId('toast').getByText('You get one email a day with the new leads.').waitFor();
      await page.reload();
      await expect
        .poll(() =>
          page
            .getByTestId('leads-card')
            .getByLabel(/Daily digest/)
            .isChecked(),
        )
        .toBe(true);
      await page.getByTestId('lead').filter({ hasText: 'Lena Lead' }).getByText('Contacted', { exact: true }).waitFor();
    }, 120_000);
  }

  for (const [width, height, colorScheme] of [
    [360, 740, 'dark'],
    [1280, 800, 'light'],
  ] as const) {
    it(`the offer can be dismissed, and it does not come back in that conversation (${width}×${height}, ${colorScheme})`, async () => {
      const owner = await e.newPage();
      const bakery = await publishedBakery(owner.context);
      const { page: chat } = await e.newPage({ viewport: { width, height }, colorScheme });
      await chat.goto(`http://${bakery.subdomain}.staffwright.localhost:${e.port}/agent-profile`);
      await ask(chat, 'How much is the deposit for a custom cake?');
      const offer = chat.getByTestId('lead-offer');
      await offer.waitFor();
      await expectAccessible(chat, `lead offer (${width}, ${colorScheme})`);
      await shot(chat, `lead-offer-${width}-${colorScheme}`);
      await offer.getByRole('button', { name: 'Leave my details' }).click();
      const form = chat.getByTestId('lead-form');
      await form.getByRole('button', { name: 'Send my details' }).click();
      await form.getByText('Please enter your name').waitFor();
      expect(await chat.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(chat, `lead form with errors (${width}, ${colorScheme})`);
      await shot(chat, `lead-form-errors-${width}-${colorScheme}`);
      await form.getByRole('button', { name: 'Back to the chat' }).click();
      await offer.getByRole('button', { name: 'No thanks' }).click();
      expect(await chat.getByTestId('lead-offer').count()).toBe(0);
      await ask(chat, 'What does a custom cake deposit cost?');
      expect(await chat.getByTestId('lead-offer').count()).toBe(0);
    }, 60_000);
  }
});
