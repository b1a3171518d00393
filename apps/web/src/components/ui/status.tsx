import * as React from 'react';
import { AlertCircle, AlertTriangle, RotateCw, type LucideIcon } from 'lucide-react';
import { Button } from './button';
import { Card, CardContent } from './card';
import { Spinner } from './spinner';
import { cn } from '@/lib/utils';

/**
 * The states of a screen or a list that fetches data, so that none of them is a blank area:
 * loading (a spinner that says what it waits for), empty, failed (with a way to try again) and
 * not found (with a way back).
 */

/**
 * An icon in a round tile, a title and whatever explains or acts below it, centred: in a card of
 * its own, or `inset` (a dashed outline) where it stands in for a list inside another card.
 */
export function StatePanel({
  icon: Icon,
  title,
  tone = 'muted',
  heading: Heading = 'h2',
  inset = false,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: 'muted' | 'destructive';
  /** A screen's only panel is its h1; one among other cards is an h2 or h3. */
  heading?: 'h1' | 'h2' | 'h3';
  inset?: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  const body = (
    <>
      <div
        className={cn(
          'flex items-center justify-center rounded-full',
          inset ? 'h-10 w-10' : 'h-12 w-12',
          tone === 'destructive' ? 'bg-destructive/10 text-destructive' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className={inset ? 'h-5 w-5' : 'h-6 w-6'} aria-hidden />
      </div>
      <Heading className={cn('font-semibold tracking-tight', Heading === 'h1' ? 'text-2xl' : inset ? 'text-base' : 'text-lg')}>
        {title}
      </Heading>
      {children}
    </>
  );
  if (inset) {
    return (
      <div className={cn('flex flex-col items-center gap-2 rounded-md border border-dashed px-4 py-6 text-center', className)}>{body}</div>
    );
  }
  return (
    <Card className={className}>
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center">{body}</CardContent>
    </Card>
  );
}

/** Waiting for data: a spinner with its reason in words (SPEC's 'Loading business data...' style). */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground', className)}>
      <Spinner className="h-5 w-5 text-primary" label={label} />
      <span>{label}</span>
    </div>
  );
}

/** A list or panel whose data failed to load, in place, with a button that fetches it again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  heading = 'h3',
  inset = false,
  className,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
  heading?: 'h1' | 'h2' | 'h3';
  /** Inside another card (see StatePanel). */
  inset?: boolean;
  className?: string;
}) {
  return (
    <StatePanel icon={AlertTriangle} tone="destructive" title={title} heading={heading} inset={inset} className={className}>
      <div role="alert" className="contents">
        {message ? <p className="max-w-md text-sm text-muted-foreground [overflow-wrap:anywhere]">{message}</p> : null}
      </div>
      <Button variant="outline" className="mt-1" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} /> Try again
      </Button>
    </StatePanel>
  );
}

/** SPEC §2 not-found texts, with a way back (and, for a missing record, what was not found). */
export function NotFoundPanel({ back, detail, className }: { back: React.ReactNode; detail?: string; className?: string }) {
  return (
    <StatePanel icon={AlertCircle} tone="destructive" title="404 Page Not Found" heading="h1" className={cn('w-full max-w-md', className)}>
      {detail ? <p className="text-sm font-medium">{detail}</p> : null}
      <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
      <div className="mt-3">{back}</div>
    </StatePanel>
  );
}
