import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CrawlForm } from '@/components/training/crawl-form';
import { FileUpload } from '@/components/training/file-upload';

/** The training-data step of onboarding (SPEC §2): website, files, then done. */
export function TrainingStep({ businessId, website, onComplete }: { businessId: number; website?: string; onComplete: () => void }) {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl font-semibold leading-none tracking-tight">Train your agent</h1>
        <CardDescription>
          Add your website and documents so your agent can answer customers' questions. You can add more later.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-8">
        <section aria-labelledby="train-website" className="space-y-3">
          <h2 id="train-website" className="font-semibold">
            From your website
          </h2>
          <CrawlForm businessId={businessId} defaultUrl={website} listSites />
        </section>
        <section aria-labelledby="train-files" className="space-y-3">
          <h2 id="train-files" className="font-semibold">
            From your documents
          </h2>
          <FileUpload businessId={businessId} />
        </section>
        <div className="flex justify-end border-t pt-6">
          <Button onClick={onComplete}>Finish</Button>
        </div>
      </CardContent>
    </Card>
  );
}
