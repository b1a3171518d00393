import * as React from 'react';
import { Avatar as A } from 'radix-ui';
import { cn } from '@/lib/utils';

export function Avatar({
  src,
  fallback,
  className,
  style,
  fallbackStyle,
}: {
  src?: string | null;
  fallback: string;
  className?: string;
  style?: React.CSSProperties;
  fallbackStyle?: React.CSSProperties;
}) {
  return (
    <A.Root className={cn('relative flex h-10 w-10 shrink-0 overflow-hidden rounded-full', className)} style={style}>
      {src && <A.Image className="aspect-square h-full w-full" src={src} alt="" />}
      <A.Fallback
        className="flex h-full w-full items-center justify-center rounded-full bg-muted text-sm font-medium"
        style={fallbackStyle}
      >
        {fallback}
      </A.Fallback>
    </A.Root>
  );
}
