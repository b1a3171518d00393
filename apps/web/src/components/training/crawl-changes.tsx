import { crawlChangesFound, crawlChangesSummary, crawlFactLine, type CrawlChanges } from '@staffwright/contract';

type PageRef = CrawlChanges['added'][number];

/** A page of the owner's site: a link when it is a web address (the crawler only reads http and https). */
function PageLink({ page }: { page: PageRef }) {
  const label = page.title && page.title !== page.url ? page.title : page.url;
  if (!/^https?:\/\//i.test(page.url)) return <span className="break-words">{label}</span>;
  return (
    <a href={page.url} target="_blank" rel="noreferrer" className="break-words underline underline-offset-2 hover:text-foreground">
      {label}
    </a>
  );
}

/**
 * What a re-crawl found changed since the site's last crawl (decision 021): the counts, the prices,
 * phone numbers and times that changed ("Pricing: $129 → $139"), and which pages, folded away.
 */
export function CrawlChangesReport({ changes }: { changes: CrawlChanges }) {
  const lists = (
    [
      ['Changed', changes.changed, changes.counts.changed],
      ['Added', changes.added, changes.counts.added],
      ['Removed', changes.removed, changes.counts.removed],
    ] as const
  ).filter(([, , total]) => total > 0);
  return (
    <div className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm" data-testid="crawl-changes">
      <p className="font-medium">{crawlChangesSummary(changes)}.</p>
      {changes.facts.length > 0 && (
        <ul className="space-y-1.5" aria-label="Facts that changed" data-testid="crawl-changed-facts">
          {changes.facts.map((f, i) => (
            <li key={`${f.url} ${i}`} className="min-w-0">
              <span className="font-medium">{crawlFactLine(f)}</span>
              <span className="block break-words text-xs text-muted-foreground">
                {f.title}: “{f.context}”
              </span>
            </li>
          ))}
        </ul>
      )}
      {crawlChangesFound(changes) && (
        <details className="text-muted-foreground">
          <summary className="cursor-pointer select-none py-1">Which pages</summary>
          <div className="mt-1 space-y-2">
            {lists.map(([label, pages, total]) => (
              <div key={label}>
                <p className="text-xs font-medium uppercase tracking-wide">{label}</p>
                <ul className="space-y-0.5">
                  {pages.map((p) => (
                    <li key={p.url} className="min-w-0">
                      <PageLink page={p} />
                    </li>
                  ))}
                  {total > pages.length && <li>…and {(total - pages.length).toLocaleString('en-US')} more</li>}
                </ul>
              </div>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
