import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useToast } from './use-toast';

/** SPEC §9: the viewport is at most 420px wide on medium screens and above. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider duration={5000}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          data-testid="toast"
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg',
            t.variant === 'destructive'
              ? 'destructive border-destructive bg-destructive text-destructive-foreground'
              : 'bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          </div>
          {t.action}
          <Toast.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus:ring-2"
          >
            <X className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </Toast.Provider>
  );
}
