import { z } from 'zod';

/**
 * The business's own face on its public agent page (issue 18): short description, contact details,
 * opening hours, address and an optional logo. Owners edit it on the business page; phone, email,
 * address and hours follow what the website's crawl found until the owner sets them (decision 028).
 */
export const IDENTITY_LIMITS = {
  description: 300,
  phone: 30,
  email: 254,
  address: 200,
  hoursLines: 14,
  hoursLine: 80,
  logoUrl: 2048,
} as const;

export const IDENTITY_MESSAGES = {
  description: `Description must be at most ${IDENTITY_LIMITS.description} characters`,
  phone: 'Enter a phone number with its digits, like +1 802 555 0142',
  email: 'Enter an email address, like hello@example.com',
  address: `Address must be at most ${IDENTITY_LIMITS.address} characters`,
  hours: `Opening hours: at most ${IDENTITY_LIMITS.hoursLines} lines of up to ${IDENTITY_LIMITS.hoursLine} characters`,
  logoUrl: 'Logo must be a web address starting with https://',
} as const;

/** The fields a website's crawl can fill in (its contact card and schema.org opening hours). */
export const IDENTITY_WEBSITE_FIELDS = ['phone', 'email', 'address', 'hours'] as const;
export type IdentityWebsiteField = (typeof IDENTITY_WEBSITE_FIELDS)[number];

/** Trimmed text; an empty string is stored as no value. */
const optional = (max: number, message: string, valid: (v: string) => boolean = () => true) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((v) => v === '' || valid(v), message)
    .nullable()
    .transform((v) => (v ? v : null));

/** Digits with the usual separators; 6 to 15 digits (E.164 allows 15). */
export function isPhoneNumber(v: string): boolean {
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s().\-/]+$/.test(v) && digits >= 6 && digits <= 15;
}

const isEmail = (v: string) => z.email().safeParse(v).success;

function isHttpsUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** What the owner saves (PUT): every field, each empty or null for none. */
export const businessIdentityInputSchema = z.strictObject({
  description: optional(IDENTITY_LIMITS.description, IDENTITY_MESSAGES.description),
  phone: optional(IDENTITY_LIMITS.phone, IDENTITY_MESSAGES.phone, isPhoneNumber),
  email: optional(IDENTITY_LIMITS.email, IDENTITY_MESSAGES.email, isEmail),
  address: optional(IDENTITY_LIMITS.address, IDENTITY_MESSAGES.address),
  /** One line each, as the owner wants them read ("Mon–Fri 8:00–17:00"); empty lines are dropped. */
  hours: z
    .array(z.string().trim().max(IDENTITY_LIMITS.hoursLine, IDENTITY_MESSAGES.hours), IDENTITY_MESSAGES.hours)
    .max(IDENTITY_LIMITS.hoursLines * 2, IDENTITY_MESSAGES.hours)
    .transform((lines) => lines.filter((l) => l !== ''))
    .refine((lines) => lines.length <= IDENTITY_LIMITS.hoursLines, IDENTITY_MESSAGES.hours),
  logoUrl: optional(IDENTITY_LIMITS.logoUrl, IDENTITY_MESSAGES.logoUrl, isHttpsUrl),
});
export type BusinessIdentityInput = z.input<typeof businessIdentityInputSchema>;

/** The identity as shown: the owner's values, else the website's for the fields it can fill. */
export const businessIdentitySchema = z.object({
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  hours: z.array(z.string()),
  logoUrl: z.string().nullable(),
});
export type BusinessIdentity = z.infer<typeof businessIdentitySchema>;

/** What the latest crawled website showed (its contact card); null when no site was crawled. */
export const websiteIdentitySchema = businessIdentitySchema.pick({ phone: true, email: true, address: true, hours: true });
export type WebsiteIdentity = z.infer<typeof websiteIdentitySchema>;

/** The owner's view (GET and PUT /api/business/{id}/identity). */
export const ownerIdentitySchema = z.object({
  identity: businessIdentitySchema,
  website: websiteIdentitySchema.nullable(),
  /** Fields whose value is the website's (the owner has not set their own). */
  fromWebsite: z.array(z.enum(IDENTITY_WEBSITE_FIELDS)),
});
export type OwnerIdentity = z.infer<typeof ownerIdentitySchema>;

/** Questions a visitor can tap to start the chat (GET /api/chat/{id}/starters): 0 to 4. */
export const STARTER_QUESTIONS_MAX = 4;
export const starterQuestionsSchema = z.object({ questions: z.array(z.string()).max(STARTER_QUESTIONS_MAX) });
export type StarterQuestions = z.infer<typeof starterQuestionsSchema>;

/** A phone number as a tel: link ("+1 (802) 555-0142" → "tel:+18025550142"). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** A map search for an address (a link only: nothing is loaded until the visitor follows it). */
export function mapHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}
