import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp } from '../../../test/app.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { createMailer, MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, type MailMessage } from './service.ts';
import { MAIL_RETRY_CRON, MAIL_RETRY_QUEUE } from './jobs.ts';

/**
 * Failed SMTP deliveries are tried again (decision 041), against a real SMTP server on loopback that
 * refuses messages with 451 when told to. Time moves through the runs' `now`, never by sleeping.
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

// Non-ASCII text and CRLF lines, as the appointment mails' .ics has: it must come back byte for byte.
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:retry-1@staffwright.test',
  'DTSTART:20261201T150000Z',
  'SUMMARY:Whitening with Zoë (€250)',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let counter = 0;
function message(label: string, extra: Partial<MailMessage> = {}): MailMessage {
  counter += 1;
  return { to: `${label}${process.pid}x${counter}@example.test`, subject: `Retry test ${label} ${counter}`, text: 'Hello.', ...extra };
}
const rowTo = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;
const copiesTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to)).length;

describe('a failed delivery', () => {
  it('is kept with its attachment and reply-to, and the retry run due a minute later delivers it intact', async () => {
    smtp.refuseNext(1);
    const mail = message('appointment', {
      replyTo: 'front-desk@brightsmile.example',
      attachments: [{ filename: 'appointment.ics', content: ICS, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    });
    const before = Date.now();
    await t.app.ctx.mailer.send(mail);
    const failed = await rowTo(mail.to);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, replyTo: 'front-desk@brightsmile.example' });
    expect(failed.error).toMatch(/451/);
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + MAIL_RETRY_DELAYS_MS[0]!);
    expect(failed.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + MAIL_RETRY_DELAYS_MS[0]!);
    expect(failed.attachments).toEqual([
      {
        filename: 'appointment.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ICS).toString('base64'),
      },
    ]);
    expect(copiesTo(mail.to)).toBe(0);

    // Not before it is due.
    expect(await t.app.ctx.mailer.retryDue(new Date(failed.nextAttemptAt!.getTime() - 1000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(await t.app.ctx.mailer.retryDue(failed.nextAttemptAt!)).toEqual({ sent: 1, failed: 0, gaveUp: 0 });

    const received = await smtp.waitFor(mail.to, new RegExp(mail.subject));
    expect(received.replyTo).toBe('front-desk@brightsmile.example');
    expect(received.attachments).toEqual([{ filename: 'appointment.ics', contentType: 'text/calendar', content: ICS }]);
    const sent = await rowTo(mail.to);
    expect(sent).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null, attachments: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(copiesTo(mail.to)).toBe(1);
  });

  it(`is tried ${MAIL_MAX_ATTEMPTS} times in all with growing waits, then given up with its error kept`, async () => {
    const refusedBefore = smtp.refused;
    smtp.refuseNext(MAIL_MAX_ATTEMPTS + 1);
    const mail = message('doomed');
    await t.app.ctx.mailer.send(mail);
    let row = await rowTo(mail.to);
    const waits: number[] = [];
    const runs = [];
    while (row.nextAttemptAt) {
      const now = row.nextAttemptAt;
      runs.push(await t.app.ctx.mailer.retryDue(now));
      row = await rowTo(mail.to);
      if (row.nextAttemptAt) waits.push(row.nextAttemptAt.getTime() - now.getTime());
    }
    expect(waits).toEqual(MAIL_RETRY_DELAYS_MS.slice(1));
    expect(runs).toEqual([
      ...Array.from({ length: MAIL_MAX_ATTEMPTS - 2 }, () => ({ sent: 0, failed: 1, gaveUp: 0 })),
      { sent: 0, failed: 0, gaveUp: 1 },
    ]);
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null, nextAttemptAt: null });
    expect(row.error).toMatch(/451/);
    expect(smtp.refused - refusedBefore).toBe(MAIL_MAX_ATTEMPTS);

    // Given up: no later run tries it again.
    expect(await t.app.ctx.mailer.retryDue(new Date(Date.now() + 7 * 24 * 3600_000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(smtp.refused - refusedBefore).toBe(MAIL_MAX_ATTEMPTS);
    expect(copiesTo(mail.to)).toBe(0);
    smtp.refuseNext(0);
  });
});

describe('retry runs', () => {
  it('at the same moment in two processes deliver each due mail once', async () => {
    const mails = Array.from({ length: 6 }, () => message('twice'));
    smtp.refuseNext(mails.length);
    for (const mail of mails) await t.app.ctx.mailer.send(mail);
    const rows = await Promise.all(mails.map((m) => rowTo(m.to)));
    const due = new Date(Math.max(...rows.map((r) => r.nextAttemptAt!.getTime())));
    // A second mailer on the same database, as another process's would be.
    const other = createMailer({ db: t.db, smtpUrl: smtp.url, from: t.app.ctx.config.mailFrom, log: t.app.log });
    try {
      const [a, b] = await Promise.all([t.app.ctx.mailer.retryDue(due), other.retryDue(due)]);
      expect(a.sent + b.sent).toBe(mails.length);
      expect(a.failed + b.failed + a.gaveUp + b.gaveUp).toBe(0);
    } finally {
      other.close();
    }
    for (const mail of mails) {
      expect(copiesTo(mail.to), mail.to).toBe(1);
      expect(await rowTo(mail.to)).toMatchObject({ attempts: 2, nextAttemptAt: null, error: null });
    }
  });

  it('run as a pg-boss cron job every minute, and on demand through its queue', async () => {
    const [schedule] = (await t.app.ctx.jobs.boss.getSchedules()).filter((s) => s.name === MAIL_RETRY_QUEUE);
    expect(schedule).toMatchObject({ name: MAIL_RETRY_QUEUE, cron: MAIL_RETRY_CRON, timezone: 'UTC' });
    smtp.refuseNext(1);
    const mail = message('job');
    await t.app.ctx.mailer.send(mail);
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.to, mail.to));
    const jobId = await t.app.ctx.jobs.send(MAIL_RETRY_QUEUE, {});
    for (let i = 0; i < 100 && (await t.app.ctx.jobs.boss.getJobById(MAIL_RETRY_QUEUE, jobId))?.state !== 'completed'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await t.app.ctx.jobs.boss.getJobById(MAIL_RETRY_QUEUE, jobId))?.state).toBe('completed');
    expect(copiesTo(mail.to)).toBe(1);
    expect((await rowTo(mail.to)).sentAt).toBeInstanceOf(Date);
  });

  it('leave outbox mail alone: without SMTP_URL nothing is scheduled', async () => {
    const outbox = createMailer({ db: t.db, from: t.app.ctx.config.mailFrom, log: t.app.log });
    const mail = message('outbox');
    await outbox.send(mail);
    expect(await rowTo(mail.to)).toMatchObject({ transport: 'outbox', attempts: 1, nextAttemptAt: null, sentAt: null });
    expect(await outbox.retryDue(new Date(Date.now() + 24 * 3600_000))).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });
});
