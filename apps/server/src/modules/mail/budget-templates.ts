import { PRODUCT_NAME } from '@staffwright/contract';

/** Mails about chat's daily model budget (decision 026); the other templates live in templates.ts. */

/** To the owner the first time in a UTC day that their agent turned a visitor away for the business's budget. */
export function modelBudgetReachedMail(opts: { username: string; businessName: string; dailyTokens: number; link: string }) {
  return {
    subject: `${opts.businessName}: your agent reached today's AI usage limit`,
    text:
      `Hi ${opts.username},\n\n` +
      `Visitors to ${opts.businessName} have used up today's AI usage limit ` +
      `(${opts.dailyTokens.toLocaleString('en-US')} tokens of the language model a day). ` +
      `Until midnight UTC your agent answers new questions by saying it is busy and asking visitors ` +
      `to try again later or to contact you directly. Those questions are kept with your conversations, ` +
      `marked as not answered, so you can follow up:\n\n` +
      `${opts.link}\n\n` +
      `The limit starts afresh at midnight UTC. If your agent is this busy every day, ask whoever runs ` +
      `${PRODUCT_NAME} for you to raise the daily limit.\n\n` +
      `We send this notice at most once a day.\n\n— ${PRODUCT_NAME}`,
  };
}
