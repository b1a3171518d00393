import * as React from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useBusiness } from '@/api/businesses';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { NoSuchBusinessPanel } from '@/components/no-such-business';
import { ApiError } from '@/lib/api';
import { SetupForm } from './setup-form';

/** The not-found screen inside the dashboard's frame, with the way back (never a blank page). */
function NoSuchBusiness() {
  return (
    <DashboardLayout>
      <NoSuchBusinessPanel />
    </DashboardLayout>
  );
}

/**
 * SPEC §2: a non-number id → 'Invalid business ID' and back to /dashboard; a non-positive one → the
 * toast 'Invalid business ID provided', and the not-found screen rather than nothing; an id that is
 * no business of the owner's (none, or another owner's: the server answers 404 alike) → not found.
 */
export default function SetupPage() {
  const params = useParams<{ businessId: string }>();
  const raw = params.businessId ?? '';
  const id = Number(raw);
  const notNumber = !/^-?\d+$/.test(raw) || Number.isNaN(id);
  const notPositive = !notNumber && id <= 0;
  React.useEffect(() => {
    if (notNumber) toast({ title: 'Error', description: 'Invalid business ID', variant: 'destructive' });
    else if (notPositive) toast({ title: 'Error', description: 'Invalid business ID provided', variant: 'destructive' });
  }, [notNumber, notPositive]);
  if (notNumber) return <Redirect to="/dashboard" replace />;
  if (notPositive) return <NoSuchBusiness />;
  return <SetupLoader businessId={id} />;
}

function SetupLoader({ businessId }: { businessId: number }) {
  const { data: business, error, isLoading } = useBusiness(businessId);
  const [, navigate] = useLocation();
  // 404, or 400 for an id beyond any row's (the server's id check): nothing to set up here.
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  React.useEffect(() => {
    if (error && !missing) {
      toast({ title: 'Error', description: error.message, variant: 'destructive' });
      navigate('/dashboard', { replace: true });
    }
  }, [error, missing, navigate]);
  if (missing) return <NoSuchBusiness />;
  return (
    <DashboardLayout>
      {isLoading || !business ? (
        <div className="flex items-center justify-center gap-2 py-24 text-muted-foreground">
          <Spinner /> Loading business data...
        </div>
      ) : (
        <SetupForm business={business} />
      )}
    </DashboardLayout>
  );
}
