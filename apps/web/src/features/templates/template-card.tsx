import { Download, Eye, Heart, Info, Loader2, Sparkles } from 'lucide-react';
import { TEMPLATE_TEXT, templateCategoryLabel, templateIndustryLabel, type Template } from '@staffwright/contract';
import { Badge, Skeleton } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

const count = new Intl.NumberFormat('en-US');
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Priced templates work like free ones until payments exist (docs/decisions/008-priced-templates.md). */
export const PRICE_NOTE = 'Premium template, free to use while template purchases are not yet available.';

export function formatPrice(price: number): string {
  return money.format(price);
}

/** "1 like", "12 likes". */
const counted = (n: number, one: string) => `${count.format(n)} ${n === 1 ? one : `${one}s`}`;

function Stat({ icon: Icon, value, one, title }: { icon: typeof Heart; value: number; one: string; title: string }) {
  return (
    <span className="inline-flex items-center gap-1.5" title={title}>
      <Icon className="h-4 w-4" aria-hidden />
      <span className="tabular-nums" aria-hidden>
        {count.format(value)}
      </span>
      <span className="sr-only">{counted(value, one)}</span>
    </span>
  );
}

export interface TemplateCardProps {
  template: Template;
  /** Whether this card's download is running ('Downloading...'). */
  downloading: boolean;
  /** Another download is running: one at a time. */
  busy: boolean;
  onUse: () => void;
  /** Present for signed-in owners: liking needs an account. */
  onLike?: () => void;
  liking?: boolean;
}

/** SPEC §2 template card: name, price badge above 0, description tooltip, industry line, counts, Use Template. */
export function TemplateCard({ template: t, downloading, busy, onUse, onLike, liking }: TemplateCardProps) {
  const industry = templateIndustryLabel(t.industry);
  const likeLabel = t.likedByMe ? `You like ${t.name}` : `Like ${t.name}`;
  return (
    <Card data-testid="template-card" className="flex flex-col">
      <CardHeader className="gap-1 space-y-0 pb-3">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 text-base font-semibold leading-snug">{t.name}</h3>
          <div className="flex shrink-0 items-center gap-2">
            {t.price > 0 ? (
              <Tooltip content={PRICE_NOTE}>
                <Badge
                  variant="secondary"
                  tabIndex={0}
                  className="cursor-default"
                  aria-label={`Price ${formatPrice(t.price)}. ${PRICE_NOTE}`}
                >
                  {formatPrice(t.price)}
                </Badge>
              </Tooltip>
            ) : null}
            <Tooltip content={<p className="leading-relaxed">{t.description}</p>}>
              <button
                type="button"
                aria-label={`About ${t.name}`}
                className="rounded-full p-0.5 text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Info className="h-4 w-4" aria-hidden />
              </button>
            </Tooltip>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {t.agentName} · {templateCategoryLabel(t.category)}
        </p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 pb-4">
        <p className="line-clamp-2 text-sm text-muted-foreground">{t.description}</p>
        <p className="flex items-center gap-2 text-sm font-medium">
          <Sparkles className="h-4 w-4 shrink-0 text-primary" aria-hidden />
          {TEMPLATE_TEXT.preTrained(industry)}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {onLike ? (
            <button
              type="button"
              onClick={() => !t.likedByMe && onLike()}
              aria-pressed={t.likedByMe}
              aria-label={`${likeLabel} (${counted(t.likes, 'like')})`}
              title={t.likedByMe ? 'You like this template' : 'Like this template'}
              disabled={liking}
              className={cn(
                '-mx-1.5 inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                t.likedByMe && 'text-rose-600 hover:bg-transparent hover:text-rose-600 dark:text-rose-400 dark:hover:text-rose-400',
              )}
            >
              <Heart className={cn('h-4 w-4', t.likedByMe && 'fill-current')} aria-hidden />
              <span className="tabular-nums">{count.format(t.likes)}</span>
            </button>
          ) : (
            <Stat icon={Heart} value={t.likes} one="like" title="Likes" />
          )}
          <Stat icon={Download} value={t.downloads} one="download" title="Downloads" />
          <Stat icon={Eye} value={t.views} one="view" title="Views" />
        </div>
      </CardContent>
      <CardFooter>
        <Button className="w-full" onClick={onUse} disabled={busy || downloading} aria-busy={downloading || undefined}>
          {downloading ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {downloading ? TEMPLATE_TEXT.downloading : TEMPLATE_TEXT.useTemplate}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** SPEC §2: four of these show while templates load. */
export function TemplateCardSkeleton() {
  return (
    <Card data-testid="template-skeleton" aria-hidden className="flex flex-col">
      <CardHeader className="gap-2 space-y-0 pb-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
      </CardHeader>
      <CardContent className="flex-1 space-y-3 pb-4">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex gap-4">
          <Skeleton className="h-4 w-10" />
          <Skeleton className="h-4 w-10" />
          <Skeleton className="h-4 w-10" />
        </div>
      </CardContent>
      <CardFooter>
        <Skeleton className="h-10 w-full" />
      </CardFooter>
    </Card>
  );
}
