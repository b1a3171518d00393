import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { mailOutbox, messages, usageRecords } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness, TestClient, twoAppsOnScratchPostgres, type TestApp } from '../../../test/app.ts';
import { REDIS_URL, reachable } from '../../../test/local-services.ts';
import { uploadFile } from '../../../test/uploads.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/support/fake-openai-server.ts';

/**
 * Chat's daily model budgets (decision 026), against a real app and database and the local
 * OpenAI-compatible test server: every model call reports 400 + 100 tokens.
 */

const PER_CALL = 500;
const BUDGETS = { MODEL_DAILY_TOKENS_PER_BUSINESS: String(3 * PER_CALL), MODEL_DAILY_TOKENS_PER_VISITOR: String(2 * PER_CALL) };
const profile = { agentBio: 'Bio', agentSkills: ['a'], agentResponsibilities: ['b'], agentExperience: 'c', agentTools: ['d'] };
const FAQ =
  'Parking is free in the lot behind the building on Tanner Street.\n\n' +
  'Opening hours are 8am to 5pm, Monday to Friday.\n\n' +
  'The wifi password for patients is smile-and-surf.';
const QUESTIONS = ['Where can I park?', 'What are your opening hours?', 'What is the wifi password?', 'Is parking free?'];
const BUSY = "I'm getting a lot of questions right now and can't answer yours at the moment.";
const VISITOR_BUSY = "You've asked me a lot of questions today, so I can't answer more right now.";

type App = Awaited<ReturnType<typeof createTestApp>>;

let seq = 0;
async function publishedBusiness(app: TestApp, name: string) {
  const client = new TestClient(app);
  const { userId, businessId: id } = await registerOwnerWithBusiness(client, 'budget', { name, website: 'https://example.com' });
  expect((await uploadFile(client, id, 'faq.txt', FAQ)).statusCode).toBe(201);
  expect((await client.post(`/api/business/${id}/setup`, { ...profile, subdomain: `budget-${id}` })).statusCode).toBe(200);
  return { id, ownerId: userId, owner: client };
}

/** A visitor from an address of its own, so the per-minute chat limits of one test don't touch another. */
async function visitor(app: TestApp, businessId: number) {
  seq += 1;
  const client = new TestClient(app, `10.6.${Math.floor(seq / 250)}.${seq % 250}`);
  const res = await client.post(`/api/chat/${businessId}/visitor`);
  expect(res.statusCode).toBe(201);
  const visitorId = res.json().visitorId as string;
  return {
    async ask(message: string) {
      const r = await client.post(`/api/chat/${businessId}`, { message, visitorId });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { response: string; answered: boolean; sources: unknown[] };
    },
    async stream(message: string) {
      const r = await client.post(`/api/chat/${businessId}/stream`, { message, visitorId });
      expect(r.statusCode).toBe(200);
      return r.body
        .split('\n\n')
        .filter(Boolean)
        .map((e) => ({ event: e.match(/^event: (.+)$/m)?.[1], data: JSON.parse(e.match(/^data: (.+)$/m)?.[1] ?? 'null') }));
    },
  };
}

async function budgetMails(app: TestApp, ownerId: number) {
  return app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, ownerId), like(mailOutbox.subject, "%reached today's AI usage limit")));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('chat with a language model and daily token budgets', () => {
  let app: App;
  let model: FakeOpenAiServer;
  const completions = () => model.requests.filter((r) => r.path === '/v1/chat/completions').length;

  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    app = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model', ...BUDGETS });
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });
  const reset = () => {
    model.reset();
    model.reply = 'Parking is free in the lot behind the building on Tanner Street.';
    model.usage = { prompt_tokens: 400, completion_tokens: 100 };
  };

  it("answers until the business's budget is spent, then says it is busy without calling the model, stores the turn as unanswered and mails the owner once", async () => {
    reset();
    const biz = await publishedBusiness(app.app, 'Budget Dental');
    const [a, b, c] = [await visitor(app.app, biz.id), await visitor(app.app, biz.id), await visitor(app.app, biz.id)];

    // 3 calls of 500 tokens: the budget of 1,500 is spent (2 by one visitor, within its 1,000).
    const calls = completions();
    for (const [v, q] of [
      [a, QUESTIONS[0]!],
      [a, QUESTIONS[1]!],
      [b, QUESTIONS[2]!],
    ] as const) {
      const reply = await v.ask(q);
      expect(reply.answered, reply.response).toBe(true);
      expect(reply.response).toContain('Tanner Street');
    }
    expect(completions()).toBe(calls + 3);
    const usage = await app.db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.businessId, biz.id), eq(usageRecords.endpoint, 'chat')));
    expect(usage.map((u) => u.tokensUsed)).toEqual([PER_CALL, PER_CALL, PER_CALL]);

    // The next question, from a visitor who asked nothing yet: busy, and no request reaches the model.
    const busy = await c.ask(QUESTIONS[3]!);
    expect(busy).toEqual({
      response: `${BUSY} Please try again later or contact Budget Dental directly through https://example.com.`,
      sources: [],
      answered: false,
    });
    expect(completions()).toBe(calls + 3);

    // Stored as a turn not answered (the owner's "Not answered" list), with no usage row: no call was made.
    const stored = await app.db.select().from(messages).where(eq(messages.businessId, biz.id)).orderBy(asc(messages.id));
    expect(stored.slice(-2)).toMatchObject([
      { role: 'user', content: QUESTIONS[3] },
      { role: 'assistant', content: busy.response, answered: false, success: false },
    ]);
    expect(await app.db.select().from(usageRecords).where(eq(usageRecords.businessId, biz.id))).toHaveLength(usage.length);
    const view = await biz.owner.get(`/api/business/${biz.id}/conversations`);
    expect(view.statusCode).toBe(200);
    expect(view.json().stats).toMatchObject({ questions: 4, answers: 4, unanswered: 1 });

    // The stream route says the same: the text as one token, then done; still no model request.
    const events = await a.stream(QUESTIONS[0]!);
    expect(events.map((e) => e.event)).toEqual(['token', 'done']);
    expect(events[0]!.data).toEqual({
      text: `${BUSY} Please try again later or contact Budget Dental directly through https://example.com.`,
    });
    expect(events[1]!.data).toEqual({ response: events[0]!.data.text, sources: [], answered: false });
    expect(completions()).toBe(calls + 3);

    // The owner is told: one mail, however many visitors are turned away.
    await expect.poll(async () => (await budgetMails(app.app, biz.ownerId)).length).toBe(1);
    for (const v of [a, b, c]) expect((await v.ask('Anyone there?')).response).toContain(BUSY);
    await sleep(300);
    const mails = await budgetMails(app.app, biz.ownerId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Budget Dental: your agent reached today's AI usage limit");
    expect(mails[0]!.text).toContain("Visitors to Budget Dental have used up today's AI usage limit (1,500 tokens");
    expect(mails[0]!.text).toContain(`/business/dashboard?id=${biz.id}`);
    expect(completions()).toBe(calls + 3);

    // A restart (a new app on the same database, no Redis) reads the day's usage back: still busy, no second mail.
    const restarted = await createTestApp(
      { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: model.baseUrl, AI_MODEL: 'fake-model', ...BUDGETS },
      app.database,
    );
    try {
      const d = await visitor(restarted.app, biz.id);
      expect((await d.ask(QUESTIONS[1]!)).response).toContain(BUSY);
      await sleep(500);
      expect(await budgetMails(restarted.app, biz.ownerId)).toHaveLength(1);
      expect(completions()).toBe(calls + 3);
    } finally {
      await restarted.close();
    }
  });

  it('stops one visitor at their own budget while another visitor of the same business still gets answers', async () => {
    reset();
    const biz = await publishedBusiness(app.app, 'Visitor Cap Clinic');
    const heavy = await visitor(app.app, biz.id);
    const other = await visitor(app.app, biz.id);
    const calls = completions();
    expect((await heavy.ask(QUESTIONS[0]!)).answered).toBe(true);
    expect((await heavy.ask(QUESTIONS[1]!)).answered).toBe(true);
    // 1,000 tokens: this visitor's budget is spent, the business's (1,500) is not.
    const stopped = await heavy.ask(QUESTIONS[2]!);
    expect(stopped).toEqual({
      response: `${VISITOR_BUSY} Please try again tomorrow or contact Visitor Cap Clinic directly through https://example.com.`,
      sources: [],
      answered: false,
    });
    const streamed = await heavy.stream(QUESTIONS[3]!);
    expect(streamed.at(-1)).toEqual({ event: 'done', data: { response: stopped.response, sources: [], answered: false } });
    expect(completions()).toBe(calls + 2);

    const answered = await other.ask(QUESTIONS[2]!);
    expect(answered.answered).toBe(true);
    expect(answered.response).toContain('Tanner Street');
    expect(completions()).toBe(calls + 3);
    // A visitor's cap is no news for the owner.
    await sleep(300);
    expect(await budgetMails(app.app, biz.ownerId)).toHaveLength(0);
  });
});

describe('the built-in engine', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ MODEL_DAILY_TOKENS_PER_BUSINESS: '1', MODEL_DAILY_TOKENS_PER_VISITOR: '1' });
  });
  afterAll(async () => app?.close());

  it('is never capped: it costs nothing, whatever tokens it estimates', async () => {
    const biz = await publishedBusiness(app.app, 'Builtin Dental');
    const v = await visitor(app.app, biz.id);
    for (const q of QUESTIONS) {
      const reply = await v.ask(q);
      expect(reply.response).not.toContain(BUSY);
      expect(reply.response).not.toContain(VISITOR_BUSY);
    }
    expect((await v.ask('Where can I park?')).response).toContain('Tanner Street');
    // The usage rows carry estimates well past the budget of 1 token.
    const usage = await app.db
      .select()
      .from(usageRecords)
      .where(and(eq(usageRecords.businessId, biz.id), eq(usageRecords.endpoint, 'chat')));
    expect(usage).toHaveLength(QUESTIONS.length + 1);
    expect(usage.every((u) => u.tokensUsed > 1)).toBe(true);
    await sleep(300);
    expect(await budgetMails(app.app, biz.ownerId)).toHaveLength(0);
  });
});

// Across processes: the counts live in Redis, so two apps on one PostgreSQL share one budget and one notice.
const [pgUp, redisUp] = await Promise.all([reachable(5432), reachable(6379)]);
describe.skipIf(!pgUp || !redisUp)('two processes sharing Redis', () => {
  it("share the business's budget and tell the owner once", { timeout: 60_000 }, async () => {
    const model = await startFakeOpenAiServer();
    model.reply = 'Parking is free in the lot behind the building on Tanner Street.';
    model.usage = { prompt_tokens: 400, completion_tokens: 100 };
    const pair = await twoAppsOnScratchPostgres('sw_budget', {
      REDIS_URL,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'fake-model',
      MODEL_DAILY_TOKENS_PER_BUSINESS: String(2 * PER_CALL),
    });
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    // A scratch database numbers businesses from 1 again: no count of an earlier run today may count here.
    const ourKeys = async (businessId: number) => {
      const keys: string[] = [];
      for (const prefix of ['model-tokens-business', 'model-tokens-visitor', 'model-budget-notice'])
        keys.push(...(await redis.keys(`sw:${prefix}:${businessId}|*`)));
      return keys;
    };
    let businessId = 0;
    try {
      const [a, b] = pair.apps;
      const biz = await publishedBusiness(a, 'Shared Budget Dental');
      businessId = biz.id;
      const stale = await ourKeys(biz.id);
      if (stale.length) await redis.del(...stale);
      const completions = () => model.requests.filter((r) => r.path === '/v1/chat/completions').length;

      expect((await (await visitor(a, biz.id)).ask(QUESTIONS[0]!)).answered).toBe(true);
      expect((await (await visitor(b, biz.id)).ask(QUESTIONS[1]!)).answered).toBe(true);
      expect(completions()).toBe(2);
      // 1,000 tokens, spent half in each process: both turn the next visitors away.
      for (const app of [a, b, a, b]) expect((await (await visitor(app, biz.id)).ask(QUESTIONS[2]!)).response).toContain(BUSY);
      expect(completions()).toBe(2);
      await expect.poll(async () => (await budgetMails(a, biz.ownerId)).length).toBe(1);
      await sleep(300);
      expect(await budgetMails(b, biz.ownerId)).toHaveLength(1);
    } finally {
      const keys = businessId ? await ourKeys(businessId) : [];
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await pair.close();
      await model.close();
    }
  });
});

describe('MODEL_DAILY_TOKENS_PER_BUSINESS and MODEL_DAILY_TOKENS_PER_VISITOR', () => {
  it('default to 2,000,000 and 50,000 tokens, take 0 for no cap and refuse anything but a whole number', () => {
    expect(loadConfig({}).ai).toMatchObject({ dailyTokensPerBusiness: 2_000_000, dailyTokensPerVisitor: 50_000 });
    expect(loadConfig({ MODEL_DAILY_TOKENS_PER_BUSINESS: '0', MODEL_DAILY_TOKENS_PER_VISITOR: '0' }).ai).toMatchObject({
      dailyTokensPerBusiness: 0,
      dailyTokensPerVisitor: 0,
    });
    expect(() => loadConfig({ MODEL_DAILY_TOKENS_PER_BUSINESS: '-1' })).toThrow(/MODEL_DAILY_TOKENS_PER_BUSINESS/);
    expect(() => loadConfig({ MODEL_DAILY_TOKENS_PER_VISITOR: 'lots' })).toThrow(/MODEL_DAILY_TOKENS_PER_VISITOR/);
  });
});
