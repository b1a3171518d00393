import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { mailOutbox } from '../src/db/schema.ts';
import { linkIn } from './smtp.ts';

/**
 * The token of the newest verification link mailed to `email`. Every mail the app sends is kept in
 * its outbox (with SMTP_URL too), the way a local install without SMTP shows its links: tests,
 * benches and the eval read it there and open the link as its owner would (POST /api/verify-email),
 * so accounts are verified through the product's own path, never by setting the flag by hand.
 */
export async function verificationToken(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()), like(mailOutbox.subject, 'Verify your email%')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no verification mail to ${email} in the outbox`);
  const token = new URL(linkIn(mail.text, '/verify-email')).searchParams.get('token');
  if (!token) throw new Error(`the verification link to ${email} has no token`);
  return token;
}
