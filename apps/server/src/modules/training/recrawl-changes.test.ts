import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { crawlRunSchema, type CrawlRun } from '@staffwright/contract';
import { crawlRuns, mailOutbox, passages, trainingSources, users } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness, type TestClient } from '../../../test/app.ts';
import { crawlAndWait, pollCrawl } from '../../../test/crawls.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { termStatsDrift } from '../../../test/term-stats.ts';
import { startFakeOpenAiServer } from '../../../test/support/fake-openai-server.ts';
import { writeLargeSite } from '../../../test/support/large-site.ts';
import { serveStaticSite, type StaticSite } from '../../../test/support/static-site-server.ts';
import { CRAWL_QUEUE, sweepCrawls } from './crawl-jobs.ts';
import { EMBEDDINGS_TABLE } from '../retrieval/index.ts';

/**
 * Re-crawls that write only what changed, and their change report (decision 021), end to end: the
 * real app and its crawl jobs on the test database, crawling a generated site on loopback whose
 * files the tests edit between crawls, mail going out over SMTP to a local server, and embeddings
 * from the fake OpenAI-compatible server (hybrid mode where the database has pgvector).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
const sites: { dir: string; server: StaticSite }[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  fake = await startFakeOpenAiServer();
  t = await createTestApp({
    CRAWL_ALLOW_PRIVATE: 'true',
    SMTP_URL: smtp.url,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'm',
    AI_EMBEDDING_MODEL: 'e',
  });
});
afterAll(async () => {
  await t?.close();
  for (const s of sites) {
    await s.server.close();
    rmSync(s.dir, { recursive: true, force: true });
  }
  await smtp?.close();
  await fake?.close();
});

/** A generated site of its own (the tests edit its files), served on loopback. */
async function site(archivePages = 40) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-recrawl-'));
  const layout = writeLargeSite(dir, archivePages);
  const server = await serveStaticSite(dir);
  sites.push({ dir, server });
  return {
    layout,
    url: `${server.origin}/`,
    page: (p: string) => `${server.origin}${p}`,
    edit(p: string, from: string, to: string) {
      const file = path.join(dir, p);
      const html = readFileSync(file, 'utf8');
      if (!html.includes(from)) throw new Error(`${p} does not hold ${from}`);
      writeFileSync(file, html.replace(from, to));
    },
    read: (p: string) => readFileSync(path.join(dir, p), 'utf8'),
    remove: (p: string) => unlinkSync(path.join(dir, p)),
    write: (p: string, html: string) => writeFileSync(path.join(dir, p), html),
  };
}

async function owner(name = 'Northwind Heating'): Promise<{ client: TestClient; businessId: number; userId: number }> {
  const client = t.client();
  const ids = await registerOwnerWithBusiness(client, 'recrawl', { name, website: 'https://northwind.example', industry: 'other' });
  return { client, ...ids };
}

/** The business's passages, id → url, in id order. */
async function passagesOf(businessId: number) {
  return t.db
    .select({ id: passages.id, url: passages.url, content: passages.content })
    .from(passages)
    .where(eq(passages.businessId, businessId))
    .orderBy(asc(passages.id));
}

const embeddedInputs = () =>
  fake.requests
    .filter((r) => r.path === '/v1/embeddings')
    .reduce((n, r) => n + (Array.isArray(r.body?.input) ? r.body.input.length : 1), 0);
const hybrid = () => t.app.ctx.retrieval.mode === 'hybrid';

describe('a re-crawl writes only what changed', () => {
  it('re-indexes no page of a site that did not change: same passages, an empty report, no embedding asked for', async () => {
    const s = await site();
    const { client, businessId } = await owner();
    const first = await crawlAndWait(client, businessId, s.url);
    expect(first.status, JSON.stringify(first)).toBe('done');
    expect(first.changes).toBeNull();
    const before = await passagesOf(businessId);
    const [source] = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
    const pages = (source!.details as { pages: { url: string; hash: string }[] }).pages;
    // Every page read is listed with its hash (the report's counts are over this list).
    expect(pages.length).toBeGreaterThanOrEqual(first.pagesIndexed);
    for (const p of pages) expect(p.hash).toMatch(/^[0-9a-f]{64}$/);

    fake.reset();
    const again = await crawlAndWait(client, businessId, s.url);
    expect(again.status).toBe('done');
    expect(crawlRunSchema.parse(again).changes).toEqual({
      counts: { added: 0, changed: 0, removed: 0, unchanged: pages.length },
      added: [],
      changed: [],
      removed: [],
      facts: [],
    });
    expect(await passagesOf(businessId)).toEqual(before);
    expect(embeddedInputs()).toBe(0);
    const [after] = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
    expect(after!.id).toBe(source!.id);
    expect(await termStatsDrift(t.database, businessId)).toEqual([]);
  });

  it('reports exactly the 3 pages edited, names the price and phone number that changed, and keeps the other passages', async () => {
    const s = await site();
    const { client, businessId } = await owner();
    expect((await crawlAndWait(client, businessId, s.url)).status).toBe('done');
    const before = await passagesOf(businessId);
    const [source] = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
    const listed = (source!.details as { pages: unknown[] }).pages.length;

    s.edit('pricing.html', 'A diagnostic visit costs $129.', 'A diagnostic visit costs $139.');
    s.edit('contact.html', '(802) 555-0142', '(802) 555-0199');
    s.edit('archive/0005.html', 'was serviced under', 'was inspected under');
    const edited = ['/pricing.html', '/contact.html', '/archive/0005.html'].map(s.page);
    fake.reset();
    const run = await crawlAndWait(client, businessId, s.url);
    expect(run.status).toBe('done');
    const changes = crawlRunSchema.parse(run).changes!;
    expect(changes.counts).toEqual({ added: 0, changed: 3, removed: 0, unchanged: listed - 3 });
    expect(changes.changed.map((p) => p.url).sort()).toEqual([...edited].sort());
    expect(changes.changed.find((p) => p.url === s.page('/pricing.html'))?.title).toBe('Pricing');
    expect(changes.facts).toEqual([
      expect.objectContaining({
        kind: 'price',
        before: '$129',
        after: '$139',
        context: 'A diagnostic visit costs $139.',
        title: 'Pricing',
      }),
      expect.objectContaining({ kind: 'phone', before: '(802) 555-0142', after: '(802) 555-0199', title: 'Contact' }),
    ]);

    // The other pages' passages are the very same rows; the edited pages' are new, with the new text.
    const after = await passagesOf(businessId);
    const kept = (rows: typeof before) => rows.filter((r) => !edited.includes(r.url!));
    expect(kept(after)).toEqual(kept(before));
    const fresh = after.filter((r) => edited.includes(r.url!));
    expect(fresh.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...fresh.map((r) => r.id))).toBeGreaterThan(Math.max(...before.map((r) => r.id)));
    expect(after.map((r) => r.content).join('\n')).not.toContain('$129');
    // Only the new passages were sent to be embedded; every passage has its embedding.
    if (hybrid()) {
      expect(embeddedInputs()).toBe(fresh.length);
      const missing = await t.database.withConnection((q) =>
        q(`SELECT count(*)::int AS n FROM passages p LEFT JOIN ${EMBEDDINGS_TABLE} e ON e.passage_id = p.id
           WHERE p.business_id = ${businessId} AND e.passage_id IS NULL`),
      );
      expect(Number((missing[0] as { n: number }).n)).toBe(0);
    }
    const found = await client.post('/api/training-data/search', { businessId, query: 'diagnostic visit cost', limit: 3 });
    expect((found.json() as { content: string }[]).map((p) => p.content).join(' ')).toContain('$139');
    expect(await termStatsDrift(t.database, businessId)).toEqual([]);
  });

  it('reports a removed page as removed and a new one as added, and the removed page’s passages are gone', async () => {
    const s = await site();
    const { client, businessId } = await owner();
    expect((await crawlAndWait(client, businessId, s.url)).status).toBe('done');
    const gone = s.page('/archive/0007.html');
    expect((await passagesOf(businessId)).some((r) => r.url === gone)).toBe(true);

    s.remove('archive/0007.html');
    // A new page only the sitemap lists: no other page changes for it.
    s.write('archive/new.html', s.read('archive/0001.html').replaceAll('0001', '9001'));
    s.edit('sitemap.xml', '</urlset>', '<url><loc>/archive/new.html</loc></url>\n</urlset>');
    const run = await crawlAndWait(client, businessId, s.url);
    expect(run.status).toBe('done');
    expect(run.changes).toMatchObject({
      counts: { added: 1, changed: 0, removed: 1 },
      added: [{ url: s.page('/archive/new.html'), title: 'Service bulletin 9001' }],
      removed: [{ url: gone, title: 'Service bulletin 0007' }],
      facts: [],
    });
    const after = await passagesOf(businessId);
    expect(after.some((r) => r.url === gone)).toBe(false);
    expect(after.some((r) => r.url === s.page('/archive/new.html'))).toBe(true);
    const [source] = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
    expect((source!.details as { pages: { url: string }[] }).pages.map((p) => p.url)).not.toContain(gone);
    expect(await termStatsDrift(t.database, businessId)).toEqual([]);
  });

  it('compares a site stored before page hashes by its passages, re-indexing nothing that did not change', async () => {
    const s = await site(10);
    const { client, businessId } = await owner();
    expect((await crawlAndWait(client, businessId, s.url)).status).toBe('done');
    // As the crawl stored it before decision 021: pages without their hash.
    const [source] = await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId));
    const details = source!.details as { pages: { url: string; title: string; hash?: string }[] };
    await t.db
      .update(trainingSources)
      .set({ details: { ...details, pages: details.pages.map(({ url, title }) => ({ url, title })) } })
      .where(eq(trainingSources.id, source!.id));
    const before = await passagesOf(businessId);

    s.edit('pricing.html', '$129', '$139');
    const run = await crawlAndWait(client, businessId, s.url);
    expect(run.changes?.counts).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect(run.changes?.facts).toMatchObject([{ kind: 'price', before: '$129', after: '$139' }]);
    const pricing = s.page('/pricing.html');
    const kept = (rows: typeof before) => rows.filter((r) => r.url !== pricing);
    expect(kept(await passagesOf(businessId))).toEqual(kept(before));
    expect(await termStatsDrift(t.database, businessId)).toEqual([]);
  });
});

describe('a scheduled re-crawl', () => {
  /** Makes the business's site and its runs look read `days` ago, sweeps, and waits for the scheduled run. */
  async function scheduledRun(client: TestClient, businessId: number, days: number): Promise<{ run: CrawlRun; jobId: string }> {
    const at = sql`now() - ${`${days} days`}::interval`;
    await t.db.update(trainingSources).set({ createdAt: at }).where(eq(trainingSources.businessId, businessId));
    await t.db.update(crawlRuns).set({ createdAt: at }).where(eq(crawlRuns.businessId, businessId));
    // The app's own once-a-minute sweep may get there first: either way there is one new run.
    await sweepCrawls(t.app.ctx);
    const [queued] = await t.db
      .select()
      .from(crawlRuns)
      .where(and(eq(crawlRuns.businessId, businessId), eq(crawlRuns.trigger, 'schedule')))
      .orderBy(desc(crawlRuns.id))
      .limit(1);
    expect(queued).toBeDefined();
    const run = (await pollCrawl(client, businessId, queued!.id)).at(-1)!;
    // The job is over once its handler returned, mail included.
    await expect.poll(async () => (await t.app.ctx.jobs.boss.getJobById(CRAWL_QUEUE, queued!.jobId!))?.state).toBe('completed');
    return { run, jobId: queued!.jobId! };
  }

  it('mails the owner what changed, and sends nothing when nothing did', async () => {
    const s = await site(10);
    const { client, businessId, userId } = await owner('Northwind Heating of Stowe');
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    expect((await crawlAndWait(client, businessId, s.url)).status).toBe('done');
    await client.request({ method: 'PUT', url: `/api/training-data/${businessId}/crawl-schedule`, json: { interval: 'weekly' } });

    s.edit('pricing.html', '$129', '$139');
    s.edit('hours.html', '7:30 am', '8:00 am');
    const { run } = await scheduledRun(client, businessId, 8);
    expect(run).toMatchObject({ status: 'done', trigger: 'schedule', changes: { counts: { added: 0, changed: 2, removed: 0 } } });
    const mail = await smtp.waitFor(user!.email, /your website changed/);
    expect(mail.subject).toBe('Northwind Heating of Stowe: your website changed since the last crawl');
    expect(mail.text).toContain('Since the last crawl: 0 pages added, 2 changed, 0 removed.');
    expect(mail.text).toContain('- Pricing: $129 → $139 (Pricing: “A diagnostic visit costs $139.”)');
    expect(mail.text).toContain('- Hours: 7:30 am → 8:00 am');
    expect(mail.text).toContain(`- Pricing — ${s.page('/pricing.html')}`);
    expect(mail.text).toContain(`/business/dashboard?id=${businessId}`);

    // A week later, nothing changed: a run with an empty report, and no mail.
    const quiet = await scheduledRun(client, businessId, 8);
    expect(quiet.run.id).not.toBe(run.id);
    expect(quiet.run.changes?.counts).toMatchObject({ added: 0, changed: 0, removed: 0 });
    const sent = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
    // (Registering sent the address's verification mail.)
    expect(sent.map((m) => m.subject).filter((subject) => /website/.test(subject))).toEqual([
      'Northwind Heating of Stowe: your website changed since the last crawl',
    ]);
    expect(smtp.mails.filter((m) => m.to.includes(user!.email) && /website/.test(m.subject))).toHaveLength(1);
  });
});
