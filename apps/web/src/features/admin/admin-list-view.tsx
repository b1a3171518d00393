import * as React from 'react';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** The presentational half of AdminList: what one admin tab shows, given its state. */

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /** Buttons: on a phone they sit under the row's fields, without a label. */
  actions?: boolean;
  className?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** The search box and the "Showing 1–25 of 40" line. */
export function ListToolbar({
  searchId,
  label,
  search,
  onSearch,
  refreshing,
  summary,
}: {
  searchId: string;
  label: string;
  search: string;
  onSearch: (value: string) => void;
  /** A later page or search is loading while the current one stays on screen. */
  refreshing: boolean;
  /** Null until the first page has come. */
  summary: { first: number; last: number; total: number; capped: boolean } | null;
}) {
  return (
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
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Username, email or ID"
          className="pl-9"
          maxLength={100}
          autoComplete="off"
        />
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
        {refreshing && <Spinner label={`Loading ${label}`} className="h-3.5 w-3.5" />}
        {summary &&
          (summary.total === 0
            ? `No ${label}`
            : `Showing ${numberFormat.format(summary.first)}–${numberFormat.format(summary.last)} of ${numberFormat.format(summary.total)}${summary.capped ? '+' : ''}`)}
      </p>
    </div>
  );
}

interface RowsProps<T> {
  kind: string;
  columns: Column<T>[];
  rowKey: (row: T) => React.Key;
  /** Null while the first page loads. */
  rows: T[] | null;
  loading: boolean;
  /** The empty or error text shown instead of rows. */
  message: string | null;
  isError: boolean;
  /** The previous page, dimmed, while the next one loads. */
  stale: boolean;
  busy: boolean;
}

/** Wide screens: one table row per item. */
export function RowsTable<T>({ kind, columns, rowKey, rows, loading, message, isError, stale, busy }: RowsProps<T>) {
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full text-sm transition-opacity', stale && 'opacity-60')} aria-busy={busy}>
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
          {loading ? (
            Array.from({ length: 5 }, (_, i) => (
              <tr key={i} className="border-b last:border-0">
                {columns.map((c) => (
                  <td key={c.header} className="px-3 py-3 first:pl-4 last:pr-4">
                    <Skeleton className="h-4 w-full max-w-32" />
                  </td>
                ))}
              </tr>
            ))
          ) : message || !rows ? (
            <tr>
              <td
                colSpan={columns.length}
                className={cn('px-4 py-10 text-center', isError ? 'text-destructive' : 'text-muted-foreground')}
                role={isError ? 'alert' : undefined}
              >
                {message}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
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
  );
}

/** Phones: one card per item, its fields as a list of terms. */
export function RowsCards<T>({ kind, columns, rowKey, rows, loading, message, isError, stale, busy }: RowsProps<T>) {
  if (loading)
    return (
      <div className="space-y-3 p-4">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  if (message || !rows)
    return (
      <p
        className={cn('px-4 py-10 text-center text-sm', isError ? 'text-destructive' : 'text-muted-foreground')}
        role={isError ? 'alert' : undefined}
      >
        {message}
      </p>
    );
  return (
    <ul className={cn('divide-y transition-opacity', stale && 'opacity-60')} aria-busy={busy}>
      {rows.map((row) => (
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
  );
}

/** "Page 2 of 5" with Previous and Next. */
export function ListPager({
  label,
  page,
  pages,
  capped,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: {
  label: string;
  page: number;
  pages: number;
  capped: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 border-t px-4 py-3">
      <p className="text-sm text-muted-foreground">
        Page {numberFormat.format(page)} of {numberFormat.format(pages)}
        {capped ? '+' : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={!canPrevious}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!canNext}>
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
