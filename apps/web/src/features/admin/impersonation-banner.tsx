import * as React from 'react';
import { UserCog } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { becomeUser, useStopImpersonation } from './api';

/** "2:45 PM": when the impersonation ends by itself (it lasts at most 30 minutes). */
function endsAt(until: string | undefined): string | null {
  if (!until) return null;
  const d = new Date(until);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/**
 * Shown on every signed-in screen while an admin is using someone's account: whose account it is,
 * who is using it and until when (everything done meanwhile is audited under both names), and the
 * way back to the admin's own session (→ /admin).
 */
export function ImpersonationBanner() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const stop = useStopImpersonation();
  const [returning, setReturning] = React.useState(false);

  // Go to /admin only once the auth state holds the admin again; before that, /admin would
  // still see the user (no admin) and send the browser to /dashboard.
  React.useEffect(() => {
    if (returning && user && !user.impersonatedBy) {
      setReturning(false);
      navigate('/admin');
    }
  }, [returning, user, navigate]);

  if (!user?.impersonatedBy) return null;
  const until = endsAt(user.impersonatedBy.until);

  const returnToAdmin = () =>
    stop.mutate(undefined, {
      onSuccess: (r) => {
        if (r.user) {
          setReturning(true);
          becomeUser(r.user);
        } else {
          // The admin's own session expired meanwhile: signed out, sign in again.
          becomeUser(null);
          navigate('/auth?mode=login');
          toast({ title: r.message });
        }
      },
      onError: (e) => toast({ title: 'Error', description: e.message, variant: 'destructive' }),
    });

  return (
    <>
      {/* Room at the end of the page so the bar never hides the last of its content. */}
      <div aria-hidden className="h-32 sm:h-20" />
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-3">
        <section
          aria-label="Impersonation"
          data-testid="impersonation-banner"
          className="pointer-events-auto flex w-full max-w-xl flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 shadow-lg sm:flex-row sm:items-center dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <div className="flex min-w-0 flex-1 items-center gap-3 text-sm">
            <UserCog className="h-5 w-5 shrink-0" aria-hidden />
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className="font-medium">You are using {user.username}'s account</p>
              <p className="text-xs text-amber-900 dark:text-amber-200">
                As {user.impersonatedBy.username}
                {until ? <>, until {until}</> : null}. Every change is recorded under both names.
              </p>
            </div>
          </div>
          <Button
            size="sm"
            onClick={returnToAdmin}
            disabled={stop.isPending || returning}
            className="bg-amber-900 text-amber-50 hover:bg-amber-800 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100"
          >
            {stop.isPending && <Spinner />}
            Stop impersonating
          </Button>
        </section>
      </div>
    </>
  );
}
