import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TAUGHT_LIMITS, TAUGHT_MESSAGES, TAUGHT_SOURCE_TITLE, type TaughtAnswer } from '@staffwright/contract';
import { taughtAnswers, usageRecords } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness, type TestClient } from '../../../test/app.ts';
import { uploadFile } from '../../../test/uploads.ts';
import { taughtMatchScore } from '../answering/index.ts';

/**
 * Taught answers (issue 19 part 4, decision 029) through the HTTP API on a real database: the
 * owner teaches an answer, visitors asking that question or a paraphrase get it first, with its
 * source shown as the business; other questions still go to the engine; other owners see nothing.
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
  expect((await client.post(`/api/business/${businessId}/setup`, { ...PROFILE, subdomain: `taught-${businessId}` })).statusCode).toBe(200);
  return { client, businessId };
}

let visitorSeq = 0;
async function ask(businessId: number, message: string) {
  visitorSeq += 1;
  const client = t.client(`10.8.${Math.floor(visitorSeq / 250)}.${visitorSeq % 250}`);
  const visitorId = (await client.post(`/api/chat/${businessId}/visitor`)).json().visitorId as string;
  const res = await client.post(`/api/chat/${businessId}`, { message, visitorId });
  expect(res.statusCode).toBe(200);
  return res.json() as { response: string; sources: { title: string; url: string | null }[]; answered: boolean };
}

const teach = (client: TestClient, businessId: number, json: Record<string, unknown>) =>
  client.post(`/api/business/${businessId}/taught-answers`, json);

describe('taught answers', () => {
  let owner: Awaited<ReturnType<typeof publishedBusiness>>;
  let taught: TaughtAnswer;
  beforeAll(async () => {
    owner = await publishedBusiness('taught');
  });

  it('before teaching, the agent cannot answer a question its material does not cover', async () => {
    const reply = await ask(owner.businessId, 'Do you have gluten free bread?');
    expect(reply.answered).toBe(false);
  });

  it('the owner teaches an answer; it is listed', async () => {
    const res = await teach(owner.client, owner.businessId, {
      question: '  Do you have gluten-free bread? ',
      answer: 'Yes: a gluten-free seeded loaf every Friday and Saturday, baked in a separate oven. $9.',
    });
    expect(res.statusCode).toBe(201);
    taught = res.json();
    expect(taught.question).toBe('Do you have gluten-free bread?');
    const list = await owner.client.get(`/api/business/${owner.businessId}/taught-answers`);
    expect(list.json()).toEqual([taught]);
  });

  it('visitors asking the question or a paraphrase get the taught answer, shown as answered by the business', async () => {
    for (const message of ['Do you have gluten free bread?', 'any gluten-free bread?', 'is there bread that is gluten free']) {
      const reply = await ask(owner.businessId, message);
      expect(reply, message).toEqual({
        response: 'Yes: a gluten-free seeded loaf every Friday and Saturday, baked in a separate oven. $9.',
        sources: [{ title: TAUGHT_SOURCE_TITLE, url: null }],
        answered: true,
      });
    }
  });

  it('other questions still go to the engine and the material', async () => {
    const reply = await ask(owner.businessId, 'How much notice do you need for a custom cake?');
    expect(reply.response).toMatch(/7 days/);
    expect(reply.sources.map((s) => s.title)).not.toContain(TAUGHT_SOURCE_TITLE);
    // A question sharing one word with the taught one is not its paraphrase.
    const bread = await ask(owner.businessId, 'What time is the bread ready in the morning?');
    expect(bread.response).not.toMatch(/gluten/i);
  });

  it('a taught answer records no API usage (no engine was called)', async () => {
    const before = (await t.db.select().from(usageRecords).where(eq(usageRecords.businessId, owner.businessId))).length;
    await ask(owner.businessId, 'gluten free bread?');
    const after = (await t.db.select().from(usageRecords).where(eq(usageRecords.businessId, owner.businessId))).length;
    expect(after).toBe(before);
  });

  it('the owner edits it and visitors get the new answer; deleted, the agent declines again', async () => {
    const res = await owner.client.request({
      method: 'PUT',
      url: `/api/business/${owner.businessId}/taught-answers/${taught.id}`,
      json: { question: 'Do you have gluten-free bread?', answer: 'Yes, on Fridays only.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: taught.id, answer: 'Yes, on Fridays only.' });
    expect((await ask(owner.businessId, 'gluten free bread?')).response).toBe('Yes, on Fridays only.');

    expect((await owner.client.delete(`/api/business/${owner.businessId}/taught-answers/${taught.id}`)).statusCode).toBe(204);
    expect((await ask(owner.businessId, 'Do you have gluten free bread?')).answered).toBe(false);
    const again = await owner.client.delete(`/api/business/${owner.businessId}/taught-answers/${taught.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(TAUGHT_MESSAGES.notFound);
  });

  it('bad input is a 400 naming the problem, and nothing is stored', async () => {
    const before = await t.db.select().from(taughtAnswers).where(eq(taughtAnswers.businessId, owner.businessId));
    const cases: [Record<string, unknown>, string][] = [
      [{ question: '   ', answer: 'x' }, TAUGHT_MESSAGES.questionRequired],
      [{ question: 'q?', answer: '' }, TAUGHT_MESSAGES.answerRequired],
      [{ question: 'q'.repeat(TAUGHT_LIMITS.question + 1), answer: 'x' }, TAUGHT_MESSAGES.questionTooLong],
      [{ question: 'q?', answer: 'a'.repeat(TAUGHT_LIMITS.answer + 1) }, TAUGHT_MESSAGES.answerTooLong],
    ];
    for (const [json, message] of cases) {
      const res = await teach(owner.client, owner.businessId, json);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const after = await t.db.select().from(taughtAnswers).where(eq(taughtAnswers.businessId, owner.businessId));
    expect(after).toEqual(before);
  });

  it("another owner can neither see, change, delete nor add to a business's taught answers", async () => {
    const res = await teach(owner.client, owner.businessId, { question: 'Do you deliver?', answer: 'Within 5 miles, $8.' });
    const id = (res.json() as TaughtAnswer).id;
    const other = t.client();
    const { businessId: otherBusiness } = await registerOwnerWithBusiness(other, 'taught-other');
    const base = `/api/business/${owner.businessId}/taught-answers`;
    expect((await other.get(base)).statusCode).toBe(404);
    expect((await teach(other, owner.businessId, { question: 'x?', answer: 'y' })).statusCode).toBe(404);
    expect((await other.request({ method: 'PUT', url: `${base}/${id}`, json: { question: 'x?', answer: 'y' } })).statusCode).toBe(404);
    expect((await other.delete(`${base}/${id}`)).statusCode).toBe(404);
    // Through the other owner's own business id, the answer id of another business is not found either.
    expect((await other.delete(`/api/business/${otherBusiness}/taught-answers/${id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(taughtAnswers).where(eq(taughtAnswers.id, id));
    expect(row?.answer).toBe('Within 5 miles, $8.');
  });
});

describe('matching a visitor question to a taught one', () => {
  it.each([
    ['Do you offer payment plans?', 'payment plans available?'],
    ['Is there parking?', 'where do i park'],
    ['What time do you open on Saturday?', 'saturday hours?'],
    ['Do you do gluten free cakes?', 'gluten-free cake options?'],
    ['Do you have gluten-free bread?', 'any gluten free bread'],
  ])('"%s" is matched by "%s"', (taught, asked) => {
    expect(taughtMatchScore(asked, taught)).toBeGreaterThan(0);
  });

  it.each([
    ['How much is a wedding cake?', 'how much is a birthday cake'],
    ['What time do you open on Saturday?', 'how much is saturday delivery'],
    ['Is there parking?', 'is there parking for the wedding venue near the church'],
    ['Can I bring my dog?', 'can i bring my kids'],
    // A word the customer uses for the same thing ("loaves" for "bread") is not known here: better no match than a wrong one.
    ['Do you have gluten-free bread?', 'any gluten-free loaves?'],
  ])('"%s" is not matched by "%s"', (taught, asked) => {
    expect(taughtMatchScore(asked, taught)).toBe(0);
  });
});
