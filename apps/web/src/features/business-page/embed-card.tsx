import * as React from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { embedOriginsSchema } from '@staffwright/contract';
import { apiJson } from '@/lib/api';
import { firstMessage } from '@/lib/form';
import { queryClient } from '@/lib/query-client';

/** The allowed sites as typed: one per line (or separated by commas or spaces). */
const sitesOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);
/** Checked with the contract's rule before anything is sent. */
const originsFormSchema = z.object({ origins: z.string().transform(sitesOf).pipe(embedOriginsSchema.shape.origins) });

/** The snippet for the owner's own website, and the sites allowed to show it. */
export function EmbedCard({ businessId }: { businessId: number }) {
  const key = [`/api/business/${businessId}/embed`];
  const settings = useQuery<{ origins: string[] }>({ queryKey: key });
  const form = useForm<z.input<typeof originsFormSchema>, unknown, z.output<typeof originsFormSchema>>({
    resolver: zodResolver(originsFormSchema),
    defaultValues: { origins: '' },
  });
  // The saved list once it has come, unless the owner has already typed something.
  const loaded = React.useRef(false);
  React.useEffect(() => {
    if (!settings.data || loaded.current) return;
    loaded.current = true;
    if (!form.getValues('origins')) form.reset({ origins: settings.data.origins.join('\n') });
  }, [settings.data, form]);
  const save = useMutation<{ origins: string[] }, Error, string[]>({
    mutationFn: (origins) => apiJson('PUT', `/api/business/${businessId}/embed`, { origins }),
    onSuccess: (r) => {
      queryClient.setQueryData(key, r);
      // The box shows the list as the server keeps it.
      form.reset({ origins: r.origins.join('\n') });
      toast({ title: 'Allowed sites saved' });
    },
    onError: (e) => toast({ title: 'Error', description: e.message, variant: 'destructive' }),
  });
  const snippet = `<script src="${window.location.origin}/widget.js" data-business="${businessId}" async></script>`;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Put the chat on your website</CardTitle>
        <CardDescription>
          Paste this before the closing &lt;/body&gt; tag of your site, and list the sites allowed to show it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {/* Focusable, so a keyboard can scroll a snippet wider than a phone (axe: scrollable-region-focusable). */}
        <pre tabIndex={0} className="overflow-x-auto rounded-md bg-muted p-3 text-xs" data-testid="embed-snippet">
          <code>{snippet}</code>
        </pre>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(snippet).then(() => toast({ title: 'Copied to clipboard' }))}
        >
          <Copy aria-hidden /> Copy snippet
        </Button>
        <form
          className="space-y-2"
          // The owner's lines go to the server as typed (it applies the same rule and keeps the origins).
          onSubmit={form.handleSubmit(
            () => save.mutate(sitesOf(form.getValues('origins'))),
            // As when the server refused them: the first message as an Error toast.
            (errs) => toast({ title: 'Error', description: firstMessage(errs), variant: 'destructive' }),
          )}
        >
          <Label htmlFor="embed-origins">Allowed sites (one per line)</Label>
          <Textarea id="embed-origins" rows={3} placeholder="https://www.example.com" {...form.register('origins')} />
          <Button type="submit" size="sm" disabled={save.isPending}>
            Save allowed sites
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
