import { Link } from 'wouter';
import { Logo } from '@/components/ui/logo';

const footerLink =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The visitor footer: links and the copyright year (SPEC §2). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto]">
        <div className="max-w-sm space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            AI customer-service staff for small businesses, trained on your own website and documents.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-3 md:items-start">
          <Link href="/features" className={footerLink}>
            Features
          </Link>
          <Link href="/templates" className={footerLink}>
            Templates
          </Link>
          <Link href="/auth?mode=login" className={footerLink}>
            Sign In
          </Link>
          <Link href="/auth?mode=register" className={footerLink}>
            Get Started
          </Link>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">© {year} Staffwright. All rights reserved.</p>
      </div>
    </footer>
  );
}
