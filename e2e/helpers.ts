import type { Page } from 'playwright-core';
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
