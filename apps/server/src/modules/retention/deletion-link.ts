import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONVERSATION_DELETION_PATH } from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema.ts';

/**
 * Visitors' deletion links (issue 19 part 6, decision 032). Every mail sent to or about a visitor's
 * conversation carries one: `{APP_URL}/delete-conversation?c={id}&token={HMAC}`. The token is an
 * HMAC-SHA256 of the conversation id, keyed with a secret the app keeps in its own database
 * (`app_secrets`, written once by migration 0018), so every process makes and checks the same
 * tokens with nothing to configure. It cannot be guessed from the id, and it stays checkable after
 * the conversation is gone: a genuine link to a deleted conversation says "already deleted", a
 * forged one is a 404. The token sits in the query string, which the access log redacts.
 */

const SECRET_NAME = 'conversation-deletion';
/** Per database handle: read once, then from memory (it never changes). */
const secrets = new WeakMap<object, Promise<Buffer>>();

async function readSecret(db: Db): Promise<Buffer> {
  const read = async () =>
    (await db.select({ secret: appSecrets.secret }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)).limit(1))[0]?.secret;
  let secret = await read();
  if (!secret) {
    // Migration 0018 writes it; a database whose row was removed gets a new one (old links stop working).
    await db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, secret: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    secret = await read();
  }
  return Buffer.from(secret!, 'utf8');
}

function secretOf(db: Db): Promise<Buffer> {
  let p = secrets.get(db);
  if (!p) {
    p = readSecret(db);
    secrets.set(db, p);
    // A failed read is not kept: the next call tries again.
    p.catch(() => secrets.delete(db));
  }
  return p;
}

const sign = (secret: Buffer, conversationId: number) =>
  createHmac('sha256', secret).update(`sw-conversation-deletion|${conversationId}`).digest('base64url');

/** The token of a conversation's deletion link (43 base64url characters). */
export async function conversationDeletionToken(db: Db, conversationId: number): Promise<string> {
  return sign(await secretOf(db), conversationId);
}

/** Whether `token` is the genuine token of that conversation (compared in constant time). */
export async function isDeletionTokenValid(db: Db, conversationId: number, token: string): Promise<boolean> {
  const expected = Buffer.from(await conversationDeletionToken(db, conversationId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The link a visitor opens to delete their conversation: put it in every mail sent to a visitor
 * (and about one), e.g. with `deletionLinkLines`.
 */
export async function conversationDeletionLink(ctx: { db: Db; config: { appUrl: string } }, conversation: { id: number }): Promise<string> {
  const token = await conversationDeletionToken(ctx.db, conversation.id);
  const url = new URL(CONVERSATION_DELETION_PATH, ctx.config.appUrl);
  url.searchParams.set('c', String(conversation.id));
  url.searchParams.set('token', token);
  return url.toString();
}

/** The closing lines of a plain-text mail about a visitor's conversation. */
export function deletionLinkLines(link: string): string {
  return `To have this conversation and your contact details deleted, open:\n${link}`;
}
