import * as React from 'react';
import { Moon, Sun } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { Theme } from './theme';

/** The sun/moon button that opens the theme menu. */
export const ThemeButton = React.forwardRef<HTMLButtonElement, ButtonProps & { theme: Theme }>(({ theme, ...props }, ref) => (
  <Button
    ref={ref}
    variant="ghost"
    size="icon"
    aria-label={`Theme: ${theme}. Change theme`}
    data-testid="theme-toggle"
    className="relative"
    {...props}
  >
    <Sun className="h-5 w-5 rotate-0 scale-100 transition-all dark:-rotate-90 dark:scale-0" aria-hidden />
    <Moon className="absolute h-5 w-5 rotate-90 scale-0 transition-all dark:rotate-0 dark:scale-100" aria-hidden />
  </Button>
));
ThemeButton.displayName = 'ThemeButton';
