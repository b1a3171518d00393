import { FileText, Sparkles, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatBytes } from '@/lib/utils';
import { isTextFormat, relativeTime } from './file-rules';

export interface UploadedFile {
  id: number;
  name: string;
  format: string;
  sizeBytes: number;
  lastModified: number;
  preview: string;
  summary: string | null;
  generatingSummary: boolean;
}

/** SPEC §2 file card: name, type, size, relative modified time, text preview, AI summary. */
export function FileCard({ file, onSummarize, onRemove }: { file: UploadedFile; onSummarize: () => void; onRemove: () => void }) {
  return (
    <Card data-testid="file-card">
      <CardContent className="space-y-3 p-4">
        <div className="flex items-start gap-3">
          <FileText className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-muted-foreground">
              <span className="uppercase">{file.format}</span> · {formatBytes(file.sizeBytes)} · modified {relativeTime(file.lastModified)}
            </p>
          </div>
          <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${file.name} from the list`}>
            <X />
          </Button>
        </div>
        {isTextFormat(file.format) && file.preview && (
          <p
            className="line-clamp-4 whitespace-pre-line break-words rounded-md bg-muted p-3 text-xs text-muted-foreground"
            data-testid="file-preview"
          >
            {file.preview}
          </p>
        )}
        {file.summary && (
          <div className="rounded-md border border-primary/30 bg-accent/50 p-3 text-sm" data-testid="file-summary">
            <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-accent-foreground">AI summary</p>
            <p>{file.summary}</p>
          </div>
        )}
        <Button variant="outline" size="sm" onClick={onSummarize} disabled={file.generatingSummary}>
          {file.generatingSummary ? <Spinner /> : <Sparkles aria-hidden />}
          {file.generatingSummary ? 'Summarizing...' : file.summary ? 'Summarize again' : 'Summarize'}
        </Button>
      </CardContent>
    </Card>
  );
}
