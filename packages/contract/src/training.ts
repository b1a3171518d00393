import { z } from 'zod';
import { idParam } from './ids.ts';
import { TRAINING_SEARCH_LIMIT, UPLOAD_MAX_BYTES } from './constants.ts';
import { websiteUrl } from './business.ts';

export const CRAWL_MESSAGES = { url: 'Please enter a valid URL' } as const;

/** Pages one crawl indexes unless the owner asks for another limit (the server's CRAWL_MAX_PAGES caps it). */
export const CRAWL_DEFAULT_PAGE_LIMIT = 500;
/** The highest page limit the form offers; the operator's CRAWL_MAX_PAGES may be lower. */
export const CRAWL_PAGE_LIMIT_CEILING = 10_000;

/**
 * A path pattern of the crawl's include/exclude lists, matched against the URL's path: "/blog"
 * is that section (/blog and /blog/…); in "/docs/v*" a star stands for any characters.
 */
const pathPattern = z
  .string()
  .trim()
  .min(1)
  .max(200, 'A path pattern can be at most 200 characters')
  .regex(/^\/[^\s?#]*$/, 'A path pattern starts with / (for example /blog or /docs/*)');
const pathPatterns = z.array(pathPattern).max(20, 'At most 20 path patterns').optional();

export const websiteTrainingSchema = z.strictObject({
  websiteUrl: websiteUrl(CRAWL_MESSAGES.url),
  /** Pages to index at most; CRAWL_DEFAULT_PAGE_LIMIT when absent. */
  pageLimit: z
    .number('Enter a number of pages')
    .int('Enter a whole number of pages')
    .min(1, 'The page limit must be at least 1')
    .max(CRAWL_PAGE_LIMIT_CEILING, `The page limit can be at most ${CRAWL_PAGE_LIMIT_CEILING}`)
    .optional(),
  /** Only pages under these paths are indexed (the start page is always read for its links). */
  includePaths: pathPatterns,
  /** Pages under these paths are never indexed. */
  excludePaths: pathPatterns,
});
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

/**
 * A run is `partial` when the crawler itself left pages out (its page, depth, size or time limit),
 * `done` when it read every page it could reach.
 */
export const crawlRunStatusValues = ['queued', 'running', 'done', 'partial', 'failed'] as const;
export type CrawlRunStatus = (typeof crawlRunStatusValues)[number];

/**
 * Why pages were left out, each counted exactly (the stored report lists the first 500 URLs):
 * limit — the crawl's page, depth, size or time limit, or a page over the size limit; excluded —
 * the owner's path rules; robots — robots.txt or a noindex tag; duplicate — the same content under
 * another URL; notHtml — files, or pages with no text; broken — links that answer 404 and the like;
 * error — the page could not be loaded (timed out, redirected in a loop, a server error).
 * Links to other sites are not pages of this one and are not counted.
 */
export const crawlSkipReasons = ['limit', 'excluded', 'robots', 'duplicate', 'notHtml', 'broken', 'error'] as const;
export type CrawlSkipReason = (typeof crawlSkipReasons)[number];
export const crawlSkipCountsSchema = z.object(
  Object.fromEntries(crawlSkipReasons.map((r) => [r, z.number().int()])) as Record<CrawlSkipReason, z.ZodNumber>,
);
export type CrawlSkipCounts = z.infer<typeof crawlSkipCountsSchema>;
export const noSkips = (): CrawlSkipCounts => ({ limit: 0, excluded: 0, robots: 0, duplicate: 0, notHtml: 0, broken: 0, error: 0 });

/** Facts a re-crawl's report names when they change on a page (decision 021). */
export const crawlFactKinds = ['price', 'phone', 'time'] as const;
export type CrawlFactKind = (typeof crawlFactKinds)[number];
/** How the owner reads a changed fact: "Pricing: $129 → $139". */
export const CRAWL_FACT_LABELS: Record<CrawlFactKind, string> = { price: 'Pricing', phone: 'Phone', time: 'Hours' };

const crawlPageRefSchema = z.object({ url: z.string(), title: z.string() });
export const crawlFactChangeSchema = z.object({
  kind: z.enum(crawlFactKinds),
  /** The figure as the page wrote it before, and now. */
  before: z.string(),
  after: z.string(),
  /** The sentence the new figure sits in. */
  context: z.string(),
  /** The page it is on. */
  url: z.string(),
  title: z.string(),
});
export type CrawlFactChange = z.infer<typeof crawlFactChangeSchema>;

/** Pages and facts a report lists at most; its counts cover all. */
export const CRAWL_CHANGES_MAX_PAGES = 100;
export const CRAWL_CHANGES_MAX_FACTS = 50;

/**
 * What a re-crawl found changed since the site's last stored crawl: pages by URL (compared by a hash
 * of their text, so unchanged pages are not indexed again), and prices, phone numbers and times that
 * changed on changed pages, where the old and new sentence can be paired.
 */
export const crawlChangesSchema = z.object({
  counts: z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int(), unchanged: z.number().int() }),
  added: z.array(crawlPageRefSchema),
  changed: z.array(crawlPageRefSchema),
  removed: z.array(crawlPageRefSchema),
  facts: z.array(crawlFactChangeSchema),
});
export type CrawlChanges = z.infer<typeof crawlChangesSchema>;

export const crawlChangesFound = (changes: Pick<CrawlChanges, 'counts'>): boolean =>
  changes.counts.added + changes.counts.changed + changes.counts.removed > 0;

/** "Since the last crawl: 1 page added, 3 changed, 0 removed". */
export function crawlChangesSummary(changes: Pick<CrawlChanges, 'counts'>): string {
  const { added, changed, removed } = changes.counts;
  const n = (v: number) => v.toLocaleString('en-US');
  return `Since the last crawl: ${n(added)} page${added === 1 ? '' : 's'} added, ${n(changed)} changed, ${n(removed)} removed`;
}

/** "Pricing: $129 → $139". */
export const crawlFactLine = (fact: Pick<CrawlFactChange, 'kind' | 'before' | 'after'>): string =>
  `${CRAWL_FACT_LABELS[fact.kind]}: ${fact.before} → ${fact.after}`;

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
  /** pagesSkipped by reason. */
  skippedByReason: crawlSkipCountsSchema,
  /** The run's page limit (the progress bar's scale). */
  pageLimit: z.number().int(),
  includePaths: z.array(z.string()),
  excludePaths: z.array(z.string()),
  /** Why a failed run failed. */
  error: z.string().nullable(),
  /** The training source a done run stored. */
  sourceId: z.number().int().nullable(),
  /** What changed since the site's last crawl; null for a first crawl and for runs that stored nothing. */
  changes: crawlChangesSchema.nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type CrawlRun = z.infer<typeof crawlRunSchema>;

export const isCrawlRunActive = (run: Pick<CrawlRun, 'status'>): boolean => run.status === 'queued' || run.status === 'running';
/** A run that stored pages: done, or partial (stopped at a limit, with what it read stored). */
export const isCrawlRunStored = (run: Pick<CrawlRun, 'status'>): boolean => run.status === 'done' || run.status === 'partial';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** "Indexed 14 pages, skipped 3": the one-line outcome of a done or partial run. */
export function crawlRunSummary(run: Pick<CrawlRun, 'pagesIndexed' | 'pagesSkipped'>): string {
  const pages = `Indexed ${plural(run.pagesIndexed, 'page')}`;
  return run.pagesSkipped ? `${pages}, skipped ${run.pagesSkipped.toLocaleString('en-US')}` : pages;
}

const SKIP_WORDS: Record<CrawlSkipReason, [one: string, many: string]> = {
  limit: ['over the crawl’s limits', 'over the crawl’s limits'],
  excluded: ['outside your path rules', 'outside your path rules'],
  robots: ['blocked by the site’s robots.txt or noindex', 'blocked by the site’s robots.txt or noindex'],
  duplicate: ['duplicate of another page', 'duplicates of other pages'],
  notHtml: ['file or page without text', 'files or pages without text'],
  broken: ['broken link', 'broken links'],
  error: ['could not be loaded', 'could not be loaded'],
};

/** "120 over the crawl’s limits, 3 could not be loaded": what a run left out, largest first. */
export function crawlSkipBreakdown(counts: CrawlSkipCounts): string {
  return crawlSkipReasons
    .filter((r) => counts[r] > 0)
    .sort((a, b) => counts[b] - counts[a])
    .map((r) => `${counts[r].toLocaleString('en-US')} ${SKIP_WORDS[r][counts[r] === 1 ? 0 : 1]}`)
    .join(', ');
}

/**
 * What a partial run left out and how to get it in: the owner reads this under the crawl form.
 * Null for runs that were not cut.
 */
export function crawlPartialNotice(run: Pick<CrawlRun, 'status' | 'pagesIndexed' | 'pageLimit' | 'skippedByReason'>): string | null {
  if (run.status !== 'partial') return null;
  const notices: string[] = [];
  const cut = run.skippedByReason.limit;
  if (cut > 0) {
    const atLimit = run.pagesIndexed >= run.pageLimit;
    const why = atLimit
      ? `the page limit of ${plural(run.pageLimit, 'page')} was reached`
      : 'the crawl reached its depth, size or time limit';
    const how = atLimit
      ? 'To include them, raise the page limit, or list only the sections your customers need under “Only these paths”.'
      : 'To include them, list the sections your customers need under “Only these paths” and train again.';
    notices.push(
      `${plural(cut, 'page')} of this site ${cut === 1 ? 'was' : 'were'} left out because ${why}. The most important pages (those linked from your home page and menus) were read first. ${how}`,
    );
  }
  const failed = run.skippedByReason.error;
  if (failed > 0) {
    notices.push(
      `${plural(failed, 'page')} could not be loaded (too slow, redirecting in a loop, or a server error), so ${failed === 1 ? 'it is' : 'they are'} missing. Train again later, or ask whoever runs your website to look at ${failed === 1 ? 'it' : 'them'}.`,
    );
  }
  return notices.join(' ') || null;
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

const MIB = 1024 * 1024;

/**
 * A size in MB (1 MB = 1,048,576 bytes, as in the 5 MB limit) written so that it never reads as
 * the limit it is compared with: one decimal ("6.0"), or as many more as it takes for the figure to
 * stay above the limit, so 5 MB + 1 byte is "5.000001", not "5.0". Six decimals always suffice:
 * one byte is 0.00000095 MB, more than the 0.0000005 that rounding to six places can lose.
 */
export function megabytesOver(sizeBytes: number, limitBytes: number = UPLOAD_MAX_BYTES): string {
  const limit = limitBytes / MIB;
  for (let decimals = 1; decimals < 6; decimals++) {
    const shown = (sizeBytes / MIB).toFixed(decimals);
    if (sizeBytes <= limitBytes || Number(shown) > limit) return shown;
  }
  return (sizeBytes / MIB).toFixed(6);
}

/** SPEC §8 upload toasts. */
export const UPLOAD_MESSAGES = {
  invalidTypeTitle: 'Invalid file type',
  invalidTypeDescription: 'Supported formats: TXT, RTF, PDF, DOC, DOCX, ODT, MD, CSV',
  invalidTypeHint: 'Please choose a different file',
  tooLargeTitle: 'File too large',
  /** 'File size (NMB) exceeds the 5MB limit', N in the same unit and never reading as 5 (see megabytesOver). */
  tooLargeDescription: (sizeBytes: number) => `File size (${megabytesOver(sizeBytes)}MB) exceeds the 5MB limit`,
  /**
   * The server's 413 when an upload passes the limit: it stops reading there, so it knows the file
   * is larger but not by how much, and says only what it knows.
   */
  tooLargeUnknownSize: 'File size exceeds the 5MB limit (5,242,880 bytes)',
  tooLargeHint: 'Please choose a smaller file',
} as const;
