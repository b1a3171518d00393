import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const TONE = {
  accent: 'bg-accent text-accent-foreground',
  destructive: 'bg-destructive/10 text-destructive',
} as const;

/**
 * An icon on a tinted tile: the square one heads a card (marketing benefits, the password screens),
 * the larger round one a centred message (email verification).
 */
export function IconTile({
  icon: Icon,
  tone = 'accent',
  round = false,
  className,
}: {
  icon: LucideIcon;
  tone?: keyof typeof TONE;
  round?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn('flex items-center justify-center', round ? 'h-14 w-14 rounded-full' : 'h-11 w-11 rounded-lg', TONE[tone], className)}
    >
      <Icon className={round ? 'h-6 w-6' : 'h-5 w-5'} aria-hidden />
    </div>
  );
}
