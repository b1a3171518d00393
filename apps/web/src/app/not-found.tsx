import { ArrowLeft, Home } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/components/ui/page-title';
import { NotFoundPanel } from '@/components/ui/status';
import { useAuth } from '@/lib/auth';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';

/** The way back from a missing page: the dashboard for a signed-in owner, the home page for a visitor. */
function BackLink({ signedIn }: { signedIn: boolean }) {
  return (
    <Button asChild>
      {signedIn ? (
        <Link href="/dashboard">
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      ) : (
        <Link href="/">
          <Home aria-hidden /> Go to the home page
        </Link>
      )}
    </Button>
  );
}

/**
 * SPEC §2 not-found page, inside the frame of the rest of the app: the dashboard's sidebar for a
 * signed-in owner, the site header and footer for a visitor, so that it is never a dead end.
 */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  const { user, error } = useAuth();
  const signedIn = !!user && !error;
  if (signedIn) {
    return (
      <DashboardLayout>
        <div className="flex justify-center py-8 md:py-16">
          <NotFoundPanel back={<BackLink signedIn />} />
        </div>
      </DashboardLayout>
    );
  }
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <SiteHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-12 sm:px-6">
        <NotFoundPanel back={<BackLink signedIn={false} />} />
      </main>
      <SiteFooter />
    </div>
  );
}
