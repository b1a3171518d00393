import { mkdtempSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { MockAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStaticSite, type StaticSite } from '../../../test/support/static-site-server.ts';
import { crawlSite, type CrawlProgress, type CrawlResult } from './crawl-site.ts';

const SITE_ROOT = fileURLToPath(new URL('../../../../../test/fixtures/site', import.meta.url));
const qa = JSON.parse(readFileSync(join(SITE_ROOT, '../qa.json'), 'utf8')) as { answerContains: string[]; source: string | null }[];

const PUBLIC_PAGES = [
  '/',
  '/about.html',
  '/team/',
  '/team/dr-zoe-marchetti.html',
  '/team/dr-rafael-nunez.html',
  '/services/',
  '/services/cleaning.html',
  '/services/childrens-dentistry.html',
  '/services/cosmetic.html',
  '/new-patients.html',
  '/insurance-and-payment.html',
  '/community.html',
  '/contact.html',
  '/privacy.html',
  '/careers.html',
];

describe('crawlSite on the fixture site', () => {
  let site: StaticSite;
  let result: CrawlResult;
  const progress: CrawlProgress[] = [];

  beforeAll(async () => {
    site = await serveStaticSite(SITE_ROOT);
    result = await crawlSite(`${site.origin}/`, { allowPrivateAddresses: true, onProgress: (p) => progress.push(p) });
  });
  afterAll(() => site.close());

  const paths = () => result.pages.map((page) => new URL(page.url).pathname);
  const textOf = (path: string) => result.pages.find((page) => new URL(page.url).pathname === path)?.text ?? '';

  it('indexes every public page once: the 14 sitemap pages and /careers.html found through /about.html', () => {
    expect([...paths()].sort()).toEqual([...PUBLIC_PAGES].sort());
    expect(new Set(result.pages.map((page) => page.url)).size).toBe(result.pages.length);
    for (const page of result.pages) expect(page.url).not.toMatch(/[#?]|index\.html/);
    expect(result.pages.find((p) => p.url === `${site.origin}/about.html`)?.title).toBe('About Us | Brightsmile Family Dental');
  });

  it('holds the facts each page is the source of', () => {
    for (const item of qa.filter((q) => q.source?.startsWith('/'))) {
      const text = textOf(item.source as string).toLowerCase();
      for (const phrase of item.answerContains) expect(text, `${item.source}: ${phrase}`).toContain(phrase.toLowerCase());
    }
    expect(textOf('/team/')).toContain('Dr. Zoë Marchetti');
  });

  it('obeys robots.txt: the staff page is never requested and its secrets are nowhere', () => {
    expect(site.requests).not.toContain('/private/staff-notes.html');
    expect(result.skipped).toContainEqual({ url: `${site.origin}/private/staff-notes.html`, reason: 'blocked by robots.txt' });
    for (const secret of ['5582#', 'Lakeshore Dental Group', 'Molar7F3Q']) {
      for (const page of result.pages) expect(page.text).not.toContain(secret);
    }
    expect(site.requests.slice(0, 2)).toEqual(['/robots.txt', '/sitemap.xml']);
  });

  it('requests each page once and follows no external link', () => {
    const pageRequests = site.requests.filter((path) => path !== '/robots.txt' && path !== '/sitemap.xml');
    expect(new Set(pageRequests).size).toBe(pageRequests.length);
    expect(pageRequests.some((path) => /[#?]|index\.html/.test(path))).toBe(false);
    const external = result.skipped.filter((entry) => entry.reason === 'external site').map((entry) => entry.url);
    expect(external.sort()).toEqual(['https://oralhealth.example.org/kids/brushing-chart', 'https://www.example.org/oral-health']);
  });

  it('records the print page once, as a duplicate of its canonical page', () => {
    expect(result.skipped).toContainEqual({
      url: `${site.origin}/services/cleaning-print.html`,
      reason: `duplicate of ${site.origin}/services/cleaning.html`,
    });
  });

  it('leaves navigation, footer, cookie banner, scripts and JSON-LD out of page text', () => {
    for (const page of result.pages) {
      for (const noise of [
        'Staff portal',
        'We use cookies',
        'Skip to main content',
        'Quick links',
        'All rights reserved',
        'localStorage',
        '@context',
      ]) {
        expect(page.text, `${page.url}: ${noise}`).not.toContain(noise);
      }
    }
  });

  it('reports progress up to the final count, never going backwards', () => {
    expect(progress.at(-1)).toEqual({ found: expect.any(Number), indexed: 15, skipped: expect.any(Number) });
    expect(progress.at(-1)?.found).toBeGreaterThanOrEqual(16);
    // The robots.txt-blocked page at least; skipped URLs are reported as they happen.
    expect(progress.at(-1)?.skipped).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < progress.length; i++) {
      for (const key of ['found', 'indexed', 'skipped'] as const) expect(progress[i]![key]).toBeGreaterThanOrEqual(progress[i - 1]![key]);
    }
    expect(progress.filter((p) => p.indexed > 0 && p.indexed < 15).length, 'intermediate reports').toBeGreaterThan(0);
  });
});

describe('crawlSite limits and failures', () => {
  let site: StaticSite;
  beforeAll(async () => {
    site = await serveStaticSite(SITE_ROOT);
    site.routes.set('/slow.html', (_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Finally here.</p>'), 1_500);
    });
    site.routes.set('/noindex.html', (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<meta name="robots" content="noindex"><main><p>Hidden page <a href="/about.html">about</a></p></main>');
    });
  });
  afterAll(() => site.close());
  const crawl = (path: string, options: Partial<Parameters<typeof crawlSite>[1]> = {}) =>
    crawlSite(`${site.origin}${path}`, { allowPrivateAddresses: true, ...options });

  it('stops at maxPages and says why the rest was left out', async () => {
    const result = await crawl('/', { maxPages: 3 });
    expect(result.pages).toHaveLength(3);
    expect(result.skipped.filter((entry) => entry.reason === 'page limit reached').length).toBeGreaterThanOrEqual(11);
  });

  it('stops at maxDepth', async () => {
    const result = await crawl('/', { maxDepth: 1 });
    expect(result.skipped).toContainEqual({ url: `${site.origin}/careers.html`, reason: 'depth limit reached' });
    expect(result.pages.map((page) => page.url)).not.toContain(`${site.origin}/careers.html`);
  });

  it('skips pages over maxBytesPerPage', async () => {
    const result = await crawl('/privacy.html', { maxBytesPerPage: 1_000, maxPages: 1 });
    expect(result.skipped[0]).toEqual({ url: `${site.origin}/privacy.html`, reason: 'too large' });
  });

  it('cuts off a streamed body and a gzip bomb at maxBytesPerPage', async () => {
    site.routes.set('/endless.html', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'word '.repeat(10_000)}</p>`;
      let sent = 0;
      const write = () => {
        while (sent++ < 2_000 && res.write(chunk));
        if (sent < 2_000) res.once('drain', write);
        else res.end();
      };
      write();
    });
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, 0x20));
    site.routes.set('/bomb.html', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': bomb.length }).end(bomb);
    });
    const before = process.memoryUsage().rss;
    const endless = await crawl('/endless.html', { maxPages: 1, maxBytesPerPage: 100_000 });
    const bombed = await crawl('/bomb.html', { maxPages: 1, maxBytesPerPage: 1_000_000 });
    expect(endless.skipped[0]).toEqual({ url: `${site.origin}/endless.html`, reason: 'too large' });
    expect(bombed.skipped[0]).toEqual({ url: `${site.origin}/bomb.html`, reason: 'too large' });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('decodes windows-1252 pages, curly quotes included', async () => {
    site.routes.set('/legacy.html', (_req, res) => {
      const body = Buffer.concat([
        Buffer.from('<html><head><meta charset="windows-1252"></head><body><main><p>'),
        Buffer.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x96, 0x20, 0x80, 0x35]),
        Buffer.from(' for a coffee.</p></main></body></html>'),
      ]);
      res.writeHead(200, { 'content-type': 'text/html' }).end(body);
    });
    const result = await crawl('/legacy.html', { maxPages: 1 });
    expect(result.pages[0]?.text).toBe('“Café” – €5 for a coffee.');
  });

  it('reports 404s, non-HTML responses and directory redirects', async () => {
    expect((await crawl('/missing.html', { maxPages: 1 })).skipped).toContainEqual({
      url: `${site.origin}/missing.html`,
      reason: 'fetch failed: 404',
    });
    expect((await crawl('/assets/style.css', { maxPages: 1 })).skipped).toContainEqual({
      url: `${site.origin}/assets/style.css`,
      reason: 'not HTML',
    });
    const redirected = await crawl('/team', { maxPages: 1 });
    expect(redirected.pages.map((page) => page.url)).toEqual([`${site.origin}/team/`]);
  });

  it('does not index a page marked noindex but follows its links', async () => {
    const result = await crawl('/noindex.html', { maxPages: 1 });
    expect(result.skipped[0]).toEqual({ url: `${site.origin}/noindex.html`, reason: 'marked noindex' });
    // Its link outranks the sitemap's pages: the page it links to is the one page taken.
    expect(result.pages.map((p) => p.url)).toEqual([`${site.origin}/about.html`]);
  });

  it('gives up on a slow page at the per-request timeout, and on the crawl at the total timeout', async () => {
    const perRequest = await crawl('/slow.html', { perRequestTimeoutMs: 300 });
    expect(perRequest.skipped).toContainEqual({ url: `${site.origin}/slow.html`, reason: 'fetch failed: timeout' });

    const started = performance.now();
    const total = await crawl('/slow.html', { timeoutMs: 400 });
    expect(performance.now() - started).toBeLessThan(1_400);
    expect(total.skipped).toContainEqual({ url: `${site.origin}/slow.html`, reason: 'time limit reached' });
  });

  it('rejects with the reason when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = crawl('/slow.html', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('owner cancelled')), 100);
    await expect(pending).rejects.toThrow('owner cancelled');
  });

  it('indexes pages with the same content once', async () => {
    const twin = await serveStaticSite(mkdtempSync(join(tmpdir(), 'staffwright-twin-')));
    const html = (links: string) =>
      `<title>Twin</title><main><h1>Opening hours</h1><p>We are open every weekday from 8 to 5.</p>${links}</main>`;
    twin.routes.set('/', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(html('<a href="/a.html">a</a> <a href="/b.html">b</a>')),
    );
    for (const path of ['/a.html', '/b.html']) {
      twin.routes.set(path, (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html('<p>Same text.</p>')));
    }
    try {
      const result = await crawlSite(`${twin.origin}/`, { allowPrivateAddresses: true });
      expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual(['/', '/a.html']);
      expect(result.skipped).toContainEqual({ url: `${twin.origin}/b.html`, reason: `duplicate of ${twin.origin}/a.html` });
    } finally {
      await twin.close();
    }
  });

  it('follows sitemap indexes and obeys rules written for its own user agent', async () => {
    const custom = await serveStaticSite(mkdtempSync(join(tmpdir(), 'staffwright-sitemap-')));
    const send = (type: string, body: string) => (_req: unknown, res: ServerResponse) =>
      res.writeHead(200, { 'content-type': type }).end(body);
    const html = (text: string) => `<title>${text}</title><main><p>${text} page with enough words to be read.</p></main>`;
    custom.routes.set(
      '/robots.txt',
      send('text/plain', 'User-agent: StaffwrightBot\nDisallow: /no-bots/\n\nUser-agent: *\nDisallow: /\n\nSitemap: /sitemap-index.xml\n'),
    );
    custom.routes.set(
      '/sitemap-index.xml',
      send('application/xml', '<sitemapindex><sitemap><loc>/pages.xml</loc></sitemap></sitemapindex>'),
    );
    custom.routes.set(
      '/pages.xml',
      send('application/xml', '<urlset><url><loc>/hidden.html</loc></url><url><loc>/no-bots/x.html</loc></url></urlset>'),
    );
    custom.routes.set('/', send('text/html', html('Home')));
    custom.routes.set('/hidden.html', send('text/html', html('Hidden')));
    try {
      const result = await crawlSite(`${custom.origin}/`, { allowPrivateAddresses: true });
      // The group for our product token applies, not the "*" group that forbids everything.
      expect(result.pages.map((page) => page.title)).toEqual(['Home', 'Hidden']);
      expect(result.skipped).toEqual([{ url: `${custom.origin}/no-bots/x.html`, reason: 'blocked by robots.txt' }]);
      expect(custom.requests).not.toContain('/no-bots/x.html');
    } finally {
      await custom.close();
    }
  });

  it('reads the documents the site links to like uploads, under the words of the link, within their share of the pages', async () => {
    const documents = fileURLToPath(new URL('../../../../../test/fixtures/documents/', import.meta.url));
    const linked = await serveStaticSite(mkdtempSync(join(tmpdir(), 'staffwright-linked-')));
    const send = (type: string, body: string | Buffer) => (_req: unknown, res: ServerResponse) =>
      res.writeHead(200, { 'content-type': type }).end(body);
    linked.routes.set(
      '/',
      send(
        'text/html',
        `<title>Clinic</title><main><h1>Welcome</h1><p>Our fees and forms are below, for anyone who asks.</p>
         <a href="/files/Insurance%20policy.pdf">Insurance and payment policy (PDF)</a>
         <a href="/files/guide.docx">New patient guide</a>
         <a href="/files/scan.pdf">Old price list</a>
         <a href="/files/logo.png">Logo</a></main>`,
      ),
    );
    linked.routes.set('/files/Insurance%20policy.pdf', send('application/pdf', readFileSync(join(documents, 'insurance-policy.pdf'))));
    // Served as a download, as many sites do: the bytes say what it is.
    linked.routes.set('/files/guide.docx', send('application/octet-stream', readFileSync(join(documents, 'new-patient-guide.docx'))));
    linked.routes.set('/files/scan.pdf', send('application/pdf', readFileSync(join(documents, 'bad/fake.pdf'))));
    try {
      const result = await crawlSite(`${linked.origin}/`, { allowPrivateAddresses: true });
      const pdf = result.pages.find((p) => p.url === `${linked.origin}/files/Insurance%20policy.pdf`);
      expect(pdf?.title).toBe('Insurance and payment policy (PDF)');
      expect(pdf?.text).toContain('Evergreen Mutual');
      const guide = result.pages.find((p) => p.url === `${linked.origin}/files/guide.docx`);
      expect(guide?.title).toBe('New patient guide');
      expect(guide?.text).toContain('75 minutes');
      expect(result.skipped).toContainEqual({ url: `${linked.origin}/files/scan.pdf`, reason: 'unreadable document' });
      expect(result.skipped).toContainEqual({ url: `${linked.origin}/files/logo.png`, reason: 'not HTML' });
      expect(linked.requests).not.toContain('/files/logo.png');
      expect(result.cut).toBe(false);

      // Four pages allowed: one may be a document; the next is left out, and the copy says it is partial.
      const small = await crawlSite(`${linked.origin}/`, { allowPrivateAddresses: true, maxPages: 4 });
      expect(small.pages.map((p) => new URL(p.url).pathname)).toEqual(['/', '/files/Insurance%20policy.pdf']);
      expect(small.skipped).toContainEqual({ url: `${linked.origin}/files/guide.docx`, reason: 'document limit reached' });
      expect(small.cut).toBe(true);
    } finally {
      await linked.close();
    }
  });

  it('spends the document share in the order the site ranks them, and leaves a too-large brochure out without cutting the copy', async () => {
    const site = await serveStaticSite(mkdtempSync(join(tmpdir(), 'staffwright-doc-order-')));
    const send = (type: string, body: string | Buffer) => (_req: unknown, res: ServerResponse) =>
      res.writeHead(200, { 'content-type': type }).end(body);
    const pdf = readFileSync(fileURLToPath(new URL('../../../../../test/fixtures/documents/insurance-policy.pdf', import.meta.url)));
    // The sitemap lists old files first; the home page links the fee schedule and a 6 MB brochure.
    site.routes.set(
      '/sitemap.xml',
      send(
        'application/xml',
        `<urlset>${['/old/a.pdf', '/old/b.pdf', '/old/c.pdf'].map((p) => `<url><loc>${p}</loc></url>`).join('')}</urlset>`,
      ),
    );
    site.routes.set(
      '/',
      send(
        'text/html',
        '<title>Home</title><main><p>Our fee schedule and brochure are linked here for every family.</p>' +
          '<a href="/fees.pdf">Fee schedule</a> <a href="/brochure.pdf">Brochure</a></main>',
      ),
    );
    site.routes.set('/fees.pdf', send('application/pdf', pdf));
    site.routes.set('/brochure.pdf', send('application/pdf', Buffer.alloc(6 * 1024 * 1024, 32)));
    try {
      const one = await crawlSite(`${site.origin}/`, { allowPrivateAddresses: true, maxPages: 4 });
      expect(one.pages.map((p) => p.title)).toEqual(['Home', 'Fee schedule']);
      for (const path of ['/brochure.pdf', '/old/a.pdf', '/old/b.pdf', '/old/c.pdf'])
        expect(one.skipped).toContainEqual({ url: `${site.origin}${path}`, reason: 'document limit reached' });

      const all = await crawlSite(`${site.origin}/`, { allowPrivateAddresses: true });
      expect(all.skipped).toContainEqual({ url: `${site.origin}/brochure.pdf`, reason: 'document too large' });
      expect(all.skippedByReason.notHtml).toBe(1);
      // The old files answer 404: broken links, not content lost; the copy is whole.
      expect(all.skippedByReason.broken).toBe(3);
      expect(all.cut).toBe(false);
    } finally {
      await site.close();
    }
  });

  it('keeps a site-wide FAQPage once, and does not let it make short pages look like copies of each other', async () => {
    const site = await serveStaticSite(mkdtempSync(join(tmpdir(), 'staffwright-faq-everywhere-')));
    const faq = {
      '@type': 'FAQPage',
      mainEntity: Array.from({ length: 30 }, (_, i) => ({
        '@type': 'Question',
        name: `What about policy number ${i + 1}, and how does it work for families?`,
        acceptedAnswer: {
          text: `Policy ${i + 1} covers late pickups, sick days, holidays and tuition credits for every enrolled child in the centre.`,
        },
      })),
    };
    const topics = ['infants', 'toddlers', 'preschool', 'summer camp', 'tuition'];
    const page = (topic: string, links: string) =>
      `<title>${topic}</title><script type="application/ld+json">${JSON.stringify(faq)}</script>` +
      `<main><h1>${topic}</h1><p>Our ${topic} program runs weekdays with its own room, teachers and daily schedule for the ${topic} group.</p>${links}</main>`;
    site.routes.set('/', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(page('home', topics.map((t, i) => `<a href="/p${i}.html">${t}</a>`).join(' '))),
    );
    topics.forEach((t, i) =>
      site.routes.set(`/p${i}.html`, (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page(t, ''))),
    );
    try {
      const result = await crawlSite(`${site.origin}/`, { allowPrivateAddresses: true });
      expect(result.pages.map((p) => p.title)).toEqual(['home', ...topics]);
      const withFaq = result.pages.filter((p) => p.text.includes('Policy 17 covers late pickups'));
      expect(withFaq.map((p) => p.title)).toEqual(['home']);
      expect(result.pages[3]?.text).toBe(
        'preschool\n\nOur preschool program runs weekdays with its own room, teachers and daily schedule for the preschool group.',
      );
    } finally {
      await site.close();
    }
  });

  it("reads a document the owner keeps on their site builder's file host, and none on other hosts", async () => {
    // Squarespace, Wix, GoDaddy… serve the files an owner uploads from a host of their own.
    const pdf = readFileSync(fileURLToPath(new URL('../../../../../test/fixtures/documents/insurance-policy.pdf', import.meta.url)));
    const html = { headers: { 'content-type': 'text/html' } };
    const mock = new MockAgent();
    mock.disableNetConnect();
    const files = mock.get('https://static1.squarespace.com');
    files.intercept({ path: '/robots.txt' }).reply(404, 'not found');
    const page = (links: string, assets = '') =>
      `<title>Clinic</title>${assets}<main><p>Welcome to the clinic, where our fees are listed below.</p>${links}</main>`;
    const crawl = (host: string) =>
      crawlSite(`http://${host}/`, {
        allowPrivateAddresses: false,
        lookup: async () => [{ address: '93.184.216.34', family: 4 }],
        dispatcher: mock,
      });

    const clinic = mock.get('http://clinic.test');
    clinic.intercept({ path: '/robots.txt' }).reply(404, 'not found');
    clinic.intercept({ path: '/sitemap.xml' }).reply(404, 'not found');
    clinic
      .intercept({ path: '/' })
      .reply(
        200,
        page(
          '<a href="/s/fees.pdf">Fee schedule</a> <a href="https://static1.squarespace.com/static/5f1/t/77/menu.pdf">Menu</a> ' +
            '<a href="https://static1.squarespace.com.evil.net/x.pdf">Prices</a> <a href="https://www.irs.gov/pub/irs-pdf/fw9.pdf">W-9 form</a>',
          '<link rel="stylesheet" href="https://static1.squarespace.com/static/versioned-site-css/site.css">',
        ),
        html,
      );
    // Squarespace's own file links redirect to the file host; the link's words still name the file.
    clinic
      .intercept({ path: '/s/fees.pdf' })
      .reply(302, '', { headers: { location: 'https://static1.squarespace.com/static/5f1/t/65a/fees.pdf' } });
    files.intercept({ path: '/static/5f1/t/65a/fees.pdf' }).reply(200, pdf, { headers: { 'content-type': 'application/pdf' } });
    // A file gone from the host answers with the builder's "not found" page: not a page of the clinic.
    files.intercept({ path: '/static/5f1/t/77/menu.pdf' }).reply(200, page('<a href="http://clinic.test/secret">secret</a>'), html);

    // Another site, built elsewhere, links to a file on that host: someone else's file.
    const other = mock.get('http://other.test');
    other.intercept({ path: '/robots.txt' }).reply(404, 'not found');
    other.intercept({ path: '/sitemap.xml' }).reply(404, 'not found');
    other
      .intercept({ path: '/' })
      .reply(200, page('<a href="https://static1.squarespace.com/static/9/t/1/prices.pdf">Our prices</a>'), html);
    try {
      const result = await crawl('clinic.test');
      expect(result.pages.map((p) => [p.title, p.url])).toEqual([
        ['Clinic', 'http://clinic.test/'],
        ['Fee schedule', 'https://static1.squarespace.com/static/5f1/t/65a/fees.pdf'],
      ]);
      expect(result.pages[1]?.text).toContain('Evergreen Mutual');
      expect(result.skipped).toEqual(
        expect.arrayContaining([
          { url: 'https://static1.squarespace.com/static/5f1/t/77/menu.pdf', reason: 'external site' },
          { url: 'https://static1.squarespace.com.evil.net/x.pdf', reason: 'external site' },
          { url: 'https://www.irs.gov/pub/irs-pdf/fw9.pdf', reason: 'external site' },
        ]),
      );
      expect(result.skipped.map((s) => s.url)).not.toContain('http://clinic.test/secret');
      expect(result.cut).toBe(false);

      const elsewhere = await crawl('other.test');
      expect(elsewhere.pages.map((p) => p.title)).toEqual(['Clinic']);
      expect(elsewhere.skipped).toContainEqual({ url: 'https://static1.squarespace.com/static/9/t/1/prices.pdf', reason: 'external site' });
      mock.assertNoPendingInterceptors();
    } finally {
      await mock.close();
    }
  });

  it('crawls nothing on a site whose robots.txt answers 503', async () => {
    const down = await serveStaticSite(SITE_ROOT);
    down.routes.set('/robots.txt', (_req, res) => res.writeHead(503).end());
    try {
      const result = await crawlSite(`${down.origin}/`, { allowPrivateAddresses: true });
      expect(result.pages).toEqual([]);
      expect(result.skipped[0]?.reason).toBe('fetch failed: robots.txt answered 503');
      expect(down.requests).toEqual(['/robots.txt']);
    } finally {
      await down.close();
    }
  });
});
