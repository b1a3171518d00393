import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LEAD_CSV_COLUMNS, leadConsentText } from '@staffwright/contract';
import { conversations, leads, mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestClient } from '../../../test/app.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { publishedBusiness as publishedBusinessFor, visitorsFrom } from '../../../test/published.ts';
import { runRetention } from '../retention/service.ts';
import { csvCell, digestDue, LEAD_DIGEST_QUEUE, runLeadDigests } from './index.ts';

/**
 * Lead capture (issue 19 part 2, decision 033) through the HTTP API on the real test database, with
 * mail going over SMTP to a local sink: when the chat offers to take a visitor's details (after an
 * answer, once per conversation, never during a handoff), the consent and contact rules, the
 * owner's mail as leads come or as a daily digest, the list, the CSV, retention and insights.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const FAQ = `Brightsmile Family Dental FAQ

Where do I park?
Free parking is behind the building on Elm Street.

How much is teeth whitening?
Teeth whitening costs $250 per session.

Can I book an appointment online?
Yes, you can book an appointment online at any time, or call us.
`;

const publishedBusiness = (name = 'Brightsmile Family Dental') =>
  publishedBusinessFor(t, { prefix: 'leads', name, file: { name: 'faq.txt', text: FAQ } });
const newVisitor = visitorsFrom(() => t, 45);
async function visitor(businessId: number) {
  const { client, visitorId } = await newVisitor(businessId);
  const ask = async (message: string) => {
    const r = await client.post(`/api/chat/${businessId}`, { message, visitorId });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { response: string; answered: boolean; offerLead?: boolean; offerHandoff?: boolean; held?: boolean };
  };
  const leave = (details: Record<string, unknown>) => client.post(`/api/chat/${businessId}/lead`, { visitorId, ...details });
  return { client, visitorId, ask, leave };
}

const put = (client: TestClient, url: string, json: Record<string, unknown>) => client.request({ method: 'PUT', url, json });
const conversationOf = async (businessId: number, visitorId: string) =>
  (
    await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.businessId, businessId), eq(conversations.visitorId, visitorId)))
  )[0]!;

describe('the offer in the chat', () => {
  let biz: Awaited<ReturnType<typeof publishedBusiness>>;
  beforeAll(async () => {
    biz = await publishedBusiness();
  });

  it('comes with the first answered question about prices, quotes, availability or booking, and never again', async () => {
    const v = await visitor(biz.businessId);
    // Not before the agent has answered anything: a price question it declines first gets no offer.
    const declined = await v.ask('How much is a gold crown?');
    expect(declined.answered).toBe(false);
    expect(declined.offerLead).toBeUndefined();
    // An answer that is not about prices: no offer either.
    const parking = await v.ask('Where do I park?');
    expect(parking.answered).toBe(true);
    expect(parking.offerLead).toBeUndefined();
    const priced = await v.ask('How much is teeth whitening?');
    expect(priced.answered).toBe(true);
    expect(priced.response).toContain('$250');
    expect(priced.offerLead).toBe(true);
    const conv = await conversationOf(biz.businessId, v.visitorId);
    expect(conv.leadOfferedAt).toBeInstanceOf(Date);
    expect(conv.leadQuestion).toBe('How much is teeth whitening?');
    // Once per conversation: another booking or price question, answered, gets none.
    const booking = await v.ask('Can I book an appointment online?');
    expect(booking.answered).toBe(true);
    expect(booking.offerLead).toBeUndefined();
    expect((await v.ask('How much is teeth whitening?')).offerLead).toBeUndefined();
    expect((await conversationOf(biz.businessId, v.visitorId)).leadQuestion).toBe('How much is teeth whitening?');
  });

  it('comes after a declined price question once an earlier one was answered, on the stream too, and a person is offered first', async () => {
    const v = await visitor(biz.businessId);
    expect((await v.ask('Where do I park?')).answered).toBe(true);
    const res = await v.client.post(`/api/chat/${biz.businessId}/stream`, {
      message: 'What does a gold crown cost?',
      visitorId: v.visitorId,
    });
    const done = JSON.parse(/event: done\ndata: (.+)/.exec(res.body)![1]!) as { answered: boolean; offerLead?: boolean };
    expect(done.answered).toBe(false);
    expect(done.offerLead).toBe(true);

    // The second decline offers a person; a price question then does not offer a lead in the same reply.
    const w = await visitor(biz.businessId);
    expect((await w.ask('Where do I park?')).answered).toBe(true);
    expect((await w.ask('Do you sell garden furniture?')).answered).toBe(false);
    const both = await w.ask('How much is a gold crown?');
    expect(both.offerHandoff).toBe(true);
    expect(both.offerLead).toBeUndefined();
    expect((await conversationOf(biz.businessId, w.visitorId)).leadOfferedAt).toBeNull();
  });

  it('is not made during a handoff, nor after one (the visitor already left their details)', async () => {
    const v = await visitor(biz.businessId);
    expect((await v.ask('Where do I park?')).answered).toBe(true);
    const asked = await v.client.post(`/api/chat/${biz.businessId}/handoff`, {
      visitorId: v.visitorId,
      name: 'Hana',
      email: 'hana@example.test',
      consent: true,
    });
    expect(asked.statusCode).toBe(201);
    const held = await v.ask('How much is teeth whitening?');
    expect(held).toMatchObject({ held: true, response: '' });
    expect(held.offerLead).toBeUndefined();
    const conv = await conversationOf(biz.businessId, v.visitorId);
    expect((await biz.client.post(`/api/business/${biz.businessId}/conversations/${conv.id}/close-handoff`)).statusCode).toBe(200);
    const after = await v.ask('How much is teeth whitening?');
    expect(after.answered).toBe(true);
    expect(after.offerLead).toBeUndefined();
  });

  it('comes with a taught answer to a price question', async () => {
    const taught = await biz.client.post(`/api/business/${biz.businessId}/taught-answers`, {
      question: 'How much is a check-up?',
      answer: 'A check-up is $60.',
    });
    expect(taught.statusCode).toBe(201);
    const v = await visitor(biz.businessId);
    const r = await v.ask('how much is a check-up');
    expect(r).toMatchObject({ response: 'A check-up is $60.', answered: true, offerLead: true });
  });
});

describe('a visitor leaves their details', () => {
  let biz: Awaited<ReturnType<typeof publishedBusiness>>;
  beforeAll(async () => {
    biz = await publishedBusiness('Harbour Dental');
  });

  async function offered() {
    const v = await visitor(biz.businessId);
    expect((await v.ask('How much is teeth whitening?')).offerLead).toBe(true);
    return v;
  }

  it('refuses missing name, contact or consent with a message per field, and any lead before the offer; writes nothing', async () => {
    const v = await visitor(biz.businessId);
    // Before the offer: nothing to follow up.
    const early = await v.leave({ name: 'Ann', email: 'ann@example.test', consent: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Leave your details after the agent offers to follow up');
    expect((await v.ask('How much is teeth whitening?')).offerLead).toBe(true);
    const res = await v.leave({ name: ' ', email: '', consent: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'Please enter your name',
      email: 'Enter an email address or a phone number so we can reply',
      consent: 'Please agree so that we may contact you',
    });
    const bad = await v.leave({ name: 'Ann', email: 'not-an-address', phone: '12', consent: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ email: expect.stringContaining('email address'), phone: expect.stringContaining('phone') });
    expect((await v.leave({ name: 'Ann', email: 'ann@example.test', consent: 'yes' })).statusCode).toBe(400);
    expect((await v.leave({ name: 'Ann', email: 'ann@example.test', consent: true, status: 'contacted' })).statusCode).toBe(400);
    expect(await t.db.select().from(leads).where(eq(leads.businessId, biz.businessId))).toEqual([]);
    // Another business's visitor id: 404.
    const other = await publishedBusiness('Other Dental');
    const cross = await v.client.post(`/api/chat/${other.businessId}/lead`, {
      visitorId: v.visitorId,
      name: 'Ann',
      email: 'ann@example.test',
      consent: true,
    });
    expect(cross.statusCode).toBe(404);
  });

  it('stores the details with the consent wording and the question, and mails the owner at once (once)', async () => {
    const v = await offered();
    const res = await v.leave({ name: 'Ann Visitor', email: 'ann.visitor@example.test', phone: '', consent: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ createdAt: expect.any(String) });
    const conv = await conversationOf(biz.businessId, v.visitorId);
    const [row] = await t.db.select().from(leads).where(eq(leads.conversationId, conv.id));
    expect(row).toMatchObject({
      businessId: biz.businessId,
      name: 'Ann Visitor',
      email: 'ann.visitor@example.test',
      phone: null,
      question: 'How much is teeth whitening?',
      consent: leadConsentText('Harbour Dental'),
      status: 'new',
    });

    const mail = await smtp.waitFor(biz.email, /Harbour Dental: new lead from Ann Visitor/);
    expect(mail.text).toContain('Email: ann.visitor@example.test');
    expect(mail.text).toContain('Asked about: "How much is teeth whitening?"');
    expect(mail.text).toContain('Visitor: How much is teeth whitening?');
    expect(mail.text).toContain(`/business/dashboard?id=${biz.businessId}&conversation=${conv.id}`);
    // Decision 032: mail about a visitor's conversation carries its deletion link.
    expect(mail.text).toMatch(new RegExp(`/delete-conversation\\?c=${conv.id}&token=`));
    await expect.poll(async () => (await t.db.select().from(leads).where(eq(leads.id, row!.id)))[0]!.mailedAt).toBeInstanceOf(Date);

    // Sending again updates the details and mails nobody.
    const again = await v.leave({ name: 'Ann Visitor', phone: '+1 802 555 0142', consent: true });
    expect(again.statusCode).toBe(201);
    const [updated] = await t.db.select().from(leads).where(eq(leads.conversationId, conv.id));
    expect(updated).toMatchObject({ id: row!.id, email: null, phone: '+1 802 555 0142' });
    const toOwner = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, biz.userId));
    expect(toOwner.filter((m) => m.subject.includes('new lead from Ann Visitor'))).toHaveLength(1);
  });

  it('rate-limits like chat messages', async () => {
    const v = await offered();
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) codes.push((await v.leave({ name: 'Cy', email: 'cy@example.test', consent: true })).statusCode);
    // The question above counted too (12 a minute per visitor).
    expect(codes.slice(0, 11).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe("the owner's leads", () => {
  let biz: Awaited<ReturnType<typeof publishedBusiness>>;
  let stranger: Awaited<ReturnType<typeof publishedBusiness>>;
  beforeAll(async () => {
    biz = await publishedBusiness('List Dental');
    stranger = await publishedBusiness('Stranger Dental');
  });

  async function lead(details: Record<string, unknown>, question = 'How much is teeth whitening?') {
    const v = await visitor(biz.businessId);
    expect((await v.ask(question)).offerLead).toBe(true);
    const res = await v.leave({ consent: true, ...details });
    expect(res.statusCode, res.body).toBe(201);
    return (await conversationOf(biz.businessId, v.visitorId)).id;
  }

  it('lists them newest first with the conversation, pages, marks contacted, deletes; another owner gets 404', async () => {
    const first = await lead({ name: 'First Lead', email: 'first@example.test' });
    const second = await lead({ name: 'Second Lead', phone: '+44 20 7946 0018' }, 'Can I book an appointment online?');
    const url = `/api/business/${biz.businessId}/leads`;
    const page = (await biz.client.get(url)).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.leads.map((l: { name: string }) => l.name)).toEqual(['Second Lead', 'First Lead']);
    expect(page.leads[0]).toMatchObject({
      conversationId: second,
      email: null,
      phone: '+44 20 7946 0018',
      question: 'Can I book an appointment online?',
      status: 'new',
    });
    expect(page.leads[1].transcript.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(page.leads[1].transcript[0].content).toBe('How much is teeth whitening?');
    expect(page.leads[1].conversationId).toBe(first);
    expect((await biz.client.get(`${url}?page=2`)).json()).toMatchObject({ leads: [], total: 2, page: 2 });
    expect((await biz.client.get(`${url}?page=0`)).statusCode).toBe(400);

    const id = page.leads[1].id as number;
    const marked = await put(biz.client, `${url}/${id}`, { status: 'contacted' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().status).toBe('contacted');
    expect((await put(biz.client, `${url}/${id}`, { status: 'called' })).json().fields).toEqual({
      status: 'Status must be new or contacted',
    });

    // Another owner: 404 on their own business's URL with this lead's id, and on this business.
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    expect((await stranger.client.get(`${url}/export`)).statusCode).toBe(404);
    expect((await put(stranger.client, `/api/business/${stranger.businessId}/leads/${id}`, { status: 'new' })).statusCode).toBe(404);
    expect((await stranger.client.request({ method: 'DELETE', url: `/api/business/${stranger.businessId}/leads/${id}` })).statusCode).toBe(
      404,
    );
    expect((await stranger.client.request({ method: 'DELETE', url: `${url}/${id}` })).statusCode).toBe(404);
    expect((await t.db.select().from(leads).where(eq(leads.id, id))).length).toBe(1);

    const gone = await biz.client.request({ method: 'DELETE', url: `${url}/${id}` });
    expect(gone.statusCode).toBe(204);
    expect((await biz.client.request({ method: 'DELETE', url: `${url}/${id}` })).statusCode).toBe(404);
    // The conversation stays: only the lead is gone.
    expect((await t.db.select().from(conversations).where(eq(conversations.id, first))).length).toBe(1);
    expect((await biz.client.get(url)).json().total).toBe(1);
  });

  it('exports them as CSV with quoting and cells a spreadsheet would run as formulas made text', async () => {
    await lead({ name: '=HYPERLINK("http://evil.example","Click")', email: 'eve@example.test' });
    await lead({ name: 'Zoë "Zed" O’Brien, Jr.', phone: '+1 802 555 0142' });
    const res = await biz.client.get(`/api/business/${biz.businessId}/leads/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-list-dental-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    // Newest first.
    expect(lines[1]).toContain('"Zoë ""Zed"" O’Brien, Jr."');
    expect(lines[1]).toContain(",'+1 802 555 0142,");
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lines[2]).toContain('eve@example.test,,How much is teeth whitening?,new,');
    expect(lines[2]).toContain(`/business/dashboard?id=${biz.businessId}&conversation=`);
    expect(lines).toHaveLength(1 + 3);
  });

  it('csvCell quotes, doubles quotes and guards formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const f of ['=1+1', '+1 802', '-2', '@SUM(A1)', '  =cmd', '\tx']) expect(csvCell(f).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
  });
});

describe('lead mails: as they come or a daily digest', () => {
  it('decides when the digest is due in the business’s time zone', () => {
    const base = { mode: 'digest' as const, timeZone: 'America/New_York', oldestPending: new Date('2026-11-26T01:00:00Z') };
    // 07:00 in New York: not yet; 08:05: due; again the same day after a digest: not.
    expect(digestDue({ ...base, lastMailed: null }, new Date('2026-11-26T12:00:00Z'))).toBe(false);
    expect(digestDue({ ...base, lastMailed: null }, new Date('2026-11-26T13:05:00Z'))).toBe(true);
    expect(digestDue({ ...base, lastMailed: new Date('2026-11-26T13:05:00Z') }, new Date('2026-11-26T20:00:00Z'))).toBe(false);
    // Yesterday's digest, or a mail sent early this morning before the digest hour: due.
    expect(digestDue({ ...base, lastMailed: new Date('2026-11-25T13:05:00Z') }, new Date('2026-11-26T13:05:00Z'))).toBe(true);
    expect(digestDue({ ...base, lastMailed: new Date('2026-11-26T10:00:00Z') }, new Date('2026-11-26T13:05:00Z'))).toBe(true);
    // As they come: only leads left unmailed for ten minutes.
    const instant = { ...base, mode: 'instant' as const, lastMailed: null };
    expect(digestDue(instant, new Date('2026-11-26T01:05:00Z'))).toBe(false);
    expect(digestDue(instant, new Date('2026-11-26T01:10:00Z'))).toBe(true);
  });

  it('with the daily digest, mails nothing at once and the day’s leads together in the morning', async () => {
    const biz = await publishedBusiness('Digest Dental');
    const settings = `/api/business/${biz.businessId}/lead-settings`;
    expect((await biz.client.get(settings)).json()).toEqual({ emails: 'instant' });
    expect((await put(biz.client, settings, { emails: 'weekly' })).json().fields).toEqual({
      emails: 'Choose "As they come" or "Daily digest"',
    });
    expect((await put(biz.client, settings, { emails: 'digest' })).json()).toEqual({ emails: 'digest' });
    const stranger = await publishedBusiness('Nosy Dental');
    expect((await stranger.client.get(settings)).statusCode).toBe(404);
    expect((await put(stranger.client, settings, { emails: 'instant' })).statusCode).toBe(404);
    expect((await put(biz.client, `/api/business/${biz.businessId}/handoff-settings`, { timeZone: 'Asia/Tokyo' })).statusCode).toBe(200);

    for (const name of ['Dee One', 'Dee Two']) {
      const v = await visitor(biz.businessId);
      expect((await v.ask('How much is teeth whitening?')).offerLead).toBe(true);
      expect((await v.leave({ name, email: `${name.replace(' ', '.').toLowerCase()}@example.test`, consent: true })).statusCode).toBe(201);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.filter((m) => m.subject.startsWith('Digest Dental'))).toEqual([]);

    // Tomorrow 06:00 in Tokyo (21:00 UTC): too early. 08:07: the digest.
    const early = new Date(Date.now() + 86_400_000);
    const tokyoMorning = (hour: number) => {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(early);
      return new Date(`${day}T${String(hour).padStart(2, '0')}:07:00+09:00`);
    };
    expect(await runLeadDigests(t.app.ctx, tokyoMorning(6))).toEqual({ mails: 0, leads: 0 });
    expect(await runLeadDigests(t.app.ctx, tokyoMorning(8))).toEqual({ mails: 1, leads: 2 });
    const digest = await smtp.waitFor(biz.email, /^Digest Dental: 2 new leads$/);
    expect(digest.text).toContain('Name: Dee One');
    expect(digest.text).toContain('Email: dee.two@example.test');
    expect(digest.text).toContain('Asked about: "How much is teeth whitening?"');
    expect(digest.text.match(/\/delete-conversation\?c=\d+&token=/g)).toHaveLength(2);
    // Nothing twice: the next hour's run finds nothing.
    expect(await runLeadDigests(t.app.ctx, tokyoMorning(9))).toEqual({ mails: 0, leads: 0 });
  });

  it('the scheduled job mails leads left unmailed (as they come, after a switch from the digest)', async () => {
    const biz = await publishedBusiness('Catchup Dental');
    const settings = `/api/business/${biz.businessId}/lead-settings`;
    await put(biz.client, settings, { emails: 'digest' });
    const v = await visitor(biz.businessId);
    expect((await v.ask('How much is teeth whitening?')).offerLead).toBe(true);
    expect((await v.leave({ name: 'Late Lead', email: 'late@example.test', consent: true })).statusCode).toBe(201);
    await put(biz.client, settings, { emails: 'instant' });
    await t.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(leads.businessId, biz.businessId));
    await t.app.ctx.jobs.send(LEAD_DIGEST_QUEUE, {});
    const mail = await smtp.waitFor(biz.email, /^Catchup Dental: 1 new lead$/, 60_000);
    expect(mail.text).toContain('Name: Late Lead');
  }, 90_000);
});

describe('retention and insights', () => {
  it('a purged conversation takes its lead with it; insights count the period’s leads', async () => {
    const biz = await publishedBusiness('Kept Dental');
    const insights = async () => (await biz.client.get(`/api/business/${biz.businessId}/insights?period=7d`)).json();
    expect((await insights()).leads).toBe(0);
    const v = await visitor(biz.businessId);
    expect((await v.ask('How much is teeth whitening?')).offerLead).toBe(true);
    expect((await v.leave({ name: 'Old Lead', email: 'old@example.test', consent: true })).statusCode).toBe(201);
    expect((await insights()).leads).toBe(1);
    const conv = await conversationOf(biz.businessId, v.visitorId);
    await t.db
      .update(conversations)
      .set({ lastMessageAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(conversations.id, conv.id));
    const run = await runRetention(t.db);
    expect(run.byBusiness[biz.businessId]).toBe(1);
    expect(await t.db.select().from(leads).where(eq(leads.conversationId, conv.id))).toEqual([]);
    expect((await biz.client.get(`/api/business/${biz.businessId}/leads`)).json()).toMatchObject({ leads: [], total: 0 });
    expect((await insights()).leads).toBe(0);
  });
});
