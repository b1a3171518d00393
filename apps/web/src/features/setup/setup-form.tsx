import { engineForOwners, type Business } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CrawlForm } from '@/components/training/crawl-form';
import { FileUpload } from '@/components/training/file-upload';
import { useMeta } from './api';
import { DomainCard } from './domain-card';
import { BusyOverlay } from './overlay';
import { ProfileCard } from './profile-card';
import { ThemeCard } from './theme-card';
import { useSetupForm } from './use-setup-form';
import { SetupCard } from './setup-card';

/** Complete Setup: the container. Data and state come from useSetupForm; the cards only show them. */
export function SetupForm({ business }: { business: Business }) {
  const meta = useMeta();
  const { form, busy, suggestions, subdomain, theme, completing, loadSuggestions, regenerate, onSubmit } = useSetupForm(business);
  const domain = meta.data?.appDomain ?? window.location.host;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BusyOverlay text={busy} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Complete Setup</h1>
        <p className="text-muted-foreground">
          {business.name} · {business.agentName ?? 'Your agent'}
          {business.agentTitle ? `, ${business.agentTitle}` : ''}
        </p>
        {meta.data && (
          <p className="mt-1 text-xs text-muted-foreground" data-testid="engine-label">
            {engineForOwners(meta.data.engine)}
          </p>
        )}
      </div>

      {/* The training card holds forms of its own, so the setup form ends before it. */}
      <form id="setup-form" onSubmit={onSubmit} noValidate className="space-y-6">
        <DomainCard
          register={form.register}
          error={form.formState.errors.subdomain}
          suggestions={suggestions}
          subdomain={subdomain}
          domain={domain}
          busy={!!busy}
          onReload={() => void loadSuggestions()}
        />
        <ProfileCard
          agentName={business.agentName}
          register={form.register}
          errors={form.formState.errors}
          busy={!!busy}
          onRegenerate={(field) => void regenerate(field)}
        />
        <ThemeCard control={form.control} register={form.register} theme={theme} agentName={business.agentName ?? 'Assistant'} />
      </form>

      <SetupCard title="Training Data (Optional)" description="Teach your agent more from your website or documents." className="space-y-6">
        <CrawlForm businessId={business.id} defaultUrl={business.website} />
        <FileUpload businessId={business.id} />
      </SetupCard>

      <div className="flex justify-end">
        <Button type="submit" form="setup-form" size="lg" className="w-full sm:w-auto" disabled={completing || !subdomain}>
          {completing && <Spinner />} Complete Setup
        </Button>
      </div>
    </div>
  );
}
