import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { BAKERY, publishedBusiness, shot } from './helpers.ts';

/**
 * Taught answers (issue 19 part 4) in the browser: a visitor asks what the material does not say,
 * the owner teaches the answer from the business page in one step, and the next visitor who asks it
 * in other words gets that answer, shown as answered by the business. Then the owner edits and
 * deletes it. Phone and desktop sizes, light and dark.
 */

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

async function visitorAsks(subdomain: string, question: string, viewport = { width: 1280, height: 800 }) {
  const { page } = await e.newPage({ viewport });
  await page.goto(`http://${subdomain}.staffwright.localhost:${e.port}/agent-profile`);
  const input = page.getByPlaceholder('Type your message...');
  await input.fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => page.getByTestId('chat-assistant').count()).toBeGreaterThan(0);
  // The turn is stored when its stream ends, which is when the input comes back.
  await expect.poll(() => input.isDisabled()).toBe(false);
  return page;
}

describe('taught answers', () => {
  for (const [width, height, colorScheme] of [
    [360, 740, 'light'],
    [1280, 800, 'dark'],
  ] as const) {
    it(`the owner teaches a missed question's answer and visitors get it in other words (${width}×${height}, ${colorScheme})`, async () => {
      const { context, page } = await e.newPage({ viewport: { width, height }, colorScheme });
      await signUpViaApi(e, context);
      const { id, subdomain } = await publishedBusiness(e, context, BAKERY, 'taught');

      // A visitor asks what the material does not say: the agent declines.
      const first = await visitorAsks(subdomain, 'Do you have gluten free bread?', { width, height });
      expect(await first.getByTestId('chat-assistant').last().textContent()).not.toMatch(/seeded loaf/);

      // The owner sees the question and teaches the answer in one step.
      await page.goto(`/business/dashboard?id=${id}`);
      const unanswered = page.getByTestId('unanswered');
      await unanswered.getByText('Do you have gluten free bread?').waitFor();
      await unanswered.getByRole('button', { name: 'Teach an answer' }).click();
      const form = page.getByRole('form', { name: 'Teach an answer' });
      expect(await form.getByLabel('Question').inputValue()).toBe('Do you have gluten free bread?');
      // An empty answer is refused with the contract's message, and nothing is saved.
      await form.getByRole('button', { name: 'Save answer' }).click();
      await form.getByText('Answer is required').waitFor();
      await form.getByLabel('Answer').fill('Yes: a gluten-free seeded loaf every Friday and Saturday, $9.');
      await form.getByRole('button', { name: 'Save answer' }).click();
      await page.getByTestId('toast').getByText('Answer saved').waitFor();
      const taught = page.getByTestId('taught-answers');
      await taught.getByText('Yes: a gluten-free seeded loaf every Friday and Saturday, $9.').waitFor();
      // Taught, the question leaves the list of questions to answer.
      await expect.poll(() => page.getByText('None so far.').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `taught answers on the business page (${width}, ${colorScheme})`);
      await shot(page, `taught-answers-owner-${width}-${colorScheme}`);

      // The next visitor asks in other words and gets the owner's answer, from the business.
      const next = await visitorAsks(subdomain, 'any gluten-free bread?', { width, height });
      const reply = next.getByTestId('chat-assistant').last();
      expect(await reply.textContent()).toContain('a gluten-free seeded loaf every Friday and Saturday');
      await next.getByText('Answered by the business').first().waitFor();
      await shot(next, `taught-answers-visitor-${width}-${colorScheme}`);

      // Edited, visitors get the new answer; deleted, the agent declines again.
      await taught.getByRole('button', { name: /^Edit the answer/ }).click();
      await page.getByRole('form', { name: 'Teach an answer' }).getByLabel('Answer').fill('Yes, on Fridays only.');
      await page.getByRole('form', { name: 'Teach an answer' }).getByRole('button', { name: 'Save answer' }).click();
      await taught.getByText('Yes, on Fridays only.').waitFor();
      const edited = await visitorAsks(subdomain, 'gluten free bread?', { width, height });
      expect(await edited.getByTestId('chat-assistant').last().textContent()).toContain('Yes, on Fridays only.');

      await taught.getByRole('button', { name: /^Delete the answer/ }).click();
      await page.getByRole('button', { name: 'Delete for good' }).click();
      await page.getByTestId('toast').getByText('Answer deleted').waitFor();
      await page.getByText('None yet. Teach one from a question above, or add your own.').waitFor();
      const after = await visitorAsks(subdomain, 'Do you have gluten free bread?', { width, height });
      expect(await after.getByTestId('chat-assistant').last().textContent()).not.toContain('Fridays only');
    });
  }
});
