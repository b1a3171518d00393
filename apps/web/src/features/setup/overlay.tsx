import { Spinner } from '@/components/ui/spinner';

/** SPEC §2: a full-screen overlay with a spinner and what is happening. */
export function BusyOverlay({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-background/80 backdrop-blur-sm"
      role="alertdialog"
      aria-busy="true"
      aria-label={text}
    >
      <div className="flex flex-col items-center gap-3 rounded-lg border bg-card px-8 py-6 shadow-lg">
        <Spinner className="h-8 w-8 text-primary" label={text} />
        <p className="text-sm font-medium" data-testid="busy-overlay">
          {text}
        </p>
      </div>
    </div>
  );
}
