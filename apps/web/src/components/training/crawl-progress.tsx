import { ProgressBar } from '@/components/ui/progress-bar';
import { isCrawlRunStored, type CrawlRun } from '@staffwright/contract';
import { Spinner } from '@/components/ui/spinner';

/**
 * How far a crawl is. The crawler indexes at most the run's page limit, so the bar's scale is
 * the pages found so far, up to that limit; it reaches 100% only when the run is finished.
 */
export function crawlPercent(run: Pick<CrawlRun, 'status' | 'pagesFound' | 'pagesIndexed' | 'pageLimit'>): number {
  if (isCrawlRunStored(run)) return 100;
  if (run.status !== 'running') return 0;
  const scale = Math.min(Math.max(run.pagesFound, 1), run.pageLimit);
  return Math.min(99, Math.round((100 * run.pagesIndexed) / scale));
}

/** The live state of a queued or running crawl; counts are announced politely to screen readers. */
export function CrawlProgress({ run }: { run: CrawlRun }) {
  const percent = crawlPercent(run);
  const counts = `Pages found: ${run.pagesFound} · Indexed: ${run.pagesIndexed}`;
  return (
    <div className="space-y-1.5 rounded-md border bg-muted/40 p-3" data-testid="crawl-progress">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm" aria-live="polite" aria-atomic="true">
        <span className="flex items-center gap-2 font-medium">
          <Spinner label="Crawling" className="text-primary" />
          {run.status === 'queued' ? 'Waiting to start...' : 'Reading website...'}
        </span>
        <span className="tabular-nums text-muted-foreground" data-testid="crawl-counts">
          {counts}
        </span>
      </div>
      <ProgressBar
        label="Website crawl progress"
        value={percent}
        valueText={run.status === 'queued' ? 'Waiting to start' : `${percent}%: ${counts}`}
      />
    </div>
  );
}
