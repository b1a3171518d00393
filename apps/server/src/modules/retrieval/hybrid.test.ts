import { Writable } from 'node:stream';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { passages, templates, usageRecords } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { registerOwnerWithBusiness, testConfig, TestClient } from '../../../test/app.ts';
import { uploadFile } from '../../../test/uploads.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { startFakeOpenAiServer } from '../../../test/support/fake-openai-server.ts';
import { EMBED_BATCH, EMBEDDINGS_TABLE } from './embeddings.ts';
import { reciprocalRankFusion } from './fusion.ts';
import { searchPassages } from './search.ts';

/**
 * Hybrid retrieval against the fake OpenAI-compatible server, whose embeddings are bag-of-words
 * vectors that fold a few synonym groups together (FAKE_SYNONYMS): "animal physician" lands on
 * "our veterinarian examines cats and dogs" although full-text search shares no word with it.
 *
 * On PGlite (pgvector loaded) the app runs in hybrid mode. On a PostgreSQL without pgvector
 * (TEST_DATABASE_URL=postgres://…, Debian's PostgreSQL 15) it must start in full-text mode: the
 * tests that need vectors are skipped, the fallback ones still run.
 */

// Built at collection time: whether the vector tests run depends on what the database offers.
const fake = await startFakeOpenAiServer();
const logLines: string[] = [];
const database = await createTestDatabase();
const app = await buildApp({
  config: testConfig({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'm',
    AI_EMBEDDING_MODEL: 'e',
    // Short enough for the hang cases to end quickly, long enough that a loaded CI machine's real
    // embedding batches never time out.
    AI_TIMEOUT_MS: '2500',
  }),
  database,
  logger: {
    level: 'info',
    stream: new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  },
});
await app.ready();
const db = database.db;
const hybrid = app.ctx.retrieval.mode === 'hybrid';
const NEEDS_VECTORS = `needs pgvector: ${app.ctx.retrieval.reason}`;
if (!hybrid) console.warn(`hybrid.test.ts: full-text mode (${app.ctx.retrieval.reason}); tests that need vectors are skipped`);
/** Runs only in hybrid mode; the skip reason is in the title. */
const withVectors = (name: string, fn: () => Promise<void>) =>
  it.skipIf(!hybrid)(hybrid ? name : `${name} [skipped: ${NEEDS_VECTORS}]`, fn);

afterAll(async () => {
  await app.close();
  await database.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function ownerWithBusiness(name: string) {
  const client = new TestClient(app);
  const form = { name, website: 'https://vets.example', industry: 'other', agentName: 'Ana' };
  return { client, ...(await registerOwnerWithBusiness(client, 'hybrid', form)) };
}

async function upload(
  client: TestClient,
  businessId: number,
  fileName: string,
  text: string,
): Promise<{ id: number; passageCount: number }> {
  const res = await uploadFile(client, businessId, fileName, text);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function search(
  client: TestClient,
  businessId: number,
  query: string,
  limit = 5,
): Promise<{ id: number; sourceId: number; content: string }[]> {
  const res = await client.post('/api/training-data/search', { query, businessId, limit });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function embeddingCount(sourceOrPassageIds: { sourceId: number } | { passageIds: number[] }): Promise<number> {
  const where =
    'sourceId' in sourceOrPassageIds
      ? sql`passage_id IN (SELECT id FROM passages WHERE source_id = ${sourceOrPassageIds.sourceId})`
      : sql`passage_id IN (${sql.join(
          sourceOrPassageIds.passageIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(EMBEDDINGS_TABLE)} WHERE ${where}`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

const lastUsage = async (businessId: number, endpoint: string) =>
  (
    await db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.businessId, businessId), eq(usageRecords.endpoint, endpoint)))
      .orderBy(desc(usageRecords.id))
      .limit(1)
  )[0];

const VET = 'Our veterinarian examines cats and dogs every weekday morning.';
const PARKING = 'Parking is free behind the building, next to the bakery.';
const CARS = 'We sell inexpensive automobiles with a one-year warranty.';

describe('start-up', () => {
  it('picks its mode once and logs it (hybrid on PGlite, full-text without pgvector)', () => {
    const mode = logLines.map((l) => JSON.parse(l) as { msg: string; retrieval?: string }).find((l) => l.retrieval);
    expect(mode?.retrieval).toBe(app.ctx.retrieval.mode);
    if (database.kind === 'pglite') {
      expect(app.ctx.retrieval.mode).toBe('hybrid');
      expect(mode?.msg).toMatch(/retrieval: hybrid/);
    }
    if (!hybrid) {
      expect(mode?.msg).toMatch(/retrieval: full-text search only/);
      expect(app.ctx.retrieval.reason).toMatch(/pgvector/);
    }
  });
});

describe('reciprocal rank fusion', () => {
  it('adds 1/(60 + rank) over the lists, so agreement wins and either list alone still counts', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    const c = { id: 3 };
    const fused = reciprocalRankFusion([
      [a, b],
      [c, b],
    ]);
    expect(fused.map((f) => f.item.id)).toEqual([2, 1, 3]);
    expect(fused[0]!.score).toBeCloseTo(2 / 62);
    expect(fused[1]!.score).toBeCloseTo(1 / 61);
    expect(reciprocalRankFusion([[], [a]])).toEqual([{ item: a, score: 1 / 61 }]);
  });
});

describe('hybrid retrieval', () => {
  withVectors('embeds uploaded passages in batches and records the usage', async () => {
    const { client, userId, businessId } = await ownerWithBusiness('Batch Vets');
    const paragraphs = Array.from(
      { length: 2 * EMBED_BATCH + 5 },
      (_, i) => `Section ${i}. ${'Our clinic answers questions about pets, visits and opening times. '.repeat(9)}`,
    );
    const source = await upload(client, businessId, 'long.txt', paragraphs.join('\n\n'));
    expect(source.passageCount).toBeGreaterThan(2 * EMBED_BATCH);
    expect(await embeddingCount({ sourceId: source.id })).toBe(source.passageCount);
    const calls = fake.requests.filter((r) => r.path === '/v1/embeddings');
    expect(calls.length).toBe(Math.ceil(source.passageCount / EMBED_BATCH));
    for (const c of calls) {
      expect(c.body.model).toBe('e');
      expect(c.body.input.length).toBeLessThanOrEqual(EMBED_BATCH);
    }
    expect(await lastUsage(businessId, 'embed')).toMatchObject({ userId, status: 'success', model: 'e' });
  });

  withVectors('finds a passage that shares no word with the question, by meaning', async () => {
    const { client, userId, businessId } = await ownerWithBusiness('Meadow Vets');
    const vet = await upload(client, businessId, 'vet.txt', VET);
    await upload(client, businessId, 'parking.txt', PARKING);
    expect(await embeddingCount({ sourceId: vet.id })).toBe(1);
    // Full-text search alone finds nothing…
    expect(await searchPassages(db, { businessId, query: 'animal physician', limit: 5 })).toEqual([]);
    // …hybrid search finds the veterinarian first.
    const hits = await search(client, businessId, 'animal physician');
    expect(hits[0]?.content).toContain('veterinarian');
    expect(hits.map((h) => h.content).join()).not.toContain('Parking');
    expect(await lastUsage(businessId, 'embed:query')).toMatchObject({ userId, status: 'success', model: 'e' });
    // Words both lists find still come back, the full-text match first.
    expect((await search(client, businessId, 'free parking'))[0]?.content).toContain('Parking');
  });

  withVectors("never returns another business's passages", async () => {
    const a = await ownerWithBusiness('Alpha Vets');
    const b = await ownerWithBusiness('Beta Vets');
    await upload(a.client, a.businessId, 'vet.txt', VET);
    await upload(b.client, b.businessId, 'vet.txt', VET);
    await upload(b.client, b.businessId, 'cars.txt', CARS);
    const bIds = new Set(
      (await db.select({ id: passages.id }).from(passages).where(eq(passages.businessId, b.businessId))).map((r) => r.id),
    );
    for (const q of ['animal physician', 'cheap car', 'veterinarian cats dogs', 'buy a vehicle']) {
      const hits = await search(a.client, a.businessId, q, 20);
      expect(
        hits.filter((h) => bIds.has(h.id)),
        q,
      ).toEqual([]);
      const direct = await app.ctx.retrieval.search({ businessId: a.businessId, query: q, limit: 20 });
      expect(
        direct.filter((h) => bIds.has(h.id)),
        q,
      ).toEqual([]);
    }
    // B's own car passage is found by meaning in B only.
    expect((await search(b.client, b.businessId, 'cheap car'))[0]?.content).toContain('automobiles');
    expect((await a.client.post('/api/training-data/search', { query: 'cheap car', businessId: b.businessId, limit: 3 })).statusCode).toBe(
      404,
    );
  });

  withVectors('deleting a source removes its embeddings and its passages from results', async () => {
    const { client, businessId } = await ownerWithBusiness('Gone Vets');
    const vet = await upload(client, businessId, 'vet.txt', VET);
    const ids = (await db.select({ id: passages.id }).from(passages).where(eq(passages.sourceId, vet.id))).map((r) => r.id);
    expect(await embeddingCount({ passageIds: ids })).toBe(ids.length);
    expect((await client.delete(`/api/training-data/${vet.id}`)).statusCode).toBe(200);
    expect(await embeddingCount({ passageIds: ids })).toBe(0);
    expect(await search(client, businessId, 'animal physician')).toEqual([]);
  });

  withVectors("a downloaded template's starter knowledge is embedded", async () => {
    const { client, userId } = await ownerWithBusiness('Template Owner');
    const [tpl] = await db.select({ id: templates.id }).from(templates).limit(1);
    const res = await client.post(`/api/templates/${tpl!.id}/download`);
    expect(res.statusCode, res.body).toBe(201);
    const { businessId } = res.json();
    const ids = (await db.select({ id: passages.id }).from(passages).where(eq(passages.businessId, businessId))).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(await embeddingCount({ passageIds: ids })).toBe(ids.length);
    expect(await lastUsage(businessId, 'embed')).toMatchObject({ userId, status: 'success' });
  });

  withVectors('the chat finds passages by meaning too', async () => {
    const { client, businessId } = await ownerWithBusiness('Chat Vets');
    await upload(client, businessId, 'vet.txt', VET);
    const profile = {
      agentBio: 'b',
      agentSkills: ['s'],
      agentResponsibilities: ['r'],
      agentExperience: 'e',
      agentTools: ['t'],
      subdomain: `hybrid-vets-${businessId}`,
    };
    expect((await client.post(`/api/business/${businessId}/setup`, profile)).statusCode).toBe(200);
    fake.reply = 'Our veterinarian sees pets every weekday morning [1].';
    const visitor = new TestClient(app, '10.88.0.1');
    const { visitorId } = (await visitor.post(`/api/chat/${businessId}/visitor`)).json();
    const res = await visitor.post(`/api/chat/${businessId}`, { message: 'Is there an animal physician?', visitorId });
    expect(res.statusCode, res.body).toBe(200);
    const prompt = JSON.stringify(fake.requests.find((r) => r.path === '/v1/chat/completions')?.body);
    expect(prompt).toContain('veterinarian examines cats');
  });
});

describe('fallbacks', () => {
  it('an embedding endpoint failing (500) keeps the upload, search falls back to full text, and the failure is recorded', async () => {
    const { client, userId, businessId } = await ownerWithBusiness('Failing Vets');
    // One working upload first, so the embeddings table exists and searches do embed the query.
    await upload(client, businessId, 'parking.txt', PARKING);
    fake.embeddingBehaviour = 'error500';
    const vet = await upload(client, businessId, 'vet.txt', VET);
    expect(vet.passageCount).toBe(1);
    expect(await db.select({ id: passages.id }).from(passages).where(eq(passages.sourceId, vet.id))).toHaveLength(1);
    const hits = await search(client, businessId, 'veterinarian weekday');
    expect(hits[0]?.content).toContain('veterinarian');
    if (hybrid) {
      expect(await embeddingCount({ sourceId: vet.id })).toBe(0);
      expect(await lastUsage(businessId, 'embed')).toMatchObject({ userId, status: 'provider', model: 'e' });
      expect(await lastUsage(businessId, 'embed:query')).toMatchObject({ userId, status: 'provider' });
      expect(fake.requests.filter((r) => r.path === '/v1/embeddings').length).toBeGreaterThan(0);
    } else {
      // Full-text mode never calls the embedding model at all.
      expect(fake.requests.filter((r) => r.path === '/v1/embeddings')).toEqual([]);
    }
    // Once the provider is back, a later upload is embedded again.
    fake.embeddingBehaviour = null;
    const cars = await upload(client, businessId, 'cars.txt', CARS);
    if (hybrid) expect(await embeddingCount({ sourceId: cars.id })).toBe(1);
  });

  it('a query embedding that times out falls back to full-text results', async () => {
    const { client, businessId } = await ownerWithBusiness('Slow Vets');
    await upload(client, businessId, 'vet.txt', VET);
    fake.embeddingBehaviour = 'hang';
    const started = performance.now();
    const hits = await search(client, businessId, 'veterinarian weekday');
    expect(hits[0]?.content).toContain('veterinarian');
    expect(performance.now() - started).toBeLessThan(5_000);
    if (hybrid) expect(await lastUsage(businessId, 'embed:query')).toMatchObject({ status: 'timeout' });
  });

  withVectors('an embedding model with another dimension replaces the stored embeddings', async () => {
    const { client, businessId } = await ownerWithBusiness('Resized Vets');
    fake.embeddingDimensions = 48;
    const vet = await upload(client, businessId, 'vet.txt', VET);
    expect(await embeddingCount({ sourceId: vet.id })).toBe(1);
    const type = await db.execute<{ t: string }>(
      sql`SELECT format_type(atttypid, atttypmod) AS t FROM pg_attribute WHERE attrelid = to_regclass(${EMBEDDINGS_TABLE}) AND attname = 'embedding'`,
    );
    expect((type as unknown as { rows: { t: string }[] }).rows[0]?.t).toBe('vector(48)');
    expect((await search(client, businessId, 'animal physician'))[0]?.content).toContain('veterinarian');
  });
});
