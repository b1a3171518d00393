import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { BAKERY, publishedBusiness, shot } from './helpers.ts';

/**
 * Human handoff (issue 19 part 1, decision 030) in the browser with real SMTP: a visitor asks for a
 * person from the widget → the owner gets the email → opens its link → replies in the inbox → the
 * reply shows in the visitor's open chat; with the chat closed the visitor gets the reply by email.
 * The agent offers a person itself after declining twice. Phone and desktop, light and dark.
 */

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

/** A signed-in owner with a published bakery; returns its id, subdomain and the owner's email. */
async function publishedBakery(context: BrowserContext) {
  const acct = await signUpViaApi(e, context);
  return { ...(await publishedBusiness(e, context, BAKERY, 'handoff')), email: acct.email };
}

async function ask(page: Page, question: string) {
  const input = page.getByPlaceholder('Type your message...');
  await input.fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => input.isDisabled()).toBe(false);
}

describe('human handoff', () => {
  for (const [width, height, colorScheme, closedChat] of [
    [360, 740, 'light', true],
    [1280, 800, 'dark', false],
  ] as const) {
    it(`a visitor asks for a person, the owner replies from the inbox and the reply reaches them (${width}×${height}, ${colorScheme})`, async () => {
      const viewport = { width, height };
      const owner = await e.newPage({ viewport, colorScheme });
      const bakery = await publishedBakery(owner.context);
      const visitorEmail = `visitor-${bakery.id}@example.test`;

      // The visitor asks something, then asks for a person from the widget's header.
      const { page: chat } = await e.newPage({ viewport, colorScheme });
      await chat.goto(`http://${bakery.subdomain}.staffwright.localhost:${e.port}/agent-profile`);
      await ask(chat, 'How much notice do you need for a custom cake?');
      await chat.getByRole('button', { name: 'Talk to a person' }).click();
      const form = chat.getByTestId('handoff-form');
      await form.getByRole('heading', { name: 'Talk to a person' }).waitFor();
      // Nothing filled in: a message per field, from the contract's rule.
      await form.getByRole('button', { name: 'Ask for a person' }).click();
      await form.getByText('Please enter your name').waitFor();
      await form.getByText('Enter an email address or a phone number so we can reply').waitFor();
      await form.getByText('Please agree so that we may contact you').waitFor();
      expect(await chat.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(chat, `handoff form with errors (${width}, ${colorScheme})`);
      await shot(chat, `handoff-form-errors-${width}-${colorScheme}`);
      await form.getByLabel('Your name').fill('Ann Visitor');
      await form.getByLabel('Email', { exact: true }).fill(visitorEmail);
      await form.getByLabel(/I agree that Harbour Light Bakery may use my name/).check();
      await form.getByRole('button', { name: 'Ask for a person' }).click();
      const notice = chat.getByTestId('handoff-notice');
      await notice.getByText('You asked for a person at Harbour Light Bakery.').waitFor();
      await expectAccessible(chat, `chat waiting for a person (${width}, ${colorScheme})`);
      await shot(chat, `handoff-waiting-${width}-${colorScheme}`);

      // While a person owns the chat the agent stays quiet: the message waits for them.
      const answersBefore = await chat.getByTestId('chat-assistant').count();
      await ask(chat, 'Are you there?');
      expect(await chat.getByTestId('chat-assistant').count()).toBe(answersBefore);
      await chat.getByText('Are you there?').waitFor();

      // The owner is mailed at once, with the transcript and a link into the inbox.
      const mail = await e.smtp.waitFor(bakery.email, /Ann Visitor would like to talk to a person/);
      expect(mail.text).toContain(visitorEmail);
      expect(mail.text).toContain('Visitor: How much notice do you need for a custom cake?');
      const link = mail.text.match(/https?:\/\/\S*\/business\/dashboard\S*/)![0];
      await owner.page.goto(link);
      const conversation = owner.page.locator('details[open]').filter({ hasText: 'Needs a person' });
      await conversation.getByText('Ann Visitor asked for a person').waitFor();
      await conversation.getByText(visitorEmail).waitFor();
      await expectAccessible(owner.page, `inbox with a handoff (${width}, ${colorScheme})`);
      await shot(owner.page, `handoff-inbox-${width}-${colorScheme}`);
      await conversation.getByLabel('Your reply to Ann Visitor').fill('Hi Ann, five days is fine for a small cake.');
      await conversation.getByRole('button', { name: 'Send reply' }).click();
      await owner.page.getByTestId('toast').getByText('Reply sent').first().waitFor();

      // The reply appears in the open chat, from the business.
      const reply = chat.getByTestId('chat-owner').filter({ hasText: 'Hi Ann, five days is fine for a small cake.' });
      await reply.waitFor({ timeout: 10_000 });
      expect(await reply.textContent()).toContain('Reply from Harbour Light Bakery');
      await notice.getByText('A person from Harbour Light Bakery is on this chat.').waitFor();
      await expectAccessible(chat, `chat with the owner's reply (${width}, ${colorScheme})`);
      await shot(chat, `handoff-reply-live-${width}-${colorScheme}`);

      if (closedChat) {
        // The visitor closes the chat; the next reply goes to their email (after the open chat's grace).
        await chat.close();
        await owner.page.getByLabel('Your reply to Ann Visitor').fill('PS: the deposit is $40.');
        await owner.page.getByRole('button', { name: 'Send reply' }).click();
        const toVisitor = await e.smtp.waitFor(visitorEmail, /Harbour Light Bakery replied to your chat/, 45_000);
        expect(toVisitor.text).toContain('PS: the deposit is $40.');
        expect(toVisitor.text).not.toContain('five days is fine');
      } else {
        // Handed back, the agent answers again.
        await owner.page.getByRole('button', { name: 'Hand back to the agent' }).click();
        await owner.page.getByTestId('toast').getByText('Handed back to the agent').waitFor();
        await expect.poll(() => chat.getByTestId('handoff-notice').count(), { timeout: 10_000 }).toBe(0);
        await ask(chat, 'When are you open?');
        expect(await chat.getByTestId('chat-assistant').last().textContent()).toContain('7 am to 3 pm');
      }
      // No live reply was mailed.
      expect(e.smtp.mails.filter((m) => m.text.includes('five days is fine') && m.to.includes(visitorEmail))).toEqual([]);
    }, 120_000);
  }

  for (const [width, height, colorScheme] of [
    [360, 740, 'dark'],
    [1280, 800, 'light'],
  ] as const) {
    it(`the agent offers a person after declining twice (${width}×${height}, ${colorScheme})`, async () => {
      const owner = await e.newPage();
      const bakery = await publishedBakery(owner.context);
      const { page: chat } = await e.newPage({ viewport: { width, height }, colorScheme });
      await chat.goto(`http://${bakery.subdomain}.staffwright.localhost:${e.port}/agent-profile`);
      await ask(chat, 'Do you deliver to Springfield?');
      expect(await chat.getByTestId('handoff-offer').count()).toBe(0);
      await ask(chat, 'Can I pay with bitcoin?');
      const offer = chat.getByTestId('handoff-offer');
      await offer.getByText("I couldn't answer that. Would you like a person to get back to you?").waitFor();
      await expectAccessible(chat, `handoff offer (${width}, ${colorScheme})`);
      await shot(chat, `handoff-offer-${width}-${colorScheme}`);
      await offer.getByRole('button', { name: 'Talk to a person' }).click();
      const form = chat.getByTestId('handoff-form');
      await form.getByLabel('Your name').waitFor();
      expect(await chat.evaluate(() => document.activeElement?.id)).toBe('handoff-name');
      await expectAccessible(chat, `handoff form (${width}, ${colorScheme})`);
      await shot(chat, `handoff-form-${width}-${colorScheme}`);
      await form.getByLabel('Your name').fill('Bo');
      await form.getByLabel('Phone (optional if you gave an email)').fill('+1 802 555 0142');
      await form.getByLabel(/I agree that/).check();
      await form.getByRole('button', { name: 'Ask for a person' }).click();
      await chat.getByTestId('handoff-notice').waitFor();
      await e.smtp.waitFor(bakery.email, /Bo would like to talk to a person/);
    }, 90_000);
  }
});
