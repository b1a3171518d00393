import * as React from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HANDOFF_LIMITS } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';

/**
 * What the widget's three visitor forms (a person, a follow-up, an appointment) share: the contact
 * fields with the contract's one rule (name, an email or a phone, the consent in so many words), the
 * server's messages per field, and the send / back row.
 */
interface Contact {
  name: string;
  email?: string;
  phone?: string;
  consent: boolean;
}

/** Name, email, phone and the consent box, ids prefixed by the form (`handoff-name`, `lead-consent`…). */
export function ContactFields<T extends FieldValues & Contact>({
  form,
  idPrefix,
  emailHint,
  consentText,
  autoFocus = false,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  idPrefix: string;
  /** Under the email field: why it is asked ("so we can reply"). */
  emailHint: string;
  consentText: string;
  /** Focus the name field when the form opens (the booking form focuses its heading instead). */
  autoFocus?: boolean;
}) {
  const errors = form.formState.errors as FieldErrors<Contact>;
  const field = (key: keyof Contact) => key as Path<T>;
  const first = React.useRef<HTMLInputElement | null>(null);
  React.useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);
  const name = form.register(field('name'));
  return (
    <>
      <FormField id={`${idPrefix}-name`} label="Your name" error={errors.name?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...name}
            ref={(el) => {
              name.ref(el);
              first.current = el;
            }}
            autoComplete="name"
            maxLength={HANDOFF_LIMITS.name}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-email`} label="Email" hint={emailHint} error={errors.email?.message}>
        {(aria) => (
          <Input {...aria} {...form.register(field('email'))} type="email" autoComplete="email" maxLength={HANDOFF_LIMITS.email} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-phone`} label="Phone (optional if you gave an email)" error={errors.phone?.message}>
        {(aria) => <Input {...aria} {...form.register(field('phone'))} type="tel" autoComplete="tel" maxLength={HANDOFF_LIMITS.phone} />}
      </FormField>
      <div className="space-y-1">
        <div className="flex items-start gap-2">
          <input
            id={`${idPrefix}-consent`}
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--chat-primary)]"
            aria-invalid={!!errors.consent}
            aria-describedby={errors.consent ? `${idPrefix}-consent-error` : undefined}
            {...form.register(field('consent'))}
          />
          <label htmlFor={`${idPrefix}-consent`} className="leading-snug">
            {consentText}
          </label>
        </div>
        {errors.consent && (
          <p id={`${idPrefix}-consent-error`} role="alert" className="text-sm font-medium text-destructive">
            {errors.consent.message}
          </p>
        )}
      </div>
    </>
  );
}

/** What went wrong that no field owns, then the send button (busy while sending) and "Back to the chat". */
export function ContactFormActions({
  failed,
  submitting,
  icon,
  label,
  onCancel,
}: {
  failed: string | null;
  submitting: boolean;
  icon: React.ReactNode;
  label: string;
  onCancel: () => void;
}) {
  return (
    <>
      {failed && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failed}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? <Spinner label="Sending" /> : icon} {label}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Back to the chat
        </Button>
      </div>
    </>
  );
}

/**
 * A refused send: the server's messages go to their fields; anything else is returned as the one
 * message to show (`fallback` when the error says nothing).
 */
export function showSendError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  err: unknown,
  fallback: string,
): string | null {
  const fields = err instanceof ApiError ? err.fields : undefined;
  if (fields && Object.keys(fields).length) {
    for (const [k, message] of Object.entries(fields)) form.setError(k as Path<T>, { message });
    return null;
  }
  return err instanceof Error && err.message ? err.message : fallback;
}
