import { z } from 'zod';
import { idParam } from './ids.ts';
import { TRAINING_SEARCH_LIMIT } from './constants.ts';
import { websiteUrl } from './business.ts';

export const CRAWL_MESSAGES = { url: 'Please enter a valid URL' } as const;

export const websiteTrainingSchema = z.strictObject({ websiteUrl: websiteUrl(CRAWL_MESSAGES.url) });
export type WebsiteTrainingInput = z.infer<typeof websiteTrainingSchema>;

export const trainingSourceSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  kind: z.enum(['file', 'website', 'template']),
  name: z.string(),
  format: z.string(),
  sizeBytes: z.number().int(),
  preview: z.string(),
  summary: z.string().nullable(),
  passageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingSource = z.infer<typeof trainingSourceSchema>;

export const crawlReportSchema = z.object({
  source: trainingSourceSchema,
  pagesIndexed: z.number().int(),
  pages: z.array(z.object({ url: z.string(), title: z.string() })),
  skipped: z.array(z.object({ url: z.string(), reason: z.string() })),
  message: z.string(),
});
export type CrawlReport = z.infer<typeof crawlReportSchema>;

export const trainingSearchSchema = z.strictObject({
  query: z.string().trim().min(1, 'Query is required').max(1000, 'Query is too long'),
  businessId: z.number().int().positive('Invalid business ID'),
  limit: z.number().int().min(1).max(20).default(TRAINING_SEARCH_LIMIT),
});
export type TrainingSearchInput = z.input<typeof trainingSearchSchema>;

export const passageResultSchema = z.object({
  id: z.number().int(),
  sourceId: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  content: z.string(),
  score: z.number(),
});
export type PassageResult = z.infer<typeof passageResultSchema>;

export const summarySchema = z.object({ summary: z.string() });

export const trainingSourceIdParam = z.strictObject({
  id: idParam('Invalid training data ID'),
});

/** SPEC §8 upload toasts. */
export const UPLOAD_MESSAGES = {
  invalidTypeTitle: 'Invalid file type',
  invalidTypeDescription: 'Supported formats: TXT, RTF, PDF, DOC, DOCX, ODT, MD, CSV',
  invalidTypeHint: 'Please choose a different file',
  tooLargeTitle: 'File too large',
  tooLargeDescription: (mb: string) => `File size (${mb}MB) exceeds the 5MB limit`,
  tooLargeHint: 'Please choose a smaller file',
} as const;
