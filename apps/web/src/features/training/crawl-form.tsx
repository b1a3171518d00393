import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { crawlRunSummary, isCrawlRunActive, websiteTrainingSchema, type CrawlRun, type WebsiteTrainingInput } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { queryClient } from '@/lib/query-client';
import { crawlRunKey, refreshAfterCrawl, useCrawlRun, useCrawlRuns, useStartCrawl } from './api';
import { CrawlProgress } from './crawl-progress';
import { CrawledSites } from './crawled-sites';
import { RecrawlSchedule } from './recrawl-schedule';

/** SPEC §8 fallback when a failure has no message. */
const CRAWL_FAILED = 'Failed to process website content';

/**
 * SPEC §2 crawl form: the website address the agent learns from. The crawl runs on the server as
 * a background job; the form follows it (polling) until it is done, then shows the SPEC toast.
 * `listSites` adds the list of websites trained on, for pages that show no training list of their own.
 */
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
  const form = useForm<WebsiteTrainingInput>({
    resolver: zodResolver(websiteTrainingSchema),
    defaultValues: { websiteUrl: defaultUrl ?? '' },
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.websiteUrl?.message;

  // A crawl already under way when the page opens (another tab, or the re-crawl schedule) is followed too.
  const attached = React.useRef(false);
  React.useEffect(() => {
    if (attached.current || !runs.data) return;
    attached.current = true;
    const active = runs.data.find(isCrawlRunActive);
    if (active) {
      queryClient.setQueryData(crawlRunKey(businessId, active.id), active);
      setRunId((current) => current ?? active.id);
    }
  }, [runs.data, businessId]);

  // Each run's outcome is announced once, when polling first sees it finished.
  const announced = React.useRef(new Set<number>());
  const current = run.data;
  React.useEffect(() => {
    if (!current || isCrawlRunActive(current) || announced.current.has(current.id)) return;
    announced.current.add(current.id);
    if (current.status === 'done') {
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
  const onSubmit = form.handleSubmit(({ websiteUrl }) =>
    start.mutate(websiteUrl, {
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
      </form>
      {current && isCrawlRunActive(current) && <CrawlProgress run={current} />}
      {current && !isCrawlRunActive(current) && (
        <p className="text-sm text-muted-foreground" data-testid="crawl-report">
          {current.status === 'done' ? `${crawlRunSummary(current)}.` : `The last crawl failed: ${current.error ?? CRAWL_FAILED}`}
        </p>
      )}
      <RecrawlSchedule businessId={businessId} />
      {listSites && <CrawledSites businessId={businessId} />}
    </div>
  );
}
