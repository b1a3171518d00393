import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2E } from './harness.ts';

/** How many mails to `to` whose subject matches have arrived so far. */
export function mailCount(e: E2E, to: string, subject: RegExp): number {
  return e.smtp.mails.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject)).length;
}

/** Waits until the `n`-th such mail has arrived and returns the link in it (the newest link is the valid one). */
export async function nthMailLink(e: E2E, to: string, subject: RegExp, n: number, pathPart: string): Promise<string> {
  await expect.poll(() => mailCount(e, to, subject), { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
  const mail = e.smtp.mails.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject))[n - 1]!;
  const m = mail.text.match(new RegExp(`https?://\\S*${pathPart}\\S*`));
  if (!m) throw new Error(`no ${pathPart} link in mail:\n${mail.text}`);
  return m[0];
}

/** The toast whose text contains `title` (and `description`, when given). */
export function toastWith(page: Page, title: string, description?: string) {
  let t = page.getByTestId('toast').filter({ hasText: title });
  if (description) t = t.filter({ hasText: description });
  return t;
}

/** The pathname + search of the page, e.g. "/auth?mode=login". */
export function pathOf(page: Page): string {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(path);
}

/** Signs in through the form. */
export async function signIn(page: Page, acct: { username: string; password: string }): Promise<void> {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Username').fill(acct.username);
  await page.getByLabel('Password').fill(acct.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** With E2E_SHOTS=<dir> set, saves a screenshot there for a human to look at; otherwise does nothing. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png` });
}

/** What an owner fills in to create a business, and the profile Complete Setup publishes. */
export interface BusinessFixture {
  business: { name: string; website: string; industry: string; agentName: string; agentTitle: string };
  profile: { agentBio: string; agentSkills: string[]; agentResponsibilities: string[]; agentExperience: string; agentTools: string[] };
  /** Text documents to train on, by file name. */
  files?: Record<string, string>;
}

/** A small bakery whose one document answers hours and cake notice, and nothing about bread. */
export const BAKERY: BusinessFixture = {
  business: {
    name: 'Harbour Light Bakery',
    website: 'https://harbour.example',
    industry: 'other',
    agentName: 'Mia',
    agentTitle: 'Counter Assistant',
  },
  profile: {
    agentBio: 'Mia helps customers of Harbour Light Bakery.',
    agentSkills: ['Orders'],
    agentResponsibilities: ['Answer questions'],
    agentExperience: 'Years at the counter.',
    agentTools: ['Phone'],
  },
  files: {
    'about.txt': `Harbour Light Bakery
Opening hours: Tuesday to Sunday, 7 am to 3 pm. Closed on Mondays.
Custom cakes need at least 7 days' notice and a $40 deposit.`,
  },
};

/**
 * Through the API, as the signed-in owner of `context`: creates the business, uploads its files and
 * publishes it on `{prefix}-{id}`. Returns its id and subdomain.
 */
export async function publishedBusiness(
  e: E2E,
  context: BrowserContext,
  fixture: BusinessFixture,
  prefix: string,
): Promise<{ id: number; subdomain: string }> {
  const headers = { origin: e.baseUrl };
  const created = await context.request.post('/api/business', { data: fixture.business, headers });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  for (const [name, text] of Object.entries(fixture.files ?? {})) {
    const res = await context.request.post(`/api/training-data/${id}/file`, {
      multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
      headers,
    });
    expect(res.status()).toBe(201);
  }
  const subdomain = `${prefix}-${id}`;
  const setup = await context.request.post(`/api/business/${id}/setup`, { data: { ...fixture.profile, subdomain }, headers });
  expect(setup.status()).toBe(200);
  return { id, subdomain };
}
