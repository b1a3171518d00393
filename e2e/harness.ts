import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createTestDatabase } from '../apps/server/test/db.ts';
import { linkIn, startSmtpServer } from '../apps/server/test/smtp.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

const WEB_DIST = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface PageErrors {
  list: string[];
}

/**
 * One real server (built SPA + API on a fresh database), one SMTP sink and one Chromium for a test
 * file. Every page it opens records console errors; `assertNoConsoleErrors` fails the test on any.
 */
export async function startE2E(env: Record<string, string> = {}) {
  const smtp = await startSmtpServer();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    APP_URL: baseUrl,
    SMTP_URL: smtp.url,
    // A file's tests sign up more accounts from 127.0.0.1 than production allows an hour (decision 022).
    SIGNUPS_PER_IP_PER_HOUR: '100000',
    SIGNUPS_PER_DOMAIN_PER_HOUR: '100000',
    ...env,
  });
  // A private copy of the built app: a rebuild while the suite runs can't swap files under it.
  const webDist = mkdtempSync(path.join(tmpdir(), 'sw-web-'));
  cpSync(WEB_DIST, webDist, { recursive: true });
  const app = await buildApp({ config, database, webDist, logger: false });
  await app.listen({ host: '127.0.0.1', port });
  const browser: Browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const errors: string[] = [];

  function watch(page: Page): Page {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // Chromium logs every 4xx answer as "Failed to load resource"; those are expected outcomes the
      // spec defines (401 on /api/user for visitors, 401 for a wrong password…), not app errors.
      // A 5xx is caught below from the response itself.
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) return;
      errors.push(`console: ${msg.text()} (${page.url()})`);
    });
    page.on('response', (res) => {
      if (res.status() >= 500) errors.push(`server error: ${res.status()} ${res.request().method()} ${res.url()}`);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message} (${page.url()})`));
    return page;
  }

  return {
    app,
    db: database.db,
    baseUrl,
    port,
    smtp,
    browser,
    errors,
    /** A fresh browser profile (cookies, local storage) with one page. */
    async newPage(
      opts: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: opts.viewport ?? { width: 1280, height: 800 },
        colorScheme: opts.colorScheme ?? 'light',
      });
      context.on('page', watch);
      const page = watch(await context.newPage());
      return { context, page };
    },
    /** The link of the newest mail to `to` whose subject matches. */
    async mailLink(to: string, subject: RegExp, pathPart: string): Promise<string> {
      const mail = await smtp.waitFor(to, subject);
      return linkIn(mail.text, pathPart);
    },
    assertNoConsoleErrors() {
      const found = errors.splice(0);
      expect(found, 'console errors in the browser').toEqual([]);
    },
    async close() {
      await browser.close().catch(() => {});
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

export type E2E = Awaited<ReturnType<typeof startE2E>>;

let seq = 0;
export function uniqueAccount(prefix = 'e2e') {
  seq += 1;
  const id = `${prefix}${Date.now().toString(36)}${seq}`;
  return { username: id, email: `${id}@example.test`, password: 'e2e-password-1' };
}

/** Registers through the UI-facing API and verifies the address through the mailed link. */
export async function registerVerified(e: E2E, page: Page, acct = uniqueAccount()) {
  await page.goto('/auth?mode=register');
  await page.getByLabel('Username').fill(acct.username);
  await page.getByLabel('Email').fill(acct.email);
  await page.getByLabel('Password').fill(acct.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/onboarding');
  const link = await e.mailLink(acct.email, /Verify your email/, '/verify-email');
  await page.goto(link);
  await page.waitForURL('**/onboarding');
  return acct;
}

/**
 * A signed-in, verified user in `context` without going through the auth screens (those have their
 * own tests): the API calls share the context's cookie jar, the link comes from the real mail.
 */
export async function signUpViaApi(e: E2E, context: BrowserContext, acct = uniqueAccount()) {
  const headers = { origin: e.baseUrl };
  const res = await context.request.post('/api/register', { data: acct, headers });
  expect(res.status()).toBe(201);
  const link = await e.mailLink(acct.email, /Verify your email/, '/verify-email');
  const token = new URL(link).searchParams.get('token');
  const verified = await context.request.post('/api/verify-email', { data: { token }, headers });
  expect(verified.status()).toBe(200);
  return { ...acct, id: ((await res.json()) as { user: { id: number } }).user.id };
}
