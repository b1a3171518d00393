import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema.ts';
import {
  createTestApp,
  TestClient,
  twoAppsOnScratchPostgres,
  type TestApp,
  BUSINESS_FORM,
  registerOwnerWithBusiness,
} from '../../../test/app.ts';
import { reachable } from '../../../test/local-services.ts';

/**
 * The owners' business lists kept in memory (list-cache.ts, decision 015): GET /api/business is
 * answered from memory, and every change to an owner's businesses — through the API, by another
 * app process, or by SQL behind the app's back — shows in the next list.
 */

const form = { ...BUSINESS_FORM, agentTitle: 'Front Desk Coordinator' };

async function ownerWithBusiness(app: TestApp) {
  const client = new TestClient(app);
  return { client, ...(await registerOwnerWithBusiness(client, 'lists', form)) };
}

const names = async (client: TestClient) => {
  const res = await client.get('/api/business');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return (res.json() as { name: string }[]).map((b) => b.name);
};

describe('one app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // A minute: a change can only show within these tests because it was told, not because it expired.
    t = await createTestApp({ BUSINESS_CACHE_TTL_MS: '60000' });
  });
  afterAll(async () => t?.close());

  it('answers the list from memory, with exactly the fields of the response schema', async () => {
    const a = await ownerWithBusiness(t.app);
    const first = await a.client.get('/api/business');
    expect(t.app.ctx.businessLists.caching).toBe(true);
    // On PostgreSQL the creation's NOTIFY can arrive while the first list is read: that read is then
    // not kept (it may predate the change), and the next one is.
    await expect.poll(async () => (await a.client.get('/api/business'), t.app.ctx.businessLists.size)).toBeGreaterThan(0);
    const second = await a.client.get('/api/business');
    expect(second.body).toBe(first.body);
    const [item] = second.json() as Record<string, unknown>[];
    // No owner id, embed allow-list or timestamps the schema does not name.
    expect(Object.keys(item!).sort()).toEqual(
      [
        'active',
        'agentAvatar',
        'agentBio',
        'agentExperience',
        'agentName',
        'agentResponsibilities',
        'agentSkills',
        'agentTitle',
        'agentTools',
        'chatTheme',
        'createdAt',
        'id',
        'industry',
        'name',
        'subdomain',
        'website',
      ].sort(),
    );
  });

  it('shows a change made by SQL behind the app’s back: on the embedded database on the very next request', async () => {
    const a = await ownerWithBusiness(t.app);
    // PGlite handles the NOTIFY before the committing statement resolves; PostgreSQL delivers it to
    // the listening connection a moment after the commit.
    const next = (expected: string[]) =>
      t.database.kind === 'pglite'
        ? expect(names(a.client)).resolves.toEqual(expected)
        : expect.poll(() => names(a.client)).toEqual(expected);
    await next([form.name]);
    await t.db.update(businesses).set({ name: 'Renamed by hand' }).where(eq(businesses.id, a.businessId));
    await next(['Renamed by hand']);
    await t.db.insert(businesses).values({ ownerId: a.userId, name: 'Inserted by hand', website: 'https://x.example', industry: 'dental' });
    await next(['Inserted by hand', 'Renamed by hand']);
    await t.db.delete(businesses).where(eq(businesses.ownerId, a.userId));
    await next([]);
  });

  it('shows businesses created through the API and by a template download at once', async () => {
    const a = await ownerWithBusiness(t.app);
    expect(await names(a.client)).toHaveLength(1);
    expect((await a.client.post('/api/business', { ...form, name: 'Second Dental' })).statusCode).toBe(201);
    expect(await names(a.client)).toEqual(['Second Dental', form.name]);
    const [template] = (await a.client.get('/api/templates')).json() as { id: number }[];
    expect((await a.client.post(`/api/templates/${template!.id}/download`)).statusCode).toBe(201);
    expect(await names(a.client)).toHaveLength(3);
  });

  it('keeps each owner’s list to that owner', async () => {
    const a = await ownerWithBusiness(t.app);
    const b = await ownerWithBusiness(t.app);
    await a.client.post('/api/business', { ...form, name: 'Only A Dental' });
    expect(await names(a.client)).toContain('Only A Dental');
    expect(await names(b.client)).toEqual([form.name]);
  });

  it('a rolled-back change leaves the list as it was', async () => {
    const a = await ownerWithBusiness(t.app);
    expect(await names(a.client)).toEqual([form.name]);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(businesses).set({ name: 'Never committed' }).where(eq(businesses.id, a.businessId));
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await names(a.client)).toEqual([form.name]);
  });

  it('with BUSINESS_CACHE_TTL_MS=0 nothing is kept', async () => {
    const off = await createTestApp({ BUSINESS_CACHE_TTL_MS: '0' }, t.database);
    try {
      const a = await ownerWithBusiness(off.app);
      expect(await names(a.client)).toEqual([form.name]);
      expect(off.app.ctx.businessLists.caching).toBe(false);
      expect(off.app.ctx.businessLists.size).toBe(0);
    } finally {
      await off.app.close();
    }
  });
});

const pgUp = await reachable(5432);
if (!pgUp) console.warn('list-cache.test.ts: cross-process cases skipped (no PostgreSQL at 127.0.0.1:5432)');

describe.skipIf(!pgUp)('two processes on PostgreSQL (NOTIFY from the trigger)', () => {
  let two: Awaited<ReturnType<typeof twoAppsOnScratchPostgres>>;
  let A: TestApp;
  let B: TestApp;

  beforeAll(async () => {
    // A minute: only the NOTIFY, not the expiry, can bring a change within expect.poll's 10 s.
    two = await twoAppsOnScratchPostgres('sw_listcache', { BUSINESS_CACHE_TTL_MS: '60000' });
    [A, B] = two.apps;
  }, 60_000);

  afterAll(async () => two?.close());

  it('a business created on one process shows in the list the other one had in memory', async () => {
    const a = await ownerWithBusiness(A);
    const onB = new TestClient(B);
    onB.cookies = a.client.cookies;
    expect(await names(onB)).toEqual([form.name]);
    expect(B.ctx.businessLists.caching).toBe(true);
    await expect.poll(async () => (await names(onB), B.ctx.businessLists.size)).toBeGreaterThan(0);

    expect((await a.client.post('/api/business', { ...form, name: 'Made on A Dental' })).statusCode).toBe(201);
    // The NOTIFY reaches B's listening connection a moment after A's commit.
    await expect.poll(() => names(onB)).toEqual(['Made on A Dental', form.name]);
    // And A's own list is right on the very next request (its writer dropped it before answering).
    expect(await names(a.client)).toEqual(['Made on A Dental', form.name]);
  });

  it('a change by SQL behind both processes’ backs reaches both', async () => {
    const a = await ownerWithBusiness(A);
    const onB = new TestClient(B);
    onB.cookies = a.client.cookies;
    expect(await names(a.client)).toEqual([form.name]);
    expect(await names(onB)).toEqual([form.name]);
    await two.databases[0].db.execute(sql`UPDATE businesses SET name = 'Renamed in psql' WHERE id = ${a.businessId}`);
    await expect.poll(() => names(a.client)).toEqual(['Renamed in psql']);
    await expect.poll(() => names(onB)).toEqual(['Renamed in psql']);
  });
});
