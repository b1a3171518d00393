import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startE2E, type E2E } from './harness.ts';
import { pathOf, shot, waitForPath } from './helpers.ts';
import { expectAccessible } from './a11y.ts';

let e: E2E;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  e.assertNoConsoleErrors();
});

async function open(opts?: Parameters<E2E['newPage']>[0]): Promise<Page> {
  const { context, page } = await e.newPage(opts);
  contexts.push(context);
  return page;
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('landing page', () => {
  it('shows the header, hero, industries, four feature cards and the footer', async () => {
    const page = await open();
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    await h1.waitFor();
    expect((await h1.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Build Your AI Workforce with Staffwright');

    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Staffwright' }).getAttribute('href')).toBe('/');
    expect(await header.getByRole('link', { name: 'Features', exact: true }).getAttribute('href')).toBe('/features');
    expect(await header.getByRole('link', { name: 'Templates', exact: true }).getAttribute('href')).toBe('/templates');
    expect(await header.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href')).toBe('/auth?mode=login');
    expect(await header.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href')).toBe('/auth?mode=register');
    expect(await header.getByTestId('theme-toggle').isVisible()).toBe(true);
    // On a wide screen the links are in the header itself, not behind a menu button.
    expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/auth?mode=register');
    expect(await main.getByRole('link', { name: 'Browse Templates' }).getAttribute('href')).toBe('/templates');
    await main.getByText('Trusted by businesses across industries').waitFor();
    for (const industry of ['Healthcare', 'Dental', 'Legal', 'HVAC']) {
      expect(
        await main
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${industry}$`) })
          .count(),
        industry,
      ).toBe(1);
    }
    const cards = main.getByRole('heading', { level: 3 });
    const titles = await cards.allTextContents();
    for (const t of ['AI-Powered Staff', 'Smart Communication', 'Team Integration', '24/7 Availability']) expect(titles).toContain(t);

    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Staffwright`);

    await main.getByRole('link', { name: 'Get Started Free' }).click();
    await waitForPath(page, '/auth?mode=register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  });

  it('opens the side panel with the links on a 375 px screen', async () => {
    const page = await open({ viewport: { width: 375, height: 740 } });
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Staffwright' }).waitFor();
    // The header links are hidden; the menu button shows.
    expect(await header.getByRole('link', { name: 'Features', exact: true }).isVisible()).toBe(false);
    expect(await header.getByRole('link', { name: 'Sign In', exact: true }).isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    expect(await menuButton.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.waitFor();
    await page.waitForTimeout(350); // the slide-in transition
    await shot(page, 'mobile-menu-375-light');
    for (const [name, href] of [
      ['Features', '/features'],
      ['Templates', '/templates'],
      ['Sign In', '/auth?mode=login'],
      ['Get Started', '/auth?mode=register'],
    ] as const) {
      const link = panel.getByRole('link', { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      expect(await link.getAttribute('href'), name).toBe(href);
    }
    // Escape closes it and focus returns to the menu button.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // A link in the panel navigates and closes it.
    await menuButton.click();
    await panel.getByRole('link', { name: 'Features', exact: true }).click();
    await waitForPath(page, '/features');
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Everything your AI workforce needs' }).waitFor();
  });
});

describe('first load (DESIGN §7: Lighthouse performance)', () => {
  it('sends the landing page its screen as modulepreloads, its scripts compressed and cached, and a spinner before any script runs', async () => {
    const page = await open();
    type Script = { url: string; bytes: number; encoding: string | undefined; cache: string | undefined; vary: string | undefined };
    const pending: Promise<Script>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && new URL(res.url()).pathname.startsWith('/assets/')) {
        const h = res.headers();
        pending.push(
          res.body().then((b) => ({
            url: res.url(),
            bytes: b.length,
            encoding: h['content-encoding'],
            cache: h['cache-control'],
            vary: h['vary'],
          })),
        );
      }
    });
    const html = await (await page.goto('/'))!.text();
    // The landing screen's chunk is named in the page itself, so it loads alongside the entry.
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/landing-page-[\w-]+\.js">/);
    // Before React runs, #root holds the same spinner React shows while loading.
    expect(html).toMatch(/<div id="root"><div[^>]*><svg role="status" aria-label="Loading"/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const scripts = await Promise.all(pending);
    expect(scripts.length).toBeGreaterThan(1);
    for (const s of scripts) {
      // Files under 1 KB are not worth compressing (the build skips them).
      expect(s.encoding, s.url).toBe(s.bytes < 1024 ? undefined : 'br');
      expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
      expect(s.vary, s.url).toMatch(/accept-encoding/i);
    }
    // The spinner is gone once the page has rendered.
    expect(await page.getByRole('status', { name: 'Loading' }).count()).toBe(0);
    // A client that takes no compression gets the plain file.
    const entry = scripts.find((x) => /\/assets\/index-[\w-]+\.js$/.test(x.url));
    expect(entry?.encoding).toBe('br');
    const plain = await page.request.get(entry!.url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status()).toBe(200);
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await plain.body()).length).toBe(entry!.bytes);
  });

  it('answers /robots.txt with a robots file, not the app', async () => {
    const page = await open();
    const res = await page.request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^User-agent: \*$/m);
  });
});

describe('features page', () => {
  it('shows six cards with three bullets each and a call to action to /auth', async () => {
    const page = await open();
    await page.goto('/features');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const expected = [
      'Advanced AI Technology',
      'Custom Employee Generation',
      'Multi-Channel Support',
      'Enterprise Security',
      'Easy Integration',
      '24/7 Availability',
    ];
    const list = page.getByRole('region', { name: 'Feature list' });
    const cards = list.locator(':scope > ul > li');
    expect(await cards.count()).toBe(6);
    for (let i = 0; i < 6; i++) {
      const card = cards.nth(i);
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(expected[i]);
      expect(await card.locator('ul > li').count(), expected[i]).toBe(3);
    }
    const bullets = (await list.locator('ul ul > li').allTextContents()).join(' | ');
    for (const b of ['Website integration', 'Email support', 'Chat interface', 'API access', 'Webhooks', 'Third-party integrations'])
      expect(bullets).toContain(b);

    const cta = page.getByRole('main').getByRole('link', { name: 'Get Started Now' });
    expect(await cta.getAttribute('href')).toBe('/auth');
    await cta.click();
    await waitForPath(page, '/auth');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  });
});

describe('not-found page', () => {
  it('shows the SPEC texts for an unknown address', async () => {
    const page = await open();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
    expect(pathOf(page)).toBe('/no/such/page');
  });
});

describe('theme', () => {
  it('switches to Dark, remembers it across a reload, and System follows the OS setting', async () => {
    const page = await open({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await isDark(page)).toBe(false);

    await page.getByTestId('theme-toggle').click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => isDark(page)).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await isDark(page)).toBe(true);
    // The choice shows as checked in the menu.
    await page.getByTestId('theme-toggle').click();
    expect(await page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    await shot(page, 'theme-menu-1280-dark');

    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect.poll(() => isDark(page)).toBe(false);

    await page.getByTestId('theme-toggle').click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });

  it('opens the theme menu from the keyboard', async () => {
    const page = await open({ colorScheme: 'light' });
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.getByTestId('theme-toggle').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // The menu is loaded on first use and takes focus a frame after it mounts; a key pressed before
    // that is lost, so wait for the focus rather than counting on timing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menu');
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('Light');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('Dark');
    await page.keyboard.press('Enter');
    await expect.poll(() => isDark(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('theme-toggle');
  });
});

/**
 * Every visitor screen at desktop and phone widths, light and dark: nothing may overflow sideways.
 * With E2E_SHOTS=<dir> the screens are also saved as PNG files there for a human to look at.
 */
/** A full-page PNG, plus the page in screen-high slices when it is narrow (tall pages shrink too much to read). */
async function saveShots(page: Page, base: string, width: number): Promise<void> {
  await page.screenshot({ path: `${base}.png`, fullPage: true });
  if (width > 800) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 1; y < height; y += 900, i++) {
    await page.screenshot({ path: `${base}-part${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(900, height - y) } });
  }
}

describe('layout at 1280 px and 375 px', () => {
  const shots = process.env.E2E_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  const screens = [
    ['landing', '/'],
    ['features', '/features'],
    ['auth-login', '/auth?mode=login'],
    ['auth-register', '/auth?mode=register'],
    ['forgot-password', '/forgot-password'],
    ['reset-password', '/reset-password?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['not-found', '/nope'],
  ] as const;
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      it(`${scheme} ${width}px`, async () => {
        const page = await open({ viewport: { width, height: width > 800 ? 800 : 740 }, colorScheme: scheme });
        for (const [name, path] of screens) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          expect(await isDark(page), name).toBe(scheme === 'dark');
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${name} overflows sideways by ${overflow}px`).toBeLessThanOrEqual(0);
          await expectAccessible(page, `${name} ${width}px ${scheme}`);
          if (shots) await saveShots(page, `${shots}/${name}-${width}-${scheme}`, width);
          if (width < 800) {
            // The narrowest phones we support.
            await page.setViewportSize({ width: 360, height: 740 });
            const narrow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(narrow, `${name} overflows sideways at 360px by ${narrow}px`).toBeLessThanOrEqual(0);
            await page.setViewportSize({ width, height: 740 });
          }
        }
      });
    }
  }
});
