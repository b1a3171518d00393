import { Building2, LayoutTemplate, LogOut, Menu, Settings, ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Dialog, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

const LINKS = [
  { href: '/dashboard', label: 'Businesses', Icon: Building2, tour: 'nav-businesses' },
  { href: '/templates', label: 'Templates', Icon: LayoutTemplate, tour: 'nav-templates' },
  { href: '/settings', label: 'Settings', Icon: Settings, tour: 'nav-settings' },
] as const;
/** Only for admins using their own account (admin routes are closed while impersonating). */
const ADMIN_LINK = { href: '/admin', label: 'Admin', Icon: ShieldCheck, tour: undefined } as const;

export function Logo() {
  return (
    <Link href="/" className="flex items-center gap-2 text-lg font-bold tracking-tight" aria-label="Staffwright home">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      Staffwright
    </Link>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const { logoutMutation, user } = useAuth();
  const links = user?.isAdmin && !user.impersonatedBy ? [...LINKS, ADMIN_LINK] : LINKS;
  return (
    <nav aria-label="Main" className="flex flex-1 flex-col gap-1">
      {links.map(({ href, label, Icon, tour }) => (
        <Link
          key={href}
          href={href}
          onClick={onNavigate}
          data-tour={tour}
          aria-current={location === href ? 'page' : undefined}
          className={cn(
            'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
            location === href && 'bg-accent text-accent-foreground',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {label}
        </Link>
      ))}
      <Button
        variant="ghost"
        className="mt-auto justify-start gap-3 px-3 text-muted-foreground"
        onClick={() => logoutMutation.mutate()}
        disabled={logoutMutation.isPending}
      >
        <LogOut className="h-4 w-4" aria-hidden />
        Logout
      </Button>
    </nav>
  );
}

/** The dashboard sidebar; below md it collapses into a menu button with a slide-out panel. */
export function Sidebar() {
  return (
    <>
      <aside data-tour="sidebar" className="sticky top-0 hidden h-screen w-60 shrink-0 flex-col gap-6 border-r bg-card p-4 md:flex">
        <div className="flex items-center justify-between">
          <Logo />
          <ThemeToggle />
        </div>
        <NavLinks />
      </aside>
      <header className="sticky top-0 z-40 flex items-center justify-between border-b bg-background/95 px-4 py-3 backdrop-blur md:hidden">
        <Logo />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Open menu">
                <Menu className="h-5 w-5" />
              </Button>
            </DialogTrigger>
            <SheetContent title="Navigation">
              <Logo />
              <NavLinks />
            </SheetContent>
          </Dialog>
        </div>
      </header>
    </>
  );
}

export function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-background md:flex">
      {/* Keyboard users pass the sidebar's links in one step (issue 18 part 8). */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <Sidebar />
      <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
        {children}
      </main>
    </div>
  );
}
