import { PRODUCT_NAME } from '@staffwright/contract';

/** Mails of appointment and callback requests (decision 034); the other templates live in templates.ts. */

/** How the business can be reached, for the visitor's mails: its public phone and email, and its chat. */
export interface BusinessReach {
  businessName: string;
  phone: string | null;
  email: string | null;
  chatLink: string | null;
}

function reachLines(r: BusinessReach): string {
  const lines = [
    r.phone ? `Phone: ${r.phone}` : null,
    r.email ? `Email: ${r.email}` : null,
    r.chatLink ? `Chat: ${r.chatLink}` : null,
  ].filter(Boolean);
  return lines.length ? `${lines.join('\n')}\n\n` : '';
}

function visitorFooter(r: BusinessReach, deleteLink: string): string {
  return (
    `You receive this email because you asked ${r.businessName} for an appointment in their chat and agreed to be contacted about it. ` +
    `To delete this conversation, your request and your details, open:\n\n${deleteLink}\n\n` +
    `— ${r.businessName}, via ${PRODUCT_NAME}`
  );
}

/** To the owner as soon as a visitor asks: the request, how to reach them, and the dashboard link (no transcript). */
export function appointmentRequestedMail(opts: {
  username: string;
  businessName: string;
  service: string;
  durationMinutes: number;
  preferences: string[];
  timeZone: string;
  name: string;
  email: string | null;
  phone: string | null;
  link: string;
}) {
  const contact = [opts.email ? `Email: ${opts.email}` : null, opts.phone ? `Phone: ${opts.phone}` : null].filter(Boolean).join('\n');
  return {
    subject: `${opts.businessName}: ${opts.name} asked for an appointment (${opts.service})`,
    text:
      `Hi ${opts.username},\n\n` +
      `A visitor chatting with your agent for ${opts.businessName} asked for an appointment.\n\n` +
      `Service: ${opts.service} (${opts.durationMinutes} minutes)\n` +
      `Preferred (${opts.timeZone}):\n${opts.preferences.map((p) => `  - ${p}`).join('\n')}\n\n` +
      `Name: ${opts.name}\n${contact}\n\n` +
      `Confirm a time, propose another or decline from your dashboard (replying to this email does not reach the visitor):\n\n` +
      `${opts.link}\n\n` +
      (opts.email
        ? `They will be emailed your answer.`
        : `They left no email address: call them at the number above, then record your answer on the dashboard.`) +
      `\n\n— ${PRODUCT_NAME}`,
  };
}

/** To the visitor: the time is confirmed; the .ics file is attached. */
export function appointmentConfirmedMail(opts: {
  name: string;
  service: string;
  durationMinutes: number;
  when: string;
  timeZone: string;
  message: string | null;
  address: string | null;
  reach: BusinessReach;
  deleteLink: string;
}) {
  return {
    subject: `${opts.reach.businessName} confirmed your appointment: ${opts.when}`,
    text:
      `Hi ${opts.name},\n\n` +
      `${opts.reach.businessName} confirmed your appointment.\n\n` +
      `${opts.service} (${opts.durationMinutes} minutes)\n` +
      `${opts.when} (${opts.timeZone} time)\n` +
      (opts.address ? `${opts.address}\n` : '') +
      `\n` +
      (opts.message ? `A note from ${opts.reach.businessName}:\n\n${opts.message}\n\n` : '') +
      `The attached calendar file (appointment.ics) adds it to your calendar.\n\n` +
      `If you need to change it, contact ${opts.reach.businessName}:\n\n` +
      reachLines(opts.reach) +
      visitorFooter(opts.reach, opts.deleteLink),
  };
}

/** To the visitor: the owner proposes another time, with their message. */
export function appointmentProposedMail(opts: {
  name: string;
  service: string;
  when: string;
  timeZone: string;
  message: string;
  reach: BusinessReach;
  deleteLink: string;
}) {
  return {
    subject: `${opts.reach.businessName} proposed another time for your appointment`,
    text:
      `Hi ${opts.name},\n\n` +
      `You asked ${opts.reach.businessName} for an appointment (${opts.service}). They proposed another time:\n\n` +
      `${opts.when} (${opts.timeZone} time)\n\n` +
      `Their message:\n\n${opts.message}\n\n` +
      `Tell them whether it suits you, and they will confirm it:\n\n` +
      reachLines(opts.reach) +
      visitorFooter(opts.reach, opts.deleteLink),
  };
}

/** To the visitor: the owner declined, with their message if any. */
export function appointmentDeclinedMail(opts: {
  name: string;
  service: string;
  message: string | null;
  reach: BusinessReach;
  deleteLink: string;
}) {
  return {
    subject: `${opts.reach.businessName} could not offer your appointment`,
    text:
      `Hi ${opts.name},\n\n` +
      `You asked ${opts.reach.businessName} for an appointment (${opts.service}). Unfortunately they cannot offer it.\n\n` +
      (opts.message ? `Their message:\n\n${opts.message}\n\n` : '') +
      `You can contact them:\n\n` +
      reachLines(opts.reach) +
      visitorFooter(opts.reach, opts.deleteLink),
  };
}
