import { Download, Eye, Heart, Info, Loader2, Sparkles } from 'lucide-react';
import { TEMPLATE_TEXT, templateIndustryLabel, type Template } from '@staffwright/contract';
import { Badge, Skeleton } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { INDUSTRY_STYLE, KEY_SKILLS } from './industry-style';
import { TemplateHeader } from './template-header';

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
  /** The button is passed so focus can return to it when the preview closes. */
  onUse: (button: HTMLButtonElement) => void;
  /** Whether Use Template opens the preview dialog (signed-in owners) rather than registration. */
  opensPreview?: boolean;
  /** Present for signed-in owners: liking needs an account. */
  onLike?: () => void;
  liking?: boolean;
}

/**
 * SPEC §2 template card: name, price badge above 0, description tooltip, industry line, counts, Use
 * Template. Cards tell themselves apart by their industry's icon and colour, the job title as the
 * heading and the role's key skills.
 */
export function TemplateCard({ template: t, downloading, busy, onUse, opensPreview, onLike, liking }: TemplateCardProps) {
  const industry = templateIndustryLabel(t.industry);
  const style = INDUSTRY_STYLE[t.industry];
  const likeLabel = t.likedByMe ? `You like ${t.name}` : `Like ${t.name}`;
  const skills = t.agentSkills.slice(0, KEY_SKILLS);
  return (
    <Card data-testid="template-card" className={cn('flex flex-col border-t-4', style.stripe)}>
      <CardHeader className="gap-3 space-y-0 p-5 pb-3">
        <TemplateHeader
          template={t}
          aside={
            <div className="flex shrink-0 items-center">
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
          }
        >
          <h3 className="text-base font-semibold leading-snug">{t.name}</h3>
        </TemplateHeader>
        <p className="text-sm text-muted-foreground">
          Agent <span className="font-medium text-foreground">{t.agentName}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 p-5 pb-4 pt-0">
        {skills.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Key skills of ${t.name}`}>
            {skills.map((s) => (
              <li key={s} className={cn('rounded-full border px-2.5 py-0.5 text-xs font-medium', style.chip)}>
                {s}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="flex items-center gap-2 text-sm font-medium">
          <Sparkles className={cn('h-4 w-4 shrink-0', style.text)} aria-hidden />
          {TEMPLATE_TEXT.preTrained(industry)}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {onLike ? (
            <button
              type="button"
              onClick={() => !t.likedByMe && onLike()}
              aria-pressed={t.likedByMe}
              title={t.likedByMe ? 'You like this template' : 'Like this template'}
              disabled={liking}
              className={cn(
                '-mx-1.5 inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                t.likedByMe && 'text-rose-600 hover:bg-transparent hover:text-rose-600 dark:text-rose-400 dark:hover:text-rose-400',
              )}
            >
              <Heart className={cn('h-4 w-4', t.likedByMe && 'fill-current')} aria-hidden />
              {/* The name is the button's text (visible count included, axe label-content-name-mismatch): "Like X (3 likes)". */}
              <span className="sr-only">{likeLabel} (</span>
              <span className="tabular-nums">{count.format(t.likes)}</span>
              <span className="sr-only"> {t.likes === 1 ? 'like' : 'likes'})</span>
            </button>
          ) : (
            <Stat icon={Heart} value={t.likes} one="like" title="Likes" />
          )}
          <Stat icon={Download} value={t.downloads} one="download" title="Downloads" />
          <Stat icon={Eye} value={t.views} one="view" title="Views" />
          {t.price > 0 ? (
            <Tooltip content={PRICE_NOTE}>
              <Badge
                variant="secondary"
                tabIndex={0}
                className="ml-auto cursor-default text-sm text-foreground"
                aria-label={`Price ${formatPrice(t.price)}. ${PRICE_NOTE}`}
              >
                {formatPrice(t.price)}
              </Badge>
            </Tooltip>
          ) : null}
        </div>
      </CardContent>
      <CardFooter className="p-5 pt-0">
        <Button
          className="w-full"
          onClick={(e) => onUse(e.currentTarget)}
          disabled={busy || downloading}
          aria-busy={downloading || undefined}
          aria-haspopup={opensPreview ? 'dialog' : undefined}
        >
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
    <Card data-testid="template-skeleton" aria-hidden className="flex flex-col border-t-4 border-t-muted">
      <CardHeader className="gap-3 space-y-0 p-5 pb-3">
        <div className="flex items-start gap-3">
          <Skeleton className="h-10 w-10 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
          </div>
        </div>
        <Skeleton className="h-4 w-1/4" />
      </CardHeader>
      <CardContent className="flex-1 space-y-3 p-5 pb-4 pt-0">
        <div className="flex flex-wrap gap-1.5">
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="h-5 w-36 rounded-full" />
          <Skeleton className="h-5 w-24 rounded-full" />
        </div>
        <Skeleton className="h-4 w-2/3" />
        <div className="flex gap-4">
          <Skeleton className="h-4 w-10" />
          <Skeleton className="h-4 w-10" />
          <Skeleton className="h-4 w-10" />
        </div>
      </CardContent>
      <CardFooter className="p-5 pt-0">
        <Skeleton className="h-10 w-full" />
      </CardFooter>
    </Card>
  );
}
