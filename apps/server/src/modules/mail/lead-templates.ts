import { PRODUCT_NAME } from '@staffwright/contract';
import type { TranscriptLine } from './handoff-templates.ts';

/** Mails of lead capture (decision 033); the other templates live in templates.ts. */

export interface LeadMailItem {
  name: string;
  email: string | null;
  phone: string | null;
  question: string;
  createdAt: Date;
  /** Opens the conversation on the business page. */
  conversationLink: string;
  /** Deletes the conversation and the lead (decision 032): for when the visitor asks for it. */
  deleteLink: string;
}

const SPEAKER = { user: 'Visitor', assistant: 'Agent', owner: 'You' } as const;

function leadLines(l: LeadMailItem): string {
  return [
    `Name: ${l.name}`,
    l.email ? `Email: ${l.email}` : null,
    l.phone ? `Phone: ${l.phone}` : null,
    `Asked about: "${l.question}"`,
    `Conversation: ${l.conversationLink}`,
    `If they ask you to delete their details, this link deletes the conversation and the lead:\n${l.deleteLink}`,
  ]
    .filter(Boolean)
    .join('\n');
}

const FOOTER =
  'They agreed to be contacted about their enquiry. Their details are kept with the conversation and deleted with it ' +
  'after your retention period; copies you export or forward are yours to look after.';

/** To the owner as a lead comes in (the "As they come" setting). */
export function leadReceivedMail(opts: {
  username: string;
  businessName: string;
  lead: LeadMailItem;
  transcript: TranscriptLine[];
  leadsLink: string;
}) {
  const transcript = opts.transcript.map((m) => `${SPEAKER[m.role]}: ${m.content}`).join('\n\n');
  return {
    subject: `${opts.businessName}: new lead from ${opts.lead.name}`,
    text:
      `Hi ${opts.username},\n\n` +
      `A visitor chatting with your agent for ${opts.businessName} left their details so you can follow up.\n\n` +
      `${leadLines(opts.lead)}\n\n` +
      `All your leads, and the CSV export: ${opts.leadsLink}\n\n` +
      (transcript ? `The conversation so far:\n\n${transcript}\n\n` : '') +
      `${FOOTER}\n\n— ${PRODUCT_NAME}`,
  };
}

/** To the owner once a day with the leads that came since the last one (the "Daily digest" setting). */
export function leadDigestMail(opts: { username: string; businessName: string; leads: LeadMailItem[]; leadsLink: string }) {
  const n = opts.leads.length;
  const items = opts.leads.map((l, i) => `${i + 1}. ${l.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC\n${leadLines(l)}`);
  return {
    subject: `${opts.businessName}: ${n} new lead${n === 1 ? '' : 's'}`,
    text:
      `Hi ${opts.username},\n\n` +
      `${n === 1 ? 'A visitor' : `${n} visitors`} chatting with your agent for ${opts.businessName} left their details so you can follow up.\n\n` +
      `${items.join('\n\n')}\n\n` +
      `All your leads, and the CSV export: ${opts.leadsLink}\n\n` +
      `${FOOTER}\n\n— ${PRODUCT_NAME}`,
  };
}
