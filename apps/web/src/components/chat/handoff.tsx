import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UserRound } from 'lucide-react';
import {
  handoffConsentText,
  handoffContactSchema,
  type HandoffContactInput,
  type VisitorHandoff,
  type VisitorHandoffStatus,
} from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { apiJson } from '@/lib/api';
import { ContactFields, ContactFormActions, showSendError } from './contact-fields';

/** How often an open chat asks for the owner's replies while a person owns it (decision 030). */
export const HANDOFF_POLL_MS = 3_000;

export function handoffStatus(businessId: number, visitorId: string): Promise<VisitorHandoffStatus> {
  return apiJson<VisitorHandoffStatus>('GET', `/api/chat/${businessId}/${visitorId}/handoff`);
}

export const isActive = (h: VisitorHandoff | null): h is VisitorHandoff => !!h && h.state !== 'closed';

/**
 * "Talk to a person" (issue 19 part 1): name, an email or a phone, and the consent in so many
 * words; checked with the contract's rule before it is sent, the server's messages shown per field.
 */
export function HandoffForm({
  businessId,
  visitorId,
  businessName,
  onDone,
  onCancel,
}: {
  businessId: number;
  visitorId: string;
  businessName: string;
  onDone: (h: VisitorHandoff) => void;
  onCancel: () => void;
}) {
  const form = useForm<HandoffContactInput, unknown, z.output<typeof handoffContactSchema>>({
    resolver: zodResolver(handoffContactSchema),
    defaultValues: { name: '', email: '', phone: '', consent: false },
    mode: 'onSubmit',
  });
  const [failed, setFailed] = React.useState<string | null>(null);
  const submit = form.handleSubmit(async () => {
    setFailed(null);
    try {
      // What the visitor typed: the server applies the same rule (empty is none).
      onDone(await apiJson<VisitorHandoff>('POST', `/api/chat/${businessId}/handoff`, { ...form.getValues(), visitorId }));
    } catch (err) {
      setFailed(showSendError(form, err, 'Your request could not be sent. Please try again.'));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="handoff-title"
      className="space-y-3 text-left text-sm text-foreground"
      data-testid="handoff-form"
    >
      <div>
        <h3 id="handoff-title" className="text-base font-semibold">
          Talk to a person
        </h3>
        <p className="text-muted-foreground">Leave your details and someone from {businessName} will reply here or by email or phone.</p>
      </div>
      <ContactFields
        form={form}
        idPrefix="handoff"
        emailHint="An email or a phone number, so we can reply"
        consentText={handoffConsentText(businessName)}
        autoFocus
      />
      <ContactFormActions
        failed={failed}
        submitting={form.formState.isSubmitting}
        icon={<UserRound aria-hidden />}
        label="Ask for a person"
        onCancel={onCancel}
      />
    </form>
  );
}

/** Above the input while a person owns the chat: what the visitor was promised. */
export function HandoffNotice({ handoff, businessName }: { handoff: VisitorHandoff; businessName: string }) {
  return (
    <div role="status" className="border-t bg-muted px-4 py-2 text-sm text-foreground" data-testid="handoff-notice">
      <p className="font-medium">
        {handoff.state === 'waiting' ? `You asked for a person at ${businessName}.` : `A person from ${businessName} is on this chat.`}
      </p>
      <p className="text-muted-foreground">
        {handoff.promise} Replies appear here; if you close the chat, we'll use the email or phone you gave.
      </p>
    </div>
  );
}

/** After the agent declined a second time: it offers a person itself. */
export function HandoffOffer({ onAccept, disabled }: { onAccept: () => void; disabled?: boolean }) {
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 border-t bg-muted px-4 py-2 text-sm text-foreground"
      data-testid="handoff-offer"
    >
      <p>I couldn&apos;t answer that. Would you like a person to get back to you?</p>
      <Button type="button" size="sm" variant="outline" onClick={onAccept} disabled={disabled}>
        <UserRound aria-hidden /> Talk to a person
      </Button>
    </div>
  );
}
