import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckCircle2, Send, X } from 'lucide-react';
import { leadConsentText, leadContactSchema, type LeadContactInput, type VisitorLead } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { apiJson } from '@/lib/api';
import { ContactFields, ContactFormActions, showSendError } from './contact-fields';

/**
 * Lead capture in the widget (issue 19 part 2, decision 033). After the agent answered a question
 * about prices, quotes, availability or booking, the reply carries `offerLead` (once per
 * conversation): a small offer under the messages, "Leave my details" opens the form in place of the
 * messages, "No thanks" dismisses it; after sending, a confirmation.
 */
export type LeadStep =
  { step: 'none' } | { step: 'offered'; question: string } | { step: 'form'; question: string } | { step: 'sent'; name: string };

export function useLeadOffer() {
  const [state, setState] = React.useState<LeadStep>({ step: 'none' });
  return {
    state,
    formOpen: state.step === 'form',
    /** The reply to `question` carried the offer. */
    offer: (question: string) => setState({ step: 'offered', question }),
    open: () => setState((s) => (s.step === 'offered' ? { step: 'form', question: s.question } : s)),
    back: () => setState((s) => (s.step === 'form' ? { step: 'offered', question: s.question } : s)),
    dismiss: () => setState({ step: 'none' }),
    sent: (name: string) => setState({ step: 'sent', name }),
    /** The visitor wrote again: a confirmation has been read. */
    onSend: () => setState((s) => (s.step === 'sent' ? { step: 'none' } : s)),
  };
}

/** Under the messages: the offer, or the confirmation once the details are sent. */
export function LeadPanel({
  lead,
  businessName,
  disabled,
}: {
  lead: ReturnType<typeof useLeadOffer>;
  businessName: string;
  disabled?: boolean;
}) {
  const { state } = lead;
  if (state.step === 'offered')
    return (
      <div
        role="region"
        aria-label="Follow-up offer"
        className="flex flex-wrap items-center justify-between gap-2 border-t bg-muted px-4 py-2 text-sm text-foreground"
        data-testid="lead-offer"
      >
        <p className="min-w-0 flex-1 basis-48">
          Want {businessName} to follow up on this? Leave your details and they&apos;ll contact you.
        </p>
        <div className="flex shrink-0 gap-2">
          <Button type="button" size="sm" onClick={lead.open} disabled={disabled}>
            Leave my details
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={lead.dismiss}>
            No thanks
          </Button>
        </div>
      </div>
    );
  if (state.step === 'sent')
    return (
      <div
        role="status"
        className="flex items-start justify-between gap-2 border-t bg-muted px-4 py-2 text-sm text-foreground"
        data-testid="lead-sent"
      >
        <p className="flex min-w-0 items-start gap-2">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>
            Thanks, {state.name}. {businessName} will contact you about your enquiry.
          </span>
        </p>
        <button
          type="button"
          onClick={lead.dismiss}
          aria-label="Dismiss"
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
    );
  return null;
}

/**
 * Name, an email or a phone, and the consent in so many words; checked with the contract's rule
 * before it is sent, the server's messages shown per field.
 */
export function LeadForm({
  businessId,
  visitorId,
  businessName,
  question,
  onDone,
  onCancel,
}: {
  businessId: number;
  visitorId: string;
  businessName: string;
  /** What the visitor asked: what they will be contacted about. */
  question: string;
  onDone: (name: string, lead: VisitorLead) => void;
  onCancel: () => void;
}) {
  const form = useForm<LeadContactInput, unknown, z.output<typeof leadContactSchema>>({
    resolver: zodResolver(leadContactSchema),
    defaultValues: { name: '', email: '', phone: '', consent: false },
    mode: 'onSubmit',
  });
  const [failed, setFailed] = React.useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailed(null);
    try {
      const lead = await apiJson<VisitorLead>('POST', `/api/chat/${businessId}/lead`, { ...form.getValues(), visitorId });
      onDone(values.name, lead);
    } catch (err) {
      setFailed(showSendError(form, err, 'Your details could not be sent. Please try again.'));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="lead-title"
      aria-describedby="lead-about"
      className="space-y-3 text-left text-sm text-foreground"
      data-testid="lead-form"
    >
      <div>
        <h3 id="lead-title" className="text-base font-semibold">
          Leave your details
        </h3>
        <p id="lead-about" className="text-muted-foreground">
          {businessName} will get back to you about: <q className="break-words">{question}</q>
        </p>
      </div>
      <ContactFields
        form={form}
        idPrefix="lead"
        emailHint="An email or a phone number, so they can reach you"
        consentText={leadConsentText(businessName)}
        autoFocus
      />
      <ContactFormActions
        failed={failed}
        submitting={form.formState.isSubmitting}
        icon={<Send aria-hidden />}
        label="Send my details"
        onCancel={onCancel}
      />
    </form>
  );
}
