import { PRODUCT_NAME } from '@staffwright/contract';

/** Mails of the human handoff (decision 030); the other templates live in templates.ts. */

export interface TranscriptLine {
  role: 'user' | 'assistant' | 'owner';
  content: string;
}

const SPEAKER = { user: 'Visitor', assistant: 'Agent', owner: 'You' } as const;

/** To the owner as soon as a visitor asks for a person: who, how to reach them, the chat so far. */
export function handoffRequestedMail(opts: {
  username: string;
  businessName: string;
  name: string;
  email: string | null;
  phone: string | null;
  promise: string;
  transcript: TranscriptLine[];
  link: string;
}) {
  const contact = [opts.email ? `Email: ${opts.email}` : null, opts.phone ? `Phone: ${opts.phone}` : null].filter(Boolean).join('\n');
  const transcript = opts.transcript.length
    ? opts.transcript.map((m) => `${SPEAKER[m.role]}: ${m.content}`).join('\n\n')
    : '(The visitor asked before writing anything.)';
  return {
    subject: `${opts.businessName}: ${opts.name} would like to talk to a person`,
    text:
      `Hi ${opts.username},\n\n` +
      `A visitor chatting with your agent for ${opts.businessName} asked for a person. Your agent stays quiet ` +
      `in this conversation until you hand it back.\n\n` +
      `Name: ${opts.name}\n${contact}\n\n` +
      `They were told: "${opts.promise}"\n\n` +
      `Reply from your inbox (the reply shows in their chat if it is still open, and is emailed to them otherwise):\n\n` +
      `${opts.link}\n\n` +
      `The conversation so far:\n\n${transcript}\n\n— ${PRODUCT_NAME}`,
  };
}

/** To the visitor when the owner's reply did not reach an open chat. */
export function handoffReplyMail(opts: { name: string; businessName: string; reply: string; chatLink: string | null; deleteLink: string }) {
  return {
    subject: `${opts.businessName} replied to your chat`,
    text:
      `Hi ${opts.name},\n\n` +
      `You asked to talk to a person at ${opts.businessName}. Here is their reply:\n\n` +
      `${opts.reply}\n\n` +
      (opts.chatLink ? `You can continue the conversation in the chat:\n\n${opts.chatLink}\n\n` : '') +
      `You receive this email because you left this address in the chat and agreed to be contacted about it. ` +
      `To delete this conversation and your details, open:\n\n${opts.deleteLink}\n\n` +
      `— ${opts.businessName}, via ${PRODUCT_NAME}`,
  };
}
