import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { shot } from './helpers.ts';

const FAQ = readFileSync(fileURLToPath(new URL('../test/fixtures/documents/faq.txt', import.meta.url)));

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

async function createBusiness(request: APIRequestContext, name: string) {
  const res = await request.post('/api/business', {
    data: {
      name,
      website: 'https://brightsmile.example',
      industry: 'dental',
      agentName: 'Zoë Marchetti',
      agentTitle: 'Front Desk Coordinator',
    },
    headers: { origin: e.baseUrl },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

async function uploadFile(request: APIRequestContext, businessId: number, name: string, buffer: Buffer) {
  const res = await request.post(`/api/training-data/${businessId}/file`, {
    multipart: { file: { name, mimeType: 'text/plain', buffer } },
    headers: { origin: e.baseUrl },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Records every toast title in the order they appear, across the page's life. */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement) {
            const toast = n.matches('[data-testid="toast"]') ? n : n.querySelector('[data-testid="toast"]');
            const title = toast?.querySelector('div > div')?.textContent;
            if (title) seen.push(title);
          }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

describe('Complete Setup and the agent page', () => {
  let subdomain = '';

  it('walks a new business from empty fields to /agent-profile with the five generation toasts in order', async () => {
    const { context, page } = await e.newPage();
    await signUpViaApi(e, context);
    await context.addInitScript(() => {
      try {
        localStorage.setItem('hasSeenTutorial', 'true');
      } catch {
        /* about:blank */
      }
    });
    const { id } = await createBusiness(context.request, 'Brightsmile Family Dental');
    await uploadFile(context.request, id, 'faq.txt', FAQ);
    const toasts = await recordToasts(page);

    await page.goto(`/business-setup/${id}`);
    for (const title of ['Domain Setup', 'Agent Profile', 'Chat Interface', 'Training Data (Optional)'])
      await page.getByText(title, { exact: true }).waitFor();
    const expected = [
      'Generated Bio successfully',
      'Generated Skills successfully',
      'Generated Responsibilities successfully',
      'Generated Experience successfully',
      'Generated Tools & Software successfully',
    ];
    await expect.poll(async () => (await toasts()).filter((t) => t.startsWith('Generated')), { timeout: 20_000 }).toEqual(expected);
    expect((await page.getByLabel('Bio').inputValue()).length).toBeGreaterThan(40);
    expect(await page.getByLabel('Skills').inputValue()).toContain(',');
    subdomain = await page.getByLabel('Subdomain').inputValue();
    expect(subdomain).toMatch(/^[a-z0-9-]{3,}$/);
    expect(await page.getByTestId('subdomain-preview').textContent()).toContain(`${subdomain}.staffwright.localhost`);
    // Plain words for owners, no internals (issue 18).
    expect(await page.getByTestId('engine-label').textContent()).toBe('Answers come from your website and documents.');

    // The button is disabled with no subdomain.
    await page.getByLabel('Subdomain').fill('');
    expect(await page.getByRole('button', { name: 'Complete Setup' }).isDisabled()).toBe(true);
    await page.getByLabel('Subdomain').fill(subdomain);

    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL('**/agent-profile');
    // The toast renders after the navigation starts.
    await expect.poll(toasts).toContain('Business setup completed successfully');
    await page.getByRole('heading', { name: 'Brightsmile Family Dental' }).waitFor();
    await page.getByText('About Zoë Marchetti').waitFor();
    expect(await page.getByText("Hi! I'm Zoë Marchetti. How can I assist you today?").isVisible()).toBe(true);
    expect(await page.getByText('Skills & Expertise').isVisible()).toBe(true);
  });

  it('shows the invalid-id rules', async () => {
    const { context, page } = await e.newPage();
    await signUpViaApi(e, context);
    await page.goto('/business-setup/abc');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('toast').getByText('Invalid business ID', { exact: true }).waitFor();
    await page.goto('/business-setup/0');
    await page.getByTestId('toast').getByText('Invalid business ID provided').waitFor();
    expect(await page.getByText('Domain Setup').count()).toBe(0);
  });

  it('lets an anonymous visitor chat on the subdomain host, with sources, inert HTML and history kept', async () => {
    expect(subdomain).not.toBe('');
    const { page } = await e.newPage();
    const agentUrl = `http://${subdomain}.staffwright.localhost:${e.port}/agent-profile`;
    await page.goto(agentUrl);
    await page.getByRole('heading', { name: 'Brightsmile Family Dental' }).waitFor();
    await page.getByText("Hi! I'm Zoë Marchetti. How can I assist you today?").waitFor();
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).count()).toBe(0);
    const input = page.getByPlaceholder('Type your message...');

    await input.fill('where do i park when i come in?');
    await page.getByRole('button', { name: 'Send message' }).click();
    // The question shows at once and the form is locked while the answer comes.
    await page.getByTestId('chat-user').first().waitFor();
    await expect.poll(() => page.getByTestId('chat-assistant').first().textContent()).toContain('Tanner Street');
    expect(await page.getByTestId('chat-sources').first().textContent()).toContain('faq.txt');
    expect(await input.inputValue()).toBe('');

    const hostile = '<img src=x onerror="window.__xss=1"> [x](javascript:window.__xss=2)';
    await input.fill(hostile);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByTestId('chat-assistant').count()).toBe(2);
    expect(await page.getByTestId('chat-user').nth(1).textContent()).toBe(hostile);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('[data-testid="chat-messages"] img').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);

    // Reload only once the second answer has finished streaming (and has been stored).
    await expect.poll(() => input.isDisabled()).toBe(false);
    await page.reload();
    await expect.poll(() => page.getByTestId('chat-user').count()).toBe(2);
    expect(await page.getByTestId('chat-assistant').first().textContent()).toContain('Tanner Street');
  });

  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`shows visitors the chat without scrolling and no owner controls (${width}×${height}, ${colorScheme})`, async () => {
        const { page } = await e.newPage({ viewport: { width, height }, colorScheme });
        await page.goto(`http://${subdomain}.staffwright.localhost:${e.port}/agent-profile`);
        const input = page.getByPlaceholder('Type your message...');
        await input.waitFor();
        const box = await input.boundingBox();
        expect(box).not.toBeNull();
        // The whole input is on the first screen, before any scrolling.
        expect(box!.y + box!.height).toBeLessThanOrEqual(height);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(await page.getByRole('button', { name: 'Open in New Tab' }).count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Back to Dashboard' }).count()).toBe(0);
        // The profile is still there, below the chat on a phone, beside it on a large screen.
        await page.getByRole('heading', { name: /^About / }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page, `visitor-page-${width}-${colorScheme}`);
        await shot(page, `visitor-page-${width}-${colorScheme}`);
      });
    }
  }

  it('disables the input and button while an answer is being sent', async () => {
    const { page } = await e.newPage();
    // Hold the answer until the sending state has been seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/stream', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`http://${subdomain}.staffwright.localhost:${e.port}/agent-profile`);
    const input = page.getByPlaceholder('Type your message...');
    await input.fill('What is the wifi password?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status', { name: 'Sending' }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByTestId('chat-assistant').first().textContent()).toContain('flossboss22');
    // The answer's text streams in before the stream's end re-enables the input.
    await expect.poll(() => input.isDisabled()).toBe(false);
  });
});
