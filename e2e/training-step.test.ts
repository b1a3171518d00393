import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';

const doc = (name: string) => ({ name, mimeType: '', buffer: readFileSync(fileURLToPath(new URL(`../test/fixtures/documents/${name}`, import.meta.url))) });

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

it('uploads several files at once on the onboarding training step, skipping the invalid one', async () => {
  const { context, page } = await e.newPage();
  await signUpViaApi(e, context);
  await page.goto('/onboarding');
  await page.getByLabel('Business name').fill('Brightsmile Family Dental');
  await page.getByLabel('Website').fill('https://brightsmile.example');
  await page.getByLabel('Industry').click();
  await page.getByRole('option', { name: 'Dental' }).click();
  await page.getByLabel('Agent name').fill('Zoë');
  await page.getByLabel('Agent title').fill('Receptionist');
  await page.getByRole('button', { name: 'Create Business' }).click();
  await page.getByRole('heading', { name: 'Train your agent' }).waitFor();

  // The crawl form validates its address.
  await page.getByLabel('Website address').fill('not a url');
  await page.getByRole('button', { name: 'Train on website' }).click();
  await page.getByText('Please enter a valid URL').waitFor();

  await page.getByTestId('file-input').setInputFiles([
    doc('faq.txt'),
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ not a document') },
    doc('insurance-policy.pdf'),
    doc('price-list.csv'),
  ]);
  await page.getByTestId('toast').getByText('Invalid file type').waitFor();
  expect(await page.getByText('Supported formats: TXT, RTF, PDF, DOC, DOCX, ODT, MD, CSV', { exact: false }).first().isVisible()).toBe(true);
  await page.getByText('Processing files...').waitFor();
  await page.getByText('Processing complete').waitFor({ timeout: 30_000 });
  expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

  const cards = page.getByTestId('file-card');
  expect(await cards.count()).toBe(3);
  const faq = cards.filter({ hasText: 'faq.txt' });
  expect(await faq.textContent()).toMatch(/txt · 1\.\d KB · modified/i);
  expect(await faq.getByTestId('file-preview').textContent()).toContain('FREQUENTLY ASKED QUESTIONS');
  // Previews only for text files.
  expect(await cards.filter({ hasText: 'insurance-policy.pdf' }).getByTestId('file-preview').count()).toBe(0);

  await faq.getByRole('button', { name: 'Summarize' }).click();
  await page.getByTestId('toast').getByText('Summary generated successfully').waitFor();
  expect((await faq.getByTestId('file-summary').textContent())!.length).toBeGreaterThan(30);

  await cards.filter({ hasText: 'price-list.csv' }).getByRole('button', { name: /Remove/ }).click();
  await expect.poll(() => cards.count()).toBe(2);

  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL('**/dashboard');
});

it('refuses a file over 5 MB on the client with the §8 message', async () => {
  const { context, page } = await e.newPage();
  await signUpViaApi(e, context);
  const id = (await (await context.request.post('/api/business', { data: { name: 'Big Files', website: 'https://big.example', industry: 'other', agentName: 'Al', agentTitle: 'Helper' }, headers: { origin: e.baseUrl } })).json()).id;
  await page.goto(`/business/dashboard?id=${id}`);
  await page.getByTestId('file-input').setInputFiles([{ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(6 * 1024 * 1024, 'a') }]);
  await page.getByTestId('toast').getByText('File too large').waitFor();
  expect(await page.getByTestId('toast').first().textContent()).toContain('File size (6.0MB) exceeds the 5MB limit');
});
