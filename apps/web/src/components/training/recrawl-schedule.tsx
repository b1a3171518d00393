import { CRAWL_INTERVAL_LABELS, crawlIntervalValues, type CrawlInterval, type CrawlSchedule } from '@staffwright/contract';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useCrawlSchedule, useSetCrawlSchedule } from '@/api/training';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function nextRunText(schedule: CrawlSchedule | undefined): string {
  if (!schedule || schedule.interval === 'off') return 'Your website is read again only when you ask.';
  if (!schedule.nextRunAt) return 'Starts after your website is first read.';
  const next = new Date(schedule.nextRunAt);
  return next.getTime() <= Date.now() ? 'Next re-crawl: within a minute' : `Next re-crawl: ${when.format(next)}`;
}

/** Off / Daily / Weekly re-crawls of the sites the business has trained on, with the next run. */
export function RecrawlSchedule({ businessId }: { businessId: number }) {
  const schedule = useCrawlSchedule(businessId);
  const save = useSetCrawlSchedule(businessId);
  const id = `recrawl-${businessId}`;
  const value = save.isPending && save.variables ? save.variables : (schedule.data?.interval ?? 'off');
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3" data-testid="recrawl-schedule">
      <Label htmlFor={id} className="shrink-0">
        Re-crawl automatically
      </Label>
      <Select
        value={value}
        disabled={schedule.isLoading || save.isPending}
        onValueChange={(v) =>
          save.mutate(v as CrawlInterval, { onError: (e) => toast({ title: 'Error', description: e.message, variant: 'destructive' }) })
        }
      >
        <SelectTrigger id={id} className="h-9 sm:w-32" aria-describedby={`${id}-next`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {crawlIntervalValues.map((v) => (
            <SelectItem key={v} value={v}>
              {CRAWL_INTERVAL_LABELS[v]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-next`} className="text-sm text-muted-foreground" aria-live="polite" data-testid="recrawl-next">
        {nextRunText(schedule.data)}
      </p>
    </div>
  );
}
