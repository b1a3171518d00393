import { RefreshCw } from 'lucide-react';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { SetupFormIn } from './form';

/** Domain Setup: the suggested subdomains, the subdomain box and where the assistant will be. */
export function DomainCard({
  register,
  error,
  suggestions,
  subdomain,
  domain,
  busy,
  onReload,
}: {
  register: UseFormRegister<SetupFormIn>;
  error?: FieldError;
  suggestions: string[];
  subdomain: string;
  domain: string;
  busy: boolean;
  onReload: () => void;
}) {
  return (
    <Card>
      {/* On a phone the button goes under the title, which keeps the card's width for its words. */}
      <CardHeader className="gap-3 space-y-0 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4 sm:p-6">
        <div className="space-y-1.5">
          <CardTitle as="h2" className="text-lg">
            Domain Setup
          </CardTitle>
          <CardDescription>Your assistant will be reachable at its own address.</CardDescription>
        </div>
        <Button type="button" variant="outline" size="sm" className="self-start sm:shrink-0" onClick={onReload} disabled={busy}>
          <RefreshCw aria-hidden /> Reload Suggestions
        </Button>
      </CardHeader>
      <CardContent className="space-y-4 p-4 pt-0 sm:p-6 sm:pt-0">
        {suggestions.length > 0 && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Suggestions</legend>
            <div className="flex flex-wrap gap-2">
              {suggestions.map((s) => (
                <label
                  key={s}
                  className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2 break-all rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
                >
                  <input type="radio" value={s} {...register('subdomain')} className="accent-[var(--color-primary)]" />
                  {s}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <FormField id="subdomain" label="Subdomain" error={error?.message}>
          {(aria) => (
            // On a phone the domain goes under the box, so the box keeps the card's width.
            <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
              <Input {...aria} {...register('subdomain')} className="sm:max-w-xs" autoCapitalize="none" spellCheck={false} />
              <span className="break-all text-sm text-muted-foreground">.{domain}</span>
            </div>
          )}
        </FormField>
        {subdomain && (
          <p className="text-sm" data-testid="subdomain-preview">
            Your assistant will be available at{' '}
            <strong className="break-all">
              {subdomain}.{domain}
            </strong>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
