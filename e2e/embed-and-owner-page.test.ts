import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';

const FAQ = readFileSync(fileURLToPath(new URL('../test/fixtures/documents/faq.txt', import.meta.url)));
const profile = {
  agentBio: 'Zoë welcomes patients.',
  agentSkills: ['Scheduling'],
  agentResponsibilities: ['Answer questions'],
  agentExperience: 'Years at the desk.',
  agentTools: ['Phone'],
};

let e: E2E;
let site: Server;
let siteOrigin: string;
let businessId: number;

beforeAll(async () => {
  e = await startE2E();
  // Somebody's own website, on another origin, with the snippet the owner copied.
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><html><head><title>Clinic site</title></head><body><h1>Our clinic</h1>
      <script src="${e.baseUrl}/widget.js" data-business="${businessId}" async></script></body></html>`);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', () => r()));
  siteOrigin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
});
afterAll(async () => {
  await e?.close();
  await new Promise((r) => site?.close(r));
});
afterEach(() => e.assertNoConsoleErrors());

describe("the owner's business page and the embeddable widget", () => {
  it('shows conversations, unanswered questions, sources and the snippet; the allow-list governs embedding', async () => {
    const { context, page } = await e.newPage();
    await signUpViaApi(e, context);
    const h = { origin: e.baseUrl };
    businessId = (
      await (
        await context.request.post('/api/business', {
          data: {
            name: 'Embed Dental',
            website: 'https://embed.example',
            industry: 'dental',
            agentName: 'Zoë',
            agentTitle: 'Receptionist',
          },
          headers: h,
        })
      ).json()
    ).id;
    await context.request.post(`/api/training-data/${businessId}/file`, {
      multipart: { file: { name: 'faq.txt', mimeType: 'text/plain', buffer: FAQ } },
      headers: h,
    });
    expect(
      (
        await context.request.post(`/api/business/${businessId}/setup`, {
          data: { ...profile, subdomain: `embed-${businessId}` },
          headers: h,
        })
      ).status(),
    ).toBe(200);

    // A visitor on the owner's site, before the site is allowed: the browser refuses to frame the chat.
    const visitor = await e.newPage();
    await visitor.page.goto(siteOrigin);
    await visitor.page.getByRole('button', { name: 'Open chat' }).click();
    await expect.poll(() => e.errors.some((x) => /frame-ancestors|Refused to frame/.test(x))).toBe(true);
    e.errors.splice(0);

    // The owner allows the site on the business page and copies the snippet.
    await page.goto(`/business/dashboard?id=${businessId}`);
    await page.getByRole('heading', { name: 'Embed Dental' }).waitFor();
    expect(await page.getByTestId('embed-snippet').textContent()).toContain(`data-business="${businessId}"`);
    expect(await page.getByTestId('sources').textContent()).toContain('faq.txt');
    await page.getByLabel('Allowed sites (one per line)').fill(`${siteOrigin}/some/page`);
    await page.getByRole('button', { name: 'Save allowed sites' }).click();
    await page.getByTestId('toast').getByText('Allowed sites saved').waitFor();

    // Now the chat works on that site.
    const allowed = await e.newPage();
    await allowed.page.goto(siteOrigin);
    await allowed.page.getByRole('button', { name: 'Open chat' }).click();
    const chat = allowed.page.frameLocator('iframe[title="Chat"]');
    await chat.getByText("Hi! I'm Zoë. How can I assist you today?").waitFor();
    await chat.getByPlaceholder('Type your message...').fill('Is there wifi? what is the password');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => chat.getByTestId('chat-assistant').first().textContent()).toContain('flossboss22');
    await chat.getByPlaceholder('Type your message...').fill('Do you offer laser tattoo removal?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => chat.getByTestId('chat-assistant').count()).toBe(2);
    // The turn is stored when its stream ends, which is when the input comes back.
    await expect.poll(() => chat.getByPlaceholder('Type your message...').isDisabled()).toBe(false);

    // The owner sees the transcript and the question the agent could not answer.
    await page.reload();
    await page.getByTestId('transcript').first().click();
    expect(await page.getByTestId('transcript').first().textContent()).toContain('flossboss22');
    expect(await page.getByTestId('unanswered').textContent()).toContain('laser tattoo removal');
    await expectAccessible(page, 'business page with conversations');
  });

  it('renders HTML in messages and documents as inert text in the owner transcript', async () => {
    const { context, page } = await e.newPage();
    await signUpViaApi(e, context);
    const h = { origin: e.baseUrl };
    const id = (
      await (
        await context.request.post('/api/business', {
          data: { name: 'Inert Co', website: 'https://inert.example', industry: 'other', agentName: 'Al', agentTitle: 'Helper' },
          headers: h,
        })
      ).json()
    ).id;
    const doc = Buffer.from(
      'Opening hours: our office opens at <img src=x onerror="window.__xss=1"> nine o\'clock. <a href="javascript:window.__xss=2">Click</a> for hours.',
    );
    await context.request.post(`/api/training-data/${id}/file`, {
      multipart: { file: { name: 'hours.txt', mimeType: 'text/plain', buffer: doc } },
      headers: h,
    });
    await context.request.post(`/api/business/${id}/setup`, { data: { ...profile, subdomain: `inert-${id}` }, headers: h });
    const v = (await (await context.request.post(`/api/chat/${id}/visitor`)).json()).visitorId;
    await context.request.post(`/api/chat/${id}`, {
      data: { message: 'When does the office open? <script>window.__xss=3</script>', visitorId: v },
    });
    await page.goto(`/business/dashboard?id=${id}`);
    await page.getByTestId('transcript').first().click();
    const text = await page.getByTestId('transcript').first().textContent();
    expect(text).toContain('<script>window.__xss=3</script>');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('[data-testid="transcript"] img, [data-testid="transcript"] script, a[href^="javascript:"]').count()).toBe(0);
  });
});
