import * as React from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Building2, FileText, Loader2, UserRound } from 'lucide-react';
import {
  BUSINESS_INDUSTRIES,
  TEMPLATE_BUSINESS_NAME,
  TEMPLATE_TO_BUSINESS_INDUSTRY,
  TEMPLATE_TEXT,
  createBusinessSchema,
  templateIndustryLabel,
  type Template,
} from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useBusinesses } from '@/api/businesses';
import { cn } from '@/lib/utils';
import { INDUSTRY_STYLE } from './industry-style';
import { TemplateHeader } from './template-header';
import { PRICE_NOTE, formatPrice } from './template-card';

/** The business form's own rule for the name ('Business name is required'), so both forms agree. */
const nameSchema = createBusinessSchema.pick({ name: true });
type NameIn = z.input<typeof nameSchema>;
type NameOut = z.output<typeof nameSchema>;

/** How many responsibilities the preview lists before "and N more". */
const SHOWN_DUTIES = 3;

export const PREVIEW_TEXT = {
  confirm: 'Create Business',
  creating: 'Creating...',
  cancel: 'Cancel',
  nameLabel: 'Business name',
} as const;

/** "My Dental Practice", or "My Dental Practice 2" when the owner already has one of that name. */
export function suggestedName(base: string, taken: readonly string[]): string {
  const names = new Set(taken.map((n) => n.trim().toLowerCase()));
  if (!names.has(base.toLowerCase())) return base;
  for (let i = 2; ; i += 1) if (!names.has(`${base} ${i}`.toLowerCase())) return `${base} ${i}`;
}

function Section({ icon: Icon, title, children }: { icon: typeof Building2; title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="h-4 w-4 text-muted-foreground" aria-hidden />
        {title}
      </h3>
      <div className="space-y-2 pl-6 text-sm">{children}</div>
    </section>
  );
}

export interface TemplatePreviewProps {
  /** The template being previewed; null when the preview is closed. */
  template: Template | null;
  /** Whether the business is being created (the preview cannot be closed meanwhile). */
  pending: boolean;
  onCancel: () => void;
  /** Creates the business; `fail` puts a message under the name field (e.g. the server's 400). */
  onConfirm: (name: string, fail: (message: string) => void) => void;
  /** Where focus goes when the preview closes: the Use Template button that opened it. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}

/**
 * The step between 'Use Template' and the new business: what will be created (a business with the
 * owner's chosen name, an agent with the template's profile, starter knowledge, the price) and the
 * business name, checked by the business form's rule. A centred dialog on wide screens, a full-screen
 * sheet on phones; focus stays inside, Escape closes, focus returns to the button.
 */
export function TemplatePreview({ template, pending, onCancel, onConfirm, returnFocusTo }: TemplatePreviewProps) {
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <DialogContent
        className={cn(
          'flex max-h-[min(90dvh,52rem)] flex-col gap-0 overflow-hidden p-0 sm:max-w-xl',
          // Phones: the whole screen, so nothing behind it competes and the buttons stay in reach.
          'max-sm:left-0 max-sm:top-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0',
        )}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          const el = returnFocusTo.current;
          if (!el) return;
          // The button may still be disabled for a moment after the download; focus it once it is not.
          if (el.matches(':disabled')) requestAnimationFrame(() => el.focus());
          else el.focus();
        }}
        onEscapeKeyDown={(e) => pending && e.preventDefault()}
        onInteractOutside={(e) => pending && e.preventDefault()}
      >
        {template ? (
          <PreviewBody key={template.id} template={template} pending={pending} onCancel={onCancel} onConfirm={onConfirm} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({
  template: t,
  pending,
  onCancel,
  onConfirm,
}: Omit<TemplatePreviewProps, 'template' | 'returnFocusTo'> & { template: Template }) {
  const style = INDUSTRY_STYLE[t.industry];
  const industry = templateIndustryLabel(t.industry);
  const businessIndustry = BUSINESS_INDUSTRIES.find((i) => i.value === TEMPLATE_TO_BUSINESS_INDUSTRY[t.industry])?.label ?? 'Other';
  const businesses = useBusinesses();
  const base = TEMPLATE_BUSINESS_NAME[t.industry];

  const form = useForm<NameIn, unknown, NameOut>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: suggestedName(base, businesses.data?.map((b) => b.name) ?? []) },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The owner's businesses may arrive after the preview opened: avoid a name they already use, unless they typed one.
  const typed = React.useRef(false);
  const taken = businesses.data;
  React.useEffect(() => {
    if (taken && !typed.current)
      form.setValue(
        'name',
        suggestedName(
          base,
          taken.map((b) => b.name),
        ),
      );
  }, [taken, base, form]);

  const name = form.watch('name').trim();
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => onConfirm(v.name, (message) => form.setError('name', { message }, { shouldFocus: true })));
  const duties = t.agentResponsibilities.slice(0, SHOWN_DUTIES);
  const moreDuties = t.agentResponsibilities.length - duties.length;

  return (
    <>
      <TemplateHeader template={t} large className="border-b px-4 py-4 pr-12 sm:px-6">
        <DialogTitle className="leading-snug">{t.name}</DialogTitle>
        <DialogDescription>
          <span className="font-semibold text-foreground">{t.price > 0 ? formatPrice(t.price) : 'Free'}</span> · Using this template creates
          what is listed below. Nothing is created until you confirm.
        </DialogDescription>
      </TemplateHeader>

      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-5 sm:px-6">
          <FormField
            id="template-business-name"
            label={PREVIEW_TEXT.nameLabel}
            error={errors.name?.message}
            hint="You can change it, and everything else, later."
          >
            {(aria) => (
              <Input {...aria} autoComplete="organization" {...form.register('name', { onChange: () => (typed.current = true) })} />
            )}
          </FormField>

          <Section icon={Building2} title="A business">
            <p>
              <span className="font-medium">{name || 'Your business'}</span>
              <span className="text-muted-foreground"> · {businessIndustry} · starts as Setup Required</span>
            </p>
            <p className="text-muted-foreground">Add your website and documents, then Complete Setup to publish its page.</p>
          </Section>

          <Section icon={UserRound} title="An AI employee with this profile">
            <p>
              <span className="font-medium">{t.agentName}</span>
              <span className="text-muted-foreground">, {t.agentTitle}</span>
            </p>
            <p className="text-muted-foreground">{t.agentBio}</p>
            <div>
              <p className="mb-1.5 font-medium">Skills</p>
              <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
                {t.agentSkills.map((s) => (
                  <li key={s} className={cn('rounded-full border px-2.5 py-0.5 text-xs font-medium', style.chip)}>
                    {s}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <p className="mb-1 font-medium">Responsibilities</p>
              <ul className="list-disc space-y-0.5 pl-5 text-muted-foreground">
                {duties.map((d) => (
                  <li key={d}>{d}</li>
                ))}
                {moreDuties > 0 ? <li className="list-none -ml-5">and {moreDuties} more</li> : null}
              </ul>
            </div>
          </Section>

          <Section icon={FileText} title="Starter knowledge">
            <p className="text-muted-foreground">
              {TEMPLATE_TEXT.preTrained(industry)}: common questions and answers, added as training data the agent answers from.
            </p>
          </Section>

          <div className="flex items-baseline justify-between gap-3 rounded-md bg-muted px-3 py-2 text-sm">
            <span className="font-medium">Price</span>
            <span className="text-right">
              {t.price > 0 ? (
                <>
                  <span className="font-semibold">{formatPrice(t.price)}</span>
                  <span className="block text-xs text-muted-foreground">{PRICE_NOTE}</span>
                </>
              ) : (
                <span className="font-semibold">Free</span>
              )}
            </span>
          </div>
        </div>

        <div className="grid grid-cols-2 gap-2 border-t px-4 py-4 sm:flex sm:justify-end sm:px-6">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            {PREVIEW_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {pending ? PREVIEW_TEXT.creating : PREVIEW_TEXT.confirm}
          </Button>
        </div>
      </form>
    </>
  );
}
