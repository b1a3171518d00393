import { z } from 'zod';
import { businessIdParam } from './business.ts';
import { CHAT_MESSAGE_MAX } from './constants.ts';
import { visitorIdSchema } from './visitor-id.ts';

export { visitorIdSchema };
// Human handoff (decision 030) is part of the chat's contract.
export * from './handoff.ts';

export const chatMessageInputSchema = z.strictObject({
  // Length is checked in the service so that an over-long message answers 413, not 400.
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(CHAT_MESSAGE_MAX * 4, `Message is too long (max ${CHAT_MESSAGE_MAX} characters)`),
  visitorId: visitorIdSchema,
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export const chatSourceSchema = z.object({ title: z.string(), url: z.string().nullable() });
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** SPEC §3 chat message, plus the sources an answer quoted. `owner`: a person of the business (decision 030). */
export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'owner']),
  content: z.string(),
  timestamp: z.string(),
  sources: z.array(chatSourceSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatReplySchema = z.object({
  response: z.string(),
  sources: z.array(chatSourceSchema),
  answered: z.boolean(),
  /** The agent declined twice or more in this conversation: offer a person (decision 030). */
  offerHandoff: z.boolean().optional(),
  /** A question about prices, quotes, availability or booking after an answer: offer to take their details, once (decision 033). */
  offerLead: z.boolean().optional(),
  /** A person owns the conversation: the agent stayed quiet, the message is kept for them (empty response). */
  held: z.boolean().optional(),
  /** The visitor asked to book and the business lists services: the widget shows the booking form (decision 034). */
  offerAppointment: z.boolean().optional(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const visitorSchema = z.object({ visitorId: visitorIdSchema });

/** Same parameter as every business route. */
export const chatParams = businessIdParam;
export const chatHistoryParams = chatParams.extend({ visitorId: visitorIdSchema });
