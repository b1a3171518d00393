import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CalendarPlus, Plus, X } from 'lucide-react';
import {
  APPOINTMENT_LIMITS,
  appointmentConsentText,
  appointmentFormSchema,
  windowLabel,
  type AppointmentFormInput,
  type BookingOptions,
  type VisitorAppointment,
} from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { apiJson } from '@/lib/api';
import { ContactFields, ContactFormActions, showSendError } from './contact-fields';

/** The native select of the widget's forms, drawn like its inputs (native: it works the same inside the embed's iframe). */
const SELECT =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive md:text-sm';

type FormOutput = z.output<typeof appointmentFormSchema>;

/**
 * "Book an appointment" (issue 19 part 3, decision 034): a service, up to three preferred days
 * (only the days the business is open, the next 14) each with a time of day it is open, a name,
 * an email or a phone and the consent in so many words. Checked with the contract's rule before it
 * is sent; the server's messages are shown per field.
 */
export function BookingForm({
  businessId,
  visitorId,
  businessName,
  options,
  onDone,
  onCancel,
}: {
  businessId: number;
  visitorId: string;
  businessName: string;
  options: BookingOptions;
  onDone: (a: VisitorAppointment) => void;
  onCancel: () => void;
}) {
  const firstDay = options.days[0];
  const form = useForm<AppointmentFormInput, unknown, FormOutput>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: {
      serviceId: options.services.length === 1 ? options.services[0]!.id : (undefined as unknown as number),
      preferences: [{ date: firstDay?.date ?? '', window: firstDay?.windows[0]?.window ?? 'any' }],
      name: '',
      email: '',
      phone: '',
      consent: false,
    },
    mode: 'onSubmit',
  });
  const prefs = useFieldArray({ control: form.control, name: 'preferences' });
  const [failed, setFailed] = React.useState<string | null>(null);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async () => {
    setFailed(null);
    try {
      // What the visitor typed: the server applies the same rule.
      onDone(await apiJson<VisitorAppointment>('POST', `/api/chat/${businessId}/appointments`, { ...form.getValues(), visitorId }));
    } catch (err) {
      setFailed(showSendError(form, err, 'Your request could not be sent. Please try again.'));
    }
  });
  const heading = React.useRef<HTMLHeadingElement | null>(null);
  React.useEffect(() => heading.current?.focus(), []);
  const chosen = options.services.find((s) => s.id === Number(form.watch('serviceId')));
  const watched = form.watch('preferences');
  const dayOf = (date: string) => options.days.find((d) => d.date === date);

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="booking-title"
      className="space-y-3 text-left text-sm text-foreground"
      data-testid="booking-form"
    >
      <div>
        <h3 id="booking-title" ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
          Book an appointment
        </h3>
        <p className="text-muted-foreground">
          Pick a service and when suits you. {businessName} will confirm the exact time by email or phone.
        </p>
      </div>
      <FormField
        id="booking-service"
        label="Service"
        hint={chosen ? [`${chosen.durationMinutes} minutes`, chosen.note].filter(Boolean).join(' · ') : undefined}
        error={errors.serviceId?.message}
      >
        {(aria) => (
          <select {...aria} {...form.register('serviceId', { valueAsNumber: true })} className={SELECT}>
            {options.services.length > 1 && <option value="">Choose a service</option>}
            {options.services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">When suits you?</legend>
        <p className="text-xs text-muted-foreground">
          Days we are open in the next two weeks{options.days[0]?.windows[0]?.from ? ` (times in ${options.timeZone})` : ''}. Add up to{' '}
          {APPOINTMENT_LIMITS.preferences} choices.
        </p>
        {errors.preferences?.message && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.preferences.message}
          </p>
        )}
        {prefs.fields.map((field, i) => {
          const day = dayOf(watched[i]?.date ?? '');
          const dateReg = form.register(`preferences.${i}.date`);
          return (
            // Stacked: a time of day with its hours ("Afternoon (12:00–17:00)") needs the widget's whole width on a phone.
            <div key={field.id} className={`space-y-2 ${i > 0 ? 'border-t pt-2' : ''}`} data-testid="booking-preference">
              <FormField
                id={`booking-date-${i}`}
                label={`Day ${i + 1}`}
                error={errors.preferences?.[i]?.date?.message}
                aside={
                  i > 0 ? (
                    <Button type="button" variant="ghost" size="sm" className="h-7 px-2" onClick={() => prefs.remove(i)}>
                      <X aria-hidden /> Remove<span className="sr-only"> day {i + 1}</span>
                    </Button>
                  ) : undefined
                }
              >
                {(aria) => (
                  <select
                    {...aria}
                    {...dateReg}
                    onChange={(e) => {
                      void dateReg.onChange(e);
                      // The time of day follows the day: keep it when that day offers it, else its first.
                      const next = dayOf(e.target.value);
                      const current = form.getValues(`preferences.${i}.window`);
                      if (next && !next.windows.some((w) => w.window === current))
                        form.setValue(`preferences.${i}.window`, next.windows[0]!.window);
                    }}
                    className={SELECT}
                  >
                    {options.days.map((d) => (
                      <option key={d.date} value={d.date}>
                        {d.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id={`booking-window-${i}`} label={`Time ${i + 1}`} error={errors.preferences?.[i]?.window?.message}>
                {(aria) => (
                  <select {...aria} {...form.register(`preferences.${i}.window`)} className={SELECT}>
                    {(day?.windows ?? []).map((w) => (
                      <option key={w.window} value={w.window}>
                        {windowLabel(w)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          );
        })}
        {prefs.fields.length < APPOINTMENT_LIMITS.preferences && options.days.length > 0 && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              // The next open day after the last one picked, for a second choice that differs.
              const last = form.getValues('preferences').at(-1)?.date;
              const next = options.days.find((d) => !last || d.date > last) ?? options.days[0]!;
              prefs.append({ date: next.date, window: next.windows[0]!.window });
            }}
          >
            <Plus aria-hidden /> Add another time
          </Button>
        )}
      </fieldset>
      <ContactFields
        form={form}
        idPrefix="booking"
        emailHint="An email or a phone number, so we can confirm"
        consentText={appointmentConsentText(businessName)}
      />
      <ContactFormActions
        failed={failed}
        submitting={form.formState.isSubmitting}
        icon={<CalendarPlus aria-hidden />}
        label="Request appointment"
        onCancel={onCancel}
      />
    </form>
  );
}

/** Under the agent's answer to "can I book…": the way into the form. */
export function BookingOffer({ onAccept, disabled }: { onAccept: () => void; disabled?: boolean }) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 border-t bg-muted px-4 py-2 text-sm text-foreground"
      data-testid="booking-offer"
    >
      <p>Request an appointment: choose a service and a time.</p>
      <Button type="button" size="sm" variant="outline" onClick={onAccept} disabled={disabled}>
        <CalendarPlus aria-hidden /> Choose a time
      </Button>
    </div>
  );
}
