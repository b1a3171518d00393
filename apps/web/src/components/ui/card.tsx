import * as React from 'react';
import { cn } from '@/lib/utils';

type DivProps = React.HTMLAttributes<HTMLDivElement>;

export const Card = ({ className, ...props }: DivProps) => (
  <div className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)} {...props} />
);
export const CardHeader = ({ className, ...props }: DivProps) => (
  <div className={cn('flex flex-col space-y-1.5 p-6', className)} {...props} />
);
/** `as` keeps the page's heading levels in order (a card under the page's h1 is an h2). */
export const CardTitle = ({ className, as: Heading = 'h3', ...props }: React.HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' }) => (
  <Heading className={cn('text-xl font-semibold leading-none tracking-tight', className)} {...props} />
);
export const CardDescription = ({ className, ...props }: React.HTMLAttributes<HTMLParagraphElement>) => (
  <p className={cn('text-sm text-muted-foreground', className)} {...props} />
);
export const CardContent = ({ className, ...props }: DivProps) => <div className={cn('p-6 pt-0', className)} {...props} />;
export const CardFooter = ({ className, ...props }: DivProps) => <div className={cn('flex items-center p-6 pt-0', className)} {...props} />;
