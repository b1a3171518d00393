import { Link } from 'wouter';
import { cn } from '@/lib/utils';

/** The Staffwright mark (the favicon's "S" on the primary colour, so it follows the theme). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        className="fill-primary-foreground"
        d="M9 20.5c1.6 1.4 3.8 2.2 6.4 2.2 3.4 0 5.6-1.6 5.6-4.1 0-2.3-1.6-3.4-5-4.1-2.4-.5-3.1-.9-3.1-1.8 0-.9.9-1.5 2.4-1.5 1.6 0 3 .6 4.1 1.5l1.7-2.3c-1.4-1.2-3.4-1.9-5.7-1.9-3.3 0-5.5 1.8-5.5 4.3 0 2.4 1.7 3.5 5 4.1 2.3.5 3.1.9 3.1 1.8 0 1-1 1.6-2.6 1.6-1.9 0-3.6-.7-4.8-1.8z"
      />
    </svg>
  );
}

/** Mark and name, linking to / (SPEC §2: "The logo links to /"). */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      href="/"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <LogoMark />
      <span>Staffwright</span>
    </Link>
  );
}
