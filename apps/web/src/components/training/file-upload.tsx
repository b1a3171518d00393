import { ProgressBar } from '@/components/ui/progress-bar';
import * as React from 'react';
import { UploadCloud } from 'lucide-react';
import { UPLOAD_PROGRESS_CAP, UPLOAD_PROGRESS_INTERVAL_MS, UPLOAD_PROGRESS_STEP } from '@staffwright/contract';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { summarizeTrainingSource, uploadTrainingFile } from '@/api/training';
import { FileCard, type UploadedFile } from './file-card';
import { ACCEPT_ATTRIBUTE, checkFile } from './file-rules';

type Phase = 'idle' | 'running' | 'done';

/** SPEC §4: +10 every 500 ms up to 90 while files are processed, then 100. */
function useProgress() {
  const [progress, setProgress] = React.useState(0);
  const [phase, setPhase] = React.useState<Phase>('idle');
  const timer = React.useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const start = React.useCallback(() => {
    clearInterval(timer.current);
    setProgress(0);
    setPhase('running');
    timer.current = setInterval(
      () => setProgress((p) => Math.min(p + UPLOAD_PROGRESS_STEP, UPLOAD_PROGRESS_CAP)),
      UPLOAD_PROGRESS_INTERVAL_MS,
    );
  }, []);
  const finish = React.useCallback((ok: boolean) => {
    clearInterval(timer.current);
    setProgress(ok ? 100 : 0);
    setPhase(ok ? 'done' : 'idle');
  }, []);
  React.useEffect(() => () => clearInterval(timer.current), []);
  return { progress, phase, start, finish };
}

export function FileUpload({ businessId, onUploaded }: { businessId: number; onUploaded?: () => void }) {
  const [files, setFiles] = React.useState<UploadedFile[]>([]);
  const [dragging, setDragging] = React.useState(false);
  const { progress, phase, start, finish } = useProgress();
  const inputRef = React.useRef<HTMLInputElement>(null);

  const update = (id: number, patch: Partial<UploadedFile>) => setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...patch } : f)));

  async function handle(picked: File[]) {
    // Invalid files are skipped with a message; the rest continue (SPEC §5).
    const valid = picked.filter((file) => {
      const problem = checkFile(file);
      if (problem) toast({ title: problem.title, description: `${problem.description}. ${problem.hint}`, variant: 'destructive' });
      return !problem;
    });
    if (!valid.length) return;
    start();
    let uploaded = 0;
    for (const file of valid) {
      try {
        const source = await uploadTrainingFile(businessId, file);
        uploaded += 1;
        setFiles((list) => [
          ...list,
          {
            id: source.id,
            name: source.name,
            format: source.format,
            sizeBytes: source.sizeBytes,
            lastModified: file.lastModified,
            preview: source.preview,
            summary: source.summary,
            generatingSummary: false,
          },
        ]);
        toast({ title: 'File has been uploaded and processed for training', description: file.name });
      } catch (err) {
        toast({ title: 'Error', description: `${file.name}: ${(err as Error).message}`, variant: 'destructive' });
      }
    }
    finish(uploaded > 0);
    if (uploaded > 0) onUploaded?.();
  }

  async function summarize(id: number) {
    update(id, { generatingSummary: true });
    try {
      const summary = await summarizeTrainingSource(id);
      update(id, { summary, generatingSummary: false });
      toast({ title: 'Summary generated successfully' });
    } catch (err) {
      update(id, { generatingSummary: false });
      toast({ title: 'Error', description: (err as Error).message, variant: 'destructive' });
    }
  }

  return (
    <div className="space-y-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void handle([...e.dataTransfer.files]);
        }}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-8 text-center transition-colors',
          dragging ? 'border-primary bg-accent' : 'border-input',
        )}
      >
        <UploadCloud className="h-8 w-8 text-muted-foreground" aria-hidden />
        <p className="text-sm">
          Drag files here, or{' '}
          <button
            type="button"
            className="inline-block rounded-sm py-1 font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => inputRef.current?.click()}
          >
            choose files
          </button>
        </p>
        <p className="text-xs text-muted-foreground">TXT, MD, CSV, RTF, PDF, DOC, DOCX or ODT · up to 5 MB each</p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          // 'choose files' is the keyboard's way in; an invisible second stop would lose the focus ring.
          tabIndex={-1}
          aria-label="Upload training files"
          data-testid="file-input"
          onChange={(e) => {
            void handle([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {phase !== 'idle' && (
        <div className="space-y-1" aria-live="polite">
          <div className="flex justify-between text-sm">
            <span>{phase === 'running' ? 'Processing files...' : 'Processing complete'}</span>
            <span className="tabular-nums text-muted-foreground">{progress}%</span>
          </div>
          <ProgressBar label="Upload progress" value={progress} />
        </div>
      )}
      {files.length > 0 && (
        <div className="grid gap-3">
          {files.map((f) => (
            <FileCard
              key={f.id}
              file={f}
              onSummarize={() => void summarize(f.id)}
              onRemove={() => setFiles((list) => list.filter((x) => x.id !== f.id))}
            />
          ))}
        </div>
      )}
    </div>
  );
}
