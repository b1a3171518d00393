/**
 * Issue 18, part 8 (and part 5's phone layout): the whole way from the landing page to a visitor's
 * answer with the keyboard alone, every stop showing where focus is; and Complete Setup at 360 px.
 * The other screens' axe checks sit in their own test files (e2e/a11y.ts).
 */
import { fileURLToPath } from 'node:url';
import type { FileChooser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y.ts';
import { signUpViaApi, startE2E, uniqueAccount, type E2E } from './harness.ts';
import { pathOf, shot, waitForPath } from './helpers.ts';

const FAQ = fileURLToPath(new URL('../test/fixtures/documents/faq.txt', import.meta.url));

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

interface Focused {
  /** What a person would call it: aria-label, its label's text, its own text, or its placeholder. */
  name: string;
  tag: string;
  /** An outline or the theme's focus ring is drawn around it. */
  indicated: boolean;
  /** It has a size and lies (at least partly) inside the viewport after the browser scrolled to it. */
  onScreen: boolean;
}

/** The focused element, described; null when focus is on the body (nothing). */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const cs = getComputedStyle(el);
    const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1;
    // The ring utilities draw a box-shadow (the theme's --ring colour, or the text's on a toast).
    const ring = cs.boxShadow
      .split(/,(?![^(]*\))/)
      .some((part) => !/rgba\([^)]*,\s*0\)/.test(part) && /[1-9][\d.]*px/.test(part.replace(/rgba?\([^)]*\)/, '')));
    const r = el.getBoundingClientRect();
    const input = el as HTMLInputElement;
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80);
    return {
      name: el.getAttribute('aria-label') || input.labels?.[0]?.textContent?.trim() || text || input.placeholder || '',
      tag: el.tagName.toLowerCase() + (input.type ? `[${input.type}]` : ''),
      indicated: outline || ring,
      onScreen: r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, checking at every stop on
 * the way that focus is visible and on screen. Fails naming the stops when it is never reached.
 */
async function tabTo(page: Page, name: RegExp, opts: { back?: boolean; max?: number } = {}): Promise<Focused> {
  const stops: string[] = [];
  for (let i = 0; i < (opts.max ?? 80); i++) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (!f) {
      stops.push('(body)');
      continue;
    }
    stops.push(`${f.tag} "${f.name}"`);
    expect(f.indicated, `focus is not visible on ${f.tag} "${f.name}" (${pathOf(page)})`).toBe(true);
    expect(f.onScreen, `focused ${f.tag} "${f.name}" is off screen (${pathOf(page)})`).toBe(true);
    if (name.test(f.name)) return f;
  }
  throw new Error(`${name} was never focused on ${pathOf(page)}; the stops were:\n${stops.join('\n')}`);
}

describe('keyboard only', () => {
  it('goes from the landing page through register, verify, onboarding, setup and publish to a visitor’s answer', async () => {
    const { page } = await e.newPage();
    const acct = uniqueAccount('keys');
    // Listening from the start: Chromium's file picker is answered by the test, never left open.
    const choosers: FileChooser[] = [];
    page.on('filechooser', (c) => choosers.push(c));

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, 'landing');
    // The skip link comes first and lands on the page's content.
    await tabTo(page, /^Skip to content$/, { max: 1 });
    await tabTo(page, /^Get Started$/);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/auth?mode=register');
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await expectAccessible(page, 'register');

    await tabTo(page, /^Username$/);
    await page.keyboard.type(acct.username);
    await tabTo(page, /^Email$/, { max: 1 });
    await page.keyboard.type(acct.email);
    await tabTo(page, /^Password$/, { max: 1 });
    await page.keyboard.type(acct.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/onboarding');

    // The address is verified through the mailed link (opened from the mail, not from the page).
    await page.goto(await e.mailLink(acct.email, /Verify your email/, '/verify-email'));
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Add your business' }).waitFor();
    await expectAccessible(page, 'onboarding');

    await tabTo(page, /^Business name$/);
    await page.keyboard.type('Keyboard Dental');
    await tabTo(page, /^Website$/, { max: 1 });
    await page.keyboard.type('https://keyboard.example');
    await tabTo(page, /^Industry$/, { max: 1 });
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Dental' }).waitFor();
    // Arrow keys move through the options, Enter chooses one.
    for (
      let i = 0;
      i < 30 &&
      (await page
        .locator('[role="option"][data-highlighted]')
        .textContent()
        .catch(() => '')) !== 'Dental';
      i++
    )
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Industry').textContent()).toContain('Dental');
    await tabTo(page, /^Agent name$/);
    await page.keyboard.type('Kay');
    await tabTo(page, /^Agent title$/, { max: 1 });
    await page.keyboard.type('Receptionist');
    await tabTo(page, /^Create Business$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Train your agent' }).waitFor();
    await expectAccessible(page, 'training step');

    // The drop zone's 'choose files' opens the system's file picker, which the test answers.
    await tabTo(page, /^choose files$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => choosers.length).toBe(1);
    await choosers[0]!.setFiles(FAQ);
    await page.getByText('Processing complete').waitFor({ timeout: 30_000 });
    await tabTo(page, /^Finish$/);
    await page.keyboard.press('Enter');
    await waitForPath(page, '/dashboard');

    // The first visit's tour holds the focus until it is finished or skipped. It puts the focus on
    // its Next button itself, 100 ms after it opens; tabbing before that would race the tour.
    await page.getByRole('button', { name: 'Skip' }).waitFor();
    await expect.poll(async () => (await focused(page))?.name).toMatch(/^Next \(1 of 5\)$/);
    await tabTo(page, /^Skip$/);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Skip' }).waitFor({ state: 'detached' });
    await expectAccessible(page, 'dashboard');
    await tabTo(page, /^Complete Setup$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/business-setup/*');
    await page.getByText('Domain Setup', { exact: true }).waitFor();
    // Wait for the suggestions and the five generated fields.
    await expect.poll(() => page.getByLabel('Tools & Software').inputValue(), { timeout: 30_000 }).not.toBe('');
    await expect.poll(() => page.getByTestId('busy-overlay').count()).toBe(0);
    await expectAccessible(page, 'setup');
    // From the top: the skip link passes the sidebar and lands in the form.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, /^Skip to content$/, { max: 3 });
    await page.keyboard.press('Enter');
    await tabTo(page, /^Reload Suggestions$/, { max: 1 });
    await tabTo(page, /^Complete Setup$/, { max: 120 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/agent-profile');
    await page.getByRole('heading', { name: 'Keyboard Dental' }).waitFor();
    await expectAccessible(page, "the owner's agent page");

    // The visitor's side: the public page, the question typed and sent with Enter.
    const [business] = (await (await page.context().request.get('/api/business')).json()) as { subdomain: string }[];
    const visitor = (await e.newPage()).page;
    await visitor.goto(`http://${business!.subdomain}.staffwright.localhost:${e.port}/agent-profile`);
    await visitor.getByPlaceholder('Type your message...').waitFor();
    await tabTo(visitor, /^Message$/);
    await visitor.keyboard.type('where do i park when i come in?');
    await visitor.keyboard.press('Enter');
    await expect.poll(() => visitor.getByTestId('chat-assistant').first().textContent()).toContain('Tanner Street');
    await expect.poll(() => visitor.getByPlaceholder('Type your message...').isDisabled()).toBe(false);
    await expectAccessible(visitor, 'the public agent page after an answer');
  });
});

describe('Complete Setup on a phone (360×740)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no sideways scrolling, roomy controls and no axe violations (${colorScheme})`, async () => {
      const { context, page } = await e.newPage({ viewport: { width: 360, height: 740 }, colorScheme });
      await signUpViaApi(e, context);
      await context.addInitScript(() => {
        try {
          localStorage.setItem('hasSeenTutorial', 'true');
        } catch {
          /* about:blank */
        }
      });
      const res = await context.request.post('/api/business', {
        data: {
          name: 'Brightsmile Family Dental and Orthodontics',
          website: 'https://brightsmile.example',
          industry: 'dental',
          agentName: 'Zoë Marchetti',
          agentTitle: 'Front Desk Coordinator',
        },
        headers: { origin: e.baseUrl },
      });
      expect(res.status()).toBe(201);
      const { id } = (await res.json()) as { id: number };
      await page.goto(`/business-setup/${id}`);
      await page.getByText('Domain Setup', { exact: true }).waitFor();
      await expect.poll(() => page.getByLabel('Tools & Software').inputValue(), { timeout: 30_000 }).not.toBe('');
      await expect.poll(() => page.getByTestId('busy-overlay').count()).toBe(0);
      // The longest subdomain allowed still fits.
      await page.getByLabel('Subdomain').fill('a'.repeat(63));

      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
      // Every control is at least 24 px high and wide (WCAG 2.2 target size) and lies inside the screen.
      const cramped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main button, main input, main textarea, main [role="combobox"], main a')]
          .filter((el) => el.offsetParent !== null && !(el instanceof HTMLInputElement && el.type === 'file'))
          // A radio's target is its whole label.
          .map((el) => ({
            el,
            r: (el instanceof HTMLInputElement && el.type === 'radio' ? (el.closest('label') ?? el) : el).getBoundingClientRect(),
          }))
          .filter(({ r }) => r.height < 24 || r.width < 24 || r.left < 0 || r.right > 360)
          .map(
            ({ el, r }) =>
              `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" ${Math.round(r.width)}×${Math.round(r.height)} at x=${Math.round(r.left)}`,
          ),
      );
      expect(cramped).toEqual([]);
      await expectAccessible(page, `setup at 360 (${colorScheme})`);

      // Screens a person scrolls through, top to bottom, once the generation toasts have gone.
      await expect.poll(() => page.getByTestId('toast').count(), { timeout: 15_000 }).toBe(0);
      const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
      for (let y = 0, n = 1; y < height; y += 700, n++) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await shot(page, `setup-360-${colorScheme}-${n}`);
      }
    });
  }
});
