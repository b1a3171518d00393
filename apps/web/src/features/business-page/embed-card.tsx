import * as React from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/** The snippet for the owner's own website, and the sites allowed to show it. */
export function EmbedCard({ businessId }: { businessId: number }) {
  const key = [`/api/business/${businessId}/embed`];
  const settings = useQuery<{ origins: string[] }>({ queryKey: key });
  const [text, setText] = React.useState<string | null>(null);
  const save = useMutation<{ origins: string[] }, Error, string[]>({
    mutationFn: (origins) => apiJson('PUT', `/api/business/${businessId}/embed`, { origins }),
    onSuccess: (r) => {
      queryClient.setQueryData(key, r);
      setText(null);
      toast({ title: 'Allowed sites saved' });
    },
    onError: (e) => toast({ title: 'Error', description: e.message, variant: 'destructive' }),
  });
  const snippet = `<script src="${window.location.origin}/widget.js" data-business="${businessId}" async></script>`;
  const value = text ?? settings.data?.origins.join('\n') ?? '';
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
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(value.split(/[\s,]+/).filter(Boolean));
          }}
        >
          <Label htmlFor="embed-origins">Allowed sites (one per line)</Label>
          <Textarea
            id="embed-origins"
            rows={3}
            placeholder="https://www.example.com"
            value={value}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={save.isPending}>
            Save allowed sites
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
