import type * as React from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog, SheetContent } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import { NAV_LINKS } from './nav-links';

/** The slide-out side panel holding the header's links on small screens. */
export default function MobileNav({
  open,
  onOpenChange,
  signedIn,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title="Menu"
        id="mobile-menu"
        className="w-[85%] max-w-sm pt-5"
        onCloseAutoFocus={(e) => {
          // The hamburger button is outside Radix (it loads this panel), so give focus back by hand.
          e.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <Logo onClick={close} className="self-start" />
        <nav aria-label="Mobile" className="mt-4 flex flex-col gap-1">
          {NAV_LINKS.map((n) => (
            <Link
              key={n.href}
              href={n.href}
              onClick={close}
              className="rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {n.label}
            </Link>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t pt-4">
          {signedIn ? (
            <Button asChild size="lg">
              <Link href="/dashboard" onClick={close}>
                Go to Dashboard
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="outline" size="lg">
                <Link href="/auth?mode=login" onClick={close}>
                  Sign In
                </Link>
              </Button>
              <Button asChild size="lg">
                <Link href="/auth?mode=register" onClick={close}>
                  Get Started
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}
