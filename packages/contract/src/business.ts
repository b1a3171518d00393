import { z } from 'zod';
import { idParam } from './ids.ts';
import { DEFAULT_CHAT_THEME } from './constants.ts';
import { businessIdentitySchema } from './identity.ts';

/** SPEC §3: industry options of the business form, stored in lower case. */
export const BUSINESS_INDUSTRIES = [
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'dental', label: 'Dental' },
  { value: 'legal', label: 'Legal' },
  { value: 'hvac', label: 'HVAC' },
  { value: 'real estate', label: 'Real Estate' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'other', label: 'Other' },
] as const;
export type BusinessIndustry = (typeof BUSINESS_INDUSTRIES)[number]['value'];
const industryValues = BUSINESS_INDUSTRIES.map((i) => i.value) as [BusinessIndustry, ...BusinessIndustry[]];

export const BUSINESS_MESSAGES = {
  name: 'Business name is required',
  website: 'Invalid website URL',
  industry: 'Industry is required',
  agentName: 'Agent name is required',
  agentTitle: 'Agent title is required',
} as const;

const text = (min: number, message: string, max = 120) => z.string().trim().min(min, message).max(max, message);

/** A web address with an http(s) scheme; owners type "example.com", so the form adds https://. */
export const websiteUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((v) => {
      try {
        const u = new URL(v);
        return ((u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.')) || u.hostname === 'localhost';
      } catch {
        return false;
      }
    }, message);

export const createBusinessSchema = z.strictObject({
  name: text(2, BUSINESS_MESSAGES.name),
  website: websiteUrl(BUSINESS_MESSAGES.website),
  industry: z
    .string()
    .trim()
    .min(1, BUSINESS_MESSAGES.industry)
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(industryValues, BUSINESS_MESSAGES.industry)),
  agentName: text(2, BUSINESS_MESSAGES.agentName, 80),
  agentTitle: text(2, BUSINESS_MESSAGES.agentTitle, 80),
});
export type CreateBusinessInput = z.input<typeof createBusinessSchema>;

export const chatThemeSchema = z.strictObject({
  primaryColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #1a2b3c')
    .default(DEFAULT_CHAT_THEME.primaryColor),
  secondaryColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #1a2b3c')
    .default(DEFAULT_CHAT_THEME.secondaryColor),
  fontFamily: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[\w \-,'"]+$/, 'Font family has characters that are not allowed')
    .default(DEFAULT_CHAT_THEME.fontFamily),
  borderRadius: z
    .number()
    .int()
    .min(0, 'Border radius must be between 0 and 32')
    .max(32, 'Border radius must be between 0 and 32')
    .default(DEFAULT_CHAT_THEME.borderRadius),
});
export type ChatTheme = z.infer<typeof chatThemeSchema>;

/** SPEC §3 Business, as its owner sees it. */
export const businessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string(),
  industry: z.string(),
  active: z.boolean(),
  agentName: z.string().nullable(),
  agentTitle: z.string().nullable(),
  agentAvatar: z.string().nullable(),
  subdomain: z.string().nullable(),
  agentBio: z.string().nullable(),
  agentSkills: z.array(z.string()),
  agentResponsibilities: z.array(z.string()),
  agentExperience: z.string().nullable(),
  agentTools: z.array(z.string()),
  chatTheme: z.object({ primaryColor: z.string(), secondaryColor: z.string(), fontFamily: z.string(), borderRadius: z.number() }),
  createdAt: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

/** What a visitor's agent page needs: no owner id, email, website or unpublished data. */
export const publicBusinessSchema = businessSchema
  .pick({
    id: true,
    name: true,
    industry: true,
    agentName: true,
    agentTitle: true,
    agentAvatar: true,
    subdomain: true,
    agentBio: true,
    agentSkills: true,
    agentResponsibilities: true,
    agentExperience: true,
    agentTools: true,
    chatTheme: true,
  })
  .extend({ active: z.literal(true) });
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/** The public agent page (by subdomain): the business as visitors see it, with its identity (decision 028). */
export const publicAgentPageSchema = publicBusinessSchema.extend({ identity: businessIdentitySchema });
export type PublicAgentPage = z.infer<typeof publicAgentPageSchema>;

/** Route parameter: a positive integer, else 400. */
export const businessIdParam = z.strictObject({
  businessId: idParam('Invalid business ID'),
});

/** SPEC §3: comma-separated text trimmed into a list. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Sites allowed to embed the chat: origins such as https://www.example.com (no paths). */
export const embedOriginsSchema = z.strictObject({
  origins: z
    .array(
      z
        .string()
        .trim()
        .transform((v, ctx) => {
          try {
            const u = new URL(v);
            if ((u.protocol === 'https:' || u.protocol === 'http:') && u.hostname) return u.origin;
          } catch {
            /* reported below */
          }
          ctx.addIssue({ code: 'custom', message: `Not a website address: ${v.slice(0, 80)}` });
          return z.NEVER;
        }),
    )
    .max(20, 'At most 20 sites'),
});
export const embedSettingsSchema = z.object({ origins: z.array(z.string()) });
