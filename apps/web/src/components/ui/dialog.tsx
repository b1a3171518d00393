import * as React from 'react';
import { AlertDialog as AD, Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';

const overlay = 'fixed inset-0 z-50 bg-black/60 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none';
const panel =
  'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;
export function DialogContent({ className, children, ...props }: React.ComponentPropsWithoutRef<typeof D.Content>) {
  return (
    <D.Portal>
      <D.Overlay className={overlay} />
      <D.Content className={cn(panel, className)} {...props}>
        {children}
        <D.Close className="absolute right-3 top-3 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <X className="h-4 w-4" />
          <span className="sr-only">Close</span>
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
export const DialogTitle = ({ className, ...p }: React.ComponentPropsWithoutRef<typeof D.Title>) => (
  <D.Title className={cn('text-lg font-semibold', className)} {...p} />
);
export const DialogDescription = ({ className, ...p }: React.ComponentPropsWithoutRef<typeof D.Description>) => (
  <D.Description className={cn('text-sm text-muted-foreground', className)} {...p} />
);

/** A slide-in panel (mobile navigation). */
export function SheetContent({
  className,
  children,
  side = 'left',
  title,
  ...props
}: React.ComponentPropsWithoutRef<typeof D.Content> & { side?: 'left' | 'right'; title: string }) {
  return (
    <D.Portal>
      <D.Overlay className={overlay} />
      <D.Content
        className={cn(
          // Slides in on open (@starting-style); no motion for users who ask for less.
          'fixed inset-y-0 z-50 flex h-full w-3/4 max-w-xs flex-col gap-4 bg-background p-6 shadow-lg transition-transform duration-300 ease-out motion-reduce:transition-none',
          side === 'left' ? 'left-0 border-r starting:-translate-x-full' : 'right-0 border-l starting:translate-x-full',
          className,
        )}
        {...props}
      >
        <D.Title className="sr-only">{title}</D.Title>
        <D.Description className="sr-only">{title}</D.Description>
        {children}
        <D.Close className="absolute right-3 top-3 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <X className="h-4 w-4" />
          <span className="sr-only">Close</span>
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}

export const AlertDialog = AD.Root;
export const AlertDialogTrigger = AD.Trigger;
export function AlertDialogContent({ className, ...props }: React.ComponentPropsWithoutRef<typeof AD.Content>) {
  return (
    <AD.Portal>
      <AD.Overlay className={overlay} />
      <AD.Content className={cn(panel, className)} {...props} />
    </AD.Portal>
  );
}
export const AlertDialogTitle = ({ className, ...p }: React.ComponentPropsWithoutRef<typeof AD.Title>) => (
  <AD.Title className={cn('text-lg font-semibold', className)} {...p} />
);
export const AlertDialogDescription = ({ className, ...p }: React.ComponentPropsWithoutRef<typeof AD.Description>) => (
  <AD.Description className={cn('text-sm text-muted-foreground', className)} {...p} />
);
export const AlertDialogFooter = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...p} />
);
export const AlertDialogCancel = ({ className, ...p }: React.ComponentPropsWithoutRef<typeof AD.Cancel>) => (
  <AD.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...p} />
);
export const AlertDialogAction = ({ className, ...p }: React.ComponentPropsWithoutRef<typeof AD.Action>) => (
  <AD.Action className={cn(buttonVariants({ variant: 'destructive' }), className)} {...p} />
);
