import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { INSIGHTS_MESSAGES, INSIGHTS_QUESTIONS_READ, type Insights } from '@staffwright/contract';
import { conversations, messages } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness, type TestClient } from '../../../test/app.ts';
import { uploadFile } from '../../../test/uploads.ts';

/**
 * Insights (issue 19 part 5, decision 031) through the HTTP API on a real database: visitors ask
 * through the real chat API, so what was answered and declined is the engine's own verdict; the
 * owner reads the period's numbers, daily series, topics and content gaps; teaching an answer
 * closes its gap; other owners and bad periods are refused.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PROFILE = { agentBio: 'Bio', agentSkills: ['a'], agentResponsibilities: ['b'], agentExperience: 'c', agentTools: ['d'] };
const DOC = `Harbour Light Bakery
Opening hours: Tuesday to Sunday, 7 am to 3 pm. Closed on Mondays.
Custom cakes need at least 7 days' notice and a $40 deposit.`;

async function publishedBusiness(prefix: string) {
  const client = t.client();
  const { businessId } = await registerOwnerWithBusiness(client, prefix, { name: 'Harbour Light Bakery', website: 'https://example.com' });
  expect((await uploadFile(client, businessId, 'about.txt', Buffer.from(DOC))).statusCode).toBe(201);
  expect((await client.post(`/api/business/${businessId}/setup`, { ...PROFILE, subdomain: `insights-${businessId}` })).statusCode).toBe(
    200,
  );
  return { client, businessId };
}

let visitorSeq = 0;
/** A new visitor (own address, own conversation) asks `questions` in turn; returns whether each was answered. */
async function conversation(businessId: number, questions: string[]) {
  visitorSeq += 1;
  const client = t.client(`10.9.${Math.floor(visitorSeq / 250)}.${visitorSeq % 250}`);
  const visitorId = (await client.post(`/api/chat/${businessId}/visitor`)).json().visitorId as string;
  const answered: boolean[] = [];
  for (const message of questions) {
    const res = await client.post(`/api/chat/${businessId}`, { message, visitorId });
    expect(res.statusCode).toBe(200);
    answered.push(res.json().answered as boolean);
  }
  return { visitorId, answered };
}

const read = async (client: TestClient, businessId: number, period = '7d') => {
  const res = await client.get(`/api/business/${businessId}/insights?period=${period}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Insights;
};

const GLUTEN = ['Do you have gluten free bread?', 'any gluten-free bread?', 'is there bread that is gluten free'];
const ANSWERED = ['What are your opening hours?', 'How much notice do you need for a custom cake?'];

describe('insights', () => {
  let owner: Awaited<ReturnType<typeof publishedBusiness>>;
  beforeAll(async () => {
    owner = await publishedBusiness('insights');
  });

  it('a business without conversations has zeros, no rates, an empty series of the period and no groups', async () => {
    const r = await read(owner.client, owner.businessId, '7d');
    expect(r).toMatchObject({
      period: '7d',
      conversations: 0,
      questions: 0,
      answered: 0,
      declined: 0,
      answeredRate: null,
      declinedRate: null,
    });
    expect(r.handoffs).toBe(0);
    expect(r.leads).toBe(0);
    expect(r.days).toHaveLength(7);
    expect(r.days.every((d) => d.questions === 0 && d.declined === 0)).toBe(true);
    expect(r.to).toBe(new Date().toISOString().slice(0, 10));
    expect(r.days.at(-1)!.date).toBe(r.to);
    expect(r.days[0]!.date).toBe(r.from);
    expect(r.topics).toEqual([]);
    expect(r.gaps).toEqual([]);
    expect((await read(owner.client, owner.businessId, '90d')).days).toHaveLength(90);
  });

  it('counts what visitors asked through the chat: conversations, questions, answered and declined rates, per day', async () => {
    const a = await conversation(owner.businessId, [GLUTEN[0]!, ANSWERED[0]!]);
    const b = await conversation(owner.businessId, [GLUTEN[1]!, 'Can I bring my dog inside the shop?']);
    const c = await conversation(owner.businessId, [GLUTEN[2]!, ANSWERED[1]!]);
    const verdicts = [...a.answered, ...b.answered, ...c.answered];
    // The engine's own verdicts: the bread questions are not in the material, the hours and the cake notice are.
    expect(verdicts).toEqual([false, true, false, false, false, true]);

    const r = await read(owner.client, owner.businessId);
    expect(r).toMatchObject({ conversations: 3, questions: 6, answered: 2, declined: 4 });
    expect(r.answeredRate).toBeCloseTo(2 / 6);
    expect(r.declinedRate).toBeCloseTo(4 / 6);
    expect(r.days.at(-1)).toEqual({ date: r.to, questions: 6, declined: 4 });
    expect(r.days.slice(0, -1).every((d) => d.questions === 0)).toBe(true);
    expect(r.questionsRead).toBe(6);
  });

  it('counts the visitors who asked for a person in the period', async () => {
    const before = (await read(owner.client, owner.businessId)).handoffs;
    const { visitorId } = await conversation(owner.businessId, []);
    const v = t.client(`10.9.${Math.floor(visitorSeq / 250)}.${visitorSeq % 250}`);
    const res = await v.post(`/api/chat/${owner.businessId}/handoff`, { visitorId, name: 'Ana', email: 'ana@example.com', consent: true });
    expect(res.statusCode, res.body).toBe(201);
    expect((await read(owner.client, owner.businessId)).handoffs).toBe(before! + 1);
  });

  it('groups the questions into topics named by their common words, with examples', async () => {
    const r = await read(owner.client, owner.businessId);
    const bread = r.topics.find((g) => g.label.includes('bread'));
    expect(bread).toMatchObject({ label: 'gluten free bread', count: 3 });
    expect(new Set(bread!.examples)).toEqual(new Set(GLUTEN));
    expect(GLUTEN).toContain(bread!.typical);
    expect(r.topics[0]).toBe(bread); // the biggest first
    // Every question with content words is in one topic.
    expect(r.topics.reduce((n, g) => n + g.count, 0)).toBe(6);
  });

  it('content gaps are the declined questions, grouped as one taught answer would cover them', async () => {
    const r = await read(owner.client, owner.businessId);
    expect(r.gaps.map((g) => [g.label, g.count])).toEqual([
      ['gluten free bread', 3],
      ['dog inside shop', 1],
    ]);
    expect(new Set(r.gaps[0]!.examples)).toEqual(new Set(GLUTEN));
    // Answered questions are never gaps.
    expect(r.gaps.flatMap((g) => g.examples)).not.toContain(ANSWERED[0]);
  });

  it("teaching the gap's typical question closes the gap; the topic stays", async () => {
    const before = await read(owner.client, owner.businessId);
    const gap = before.gaps[0]!;
    const res = await owner.client.post(`/api/business/${owner.businessId}/taught-answers`, {
      question: gap.typical,
      answer: 'Yes: a gluten-free seeded loaf every Friday and Saturday.',
    });
    expect(res.statusCode).toBe(201);
    const after = await read(owner.client, owner.businessId);
    expect(after.gaps.map((g) => g.count)).toEqual([1]);
    expect(after.gaps[0]!.label).toBe('dog inside shop');
    expect(after.topics.find((g) => g.label === 'gluten free bread')?.count).toBe(3);
    // The visitor asking again is answered now (the agent uses the taught answer), so it is no gap either.
    expect((await conversation(owner.businessId, ['gluten free bread?'])).answered).toEqual([true]);
  });

  it('the period decides what counts: older conversations are in 30 days, not in 7', async () => {
    const old = await conversation(owner.businessId, ['Do you sell sourdough starter?']);
    const [conv] = await t.db.select().from(conversations).where(eq(conversations.visitorId, old.visitorId));
    await t.db
      .update(messages)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(eq(messages.conversationId, conv!.id));
    const week = await read(owner.client, owner.businessId, '7d');
    const month = await read(owner.client, owner.businessId, '30d');
    expect(month.questions).toBe(week.questions + 1);
    expect(month.conversations).toBe(week.conversations + 1);
    expect(month.declined).toBe(week.declined + 1);
    expect(month.days).toHaveLength(30);
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    expect(month.days.find((d) => d.date === tenDaysAgo)).toEqual({ date: tenDaysAgo, questions: 1, declined: 1 });
    expect(week.gaps.some((g) => g.label.includes('sourdough'))).toBe(false);
    expect(month.gaps.some((g) => g.label.includes('sourdough'))).toBe(true);
  });

  it("counts days where the business is: a question at 22:30 in New York is that day's, not the next UTC day's", async () => {
    const zoned = await publishedBusiness('insights-tz');
    expect(
      (
        await zoned.client.request({
          method: 'PUT',
          url: `/api/business/${zoned.businessId}/handoff-settings`,
          json: { timeZone: 'America/New_York' },
        })
      ).statusCode,
    ).toBe(200);
    const late = await conversation(zoned.businessId, ['Do you sell sourdough starter?']);
    const [conv] = await t.db.select().from(conversations).where(eq(conversations.visitorId, late.visitorId));
    // Yesterday at 22:30 in New York: after midnight UTC from November to March, 02:30 UTC in summer.
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() - 86_400_000));
    await t.db
      .update(messages)
      .set({ createdAt: sql`(${`${yesterday} 22:30`}::timestamp at time zone 'America/New_York')` })
      .where(eq(messages.conversationId, conv!.id));
    const week = await read(zoned.client, zoned.businessId, '7d');
    expect(week.days.filter((d) => d.questions > 0)).toEqual([{ date: yesterday, questions: 1, declined: 1 }]);
    expect(week.to).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()));
  });

  it('is for the owner only: another owner gets 404, a visitor 401, a bad period 400 naming it', async () => {
    const stranger = t.client();
    await registerOwnerWithBusiness(stranger, 'stranger');
    const other = await stranger.get(`/api/business/${owner.businessId}/insights?period=7d`);
    expect(other.statusCode).toBe(404);
    expect((await t.client().get(`/api/business/${owner.businessId}/insights?period=7d`)).statusCode).toBe(401);
    for (const period of ['1y', '7', '', '7d&x=1']) {
      const res = await owner.client.get(`/api/business/${owner.businessId}/insights?period=${period}`);
      expect(res.statusCode, period).toBe(400);
      if (period !== '7d&x=1') expect(res.body, period).toContain(INSIGHTS_MESSAGES.badPeriod);
    }
    // No period: the last 30 days.
    const res = await owner.client.get(`/api/business/${owner.businessId}/insights`);
    expect(res.statusCode).toBe(200);
    expect(res.json().period).toBe('30d');
  });
});

describe('insights on a busy business', () => {
  it(`groups the latest ${INSIGHTS_QUESTIONS_READ} questions of the period, counts them all, and is fast`, async () => {
    const client = t.client();
    const { businessId } = await registerOwnerWithBusiness(client, 'busy');
    const topics = [
      'Do you have parking near the shop',
      'How much is a birthday cake',
      'Do you deliver to the harbour',
      'Can I pay by card',
      'Do you have vegan cookies',
      'Are you open on bank holidays',
      'Can I order flowers for a wedding',
      'Is the cafe wheelchair accessible',
    ];
    const total = 2500;
    const convs = await t.db
      .insert(conversations)
      .values(Array.from({ length: 250 }, (_, i) => ({ businessId, visitorId: `busy${String(i).padStart(18, '0')}` })))
      .returning({ id: conversations.id });
    const rows: (typeof messages.$inferInsert)[] = [];
    for (let i = 0; i < total; i++) {
      const conversationId = convs[i % convs.length]!.id;
      const text = `${topics[i % topics.length]} ${['please', 'today', 'for my son', 'thanks', ''][i % 5]} ${i % 3 ? '?' : ''}`;
      rows.push({ conversationId, businessId, role: 'user', content: text });
      rows.push({ conversationId, businessId, role: 'assistant', content: 'reply', answered: i % 4 !== 0, success: true });
    }
    for (let i = 0; i < rows.length; i += 1000) await t.db.insert(messages).values(rows.slice(i, i + 1000));

    await client.get(`/api/business/${businessId}/insights?period=7d`); // warm
    const times: number[] = [];
    let r!: Insights;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      r = await read(client, businessId, '7d');
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`insights over ${total} questions (${INSIGHTS_QUESTIONS_READ} grouped): median ${times[2]!.toFixed(0)} ms`);
    expect(r.questions).toBe(total);
    expect(r.declined).toBe(total / 4);
    expect(r.questionsRead).toBe(INSIGHTS_QUESTIONS_READ);
    expect(r.topics.length).toBe(topics.length);
    expect(r.topics.every((g) => g.count >= 200)).toBe(true);
    expect(r.gaps.length).toBeGreaterThan(0);
    expect(times[2]).toBeLessThan(2000);
  });
});
