import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveStaticSite, type StaticSite } from './static-site-server.ts';

/**
 * Writes a large generated website for crawl tests and benches (serve it with serveStaticSite):
 * a small business's few important pages — linked from the home page's menu — buried in a sitemap
 * that lists thousands of archive pages first in alphabetical order, the way documentation sites
 * and blogs with years of posts look to a crawler. Also a robots.txt-blocked section, pages that
 * duplicate others, a broken link and a link to an unreadable document, so every skip reason occurs.
 *
 *   node --import tsx apps/server/test/support/large-site.ts /tmp/site 2000
 */
export interface LargeSite {
  /** Paths of the home page and its menu, most important first. */
  important: string[];
  /** Every page path of the site a crawler can find (linked or in the sitemap), files excluded. */
  pages: string[];
  /** Paths robots.txt disallows. */
  blocked: string[];
  /** Paths whose content is another page's. */
  duplicates: string[];
  /** A linked path that answers 404. */
  broken: string;
  /** A linked path to a PDF (not a page). */
  file: string;
}

const MENU = [
  ['services.html', 'Services', 'We repair and install furnaces, boilers and heat pumps across Lamoille County.'],
  ['pricing.html', 'Pricing', 'A diagnostic visit costs $129. A furnace tune-up costs $189. Annual plans start at $14.95 a month.'],
  ['hours.html', 'Hours', 'Open Monday to Friday 7:30 am to 5:00 pm, Saturday 8:00 am to noon. Closed Sunday.'],
  ['contact.html', 'Contact', 'Call us at (802) 555-0142 or visit 18 Depot Street, Morrisville.'],
  ['faq.html', 'FAQ', 'Do you charge for estimates? No, estimates for new systems are free.'],
  ['about.html', 'About us', 'Family owned since 1987, with twelve licensed technicians.'],
] as const;

const FOOTER = `<footer><p>© Northwind Heating · 18 Depot Street, Morrisville, VT 05661 · (802) 555-0142 · office@northwind.example</p>
<a href="/privacy.html">Privacy</a> <a href="/terms.html">Terms</a> <a href="/archive/">Archive</a></footer>`;

/** Inside every page's content, where per-page extraction cannot tell it from the page's own text. */
export const PROMO = 'Book online any time or call (802) 555-0142: same-day service for no-heat calls all winter.';

function page(title: string, body: string, nav = true): string {
  const menu = nav ? `<header><nav>${MENU.map(([href, label]) => `<a href="/${href}">${label}</a>`).join(' ')}</nav></header>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body>${menu}<main><h1>${title}</h1>${body}<p>${PROMO}</p>
<div class="related-posts"><h2>Related posts</h2><a href="/blog/filters.html">Change your filter</a></div></main>${FOOTER}</body></html>`;
}

/** A guide long enough to be compared by fingerprint, and its printer-friendly near copy. */
const GUIDE = Array.from(
  { length: 8 },
  (_, i) =>
    `<p>Step ${i + 1} of getting your home ready for winter: check the ${['furnace filter', 'thermostat batteries', 'chimney flue', 'boiler pressure', 'heat pump coils', 'window seals', 'water heater', 'carbon monoxide alarms'][i]} and write down anything that looks worn, noisy or out of place before the first cold night arrives.</p>`,
).join('');

const pad = (n: number) => String(n).padStart(4, '0');

/** `body(i)`: extra HTML for archive page i and its duplicate (benches give pages a realistic amount of text). */
export function writeLargeSite(dir: string, archivePages = 2000, body: (i: number) => string = () => ''): LargeSite {
  const write = (rel: string, content: string) => {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const archive = Array.from({ length: archivePages }, (_, i) => `/archive/${pad(i + 1)}.html`);
  const blocked = ['/private/a.html', '/private/b.html', '/private/c.html'];
  const duplicates = ['/archive/copy-0001.html', '/archive/copy-0002.html', '/guides/winter-print.html'];
  const broken = '/gone.html';
  const file = '/brochure.pdf';

  write(
    'index.html',
    page(
      'Northwind Heating',
      `<p>Heating and cooling for homes in northern Vermont.</p><p><a href="/blog/">Read our blog</a>
       <a href="${broken}">Old specials</a> <a href="${file}">Brochure</a></p>`,
    ),
  );
  for (const [href, title, text] of MENU) write(href, page(title, `<p>${text}</p>`));
  write('privacy.html', page('Privacy', '<p>We keep your phone number only to schedule visits.</p>'));
  write('terms.html', page('Terms', '<p>Payment is due when the work is done.</p>'));
  write('blog/index.html', page('Blog', '<p>Seasonal tips from our technicians.</p><p><a href="/blog/filters.html">Filters</a></p>'));
  write(
    'blog/filters.html',
    page('Change your filter', '<p>Change a 1-inch furnace filter every 90 days.</p><p><a href="/guides/winter.html">Winter guide</a></p>'),
  );
  write('guides/winter.html', page('Winter guide', GUIDE));
  write('guides/winter-print.html', page('Winter guide', `<p>Printer-friendly version.</p>${GUIDE}`));
  write('archive/index.html', page('Archive', `<ul>${archive.map((p) => `<li><a href="${p}">${p}</a></li>`).join('')}</ul>`));
  archive.forEach((p, i) => {
    const n = pad(i + 1);
    write(
      p.slice(1),
      page(`Service bulletin ${n}`, `<p>Bulletin ${n}: unit ${i * 7 + 3} was serviced under work order ${n}-${i % 13}.</p>${body(i)}`),
    );
  });
  duplicates.slice(0, 2).forEach((p, i) => {
    const n = pad(i + 1);
    write(
      p.slice(1),
      page(`Service bulletin ${n}`, `<p>Bulletin ${n}: unit ${i * 7 + 3} was serviced under work order ${n}-${i % 13}.</p>${body(i)}`),
    );
  });
  for (const p of blocked) write(p.slice(1), page('Staff only', '<p>Door code 4711.</p>'));
  // A linked document is read like an upload; this one is a broken export (text, not a PDF): refused, counted.
  write(file.slice(1), 'Brochure: this export failed and holds no PDF.');
  write('robots.txt', 'User-agent: *\nDisallow: /private/\n');

  const pages = [
    '/',
    ...MENU.map(([href]) => `/${href}`),
    '/privacy.html',
    '/terms.html',
    '/blog/',
    '/blog/filters.html',
    '/guides/winter.html',
    '/archive/',
    ...archive,
    ...duplicates,
    ...blocked,
    broken,
  ];
  // The sitemap lists everything but the blog and the guide, alphabetically: the archive comes before the menu pages.
  const listed = pages.filter((p) => !p.startsWith('/blog/') && p !== '/guides/winter.html' && p !== broken).sort();
  write(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
      .map((p) => `<url><loc>${p}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  return { important: ['/', ...MENU.map(([href]) => `/${href}`)], pages, blocked, duplicates, broken, file };
}

/** The site written to a temporary folder and served on loopback; close() stops it and removes the folder. */
export async function serveLargeSite(
  archivePages: number,
  body?: (i: number) => string,
): Promise<LargeSite & { dir: string; site: StaticSite; origin: string; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-large-site-'));
  const layout = writeLargeSite(dir, archivePages, body);
  const site = await serveStaticSite(dir);
  return {
    ...layout,
    dir,
    site,
    origin: site.origin,
    async close() {
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) throw new Error('usage: large-site.ts <dir> [archive pages]');
  const site = writeLargeSite(dir, Number(count ?? 2000));
  console.log(`${site.pages.length} pages written to ${dir}`);
}
