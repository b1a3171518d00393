import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CalendarCheck, CalendarClock, CalendarX, Mail, Pencil, Phone, Plus, Trash2 } from 'lucide-react';
import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_STATUS_LABELS,
  bookableServiceInputSchema,
  confirmAppointmentSchema,
  declineAppointmentSchema,
  preferenceLabel,
  proposeAppointmentSchema,
  telHref,
  type AppointmentStatus,
  type BookableService,
  type BookableServiceInput,
  type OwnerAppointment,
} from '@staffwright/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState, LoadingState } from '@/components/ui/status';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiJson, apiRequest } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/** Appointment and callback requests on the business page (issue 19 part 3, decision 034). */

export const servicesKey = (id: number) => [`/api/business/${id}/bookable-services`];
export const appointmentsKey = (id: number) => [`/api/business/${id}/appointments`];

function failure(err: Error, fallback: string) {
  toast({ title: 'Error', description: err instanceof ApiError && err.message ? err.message : fallback, variant: 'destructive' });
}

/** Puts the server's per-field messages on the form; true when there were any. */
function fieldErrors<T extends Record<string, unknown>>(err: Error, setError: (k: keyof T & string, e: { message: string }) => void) {
  const fields = err instanceof ApiError ? err.fields : undefined;
  if (!fields || !Object.keys(fields).length) return false;
  for (const [k, message] of Object.entries(fields)) setError(k as keyof T & string, { message });
  return true;
}

// ---- Bookable services ----

type ServiceOutput = z.output<typeof bookableServiceInputSchema>;

function ServiceForm({
  businessId,
  service,
  onDone,
}: {
  businessId: number;
  /** Editing this one; adding a new one when absent. */
  service?: BookableService;
  onDone?: () => void;
}) {
  const form = useForm<BookableServiceInput, unknown, ServiceOutput>({
    resolver: zodResolver(bookableServiceInputSchema),
    defaultValues: service
      ? { name: service.name, durationMinutes: service.durationMinutes, note: service.note ?? '' }
      : { name: '', durationMinutes: 30, note: '' },
  });
  const save = useMutation<BookableService, Error, ServiceOutput>({
    mutationFn: (body) =>
      service
        ? apiJson('PUT', `/api/business/${businessId}/bookable-services/${service.id}`, body)
        : apiJson('POST', `/api/business/${businessId}/bookable-services`, body),
    onSuccess: async (s) => {
      toast({ title: service ? 'Service saved' : 'Service added', description: s.name });
      if (!service) form.reset({ name: '', durationMinutes: 30, note: '' });
      await queryClient.invalidateQueries({ queryKey: servicesKey(businessId) });
      onDone?.();
    },
    onError: (err) => {
      if (!fieldErrors<BookableServiceInput>(err, form.setError)) failure(err, 'The service could not be saved.');
    },
  });
  const id = service ? `service-${service.id}` : 'service-new';
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
      aria-label={service ? `Edit ${service.name}` : 'Add a service'}
      className="grid gap-3 sm:grid-cols-[2fr_1fr]"
    >
      <FormField id={`${id}-name`} label="Service" error={errors.name?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...form.register('name')}
            placeholder="e.g. Haircut or Phone callback"
            maxLength={APPOINTMENT_LIMITS.serviceName}
          />
        )}
      </FormField>
      <FormField id={`${id}-duration`} label="Duration (minutes)" error={errors.durationMinutes?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...form.register('durationMinutes', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={APPOINTMENT_LIMITS.durationMin}
            max={APPOINTMENT_LIMITS.durationMax}
            step={5}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField id={`${id}-note`} label="Note for visitors (optional)" error={errors.note?.message}>
          {(aria) => (
            <Input
              {...aria}
              {...form.register('note')}
              placeholder="Bring your insurance card"
              maxLength={APPOINTMENT_LIMITS.serviceNote}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? <Spinner label="Saving" /> : service ? <Pencil aria-hidden /> : <Plus aria-hidden />}{' '}
          {service ? 'Save service' : 'Add service'}
        </Button>
        {onDone && service && (
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The services visitors can ask for an appointment for, each with its duration (the calendar
 * event's length) and an optional note shown in the chat's form.
 */
export function BookableServicesCard({ businessId }: { businessId: number }) {
  const services = useQuery<BookableService[]>({ queryKey: servicesKey(businessId) });
  const [editing, setEditing] = React.useState<number | null>(null);
  const remove = useMutation<Response, Error, BookableService>({
    mutationFn: (s) => apiRequest('DELETE', `/api/business/${businessId}/bookable-services/${s.id}`),
    onSuccess: async (_r, s) => {
      toast({ title: 'Service deleted', description: `${s.name}: requests already made keep its name.` });
      await queryClient.invalidateQueries({ queryKey: servicesKey(businessId) });
    },
    onError: (err) => failure(err, 'The service could not be deleted.'),
  });
  return (
    <Card data-testid="bookable-services">
      <CardHeader>
        <CardTitle className="text-lg">Bookable services</CardTitle>
        <CardDescription>
          With at least one service, visitors can request an appointment or a callback in the chat: they pick a service and the days and
          times that suit them, within your opening hours (set above), over the next two weeks. You confirm the exact time below.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {services.isPending ? (
          <LoadingState label="Loading services..." className="py-4" />
        ) : services.isError ? (
          <ErrorState
            inset
            title="Could not load the services"
            message={services.error.message}
            onRetry={() => void services.refetch()}
            retrying={services.isFetching}
          />
        ) : services.data.length ? (
          <ul className="divide-y rounded-md border" aria-label="Your bookable services">
            {services.data.map((s) => (
              <li key={s.id} className="p-3">
                {editing === s.id ? (
                  <ServiceForm businessId={businessId} service={s} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium">{s.name}</p>
                      <p className="text-muted-foreground">
                        {s.durationMinutes} minutes{s.note ? ` · ${s.note}` : ''}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s.id)}>
                        <Pencil />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${s.name}`}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(s)}
                      >
                        <Trash2 />
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No services yet: the chat offers no appointments until you add one.</p>
        )}
        {services.isSuccess && services.data.length < APPOINTMENT_LIMITS.servicesPerBusiness && (
          <div className="rounded-md border border-dashed p-3">
            <ServiceForm businessId={businessId} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

// ---- Requests ----

const STATUS_BADGE: Record<AppointmentStatus, 'warning' | 'secondary' | 'success' | 'outline'> = {
  requested: 'warning',
  proposed: 'secondary',
  confirmed: 'success',
  declined: 'outline',
};

/** "Tue 1 Dec 2026, 10:30" of an instant in the request's time zone. */
function startText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

type Action = 'confirm' | 'propose' | 'decline';
type AnswerInput = { date?: string; time?: string; message?: string };
const SCHEMAS = { confirm: confirmAppointmentSchema, propose: proposeAppointmentSchema, decline: declineAppointmentSchema } as const;

/** The owner's answer to one request: confirm an exact start, propose another (with a message) or decline. */
function AnswerForm({
  businessId,
  request,
  action,
  onDone,
}: {
  businessId: number;
  request: OwnerAppointment;
  action: Action;
  onDone: () => void;
}) {
  const first = request.preferences[0];
  const form = useForm<AnswerInput>({
    resolver: zodResolver(SCHEMAS[action] as unknown as z.ZodType<AnswerInput, AnswerInput>),
    defaultValues: action === 'decline' ? { message: '' } : { date: first?.date ?? '', time: first?.from ?? '10:00', message: '' },
  });
  const send = useMutation<OwnerAppointment, Error, AnswerInput>({
    mutationFn: (body) => apiJson('POST', `/api/business/${businessId}/appointments/${request.id}/${action}`, body),
    onSuccess: async (a) => {
      const told = a.email ? `${a.name} has been emailed.` : `${a.name} left no email: call them at ${a.phone}.`;
      toast({
        title: action === 'confirm' ? 'Appointment confirmed' : action === 'propose' ? 'Other time proposed' : 'Request declined',
        description: told,
      });
      await queryClient.invalidateQueries({ queryKey: appointmentsKey(businessId) });
      onDone();
    },
    onError: (err) => {
      if (!fieldErrors<AnswerInput>(err, form.setError)) failure(err, 'Your answer could not be sent.');
    },
  });
  const id = `appointment-${request.id}-${action}`;
  const errors = form.formState.errors;
  const label = { confirm: 'Confirm appointment', propose: 'Send proposal', decline: 'Decline request' }[action];
  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit((v) => send.mutate(v))(e)}
      aria-label={`${label} for ${request.name}`}
      className="grid gap-3 rounded-md border bg-muted/40 p-3 sm:grid-cols-2"
    >
      {action !== 'decline' && (
        <>
          <FormField id={`${id}-date`} label="Date" error={errors.date?.message}>
            {(aria) => <Input {...aria} {...form.register('date')} type="date" />}
          </FormField>
          <FormField id={`${id}-time`} label={`Start time (${request.timeZone})`} error={errors.time?.message}>
            {(aria) => <Input {...aria} {...form.register('time')} type="time" step={300} />}
          </FormField>
        </>
      )}
      <div className="sm:col-span-2">
        <FormField
          id={`${id}-message`}
          label={action === 'propose' ? `Message to ${request.name}` : `Message to ${request.name} (optional)`}
          hint={action === 'propose' ? 'Say why, and how to tell you whether the new time suits them.' : undefined}
          error={errors.message?.message}
        >
          {(aria) => <Textarea {...aria} {...form.register('message')} rows={2} maxLength={APPOINTMENT_LIMITS.ownerMessage} />}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" variant={action === 'decline' ? 'destructive' : 'default'} disabled={send.isPending}>
          {send.isPending && <Spinner label="Sending" />} {label}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RequestItem({ businessId, request, linked }: { businessId: number; request: OwnerAppointment; linked: boolean }) {
  const [action, setAction] = React.useState<Action | null>(null);
  const open = request.status === 'requested' || request.status === 'proposed';
  return (
    <li
      id={`appointment-${request.id}`}
      className={`scroll-mt-20 space-y-2 p-3 ${linked ? 'bg-accent/40' : ''}`}
      data-testid="appointment-request"
      aria-label={`${request.service} for ${request.name}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_BADGE[request.status]}>{APPOINTMENT_STATUS_LABELS[request.status]}</Badge>
        <p className="font-medium">
          {request.service} · {request.name}
        </p>
        <p className="text-xs text-muted-foreground">asked {new Date(request.requestedAt).toLocaleString()}</p>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        {request.email && (
          <a href={`mailto:${request.email}`} className="inline-flex items-center gap-1 underline underline-offset-2">
            <Mail className="h-4 w-4" aria-hidden /> {request.email}
          </a>
        )}
        {request.phone && (
          <a href={telHref(request.phone)} className="inline-flex items-center gap-1 underline underline-offset-2">
            <Phone className="h-4 w-4" aria-hidden /> {request.phone}
          </a>
        )}
      </p>
      <div>
        <p className="text-muted-foreground">
          Prefers ({request.durationMinutes} minutes, times in {request.timeZone}):
        </p>
        <ul className="list-inside list-disc">
          {request.preferences.map((p) => (
            <li key={`${p.date}-${p.window}`}>{preferenceLabel(p)}</li>
          ))}
        </ul>
      </div>
      {request.startsAt && (request.status === 'confirmed' || request.status === 'proposed') && (
        <p>
          {request.status === 'confirmed' ? 'Confirmed for ' : 'You proposed '}
          <span className="font-medium">{startText(request.startsAt, request.timeZone)}</span>
        </p>
      )}
      {request.ownerMessage && <p className="text-muted-foreground">Your message: “{request.ownerMessage}”</p>}
      {!request.email && open && <p className="text-muted-foreground">No email: call them, then record your answer here.</p>}
      {open &&
        (action ? (
          <AnswerForm businessId={businessId} request={request} action={action} onDone={() => setAction(null)} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => setAction('confirm')}>
              <CalendarCheck aria-hidden /> Confirm
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setAction('propose')}>
              <CalendarClock aria-hidden /> Propose another time
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setAction('decline')}>
              <CalendarX aria-hidden /> Decline
            </Button>
          </div>
        ))}
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer">What they agreed to</summary>
        <p className="mt-1">{request.consent}</p>
      </details>
    </li>
  );
}

/** The requests visitors made, open ones first; a mailed link (?appointment=…) scrolls to its request. */
export function AppointmentRequestsCard({ businessId, search }: { businessId: number; search: string }) {
  const requests = useQuery<OwnerAppointment[]>({ queryKey: appointmentsKey(businessId) });
  const raw = new URLSearchParams(search).get('appointment');
  const linked = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  React.useEffect(() => {
    if (linked && requests.isSuccess) document.getElementById(`appointment-${linked}`)?.scrollIntoView({ block: 'start' });
  }, [linked, requests.isSuccess]);
  const waiting = requests.data?.filter((r) => r.status === 'requested').length ?? 0;
  return (
    <Card data-testid="appointment-requests">
      <CardHeader>
        <CardTitle className="text-lg">
          Appointment requests
          {waiting > 0 && (
            <Badge variant="warning" className="ml-2 align-middle">
              {waiting} new
            </Badge>
          )}
        </CardTitle>
        <CardDescription>
          Confirm an exact time (the visitor gets an email with a calendar file), propose another time with a message, or decline. You get
          an email for each new request.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {requests.isPending ? (
          <LoadingState label="Loading appointment requests..." className="py-4" />
        ) : requests.isError ? (
          <ErrorState
            inset
            title="Could not load the appointment requests"
            message={requests.error.message}
            onRetry={() => void requests.refetch()}
            retrying={requests.isFetching}
          />
        ) : requests.data.length ? (
          <ul className="divide-y rounded-md border">
            {requests.data.map((r) => (
              <RequestItem key={r.id} businessId={businessId} request={r} linked={r.id === linked} />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No appointment requests yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
