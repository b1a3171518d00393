import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { appointmentConsentText, type BookingOptions, type OwnerAppointment } from '@staffwright/contract';
import { appointmentRequests, conversations, mailOutbox, messages } from '../../db/schema.ts';
import { createTestApp, type TestClient } from '../../../test/app.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { publishedBusiness, visitorsFrom } from '../../../test/published.ts';
import { purgeConversations } from '../retention/purge.ts';
import { bookingDays, windowsOf, zonedInstant } from './booking-days.ts';
import { appointmentIcs } from './ics.ts';
import { readOpeningHours } from '../handoff/business-hours.ts';

/**
 * Appointment and callback requests (issue 19 part 3, decision 034) through the HTTP API on the
 * real test database, mail over SMTP to a local sink: the owner's services, the days offered from
 * the opening hours, the visitor's request and its validation, consent stored, the owner's mail,
 * confirm / propose / decline with the visitor's mails and the .ics parsed back, another owner's
 * 404s, and retention deleting the requests with their conversation.
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

const put = (client: TestClient, url: string, json: Record<string, unknown>) => client.request({ method: 'PUT', url, json });

/** A published salon open Mon–Fri 9–17 in Berlin, as its owner set it on the business page. */
async function publishedSalon(name = 'Kamm & Schere') {
  const owner = await publishedBusiness(t, {
    prefix: 'appt',
    name,
    file: { name: 'about.txt', text: `${name}\n\nWe cut hair. Parking is in the yard.` },
  });
  const { client, businessId } = owner;
  const identity = {
    description: null,
    phone: '+49 30 1234567',
    email: 'salon@example.test',
    address: 'Torstraße 1, Berlin',
    logoUrl: null,
    hours: ['Mon-Fri 9:00-17:00'],
  };
  expect((await put(client, `/api/business/${businessId}/identity`, identity)).statusCode).toBe(200);
  expect((await put(client, `/api/business/${businessId}/handoff-settings`, { timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
  return owner;
}

const visitor = visitorsFrom(() => t, 55);

/** The UTC instant of a Berlin wall-clock time, worked out here from Intl's offset name (not the code under test). */
function berlin(date: string, time: string): Date {
  const noon = new Date(`${date}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((p) => p.type === 'timeZoneName')!.value; // "GMT+01:00"
  const [, sign, hh, mm] = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
  const offset = (Number(hh) * 60 + Number(mm)) * (sign === '+' ? 1 : -1);
  return new Date(new Date(`${date}T${time}:00Z`).getTime() - offset * 60_000);
}

describe('the days and times offered', () => {
  it('offers only open days of the next 14, each with the parts of the day it is open, clipped to the hours', () => {
    const weekly = readOpeningHours(['Mon-Fri 9:00-17:00', 'Sat 9am-12pm']).weekly;
    // Thursday 26 November 2026, 10:00 in Berlin.
    const days = bookingDays(weekly, 'Europe/Berlin', new Date('2026-11-26T09:00:00Z'));
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
    ]);
    expect(days[1]).toEqual({
      date: '2026-11-27',
      label: 'Fri 27 Nov',
      windows: [
        { window: 'any', from: '09:00', to: '17:00' },
        { window: 'morning', from: '09:00', to: '12:00' },
        { window: 'afternoon', from: '12:00', to: '17:00' },
      ],
    });
    // Today from an hour ahead on; Saturday only has its morning.
    expect(days[0]!.windows[0]).toEqual({ window: 'any', from: '11:00', to: '17:00' });
    expect(bookingDays(weekly, 'Europe/Berlin', new Date('2026-11-26T09:05:00Z'))[0]!.windows[0]!.from).toBe('11:30');
    expect(days[2]!.windows).toEqual([{ window: 'morning', from: '09:00', to: '12:00' }]);
    expect(windowsOf([[16 * 60, 20 * 60]]).map((w) => w.window)).toEqual(['any', 'afternoon', 'evening']);
    // Unknown hours: every day but today, without clock times.
    const unknown = bookingDays(readOpeningHours([]).weekly, 'UTC', new Date('2026-11-26T09:00:00Z'));
    expect(unknown).toHaveLength(13);
    expect(unknown[0]!.windows.map((w) => [w.window, w.from])).toEqual([
      ['any', null],
      ['morning', null],
      ['afternoon', null],
      ['evening', null],
    ]);
  });

  it('turns a wall-clock time in the business’s zone into the instant, across DST', () => {
    expect(zonedInstant('2026-12-01', '10:30', 'Europe/Berlin').toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(zonedInstant('2026-07-01', '10:30', 'Europe/Berlin').toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedInstant('2026-03-29', '03:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-12-01', '10:30', 'America/New_York').toISOString()).toBe('2026-12-01T15:30:00.000Z');
  });
});

describe('the calendar file', () => {
  it('is valid RFC 5545 with or without an organizer address, long and special text folded and escaped', () => {
    for (const email of ['salon@example.test', null]) {
      const text = appointmentIcs({
        uid: 'appointment-1@staffwright.localhost',
        start: new Date('2026-12-01T09:30:00Z'),
        durationMinutes: 90,
        title: 'Colour, cut; and blow-dry at Kamm & Schere',
        description: `Line one\nLine two, with a comma; and a semicolon. ${'Long text '.repeat(20)}`,
        location: null,
        organizer: { name: 'Kamm & Schere', email },
        sequence: 1,
      });
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
      expect(event.summary).toBe('Colour, cut; and blow-dry at Kamm & Schere');
      expect(event.description).toContain('Line one\nLine two, with a comma; and a semicolon.');
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:30:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T11:00:00.000Z');
      expect(text).toContain('\r\nDTSTART:20261201T093000Z\r\n');
      expect(text).toContain('\r\nDTEND:20261201T110000Z\r\n');
      expect(text).toContain('SUMMARY:Colour\\, cut\\; and blow-dry at Kamm & Schere');
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(text.includes('ORGANIZER')).toBe(email !== null);
    }
  });
});

describe('bookable services', () => {
  it('lets the owner add, edit and delete services, with a message per field; another owner gets 404', async () => {
    const biz = await publishedSalon();
    const url = `/api/business/${biz.businessId}/bookable-services`;
    const bad = await biz.client.post(url, { name: ' ', durationMinutes: 2, note: 'x'.repeat(301) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: 'Enter the name of the service',
      durationMinutes: 'Enter a duration between 5 and 480 minutes',
      note: 'A note must be at most 300 characters',
    });
    const cut = await biz.client.post(url, { name: 'Haircut', durationMinutes: 45, note: 'Wash included' });
    expect(cut.statusCode, cut.body).toBe(201);
    expect(cut.json()).toMatchObject({ name: 'Haircut', durationMinutes: 45, note: 'Wash included' });
    const dup = await biz.client.post(url, { name: 'haircut', durationMinutes: 30 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields).toEqual({ name: 'You already have a service with this name' });
    const call = await biz.client.post(url, { name: 'Phone callback', durationMinutes: 15 });
    expect(call.json().note).toBeNull();
    const edited = await put(biz.client, `${url}/${call.json().id}`, { name: 'Phone callback', durationMinutes: 10, note: 'We call you' });
    expect(edited.json()).toMatchObject({ durationMinutes: 10, note: 'We call you' });
    expect((await biz.client.get(url)).json().map((s: { name: string }) => s.name)).toEqual(['Haircut', 'Phone callback']);
    expect((await biz.client.delete(`${url}/${call.json().id}`)).statusCode).toBe(204);
    expect((await biz.client.delete(`${url}/${call.json().id}`)).statusCode).toBe(404);

    const other = await publishedSalon('Other Salon');
    expect((await other.client.get(url)).statusCode).toBe(404);
    expect((await other.client.post(url, { name: 'Sneaky', durationMinutes: 30 })).statusCode).toBe(404);
    expect((await put(other.client, `${url}/${cut.json().id}`, { name: 'Sneaky', durationMinutes: 30 })).statusCode).toBe(404);
    // Its own business, another business's service: 404 too.
    const otherUrl = `/api/business/${other.businessId}/bookable-services/${cut.json().id}`;
    expect((await put(other.client, otherUrl, { name: 'Sneaky', durationMinutes: 30 })).statusCode).toBe(404);
    expect((await other.client.delete(otherUrl)).statusCode).toBe(404);
    expect((await biz.client.get(url)).json()).toHaveLength(1);
  });
});

describe('a visitor requests an appointment and the owner answers', () => {
  let biz: Awaited<ReturnType<typeof publishedSalon>>;
  let serviceId: number;
  let options: BookingOptions;
  beforeAll(async () => {
    biz = await publishedSalon();
    const v = await visitor(biz.businessId);
    // No services yet: no Book button, and "can I book" is the agent's to answer.
    expect((await v.client.get(`/api/chat/${biz.businessId}/booking`)).json()).toEqual({
      services: [],
      days: [],
      timeZone: 'Europe/Berlin',
    });
    const plain = (
      await v.client.post(`/api/chat/${biz.businessId}`, { message: 'Can I book an appointment?', visitorId: v.visitorId })
    ).json();
    expect(plain.offerAppointment).toBeUndefined();
    const res = await biz.client.post(`/api/business/${biz.businessId}/bookable-services`, { name: 'Haircut', durationMinutes: 45 });
    serviceId = res.json().id;
    options = (await v.client.get(`/api/chat/${biz.businessId}/booking`)).json();
  });

  it('offers the form when a visitor asks to book, and only open weekdays within the hours', async () => {
    expect(options.services).toEqual([{ id: serviceId, name: 'Haircut', durationMinutes: 45, note: null }]);
    expect(options.days.length).toBeGreaterThanOrEqual(8);
    for (const d of options.days) {
      expect([1, 2, 3, 4, 5]).toContain(new Date(`${d.date}T00:00:00Z`).getUTCDay());
      for (const w of d.windows) expect(w.from! >= '09:00' && w.to! <= '17:00').toBe(true);
    }
    const v = await visitor(biz.businessId);
    const reply = await v.client.post(`/api/chat/${biz.businessId}`, {
      message: 'Hi, can I book a haircut for Friday?',
      visitorId: v.visitorId,
    });
    expect(reply.json()).toMatchObject({ answered: true, offerAppointment: true, sources: [] });
    expect(reply.json().response).toContain('Choose a service and the days and times that suit you below');
    // An ordinary question is answered as usual.
    const park = (await v.client.post(`/api/chat/${biz.businessId}`, { message: 'Where is parking?', visitorId: v.visitorId })).json();
    expect(park.offerAppointment).toBeUndefined();
    // The streamed chat carries the flag too.
    const stream = await v.client.post(`/api/chat/${biz.businessId}/stream`, {
      message: 'I would like to make an appointment',
      visitorId: v.visitorId,
    });
    expect(stream.body).toMatch(/event: done\ndata: .*"offerAppointment":true/);
  });

  it('refuses a request with a message per field, days or times not offered, another business’s service; writes nothing', async () => {
    const v = await visitor(biz.businessId);
    const url = `/api/chat/${biz.businessId}/appointments`;
    const empty = await v.client.post(url, { visitorId: v.visitorId, serviceId: 0, preferences: [], name: '', consent: false });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      serviceId: 'Choose a service',
      preferences: 'Choose at least one day and time',
      name: 'Please enter your name',
      consent: 'Please agree so that we may contact you about this appointment',
    });
    const noContact = await v.client.post(url, {
      visitorId: v.visitorId,
      serviceId,
      preferences: [{ date: options.days[1]!.date, window: 'morning' }],
      name: 'Ann',
      email: '',
      phone: '',
      consent: true,
    });
    expect(noContact.json().fields).toEqual({ email: 'Enter an email address or a phone number so we can reply' });
    // A Sunday (closed), a day past the 14, and an evening (closed at 17:00).
    const friday = options.days.map((d) => d.date).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 5)!;
    const closed = new Date(new Date(`${friday}T00:00:00Z`).getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const notOffered = await v.client.post(url, {
      visitorId: v.visitorId,
      serviceId,
      preferences: [
        { date: closed, window: 'any' },
        { date: '2099-01-05', window: 'morning' },
        { date: options.days[1]!.date, window: 'evening' },
      ],
      name: 'Ann',
      email: 'ann@example.test',
      consent: true,
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().fields).toEqual({
      'preferences.0.date': 'Choose one of the days offered',
      'preferences.1.date': 'Choose one of the days offered',
      'preferences.2.window': 'Choose a time of day when we are open that day',
    });
    const twice = await v.client.post(url, {
      visitorId: v.visitorId,
      serviceId,
      preferences: [
        { date: options.days[1]!.date, window: 'morning' },
        { date: options.days[1]!.date, window: 'morning' },
      ],
      name: 'Ann',
      email: 'ann@example.test',
      consent: true,
    });
    expect(twice.json().fields).toEqual({ 'preferences.1.window': 'You picked this day and time twice' });
    const other = await publishedSalon('Third Salon');
    const foreign = (
      await other.client.post(`/api/business/${other.businessId}/bookable-services`, { name: 'Shave', durationMinutes: 20 })
    ).json();
    const wrongService = await v.client.post(url, {
      visitorId: v.visitorId,
      serviceId: foreign.id,
      preferences: [{ date: options.days[1]!.date, window: 'morning' }],
      name: 'Ann',
      email: 'ann@example.test',
      consent: true,
    });
    expect(wrongService.statusCode).toBe(400);
    expect(wrongService.json().fields).toEqual({ serviceId: 'Choose a service' });
    // This visitor at another business: 404.
    const cross = await v.client.post(`/api/chat/${other.businessId}/appointments`, {
      visitorId: v.visitorId,
      serviceId: foreign.id,
      preferences: [{ date: options.days[1]!.date, window: 'morning' }],
      name: 'Ann',
      email: 'ann@example.test',
      consent: true,
    });
    expect(cross.statusCode).toBe(404);
    expect(await t.db.select().from(appointmentRequests).where(eq(appointmentRequests.businessId, biz.businessId))).toEqual([]);
  });

  it('stores the request with the consent wording, confirms it in the chat and mails the owner without a transcript', async () => {
    const v = await visitor(biz.businessId);
    await v.client.post(`/api/chat/${biz.businessId}`, { message: 'Where is parking? My secret question', visitorId: v.visitorId });
    const day = options.days[1]!;
    const res = await v.client.post(`/api/chat/${biz.businessId}/appointments`, {
      visitorId: v.visitorId,
      serviceId,
      preferences: [
        { date: day.date, window: 'morning' },
        { date: options.days[2]!.date, window: 'any' },
      ],
      name: ' Bea Visitor ',
      email: 'bea@example.test',
      phone: '',
      consent: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ service: 'Haircut', status: 'requested' });
    expect(res.json().message).toContain('Thanks, Bea. Your request for Haircut');
    expect(res.json().message).toContain('They will confirm a time by email to bea@example.test.');
    const [row] = await t.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, res.json().id));
    expect(row).toMatchObject({
      name: 'Bea Visitor',
      email: 'bea@example.test',
      phone: null,
      consent: appointmentConsentText('Kamm & Schere'),
      status: 'requested',
      serviceName: 'Haircut',
      durationMinutes: 45,
      timeZone: 'Europe/Berlin',
      preferences: [
        { date: day.date, window: 'morning', from: '09:00', to: '12:00' },
        { date: options.days[2]!.date, window: 'any', from: '09:00', to: '17:00' },
      ],
    });
    // The chat's confirmation is part of the conversation's history.
    const history = (await v.client.get(`/api/chat/${biz.businessId}/${v.visitorId}`)).json();
    expect(history.at(-1)).toMatchObject({ role: 'assistant', content: res.json().message });

    const mail = await smtp.waitFor(biz.email, /Bea Visitor asked for an appointment \(Haircut\)/);
    expect(mail.text).toContain('bea@example.test');
    expect(mail.text).toContain('Morning (09:00–12:00)');
    expect(mail.text).toContain(`/business/dashboard?id=${biz.businessId}&appointment=${row!.id}`);
    expect(mail.text).not.toContain('secret question');
  });

  it('confirms an exact time: the visitor’s mail carries a valid .ics and the deletion link; a settled request cannot be answered again', async () => {
    const v = await visitor(biz.businessId);
    const email = 'cy.confirm@example.test';
    const created = await v.client.post(`/api/chat/${biz.businessId}/appointments`, {
      visitorId: v.visitorId,
      serviceId,
      preferences: [{ date: options.days[1]!.date, window: 'morning' }],
      name: 'Cy',
      email,
      consent: true,
    });
    const id = created.json().id as number;
    const base = `/api/business/${biz.businessId}/appointments/${id}`;
    const date = options.days[1]!.date;

    // Another owner: 404 on their own business id and on this one.
    const stranger = await publishedSalon('Stranger Salon');
    expect((await stranger.client.post(`${base}/confirm`, { date, time: '10:30' })).statusCode).toBe(404);
    expect(
      (await stranger.client.post(`/api/business/${stranger.businessId}/appointments/${id}/confirm`, { date, time: '10:30' })).statusCode,
    ).toBe(404);
    expect((await stranger.client.get(`/api/business/${biz.businessId}/appointments`)).statusCode).toBe(404);

    expect((await biz.client.post(`${base}/confirm`, { date: '01.12.2026', time: '25:00' })).json().fields).toEqual({
      date: 'Enter the date as YYYY-MM-DD',
      time: 'Enter the time as HH:MM',
    });
    expect((await biz.client.post(`${base}/confirm`, { date: '2020-01-06', time: '10:00' })).json().fields).toEqual({
      time: 'Choose a time that is still ahead',
    });
    const ok = await biz.client.post(`${base}/confirm`, { date, time: '10:30', message: 'Please come 5 minutes early; ring twice.' });
    expect(ok.statusCode, ok.body).toBe(200);
    const confirmed = ok.json() as OwnerAppointment;
    expect(confirmed).toMatchObject({ status: 'confirmed', ownerMessage: 'Please come 5 minutes early; ring twice.' });
    expect(confirmed.startsAt).toBe(berlin(date, '10:30').toISOString());

    const mail = await smtp.waitFor(email, /Kamm & Schere confirmed your appointment/);
    expect(mail.text).toContain('Haircut (45 minutes)');
    expect(mail.text).toContain('at 10:30 (Europe/Berlin time)');
    expect(mail.text).toContain('Please come 5 minutes early');
    expect(mail.text).toMatch(new RegExp(`/delete-conversation\\?c=${confirmed.conversationId}&token=`));
    expect(mail.attachments).toHaveLength(1);
    const ics = mail.attachments[0]!;
    expect(ics.filename).toBe('appointment.ics');
    expect(ics.contentType).toBe('text/calendar');
    // Parsed back by an independent parser (ical.js).
    const vevent = new ICAL.Component(ICAL.parse(ics.content)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Haircut at Kamm & Schere');
    expect(event.startDate.toJSDate().toISOString()).toBe(berlin(date, '10:30').toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(new Date(berlin(date, '10:30').getTime() + 45 * 60_000).toISOString());
    expect(event.location).toBe('Torstraße 1, Berlin');
    expect(event.description).toContain('Please come 5 minutes early; ring twice.');
    expect(event.uid).toBe(`appointment-${id}@staffwright.localhost`);
    // RFC 5545 lines: CRLF, at most 75 octets, UTC times.
    for (const line of ics.content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.content).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(ics.content).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);

    // Settled: no second answer.
    const again = await biz.client.post(`${base}/decline`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request has already been confirmed or declined');
  });

  it('proposes another time with a message, then confirms it; declines another; the owner’s list has both', async () => {
    const v = await visitor(biz.businessId);
    const email = 'di.propose@example.test';
    const ask = (name: string, mail: string | null, phone: string | null) =>
      v.client.post(`/api/chat/${biz.businessId}/appointments`, {
        visitorId: v.visitorId,
        serviceId,
        preferences: [{ date: options.days[3]!.date, window: 'afternoon' }],
        name,
        ...(mail ? { email: mail } : {}),
        ...(phone ? { phone } : {}),
        consent: true,
      });
    const first = (await ask('Di', email, null)).json();
    const base = `/api/business/${biz.businessId}/appointments/${first.id}`;
    const date = options.days[4]!.date;
    expect((await biz.client.post(`${base}/propose`, { date, time: '14:00', message: ' ' })).json().fields).toEqual({
      message: 'Write a message that explains the other time',
    });
    const proposed = await biz.client.post(`${base}/propose`, {
      date,
      time: '14:00',
      message: 'That afternoon is full; how about the next day at 2?',
    });
    expect(proposed.json()).toMatchObject({ status: 'proposed', startsAt: berlin(date, '14:00').toISOString() });
    const pmail = await smtp.waitFor(email, /proposed another time/);
    expect(pmail.text).toContain('at 14:00 (Europe/Berlin time)');
    expect(pmail.text).toContain('how about the next day at 2?');
    expect(pmail.text).toContain('Phone: +49 30 1234567');
    expect(pmail.text).toMatch(/\/delete-conversation\?c=\d+&token=/);
    expect(pmail.attachments).toEqual([]);
    // The visitor said yes (by phone or email): confirmed from "proposed".
    const confirmed = await biz.client.post(`${base}/confirm`, { date, time: '14:00' });
    expect(confirmed.json().status).toBe('confirmed');

    const second = (await ask('Ed', null, '+49 30 7654321')).json();
    expect(second.message).toContain('They will call you at +49 30 7654321 to confirm a time.');
    const declined = await biz.client.post(`/api/business/${biz.businessId}/appointments/${second.id}/decline`, {
      message: 'Fully booked.',
    });
    expect(declined.json()).toMatchObject({ status: 'declined', startsAt: null, ownerMessage: 'Fully booked.', phone: '+49 30 7654321' });
    // A visitor with only a phone gets no mail.
    const outbox = await t.db.select().from(mailOutbox);
    expect(outbox.filter((m) => m.text.startsWith('Hi Ed,'))).toEqual([]);

    const list = (await biz.client.get(`/api/business/${biz.businessId}/appointments`)).json() as OwnerAppointment[];
    const mine = list.filter((a) => a.id === first.id || a.id === second.id);
    expect(mine.map((a) => [a.name, a.status])).toEqual([
      ['Ed', 'declined'],
      ['Di', 'confirmed'],
    ]);
    // At most five requests in one chat.
    for (let i = 0; i < 3; i++) expect((await ask(`F${i}`, `f${i}@example.test`, null)).statusCode).toBe(201);
    const sixth = await ask('G', 'g@example.test', null);
    expect(sixth.statusCode).toBe(409);
  });

  it('goes with its conversation when the conversation is purged (retention, decision 032)', async () => {
    const v = await visitor(biz.businessId);
    const created = await v.client.post(`/api/chat/${biz.businessId}/appointments`, {
      visitorId: v.visitorId,
      serviceId,
      preferences: [{ date: options.days[1]!.date, window: 'any' }],
      name: 'Flo',
      phone: '+49 30 1112223',
      consent: true,
    });
    const [row] = await t.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, created.json().id));
    const purged = await purgeConversations(t.db, [row!.conversationId]);
    expect(purged).toEqual([{ id: row!.conversationId, businessId: biz.businessId }]);
    expect(await t.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, row!.id))).toEqual([]);
    expect(await t.db.select().from(conversations).where(eq(conversations.id, row!.conversationId))).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, row!.conversationId))).toEqual([]);
    // The owner's list no longer has it.
    const list = (await biz.client.get(`/api/business/${biz.businessId}/appointments`)).json() as OwnerAppointment[];
    expect(list.some((a) => a.id === row!.id)).toBe(false);
  });
});
