import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Business } from '@staffwright/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, LoadingState } from '@/components/ui/status';
import { toast } from '@/components/ui/use-toast';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { NoSuchBusinessPanel } from '@/components/no-such-business';
import { CrawlForm } from '@/components/training/crawl-form';
import { FileUpload } from '@/components/training/file-upload';
import { agentUrl } from '@/lib/agent-host';
import { ApiError } from '@/lib/api';
import { formatBytes } from '@/lib/utils';
import { AppointmentRequestsCard, BookableServicesCard } from './appointments';
import { EmbedCard } from './embed-card';
import { HandoffBadge, HandoffPanel, HandoffSettingsCard, useLinkedConversation } from './handoff-inbox';
import { IdentityCard } from './identity-card';
import { InsightsCard } from './insights';
import { LeadsCard } from './leads-card';
import { RetentionCard } from './retention-card';
import { TaughtAnswers, type UnansweredQuestion } from './taught-answers';
import { sourcesKey } from '@/api/training';
import { useConversations, useDeleteSource, useSources } from './api';
import { queryClient } from '@/lib/query-client';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card>
      <CardContent className="p-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
      </CardContent>
    </Card>
  );
}

/**
 * The owner's page for one business (?id=…, else the current one): conversations, gaps, training
 * sources, embed code. An id that is not a business of the owner's (malformed, none, or another
 * owner's: the server answers 404 alike) shows the not-found screen with the way back.
 */
export default function BusinessPage() {
  const search = useSearch();
  const raw = new URLSearchParams(search).get('id');
  const id = raw === null ? null : /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  const [, navigate] = useLocation();
  const {
    data: business,
    error,
    isLoading,
  } = useQuery<Business, Error>({
    queryKey: [id ? `/api/business/${id}` : '/api/business/current'],
    enabled: !Number.isNaN(id),
  });
  // 404, or 400 for an id beyond any row's (the server's id check).
  const missing = Number.isNaN(id) || (id !== null && error instanceof ApiError && (error.status === 404 || error.status === 400));
  React.useEffect(() => {
    if (!error || missing) return;
    toast({ title: 'Error', description: error.message.replace(/^\d+: /, ''), variant: 'destructive' });
    navigate('/dashboard', { replace: true });
  }, [error, missing, navigate]);
  return (
    <DashboardLayout>
      {missing ? (
        <NoSuchBusinessPanel />
      ) : isLoading || !business ? (
        <LoadingState label="Loading business data..." className="py-24" />
      ) : (
        <BusinessOverview business={business} />
      )}
    </DashboardLayout>
  );
}

function BusinessOverview({ business }: { business: Business }) {
  const conversations = useConversations(business.id);
  const search = useSearch();
  const linked = useLinkedConversation(search, conversations.isSuccess);
  const sources = useSources(business.id);
  const remove = useDeleteSource(business.id);
  const stats = conversations.data?.stats;
  const unanswered = (conversations.data?.conversations ?? []).flatMap((c) =>
    c.messages.flatMap((m, i) =>
      m.role === 'assistant' && m.answered === false && c.messages[i - 1]?.role === 'user'
        ? [{ q: c.messages[i - 1]!.content, at: m.timestamp } satisfies UnansweredQuestion]
        : [],
    ),
  );
  const refreshSources = () => void queryClient.invalidateQueries({ queryKey: sourcesKey(business.id) });

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{business.name}</h1>
          <p className="text-muted-foreground">
            {business.agentName}
            {business.agentTitle ? `, ${business.agentTitle}` : ''} ·{' '}
            <Badge variant={business.active ? 'success' : 'warning'}>{business.active ? 'Active' : 'Setup Required'}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {business.subdomain && (
            <Button variant="outline" asChild>
              <a href={agentUrl(business.subdomain)} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden /> Agent page
              </a>
            </Button>
          )}
          <Button asChild>
            <Link href={`/business-setup/${business.id}`}>
              <Pencil aria-hidden /> Edit profile
            </Link>
          </Button>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Conversations" value={stats?.conversations ?? '–'} />
        <Stat label="Questions" value={stats?.questions ?? '–'} />
        <Stat label="Not answered" value={stats?.unanswered ?? '–'} />
        <Stat label="Avg response" value={stats ? `${stats.avgResponseMs} ms` : '–'} />
      </div>

      <InsightsCard businessId={business.id} />
      <LeadsCard businessId={business.id} />

      <IdentityCard business={business} />
      <HandoffSettingsCard businessId={business.id} />
      <BookableServicesCard businessId={business.id} />
      <AppointmentRequestsCard businessId={business.id} search={search} />

      <TaughtAnswers
        businessId={business.id}
        unanswered={conversations.isPending ? undefined : conversations.isError ? null : unanswered}
      />

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Conversations</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {conversations.isPending ? (
            <LoadingState label="Loading conversations..." className="py-6" />
          ) : conversations.isError ? (
            <ErrorState
              inset
              title="Could not load the conversations"
              message={conversations.error.message}
              onRetry={() => void conversations.refetch()}
              retrying={conversations.isFetching}
            />
          ) : !conversations.data.conversations.length ? (
            <p className="text-sm text-muted-foreground">No conversations yet. Share your agent page to get started.</p>
          ) : (
            conversations.data.conversations.map((c) => (
              <details
                key={c.id}
                id={`conversation-${c.id}`}
                open={c.id === linked || undefined}
                className="scroll-mt-20 rounded-md border p-3"
                data-testid="transcript"
              >
                <summary className="flex cursor-pointer flex-wrap items-center gap-2 text-sm font-medium">
                  <HandoffBadge handoff={c.handoff} />
                  <MessageSquare className="h-4 w-4" aria-hidden />
                  {c.messages.find((m) => m.role === 'user')?.content.slice(0, 80) ?? 'Conversation'} ·{' '}
                  {new Date(c.lastMessageAt).toLocaleString()}
                </summary>
                <ol className="mt-3 space-y-2 text-sm">
                  {c.messages.map((m, i) => (
                    <li key={i} className={m.role === 'user' ? 'font-medium' : 'text-muted-foreground'}>
                      <span className="mr-1 text-xs uppercase">
                        {m.role === 'user' ? 'Visitor' : m.role === 'owner' ? 'You' : 'Agent'}:
                      </span>
                      <span className="whitespace-pre-wrap break-words">{m.content}</span>
                      {m.responseTimeMs != null && <span className="ml-2 text-xs">({m.responseTimeMs} ms)</span>}
                    </li>
                  ))}
                </ol>
                {c.handoff && <HandoffPanel businessId={business.id} conversationId={c.id} handoff={c.handoff} />}
              </details>
            ))
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Training sources</CardTitle>
          <CardDescription>Everything the agent answers from. Deleting a source removes it from answers.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {sources.isPending ? (
            <LoadingState label="Loading training sources..." className="py-6" />
          ) : sources.isError ? (
            <ErrorState
              inset
              title="Could not load the training sources"
              message={sources.error.message}
              onRetry={() => void sources.refetch()}
              retrying={sources.isFetching}
            />
          ) : sources.data.length ? (
            <ul className="divide-y rounded-md border" data-testid="sources">
              {sources.data.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 p-3 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{s.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {s.kind === 'website' ? 'Website' : s.format.toUpperCase()} · {formatBytes(s.sizeBytes)} · {s.passageCount} passages
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${s.name}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(s.id, {
                        onSuccess: () => toast({ title: 'Training data removed' }),
                        onError: (e) => toast({ title: 'Error', description: e.message, variant: 'destructive' }),
                      })
                    }
                  >
                    <Trash2 />
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No training data yet.</p>
          )}
          <CrawlForm businessId={business.id} defaultUrl={business.website} onCrawled={refreshSources} />
          <FileUpload businessId={business.id} onUploaded={refreshSources} />
        </CardContent>
      </Card>

      <EmbedCard businessId={business.id} />
      <RetentionCard businessId={business.id} />
    </div>
  );
}
