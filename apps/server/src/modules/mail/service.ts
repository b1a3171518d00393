import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
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
  /** Sent over SMTP; the outbox keeps only the text (and the log names the files). */
  attachments?: MailAttachment[];
  /** Where a reply goes instead of the sender (a business's own address, for mails to its visitors). */
  replyTo?: string;
}

export interface Mailer {
  /** Records the message and delivers it; delivery failures are logged and kept, never thrown. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

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
  return {
    async send({ attachments, replyTo, ...message }) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ ...message, userId: message.userId ?? null, transport: transport ? 'smtp' : 'outbox' })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        opts.log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text, attachments: attachments?.map((a) => a.filename) } },
          'mail kept in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, attachments, replyTo });
        await opts.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        opts.log.error({ err, to: message.to }, 'mail delivery failed');
        await opts.db
          .update(mailOutbox)
          .set({ error: (err as Error).message.slice(0, 500) })
          .where(eq(mailOutbox.id, row!.id))
          .catch(() => {});
      }
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
