import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO, serveLargeSite } from '../../../test/support/large-site.ts';
import { crawlSite } from './crawl-site.ts';

/** A 2,000-page site whose sitemap lists its archive alphabetically before the pages customers ask about. */
describe('crawlSite on a site larger than the page limit', () => {
  let layout: Awaited<ReturnType<typeof serveLargeSite>>;
  let site: { origin: string; requests: string[] };
  beforeAll(async () => {
    layout = await serveLargeSite(2000);
    site = layout.site;
  });
  afterAll(() => layout?.close());

  const crawl = (options: Parameters<typeof crawlSite>[1] extends infer O ? Partial<O> : never) =>
    crawlSite(`${site.origin}/`, { allowPrivateAddresses: true, timeoutMs: 60_000, ...options });

  it('takes the home page and its menu first, never the sitemap’s alphabetical order, and says exactly what it cut', async () => {
    const result = await crawl({ maxPages: 40 });
    const paths = result.pages.map((p) => new URL(p.url).pathname);
    expect(paths).toHaveLength(40);
    // The home page, then its menu in menu order, then what its body links to, then its footer.
    expect(paths.slice(0, layout.important.length)).toEqual(layout.important);
    expect(paths.slice(layout.important.length, layout.important.length + 4)).toEqual([
      '/blog/',
      '/privacy.html',
      '/terms.html',
      '/archive/',
    ]);
    expect(result.cut).toBe(true);
    // Every URL of the site is either indexed or counted once under one reason.
    const counted = Object.values(result.skippedByReason).reduce((a, b) => a + b, 0);
    expect(result.pages.length + counted).toBe(layout.pages.length + 1); // + the brochure PDF
    expect(result.found).toBe(layout.pages.length + 1);
    expect(result.skippedByReason).toEqual({
      limit: layout.pages.length - 40 - 1, // all but the pages taken and the broken link, which was fetched
      excluded: 0,
      robots: 0,
      duplicate: 0,
      notHtml: 1,
      broken: 1,
      error: 0,
    });
    // The report lists at most 500 URLs; the counts above cover all of them.
    expect(result.skipped.length).toBeLessThanOrEqual(500);
    expect(result.skipped).toContainEqual({ url: `${site.origin}${layout.broken}`, reason: 'fetch failed: 404' });
  });

  it('keeps to the owner’s paths: only what they include, never what they exclude', async () => {
    const result = await crawl({ maxPages: 500, includePaths: ['/archive/00*', '/pricing.html'], excludePaths: ['/archive/000*'] });
    const paths = result.pages.map((p) => new URL(p.url).pathname);
    expect(paths).toContain('/pricing.html');
    expect(paths).not.toContain('/'); // read for its links, not indexed
    expect(paths.filter((p) => p.startsWith('/archive/')).length).toBe(90); // 0010–0099
    expect(paths.some((p) => p.startsWith('/archive/000'))).toBe(false);
    expect(paths).not.toContain('/services.html');
    expect(result.cut).toBe(false);
    expect(result.skippedByReason.excluded).toBeGreaterThan(1900);
  });
});

describe('crawlSite on a site smaller than the page limit', () => {
  let layout: Awaited<ReturnType<typeof serveLargeSite>>;
  let site: { origin: string; requests: string[] };
  beforeAll(async () => {
    layout = await serveLargeSite(20);
    site = layout.site;
  });
  afterAll(() => layout?.close());

  it('reads it all, is not cut, and counts every page left out by its reason', async () => {
    const result = await crawlSite(`${site.origin}/`, { allowPrivateAddresses: true, maxPages: 500 });
    expect(result.cut).toBe(false);
    expect(result.skippedByReason).toEqual({ limit: 0, excluded: 0, robots: 3, duplicate: 3, notHtml: 1, broken: 1, error: 0 });
    expect(result.pages).toHaveLength(layout.pages.length - 3 - 3 - 1);
    // The printer-friendly guide is a near copy of the guide: indexed once (whichever was read first).
    const guides = [`${site.origin}/guides/winter.html`, `${site.origin}/guides/winter-print.html`];
    expect(result.pages.filter((p) => guides.includes(p.url))).toHaveLength(1);
    const kept = result.pages.find((p) => guides.includes(p.url))!.url;
    expect(result.skipped).toContainEqual({ url: guides.find((g) => g !== kept), reason: `duplicate of ${kept}` });
    // The promotion every page carries in its content is indexed once, on the first page read; "related posts" nowhere.
    expect(result.pages.filter((p) => p.text.includes(PROMO)).map((p) => new URL(p.url).pathname)).toEqual(['/']);
    expect(result.pages.some((p) => p.text.includes('Related posts'))).toBe(false);
    // How to reach the business, from the footers the page text leaves out.
    expect(result.contact).toEqual({
      phone: '(802) 555-0142',
      email: 'office@northwind.example',
      address: '18 Depot Street, Morrisville, VT 05661',
    });
    // robots.txt-blocked pages were never requested.
    expect(site.requests.some((r) => r.startsWith('/private/'))).toBe(false);
  });
});
