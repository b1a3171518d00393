import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { cn } from '@/lib/utils';

/** A page of the public site: the site header, its main content (the skip link's #main) and the footer. */
export function MarketingPage({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

/** The opening section, lit from the top by a glow (a radial-gradient background class). */
export function Hero({ glow, children }: { glow: string; children: React.ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden className={cn('absolute inset-0 -z-10', glow)} />
      {children}
    </section>
  );
}

/** A card of a feature list: icon tile, heading (h2 or h3, as the page's outline needs), text, then anything more. */
export function FeatureCard({
  icon,
  title,
  text,
  heading: Heading,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  heading: 'h2' | 'h3';
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <li className={cn('rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md', className)}>
      <IconTile icon={icon} />
      <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
      {children}
    </li>
  );
}

/** The closing band: a heading, a line and one large link (the child, e.g. a wouter Link). */
export function CallToAction({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="flex flex-col items-center gap-6 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 dark:border dark:border-primary/30 dark:bg-accent dark:text-accent-foreground">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
        <p className="max-w-xl opacity-90">{text}</p>
        <Button asChild size="lg" variant="secondary" className="dark:bg-primary dark:text-primary-foreground dark:hover:bg-primary/90">
          {children}
        </Button>
      </div>
    </section>
  );
}
