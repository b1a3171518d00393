import * as React from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/**
 * The card every auth screen shows: an optional icon tile, the page's h1, a description (an alert
 * when it says what went wrong), the content and an optional footer under a rule.
 */
export function AuthCard({
  icon,
  title,
  description,
  alert = false,
  headerClassName = 'space-y-2',
  descriptionClassName,
  contentClassName,
  footer,
  footerClassName,
  children,
}: {
  icon?: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  alert?: boolean;
  headerClassName?: string;
  descriptionClassName?: string;
  contentClassName?: string;
  footer?: React.ReactNode;
  footerClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="shadow-md">
      <CardHeader className={headerClassName}>
        {icon}
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <CardDescription role={alert ? 'alert' : undefined} className={descriptionClassName}>
          {description}
        </CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {footer ? <CardFooter className={footerClassName ?? 'justify-center border-t pt-6'}>{footer}</CardFooter> : null}
    </Card>
  );
}

/**
 * A form of the auth screens: its fields, then the full-width submit button, which shows a spinner
 * (named for screen readers) and is disabled while the request is under way.
 */
export function AuthForm({
  onSubmit,
  onFocus,
  pending,
  submitLabel,
  busyLabel,
  children,
}: {
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
  pending: boolean;
  submitLabel: string;
  busyLabel: string;
  children: React.ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} className="space-y-5">
      {children}
      <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending ? <Spinner label={busyLabel} /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}

export function BackToSignIn() {
  return (
    <Link
      href="/auth?mode=login"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Back to Sign In
    </Link>
  );
}
