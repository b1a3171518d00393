import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { expectAccessible } from './a11y.ts';
import { BAKERY, publishedBusiness, shot } from './helpers.ts';

/**
 * Appointment requests (issue 19 part 3, decision 034) in the browser with real SMTP: the owner
 * adds a bookable service on the business page → a visitor asks to book in the widget (or taps
 * Book) and fills in the inline form → the owner gets the email, opens its link and confirms an
 * exact time → the visitor's email carries the .ics, parsed back here. Phone and desktop, light
 * and dark; axe on each new screen.
 */

let e: E2E;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

async function ask(page: Page, question: string) {
  const input = page.getByPlaceholder('Type your message...');
  await input.fill(question);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => input.isDisabled()).toBe(false);
}

describe('appointment requests', () => {
  for (const [width, height, colorScheme, via] of [
    [360, 740, 'light', 'chat'],
    [1280, 800, 'dark', 'button'],
  ] as const) {
    it(`the owner adds a service, a visitor requests an appointment, the owner confirms and the visitor gets the .ics (${width}×${height}, ${colorScheme})`, async () => {
      const viewport = { width, height };
      const owner = await e.newPage({ viewport, colorScheme });
      const acct = await signUpViaApi(e, owner.context);
      const bakery = await publishedBusiness(e, owner.context, BAKERY, 'appt');
      const headers = { origin: e.baseUrl };
      // Open every day, so the test does not depend on the weekday it runs on; in Berlin.
      const identity = {
        description: null,
        phone: '+1 802 555 0142',
        email: null,
        address: '1 Harbour Road',
        logoUrl: null,
        hours: ['Daily 8:00-18:00'],
      };
      expect((await owner.context.request.put(`/api/business/${bakery.id}/identity`, { data: identity, headers })).status()).toBe(200);
      const tz = await owner.context.request.put(`/api/business/${bakery.id}/handoff-settings`, {
        data: { timeZone: 'Europe/Berlin' },
        headers,
      });
      expect(tz.status()).toBe(200);

      // The owner adds a service on the business page.
      await owner.page.goto(`/business/dashboard?id=${bakery.id}`);
      const services = owner.page.getByTestId('bookable-services');
      await services.getByText('No services yet').waitFor();
      const add = services.getByRole('form', { name: 'Add a service' });
      await add.getByLabel('Service').fill('');
      await add.getByRole('button', { name: 'Add service' }).click();
      await add.getByText('Enter the name of the service').waitFor();
      await add.getByLabel('Service').fill('Cake consultation');
      await add.getByLabel('Duration (minutes)').fill('45');
      await add.getByLabel('Note for visitors (optional)').fill('Bring photos of cakes you like');
      await add.getByRole('button', { name: 'Add service' }).click();
      await owner.page.getByTestId('toast').getByText('Service added').first().waitFor();
      await services.getByText('45 minutes · Bring photos of cakes you like').waitFor();
      await owner.page.getByTestId('appointment-requests').getByText('No appointment requests yet.').waitFor();
      expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(owner.page, `bookable services (${width}, ${colorScheme})`);
      await services.scrollIntoViewIfNeeded();
      await shot(owner.page, `appointments-services-${width}-${colorScheme}`);

      // A visitor asks to book (or taps Book) and fills in the form.
      const visitorEmail = `visitor-${bakery.id}@example.test`;
      const { page: chat } = await e.newPage({ viewport, colorScheme });
      await chat.goto(`http://${bakery.subdomain}.staffwright.localhost:${e.port}/agent-profile`);
      if (via === 'chat') {
        await ask(chat, 'Can I book a cake consultation?');
        const offer = chat.getByTestId('booking-offer');
        await offer.waitFor();
        expect(await chat.getByTestId('chat-assistant').last().textContent()).toContain(
          'Choose a service and the days and times that suit you',
        );
        await expectAccessible(chat, `booking offer (${width}, ${colorScheme})`);
        await shot(chat, `appointments-offer-${width}-${colorScheme}`);
        await offer.getByRole('button', { name: 'Choose a time' }).click();
      } else {
        await chat.getByRole('button', { name: 'Book', exact: true }).click();
      }
      const form = chat.getByTestId('booking-form');
      await form.getByRole('heading', { name: 'Book an appointment' }).waitFor();
      // One service: chosen already, its duration and note shown.
      await form.getByText('45 minutes · Bring photos of cakes you like').waitFor();
      await form.getByRole('button', { name: 'Request appointment' }).click();
      await form.getByText('Please enter your name').waitFor();
      await form.getByText('Enter an email address or a phone number so we can reply').waitFor();
      await form.getByText('Please agree so that we may contact you about this appointment').waitFor();
      expect(await chat.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(chat, `booking form with errors (${width}, ${colorScheme})`);
      await shot(chat, `appointments-form-errors-${width}-${colorScheme}`);

      // Two choices: the first day offered in the afternoon, and a second day.
      const day1 = form.getByLabel('Day 1');
      const firstDay = await day1.locator('option').nth(1).getAttribute('value');
      await day1.selectOption(firstDay!);
      await form.getByLabel('Time 1').selectOption('afternoon');
      expect(await form.getByLabel('Time 1').locator('option:checked').textContent()).toBe('Afternoon (12:00–17:00)');
      await form.getByRole('button', { name: 'Add another time' }).click();
      await form.getByLabel('Day 2', { exact: true }).waitFor();
      await form.getByLabel('Your name').fill('Ann Visitor');
      await form.getByLabel('Email', { exact: true }).fill(visitorEmail);
      await form.getByLabel(/I agree that Harbour Light Bakery may use my name/).check();
      await expectAccessible(chat, `booking form filled in (${width}, ${colorScheme})`);
      await form.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await shot(chat, `appointments-form-${width}-${colorScheme}`);
      await form.getByRole('button', { name: 'Request appointment' }).click();
      const confirmation = chat.getByTestId('chat-assistant').filter({ hasText: 'Thanks, Ann. Your request for Cake consultation' });
      await confirmation.waitFor();
      expect(await confirmation.textContent()).toContain(`They will confirm a time by email to ${visitorEmail}.`);
      expect(await chat.getByTestId('booking-form').count()).toBe(0);
      await expectAccessible(chat, `chat after a booking request (${width}, ${colorScheme})`);
      await shot(chat, `appointments-requested-${width}-${colorScheme}`);

      // The owner is mailed the request (no transcript) with a link to it on the dashboard.
      const mail = await e.smtp.waitFor(acct.email, /Ann Visitor asked for an appointment \(Cake consultation\)/);
      expect(mail.text).toContain(visitorEmail);
      expect(mail.text).toContain('Afternoon (12:00–17:00)');
      const link = mail.text.match(/https?:\/\/\S*\/business\/dashboard\S*/)![0];
      await owner.page.goto(link);
      const request = owner.page.getByTestId('appointment-request').filter({ hasText: 'Ann Visitor' });
      await request.getByText('New request').waitFor();
      await request.getByText(visitorEmail).waitFor();
      await request.getByRole('button', { name: 'Confirm' }).click();
      const confirm = request.getByRole('form', { name: 'Confirm appointment for Ann Visitor' });
      // Prefilled with the first choice: its day, the start of its time of day.
      expect(await confirm.getByLabel('Date').inputValue()).toBe(firstDay);
      expect(await confirm.getByLabel('Start time (Europe/Berlin)').inputValue()).toBe('12:00');
      await confirm.getByLabel('Start time (Europe/Berlin)').fill('14:30');
      await confirm.getByLabel('Message to Ann Visitor (optional)').fill('See you at the counter.');
      await expectAccessible(owner.page, `confirming a request (${width}, ${colorScheme})`);
      await shot(owner.page, `appointments-confirm-${width}-${colorScheme}`);
      await confirm.getByRole('button', { name: 'Confirm appointment' }).click();
      await owner.page.getByTestId('toast').getByText('Appointment confirmed').first().waitFor();
      await request.getByText('Confirmed', { exact: true }).waitFor();
      await request.getByText(/Confirmed for/).waitFor();
      await expectAccessible(owner.page, `a confirmed request (${width}, ${colorScheme})`);
      await request.scrollIntoViewIfNeeded();
      await shot(owner.page, `appointments-confirmed-${width}-${colorScheme}`);

      // The visitor's email carries the calendar file.
      const toVisitor = await e.smtp.waitFor(visitorEmail, /Harbour Light Bakery confirmed your appointment/);
      expect(toVisitor.text).toContain('at 14:30 (Europe/Berlin time)');
      expect(toVisitor.text).toContain('See you at the counter.');
      expect(toVisitor.text).toMatch(/\/delete-conversation\?c=\d+&token=/);
      const ics = toVisitor.attachments.find((a) => a.filename === 'appointment.ics')!;
      expect(ics.contentType).toBe('text/calendar');
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content)).getFirstSubcomponent('vevent')!);
      expect(event.summary).toBe('Cake consultation at Harbour Light Bakery');
      const start = event.startDate.toJSDate();
      expect(event.endDate.toJSDate().getTime() - start.getTime()).toBe(45 * 60_000);
      const berlin = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Berlin',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(start);
      expect(berlin).toBe(`${firstDay}, 14:30`);
    }, 120_000);
  }
});
