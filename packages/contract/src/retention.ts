import { z } from 'zod';
import { idParam } from './ids.ts';

/**
 * Retention (issue 19 part 6, decision 032): how long a business keeps its visitors' conversations
 * (transcripts, and the contact details that belong to them). Older ones are deleted by a daily job.
 */
export const retentionDaysValues = [30, 90, 365] as const;
export type RetentionDays = (typeof retentionDaysValues)[number];
export const RETENTION_DEFAULT_DAYS: RetentionDays = 365;

export const RETENTION_LABELS: Record<RetentionDays, string> = { 30: '30 days', 90: '90 days', 365: '1 year' };

export const RETENTION_MESSAGES = {
  invalidDays: 'Keep conversations for 30, 90 or 365 days',
  /** A link that is not ours, or was mistyped: nothing to show and nothing deleted. */
  linkInvalid: 'This deletion link is not valid. Please check that you copied the whole link from the email.',
} as const;

export const retentionInputSchema = z.strictObject({
  days: z.literal(retentionDaysValues, { error: RETENTION_MESSAGES.invalidDays }),
});
export type RetentionInput = z.infer<typeof retentionInputSchema>;

export const retentionSchema = z.object({
  days: z.literal(retentionDaysValues),
});
export type Retention = z.infer<typeof retentionSchema>;

/**
 * A visitor's deletion link: /delete-conversation?c={conversationId}&token={token}. The token is an
 * HMAC of the conversation id with the app's secret (43 base64url characters): it cannot be guessed,
 * and it still proves the link genuine after the conversation is gone, so "already deleted" is told
 * apart from a forged link.
 */
export const CONVERSATION_DELETION_PATH = '/delete-conversation';
export const deletionTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, RETENTION_MESSAGES.linkInvalid);
export const conversationDeletionParams = z.strictObject({ conversationId: idParam(RETENTION_MESSAGES.linkInvalid) });
export const conversationDeletionQuery = z.strictObject({ token: deletionTokenSchema });
export const conversationDeletionInputSchema = z.strictObject({ token: deletionTokenSchema });

/**
 * `pending`: the conversation is there; the page asks the visitor to confirm. `deleted`: it is gone
 * (deleted just now, by an earlier visit of the link, or by the business's retention period).
 */
export const conversationDeletionSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('pending'),
    businessName: z.string(),
    startedAt: z.string(),
    lastMessageAt: z.string(),
    messageCount: z.number().int(),
  }),
  z.object({ status: z.literal('deleted') }),
]);
export type ConversationDeletion = z.infer<typeof conversationDeletionSchema>;
