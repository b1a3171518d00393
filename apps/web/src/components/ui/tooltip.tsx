import * as React from 'react';
import { Tooltip as TT } from 'radix-ui';

/**
 * Kept for callers that group tooltips; not needed: each Tooltip carries its own provider, so the
 * app shell does not load Radix's positioning code until a screen actually shows a tooltip.
 */
export const TooltipProvider = TT.Provider;

export function Tooltip({
  content,
  children,
  delayDuration = 200,
}: {
  content: React.ReactNode;
  children: React.ReactNode;
  delayDuration?: number;
}) {
  return (
    <TT.Provider delayDuration={delayDuration}>
      <TT.Root>
        <TT.Trigger asChild>{children}</TT.Trigger>
        <TT.Portal>
          <TT.Content
            sideOffset={4}
            className="z-50 max-w-xs rounded-md border bg-popover px-3 py-1.5 text-sm text-popover-foreground shadow-md"
          >
            {content}
          </TT.Content>
        </TT.Portal>
      </TT.Root>
    </TT.Provider>
  );
}
