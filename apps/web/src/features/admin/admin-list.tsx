import * as React from 'react';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@staffwright/contract';
import { Card } from '@/components/ui/card';
import { useAdminList, type AdminListKind, type AdminRowOf } from './api';
import { ListPager, ListToolbar, RowsCards, RowsTable, type Column } from './admin-list-view';

export type { Column };

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
 * tab, so each tab keeps its own while the admin switches between them. This is the container
 * (state and data); admin-list-view.tsx draws it.
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
  // A deletion can leave the admin on a page past the end: step back to the last one.
  React.useEffect(() => {
    if (data && !data.totalCapped && page > pages) setPage(pages);
  }, [data, page, pages]);

  const Rows = wide ? RowsTable : RowsCards;
  return (
    // contain: the table's width never widens the page; it scrolls inside the card instead.
    <Card className="overflow-hidden [contain:inline-size]">
      <ListToolbar
        searchId={`admin-search-${kind}`}
        label={label}
        search={search}
        onSearch={setSearch}
        refreshing={isFetching && !isPending}
        summary={data ? { first, last, total, capped: data.totalCapped } : null}
      />
      <Rows<AdminRowOf[K]>
        kind={kind}
        columns={columns}
        rowKey={rowKey}
        rows={data?.items ?? null}
        loading={isPending}
        message={message}
        isError={!!error}
        stale={isPlaceholderData}
        busy={isFetching}
      />
      {data && total > 0 && (
        <ListPager
          label={label}
          page={page}
          pages={pages}
          capped={data.totalCapped}
          canPrevious={page > 1}
          canNext={hasNext && !isPlaceholderData}
          onPrevious={() => setPage((p) => Math.max(1, p - 1))}
          onNext={() => setPage((p) => p + 1)}
        />
      )}
    </Card>
  );
}
