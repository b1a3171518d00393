import { Globe } from 'lucide-react';
import { useTrainingSources } from '@/api/training';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The websites the agent has been trained on (refreshed when a crawl ends). */
export function CrawledSites({ businessId }: { businessId: number }) {
  const sources = useTrainingSources(businessId);
  const sites = (sources.data ?? []).filter((s) => s.kind === 'website');
  if (!sites.length) return null;
  return (
    <ul className="divide-y rounded-md border text-sm" aria-label="Websites trained on" data-testid="crawled-sites">
      {sites.map((s) => (
        <li key={s.id} className="flex items-center gap-3 p-3">
          <Globe className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
          <div className="min-w-0">
            <p className="truncate font-medium">{s.name}</p>
            <p className="text-xs text-muted-foreground">
              {s.passageCount} passages · read {when.format(new Date(s.createdAt))}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
