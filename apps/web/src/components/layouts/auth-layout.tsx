import * as React from 'react';
import { Check } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { cn } from '@/lib/utils';

const POINTS = ['Answers your customers 24/7', 'Trained on your website and documents', 'Live on its own page with a styled chat widget'];

/**
 * The frame of the account screens: logo (linking to /) and theme toggle above a narrow column;
 * `split` adds a brand panel on large screens.
 */
export function AuthLayout({ children, split = true, className }: { children: React.ReactNode; split?: boolean; className?: string }) {
  return (
    <div className={cn('min-h-screen bg-background text-foreground', split && 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]')}>
      <div className="flex min-h-screen flex-col px-4 py-5 sm:px-8">
        <div className="flex items-center justify-between">
          <Logo />
          <ThemeToggle />
        </div>
        <main id="main" className="flex flex-1 items-center justify-center py-10">
          <div className={cn('w-full max-w-md', className)}>{children}</div>
        </main>
      </div>
      {split ? (
        <aside
          aria-label="About Staffwright"
          className="relative hidden overflow-hidden bg-primary text-primary-foreground dark:border-l dark:bg-accent dark:text-accent-foreground lg:flex lg:flex-col lg:justify-center lg:px-14 xl:px-20"
        >
          <div aria-hidden className="absolute -right-24 -top-24 h-96 w-96 rounded-full bg-primary-foreground/10 dark:bg-primary/10" />
          <div aria-hidden className="absolute -bottom-32 -left-20 h-80 w-80 rounded-full bg-primary-foreground/10 dark:bg-primary/10" />
          <div className="relative max-w-md">
            <p className="text-3xl font-bold leading-tight tracking-tight xl:text-4xl">Your next hire never sleeps.</p>
            <p className="mt-4 text-lg opacity-90">Staffwright builds AI customer-service staff for your business in minutes.</p>
            <ul className="mt-8 space-y-3">
              {POINTS.map((p) => (
                <li key={p} className="flex items-center gap-3">
                  <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15 dark:bg-primary/25">
                    <Check className="h-4 w-4" aria-hidden />
                  </span>
                  {p}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      ) : null}
    </div>
  );
}
