import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw } from 'lucide-react';
import { Redirect, useLocation, useParams } from 'wouter';
import {
  AUTO_GENERATE_DELAY_MS,
  engineForOwners,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  type Business,
  type ChatTheme,
  type ProfileField,
} from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useBusiness } from '@/api/businesses';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { NoSuchBusinessPanel } from '@/components/no-such-business';
import { ApiError } from '@/lib/api';
import { CrawlForm } from '@/components/training/crawl-form';
import { FileUpload } from '@/components/training/file-upload';
import { fetchSuggestions, generateField, useCompleteSetup, useMeta } from './api';
import { formDefaults, setupFormSchema, type SetupFormIn, type SetupFormOut } from './form';
import { BusyOverlay } from './overlay';
import { ThemeCard } from './theme-card';

type Busy = 'Generating subdomain suggestions...' | 'Generating content...' | 'Completing setup...' | null;

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

function SetupForm({ business }: { business: Business }) {
  const [, navigate] = useLocation();
  const meta = useMeta();
  const [busy, setBusy] = React.useState<Busy>(null);
  const [suggestions, setSuggestions] = React.useState<string[]>([]);
  const complete = useCompleteSetup(business.id);
  const form = useForm<SetupFormIn, unknown, SetupFormOut>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: formDefaults(business),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const subdomain = useWatch({ control: form.control, name: 'subdomain' });
  const theme = useWatch({ control: form.control, name: 'chatTheme' }) as ChatTheme;

  const loadSuggestions = React.useCallback(async () => {
    setBusy('Generating subdomain suggestions...');
    try {
      const list = await fetchSuggestions(business.id);
      setSuggestions(list);
      // The first suggestion is preselected (SPEC §4), unless the business already has its own.
      if (list[0] && !form.getValues('subdomain')) form.setValue('subdomain', list[0], { shouldValidate: form.formState.isSubmitted });
    } catch (err) {
      toast({ title: 'Error', description: (err as Error).message || 'Failed to get subdomain suggestions', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }, [business.id, form]);

  // After load: suggestions, then 0.5 s later each empty profile field in order (SPEC §4).
  const started = React.useRef(false);
  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    let cancelled = false;
    void (async () => {
      const timer = new Promise((r) => setTimeout(r, AUTO_GENERATE_DELAY_MS));
      await loadSuggestions();
      await timer;
      for (const field of PROFILE_FIELDS) {
        if (cancelled) return;
        if (String(form.getValues(field) ?? '').trim()) continue;
        setBusy('Generating content...');
        try {
          const value = await generateField(business, field);
          form.setValue(field, Array.isArray(value) ? value.join(', ') : value, {
            shouldValidate: form.formState.isSubmitted,
            shouldDirty: true,
          });
          toast({ title: `Generated ${PROFILE_FIELD_LABELS[field]} successfully` });
        } catch (err) {
          toast({ title: 'Error', description: (err as Error).message || 'Failed to generate profile', variant: 'destructive' });
        }
      }
      setBusy(null);
    })();
    return () => {
      cancelled = true;
    };
  }, [business, form, loadSuggestions]);

  async function regenerate(field: ProfileField) {
    setBusy('Generating content...');
    try {
      const value = await generateField(business, field);
      form.setValue(field, Array.isArray(value) ? value.join(', ') : value, { shouldValidate: true, shouldDirty: true });
      toast({ title: `Generated ${PROFILE_FIELD_LABELS[field]} successfully` });
    } catch (err) {
      toast({ title: 'Error', description: (err as Error).message || 'Failed to generate profile', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const onSubmit = form.handleSubmit(
    (values) => {
      setBusy('Completing setup...');
      complete.mutate(values, {
        onSuccess: () => {
          setBusy(null);
          toast({ title: 'Business setup completed successfully' });
          navigate('/agent-profile');
        },
        onError: (e) => {
          setBusy(null);
          if (e.message.includes('DNS'))
            toast({
              title: 'Error during setup',
              description: 'Failed to create subdomain. Please try a different subdomain name.',
              variant: 'destructive',
            });
          else toast({ title: 'Error', description: e.message, variant: 'destructive' });
        },
      });
    },
    (errs) => {
      if (errs.subdomain)
        toast({ title: 'Error', description: errs.subdomain.message ?? 'Please select a subdomain', variant: 'destructive' });
    },
  );

  const domain = meta.data?.appDomain ?? window.location.host;
  const profileField = (field: ProfileField, label: string, multiline: boolean, hint?: string) => (
    <FormField id={field} label={label} error={errors[field]?.message} hint={hint}>
      {(aria) => (
        <div className="space-y-2">
          {multiline ? (
            <Textarea {...aria} rows={field === 'agentBio' ? 5 : 3} {...form.register(field)} />
          ) : (
            <Input {...aria} {...form.register(field)} />
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-7 px-2 text-xs"
            onClick={() => void regenerate(field)}
            disabled={!!busy}
          >
            <RefreshCw aria-hidden /> Regenerate
          </Button>
        </div>
      )}
    </FormField>
  );

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
        <Card>
          {/* On a phone the button goes under the title, which keeps the card's width for its words. */}
          <CardHeader className="gap-3 space-y-0 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4 sm:p-6">
            <div className="space-y-1.5">
              <CardTitle as="h2" className="text-lg">
                Domain Setup
              </CardTitle>
              <CardDescription>Your assistant will be reachable at its own address.</CardDescription>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start sm:shrink-0"
              onClick={() => void loadSuggestions()}
              disabled={!!busy}
            >
              <RefreshCw aria-hidden /> Reload Suggestions
            </Button>
          </CardHeader>
          <CardContent className="space-y-4 p-4 pt-0 sm:p-6 sm:pt-0">
            {suggestions.length > 0 && (
              <fieldset>
                <legend className="mb-2 text-sm font-medium">Suggestions</legend>
                <div className="flex flex-wrap gap-2">
                  {suggestions.map((s) => (
                    <label
                      key={s}
                      className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2 break-all rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
                    >
                      <input type="radio" value={s} {...form.register('subdomain')} className="accent-[var(--color-primary)]" />
                      {s}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <FormField id="subdomain" label="Subdomain" error={errors.subdomain?.message}>
              {(aria) => (
                // On a phone the domain goes under the box, so the box keeps the card's width.
                <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
                  <Input {...aria} {...form.register('subdomain')} className="sm:max-w-xs" autoCapitalize="none" spellCheck={false} />
                  <span className="break-all text-sm text-muted-foreground">.{domain}</span>
                </div>
              )}
            </FormField>
            {subdomain && (
              <p className="text-sm" data-testid="subdomain-preview">
                Your assistant will be available at{' '}
                <strong className="break-all">
                  {subdomain}.{domain}
                </strong>
              </p>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="p-4 sm:p-6">
            <CardTitle as="h2" className="text-lg">
              Agent Profile
            </CardTitle>
            <CardDescription>What visitors read about {business.agentName ?? 'your agent'}. Lists are separated by commas.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5 p-4 pt-0 sm:p-6 sm:pt-0">
            {profileField('agentBio', 'Bio', true)}
            {profileField('agentSkills', 'Skills', false, 'Comma-separated, e.g. Scheduling, Insurance questions')}
            {profileField('agentResponsibilities', 'Responsibilities', true, 'Comma-separated')}
            {profileField('agentExperience', 'Experience', true)}
            {profileField('agentTools', 'Tools & Software', false, 'Comma-separated')}
          </CardContent>
        </Card>

        <ThemeCard control={form.control} register={form.register} theme={theme} agentName={business.agentName ?? 'Assistant'} />
      </form>

      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle as="h2" className="text-lg">
            Training Data (Optional)
          </CardTitle>
          <CardDescription>Teach your agent more from your website or documents.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6 p-4 pt-0 sm:p-6 sm:pt-0">
          <CrawlForm businessId={business.id} defaultUrl={business.website} />
          <FileUpload businessId={business.id} />
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" form="setup-form" size="lg" className="w-full sm:w-auto" disabled={complete.isPending || !subdomain}>
          {complete.isPending && <Spinner />} Complete Setup
        </Button>
      </div>
    </div>
  );
}
