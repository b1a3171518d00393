import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Globe } from 'lucide-react';
import { websiteTrainingSchema, type CrawlReport, type WebsiteTrainingInput } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useCrawlWebsite } from './api';

/** SPEC §2 crawl form: the website address the agent learns from. */
export function CrawlForm({ businessId, defaultUrl, onCrawled }: { businessId: number; defaultUrl?: string; onCrawled?: (r: CrawlReport) => void }) {
  const crawl = useCrawlWebsite(businessId);
  const form = useForm<WebsiteTrainingInput>({ resolver: zodResolver(websiteTrainingSchema), defaultValues: { websiteUrl: defaultUrl ?? '' }, reValidateMode: 'onChange' });
  const error = form.formState.errors.websiteUrl?.message;
  const onSubmit = form.handleSubmit(({ websiteUrl }) =>
    crawl.mutate(websiteUrl, {
      onSuccess: (r) => {
        toast({ title: 'Website content has been processed for training', description: r.message });
        onCrawled?.(r);
      },
      onError: (e) => toast({ title: 'Error', description: e.message || 'Failed to process website content', variant: 'destructive' }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <Label htmlFor="websiteUrl">Website address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id="websiteUrl" type="url" placeholder="https://www.example.com" aria-invalid={!!error} aria-describedby={error ? 'websiteUrl-error' : undefined} {...form.register('websiteUrl')} />
        <Button type="submit" disabled={crawl.isPending} className="shrink-0">
          {crawl.isPending ? <Spinner /> : <Globe aria-hidden />}
          {crawl.isPending ? 'Reading website...' : 'Train on website'}
        </Button>
      </div>
      {error && (
        <p id="websiteUrl-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {crawl.data && (
        <p className="text-sm text-muted-foreground" data-testid="crawl-report">
          {crawl.data.message}.
        </p>
      )}
    </form>
  );
}
