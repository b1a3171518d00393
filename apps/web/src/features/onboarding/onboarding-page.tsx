import * as React from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Logo } from '@/components/layouts/dashboard-layout';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { BusinessForm } from './business-form';
import { TrainingStep } from './training-step';

/** SPEC §2/§4: create the business, then the training-data step; completing it goes to /dashboard. */
export default function OnboardingPage() {
  const [created, setCreated] = React.useState<{ id: number; website: string } | null>(null);
  const businessId = created?.id ?? null;
  const [, navigate] = useLocation();
  return (
    <div className="min-h-screen bg-muted/40">
      <header className="flex items-center justify-between border-b bg-background px-4 py-3 md:px-8">
        <Logo />
        <ThemeToggle />
      </header>
      <main className="mx-auto max-w-2xl px-4 py-8">
        <Link href="/dashboard" className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to dashboard
        </Link>
        <ol className="mb-6 flex gap-2 text-sm" aria-label="Steps">
          <li
            className={businessId == null ? 'font-semibold text-primary' : 'text-muted-foreground'}
            aria-current={businessId == null ? 'step' : undefined}
          >
            1. Your business
          </li>
          <li aria-hidden>→</li>
          <li
            className={businessId != null ? 'font-semibold text-primary' : 'text-muted-foreground'}
            aria-current={businessId != null ? 'step' : undefined}
          >
            2. Training data
          </li>
        </ol>
        {businessId == null ? (
          <Card>
            <CardHeader>
              <h1 className="text-xl font-semibold leading-none tracking-tight">Add your business</h1>
              <CardDescription>Tell us about your business and the AI agent who will talk to your customers.</CardDescription>
            </CardHeader>
            <CardContent>
              <BusinessForm onCreated={(b) => setCreated({ id: b.id, website: b.website })} />
            </CardContent>
          </Card>
        ) : (
          <TrainingStep businessId={created!.id} website={created!.website} onComplete={() => navigate('/dashboard')} />
        )}
      </main>
    </div>
  );
}
