import * as React from 'react';
import { templateCategoryLabel, templateIndustryLabel, type Template } from '@staffwright/contract';
import { cn } from '@/lib/utils';
import { CATEGORY_ICON, INDUSTRY_STYLE } from './industry-style';

/**
 * The head of a template, on its card and in its preview: the industry's icon tile, the industry
 * and category line, then the heading and what the caller adds under it (children), and something
 * at the end of the row (aside). The preview's is larger.
 */
export function TemplateHeader({
  template: t,
  large = false,
  className,
  aside,
  children,
}: {
  template: Template;
  large?: boolean;
  className?: string;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  const style = INDUSTRY_STYLE[t.industry];
  const Icon = style.icon;
  const CategoryIcon = CATEGORY_ICON[t.category];
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <div className={cn('flex shrink-0 items-center justify-center rounded-lg', large ? 'h-11 w-11' : 'h-10 w-10', style.tile)}>
        <Icon className={large ? 'h-6 w-6' : 'h-5 w-5'} aria-hidden />
      </div>
      <div className={large ? 'min-w-0 space-y-1' : 'min-w-0 flex-1 space-y-0.5'}>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs font-semibold uppercase tracking-wide">
          <span className={style.text}>{templateIndustryLabel(t.industry)}</span>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <CategoryIcon className="h-3.5 w-3.5" aria-hidden />
            {templateCategoryLabel(t.category)}
          </span>
        </p>
        {children}
      </div>
      {aside}
    </div>
  );
}
