import { readFileSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messageAnalytics, messages, usageRecords } from '../../db/schema.ts';
import { createTestApp, newAccount, registerOwnerWithBusiness, registerVerified } from '../../../test/app.ts';
import { serveFixtureSite } from '../../../test/fixture-site.ts';
import { crawlAndWait } from '../../../test/crawls.ts';
import { uploadFile } from '../../../test/uploads.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/support/fake-openai-server.ts';

const FIXTURES = fileURLToPath(new URL('../../../../../test/fixtures/', import.meta.url));
const DOCS = path.join(FIXTURES, 'documents');
const qa = JSON.parse(readFileSync(path.join(FIXTURES, 'qa.json'), 'utf8')) as {
  question: string;
  answerContains: string[];
  source: string | null;
}[];
const profile = { agentBio: 'Bio', agentSkills: ['a'], agentResponsibilities: ['b'], agentExperience: 'c', agentTools: ['d'] };

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const upload = uploadFile;

async function publishedBusiness(name: string, files: [string, Buffer][], publish = true) {
  const client = t.client();
  const { userId, businessId: id } = await registerOwnerWithBusiness(client, 'chat', { name, website: 'https://example.com' });
  for (const [n, d] of files) expect((await upload(client, id, n, d)).statusCode).toBe(201);
  if (publish) expect((await client.post(`/api/business/${id}/setup`, { ...profile, subdomain: `chat-${id}` })).statusCode).toBe(200);
  return { client, id, ownerId: userId };
}

let visitorSeq = 0;
/** A visitor from its own address, so rate limits of one test don't touch another. */
async function visitor(businessId: number) {
  visitorSeq += 1;
  const client = t.client(`10.9.${Math.floor(visitorSeq / 250)}.${visitorSeq % 250}`);
  const res = await client.post(`/api/chat/${businessId}/visitor`);
  expect(res.statusCode).toBe(201);
  return { client, visitorId: res.json().visitorId as string };
}

describe('chat with the built-in engine over the fixture documents', () => {
  let biz: Awaited<ReturnType<typeof publishedBusiness>>;
  beforeAll(async () => {
    const files = readdirSync(DOCS)
      .filter((f) => f.includes('.'))
      .map((f) => [f, readFileSync(path.join(DOCS, f))] as [string, Buffer]);
    biz = await publishedBusiness('Brightsmile Family Dental', files);
  });

  it('answers at least 90% of answerable document questions with the expected phrase, and admits what it does not know', async () => {
    const docQuestions = qa.filter((q) => q.source && !q.source.startsWith('/'));
    const misses: string[] = [];
    for (const q of docQuestions) {
      const v = await visitor(biz.id);
      const res = await v.client.post(`/api/chat/${biz.id}`, { message: q.question, visitorId: v.visitorId });
      expect(res.statusCode, res.body).toBe(200);
      const answer = (res.json().response as string).toLowerCase();
      if (!q.answerContains.every((a) => answer.includes(a.toLowerCase()))) misses.push(`${q.question} → ${answer.slice(0, 120)}`);
    }
    expect(1 - misses.length / docQuestions.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);

    const facts = qa.flatMap((q) => q.answerContains.filter((a) => a.length > 3));
    for (const q of qa.filter((x) => !x.source)) {
      const v = await visitor(biz.id);
      const body = (await v.client.post(`/api/chat/${biz.id}`, { message: q.question, visitorId: v.visitorId })).json();
      expect(body.answered, q.question).toBe(false);
      expect(body.response).toMatch(/don't have|do not have|not sure|don't know/i);
      for (const f of facts) expect(body.response).not.toContain(f);
    }
  });

  it('keeps the history of one visitor, for that visitor and business only', async () => {
    const v = await visitor(biz.id);
    await v.client.post(`/api/chat/${biz.id}`, { message: 'where do i park?', visitorId: v.visitorId });
    const hist = await v.client.get(`/api/chat/${biz.id}/${v.visitorId}`);
    expect(hist.statusCode).toBe(200);
    const items = hist.json();
    expect(items.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(items[1].content).toContain('Tanner Street');
    expect(items[1].sources[0].title).toBe('faq.txt');
    expect(Date.parse(items[0].timestamp)).not.toBeNaN();
    const other = await visitor(biz.id);
    expect((await other.client.get(`/api/chat/${biz.id}/${other.visitorId}`)).json()).toEqual([]);
    const elsewhere = await publishedBusiness('Elsewhere', []);
    expect((await v.client.get(`/api/chat/${elsewhere.id}/${v.visitorId}`)).statusCode).toBe(404);
    expect((await v.client.get(`/api/chat/${biz.id}/AAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(404);
    expect((await v.client.post(`/api/chat/${elsewhere.id}`, { message: 'hi', visitorId: v.visitorId })).statusCode).toBe(404);
  });

  it("gives the engine the visitor's last turns, oldest first, and no one else's", async () => {
    const seen: { role: string; content: string }[][] = [];
    const engine = t.app.ctx.engine;
    const answer = engine.answer.bind(engine);
    engine.answer = (input) => {
      seen.push(input.history.map((m) => ({ role: m.role, content: m.content })));
      return answer(input);
    };
    try {
      const v = await visitor(biz.id);
      const questions = [
        'where do i park?',
        'what are your hours?',
        'what is the wifi password',
        'do you take insurance?',
        'is there parking?',
      ];
      const replies: string[] = [];
      for (const message of questions)
        replies.push((await v.client.post(`/api/chat/${biz.id}`, { message, visitorId: v.visitorId })).json().response);
      expect(seen[0]).toEqual([]);
      // At most 6 messages: the three turns before the fifth question, not the first.
      expect(seen[4]).toEqual(
        [2, 3, 4].flatMap((i) => [
          { role: 'user', content: questions[i - 1] },
          { role: 'assistant', content: replies[i - 1] },
        ]),
      );
      const other = await visitor(biz.id);
      await other.client.post(`/api/chat/${biz.id}`, { message: 'where do i park?', visitorId: other.visitorId });
      expect(seen[5]).toEqual([]);
    } finally {
      engine.answer = answer;
    }
  });

  it('stores response times and keeps the owner daily analytics', async () => {
    const before = await t.db.select().from(messageAnalytics).where(eq(messageAnalytics.userId, biz.ownerId));
    const v = await visitor(biz.id);
    await v.client.post(`/api/chat/${biz.id}`, { message: 'What are your hours?', visitorId: v.visitorId });
    const [after] = await t.db.select().from(messageAnalytics).where(eq(messageAnalytics.userId, biz.ownerId));
    expect(after!.totalMessages).toBe((before[0]?.totalMessages ?? 0) + 1);
    const [last] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.businessId, biz.id))
      .orderBy(sql`${messages.id} desc`)
      .limit(1);
    expect(last).toMatchObject({ role: 'assistant', success: true });
    expect(last!.responseTimeMs).toBeGreaterThanOrEqual(0);
    const usage = await t.db.select().from(usageRecords).where(eq(usageRecords.endpoint, 'chat'));
    expect(usage.length).toBeGreaterThan(0);
  });

  it('streams tokens then the sources', async () => {
    const v = await visitor(biz.id);
    const res = await v.client.post(`/api/chat/${biz.id}/stream`, { message: 'what is the wifi password', visitorId: v.visitorId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .split('\n\n')
      .filter(Boolean)
      .map((e) => ({ event: e.match(/^event: (.+)$/m)?.[1], data: JSON.parse(e.match(/^data: (.+)$/m)?.[1] ?? 'null') }));
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(tokens.map((e) => e.data.text).join('')).toBe(done.data.response);
    expect(done.data.response).toContain('flossboss22');
    expect(done.data.sources[0].title).toBe('faq.txt');
  });
});

describe('chat with the built-in engine over the fixture documents and the crawled fixture site', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let site: Server;
  let businessId: number;
  beforeAll(async () => {
    app = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true' });
    site = (await serveFixtureSite()).server;
    const client = app.client();
    await registerVerified(client, newAccount('chatsite'));
    businessId = (
      await client.post('/api/business', {
        name: 'Brightsmile Family Dental',
        website: 'https://example.com',
        industry: 'dental',
        agentName: 'Zoë',
        agentTitle: 'Receptionist',
      })
    ).json().id as number;
    for (const f of readdirSync(DOCS).filter((x) => x.includes('.')))
      expect((await upload(client, businessId, f, readFileSync(path.join(DOCS, f)))).statusCode).toBe(201);
    // The crawl is a background job: wait for it to finish.
    const crawl = await crawlAndWait(client, businessId, `http://127.0.0.1:${(site.address() as { port: number }).port}/`);
    expect(crawl.status, crawl.error ?? '').toBe('done');
    expect((await client.post(`/api/business/${businessId}/setup`, { ...profile, subdomain: `chat-site-${businessId}` })).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((r) => site?.close(r));
  });

  async function ask(message: string, n: number) {
    const client = app.client(`10.8.${Math.floor(n / 250)}.${n % 250}`);
    const visitorId = (await client.post(`/api/chat/${businessId}/visitor`)).json().visitorId as string;
    const res = await client.post(`/api/chat/${businessId}`, { message, visitorId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { response: string; answered: boolean };
  }

  it('answers at least 90% of the website questions, and of all answerable ones, and admits what it does not know', async () => {
    const misses = { site: [] as string[], all: [] as string[] };
    const answerable = qa.filter((q) => q.source);
    for (const [i, q] of answerable.entries()) {
      const answer = (await ask(q.question, i)).response.toLowerCase();
      if (q.answerContains.every((a) => answer.includes(a.toLowerCase()))) continue;
      const miss = `${q.question} → ${answer.slice(0, 120)}`;
      misses.all.push(miss);
      if (q.source!.startsWith('/')) misses.site.push(miss);
    }
    const siteCount = answerable.filter((q) => q.source!.startsWith('/')).length;
    expect(siteCount).toBeGreaterThanOrEqual(10);
    expect(1 - misses.site.length / siteCount, misses.site.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(1 - misses.all.length / answerable.length, misses.all.join('\n')).toBeGreaterThanOrEqual(0.9);

    const facts = qa.flatMap((q) => q.answerContains.filter((a) => a.length > 3));
    for (const [i, q] of qa.filter((x) => !x.source).entries()) {
      const body = await ask(q.question, 200 + i);
      expect(body.answered, q.question).toBe(false);
      expect(body.response).toMatch(/don't have|do not have|not sure|don't know/i);
      // …and says how to reach a person: the phone and email the website shows in its header and footer.
      expect(body.response).toContain(
        'Please contact Brightsmile Family Dental directly at +1-802-555-0142 or hello@brightsmiledental.example',
      );
      for (const f of facts) expect(body.response).not.toContain(f);
    }
  });
});

describe('chat guards', () => {
  it('answers 404 with no engine call for unknown and unpublished businesses', async () => {
    const draft = await publishedBusiness('Draft Clinic', [], false);
    const usageBefore = (await t.db.select().from(usageRecords)).length;
    expect((await t.client().post(`/api/chat/${draft.id}/visitor`)).statusCode).toBe(404);
    expect((await t.client().post(`/api/chat/999999/visitor`)).statusCode).toBe(404);
    expect((await t.client().post(`/api/chat/${draft.id}`, { message: 'hi', visitorId: 'AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await t.db.select().from(usageRecords)).length).toBe(usageBefore);
  });

  it('refuses over-long messages with 413 and floods with 429', async () => {
    const biz = await publishedBusiness('Busy Clinic', []);
    const v = await visitor(biz.id);
    const long = await v.client.post(`/api/chat/${biz.id}`, { message: 'x'.repeat(2001), visitorId: v.visitorId });
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe('Message is too long (max 2000 characters)');
    const codes: number[] = [];
    for (let i = 0; i < 15; i++)
      codes.push((await v.client.post(`/api/chat/${biz.id}`, { message: `hello ${i}`, visitorId: v.visitorId })).statusCode);
    expect(codes.slice(0, 12).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await v.client.post(`/api/chat/${biz.id}`, { message: 'again', visitorId: v.visitorId })).json().message).toMatch(
      /too quickly/,
    );
  });

  it("never answers with another business's documents", async () => {
    const a = await publishedBusiness('Planted A', [
      ['secret.txt', Buffer.from('Parking is behind the Zebra Warehouse. The wifi password is zebra-planted-77.')],
    ]);
    const b = await publishedBusiness('Clean B', [['faq.txt', readFileSync(path.join(DOCS, 'faq.txt'))]]);
    for (const q of ['where do i park?', 'what is the wifi password?']) {
      const v = await visitor(b.id);
      const body = (await v.client.post(`/api/chat/${b.id}`, { message: q, visitorId: v.visitorId })).json();
      expect(body.response).not.toMatch(/zebra/i);
    }
    expect(a.id).not.toBe(b.id);
  });

  it('accepts cross-site chat calls from agent pages but not cross-site owner calls', async () => {
    const biz = await publishedBusiness('Cross Site', []);
    const v = await visitor(biz.id);
    const res = await v.client.post(
      `/api/chat/${biz.id}`,
      { message: 'hi', visitorId: v.visitorId },
      { origin: `http://chat-${biz.id}.staffwright.localhost:5000` },
    );
    expect(res.statusCode).toBe(200);
    expect((await biz.client.post('/api/business', {}, { origin: `http://chat-${biz.id}.staffwright.localhost:5000` })).statusCode).toBe(
      403,
    );
  });
});

/** The events of a chat stream's body, in order. */
function sseEvents(body: string): { event: string | undefined; data: { message?: string; response?: string } }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((e) => ({ event: e.match(/^event: (.+)$/m)?.[1], data: JSON.parse(e.match(/^data: (.+)$/m)?.[1] ?? 'null') }));
}

/**
 * Storing faults are real refusals of the test's own database: a CHECK constraint on `messages`
 * for one business (NOT VALID: only new rows are checked), dropped again after the test.
 */
async function refuseMessages(
  database: { exec(sql: string): Promise<void> },
  businessId: number,
  check: string,
): Promise<() => Promise<void>> {
  const name = `sw_test_refuse_${businessId}`;
  await database.exec(`ALTER TABLE messages ADD CONSTRAINT ${name} CHECK (business_id <> ${businessId} OR (${check})) NOT VALID`);
  return () => database.exec(`ALTER TABLE messages DROP CONSTRAINT ${name}`);
}

describe('a chat turn whose answer cannot be stored', () => {
  it('stores no failed turn in its place, and the visitor sees the generic message, not the database error', async () => {
    const biz = await publishedBusiness('Unstorable Clinic', []);
    // Answers (success = true) are refused; a failed turn (success = false) would be accepted.
    const allow = await refuseMessages(t.database, biz.id, 'success IS NOT TRUE');
    try {
      const v = await visitor(biz.id);
      const res = await v.client.post(`/api/chat/${biz.id}/stream`, { message: 'hello', visitorId: v.visitorId });
      expect(res.statusCode).toBe(200);
      const events = sseEvents(res.body);
      // The engine did answer (tokens went out) before the write failed.
      expect(events.some((e) => e.event === 'token')).toBe(true);
      expect(events.at(-1)).toEqual({ event: 'error', data: { message: 'Failed to send message' } });
      expect(res.body).not.toMatch(/constraint|sw_test_refuse|violates/i);
      // The failed write might have committed (a read timeout): writing a failed turn as well
      // would store the question twice. Here it did not commit, so nothing is stored at all.
      expect(await t.db.select().from(messages).where(eq(messages.businessId, biz.id))).toEqual([]);
      expect(await t.db.select().from(usageRecords).where(eq(usageRecords.businessId, biz.id))).toEqual([]);

      // The same without streaming: the error handler's generic 500, and nothing stored.
      const plain = await v.client.post(`/api/chat/${biz.id}`, { message: 'hello', visitorId: v.visitorId });
      expect(plain.statusCode).toBe(500);
      expect(plain.json().message).toBe('Something went wrong on our side. Please try again.');
      expect(await t.db.select().from(messages).where(eq(messages.businessId, biz.id))).toEqual([]);
    } finally {
      await allow();
    }
    // Once the database accepts it again, the same visitor's turn is stored once.
    const v = await visitor(biz.id);
    const ok = await v.client.post(`/api/chat/${biz.id}/stream`, { message: 'hello', visitorId: v.visitorId });
    expect(sseEvents(ok.body).at(-1)!.event).toBe('done');
    expect((await t.db.select().from(messages).where(eq(messages.businessId, biz.id)).orderBy(messages.id)).map((m) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
  });
});

describe('a chat turn the model fails', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let model: FakeOpenAiServer;
  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    model.behaviour = 'error500';
    app = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });

  async function business(name: string) {
    const client = app.client();
    const { businessId: id } = await registerOwnerWithBusiness(client, 'chatfail', { name, website: 'https://example.com' });
    expect((await client.post(`/api/business/${id}/setup`, { ...profile, subdomain: `chat-fail-${id}` })).statusCode).toBe(200);
    return id;
  }
  async function ask(businessId: number, n: number, path: '' | '/stream') {
    const client = app.client(`10.7.0.${n}`);
    const visitorId = (await client.post(`/api/chat/${businessId}/visitor`)).json().visitorId as string;
    return client.post(`/api/chat/${businessId}${path}`, { message: 'hello', visitorId });
  }

  it('stores the failed turn once and tells the visitor what the non-streaming route says', async () => {
    const id = await business('Failing Model Clinic');
    const plain = await ask(id, 1, '');
    expect(plain.statusCode).toBe(502);
    const said = plain.json().message as string;
    expect(said).toMatch(/\S/);
    const res = await ask(id, 2, '/stream');
    expect(sseEvents(res.body).at(-1)).toEqual({ event: 'error', data: { message: said } });
    // Each of the two turns: the question and the apology, once.
    const rows = await app.db.select().from(messages).where(eq(messages.businessId, id)).orderBy(messages.id);
    expect(rows.map((m) => [m.role, m.success])).toEqual([
      ['user', null],
      ['assistant', false],
      ['user', null],
      ['assistant', false],
    ]);
  });

  it('when the failed turn cannot be stored either, the visitor gets the generic message, not the database error', async () => {
    const id = await business('Failing Everything Clinic');
    const allow = await refuseMessages(app.database, id, 'false');
    try {
      const res = await ask(id, 3, '/stream');
      expect(sseEvents(res.body).at(-1)).toEqual({ event: 'error', data: { message: 'Failed to send message' } });
      expect(res.body).not.toMatch(/constraint|sw_test_refuse|violates/i);
      expect(await app.db.select().from(messages).where(eq(messages.businessId, id))).toEqual([]);
    } finally {
      await allow();
    }
  });
});

describe('durability of a chat turn on PGlite', () => {
  // PGlite runs single-user, with no WAL writer: a turn committed asynchronously would sit in
  // memory until some later synchronous commit, and a crash of the process would lose it.
  it('writes the WAL of the turn before answering (all of it is written: insert position = flush position)', async (test) => {
    // On PostgreSQL other sessions and the WAL writer move these positions; the commit there is asynchronous by design.
    if (t.database.kind !== 'pglite') test.skip();
    const biz = await publishedBusiness('Durable Clinic', []);
    const v = await visitor(biz.id);
    const walWritten = async () =>
      (await t.database.withConnection((query) => query('SELECT pg_current_wal_insert_lsn() = pg_current_wal_flush_lsn() AS written')))[0]!
        .written;
    for (const path of ['', '/stream']) {
      const res = await v.client.post(`/api/chat/${biz.id}${path}`, { message: 'hello', visitorId: v.visitorId });
      expect(res.statusCode).toBe(200);
      expect(await walWritten(), `POST /api/chat/:id${path}`).toBe(true);
    }
  });
});
