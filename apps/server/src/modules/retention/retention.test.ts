import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { RETENTION_MESSAGES } from '@staffwright/contract';
import { conversations, mailOutbox, messageAnalytics, messages } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness, type TestClient } from '../../../test/app.ts';
import { conversationDeletionLink, conversationDeletionToken } from './deletion-link.ts';
import { RETENTION_QUEUE } from './jobs.ts';
import { MAIL_LOG_DAYS, runRetention } from './service.ts';

/**
 * Retention (issue 19 part 6, decision 032) on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): the owner's period, the daily deletion of conversations past it (with their
 * messages; counters kept), and the visitor's deletion link.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PROFILE = { agentBio: 'Bio', agentSkills: ['a'], agentResponsibilities: ['b'], agentExperience: 'c', agentTools: ['d'] };
const DAY = 24 * 60 * 60 * 1000;

async function publishedBusiness(prefix: string) {
  const client = t.client();
  const { businessId, userId } = await registerOwnerWithBusiness(client, prefix, { name: `${prefix} Bakery` });
  expect((await client.post(`/api/business/${businessId}/setup`, { ...PROFILE, subdomain: `${prefix}-${businessId}` })).statusCode).toBe(
    200,
  );
  return { client, businessId, userId };
}

let visitorSeq = 0;
/** A visitor's conversation with one question and its answer, its last message `daysAgo` days ago. */
async function conversation(businessId: number, daysAgo: number) {
  visitorSeq += 1;
  const visitor = t.client(`10.9.${Math.floor(visitorSeq / 250)}.${visitorSeq % 250}`);
  const visitorId = (await visitor.post(`/api/chat/${businessId}/visitor`)).json().visitorId as string;
  expect((await visitor.post(`/api/chat/${businessId}`, { message: 'When are you open?', visitorId })).statusCode).toBe(200);
  const at = new Date(Date.now() - daysAgo * DAY);
  const [row] = await t.db
    .update(conversations)
    .set({ lastMessageAt: at, createdAt: at })
    .where(eq(conversations.visitorId, visitorId))
    .returning({ id: conversations.id });
  return { id: row!.id, visitorId, visitor };
}

const exists = async (ids: number[]) =>
  (await t.db.select({ id: conversations.id }).from(conversations).where(inArray(conversations.id, ids))).map((r) => r.id).sort();
const messageCount = async (ids: number[]) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
  )[0]!.n;

describe('the retention period', () => {
  let owner: Awaited<ReturnType<typeof publishedBusiness>>;
  let stranger: TestClient;
  beforeAll(async () => {
    owner = await publishedBusiness('keep');
    stranger = t.client();
    await registerOwnerWithBusiness(stranger, 'keepother');
  });

  it('is a year by default, and the owner can change it to 30 or 90 days; it is kept', async () => {
    const url = `/api/business/${owner.businessId}/retention`;
    expect((await owner.client.get(url)).json()).toEqual({ days: 365 });
    for (const days of [30, 90, 365, 90]) {
      const res = await owner.client.request({ method: 'PUT', url, json: { days } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ days });
    }
    expect((await owner.client.get(url)).json()).toEqual({ days: 90 });
  });

  it('refuses any other period with 400 and a clear message', async () => {
    const url = `/api/business/${owner.businessId}/retention`;
    for (const body of [{ days: 45 }, { days: '30' }, { days: 0 }, { days: null }, {}, { days: 30, extra: 1 }]) {
      const res = await owner.client.request({ method: 'PUT', url, json: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if ('days' in body && !('extra' in body)) {
        expect(res.json()).toMatchObject({ message: RETENTION_MESSAGES.invalidDays, fields: { days: RETENTION_MESSAGES.invalidDays } });
      }
    }
    expect((await owner.client.get(url)).json()).toEqual({ days: 90 });
  });

  it("is another owner's business: 404, read or write, and nothing changes", async () => {
    const url = `/api/business/${owner.businessId}/retention`;
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await stranger.request({ method: 'PUT', url, json: { days: 30 } })).statusCode).toBe(404);
    expect((await t.client().get(url)).statusCode).toBe(401);
    expect((await owner.client.get(url)).json()).toEqual({ days: 90 });
  });
});

describe('the retention run', () => {
  it('deletes exactly the conversations past their business period, with their messages, and nothing else', async () => {
    const a = await publishedBusiness('reta');
    const b = await publishedBusiness('retb');
    await a.client.request({ method: 'PUT', url: `/api/business/${a.businessId}/retention`, json: { days: 30 } });
    // b keeps the default: a year.
    const aOld = await conversation(a.businessId, 31);
    const aRecent = await conversation(a.businessId, 29);
    const bMid = await conversation(b.businessId, 100);
    const bOld = await conversation(b.businessId, 366);
    const all = [aOld.id, aRecent.id, bMid.id, bOld.id];
    expect(await messageCount([aOld.id, bOld.id])).toBe(4);
    const counters = await t.db
      .select()
      .from(messageAnalytics)
      .where(inArray(messageAnalytics.userId, [a.userId, b.userId]));

    const run = await runRetention(t.db);
    expect(run.byBusiness).toEqual({ [a.businessId]: 1, [b.businessId]: 1 });
    expect(run.more).toBe(false);
    expect(await exists(all)).toEqual([aRecent.id, bMid.id].sort());
    // Real deletion: the messages are gone too, and the visitor's chat no longer finds it.
    expect(await messageCount([aOld.id, bOld.id])).toBe(0);
    expect(await messageCount([aRecent.id, bMid.id])).toBe(4);
    expect((await aOld.visitor.get(`/api/chat/${a.businessId}/${aOld.visitorId}`)).statusCode).toBe(404);
    expect((await aRecent.visitor.get(`/api/chat/${a.businessId}/${aRecent.visitorId}`)).json()).toHaveLength(2);
    // The inbox shows what is left.
    const inbox = (await a.client.get(`/api/business/${a.businessId}/conversations`)).json() as { conversations: { id: number }[] };
    expect(inbox.conversations.map((c) => c.id)).toEqual([aRecent.id]);
    // The aggregate counters, with nothing of the visitor in them, stay.
    expect(
      await t.db
        .select()
        .from(messageAnalytics)
        .where(inArray(messageAnalytics.userId, [a.userId, b.userId])),
    ).toEqual(counters);

    // A second run finds nothing more; a shorter period later takes the 100-day-old one.
    expect((await runRetention(t.db)).deleted).toBe(0);
    await b.client.request({ method: 'PUT', url: `/api/business/${b.businessId}/retention`, json: { days: 90 } });
    expect((await runRetention(t.db)).byBusiness).toEqual({ [b.businessId]: 1 });
    expect(await exists(all)).toEqual([aRecent.id]);
  });

  it("deletes the mail log past the shortest period: a mail can hold a transcript or a visitor's details", async () => {
    const day = 86_400_000;
    const rows = await t.db
      .insert(mailOutbox)
      .values([
        {
          to: 'old@example.com',
          subject: 'Someone asked for a person',
          text: 'Transcript: old',
          transport: 'outbox',
          createdAt: new Date(Date.now() - (MAIL_LOG_DAYS + 1) * day),
        },
        {
          to: 'new@example.com',
          subject: 'Someone asked for a person',
          text: 'Transcript: new',
          transport: 'outbox',
          createdAt: new Date(Date.now() - (MAIL_LOG_DAYS - 1) * day),
        },
      ])
      .returning({ id: mailOutbox.id });
    const run = await runRetention(t.db);
    expect(run.mailsDeleted).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id)).toEqual([rows[1]!.id]);
  });

  it('works in bounded batches: a run stops at its bound and says more is due; the next one goes on', async () => {
    const c = await publishedBusiness('retc');
    await c.client.request({ method: 'PUT', url: `/api/business/${c.businessId}/retention`, json: { days: 30 } });
    const old = [await conversation(c.businessId, 40), await conversation(c.businessId, 50), await conversation(c.businessId, 60)];
    const first = await runRetention(t.db, { batch: 1, maxBatches: 2 });
    expect(first).toMatchObject({ deleted: 2, more: true });
    const second = await runRetention(t.db, { batch: 1, maxBatches: 2 });
    expect(second).toMatchObject({ deleted: 1, more: false });
    expect(await exists(old.map((o) => o.id))).toEqual([]);
  });

  it('runs as a daily pg-boss job, and on demand through its queue', async () => {
    const [schedule] = (await t.app.ctx.jobs.boss.getSchedules()).filter((s) => s.name === RETENTION_QUEUE);
    expect(schedule).toMatchObject({ name: RETENTION_QUEUE, cron: '17 3 * * *', timezone: 'UTC' });
    const d = await publishedBusiness('retd');
    await d.client.request({ method: 'PUT', url: `/api/business/${d.businessId}/retention`, json: { days: 30 } });
    const old = await conversation(d.businessId, 45);
    const kept = await conversation(d.businessId, 1);
    const jobId = await t.app.ctx.jobs.send(RETENTION_QUEUE, {});
    for (let i = 0; i < 100 && (await t.app.ctx.jobs.boss.getJobById(RETENTION_QUEUE, jobId))?.state !== 'completed'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await t.app.ctx.jobs.boss.getJobById(RETENTION_QUEUE, jobId))?.state).toBe('completed');
    expect(await exists([old.id, kept.id])).toEqual([kept.id]);
  });
});

describe("a visitor's deletion link", () => {
  let owner: Awaited<ReturnType<typeof publishedBusiness>>;
  let mine: Awaited<ReturnType<typeof conversation>>;
  let other: Awaited<ReturnType<typeof conversation>>;
  let token: string;
  beforeAll(async () => {
    owner = await publishedBusiness('link');
    mine = await conversation(owner.businessId, 2);
    other = await conversation(owner.businessId, 2);
    token = await conversationDeletionToken(t.db, mine.id);
  });

  it('is an app link naming the conversation, with an unguessable token', async () => {
    const link = new URL(await conversationDeletionLink(t.app.ctx, { id: mine.id }));
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5000/delete-conversation');
    expect(link.searchParams.get('c')).toBe(String(mine.id));
    expect(link.searchParams.get('token')).toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Each conversation has its own, and the same one each time.
    expect(await conversationDeletionToken(t.db, other.id)).not.toBe(token);
    expect(await conversationDeletionToken(t.db, mine.id)).toBe(token);
  });

  it('a forged or mistyped token, or one of another conversation, is a 404 and deletes nothing', async () => {
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const otherToken = await conversationDeletionToken(t.db, other.id);
    for (const bad of [forged, otherToken, 'A'.repeat(43)]) {
      const get = await t.client().get(`/api/conversation-deletion/${mine.id}?token=${bad}`);
      expect(get.statusCode).toBe(404);
      expect(get.json().message).toBe(RETENTION_MESSAGES.linkInvalid);
      const post = await t.client().post(`/api/conversation-deletion/${mine.id}`, { token: bad });
      expect(post.statusCode).toBe(404);
      expect(post.json().message).toBe(RETENTION_MESSAGES.linkInvalid);
    }
    // Malformed (cut short): 400 with the same words.
    const short = await t.client().get(`/api/conversation-deletion/${mine.id}?token=${token.slice(0, 20)}`);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(RETENTION_MESSAGES.linkInvalid);
    expect(await exists([mine.id, other.id])).toEqual([mine.id, other.id].sort());
  });

  it('shows what will be deleted, deletes it for real on confirmation, and says so again on a second visit', async () => {
    const visitor = t.client('10.20.0.1');
    const shown = await visitor.get(`/api/conversation-deletion/${mine.id}?token=${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ status: 'pending', businessName: 'link Bakery', messageCount: 2 });
    // Opening the link deletes nothing.
    expect(await exists([mine.id])).toEqual([mine.id]);

    const done = await visitor.post(`/api/conversation-deletion/${mine.id}`, { token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'deleted' });
    expect(await exists([mine.id, other.id])).toEqual([other.id]);
    expect(await messageCount([mine.id])).toBe(0);
    expect(await messageCount([other.id])).toBe(2);
    expect((await mine.visitor.get(`/api/chat/${owner.businessId}/${mine.visitorId}`)).statusCode).toBe(404);

    // Idempotent: the same link again, to read or to delete, says it is deleted.
    expect((await visitor.post(`/api/conversation-deletion/${mine.id}`, { token })).json()).toEqual({ status: 'deleted' });
    expect((await visitor.get(`/api/conversation-deletion/${mine.id}?token=${token}`)).json()).toEqual({ status: 'deleted' });
    const inbox = (await owner.client.get(`/api/business/${owner.businessId}/conversations`)).json() as { conversations: { id: number }[] };
    expect(inbox.conversations.map((c) => c.id)).toEqual([other.id]);
  });

  it('is refused from another site (the app origin check)', async () => {
    const res = await t.client().post(
      `/api/conversation-deletion/${other.id}`,
      { token: await conversationDeletionToken(t.db, other.id) },
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.statusCode).toBe(403);
    expect(await exists([other.id])).toEqual([other.id]);
  });
});
