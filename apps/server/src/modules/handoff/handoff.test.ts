import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { handoffConsentText } from '@staffwright/contract';
import { conversations, handoffs, mailOutbox, messages } from '../../db/schema.ts';
import { createTestApp, type TestClient } from '../../../test/app.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { publishedBusiness as publishedBusinessFor, visitorsFrom } from '../../../test/published.ts';
import { handoffPromise, readOpeningHours, PROMISES } from './business-hours.ts';
import { mailReplyIfUnseen } from './service.ts';

/**
 * Human handoff (issue 19 part 1, decision 030) through the HTTP API on the real test database,
 * with mail going over SMTP to a local sink: consent and contact rules, the owner's mail, the quiet
 * agent, replies shown in an open chat or mailed, the offer after two declines, business hours.
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

Do you accept new patients?
Yes, we welcome new patients of all ages.
`;

const publishedBusiness = (name = 'Brightsmile Family Dental') =>
  publishedBusinessFor(t, { prefix: 'handoff', name, file: { name: 'faq.txt', text: FAQ } });
const visitor = visitorsFrom(() => t, 44);

const put = (client: TestClient, url: string, json: Record<string, unknown>) => client.request({ method: 'PUT', url, json });

describe('opening hours and the promise', () => {
  it('reads simple lines, says which it could not read, and promises by the hours in the time zone', () => {
    const read = readOpeningHours(['Mon–Fri 9:00–17:00', 'Saturday: 9am-1pm', 'Sun closed', 'By appointment only']);
    expect(read.understood).toEqual(['Mon–Fri: 09:00–17:00', 'Sat: 09:00–13:00', 'Sun: closed']);
    expect(read.ignored).toEqual(['By appointment only']);
    expect(readOpeningHours(['Weekdays 8-5']).understood).toEqual(['Mon–Fri: 08:00–17:00']);
    expect(readOpeningHours(['Mo-Fr 09:00-17:00']).understood).toEqual(['Mon–Fri: 09:00–17:00']);
    expect(readOpeningHours(['Tue, Thu 1-5pm']).understood).toEqual(['Tue, Thu: 13:00–17:00']);

    const w = read.weekly;
    // 2026-11-26 is a Thursday.
    expect(handoffPromise(w, 'UTC', new Date('2026-11-26T10:00:00Z'))).toBe(PROMISES.withinHour);
    // Half an hour before closing is too late to promise the hour.
    expect(handoffPromise(w, 'UTC', new Date('2026-11-26T16:45:00Z'))).toBe("We're closed right now. We'll reply tomorrow morning.");
    expect(handoffPromise(w, 'UTC', new Date('2026-11-26T06:00:00Z'))).toBe(
      "We're closed right now. We'll reply after we open at 09:00 today.",
    );
    // Saturday afternoon: Sunday is closed, so Monday.
    expect(handoffPromise(w, 'UTC', new Date('2026-11-28T15:00:00Z'))).toBe("We're closed right now. We'll reply on Monday morning.");
    // The same instant in New York is 11:00 on Thursday: open.
    expect(handoffPromise(w, 'America/New_York', new Date('2026-11-26T16:00:00Z'))).toBe(PROMISES.withinHour);
    expect(handoffPromise(readOpeningHours([]).weekly, 'UTC', new Date())).toBe(PROMISES.unknown);
  });

  it('does not call a business that stays open past midnight closed in its last half hour of the day', () => {
    const always = readOpeningHours(['Mon-Sun 0:00-24:00']).weekly;
    expect(handoffPromise(always, 'Europe/Berlin', new Date('2026-11-26T22:45:00Z'))).toBe(PROMISES.withinHour);
    // Open to midnight on Friday and from midnight to 2:00 on Saturday: 23:45 Friday still gets the hour.
    const late = readOpeningHours(['Fri 18:00-24:00', 'Sat 0:00-2:00']).weekly;
    expect(handoffPromise(late, 'UTC', new Date('2026-11-27T23:45:00Z'))).toBe(PROMISES.withinHour);
    // Without the Saturday hours, 23:45 Friday is too late.
    const friday = readOpeningHours(['Fri 18:00-24:00']).weekly;
    expect(handoffPromise(friday, 'UTC', new Date('2026-11-27T23:45:00Z'))).toBe("We're closed right now. We'll reply on Friday evening.");
    // Saturday into Sunday (the week's wrap), with Sunday's midnight hours listed second, and 23:59 read as midnight.
    const weekend = readOpeningHours(['Sat 18:00-23:59', 'Sun 10:00-14:00, 0:00-1:00']).weekly;
    expect(handoffPromise(weekend, 'UTC', new Date('2026-11-28T23:45:00Z'))).toBe(PROMISES.withinHour);
    // Hours that touch within a day: 11:45 is not the end of the morning.
    const split = readOpeningHours(['Mon-Fri 9:00-12:00, 12:00-17:00']).weekly;
    expect(handoffPromise(split, 'UTC', new Date('2026-11-26T11:45:00Z'))).toBe(PROMISES.withinHour);
    expect(handoffPromise(split, 'UTC', new Date('2026-11-26T16:45:00Z'))).toBe("We're closed right now. We'll reply tomorrow morning.");
  });
});

describe('a visitor asks for a person', () => {
  let biz: Awaited<ReturnType<typeof publishedBusiness>>;
  beforeAll(async () => {
    biz = await publishedBusiness();
  });

  it('refuses a request without a name, contact or consent with a message per field, and writes nothing', async () => {
    const v = await visitor(biz.businessId);
    const res = await v.client.post(`/api/chat/${biz.businessId}/handoff`, {
      visitorId: v.visitorId,
      name: ' ',
      email: '',
      consent: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'Please enter your name',
      email: 'Enter an email address or a phone number so we can reply',
      consent: 'Please agree so that we may contact you',
    });
    const bad = await v.client.post(`/api/chat/${biz.businessId}/handoff`, {
      visitorId: v.visitorId,
      name: 'Ann',
      email: 'not-an-address',
      phone: '12',
      consent: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ email: expect.stringContaining('email address'), phone: expect.stringContaining('phone') });
    const extra = await v.client.post(`/api/chat/${biz.businessId}/handoff`, {
      visitorId: v.visitorId,
      name: 'Ann',
      email: 'ann@example.test',
      consent: true,
      state: 'closed',
    });
    expect(extra.statusCode).toBe(400);
    expect(await t.db.select().from(handoffs).where(eq(handoffs.businessId, biz.businessId))).toEqual([]);
    // Another business's visitor id, or none at all: 404.
    const other = await publishedBusiness('Other Dental');
    const cross = await v.client.post(`/api/chat/${other.businessId}/handoff`, {
      visitorId: v.visitorId,
      name: 'Ann',
      email: 'ann@example.test',
      consent: true,
    });
    expect(cross.statusCode).toBe(404);
  });

  it('stores the details with the consent wording, mails the owner the transcript and a link, and the agent stays quiet', async () => {
    const v = await visitor(biz.businessId);
    const asked = await v.client.post(`/api/chat/${biz.businessId}`, { message: 'Where do I park?', visitorId: v.visitorId });
    expect(asked.json().answered).toBe(true);
    const res = await v.client.post(`/api/chat/${biz.businessId}/handoff`, {
      visitorId: v.visitorId,
      name: 'Ann Visitor',
      email: 'ann.visitor@example.test',
      phone: '',
      consent: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'waiting', promise: PROMISES.unknown });
    const [row] = await t.db.select().from(handoffs).where(eq(handoffs.businessId, biz.businessId));
    expect(row).toMatchObject({
      name: 'Ann Visitor',
      email: 'ann.visitor@example.test',
      phone: null,
      consent: handoffConsentText('Brightsmile Family Dental'),
    });

    const mail = await smtp.waitFor(biz.email, /Ann Visitor would like to talk to a person/);
    expect(mail.text).toContain('ann.visitor@example.test');
    expect(mail.text).toContain('Visitor: Where do I park?');
    expect(mail.text).toContain('Free parking');
    expect(mail.text).toContain(`/business/dashboard?id=${biz.businessId}&conversation=${row!.conversationId}`);

    // Asking again while a person is on it updates the details, sends no second mail.
    const again = await v.client.post(`/api/chat/${biz.businessId}/handoff`, {
      visitorId: v.visitorId,
      name: 'Ann Visitor',
      phone: '+1 802 555 0142',
      consent: true,
    });
    expect(again.statusCode).toBe(201);
    const toOwner = await t.db.select().from(mailOutbox).where(eq(mailOutbox.userId, biz.userId));
    expect(toOwner.filter((m) => m.subject.includes('talk to a person'))).toHaveLength(1);

    // The agent is quiet: the question is kept for the person, nothing is answered.
    const held = await v.client.post(`/api/chat/${biz.businessId}`, { message: 'Do you accept new patients?', visitorId: v.visitorId });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ response: '', held: true });
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, row!.conversationId));
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(stored.at(-1)!.content).toBe('Do you accept new patients?');

    // The visitor's chat sees the state, never the contact details; the owner's inbox has them.
    const status = await v.client.get(`/api/chat/${biz.businessId}/${v.visitorId}/handoff`);
    expect(status.json()).toEqual({ handoff: expect.objectContaining({ state: 'waiting' }), replies: [] });
    expect(status.body).not.toContain('ann.visitor@example.test');
    const inbox = await biz.client.get(`/api/business/${biz.businessId}/conversations`);
    const conv = inbox.json().conversations[0];
    expect(conv.id).toBe(row!.conversationId);
    expect(conv.handoff).toMatchObject({ state: 'waiting', name: 'Ann Visitor', email: null, phone: '+1 802 555 0142' });
  });

  it('shows a reply in the open chat without mailing it, mails one the chat did not show, and hands back to the agent', async () => {
    const v = await visitor(biz.businessId);
    const visitorEmail = 'open.chat@example.test';
    await v.client.post(`/api/chat/${biz.businessId}/handoff`, { visitorId: v.visitorId, name: 'Bo', email: visitorEmail, consent: true });
    const [h] = await t.db
      .select()
      .from(handoffs)
      .where(and(eq(handoffs.businessId, biz.businessId), eq(handoffs.name, 'Bo')));
    const url = `/api/business/${biz.businessId}/conversations/${h!.conversationId}`;

    // Another owner can neither reply nor close: 404, as for a missing conversation.
    const stranger = await publishedBusiness('Stranger Dental');
    expect(
      (await stranger.client.post(`/api/business/${biz.businessId}/conversations/${h!.conversationId}/reply`, { message: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await stranger.client.post(`/api/business/${stranger.businessId}/conversations/${h!.conversationId}/reply`, { message: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await biz.client.post(`${url}/reply`, { message: '  ' })).json().fields).toEqual({ message: 'Write a reply' });

    // The chat is open (it polled just now): the reply waits for it, and the poll shows it.
    await v.client.get(`/api/chat/${biz.businessId}/${v.visitorId}/handoff`);
    const sent = await biz.client.post(`${url}/reply`, { message: 'Hi Bo, yes we can see you Tuesday.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().state).toBe('replied');
    const polled = (await v.client.get(`/api/chat/${biz.businessId}/${v.visitorId}/handoff`)).json();
    expect(polled.replies.map((r: { content: string }) => r.content)).toEqual(['Hi Bo, yes we can see you Tuesday.']);
    const history = (await v.client.get(`/api/chat/${biz.businessId}/${v.visitorId}`)).json();
    expect(history.at(-1)).toMatchObject({ role: 'owner', content: 'Hi Bo, yes we can see you Tuesday.' });
    const [first] = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, h!.conversationId), eq(messages.role, 'owner')));
    // The delayed job finds it shown: no mail.
    expect(await mailReplyIfUnseen(t.app.ctx, first!.id)).toBe('shown');

    // The visitor closed the chat (no poll since): the next reply is mailed at once.
    await t.db
      .update(conversations)
      .set({ visitorSeenAt: new Date(Date.now() - 60_000) })
      .where(eq(conversations.id, h!.conversationId));
    expect((await biz.client.post(`${url}/reply`, { message: 'Also: bring your insurance card.' })).statusCode).toBe(201);
    const mail = await smtp.waitFor(visitorEmail, /Brightsmile Family Dental replied to your chat/);
    expect(mail.text).toContain('Also: bring your insurance card.');
    expect(mail.text).toContain(`http://handoff-${biz.businessId}.staffwright.localhost:5000/agent-profile`);
    expect(mail.text).not.toContain('yes we can see you Tuesday');
    // Like every mail to a visitor, it carries the link that deletes the conversation (decision 032).
    expect(mail.text).toMatch(new RegExp(`/delete-conversation\\?c=${h!.conversationId}&token=`));

    // Handed back: the agent answers again.
    const closed = await biz.client.post(`${url}/close-handoff`);
    expect(closed.json().state).toBe('closed');
    const answer = await v.client.post(`/api/chat/${biz.businessId}`, { message: 'Where do I park?', visitorId: v.visitorId });
    expect(answer.json()).toMatchObject({ answered: true });
    expect(answer.json().response).toContain('parking');
    expect(answer.json().held).toBeUndefined();
  });

  it('offers a person from the second decline of a conversation on', async () => {
    const v = await visitor(biz.businessId);
    const ask = (message: string) => v.client.post(`/api/chat/${biz.businessId}`, { message, visitorId: v.visitorId });
    const first = (await ask('Do you sell garden furniture?')).json();
    expect(first.answered).toBe(false);
    expect(first.offerHandoff).toBeUndefined();
    const answered = (await ask('Where do I park?')).json();
    expect(answered.answered).toBe(true);
    expect(answered.offerHandoff).toBeUndefined();
    const second = (await ask('Can you repair my bicycle?')).json();
    expect(second.answered).toBe(false);
    expect(second.offerHandoff).toBe(true);
  });

  it('rate-limits requests like chat messages', async () => {
    const v = await visitor(biz.businessId);
    const codes: number[] = [];
    for (let i = 0; i < 14; i++)
      codes.push(
        (
          await v.client.post(`/api/chat/${biz.businessId}/handoff`, {
            visitorId: v.visitorId,
            name: 'Cy',
            email: 'cy@example.test',
            consent: true,
          })
        ).statusCode,
      );
    expect(codes.slice(0, 12).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('business hours settings', () => {
  it('reads the identity hours in the owner’s time zone and says what a visitor is promised now', async () => {
    const biz = await publishedBusiness('Hours Dental');
    const identity = {
      description: null,
      phone: null,
      email: null,
      address: null,
      logoUrl: null,
      hours: ['Mon-Sun 0:00-24:00', 'Lunch by arrangement'],
    };
    expect((await put(biz.client, `/api/business/${biz.businessId}/identity`, identity)).statusCode).toBe(200);
    const bad = await put(biz.client, `/api/business/${biz.businessId}/handoff-settings`, { timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ timeZone: 'Choose a time zone from the list' });
    const res = await put(biz.client, `/api/business/${biz.businessId}/handoff-settings`, { timeZone: 'Europe/Berlin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timeZone: 'Europe/Berlin',
      understood: ['Mon–Sun: 00:00–24:00'],
      ignored: ['Lunch by arrangement'],
      promiseNow: PROMISES.withinHour,
    });
    // Open around the clock: a visitor is promised the hour.
    const v = await visitor(biz.businessId);
    const asked = await v.client.post(`/api/chat/${biz.businessId}/handoff`, {
      visitorId: v.visitorId,
      name: 'Di',
      phone: '+44 20 7946 0018',
      consent: true,
    });
    expect(asked.json().promise).toBe(PROMISES.withinHour);
    const other = await publishedBusiness('Nosy Dental');
    expect((await other.client.get(`/api/business/${biz.businessId}/handoff-settings`)).statusCode).toBe(404);
  });
});
