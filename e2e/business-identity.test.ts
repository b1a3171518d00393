import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveFixtureSite } from '../apps/server/test/fixture-site.ts';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { shot } from './helpers.ts';

/**
 * The business's identity on its public agent page and the chat's starter questions (issue 18
 * part 1, decision 028): the owner finds the crawled website's contact details prefilled on the
 * business page, adds a description and hours; visitors see them at phone and desktop sizes, in
 * light and dark, with the chat input still on the first screen, and tap a starter question.
 */

const FAQ = readFileSync(fileURLToPath(new URL('../test/fixtures/documents/faq.txt', import.meta.url)));
const DESCRIPTION = 'Family dentistry in Alderbrook: check-ups, cleanings and gentle emergency care.';

let e: E2E;
let site: Awaited<ReturnType<typeof serveFixtureSite>>;
beforeAll(async () => {
  e = await startE2E({ CRAWL_ALLOW_PRIVATE: 'true' });
  site = await serveFixtureSite();
});
afterAll(async () => {
  await e?.close();
  await site?.close();
});
afterEach(() => e.assertNoConsoleErrors());

const SUBDOMAIN = 'brightsmile-identity';
const agentPage = () => `http://${SUBDOMAIN}.staffwright.localhost:${e.port}/agent-profile`;

describe('the business identity and starter questions', () => {
  it('lets the owner edit the identity on the business page, prefilled from the crawled website', async () => {
    const { context, page } = await e.newPage();
    await signUpViaApi(e, context);
    await context.addInitScript(() => {
      try {
        localStorage.setItem('hasSeenTutorial', 'true');
      } catch {
        /* about:blank */
      }
    });
    const headers = { origin: e.baseUrl };
    const created = await context.request.post('/api/business', {
      data: {
        name: 'Brightsmile Family Dental',
        website: site.url,
        industry: 'dental',
        agentName: 'Zoë Marchetti',
        agentTitle: 'Front Desk Coordinator',
      },
      headers,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const upload = await context.request.post(`/api/training-data/${id}/file`, {
      multipart: { file: { name: 'faq.txt', mimeType: 'text/plain', buffer: FAQ } },
      headers,
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const crawl = await context.request.post(`/api/training-data/${id}/website`, { data: { websiteUrl: site.url }, headers });
    expect(crawl.status()).toBe(202);
    const runId = ((await crawl.json()) as { id: number }).id;
    await expect
      .poll(
        async () => ((await (await context.request.get(`/api/training-data/${id}/crawls/${runId}`)).json()) as { status: string }).status,
        {
          timeout: 60_000,
        },
      )
      .toBe('done');
    const setup = await context.request.post(`/api/business/${id}/setup`, {
      data: {
        agentBio: 'I answer questions about Brightsmile Family Dental: appointments, payment and directions.',
        agentSkills: ['Appointments', 'Insurance'],
        agentResponsibilities: ['Answer patient questions'],
        agentExperience: 'Trained on the practice’s own website and FAQ.',
        agentTools: ['Chat'],
        chatTheme: { primaryColor: '#0f766e', secondaryColor: '#f0fdfa', fontFamily: 'Inter', borderRadius: 12 },
        subdomain: SUBDOMAIN,
      },
      headers,
    });
    expect(setup.status(), await setup.text()).toBe(200);

    await page.goto(`/business/dashboard?id=${id}`);
    await page.getByRole('heading', { name: 'Your business on its agent page' }).waitFor();
    // The website's contact card, marked as such; nothing guessed for what it did not show.
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+1-802-555-0142');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('hello@brightsmiledental.example');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toContain('214 Willowmere Lane');
    await page.getByTestId('from-website-phone').waitFor();
    await page.getByTestId('from-website-address').waitFor();
    expect(await page.getByLabel('Opening hours', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Short description', { exact: true }).inputValue()).toBe('');

    // A bad value is refused with the field's message and nothing is saved.
    await page.getByLabel('Email', { exact: true }).fill('hello@');
    await page.getByRole('button', { name: 'Save business details' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter an email address, like hello@example.com' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Use the website’s' }).click();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('hello@brightsmiledental.example');

    await page.getByLabel('Short description', { exact: true }).fill(DESCRIPTION);
    await page.getByLabel('Opening hours', { exact: true }).fill('Mon–Thu 8:00–17:00\nFri 8:00–13:00\nSelected Saturdays by appointment');
    await page.getByRole('button', { name: 'Save business details' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Business details saved' }).waitFor();
    await page.getByTestId('from-website-email').waitFor();
    await page.getByRole('heading', { name: 'Your business on its agent page' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'owner-identity-1280-light');
    await shot(page, 'owner-identity-1280-light');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('heading', { name: 'Your business on its agent page' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'owner-identity-360-dark');
    await shot(page, 'owner-identity-360-dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.reload();
    expect(await page.getByLabel('Short description', { exact: true }).inputValue()).toBe(DESCRIPTION);
    expect(await page.getByLabel('Opening hours', { exact: true }).inputValue()).toContain('Fri 8:00–13:00');
  });

  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`shows visitors the business's identity and starter questions, input on the first screen (${width}×${height}, ${colorScheme})`, async () => {
        const { page } = await e.newPage({ viewport: { width, height }, colorScheme });
        await page.goto(agentPage());
        await page.getByRole('heading', { level: 1, name: 'Brightsmile Family Dental' }).waitFor();
        const input = page.getByPlaceholder('Type your message...');
        await input.waitFor();
        const chips = page.getByTestId('starter-questions').getByRole('button');
        await expect.poll(() => chips.count()).toBeGreaterThanOrEqual(3);
        expect(await chips.allTextContents()).toEqual([
          'Where should I park?',
          'What is your cancellation policy?',
          'How can I pay?',
          'Will you remind me about my appointment?',
        ]);
        // The identity: initials on the theme colour (no logo), description, call/email/map links.
        expect(await page.getByTestId('business-description').textContent()).toBe(DESCRIPTION);
        const call = page.getByRole('navigation', { name: 'Contact the business' }).getByRole('link', { name: '+1-802-555-0142' });
        expect(await call.getAttribute('href')).toBe('tel:+18025550142');
        expect(await call.isVisible()).toBe(true);
        expect(await page.locator('a[href^="mailto:hello@brightsmiledental.example"]').count()).toBeGreaterThan(0);
        const map = await page.getByRole('link', { name: 'Open in map' }).getAttribute('href');
        expect(map).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=214%20Willowmere%20Lane/);
        expect(await page.getByTestId('business-details').textContent()).toContain('Selected Saturdays by appointment');

        // Phone first: the whole input is on the first screen, before any scrolling.
        const box = await input.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(height);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await page.getByRole('button', { name: 'Open in New Tab' }).count()).toBe(0);
        await expectAccessible(page, `visitor-identity-${width}-${colorScheme}`);
        await shot(page, `visitor-identity-${width}-${colorScheme}`);

        // A starter question is sent as the visitor's message and answered; the chips then go.
        await chips.filter({ hasText: 'Where should I park?' }).click();
        await expect.poll(() => page.getByTestId('chat-user').first().textContent()).toBe('Where should I park?');
        await expect.poll(() => page.getByTestId('chat-assistant').first().textContent(), { timeout: 20_000 }).toContain('Tanner Street');
        expect(await page.getByTestId('starter-questions').count()).toBe(0);
        await expect.poll(() => input.isDisabled()).toBe(false);
        await expectAccessible(page, `visitor-identity-${width}-${colorScheme}-answered`);
        await shot(page, `visitor-identity-${width}-${colorScheme}-answered`);
        if (width === 360) {
          await page.getByTestId('business-details').scrollIntoViewIfNeeded();
          await shot(page, `visitor-identity-${width}-${colorScheme}-details`);
        }
      });
    }
  }
});
