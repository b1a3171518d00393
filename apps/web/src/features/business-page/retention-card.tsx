import { useMutation, useQuery } from '@tanstack/react-query';
import { RETENTION_LABELS, retentionDaysValues, type Retention, type RetentionDays } from '@staffwright/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export const retentionKey = (businessId: number) => [`/api/business/${businessId}/retention`];

/**
 * How long the business keeps its visitors' conversations (issue 19 part 6, decision 032): 30 days,
 * 90 days or a year. Older ones, with the contact details given in them, are deleted every day.
 */
export function RetentionCard({ businessId }: { businessId: number }) {
  const retention = useQuery<Retention>({ queryKey: retentionKey(businessId) });
  const save = useMutation<Retention, Error, RetentionDays>({
    mutationFn: (days) => apiJson<Retention>('PUT', `/api/business/${businessId}/retention`, { days }),
    onSuccess: (r) => {
      queryClient.setQueryData(retentionKey(businessId), r);
      toast({ title: 'Saved', description: `Conversations are kept for ${RETENTION_LABELS[r.days]}.` });
    },
    onError: (e) => toast({ title: 'Error', description: e.message, variant: 'destructive' }),
  });
  const id = `retention-${businessId}`;
  const value = save.isPending && save.variables ? save.variables : retention.data?.days;
  return (
    <Card data-testid="retention-card">
      <CardHeader>
        <CardTitle className="text-lg">Privacy</CardTitle>
        <CardDescription>
          Conversations, and any contact details visitors gave in them, are deleted for good once their last message is older than this.
          Visitors can also delete their own conversation with the link in every email they get from you.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
          <Label htmlFor={id} className="shrink-0">
            Keep conversations for
          </Label>
          <Select
            value={value === undefined ? '' : String(value)}
            disabled={retention.isLoading || retention.isError || save.isPending}
            onValueChange={(v) => save.mutate(Number(v) as RetentionDays)}
          >
            <SelectTrigger id={id} className="h-9 sm:w-36" aria-describedby={`${id}-note`}>
              <SelectValue placeholder={retention.isError ? 'Could not load' : 'Loading…'} />
            </SelectTrigger>
            <SelectContent>
              {retentionDaysValues.map((d) => (
                <SelectItem key={d} value={String(d)}>
                  {RETENTION_LABELS[d]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p id={`${id}-note`} className="text-sm text-muted-foreground">
          Leads and conversations you export or copy elsewhere (a CSV file, your email) are yours to look after: deleting them here does not
          reach those copies.
        </p>
      </CardContent>
    </Card>
  );
}
