import * as React from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, Mail, Phone, Trash2, UserCheck, UserRoundPlus } from 'lucide-react';
import {
  LEAD_DIGEST_HOUR,
  LEAD_EMAIL_LABELS,
  LEAD_EMAIL_MODES,
  telHref,
  type Lead,
  type LeadEmailMode,
  type LeadSettings,
  type LeadsPage,
  type LeadStatus,
} from '@staffwright/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, LoadingState, StatePanel } from '@/components/ui/status';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiJson, apiRequest } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/**
 * Leads on the business page (issue 19 part 2, decision 033): visitors who left their details after
 * the agent answered a question about prices, quotes, availability or booking. Newest first, with
 * the conversation; mark contacted, delete; the CSV download; how the owner is emailed.
 */
export const leadsKey = (businessId: number) => [`/api/business/${businessId}/leads`];
const settingsKey = (businessId: number) => [`/api/business/${businessId}/lead-settings`];

function failure(err: Error, fallback: string) {
  toast({ title: 'Error', description: err instanceof ApiError && err.message ? err.message : fallback, variant: 'destructive' });
}

export function LeadsCard({ businessId }: { businessId: number }) {
  const [page, setPage] = React.useState(1);
  const leads = useQuery<LeadsPage>({
    queryKey: [...leadsKey(businessId), page],
    queryFn: () => apiJson<LeadsPage>('GET', `/api/business/${businessId}/leads?page=${page}`),
    placeholderData: keepPreviousData,
  });
  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / leads.data.pageSize)) : 1;
  // A page emptied by deletions: go back to the last one that has leads.
  React.useEffect(() => {
    if (leads.data && page > pages) setPage(pages);
  }, [leads.data, page, pages]);
  const total = leads.data?.total ?? 0;
  // The lead mails link to #leads: the card is drawn after the page loaded, so scroll to it then.
  const loaded = leads.isSuccess;
  React.useEffect(() => {
    if (loaded && window.location.hash === '#leads') document.getElementById('leads')?.scrollIntoView();
  }, [loaded]);
  return (
    <Card id="leads" className="scroll-mt-20" data-testid="leads-card">
      <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">Leads</CardTitle>
          <CardDescription>
            Visitors who asked about prices, quotes, availability or booking and left their details so you can follow up.
          </CardDescription>
        </div>
        {total > 0 ? (
          <Button variant="outline" asChild className="shrink-0">
            <a href={`/api/business/${businessId}/leads/export`} download>
              <Download aria-hidden /> Download CSV
            </a>
          </Button>
        ) : (
          <Button variant="outline" disabled className="shrink-0">
            <Download aria-hidden /> Download CSV
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {leads.isPending ? (
          <LoadingState label="Loading leads..." className="py-6" />
        ) : leads.isError ? (
          <ErrorState
            inset
            title="Could not load the leads"
            message={leads.error.message}
            onRetry={() => void leads.refetch()}
            retrying={leads.isFetching}
          />
        ) : !leads.data.leads.length ? (
          <StatePanel inset icon={UserRoundPlus} title="No leads yet" heading="h3">
            <p className="max-w-md text-sm text-muted-foreground">
              When a visitor asks about prices, quotes, availability or booking, your agent answers and then offers to take their details
              (once per conversation). They will show here.
            </p>
          </StatePanel>
        ) : (
          <>
            <ul className={`space-y-3 ${leads.isPlaceholderData ? 'opacity-60' : ''}`} data-testid="leads">
              {leads.data.leads.map((l) => (
                <LeadItem key={l.id} businessId={businessId} lead={l} />
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Pages of leads" className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  <ChevronLeft aria-hidden /> Newer
                </Button>
                <span className="text-muted-foreground">
                  Page {page} of {pages} · {total} leads
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  Older <ChevronRight aria-hidden />
                </Button>
              </nav>
            )}
          </>
        )}
        <LeadEmailSetting businessId={businessId} />
        <p className="text-sm text-muted-foreground">
          Leads you download or forward (a CSV file, your email) are yours to look after: deleting a lead or its conversation here does not
          reach those copies.
        </p>
      </CardContent>
    </Card>
  );
}

function LeadItem({ businessId, lead }: { businessId: number; lead: Lead }) {
  const url = `/api/business/${businessId}/leads/${lead.id}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: leadsKey(businessId) });
  const [confirming, setConfirming] = React.useState(false);
  const status = useMutation<Lead, Error, LeadStatus>({
    mutationFn: (s) => apiJson('PUT', url, { status: s }),
    onSuccess: () => refresh(),
    onError: (err) => failure(err, 'The lead could not be updated.'),
  });
  const remove = useMutation<unknown, Error>({
    mutationFn: () => apiRequest('DELETE', url),
    onSuccess: async () => {
      toast({ title: 'Lead deleted' });
      await refresh();
    },
    onError: (err) => failure(err, 'The lead could not be deleted.'),
  });
  const contacted = lead.status === 'contacted';
  const received = new Date(lead.createdAt);
  return (
    <li className="space-y-2 rounded-md border p-3 text-sm" data-testid="lead">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{lead.name}</h3>
        <Badge variant={contacted ? 'success' : 'warning'}>{contacted ? 'Contacted' : 'New'}</Badge>
        <time dateTime={lead.createdAt} className="text-xs text-muted-foreground">
          {received.toLocaleString()}
        </time>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {lead.email && (
          <a href={`mailto:${lead.email}`} className="inline-flex min-h-6 items-center gap-1 underline [overflow-wrap:anywhere]">
            <Mail className="h-4 w-4 shrink-0" aria-hidden /> {lead.email}
          </a>
        )}
        {lead.phone && (
          <a href={telHref(lead.phone)} className="inline-flex min-h-6 items-center gap-1 underline">
            <Phone className="h-4 w-4 shrink-0" aria-hidden /> {lead.phone}
          </a>
        )}
      </div>
      <p>
        <span className="text-muted-foreground">Asked about: </span>
        <q className="[overflow-wrap:anywhere]">{lead.question}</q>
      </p>
      <details className="rounded-md bg-muted/40 px-3 py-2">
        <summary className="cursor-pointer font-medium">Conversation ({lead.transcript.length} messages)</summary>
        <ol className="mt-2 space-y-2">
          {lead.transcript.map((m, i) => (
            <li key={i} className={m.role === 'user' ? 'font-medium' : 'text-muted-foreground'}>
              <span className="mr-1 text-xs uppercase">{m.role === 'user' ? 'Visitor' : m.role === 'owner' ? 'You' : 'Agent'}:</span>
              <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{m.content}</span>
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-muted-foreground">They agreed: “{lead.consent}”</p>
      </details>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={status.isPending}
          onClick={() => status.mutate(contacted ? 'new' : 'contacted')}
          aria-label={contacted ? `Mark as new: ${lead.name}` : `Mark contacted: ${lead.name}`}
        >
          <UserCheck aria-hidden /> {contacted ? 'Mark as new' : 'Mark contacted'}
        </Button>
        {confirming ? (
          <span className="flex flex-wrap items-center gap-2" role="group" aria-label={`Delete the lead of ${lead.name}?`}>
            <span>Delete this lead?</span>
            <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete the lead of ${lead.name}`}>
            <Trash2 aria-hidden /> Delete
          </Button>
        )}
      </div>
    </li>
  );
}

/** "Email me new leads": as they come, or a daily digest in the morning of the business's time zone. */
function LeadEmailSetting({ businessId }: { businessId: number }) {
  const settings = useQuery<LeadSettings>({ queryKey: settingsKey(businessId) });
  const save = useMutation<LeadSettings, Error, LeadEmailMode>({
    mutationFn: (emails) => apiJson<LeadSettings>('PUT', `/api/business/${businessId}/lead-settings`, { emails }),
    onSuccess: (s) => {
      queryClient.setQueryData(settingsKey(businessId), s);
      toast({
        title: 'Saved',
        description: s.emails === 'instant' ? 'You get an email for each new lead.' : 'You get one email a day with the new leads.',
      });
    },
    onError: (err) => failure(err, 'The setting could not be saved.'),
  });
  // Set in the change handler itself: a value that waited for the mutation's state would let React
  // put the old radio back for a moment after the click (a controlled input), as a test caught.
  const [chosen, setChosen] = React.useState<LeadEmailMode | null>(null);
  const value = chosen ?? settings.data?.emails;
  const choose = (mode: LeadEmailMode) => {
    setChosen(mode);
    save.mutate(mode, { onSettled: () => setChosen(null) });
  };
  const hint: Record<LeadEmailMode, string> = {
    instant: 'one email for each lead, right away',
    digest: `one email a day at ${String(LEAD_DIGEST_HOUR).padStart(2, '0')}:00 in the time zone chosen for your opening hours`,
  };
  return (
    <fieldset className="space-y-2 rounded-md border p-3" disabled={settings.isPending || settings.isError || save.isPending}>
      <legend className="px-1 text-sm font-medium">Email me new leads</legend>
      {settings.isError && <p className="text-sm text-destructive">Could not load this setting.</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {LEAD_EMAIL_MODES.map((mode) => (
          <label key={mode} className="flex min-h-6 cursor-pointer items-start gap-2 text-sm">
            <input
              type="radio"
              name={`lead-emails-${businessId}`}
              value={mode}
              checked={value === mode}
              onChange={() => choose(mode)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
            />
            <span>
              <span className="font-medium">{LEAD_EMAIL_LABELS[mode]}</span>
              <span className="block text-muted-foreground">{hint[mode]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
