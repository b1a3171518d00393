import * as React from 'react';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useAdminList, type AdminListKind, type AdminRowOf } from './api';

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /** Buttons: on a phone they sit under the row's fields, without a label. */
  actions?: boolean;
  className?: string;
}

const WIDE = '(min-width: 640px)';
/** Whether the screen is wide enough for the table; phones get one card per row instead. */
function useWide(): boolean {
  return React.useSyncExternalStore(
    (notify) => {
      const mq = window.matchMedia(WIDE);
      mq.addEventListener('change', notify);
      return () => mq.removeEventListener('change', notify);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

const SEARCH_DELAY_MS = 300;
const numberFormat = new Intl.NumberFormat('en-US');
export const formatNumber = (n: number, maxFractionDigits = 0) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: maxFractionDigits }).format(n);

/** Follows `value`, `delay` ms behind. */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * One admin tab: a search box, the table of one page, and paging. Search and page live in the
 * tab, so each tab keeps its own while the admin switches between them.
 */
export function AdminList<K extends AdminListKind>({
  kind,
  label,
  columns,
  rowKey,
  emptyText,
}: {
  kind: K;
  /** Plural noun for the rows: "users", "usage records"… */
  label: string;
  columns: Column<AdminRowOf[K]>[];
  rowKey: (row: AdminRowOf[K]) => React.Key;
  emptyText: string;
}) {
  const [search, setSearch] = React.useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = React.useState(1);
  React.useEffect(() => setPage(1), [q]);
  const pageSize = ADMIN_PAGE_SIZE_DEFAULT;
  const { data, error, isPending, isFetching, isPlaceholderData } = useAdminList(kind, { page, pageSize, q });
  const wide = useWide();
  const message = error ? error.message : data && !data.items.length ? (q ? `No ${label} match “${q}”` : emptyText) : null;

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = !!data && (page < pages || (data.totalCapped && data.items.length === pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = data ? (page - 1) * pageSize + data.items.length : 0;
  const searchId = `admin-search-${kind}`;
  // A deletion can leave the admin on a page past the end: step back to the last one.
  React.useEffect(() => {
    if (data && !data.totalCapped && page > pages) setPage(pages);
  }, [data, page, pages]);

  return (
    // contain: the table's width never widens the page; it scrolls inside the card instead.
    <Card className="overflow-hidden [contain:inline-size]">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            Search {label}
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Username, email or ID"
            className="pl-9"
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
          {isFetching && !isPending && <Spinner label={`Loading ${label}`} className="h-3.5 w-3.5" />}
          {data &&
            (total === 0
              ? `No ${label}`
              : `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(total)}${data.totalCapped ? '+' : ''}`)}
        </p>
      </div>

      {wide ? (
        <div className="overflow-x-auto">
          <table className={cn('w-full text-sm transition-opacity', isPlaceholderData && 'opacity-60')} aria-busy={isFetching}>
            <thead className="bg-muted/40">
              <tr className="border-b">
                {columns.map((c) => (
                  <th
                    key={c.header}
                    scope="col"
                    className={cn(
                      'h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground first:pl-4 last:pr-4',
                      c.numeric && 'text-right',
                      c.className,
                    )}
                  >
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {isPending ? (
                Array.from({ length: 5 }, (_, i) => (
                  <tr key={i} className="border-b last:border-0">
                    {columns.map((c) => (
                      <td key={c.header} className="px-3 py-3 first:pl-4 last:pr-4">
                        <Skeleton className="h-4 w-full max-w-32" />
                      </td>
                    ))}
                  </tr>
                ))
              ) : message || !data ? (
                <tr>
                  <td
                    colSpan={columns.length}
                    className={cn('px-4 py-10 text-center', error ? 'text-destructive' : 'text-muted-foreground')}
                    role={error ? 'alert' : undefined}
                  >
                    {message}
                  </td>
                </tr>
              ) : (
                data.items.map((row) => (
                  <tr key={rowKey(row)} className="border-b transition-colors last:border-0 hover:bg-muted/40" data-testid={`${kind}-row`}>
                    {columns.map((c) => (
                      <td
                        key={c.header}
                        className={cn(
                          'whitespace-nowrap px-3 py-2.5 align-middle first:pl-4 last:pr-4',
                          c.numeric && 'text-right tabular-nums',
                          c.className,
                        )}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      ) : isPending ? (
        <div className="space-y-3 p-4">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : message || !data ? (
        <p
          className={cn('px-4 py-10 text-center text-sm', error ? 'text-destructive' : 'text-muted-foreground')}
          role={error ? 'alert' : undefined}
        >
          {message}
        </p>
      ) : (
        <ul className={cn('divide-y transition-opacity', isPlaceholderData && 'opacity-60')} aria-busy={isFetching}>
          {data.items.map((row) => (
            <li key={rowKey(row)} className="px-4 py-3" data-testid={`${kind}-row`}>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                {columns.map((c) =>
                  c.actions ? (
                    <dd key={c.header} className="col-span-2 pt-1.5">
                      {c.cell(row)}
                    </dd>
                  ) : (
                    <React.Fragment key={c.header}>
                      <dt className="text-muted-foreground">{c.header}</dt>
                      <dd className="min-w-0 text-right tabular-nums [overflow-wrap:anywhere] [&>span]:flex-wrap [&>span]:justify-end">
                        {c.cell(row)}
                      </dd>
                    </React.Fragment>
                  ),
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}

      {data && total > 0 && (
        <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 border-t px-4 py-3">
          <p className="text-sm text-muted-foreground">
            Page {numberFormat.format(page)} of {numberFormat.format(pages)}
            {data.totalCapped ? '+' : ''}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
              <ChevronLeft aria-hidden /> Previous
            </Button>
            <Button variant="outline" size="sm" onClick={() => setPage((p) => p + 1)} disabled={!hasNext || isPlaceholderData}>
              Next <ChevronRight aria-hidden />
            </Button>
          </div>
        </nav>
      )}
    </Card>
  );
}
