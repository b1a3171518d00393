import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { BAKERY, publishedBusiness, shot } from './helpers.ts';

/**
 * Insights on the business page (issue 19 part 5): visitors ask through the real chat API (the
 * engine decides what it answers), the owner sees the period's numbers, the questions-per-day
 * chart, the top topics and the content gaps, and teaching an answer from a gap saves it and the
 * gap goes. Phone and desktop sizes, light and dark; axe on the page; screenshots.
 */

const GLUTEN = ['Do you have gluten free bread?', 'any gluten-free bread?', 'is there bread that is gluten free'];

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

/** A visitor's conversation through the chat API; returns whether each question was answered. */
async function visitor(request: APIRequestContext, businessId: number, questions: string[]): Promise<boolean[]> {
  const h = { origin: e.baseUrl };
  const { visitorId } = await (await request.post(`/api/chat/${businessId}/visitor`, { headers: h })).json();
  const out: boolean[] = [];
  for (const message of questions) {
    const res = await request.post(`/api/chat/${businessId}`, { data: { message, visitorId }, headers: h });
    expect(res.status()).toBe(200);
    out.push((await res.json()).answered as boolean);
  }
  return out;
}

describe('insights', () => {
  for (const [width, height, colorScheme] of [
    [360, 740, 'light'],
    [1280, 800, 'dark'],
    [360, 740, 'dark'],
    [1280, 800, 'light'],
  ] as const) {
    it(`the owner sees numbers, a chart, topics and gaps, and teaches a gap away (${width}×${height}, ${colorScheme})`, async () => {
      const { context, page } = await e.newPage({ viewport: { width, height }, colorScheme });
      await signUpViaApi(e, context);
      const { id } = await publishedBusiness(e, context, BAKERY, 'insights');

      // Before anyone asks: the designed empty state.
      await page.goto(`/business/dashboard?id=${id}`);
      const card = page.getByTestId('insights');
      await card.getByText('No questions yet').waitFor();
      await card.scrollIntoViewIfNeeded();
      await shot(page, `insights-empty-${width}-${colorScheme}`);

      const verdicts = [
        ...(await visitor(context.request, id, [GLUTEN[0]!, 'What are your opening hours?'])),
        ...(await visitor(context.request, id, [GLUTEN[1]!, 'Can I bring my dog inside the shop?'])),
        ...(await visitor(context.request, id, [GLUTEN[2]!, 'How much notice do you need for a custom cake?'])),
      ];
      expect(verdicts).toEqual([false, true, false, false, false, true]);

      await page.reload();
      const figures = card.getByTestId('insights-figures');
      await figures.waitFor();
      const tile = (label: string) => figures.locator('div', { has: page.getByText(label, { exact: true }) }).last();
      expect(await tile('Conversations').innerText()).toContain('3');
      expect(await tile('Questions').innerText()).toContain('6');
      expect(await tile('Answered').innerText()).toMatch(/33%[\s\S]*2 of 6/);
      expect(await tile('Declined').innerText()).toMatch(/67%[\s\S]*4 of 6/);
      // Handoffs (decision 030) and leads (decision 033) are counted: none here.
      expect(await tile('Handoffs').innerText()).toContain('0');
      expect(await tile('Leads').innerText()).toContain('0');
      // The chart says in words what it shows.
      expect(await card.getByRole('img').getAttribute('aria-label')).toMatch(
        /^Questions per day, .+: 6 questions, 4 declined\. Busiest day .+ with 6, 4 declined\.$/,
      );
      const topics = card.getByTestId('insights-topics');
      await topics.getByText('Gluten free bread', { exact: true }).waitFor();
      expect(await topics.locator('li').first().innerText()).toMatch(/Gluten free bread\s+3 questions/);

      const gaps = card.getByTestId('insights-gaps');
      const breadGap = gaps.getByTestId('insights-gap').filter({ hasText: 'Gluten free bread' });
      expect(await breadGap.innerText()).toContain('Asked 3 times');
      expect(await gaps.getByTestId('insights-gap').count()).toBe(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `insights-${width}-${colorScheme}`);
      await gaps.scrollIntoViewIfNeeded();
      await shot(page, `insights-gaps-${width}-${colorScheme}`);

      // The period picker: 7 days holds the same questions (all asked today).
      await card.getByRole('button', { name: '7 days' }).click();
      await expect.poll(() => card.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => (await card.getByRole('img').getAttribute('aria-label')) ?? '').toMatch(/6 questions, 4 declined/);

      await expectAccessible(page, `insights on the business page (${width}, ${colorScheme})`);

      // Teach an answer from the gap: the form opens with the group's typical question.
      await breadGap.getByRole('button', { name: /^Teach an answer/ }).click();
      const form = gaps.getByRole('form', { name: 'Teach an answer' });
      expect(GLUTEN).toContain(await form.getByLabel('Question').inputValue());
      await form.getByLabel('Answer').fill('Yes: a gluten-free seeded loaf every Friday and Saturday, $9.');
      await gaps.scrollIntoViewIfNeeded();
      await shot(page, `insights-teach-${width}-${colorScheme}`);
      await form.getByRole('button', { name: 'Save answer' }).click();
      await page.getByTestId('toast').getByText('Answer saved').waitFor();
      // Saved as a taught answer, and the gap is gone; the other stays.
      await page.getByTestId('taught-answers').getByText('Yes: a gluten-free seeded loaf every Friday and Saturday, $9.').waitFor();
      await expect.poll(() => gaps.getByTestId('insights-gap').count()).toBe(1);
      expect(await gaps.getByTestId('insights-gap').innerText()).toContain('Dog inside shop');
      // The topic is still what customers asked about.
      await topics.getByText('Gluten free bread', { exact: true }).waitFor();
    });
  }

  it('a failed load shows what failed and a way to try again', async () => {
    const { context, page } = await e.newPage({ viewport: { width: 360, height: 740 } });
    await signUpViaApi(e, context);
    const business = await (
      await context.request.post('/api/business', {
        data: {
          name: 'Harbour Light Bakery',
          website: 'https://harbour.example',
          industry: 'other',
          agentName: 'Mia',
          agentTitle: 'Counter',
        },
        headers: { origin: e.baseUrl },
      })
    ).json();
    let fail = true;
    await page.route('**/api/business/*/insights*', (route) =>
      fail
        ? route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"Period must be one of 7d, 30d or 90d"}' })
        : route.continue(),
    );
    await page.goto(`/business/dashboard?id=${business.id}`);
    const card = page.getByTestId('insights');
    await card.getByText('Could not load the insights').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'insights-error-360-light');
    fail = false;
    await card.getByRole('button', { name: 'Try again' }).click();
    await card.getByText('No questions yet').waitFor();
  });
});
