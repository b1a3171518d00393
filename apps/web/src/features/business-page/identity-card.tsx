import type * as React from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Globe } from 'lucide-react';
import {
  businessIdentityInputSchema,
  IDENTITY_LIMITS,
  type Business,
  type BusinessIdentityInput,
  type IdentityWebsiteField,
  type OwnerIdentity,
} from '@staffwright/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ErrorState, LoadingState } from '@/components/ui/status';
import { toast } from '@/components/ui/use-toast';
import { BusinessMark } from '@/components/business-identity';
import { ApiError, apiJson } from '@/lib/api';
import { firstMessage } from '@/lib/form';
import { queryClient } from '@/lib/query-client';

type Draft = { description: string; phone: string; email: string; address: string; hours: string; logoUrl: string };
type Field = keyof Draft;

const identityKey = (id: number) => [`/api/business/${id}/identity`];

function draftOf(o: OwnerIdentity): Draft {
  const { identity: i } = o;
  return {
    description: i.description ?? '',
    phone: i.phone ?? '',
    email: i.email ?? '',
    address: i.address ?? '',
    hours: i.hours.join('\n'),
    logoUrl: i.logoUrl ?? '',
  };
}

function inputOf(d: Draft): BusinessIdentityInput {
  return {
    description: d.description,
    phone: d.phone,
    email: d.email,
    address: d.address,
    hours: d.hours.split('\n'),
    logoUrl: d.logoUrl,
  };
}

/** The website's value of a field as the form writes it ('' when the website showed none). */
function websiteText(o: OwnerIdentity, field: IdentityWebsiteField): string {
  const v = o.website?.[field];
  return Array.isArray(v) ? v.join('\n') : (v ?? '');
}

/**
 * The business's face on its public page (decision 028): description, contact details, hours,
 * address and logo. Phone, email, address and hours come prefilled from the crawled website; each
 * says so while it is the website's value, and shows the website's when the owner's differs.
 */
export function IdentityCard({ business }: { business: Business }) {
  const query = useQuery<OwnerIdentity>({ queryKey: identityKey(business.id) });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your business on its agent page</CardTitle>
        <CardDescription>
          What visitors see above the chat. Phone, email, address and opening hours are filled in from your website when it shows them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <LoadingState label="Loading business details..." className="py-6" />
        ) : query.isError ? (
          <ErrorState
            inset
            title="Could not load the business details"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <IdentityForm key={JSON.stringify(query.data)} business={business} owner={query.data} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The form's fields as typed (text; hours one per line), checked with the contract's rule for
 * what the owner saves: the same messages the server gives, before anything is sent.
 */
const identityFormSchema = businessIdentityInputSchema.extend({
  hours: z
    .string()
    .transform((text) => text.split('\n'))
    .pipe(businessIdentityInputSchema.shape.hours),
});

function IdentityForm({ business, owner }: { business: Business; owner: OwnerIdentity }) {
  const form = useForm<z.input<typeof identityFormSchema>, unknown, z.output<typeof identityFormSchema>>({
    resolver: zodResolver(identityFormSchema),
    defaultValues: draftOf(owner),
    mode: 'onSubmit',
  });
  const errors = form.formState.errors;
  const draft = useWatch({ control: form.control }) as Draft;
  const save = useMutation<OwnerIdentity, Error, Draft>({
    mutationFn: (d) => apiJson('PUT', `/api/business/${business.id}/identity`, inputOf(d)),
    onSuccess: (r) => {
      queryClient.setQueryData(identityKey(business.id), r);
      toast({ title: 'Business details saved' });
    },
    onError: (e) => {
      // The server's messages replace the form's, the first one per field.
      form.clearErrors();
      const shown = new Set<Field>();
      if (e instanceof ApiError && e.fields)
        for (const [path, message] of Object.entries(e.fields)) {
          const field = path.split('.')[0] as Field;
          if (!shown.has(field)) form.setError(field, { message });
          shown.add(field);
        }
      toast({ title: 'Error', description: e.message, variant: 'destructive' });
    },
  });

  /** "From your website" while the field holds the website's value; else the website's value to take back. */
  const websiteNote = (field: IdentityWebsiteField) => {
    const site = websiteText(owner, field);
    if (!site) return undefined;
    const same = draft[field].trim().replace(/\n\s*\n/g, '\n') === site;
    return same ? (
      <Badge variant="secondary" className="gap-1 font-medium" data-testid={`from-website-${field}`}>
        <Globe className="h-3 w-3" aria-hidden /> From your website
      </Badge>
    ) : (
      <Button type="button" variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => form.setValue(field, site)}>
        Use the website’s
      </Button>
    );
  };
  const websiteHint = (field: IdentityWebsiteField, fallback?: string) => {
    const site = websiteText(owner, field);
    return site && draft[field].trim() !== site ? `Your website shows: ${site.replace(/\n/g, '; ')}` : fallback;
  };
  /** A field the website fills: the note at the end of its label, the website's value (or the fallback hint) under it. */
  const websiteField = (
    { field, label, error, fallbackHint }: { field: IdentityWebsiteField; label: string; error?: string; fallbackHint?: string },
    control: React.ComponentProps<typeof FormField>['children'],
  ) => (
    <FormField id={`identity-${field}`} label={label} error={error} aside={websiteNote(field)} hint={websiteHint(field, fallbackHint)}>
      {control}
    </FormField>
  );

  return (
    <form
      className="space-y-5"
      noValidate
      // What the owner typed goes to the server, which applies the same rule.
      onSubmit={form.handleSubmit(
        () => save.mutate(form.getValues() as Draft),
        // As when the server refused it: the first message as an Error toast too.
        (errs) => toast({ title: 'Error', description: firstMessage(errs), variant: 'destructive' }),
      )}
    >
      <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-3" aria-hidden>
        <BusinessMark
          name={business.name}
          logoUrl={draft.logoUrl.startsWith('https://') ? draft.logoUrl : null}
          color={business.chatTheme.primaryColor}
        />
        <div className="min-w-0">
          <p className="truncate font-semibold">{business.name}</p>
          <p className="line-clamp-2 text-sm text-muted-foreground">{draft.description || 'No description yet'}</p>
        </div>
      </div>
      <FormField
        id="identity-description"
        label="Short description"
        error={errors.description?.message}
        hint="One or two sentences under your name."
      >
        {(aria) => <Textarea {...aria} rows={2} maxLength={IDENTITY_LIMITS.description} {...form.register('description')} />}
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        {websiteField({ field: 'phone', label: 'Phone', error: errors.phone?.message }, (aria) => (
          <Input {...aria} type="tel" autoComplete="tel" {...form.register('phone')} />
        ))}
        {websiteField({ field: 'email', label: 'Email', error: errors.email?.message }, (aria) => (
          <Input {...aria} type="email" autoComplete="email" {...form.register('email')} />
        ))}
      </div>
      {websiteField(
        { field: 'address', label: 'Address', error: errors.address?.message, fallbackHint: 'Visitors get a link to it on a map.' },
        (aria) => (
          <Input {...aria} autoComplete="street-address" {...form.register('address')} />
        ),
      )}
      {websiteField(
        {
          field: 'hours',
          label: 'Opening hours',
          error: firstMessage(errors.hours),
          fallbackHint: 'One line each, as you want them read, e.g. “Mon–Fri 8:00–17:00”.',
        },
        (aria) => (
          <Textarea {...aria} rows={3} placeholder={'Mon–Fri 8:00–17:00\nSat 9:00–12:00'} {...form.register('hours')} />
        ),
      )}
      <FormField
        id="identity-logo"
        label="Logo image link (optional)"
        error={errors.logoUrl?.message}
        hint="An https:// link to your logo image. Without one, your initials show on your theme colour."
      >
        {(aria) => <Input {...aria} type="url" placeholder="https://" {...form.register('logoUrl')} />}
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save business details'}
      </Button>
    </form>
  );
}
