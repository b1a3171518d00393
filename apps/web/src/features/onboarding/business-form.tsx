import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { BUSINESS_INDUSTRIES, createBusinessSchema, type Business } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/menus';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCreateBusiness } from '@/api/businesses';

type FormIn = z.input<typeof createBusinessSchema>;
type FormOut = z.output<typeof createBusinessSchema>;

/** Owners type "example.com"; the form adds the scheme so the address is a URL. */
function withScheme(v: string): string {
  const t = v.trim();
  return t && !/^[a-z][a-z0-9+.-]*:/i.test(t) ? `https://${t}` : t;
}

export function BusinessForm({ onCreated }: { onCreated: (b: Business) => void }) {
  const create = useCreateBusiness();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(createBusinessSchema),
    defaultValues: { name: '', website: '', industry: '', agentName: '', agentTitle: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (b) => {
        toast({ title: 'Business created successfully' });
        onCreated(b);
      },
      onError: (e) => toast({ title: 'Error', description: e.message || 'Failed to create business', variant: 'destructive' }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id="name" label="Business name" error={errors.name?.message}>
        {(aria) => <Input {...aria} autoComplete="organization" placeholder="e.g. Brightsmile Family Dental" {...form.register('name')} />}
      </FormField>
      <FormField id="website" label="Website" error={errors.website?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="url"
            inputMode="url"
            placeholder="https://www.example.com"
            {...form.register('website', {
              onBlur: (e) => form.setValue('website', withScheme(e.target.value), { shouldValidate: form.formState.isSubmitted }),
            })}
          />
        )}
      </FormField>
      <FormField id="industry" label="Industry" error={errors.industry?.message}>
        {(aria) => (
          <Controller
            control={form.control}
            name="industry"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...aria} onBlur={field.onBlur}>
                  <SelectValue placeholder="Select an industry" />
                </SelectTrigger>
                <SelectContent>
                  {BUSINESS_INDUSTRIES.map((i) => (
                    <SelectItem key={i.value} value={i.value}>
                      {i.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="agentName" label="Agent name" error={errors.agentName?.message}>
          {(aria) => <Input {...aria} placeholder="e.g. Zoë" {...form.register('agentName')} />}
        </FormField>
        <FormField id="agentTitle" label="Agent title" error={errors.agentTitle?.message}>
          {(aria) => <Input {...aria} placeholder="e.g. Front Desk Coordinator" {...form.register('agentTitle')} />}
        </FormField>
      </div>
      <Button type="submit" className="w-full" disabled={create.isPending}>
        {create.isPending && <Spinner />}
        Create Business
      </Button>
    </form>
  );
}
