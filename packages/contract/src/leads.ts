import { z } from 'zod';
import { contactShape, requireContact } from './handoff.ts';
import { idParam } from './ids.ts';
import { visitorIdSchema } from './visitor-id.ts';

/**
 * Lead capture (issue 19 part 2, decision 033): when a visitor asks about prices, quotes,
 * availability or booking and the agent has answered, the chat offers once to take their contact
 * details, with the consent in so many words. The owner gets them as a list (with the conversation),
 * a CSV file, and by email as they come or in a daily digest.
 */

export const LEAD_MESSAGES = {
  /** The visitor's route: details only after the agent's offer (it records what they asked about). */
  notOffered: 'Leave your details after the agent offers to follow up',
  notFound: 'Lead not found',
  conversationNotFound: 'Conversation not found',
  status: 'Status must be new or contacted',
  emails: 'Choose "As they come" or "Daily digest"',
  page: 'Page must be a whole number from 1',
} as const;

/** The consent shown beside the lead form's box, word for word; stored with the lead. */
export function leadConsentText(businessName: string): string {
  return (
    `I agree that ${businessName} may contact me about my enquiry using these details. ` +
    `They are kept with this conversation and deleted with it.`
  );
}

/** What the visitor fills in (the widget's form): the handoff's fields and rules. */
export const leadContactSchema = z.strictObject(contactShape).superRefine(requireContact);
export type LeadContactInput = z.input<typeof leadContactSchema>;

/** POST /api/chat/{businessId}/lead: the form and the visitor's id. */
export const leadRequestSchema = z.strictObject({ ...contactShape, visitorId: visitorIdSchema }).superRefine(requireContact);
export type LeadRequest = z.infer<typeof leadRequestSchema>;

/** What the visitor's chat is told back (no contact details). */
export const visitorLeadSchema = z.object({ createdAt: z.string() });
export type VisitorLead = z.infer<typeof visitorLeadSchema>;

export const LEAD_STATUSES = ['new', 'contacted'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A message of the lead's conversation, as the owner's list shows it. */
export const leadTranscriptLineSchema = z.object({
  role: z.enum(['user', 'assistant', 'owner']),
  content: z.string(),
  timestamp: z.string(),
});

/** Messages of the conversation a lead carries in the list (the latest). */
export const LEAD_TRANSCRIPT_LINES = 30;
/** Leads per page of the owner's list. */
export const LEADS_PAGE_SIZE = 20;

export const leadSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The visitor's question that brought the offer. */
  question: z.string(),
  /** The consent wording they ticked. */
  consent: z.string(),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
  /** When the owner was mailed about it (null: waiting for the daily digest). */
  mailedAt: z.string().nullable(),
  /** The conversation's latest messages, oldest first. */
  transcript: z.array(leadTranscriptLineSchema),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsQuerySchema = z.strictObject({
  page: z.coerce.number(LEAD_MESSAGES.page).int(LEAD_MESSAGES.page).min(1, LEAD_MESSAGES.page).max(100_000, LEAD_MESSAGES.page).default(1),
});
export type LeadsQuery = z.input<typeof leadsQuerySchema>;

/** GET /api/business/{id}/leads?page=: newest first. */
export const leadsPageSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LeadsPage = z.infer<typeof leadsPageSchema>;

export const leadIdParam = z.strictObject({
  businessId: idParam('Invalid business ID'),
  leadId: idParam('Invalid lead ID'),
});

export const leadStatusInputSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: LEAD_MESSAGES.status }),
});
export type LeadStatusInput = z.infer<typeof leadStatusInputSchema>;

/** instant: one mail per lead as it comes; digest: one mail a day with the day's leads. */
export const LEAD_EMAIL_MODES = ['instant', 'digest'] as const;
export type LeadEmailMode = (typeof LEAD_EMAIL_MODES)[number];
export const LEAD_EMAIL_LABELS: Record<LeadEmailMode, string> = { instant: 'As they come', digest: 'Daily digest' };
/** The local hour (in the business's time zone) from which the daily digest goes out. */
export const LEAD_DIGEST_HOUR = 8;

export const leadSettingsInputSchema = z.strictObject({
  emails: z.enum(LEAD_EMAIL_MODES, { error: LEAD_MESSAGES.emails }),
});
export type LeadSettingsInput = z.infer<typeof leadSettingsInputSchema>;
export const leadSettingsSchema = z.object({ emails: z.enum(LEAD_EMAIL_MODES) });
export type LeadSettings = z.infer<typeof leadSettingsSchema>;

/** The CSV export's columns, in order. */
export const LEAD_CSV_COLUMNS = ['Received (UTC)', 'Name', 'Email', 'Phone', 'Asked about', 'Status', 'Consent', 'Conversation'] as const;
