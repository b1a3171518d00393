import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface MailAttachment {
  filename: string;
  content: string;
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH' */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  userId?: number;
  /** Sent over SMTP; the outbox keeps them only while a failed delivery awaits its retries (decision 041). */
  attachments?: MailAttachment[];
  /** Where a reply goes instead of the sender (a business's own address, for mails to its visitors). */
  replyTo?: string;
}

export interface Mailer {
  /** Records the message and delivers it; delivery failures are logged and kept for retries, never thrown. */
  send(message: MailMessage): Promise<void>;
  /** Tries again the failed SMTP mails due at `now` (the mail-retry job, decision 041). */
  retryDue(now?: Date): Promise<MailRetryRun>;
  close(): void;
}

export interface MailRetryRun {
  sent: number;
  /** Failed again, with a later try scheduled. */
  failed: number;
  /** Failed for the last time (MAIL_MAX_ATTEMPTS tries): next_attempt_at cleared, the error kept. */
  gaveUp: number;
}

/** The wait after each failed try: the sixth failure, some 8.5 hours after the first, is the last. */
export const MAIL_RETRY_DELAYS_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * 60_000);
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/** Mails one retry run takes: it sends them one after the other, so this bounds the run's length. */
export const MAIL_RETRY_BATCH = 20;
/**
 * How far a claim moves a mail's next_attempt_at, so no other run takes it meanwhile: longer than
 * a batch can take (20 mails within the transport's 10 + 10 + 20 s timeouts each). A process that
 * dies mid-batch leaves its mails to a run after that.
 */
const CLAIM_LEASE_MS = 15 * 60_000;

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * With SMTP_URL the message goes out over SMTP; without it, it stays in the outbox table and its
 * text (with the link) is written to the log so a local install can still verify and reset.
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport({
        ...smtpOptions(opts.smtpUrl),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;

  /** One try over SMTP: resolves with the error of a failed delivery, undefined when it went. */
  function deliver(mail: SendMailOptions): Promise<unknown> {
    return transport!.sendMail({ ...mail, from: opts.from }).then(
      () => undefined,
      (err: unknown) => err ?? new Error('mail delivery failed'),
    );
  }

  /** Records the outcome of a try; a database error here is logged, not thrown (send() never throws). */
  async function record(mail: Pick<OutboxRow, 'id' | 'to' | 'attempts'>, failure: unknown, now: Date, extra: Partial<OutboxRow> = {}) {
    const outcome = failure === undefined ? 'sent' : mail.attempts >= MAIL_MAX_ATTEMPTS ? 'gaveUp' : 'failed';
    const nextAttemptAt = outcome === 'failed' ? new Date(now.getTime() + MAIL_RETRY_DELAYS_MS[mail.attempts - 1]!) : null;
    const update: Partial<OutboxRow> =
      outcome === 'sent'
        ? { sentAt: new Date(), error: null, nextAttemptAt, attachments: null }
        : { error: (failure instanceof Error ? failure.message : String(failure)).slice(0, 500), nextAttemptAt, ...extra };
    const about = { err: failure, mailId: mail.id, to: mail.to, attempts: mail.attempts };
    if (outcome === 'failed') opts.log.warn({ ...about, nextAttemptAt }, 'mail delivery failed; will retry');
    if (outcome === 'gaveUp') opts.log.error(about, 'mail delivery failed; given up');
    await opts.db
      .update(mailOutbox)
      .set(update)
      .where(eq(mailOutbox.id, mail.id))
      .catch((err: unknown) => opts.log.error({ err, mailId: mail.id, outcome }, 'mail outcome not recorded'));
    return outcome;
  }

  /** Takes up to a batch of due mails for this run, even with other processes' runs at the same moment. */
  function claimDue(now: Date) {
    const due = opts.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), eq(mailOutbox.transport, 'smtp')))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(MAIL_RETRY_BATCH)
      .for('update', { skipLocked: true });
    return opts.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  return {
    async send({ attachments, replyTo, ...message }) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ ...message, userId: message.userId ?? null, replyTo: replyTo ?? null, transport: transport ? 'smtp' : 'outbox' })
        .returning({ id: mailOutbox.id, to: mailOutbox.to, attempts: mailOutbox.attempts });
      if (!transport) {
        opts.log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text, attachments: attachments?.map((a) => a.filename) } },
          'mail kept in outbox (no SMTP_URL)',
        );
        return;
      }
      const failure = await deliver({ to: message.to, subject: message.subject, text: message.text, attachments, replyTo });
      await record(row!, failure, new Date(), {
        attachments:
          attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, 'utf8').toString('base64'),
          })) ?? null,
      });
    },

    async retryDue(now = new Date()) {
      const run: MailRetryRun = { sent: 0, failed: 0, gaveUp: 0 };
      if (!transport) return run;
      for (const mail of await claimDue(now)) {
        const failure = await deliver({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          replyTo: mail.replyTo ?? undefined,
          attachments: mail.attachments?.map((a) => ({ ...a, encoding: 'base64' })),
        });
        run[await record(mail, failure, now)] += 1;
      }
      return run;
    },

    close() {
      transport?.close();
    },
  };
}

/** smtp(s)://user:pass@host:port → nodemailer options (its own URL form can't take timeouts). */
function smtpOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // Local test servers have no certificate worth checking; real hosts keep verification.
    tls: { rejectUnauthorized: u.searchParams.get('tls_reject_unauthorized') !== 'false' },
    ignoreTLS: u.searchParams.get('ignore_tls') === 'true',
  };
}
