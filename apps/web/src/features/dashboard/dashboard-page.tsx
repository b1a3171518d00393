import { Compass, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/ui/status';
import { useBusinesses } from '@/api/businesses';
import { BusinessCard } from './business-card';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { Tutorial, useTutorial } from './tutorial';

export default function DashboardPage() {
  const { data: businesses, isLoading, error, refetch, isFetching } = useBusinesses();
  const tutorial = useTutorial();
  return (
    <DashboardLayout>
      <Tutorial run={tutorial.run} stepIndex={tutorial.stepIndex} onEvent={tutorial.onEvent} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Your Businesses</h1>
        <div className="flex gap-2">
          <Button variant="outline" onClick={tutorial.restart}>
            <Compass aria-hidden /> Take the tour
          </Button>
          <Button asChild data-tour="add-business">
            <Link href="/onboarding">
              <Plus aria-hidden /> Add Business
            </Link>
          </Button>
        </div>
      </div>
      {isLoading ? (
        <LoadingState label="Loading businesses..." className="py-16" />
      ) : error ? (
        // In place, under the sidebar: the rest of the app stays in reach.
        <ErrorState
          heading="h2"
          title="Could not load your businesses"
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !businesses?.length ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
            <h2 className="text-xl font-semibold">No businesses yet</h2>
            <p className="max-w-sm text-muted-foreground">Add your first business to get started with AI assistance</p>
            <Button asChild className="mt-2">
              <Link href="/onboarding">
                <Plus aria-hidden /> Add Business
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {businesses.map((b) => (
            <BusinessCard key={b.id} business={b} />
          ))}
        </div>
      )}
    </DashboardLayout>
  );
}
