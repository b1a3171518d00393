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

/** Pages one crawl indexes at most (the crawler's page limit; the progress bar's scale). */
export const CRAWL_MAX_PAGES = 50;

export const crawlRunStatusValues = ['queued', 'running', 'done', 'failed'] as const;
export type CrawlRunStatus = (typeof crawlRunStatusValues)[number];

/**
 * One crawl of a website (SPEC: "The response to website training is JSON whose fields are not
 * read by the product"; the UI reads these to show progress). Queued and running runs change
 * while they are polled; done and failed ones are final.
 */
export const crawlRunSchema = z.object({
  id: z.number().int(),
  businessId: z.number().int(),
  url: z.string(),
  trigger: z.enum(['owner', 'schedule']),
  status: z.enum(crawlRunStatusValues),
  pagesFound: z.number().int(),
  pagesIndexed: z.number().int(),
  pagesSkipped: z.number().int(),
  /** Why a failed run failed. */
  error: z.string().nullable(),
  /** The training source a done run stored. */
  sourceId: z.number().int().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type CrawlRun = z.infer<typeof crawlRunSchema>;

export const isCrawlRunActive = (run: Pick<CrawlRun, 'status'>): boolean => run.status === 'queued' || run.status === 'running';

/** "Indexed 14 pages, skipped 3": the one-line outcome of a done run. */
export function crawlRunSummary(run: Pick<CrawlRun, 'pagesIndexed' | 'pagesSkipped'>): string {
  const pages = `Indexed ${run.pagesIndexed} page${run.pagesIndexed === 1 ? '' : 's'}`;
  return run.pagesSkipped ? `${pages}, skipped ${run.pagesSkipped}` : pages;
}

export const crawlRunIdParam = z.strictObject({
  businessId: idParam('Invalid business ID'),
  runId: idParam('Invalid crawl ID'),
});

/** Re-crawl schedule of a business's crawled sites. */
export const crawlIntervalValues = ['off', 'daily', 'weekly'] as const;
export type CrawlInterval = (typeof crawlIntervalValues)[number];
export const CRAWL_INTERVAL_LABELS: Record<CrawlInterval, string> = { off: 'Off', daily: 'Daily', weekly: 'Weekly' };
export const CRAWL_INTERVAL_MS: Record<Exclude<CrawlInterval, 'off'>, number> = { daily: 24 * 3600_000, weekly: 7 * 24 * 3600_000 };

export const crawlScheduleInputSchema = z.strictObject({
  interval: z.enum(crawlIntervalValues, 'Choose Off, Daily or Weekly'),
});
export type CrawlScheduleInput = z.infer<typeof crawlScheduleInputSchema>;

export const crawlScheduleSchema = z.object({
  interval: z.enum(crawlIntervalValues),
  /** When a site of the business was last crawled successfully; null before the first crawl. */
  lastCrawledAt: z.string().nullable(),
  /** When the next scheduled re-crawl is due; null when off or nothing has been crawled yet. */
  nextRunAt: z.string().nullable(),
});
export type CrawlSchedule = z.infer<typeof crawlScheduleSchema>;

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
