import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { businesses, templates, trainingSources } from '../apps/server/src/db/schema.ts';
import { signUpViaApi, startE2E, uniqueAccount, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { pathOf, shot, toastWith, waitForPath } from './helpers.ts';

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

function skipTutorial(context: BrowserContext) {
  return context.addInitScript(() => {
    try {
      localStorage.setItem('hasSeenTutorial', 'true');
    } catch {
      // about:blank has no storage
    }
  });
}

/** A signed-in, verified owner. */
async function ownerPage(opts: Parameters<E2E['newPage']>[0] = {}) {
  const { context, page } = await e.newPage(opts);
  const acct = await signUpViaApi(e, context);
  await skipTutorial(context);
  return { context, page, acct };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

async function optionsOf(page: Page, label: string): Promise<string[]> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option').first().waitFor();
  const names = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
  return names;
}

const cards = (page: Page) => page.getByTestId('template-card');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Holds GET /api/templates answers until release() is called. */
async function holdTemplateLists(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const calls: string[] = [];
  await page.route('**/api/templates?*', async (route: Route) => {
    calls.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { release, calls };
}

describe('templates page', () => {
  it('cascades Industry → Category → Job Title and clears them by the §4 rules', async () => {
    const { page } = await e.newPage();
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/templates?')) requests.push(r.url());
    });
    await page.goto('/templates');
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Select Your Requirements' }).waitFor();
    // Visitors get the site header.
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Category', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Job Title', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Sort By', { exact: true }).textContent()).toContain('Most Popular');
    expect(await optionsOf(page, 'Sort By')).toEqual(['Most Popular', 'Recently Added', 'Most Liked']);
    // Nothing loads before an industry is chosen.
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    expect(await cards(page).count()).toBe(0);

    expect(await optionsOf(page, 'Industry')).toEqual(['Dental', 'HVAC', 'Medical', 'Legal', 'Technology & IT']);
    await choose(page, 'Industry', 'Dental');
    await page.getByLabel('Category', { exact: true }).waitFor();
    expect(await page.getByLabel('Job Title', { exact: true }).count()).toBe(0);
    const dentalCategories = await optionsOf(page, 'Category');
    expect(dentalCategories).toContain('Receptionist');
    expect(dentalCategories).not.toContain('Reception Desk');

    await choose(page, 'Category', 'Receptionist');
    await page.getByLabel('Job Title', { exact: true }).waitFor();
    expect(await optionsOf(page, 'Job Title')).toEqual([
      'All job titles',
      'Dental Office Receptionist',
      'Dental Front Desk Coordinator',
      'Pediatric Dental Receptionist',
      'Orthodontic Office Receptionist',
      'Bilingual Dental Receptionist',
    ]);
    await choose(page, 'Job Title', 'Dental Office Receptionist');
    await card(page, 'Dental Office Receptionist').waitFor();
    expect(await cards(page).count()).toBe(1);
    expect(pathOf(page)).toBe('/templates?industry=dental&category=receptionist&jobTitle=Dental+Office+Receptionist');

    // Changing category clears the job title.
    await choose(page, 'Category', 'Lead Generation');
    expect(await page.getByLabel('Job Title', { exact: true }).textContent()).toBe('All job titles');
    await expect.poll(() => cards(page).count()).toBe(5);

    // Changing industry clears both.
    await choose(page, 'Industry', 'HVAC');
    expect(await page.getByLabel('Category', { exact: true }).textContent()).toBe('All categories');
    expect(await page.getByLabel('Job Title', { exact: true }).count()).toBe(0);
    const hvacCategories = await optionsOf(page, 'Category');
    expect(hvacCategories).toContain('Reception Desk');
    expect(hvacCategories).not.toContain('Receptionist');
    expect(pathOf(page)).toBe('/templates?industry=hvac');
    await expect.poll(() => cards(page).count()).toBe(23);
    for (const url of requests) expect(new URL(url).searchParams.get('industry')).not.toBeNull();
  });

  it('shows four skeleton cards while loading, then the cards with price, tooltip, industry line and counts', async () => {
    const { page } = await e.newPage();
    const ids = (await e.db.select({ id: templates.id }).from(templates).where(eq(templates.industry, 'dental'))).map((r) => r.id);
    const viewsNow = async () =>
      new Map(
        (await e.db.select({ id: templates.id, v: templates.views }).from(templates).where(inArray(templates.id, ids))).map((r) => [
          r.id,
          r.v,
        ]),
      );
    const before = await viewsNow();
    await page.goto('/templates');
    const held = await holdTemplateLists(page);
    await choose(page, 'Industry', 'Dental');
    await expect.poll(() => page.getByTestId('template-skeleton').count()).toBe(4);
    expect(await cards(page).count()).toBe(0);
    await shot(page, 'templates-loading-1280-light');
    held.release();
    await expect.poll(() => cards(page).count()).toBe(23);
    expect(await page.getByTestId('template-skeleton').count()).toBe(0);

    const implant = card(page, 'Dental Implant Consultation Coordinator');
    expect(await implant.getByText('$49', { exact: true }).isVisible()).toBe(true);
    expect(await implant.getByText('Pre-trained on Dental conversations').isVisible()).toBe(true);
    expect(await implant.getByRole('button', { name: 'Use Template' }).isEnabled()).toBe(true);
    // Price badges only above 0: as many as the dental templates that have a price.
    const priced = await e.db
      .select({ id: templates.id, priceCents: templates.priceCents })
      .from(templates)
      .where(eq(templates.industry, 'dental'));
    expect(
      await cards(page)
        .filter({ has: page.getByText(/^\$\d+$/) })
        .count(),
    ).toBe(priced.filter((p) => p.priceCents > 0).length);
    expect(await card(page, 'Dental Office Receptionist').getByText(/^\$/).count()).toBe(0);
    // Counts have words for screen readers.
    for (const label of [/^\d+ likes?$/, /^\d+ downloads?$/, /^\d+ views?$/])
      expect(await implant.getByText(label).count(), String(label)).toBe(1);
    // The description is in a tooltip.
    await implant.getByRole('button', { name: 'About Dental Implant Consultation Coordinator' }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('replacing missing teeth with implants');

    // Showing the cards counted one view each (and re-sorting does not count again).
    const oneMore = async () => {
      const now = await viewsNow();
      return ids.every((id) => now.get(id) === before.get(id)! + 1);
    };
    await expect.poll(oneMore).toBe(true);
    await choose(page, 'Sort By', 'Most Liked');
    await expect.poll(() => cards(page).count()).toBe(23);
    await page.waitForTimeout(300);
    expect(await oneMore()).toBe(true);
    const implantId = (
      await e.db.select({ id: templates.id }).from(templates).where(eq(templates.slug, 'dental-implant-consultation-coordinator'))
    )[0]!.id;
    expect(await implant.getByTitle('Views').textContent()).toContain(String(before.get(implantId)! + 1));
  });

  it('shows the empty state and the load failure text', async () => {
    const { page } = await e.newPage();
    await page.route('**/api/templates?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto('/templates?industry=technology');
    await page.getByText('No templates available').waitFor();
    expect(await page.getByText("We're working on adding templates for Technology & IT").isVisible()).toBe(true);

    await page.unroute('**/api/templates?*');
    // A 4xx keeps Chromium's console quiet apart from the resource line the harness allows.
    await page.route('**/api/templates?*', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"nope","code":"bad_request"}' }),
    );
    await choose(page, 'Industry', 'Legal');
    await page.getByText('Failed to load templates. Please try again.').waitFor();
    await page.unroute('**/api/templates?*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  });
});

describe('Use Template', () => {
  it('creates a business that shows on the dashboard as Setup Required, with its setup screen pre-filled', async () => {
    const { page, acct } = await ownerPage();
    await page.goto('/templates?industry=medical&category=answering-service');
    // Signed-in owners get the page inside the dashboard layout.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Businesses' }).waitFor();
    const target = card(page, 'Medical Answering Service Representative');
    await target.waitFor();
    const [tpl] = await e.db.select().from(templates).where(eq(templates.slug, 'medical-answering-service-representative'));

    // Use Template opens the preview first: nothing is created until it is confirmed.
    await target.getByRole('button', { name: 'Use Template' }).click();
    const preview = page.getByRole('dialog', { name: tpl!.name });
    await preview.waitFor();
    const name = preview.getByLabel('Business name');
    expect(await name.inputValue()).toBe('My Medical Practice');
    await name.fill('Riverside Family Clinic');

    // Hold the download so 'Downloading...' can be seen; other cards wait their turn.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/templates/*/download', async (route) => {
      await gate;
      await route.continue();
    });
    const listRefetched = page.waitForRequest((r) => r.url().includes('/api/templates?') && r.method() === 'GET');
    await preview.getByRole('button', { name: 'Create Business' }).click();
    await preview.getByRole('button', { name: 'Creating...' }).waitFor();
    expect(await preview.getByRole('button', { name: 'Creating...' }).isDisabled()).toBe(true);
    expect(await preview.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    // The cards sit behind the modal (hidden from the accessibility tree), so they are found by text.
    const cardButton = (title: string, text: string) =>
      cards(page)
        .filter({ has: page.locator('h3', { hasText: title }) })
        .locator('button', { hasText: text });
    expect(await cardButton('Medical Answering Service Representative', 'Downloading...').isDisabled()).toBe(true);
    expect(await cardButton('After-Hours Medical Call Operator', 'Use Template').isDisabled()).toBe(true);
    // Escape does nothing while the business is being created.
    await page.keyboard.press('Escape');
    expect(await preview.isVisible()).toBe(true);
    release();

    const success = toastWith(page, 'Success', 'Template downloaded successfully');
    await success.waitFor();
    await preview.waitFor({ state: 'detached' });
    // The toast closes itself after 5 s; the pointer over it pauses that until its link is used below.
    await success.hover();
    await listRefetched;
    await expect.poll(() => target.getByTitle('Downloads').textContent()).toContain('1');
    await target.getByRole('button', { name: 'Use Template' }).waitFor();
    await shot(page, 'templates-downloaded-1280-light');

    const [biz] = await e.db.select().from(businesses).where(eq(businesses.ownerId, acct.id));
    expect(biz).toMatchObject({
      name: 'Riverside Family Clinic',
      industry: 'healthcare',
      active: false,
      agentName: tpl!.agentName,
      agentBio: tpl!.agentBio,
    });
    expect(await e.db.select().from(trainingSources).where(eq(trainingSources.businessId, biz!.id))).toHaveLength(1);
    expect((await e.db.select().from(templates).where(eq(templates.id, tpl!.id)))[0]!.downloads).toBe(1);

    // The toast's action opens the new business's setup, which starts pre-filled.
    await success.getByRole('link', { name: 'Complete Setup' }).click();
    await waitForPath(page, `/business-setup/${biz!.id}`);
    await page.getByLabel('Bio').waitFor();
    await expect.poll(() => page.getByLabel('Bio').inputValue()).toBe(tpl!.agentBio);
    expect(await page.getByLabel('Skills').inputValue()).toBe(tpl!.agentSkills.join(', '));
    expect(await page.getByLabel('Responsibilities').inputValue()).toBe(tpl!.agentResponsibilities.join(', '));
    expect(await page.getByLabel('Experience').inputValue()).toBe(tpl!.agentExperience);
    expect(await page.getByLabel('Tools & Software').inputValue()).toBe(tpl!.agentTools.join(', '));
    // Let the screen settle (subdomain suggestions) before leaving it.
    await expect.poll(() => page.getByText('Generating subdomain suggestions...').count(), { timeout: 15_000 }).toBe(0);

    await page.goto('/dashboard');
    const bizCard = page.getByTestId('business-card').filter({ hasText: 'Riverside Family Clinic' });
    await bizCard.getByText('Setup Required').waitFor();
    expect(await bizCard.getByText(tpl!.agentName).isVisible()).toBe(true);
    expect(await bizCard.getByRole('link', { name: 'Complete Setup' }).getAttribute('href')).toBe(`/business-setup/${biz!.id}`);
  });

  it('says so when the download fails', async () => {
    const { page, acct } = await ownerPage();
    await page.route('**/api/templates/*/download', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"nope","code":"bad_request"}' }),
    );
    await page.goto('/templates?industry=legal&category=reception-desk');
    await cards(page).first().getByRole('button', { name: 'Use Template' }).click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('button', { name: 'Create Business' }).click();
    await toastWith(page, 'Error', 'Failed to download template').waitFor();
    // The preview stays open, so the owner can try again or cancel.
    expect(await preview.getByRole('button', { name: 'Create Business' }).isEnabled()).toBe(true);

    // A name the server refuses is said under the field.
    await page.unroute('**/api/templates/*/download');
    await page.route('**/api/templates/*/download', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Business name is required', code: 'validation', fields: { name: 'Business name is required' } }),
      }),
    );
    await preview.getByRole('button', { name: 'Create Business' }).click();
    await preview.getByRole('alert').filter({ hasText: 'Business name is required' }).waitFor();
    expect(await preview.getByLabel('Business name').getAttribute('aria-invalid')).toBe('true');
    expect(await e.db.select().from(businesses).where(eq(businesses.ownerId, acct.id))).toEqual([]);
  });

  it('sends a visitor to registration and back to the same selection afterwards', async () => {
    const { context, page } = await e.newPage();
    await skipTutorial(context);
    await page.goto('/templates?industry=legal&category=lead-generation');
    await cards(page).first().waitFor();
    await card(page, 'Legal Intake Specialist').getByRole('button', { name: 'Use Template' }).click();
    await waitForPath(page, `/auth?mode=register&next=${encodeURIComponent('/templates?industry=legal&category=lead-generation')}`);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();

    const acct = uniqueAccount('tplvisitor');
    await page.getByLabel('Username').fill(acct.username);
    await page.getByLabel('Email').fill(acct.email);
    await page.getByLabel('Password').fill(acct.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(page, '/templates?industry=legal&category=lead-generation');

    // The address has to be verified first (the gate shows in place of the page); then it is the catalogue.
    await page.getByText(/We've sent a verification email to/).waitFor();
    // The mailed link, opened in a new tab, brings the visitor back to the catalogue.
    const link = await e.mailLink(acct.email, /Verify your email/, '/verify-email');
    const tab = await context.newPage();
    await tab.goto(link);
    await waitForPath(tab, '/templates?industry=legal&category=lead-generation');
    await page.reload();
    const target = card(page, 'Legal Intake Specialist');
    await target.waitFor();
    await target.getByRole('button', { name: 'Use Template' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Business' }).click();
    await toastWith(page, 'Success', 'Template downloaded successfully').waitFor();
  });

  it('lets an owner like a template once', async () => {
    const { page } = await ownerPage();
    await page.goto('/templates?industry=technology&category=lead-generation&jobTitle=Sales+Development+Representative');
    const target = card(page, 'Sales Development Representative');
    const like = target.getByRole('button', { name: /^Like Sales Development Representative/ });
    await like.waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    // The button's name is its own text, the visible count inside it (axe label-content-name-mismatch).
    const liked = target.getByRole('button', { name: /^You like Sales Development Representative \(\s*1\s+like\s*\)$/ });
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    await liked.click();
    await page.reload();
    await liked.waitFor();
    const [row] = await e.db.select().from(templates).where(eq(templates.slug, 'technology-sales-development-representative'));
    expect(row!.likes).toBe(1);
  });
});

/** True when the element the locator finds has the keyboard focus. */
const focused = (l: ReturnType<Page['locator']>) => l.evaluate((el) => el === document.activeElement);

describe('preview before Use Template', () => {
  const sizes = [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ];
  for (const viewport of sizes) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`shows what will be created, names the business, cancels and validates (${viewport.width}×${viewport.height} ${colorScheme})`, async () => {
        const tag = `${viewport.width}-${colorScheme}`;
        const { page, acct } = await ownerPage({ viewport, colorScheme });
        await page.goto('/templates?industry=dental&category=receptionist');
        const target = card(page, 'Dental Office Receptionist');
        await target.waitFor();
        const [tpl] = await e.db.select().from(templates).where(eq(templates.slug, 'dental-office-receptionist'));
        const downloadsBefore = tpl!.downloads;

        // The card: industry, job title, key skills as chips.
        expect(await target.getByText('Dental', { exact: true }).isVisible()).toBe(true);
        expect(await target.getByText('Receptionist', { exact: true }).isVisible()).toBe(true);
        const chips = target.getByRole('list', { name: 'Key skills of Dental Office Receptionist' }).getByRole('listitem');
        expect(await chips.allTextContents()).toEqual(tpl!.agentSkills.slice(0, 3));
        await target.scrollIntoViewIfNeeded();
        await expectAccessible(page, `templates-cards-${tag}`);
        await shot(page, `templates-cards-${tag}`);

        // Opens from the keyboard; Escape closes it and focus goes back to the button.
        const use = target.getByRole('button', { name: 'Use Template' });
        expect(await use.getAttribute('aria-haspopup')).toBe('dialog');
        await use.focus();
        await page.keyboard.press('Enter');
        const preview = page.getByRole('dialog', { name: 'Dental Office Receptionist' });
        await preview.waitFor();
        const name = preview.getByLabel('Business name');
        await expect.poll(() => focused(name)).toBe(true);
        expect(await name.inputValue()).toBe('My Dental Practice');
        // What will be created: the business, the agent's profile, starter knowledge and the price.
        for (const text of [
          'Receptionist',
          'A business',
          'My Dental Practice',
          'An AI employee with this profile',
          tpl!.agentName,
          tpl!.agentBio,
          'Pre-trained on Dental conversations',
          'Free',
        ])
          expect(await preview.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
        expect(await preview.getByRole('list', { name: 'Skills' }).getByRole('listitem').allTextContents()).toEqual(tpl!.agentSkills);
        expect(await preview.getByText(tpl!.agentResponsibilities[0]!).isVisible()).toBe(true);
        // The summary follows the name as it is typed.
        await name.fill('Brightsmile Family Dental');
        expect(await preview.getByText('Brightsmile Family Dental', { exact: true }).isVisible()).toBe(true);
        await expectAccessible(page, `templates-preview-${tag}`);
        await shot(page, `templates-preview-${tag}`);

        if (viewport.width < 640) {
          // A full-screen sheet on a phone, with both buttons on the first screen.
          const box = (await preview.boundingBox())!;
          expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, viewport.width, viewport.height]);
          for (const button of ['Cancel', 'Create Business']) {
            const b = (await preview.getByRole('button', { name: button }).boundingBox())!;
            expect(b.y + b.height, button).toBeLessThanOrEqual(viewport.height);
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        // Focus stays inside the dialog however far the owner tabs.
        for (let i = 0; i < 8; i++) {
          await page.keyboard.press('Tab');
          expect(await preview.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        }
        await page.keyboard.press('Escape');
        await preview.waitFor({ state: 'detached' });
        await expect.poll(() => focused(use)).toBe(true);

        // Cancel creates nothing (and the next opening starts afresh).
        await use.click();
        await preview.waitFor();
        await preview.getByRole('button', { name: 'Cancel' }).click();
        await preview.waitFor({ state: 'detached' });
        await expect.poll(() => focused(use)).toBe(true);
        expect(await e.db.select().from(businesses).where(eq(businesses.ownerId, acct.id))).toEqual([]);
        expect((await e.db.select().from(templates).where(eq(templates.id, tpl!.id)))[0]!.downloads).toBe(downloadsBefore);

        // An empty name is refused with the business form's message, before anything is sent.
        await use.click();
        await preview.waitFor();
        expect(await name.inputValue()).toBe('My Dental Practice');
        let sent = 0;
        page.on('request', (r) => {
          if (r.url().includes('/download')) sent += 1;
        });
        await name.fill('   ');
        await preview.getByRole('button', { name: 'Create Business' }).click();
        await preview.getByRole('alert').filter({ hasText: 'Business name is required' }).waitFor();
        expect(await name.getAttribute('aria-invalid')).toBe('true');
        await expect.poll(() => focused(name)).toBe(true);
        await shot(page, `templates-preview-invalid-${tag}`);
        expect(sent).toBe(0);

        // A new name: the business is created under it and shows on the dashboard.
        await name.fill('Brightsmile Family Dental');
        expect(await preview.getByRole('alert').count()).toBe(0);
        await preview.getByRole('button', { name: 'Create Business' }).click();
        await toastWith(page, 'Success', 'Template downloaded successfully').waitFor();
        await preview.waitFor({ state: 'detached' });
        await expect.poll(() => focused(use)).toBe(true);
        const mine = await e.db.select().from(businesses).where(eq(businesses.ownerId, acct.id));
        expect(mine.map((b) => b.name)).toEqual(['Brightsmile Family Dental']);

        // Opening it again suggests a name the owner does not use yet.
        await use.click();
        await preview.waitFor();
        await expect.poll(() => name.inputValue()).toBe('My Dental Practice');
        await preview.getByRole('button', { name: 'Cancel' }).click();
        await preview.waitFor({ state: 'detached' });

        await page.goto('/dashboard');
        await page.getByTestId('business-card').filter({ hasText: 'Brightsmile Family Dental' }).getByText('Setup Required').waitFor();
        await shot(page, `templates-dashboard-after-${tag}`);
      });
    }
  }

  it('suggests a name the owner does not already use', async () => {
    const { page, context } = await ownerPage();
    const [tpl] = await e.db.select().from(templates).where(eq(templates.slug, 'dental-office-receptionist'));
    const res = await context.request.post(`/api/templates/${tpl!.id}/download`, {
      data: { name: 'My Dental Practice' },
      headers: { origin: e.baseUrl },
    });
    expect(res.status()).toBe(201);
    await page.goto('/templates?industry=dental&category=receptionist');
    await card(page, 'Dental Office Receptionist').getByRole('button', { name: 'Use Template' }).click();
    await expect.poll(() => page.getByRole('dialog').getByLabel('Business name').inputValue()).toBe('My Dental Practice 2');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});

describe('screens', () => {
  it('renders at 1280 and 375 px in light and dark, for visitors and owners', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 375]) {
        const viewport = { width, height: width > 400 ? 900 : 800 };
        const name = `${width}-${colorScheme}`;
        const visitor = await e.newPage({ viewport, colorScheme });
        await visitor.page.goto('/templates');
        await visitor.page.getByRole('heading', { name: 'Select Your Requirements' }).waitFor();
        await shot(visitor.page, `templates-visitor-empty-${name}`);
        await visitor.page.goto('/templates?industry=dental&category=lead-generation');
        await cards(visitor.page).first().waitFor();
        await expectAccessible(visitor.page, `templates-visitor-${name}`);
        await shot(visitor.page, `templates-visitor-${name}`);
        // No horizontal scrolling on a phone.
        expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await visitor.context.close();

        const owner = await ownerPage({ viewport, colorScheme });
        await owner.page.goto('/templates?industry=hvac&category=reception-desk');
        await cards(owner.page).first().waitFor();
        await expectAccessible(owner.page, `templates-owner-${name}`);
        await shot(owner.page, `templates-owner-${name}`);
        await owner.page.getByLabel('Job Title', { exact: true }).click();
        await shot(owner.page, `templates-owner-select-${name}`);
        await owner.page.keyboard.press('Escape');
        expect(await owner.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await owner.context.close();
      }
    }
  });
});
