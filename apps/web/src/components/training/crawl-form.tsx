import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { z } from 'zod';
import {
  CRAWL_DEFAULT_PAGE_LIMIT,
  crawlPartialNotice,
  crawlRunSummary,
  crawlSkipBreakdown,
  isCrawlRunActive,
  isCrawlRunStored,
  websiteTrainingSchema,
  type CrawlRun,
  type WebsiteTrainingInput,
} from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { firstMessage } from '@/lib/form';
import { queryClient } from '@/lib/query-client';
import { crawlRunKey, refreshAfterCrawl, useCrawlRun, useCrawlRuns, useStartCrawl } from '@/api/training';
import { CrawlChangesReport } from './crawl-changes';
import { CrawlProgress } from './crawl-progress';
import { CrawledSites } from './crawled-sites';
import { RecrawlSchedule } from './recrawl-schedule';

/** SPEC §8 fallback when a failure has no message. */
const CRAWL_FAILED = 'Failed to process website content';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's fields as typed (text), read into the API's input and checked by its schema. */
const crawlFormSchema = z
  .object({ websiteUrl: z.string(), pageLimit: z.string(), includePaths: z.string(), excludePaths: z.string() })
  .transform((v): z.input<typeof websiteTrainingSchema> => ({
    websiteUrl: v.websiteUrl,
    pageLimit: v.pageLimit.trim() === '' ? undefined : Number(v.pageLimit),
    includePaths: lines(v.includePaths),
    excludePaths: lines(v.excludePaths),
  }))
  .pipe(websiteTrainingSchema);
type CrawlFormValues = z.input<typeof crawlFormSchema>;

/**
 * SPEC §2 crawl form: the website address the agent learns from. The crawl runs on the server as
 * a background job; the form follows it (polling) until it is done, then shows the SPEC toast.
 * `listSites` adds the list of websites trained on, for pages that show no training list of their own.
 */
/** "Indexed 500 pages, skipped 1,512 (1,500 over the crawl’s limits, 12 duplicates of other pages)." */
function crawlReport(run: CrawlRun): string {
  const breakdown = crawlSkipBreakdown(run.skippedByReason);
  return `${crawlRunSummary(run)}${breakdown ? ` (${breakdown})` : ''}.`;
}

export function CrawlForm({
  businessId,
  defaultUrl,
  onCrawled,
  listSites = false,
}: {
  businessId: number;
  defaultUrl?: string;
  onCrawled?: (run: CrawlRun) => void;
  listSites?: boolean;
}) {
  const start = useStartCrawl(businessId);
  const [runId, setRunId] = React.useState<number | null>(null);
  const run = useCrawlRun(businessId, runId);
  const runs = useCrawlRuns(businessId);
  const form = useForm<CrawlFormValues, unknown, WebsiteTrainingInput>({
    resolver: zodResolver(crawlFormSchema),
    defaultValues: { websiteUrl: defaultUrl ?? '', pageLimit: String(CRAWL_DEFAULT_PAGE_LIMIT), includePaths: '', excludePaths: '' },
    reValidateMode: 'onChange',
  });
  const errors = form.formState.errors;
  const error = errors.websiteUrl?.message;
  const limitError = errors.pageLimit?.message;
  const includeError = firstMessage(errors.includePaths);
  const excludeError = firstMessage(errors.excludePaths);
  // A refused option is shown where it was typed: the options open (and stay as the owner leaves them).
  const optionsRef = React.useRef<HTMLDetailsElement>(null);
  const optionsInvalid = !!(limitError || includeError || excludeError);
  React.useEffect(() => {
    if (optionsInvalid && optionsRef.current) optionsRef.current.open = true;
  }, [optionsInvalid]);

  // Each run's outcome is announced once, when polling first sees it finished.
  const announced = React.useRef(new Set<number>());

  // A crawl already under way when the page opens (another tab, or the re-crawl schedule) is followed
  // too. Otherwise the latest run, when it was a re-crawl that stored its pages, is shown with its
  // change report (the owner may come from the mail about a scheduled one), without a toast.
  const attached = React.useRef(false);
  React.useEffect(() => {
    if (attached.current || !runs.data) return;
    attached.current = true;
    const active = runs.data.find(isCrawlRunActive);
    const latest = runs.data[0];
    const shown = active ?? (latest && isCrawlRunStored(latest) && latest.changes ? latest : undefined);
    if (!shown) return;
    if (!active) announced.current.add(shown.id);
    queryClient.setQueryData(crawlRunKey(businessId, shown.id), shown);
    setRunId((current) => current ?? shown.id);
  }, [runs.data, businessId]);

  const current = run.data;
  React.useEffect(() => {
    if (!current || isCrawlRunActive(current) || announced.current.has(current.id)) return;
    announced.current.add(current.id);
    if (isCrawlRunStored(current)) {
      toast({ title: 'Website content has been processed for training', description: crawlRunSummary(current) });
      onCrawled?.(current);
    } else {
      toast({ title: 'Error', description: current.error || CRAWL_FAILED, variant: 'destructive' });
    }
    refreshAfterCrawl(businessId);
  }, [current, businessId, onCrawled]);

  // Polling itself failed (signed out, network): say so and stop following.
  React.useEffect(() => {
    if (!run.error) return;
    toast({ title: 'Error', description: run.error.message || CRAWL_FAILED, variant: 'destructive' });
    setRunId(null);
  }, [run.error]);

  const busy = start.isPending || (current ? isCrawlRunActive(current) : false);
  const onSubmit = form.handleSubmit((input) =>
    start.mutate(input, {
      onSuccess: (queued) => setRunId(queued.id),
      onError: (e) => toast({ title: 'Error', description: e.message || CRAWL_FAILED, variant: 'destructive' }),
    }),
  );

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate className="space-y-2">
        <Label htmlFor="websiteUrl">Website address</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="websiteUrl"
            type="url"
            placeholder="https://www.example.com"
            aria-invalid={!!error}
            aria-describedby={error ? 'websiteUrl-error' : undefined}
            {...form.register('websiteUrl')}
          />
          <Button type="submit" disabled={busy} className="shrink-0">
            {busy ? <Spinner /> : <Globe aria-hidden />}
            {busy ? 'Reading website...' : 'Train on website'}
          </Button>
        </div>
        {error && (
          <p id="websiteUrl-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <details ref={optionsRef} className="group rounded-md border px-3 py-2 text-sm">
          <summary className="cursor-pointer select-none py-1 font-medium text-muted-foreground">Page limit and paths</summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            <FormField id="crawl-pageLimit" label="Page limit" error={limitError} hint="Pages read at most, the most important first.">
              {(aria) => <Input inputMode="numeric" {...aria} {...form.register('pageLimit')} />}
            </FormField>
            <FormField id="crawl-includePaths" label="Only these paths" error={includeError}>
              {(aria) => <Textarea rows={2} placeholder={'/services\n/faq'} {...aria} {...form.register('includePaths')} />}
            </FormField>
            <FormField id="crawl-excludePaths" label="Skip these paths" error={excludeError}>
              {(aria) => <Textarea rows={2} placeholder={'/blog\n/news/*'} {...aria} {...form.register('excludePaths')} />}
            </FormField>
          </div>
          <p className="mt-2 text-xs text-muted-foreground">One path per line; a * stands for any characters.</p>
        </details>
      </form>
      {current && isCrawlRunActive(current) && <CrawlProgress run={current} />}
      {current && !isCrawlRunActive(current) && (
        <p className="text-sm text-muted-foreground" data-testid="crawl-report">
          {isCrawlRunStored(current) ? crawlReport(current) : `The last crawl failed: ${current.error ?? CRAWL_FAILED}`}
        </p>
      )}
      {current && isCrawlRunStored(current) && current.changes && <CrawlChangesReport changes={current.changes} />}
      {current && crawlPartialNotice(current) && (
        <div
          role="status"
          className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="crawl-partial-notice"
        >
          {crawlPartialNotice(current)}
        </div>
      )}
      <RecrawlSchedule businessId={businessId} />
      {listSites && <CrawledSites businessId={businessId} />}
    </div>
  );
}
