import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The Reply-To header's address, '' without one. */
  replyTo: string;
  /** Attached files, their content as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/** A real SMTP server on loopback that keeps what it receives, for tests to read and follow links. */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          const attachments = parsed.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            content: a.content.toString('utf8'),
          }));
          mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', replyTo: parsed.replyTo?.text ?? '', attachments });
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignore_tls=true`,
    mails,
    /** The next `n` messages are refused with 451 (a temporary failure), as a server having a bad minute does. */
    refuseNext(n: number) {
      toRefuse = n;
    },
    /** Messages refused so far. */
    get refused() {
      return refused;
    },
    /** Resolves with the newest mail to `to` matching `subject`, waiting for one if none came yet. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = mails.findLast((m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject));
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(text: string, pathPart: string): string {
  const m = text.match(new RegExp(`https?://\\S*${pathPart}\\S*`));
  if (!m) throw new Error(`no ${pathPart} link in mail:\n${text}`);
  return m[0];
}
