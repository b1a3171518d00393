import { z } from 'zod';
import { idParam } from './ids.ts';
import { createBusinessSchema, type BusinessIndustry } from './business.ts';

/** SPEC §3 Industries (value: label) of the template catalogue. */
export const TEMPLATE_INDUSTRIES = [
  { value: 'dental', label: 'Dental' },
  { value: 'hvac', label: 'HVAC' },
  { value: 'medical', label: 'Medical' },
  { value: 'legal', label: 'Legal' },
  { value: 'technology', label: 'Technology & IT' },
] as const;
export type TemplateIndustry = (typeof TEMPLATE_INDUSTRIES)[number]['value'];
export const TEMPLATE_INDUSTRY_VALUES = TEMPLATE_INDUSTRIES.map((i) => i.value) as [TemplateIndustry, ...TemplateIndustry[]];

const ALL_INDUSTRIES = TEMPLATE_INDUSTRY_VALUES;

/** SPEC §3 Categories with the industries each one is offered for. */
export const TEMPLATE_CATEGORIES = [
  { value: 'customer-service', label: 'Customer Service', industries: ALL_INDUSTRIES },
  { value: 'receptionist', label: 'Receptionist', industries: ['dental'] },
  { value: 'reception-desk', label: 'Reception Desk', industries: ['hvac', 'medical', 'legal', 'technology'] },
  { value: 'appointment-setting', label: 'Appointment Setting', industries: ALL_INDUSTRIES },
  { value: 'lead-generation', label: 'Lead Generation', industries: ALL_INDUSTRIES },
  { value: 'answering-service', label: 'Answering Service', industries: ALL_INDUSTRIES },
] as const satisfies readonly { value: string; label: string; industries: readonly TemplateIndustry[] }[];
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]['value'];
export const TEMPLATE_CATEGORY_VALUES = TEMPLATE_CATEGORIES.map((c) => c.value) as [TemplateCategory, ...TemplateCategory[]];

/**
 * The job titles of each category, per industry (SPEC §3: a fixed list of 4 to 6 per category).
 * Every title is unique within its industry; the catalogue has at least one template for each.
 */
export const TEMPLATE_JOB_TITLES: Record<TemplateIndustry, Partial<Record<TemplateCategory, readonly string[]>>> = {
  dental: {
    'customer-service': [
      'Dental Patient Care Coordinator',
      'Dental Billing & Insurance Specialist',
      'Dental Patient Relations Specialist',
      'Dental Treatment Plan Coordinator',
      'Dental Office Customer Service Representative',
    ],
    receptionist: [
      'Dental Office Receptionist',
      'Dental Front Desk Coordinator',
      'Pediatric Dental Receptionist',
      'Orthodontic Office Receptionist',
      'Bilingual Dental Receptionist',
    ],
    'appointment-setting': [
      'Dental Appointment Scheduler',
      'Dental Recall Coordinator',
      'Hygiene Schedule Coordinator',
      'New Patient Scheduling Coordinator',
    ],
    'lead-generation': [
      'Dental Lead Intake Specialist',
      'Cosmetic Dentistry Consultation Coordinator',
      'Dental Implant Consultation Coordinator',
      'Clear Aligner Consultation Coordinator',
      'Dental Membership Plan Advisor',
    ],
    'answering-service': [
      'Dental Answering Service Representative',
      'After-Hours Dental Emergency Line Operator',
      'Dental Overflow Call Specialist',
      'Dental Weekend Answering Specialist',
    ],
  },
  hvac: {
    'customer-service': [
      'HVAC Customer Service Representative',
      'HVAC Service Agreement Specialist',
      'HVAC Warranty & Claims Coordinator',
      'HVAC Billing Specialist',
      'HVAC Customer Care Coordinator',
    ],
    'reception-desk': [
      'HVAC Office Receptionist',
      'HVAC Front Office Coordinator',
      'HVAC Showroom Receptionist',
      'HVAC Call Intake Receptionist',
    ],
    'appointment-setting': [
      'HVAC Service Dispatcher',
      'HVAC Maintenance Scheduler',
      'HVAC Installation Scheduler',
      'HVAC Appointment Setter',
      'Seasonal Tune-Up Scheduler',
    ],
    'lead-generation': [
      'HVAC Sales Lead Specialist',
      'HVAC Replacement Estimate Coordinator',
      'Indoor Air Quality Sales Advisor',
      'Commercial HVAC Lead Coordinator',
      'HVAC Financing Advisor',
    ],
    'answering-service': [
      'HVAC Answering Service Representative',
      'After-Hours HVAC Emergency Dispatcher',
      'HVAC Overflow Call Specialist',
      'HVAC Peak Season Call Handler',
    ],
  },
  medical: {
    'customer-service': [
      'Patient Services Representative',
      'Medical Billing Customer Service Representative',
      'Patient Experience Coordinator',
      'Insurance Verification Specialist',
      'Prescription Refill Coordinator',
    ],
    'reception-desk': [
      'Medical Office Receptionist',
      'Medical Front Desk Coordinator',
      'Clinic Check-In Specialist',
      'Urgent Care Receptionist',
      'Pediatric Clinic Receptionist',
    ],
    'appointment-setting': [
      'Medical Appointment Scheduler',
      'Specialist Referral Coordinator',
      'Telehealth Scheduling Coordinator',
      'Patient Recall Coordinator',
    ],
    'lead-generation': [
      'New Patient Intake Coordinator',
      'Elective Procedure Consultation Coordinator',
      'Wellness Program Advisor',
      'Med Spa Consultation Coordinator',
    ],
    'answering-service': [
      'Medical Answering Service Representative',
      'After-Hours Medical Call Operator',
      'Physician On-Call Message Coordinator',
      'Medical Overflow Call Specialist',
    ],
  },
  legal: {
    'customer-service': [
      'Legal Client Services Representative',
      'Law Firm Client Care Coordinator',
      'Legal Billing Specialist',
      'Case Status Update Coordinator',
    ],
    'reception-desk': [
      'Law Firm Receptionist',
      'Legal Front Desk Coordinator',
      'Virtual Legal Receptionist',
      'Bilingual Law Office Receptionist',
    ],
    'appointment-setting': [
      'Legal Consultation Scheduler',
      'Attorney Calendar Coordinator',
      'Court Date Reminder Coordinator',
      'Client Meeting Scheduler',
    ],
    'lead-generation': [
      'Legal Intake Specialist',
      'Personal Injury Intake Specialist',
      'Family Law Intake Coordinator',
      'Estate Planning Lead Coordinator',
      'Immigration Consultation Coordinator',
    ],
    'answering-service': [
      'Legal Answering Service Representative',
      'After-Hours Legal Intake Operator',
      'Criminal Defense Hotline Operator',
      'Law Firm Overflow Call Specialist',
    ],
  },
  technology: {
    'customer-service': [
      'IT Customer Support Representative',
      'SaaS Customer Success Associate',
      'Technical Support Specialist',
      'Account Management Associate',
      'Billing & Subscription Support Specialist',
    ],
    'reception-desk': [
      'IT Company Receptionist',
      'Tech Office Front Desk Coordinator',
      'Visitor Management Coordinator',
      'Help Desk Intake Coordinator',
    ],
    'appointment-setting': [
      'Product Demo Scheduler',
      'IT Onsite Visit Scheduler',
      'Onboarding Session Coordinator',
      'Sales Meeting Coordinator',
    ],
    'lead-generation': [
      'Sales Development Representative',
      'Managed IT Services Lead Specialist',
      'Inbound Lead Qualification Specialist',
      'Cybersecurity Assessment Coordinator',
      'Cloud Migration Lead Coordinator',
    ],
    'answering-service': [
      'IT Help Desk Answering Specialist',
      'After-Hours IT Support Line Operator',
      'Managed Services Overflow Call Specialist',
      'Critical Outage Hotline Operator',
    ],
  },
};

/** SPEC §3 Sort options; popular is the default. */
export const TEMPLATE_SORTS = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'recent', label: 'Recently Added' },
  { value: 'likes', label: 'Most Liked' },
] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number]['value'];
export const TEMPLATE_SORT_VALUES = TEMPLATE_SORTS.map((s) => s.value) as [TemplateSort, ...TemplateSort[]];
export const DEFAULT_TEMPLATE_SORT: TemplateSort = 'popular';

/** A downloaded template's business gets the business-form industry closest to its own. */
export const TEMPLATE_TO_BUSINESS_INDUSTRY: Record<TemplateIndustry, BusinessIndustry> = {
  dental: 'dental',
  hvac: 'hvac',
  medical: 'healthcare',
  legal: 'legal',
  technology: 'other',
};

/**
 * What the preview's business-name field starts with: a name of the owner's kind of business, not
 * the job title (a business called "Dental Office Receptionist" reads like a person). The owner edits it.
 */
export const TEMPLATE_BUSINESS_NAME: Record<TemplateIndustry, string> = {
  dental: 'My Dental Practice',
  hvac: 'My HVAC Company',
  medical: 'My Medical Practice',
  legal: 'My Law Firm',
  technology: 'My IT Company',
};

export function templateIndustryLabel(value: string): string {
  return TEMPLATE_INDUSTRIES.find((i) => i.value === value)?.label ?? value;
}

export function templateCategoryLabel(value: string): string {
  return TEMPLATE_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** The categories offered for an industry, in SPEC §3 order. */
export function templateCategoriesFor(industry: TemplateIndustry) {
  return TEMPLATE_CATEGORIES.filter((c) => (c.industries as readonly string[]).includes(industry));
}

export function isTemplateCategoryAllowed(industry: TemplateIndustry, category: TemplateCategory): boolean {
  return templateCategoriesFor(industry).some((c) => c.value === category);
}

/** The job titles of a category in an industry; empty when the category is not offered there. */
export function templateJobTitlesFor(industry: TemplateIndustry, category: TemplateCategory): readonly string[] {
  return TEMPLATE_JOB_TITLES[industry][category] ?? [];
}

/** SPEC §2, §8 texts of the templates page. */
export const TEMPLATE_TEXT = {
  heading: 'Templates',
  requirements: 'Select Your Requirements',
  industry: 'Industry',
  category: 'Category',
  jobTitle: 'Job Title',
  sortBy: 'Sort By',
  emptyTitle: 'No templates available',
  emptyDescription: (industryLabel: string) => `We're working on adding templates for ${industryLabel}`,
  preTrained: (industryLabel: string) => `Pre-trained on ${industryLabel} conversations`,
  useTemplate: 'Use Template',
  downloading: 'Downloading...',
  successTitle: 'Success',
  successDescription: 'Template downloaded successfully',
  errorTitle: 'Error',
  downloadFailed: 'Failed to download template',
  loadFailed: 'Failed to load templates. Please try again.',
} as const;

export const TEMPLATE_MESSAGES = {
  notFound: 'Template not found',
  downloaded: 'Template downloaded successfully',
} as const;

/** "Unknown industry "x". Choose one of: …", or, for a repeated parameter, "Give a single industry. …". */
function unknownValue(what: string, input: unknown, allowed: readonly string[]): string {
  const head = Array.isArray(input) ? `Give a single ${what}` : `Unknown ${what}${typeof input === 'string' ? ` "${input}"` : ''}`;
  return `${head}. Choose one of: ${allowed.join(', ')}`;
}

/** Blank query values mean "not chosen"; anything else must be a known value. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /api/templates query (SPEC §7). Unknown values, unknown keys and a category the industry
 * does not offer are 400s with a message naming what is allowed. Job titles match case-insensitively
 * and come out in their catalogue spelling.
 */
export const templateQuerySchema = z
  .strictObject({
    industry: z.preprocess(
      blankToUndefined,
      z
        .enum(TEMPLATE_INDUSTRY_VALUES, {
          error: (iss) => unknownValue('industry', iss.input, TEMPLATE_INDUSTRY_VALUES),
        })
        .optional(),
    ),
    category: z.preprocess(
      blankToUndefined,
      z
        .enum(TEMPLATE_CATEGORY_VALUES, {
          error: (iss) => unknownValue('category', iss.input, TEMPLATE_CATEGORY_VALUES),
        })
        .optional(),
    ),
    jobTitle: z.preprocess(blankToUndefined, z.string('Give a single job title').trim().max(120, 'Job title is too long').optional()),
    sort: z.preprocess(
      blankToUndefined,
      z
        .enum(TEMPLATE_SORT_VALUES, {
          error: (iss) => unknownValue('sort', iss.input, TEMPLATE_SORT_VALUES),
        })
        .default(DEFAULT_TEMPLATE_SORT),
    ),
  })
  .transform((q, ctx) => {
    const { industry, category } = q;
    if (industry && category && !isTemplateCategoryAllowed(industry, category)) {
      const allowed = templateCategoriesFor(industry).map((c) => c.value);
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: `${templateCategoryLabel(category)} templates are not offered for ${templateIndustryLabel(industry)}. Choose one of: ${allowed.join(', ')}`,
      });
      return z.NEVER;
    }
    let jobTitle = q.jobTitle;
    if (jobTitle !== undefined) {
      const industries = industry ? [industry] : TEMPLATE_INDUSTRY_VALUES;
      const titles = industries.flatMap((i) =>
        category ? templateJobTitlesFor(i, category) : Object.values(TEMPLATE_JOB_TITLES[i]).flat(),
      );
      const match = titles.find((t) => t.toLowerCase() === jobTitle!.toLowerCase());
      if (!match) {
        const where = [industry && templateIndustryLabel(industry), category && templateCategoryLabel(category)]
          .filter(Boolean)
          .join(' › ');
        ctx.addIssue({ code: 'custom', path: ['jobTitle'], message: `Unknown job title "${jobTitle}"${where ? ` for ${where}` : ''}` });
        return z.NEVER;
      }
      jobTitle = match;
    }
    return { industry, category, jobTitle, sort: q.sort };
  });
export type TemplateQueryInput = z.input<typeof templateQuerySchema>;
export type TemplateQuery = z.output<typeof templateQuerySchema>;

/** SPEC §3 Template, as the catalogue lists it. */
export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  industry: z.enum(TEMPLATE_INDUSTRY_VALUES),
  category: z.enum(TEMPLATE_CATEGORY_VALUES),
  jobTitle: z.string(),
  agentName: z.string(),
  agentTitle: z.string(),
  /** The profile the new business's agent starts with (the preview shows it before Use Template). */
  agentBio: z.string(),
  /** Most telling first: the job title's own skills, then the category's and the industry's. */
  agentSkills: z.array(z.string()),
  agentResponsibilities: z.array(z.string()),
  /** In US dollars; 0 means free. */
  price: z.number(),
  likes: z.number().int(),
  downloads: z.number().int(),
  views: z.number().int(),
  /** Whether the signed-in owner has liked it (always false for visitors). */
  likedByMe: z.boolean(),
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateIdParam = z.strictObject({
  id: idParam('Invalid template ID'),
});

/**
 * POST /api/templates/{id}/download body: the name of the business to create, checked by the
 * business form's own rule ('Business name is required'). Without a body (Fastify passes null) or
 * without a name, the business is named after the template, as before the preview step existed.
 */
export const templateDownloadInputSchema = z.strictObject({ name: createBusinessSchema.shape.name.optional() }).nullish();
export type TemplateDownloadInput = z.input<typeof templateDownloadInputSchema>;

/** POST /api/templates/{id}/download: the business created from the template. */
export const templateDownloadSchema = z.object({
  businessId: z.number().int(),
  templateId: z.number().int(),
  downloads: z.number().int(),
  message: z.string(),
});
export type TemplateDownload = z.infer<typeof templateDownloadSchema>;

/** POST /api/templates/{id}/like: liking twice changes nothing. */
export const templateLikeSchema = z.object({ templateId: z.number().int(), likes: z.number().int(), liked: z.literal(true) });
export type TemplateLike = z.infer<typeof templateLikeSchema>;

/** Most templates one views call may count (a page of the catalogue is well below it). */
export const TEMPLATE_VIEWS_MAX_IDS = 50;

/** POST /api/templates/views: the templates a page has just shown. */
export const templateViewsInputSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive('Invalid template ID'), 'ids must be a list of template IDs')
    .min(1, 'ids must name at least one template')
    .max(TEMPLATE_VIEWS_MAX_IDS, `At most ${TEMPLATE_VIEWS_MAX_IDS} templates per call`),
});
export type TemplateViewsInput = z.infer<typeof templateViewsInputSchema>;
export const templateViewsSchema = z.object({ views: z.array(z.object({ id: z.number().int(), views: z.number().int() })) });
export type TemplateViews = z.infer<typeof templateViewsSchema>;
