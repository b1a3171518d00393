import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import {
  AUTO_GENERATE_DELAY_MS,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  type Business,
  type ChatTheme,
  type ProfileField,
} from '@staffwright/contract';
import { toast } from '@/components/ui/use-toast';
import { fetchSuggestions, generateField, useCompleteSetup } from './api';
import { formDefaults, setupFormSchema, type SetupFormIn, type SetupFormOut } from './form';

export type Busy = 'Generating subdomain suggestions...' | 'Generating content...' | 'Completing setup...' | null;

/**
 * The setup form's data and state (the container half of SetupForm): the form over the contract's
 * rules, subdomain suggestions, the profile fields generated after load (SPEC §4), regenerating one,
 * and completing the setup. What it returns is all the presentational cards need.
 */
export function useSetupForm(business: Business) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = React.useState<Busy>(null);
  const [suggestions, setSuggestions] = React.useState<string[]>([]);
  const complete = useCompleteSetup(business.id);
  const form = useForm<SetupFormIn, unknown, SetupFormOut>({
    resolver: zodResolver(setupFormSchema),
    defaultValues: formDefaults(business),
    reValidateMode: 'onChange',
  });
  const subdomain = useWatch({ control: form.control, name: 'subdomain' });
  const theme = useWatch({ control: form.control, name: 'chatTheme' }) as ChatTheme;

  const loadSuggestions = React.useCallback(async () => {
    setBusy('Generating subdomain suggestions...');
    try {
      const list = await fetchSuggestions(business.id);
      setSuggestions(list);
      // The first suggestion is preselected (SPEC §4), unless the business already has its own.
      if (list[0] && !form.getValues('subdomain')) form.setValue('subdomain', list[0], { shouldValidate: form.formState.isSubmitted });
    } catch (err) {
      toast({ title: 'Error', description: (err as Error).message || 'Failed to get subdomain suggestions', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }, [business.id, form]);

  // After load: suggestions, then 0.5 s later each empty profile field in order (SPEC §4).
  const started = React.useRef(false);
  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    let cancelled = false;
    void (async () => {
      const timer = new Promise((r) => setTimeout(r, AUTO_GENERATE_DELAY_MS));
      await loadSuggestions();
      await timer;
      for (const field of PROFILE_FIELDS) {
        if (cancelled) return;
        if (String(form.getValues(field) ?? '').trim()) continue;
        setBusy('Generating content...');
        try {
          const value = await generateField(business, field);
          form.setValue(field, Array.isArray(value) ? value.join(', ') : value, {
            shouldValidate: form.formState.isSubmitted,
            shouldDirty: true,
          });
          toast({ title: `Generated ${PROFILE_FIELD_LABELS[field]} successfully` });
        } catch (err) {
          toast({ title: 'Error', description: (err as Error).message || 'Failed to generate profile', variant: 'destructive' });
        }
      }
      setBusy(null);
    })();
    return () => {
      cancelled = true;
    };
  }, [business, form, loadSuggestions]);

  async function regenerate(field: ProfileField) {
    setBusy('Generating content...');
    try {
      const value = await generateField(business, field);
      form.setValue(field, Array.isArray(value) ? value.join(', ') : value, { shouldValidate: true, shouldDirty: true });
      toast({ title: `Generated ${PROFILE_FIELD_LABELS[field]} successfully` });
    } catch (err) {
      toast({ title: 'Error', description: (err as Error).message || 'Failed to generate profile', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const onSubmit = form.handleSubmit(
    (values) => {
      setBusy('Completing setup...');
      complete.mutate(values, {
        onSuccess: () => {
          setBusy(null);
          toast({ title: 'Business setup completed successfully' });
          navigate('/agent-profile');
        },
        onError: (e) => {
          setBusy(null);
          if (e.message.includes('DNS'))
            toast({
              title: 'Error during setup',
              description: 'Failed to create subdomain. Please try a different subdomain name.',
              variant: 'destructive',
            });
          else toast({ title: 'Error', description: e.message, variant: 'destructive' });
        },
      });
    },
    (errs) => {
      if (errs.subdomain)
        toast({ title: 'Error', description: errs.subdomain.message ?? 'Please select a subdomain', variant: 'destructive' });
    },
  );

  return {
    form,
    busy,
    suggestions,
    subdomain,
    theme,
    completing: complete.isPending,
    loadSuggestions,
    regenerate,
    onSubmit,
  };
}
