import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';

/**
 * THE place a conversation is deleted (decision 032): by the retention job, by a visitor's deletion
 * link, and by whatever comes later. Deletion is real: the rows are gone, not marked.
 *
 * A table that holds a conversation's personal data (its messages; the visitor's name, email or
 * phone given for a handoff, a lead or an appointment request) must go with it, in one of two ways:
 *
 * 1. Preferably, a `conversation_id … REFERENCES conversations(id) ON DELETE CASCADE` column: the
 *    database deletes its rows in the same statement, and nothing here changes. `messages`,
 *    `handoffs`, `leads` (decision 033) and `appointment_requests` (decision 034) are deleted that way.
 * 2. Otherwise (a row that must outlive the conversation in another form, or data keyed some other
 *    way), delete or anonymise it here, inside `tx`, before the conversations themselves, so a
 *    failure leaves everything in place.
 *
 * What stays: aggregate counters with nothing of the visitor in them (`message_analytics` per owner
 * and day, `usage_records` per engine call). Leads the owner has exported (a CSV on their computer)
 * are the owner's responsibility; the UI says so.
 *
 * Returns the conversations deleted, with their business. Call it inside a transaction (`tx`) when
 * the ids were read under a lock; a plain `db` works for one conversation.
 */
export async function purgeConversations(tx: Db | Tx, ids: number[]): Promise<{ id: number; businessId: number }[]> {
  if (!ids.length) return [];
  // (2) Tables that are not cascaded go here, before the conversations.
  return tx
    .delete(conversations)
    .where(inArray(conversations.id, ids))
    .returning({ id: conversations.id, businessId: conversations.businessId });
}
