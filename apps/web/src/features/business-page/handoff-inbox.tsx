import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Mail, Phone, Reply, Undo2 } from 'lucide-react';
import {
  HANDOFF_LIMITS,
  handoffSettingsInputSchema,
  ownerReplyInputSchema,
  telHref,
  type HandoffSettings,
  type HandoffSettingsInput,
  type OwnerHandoff,
  type OwnerReplyInput,
} from '@staffwright/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState, LoadingState } from '@/components/ui/status';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { conversationsKey } from './api';

/** "Needs a person" in the inbox (issue 19 part 1, decision 030). */
export function HandoffBadge({ handoff }: { handoff: OwnerHandoff | null }) {
  if (!handoff || handoff.state === 'closed') return null;
  return handoff.state === 'waiting' ? <Badge variant="warning">Needs a person</Badge> : <Badge variant="success">You replied</Badge>;
}

function failure(err: Error, fallback: string) {
  toast({ title: 'Error', description: err instanceof ApiError && err.message ? err.message : fallback, variant: 'destructive' });
}

/**
 * Inside a conversation that asked for a person: who and how to reach them, what they were
 * promised, the reply form (shown in their open chat, else mailed) and "Hand back to the agent".
 */
export function HandoffPanel({
  businessId,
  conversationId,
  handoff,
}: {
  businessId: number;
  conversationId: number;
  handoff: OwnerHandoff;
}) {
  const url = `/api/business/${businessId}/conversations/${conversationId}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: conversationsKey(businessId) });
  const form = useForm<OwnerReplyInput>({ resolver: zodResolver(ownerReplyInputSchema), defaultValues: { message: '' } });
  const reply = useMutation<OwnerHandoff, Error, OwnerReplyInput>({
    mutationFn: (body) => apiJson('POST', `${url}/reply`, body),
    onSuccess: async () => {
      form.reset({ message: '' });
      toast({
        title: 'Reply sent',
        description: handoff.email ? 'Shown in their chat if it is open, else emailed.' : 'Shown in their chat when it is open.',
      });
      await refresh();
    },
    onError: (err) => {
      const field = err instanceof ApiError ? err.fields?.message : undefined;
      if (field) form.setError('message', { message: field });
      else failure(err, 'The reply could not be sent.');
    },
  });
  const close = useMutation<OwnerHandoff, Error>({
    mutationFn: () => apiJson('POST', `${url}/close-handoff`),
    onSuccess: async () => {
      toast({ title: 'Handed back to the agent' });
      await refresh();
    },
    onError: (err) => failure(err, 'Could not hand the conversation back.'),
  });
  const id = `reply-${conversationId}`;
  return (
    <div className="mt-3 space-y-3 rounded-md border bg-muted/40 p-3 text-sm" data-testid="handoff-panel">
      <div className="space-y-1">
        <p className="font-medium">{handoff.name} asked for a person</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          {handoff.email && (
            <a href={`mailto:${handoff.email}`} className="inline-flex items-center gap-1 underline underline-offset-2">
              <Mail className="h-4 w-4" aria-hidden /> {handoff.email}
            </a>
          )}
          {handoff.phone && (
            <a href={telHref(handoff.phone)} className="inline-flex items-center gap-1 underline underline-offset-2">
              <Phone className="h-4 w-4" aria-hidden /> {handoff.phone}
            </a>
          )}
        </p>
        <p className="text-muted-foreground">
          Asked {new Date(handoff.requestedAt).toLocaleString()}; told “{handoff.promise}”
        </p>
        {!handoff.email && <p className="text-muted-foreground">No email: your reply shows in their chat when it is open, or call them.</p>}
      </div>
      {handoff.state !== 'closed' && (
        <>
          <form
            noValidate
            onSubmit={(e) => void form.handleSubmit((v) => reply.mutate(v))(e)}
            className="space-y-2"
            aria-label={`Reply to ${handoff.name}`}
          >
            <FormField id={id} label={`Your reply to ${handoff.name}`} error={form.formState.errors.message?.message}>
              {(aria) => <Textarea {...aria} {...form.register('message')} rows={3} maxLength={HANDOFF_LIMITS.reply} />}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={reply.isPending}>
                {reply.isPending ? <Spinner label="Sending" /> : <Reply aria-hidden />} Send reply
              </Button>
              <Button type="button" size="sm" variant="outline" disabled={close.isPending} onClick={() => close.mutate()}>
                <Undo2 aria-hidden /> Hand back to the agent
              </Button>
            </div>
          </form>
          <p className="text-xs text-muted-foreground">Your agent stays quiet in this conversation until you hand it back.</p>
        </>
      )}
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer">What they agreed to</summary>
        <p className="mt-1">{handoff.consent}</p>
      </details>
    </div>
  );
}

const settingsKey = (id: number) => [`/api/business/${id}/handoff-settings`];

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/**
 * Business hours for handoffs: the opening hours lines of the identity card, read in the time zone
 * chosen here, decide what a visitor asking for a person is promised (decision 030).
 */
export function HandoffSettingsCard({ businessId }: { businessId: number }) {
  const settings = useQuery<HandoffSettings>({ queryKey: settingsKey(businessId) });
  const zones = React.useMemo(timeZones, []);
  const browserZone = React.useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const form = useForm<HandoffSettingsInput>({
    resolver: zodResolver(handoffSettingsInputSchema),
    values: { timeZone: settings.data?.timeZone ?? browserZone },
  });
  const save = useMutation<HandoffSettings, Error, HandoffSettingsInput>({
    mutationFn: (body) => apiJson('PUT', `/api/business/${businessId}/handoff-settings`, body),
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKey(businessId), data);
      toast({ title: 'Time zone saved' });
    },
    onError: (err) => {
      const field = err instanceof ApiError ? err.fields?.timeZone : undefined;
      if (field) form.setError('timeZone', { message: field });
      else failure(err, 'The time zone could not be saved.');
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">When a visitor asks for a person</CardTitle>
        <CardDescription>
          Your opening hours (under “Your business on its agent page”) decide what they are promised. You get an email at once and reply
          from the conversations below.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {settings.isPending ? (
          <LoadingState label="Loading..." className="py-4" />
        ) : settings.isError ? (
          <ErrorState
            inset
            title="Could not load the settings"
            message={settings.error.message}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <>
            <div data-testid="handoff-hours">
              {settings.data.understood.length ? (
                <p>
                  Hours read: <span className="font-medium">{settings.data.understood.join('; ')}</span>
                </p>
              ) : (
                <p className="text-muted-foreground">
                  No opening hours we can read yet: visitors are told you will reply as soon as you can.
                </p>
              )}
              {settings.data.ignored.length > 0 && (
                <p className="text-muted-foreground">Not understood (ignored): {settings.data.ignored.join('; ')}</p>
              )}
              <p className="mt-1">
                Right now a visitor is told: <span className="font-medium">“{settings.data.promiseNow}”</span>
              </p>
            </div>
            <form noValidate onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)} className="flex flex-wrap items-end gap-2">
              <div className="min-w-56 flex-1">
                <FormField
                  id="handoff-time-zone"
                  label="Time zone of your opening hours"
                  hint={settings.data.timeZone ? undefined : 'Not saved yet: hours are read as UTC until you save one.'}
                  error={form.formState.errors.timeZone?.message}
                >
                  {(aria) => (
                    <select
                      {...aria}
                      {...form.register('timeZone')}
                      className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-base md:text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {zones.map((z) => (
                        <option key={z} value={z}>
                          {z}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Spinner label="Saving" />} Save
              </Button>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The conversation a mailed link names (?conversation=…): opened and scrolled to once the list is there. */
export function useLinkedConversation(search: string, loaded: boolean): number | null {
  const raw = new URLSearchParams(search).get('conversation');
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  React.useEffect(() => {
    if (id && loaded) document.getElementById(`conversation-${id}`)?.scrollIntoView({ block: 'start' });
  }, [id, loaded]);
  return id;
}
