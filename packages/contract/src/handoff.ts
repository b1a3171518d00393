import { z } from 'zod';
import { isPhoneNumber } from './identity.ts';
import { idParam } from './ids.ts';
import { visitorIdSchema } from './visitor-id.ts';

/**
 * Human handoff (issue 19 part 1, decision 030): a visitor asks for a person, leaves a name and an
 * email or phone with their consent; the owner replies from the inbox. While a person owns the
 * conversation the agent stays quiet.
 */
export const HANDOFF_LIMITS = { name: 100, email: 254, phone: 30, reply: 4000 } as const;

export const HANDOFF_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${HANDOFF_LIMITS.name} characters`,
  contactRequired: 'Enter an email address or a phone number so we can reply',
  email: 'Enter an email address, like you@example.com',
  phone: 'Enter a phone number with its digits, like +1 802 555 0142',
  consent: 'Please agree so that we may contact you',
  replyRequired: 'Write a reply',
  replyTooLong: `A reply must be at most ${HANDOFF_LIMITS.reply} characters`,
  timeZone: 'Choose a time zone from the list',
  notFound: 'Conversation not found',
  noHandoff: 'This visitor has not asked for a person',
} as const;

/** The consent the visitor ticks, word for word; stored with their details. */
export function handoffConsentText(businessName: string): string {
  return (
    `I agree that ${businessName} may use my name, email and phone number to reply to this chat. ` +
    `They are kept with this conversation and deleted with it.`
  );
}

const isEmail = (v: string) => z.email().safeParse(v).success;

/** Trimmed; empty means none (null). */
const optionalText = (max: number, message: string, valid: (v: string) => boolean) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((v) => v === '' || valid(v), message)
    .optional()
    .transform((v) => (v ? v : null));

/** A visitor's contact fields (also the lead form's, decision 033). */
export const contactShape = {
  name: z.string().trim().min(1, HANDOFF_MESSAGES.nameRequired).max(HANDOFF_LIMITS.name, HANDOFF_MESSAGES.nameTooLong),
  email: optionalText(HANDOFF_LIMITS.email, HANDOFF_MESSAGES.email, isEmail),
  phone: optionalText(HANDOFF_LIMITS.phone, HANDOFF_MESSAGES.phone, isPhoneNumber),
  consent: z.boolean(HANDOFF_MESSAGES.consent).refine((v) => v, HANDOFF_MESSAGES.consent),
};

/** An email or a phone: one of them is needed to reply. */
export function requireContact(v: { email: string | null; phone: string | null }, ctx: z.RefinementCtx) {
  if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: HANDOFF_MESSAGES.contactRequired });
}

/** What the visitor fills in (the widget's form). */
export const handoffContactSchema = z.strictObject(contactShape).superRefine(requireContact);
export type HandoffContactInput = z.input<typeof handoffContactSchema>;

/** POST /api/chat/{businessId}/handoff: the form and the visitor's id. */
export const handoffRequestSchema = z.strictObject({ ...contactShape, visitorId: visitorIdSchema }).superRefine(requireContact);
export type HandoffRequest = z.infer<typeof handoffRequestSchema>;

/** waiting: asked, no reply yet; replied: the owner answered; closed: handed back to the agent. */
export const HANDOFF_STATES = ['waiting', 'replied', 'closed'] as const;
export type HandoffState = (typeof HANDOFF_STATES)[number];

/** What the visitor's chat knows of its handoff (no contact details: the owner's only). */
export const visitorHandoffSchema = z.object({
  state: z.enum(HANDOFF_STATES),
  /** What the visitor was promised when they asked ("We usually reply within the hour."). */
  promise: z.string(),
  requestedAt: z.string(),
});
export type VisitorHandoff = z.infer<typeof visitorHandoffSchema>;

/** A reply the owner wrote, as the visitor's chat shows it. */
export const ownerReplySchema = z.object({ content: z.string(), timestamp: z.string() });

/** GET /api/chat/{businessId}/{visitorId}/handoff: polled by an open chat while a person owns it. */
export const visitorHandoffStatusSchema = z.object({
  handoff: visitorHandoffSchema.nullable(),
  replies: z.array(ownerReplySchema),
});
export type VisitorHandoffStatus = z.infer<typeof visitorHandoffStatusSchema>;

/** The owner's view of a conversation's handoff, contact details included. */
export const ownerHandoffSchema = visitorHandoffSchema.extend({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  consent: z.string(),
});
export type OwnerHandoff = z.infer<typeof ownerHandoffSchema>;

export const ownerReplyInputSchema = z.strictObject({
  message: z.string().trim().min(1, HANDOFF_MESSAGES.replyRequired).max(HANDOFF_LIMITS.reply, HANDOFF_MESSAGES.replyTooLong),
});
export type OwnerReplyInput = z.infer<typeof ownerReplyInputSchema>;

/** How the owner's reply went out: live in the open chat, or by email (decided a moment later). */
export const ownerReplyResultSchema = z.object({ handoff: ownerHandoffSchema });

export const conversationIdParam = z.strictObject({
  businessId: idParam('Invalid business ID'),
  conversationId: idParam('Invalid conversation ID'),
});

/** An IANA time zone the runtime knows ("Europe/Berlin"). */
export function isTimeZone(v: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: v });
    return v.length <= 64;
  } catch {
    return false;
  }
}

/** PUT /api/business/{id}/handoff-settings: the time zone the opening hours are read in. */
export const handoffSettingsInputSchema = z.strictObject({
  timeZone: z.string().trim().min(1, HANDOFF_MESSAGES.timeZone).refine(isTimeZone, HANDOFF_MESSAGES.timeZone),
});
export type HandoffSettingsInput = z.infer<typeof handoffSettingsInputSchema>;

/** The owner's view of the settings: the hours read from the identity, and today's promise. */
export const handoffSettingsSchema = z.object({
  timeZone: z.string().nullable(),
  /** The opening hours lines that could be read, as understood ("Mon–Fri 09:00–17:00"). */
  understood: z.array(z.string()),
  /** Lines that could not be read (they are ignored for the promise). */
  ignored: z.array(z.string()),
  /** What a visitor asking for a person right now is told. */
  promiseNow: z.string(),
});
export type HandoffSettings = z.infer<typeof handoffSettingsSchema>;
