import { z } from 'zod';
import { PROFILE_FIELDS } from './ai.ts';
import { chatThemeSchema } from './business.ts';
import { DEFAULT_CHAT_THEME } from './constants.ts';

/** SPEC §5 agent profile messages and the subdomain rule. */
export const SETUP_MESSAGES = {
  agentBio: 'Agent bio is required',
  agentSkills: 'At least one skill is required',
  agentResponsibilities: 'At least one responsibility is required',
  agentExperience: 'Agent experience is required',
  agentTools: 'At least one tool is required',
  subdomain: 'Please select a subdomain',
  subdomainFormat: 'A subdomain uses 3 to 63 lower-case letters, digits or hyphens, and cannot start or end with a hyphen',
  subdomainReserved: 'This subdomain is reserved. Please choose another one.',
  subdomainTaken: 'This subdomain is already taken. Please choose another one.',
  /** Publishing (completing setup, letting other sites embed the chat) needs a verified address. */
  verifyEmailFirst: 'Please verify your email address before publishing your agent.',
} as const;

const item = z.string().trim().min(1).max(200);
const list = (message: string) => z.array(item, message).min(1, message).max(20, 'At most 20 items');

export const subdomainSchema = z
  .string(SETUP_MESSAGES.subdomain)
  .trim()
  .toLowerCase()
  .min(1, SETUP_MESSAGES.subdomain)
  .regex(/^(?=.{3,63}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, SETUP_MESSAGES.subdomainFormat);

export const setupSchema = z.strictObject({
  agentBio: z.string(SETUP_MESSAGES.agentBio).trim().min(1, SETUP_MESSAGES.agentBio).max(4000, 'Agent bio is too long'),
  agentSkills: list(SETUP_MESSAGES.agentSkills),
  agentResponsibilities: list(SETUP_MESSAGES.agentResponsibilities),
  agentExperience: z
    .string(SETUP_MESSAGES.agentExperience)
    .trim()
    .min(1, SETUP_MESSAGES.agentExperience)
    .max(4000, 'Agent experience is too long'),
  agentTools: list(SETUP_MESSAGES.agentTools),
  chatTheme: chatThemeSchema.default({ ...DEFAULT_CHAT_THEME }),
  subdomain: subdomainSchema,
});
export type SetupInput = z.input<typeof setupSchema>;

export const suggestSubdomainsSchema = z.strictObject({ businessId: z.number().int().positive('Invalid business ID') });
export const subdomainSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });

export const generateProfileSchema = z.strictObject({
  title: z.string().trim().max(120).default(''),
  industry: z.string().trim().max(60).default(''),
  businessName: z.string().trim().max(120).default(''),
  field: z.enum(PROFILE_FIELDS, 'Unknown profile field'),
  context: z.string().max(4000).default(''),
});
export type GenerateProfileInput = z.input<typeof generateProfileSchema>;

export const generatedProfileSchema = z.object({
  agentBio: z.string().optional(),
  agentSkills: z.array(z.string()).optional(),
  agentResponsibilities: z.array(z.string()).optional(),
  agentExperience: z.string().optional(),
  agentTools: z.array(z.string()).optional(),
});
export type GeneratedProfile = z.infer<typeof generatedProfileSchema>;
