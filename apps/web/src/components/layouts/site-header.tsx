import * as React from 'react';
import { Link, useLocation } from 'wouter';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useAuth } from '@/lib/auth';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { cn } from '@/lib/utils';
import { NAV_LINKS } from './nav-links';

// The side panel (Radix Dialog) loads on first use: the landing page's JavaScript stays small.
const loadMobileNav = () => import('./mobile-nav');
const MobileNav = React.lazy(loadMobileNav);

const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The visitor header (SPEC §2 landing page): logo, Features and Templates, theme toggle, Sign In and
 * Get Started. Below the md breakpoint the links move into a slide-out side panel.
 */
export function SiteHeader() {
  const [location] = useLocation();
  const { user } = useAuth();
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const menuButton = React.useRef<HTMLButtonElement>(null);
  const signedIn = !!user;

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((n) => (
            <Link
              key={n.href}
              href={n.href}
              className={cn(navLink, location === n.href && 'text-foreground')}
              aria-current={location === n.href ? 'page' : undefined}
            >
              {n.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            {signedIn ? (
              <Button asChild>
                <Link href="/dashboard">Go to Dashboard</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <Link href="/auth?mode=login">Sign In</Link>
                </Button>
                <Button asChild>
                  <Link href="/auth?mode=register">Get Started</Link>
                </Button>
              </>
            )}
          </div>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            onPointerEnter={() => void loadMobileNav()}
            onFocus={() => void loadMobileNav()}
            onClick={() => {
              setMounted(true);
              setOpen(true);
            }}
          >
            <Menu className="h-5 w-5" aria-hidden />
          </Button>
          {mounted ? (
            <React.Suspense fallback={null}>
              <MobileNav open={open} onOpenChange={setOpen} signedIn={signedIn} returnFocusTo={menuButton} />
            </React.Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
