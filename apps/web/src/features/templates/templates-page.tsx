import * as React from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Toast } from 'radix-ui';
import { LayoutTemplate, RotateCw, SearchX } from 'lucide-react';
import { TEMPLATE_SKELETON_COUNT, TEMPLATE_TEXT, templateIndustryLabel, type Template } from '@staffwright/contract';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/components/ui/page-title';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { useCountViews, useDownloadTemplate, useLikeTemplate, useTemplates } from './api';
import { filtersSearch, parseFilters, type TemplateFilters } from './filters';
import { RequirementsCard } from './requirements-card';
import { TemplateCard, TemplateCardSkeleton } from './template-card';
import { TemplatePreview } from './template-preview';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function Message({ icon: Icon, title, children }: { icon: typeof SearchX; title: string; children?: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-14 text-center">
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon className="h-6 w-6" aria-hidden />
        </div>
        <h3 className="text-lg font-semibold">{title}</h3>
        {children}
      </CardContent>
    </Card>
  );
}

function downloadedToast(businessId: number) {
  toast({
    title: TEMPLATE_TEXT.successTitle,
    description: TEMPLATE_TEXT.successDescription,
    action: (
      <Toast.Action altText="Complete the setup of the new business" asChild>
        <Link
          href={`/business-setup/${businessId}`}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'shrink-0 self-center text-foreground' })}
        >
          Complete Setup
        </Link>
      </Toast.Action>
    ),
  });
}

/** The heading, the selection card and the results: the same for visitors and signed-in owners. */
function Catalogue({ signedIn }: { signedIn: boolean }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = React.useMemo(() => parseFilters(search), [search]);
  const setFilters = (f: TemplateFilters) => {
    const s = filtersSearch(f);
    navigate(s ? `/templates?${s}` : '/templates', { replace: true });
  };

  const list = useTemplates(filters);
  useCountViews(list.data);
  const download = useDownloadTemplate();
  const like = useLikeTemplate();

  // Signed-in owners see what Use Template will create, and name the business, before anything is made.
  const [previewing, setPreviewing] = React.useState<Template | null>(null);
  const useButton = React.useRef<HTMLButtonElement | null>(null);

  const use = (t: Template, button: HTMLButtonElement) => {
    if (!signedIn) {
      // Visitors register first and come back to this very selection (the auth page honours `next`).
      const here = `/templates${search ? `?${search}` : ''}`;
      navigate(`/auth?mode=register&next=${encodeURIComponent(here)}`);
      return;
    }
    useButton.current = button;
    setPreviewing(t);
  };
  const confirm = (name: string, fail: (message: string) => void) => {
    if (!previewing) return;
    download.mutate(
      { id: previewing.id, name },
      {
        onSuccess: (r) => {
          setPreviewing(null);
          downloadedToast(r.businessId);
        },
        onError: (e) => {
          // A name the server refused is said under the field; anything else is SPEC §8's toast.
          const field = e instanceof ApiError ? e.fields?.name : undefined;
          if (field) fail(field);
          else toast({ title: TEMPLATE_TEXT.errorTitle, description: TEMPLATE_TEXT.downloadFailed, variant: 'destructive' });
        },
      },
    );
  };
  const onLike = (t: Template) =>
    like.mutate(t.id, {
      onError: (e) =>
        toast({ title: TEMPLATE_TEXT.errorTitle, description: e.message || 'Failed to like template', variant: 'destructive' }),
    });

  const industryLabel = filters.industry ? templateIndustryLabel(filters.industry) : '';
  let results: React.ReactNode;
  if (!filters.industry) {
    results = (
      <Message icon={LayoutTemplate} title="Choose an industry to begin">
        <p className="max-w-md text-muted-foreground">
          Pick your industry above to see ready-made AI employees, each with a full profile and starter knowledge.
        </p>
      </Message>
    );
  } else if (list.isPending) {
    results = (
      <div className={GRID} aria-busy="true">
        <p role="status" className="sr-only">
          Loading templates
        </p>
        {Array.from({ length: TEMPLATE_SKELETON_COUNT }, (_, i) => (
          <TemplateCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (list.isError) {
    results = (
      <Message icon={SearchX} title={TEMPLATE_TEXT.loadFailed}>
        <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RotateCw aria-hidden className={list.isFetching ? 'animate-spin' : undefined} /> Try again
        </Button>
      </Message>
    );
  } else if (list.data.length === 0) {
    results = (
      <Message icon={SearchX} title={TEMPLATE_TEXT.emptyTitle}>
        <p className="text-muted-foreground">{TEMPLATE_TEXT.emptyDescription(industryLabel)}</p>
      </Message>
    );
  } else {
    const pendingId = download.isPending ? download.variables?.id : null;
    results = (
      <div className={GRID}>
        {list.data.map((t) => (
          <TemplateCard
            key={t.id}
            template={t}
            downloading={pendingId === t.id}
            busy={download.isPending}
            onUse={(button) => use(t, button)}
            opensPreview={signedIn}
            onLike={signedIn ? () => onLike(t) : undefined}
            liking={like.isPending && like.variables === t.id}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{TEMPLATE_TEXT.heading}</h1>
        <p className="text-muted-foreground">
          Start from a ready-made AI employee, already trained on the questions your customers ask most.
        </p>
      </div>
      <RequirementsCard filters={filters} onChange={setFilters} />
      <section aria-label="Matching templates">{results}</section>
      <TemplatePreview
        template={previewing}
        pending={download.isPending}
        onCancel={() => setPreviewing(null)}
        onConfirm={confirm}
        returnFocusTo={useButton}
      />
    </div>
  );
}

/** SPEC §2 /templates: inside the dashboard layout for signed-in owners, with the site header for visitors. */
export default function TemplatesPage() {
  usePageTitle(TEMPLATE_TEXT.heading);
  const { user, error } = useAuth();
  if (user && !error) {
    return (
      <DashboardLayout>
        <Catalogue signedIn />
      </DashboardLayout>
    );
  }
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 md:py-12">
        <Catalogue signedIn={false} />
      </main>
      <SiteFooter />
    </div>
  );
}
