import * as React from 'react';
import { useTheme } from './theme';
import { ThemeButton } from './theme-button';

// Radix's menu (with its positioning and focus code) is about 25 KB gzip: more than the rest of the
// landing page. It loads when the button is first hovered, focused or pressed (DESIGN §7 budget).
const load = () => import('./theme-menu');
const ThemeMenu = React.lazy(load);
let preloaded = false;
const preload = () => {
  if (!preloaded) {
    preloaded = true;
    void load();
  }
};

/** SPEC §2: the theme toggle offers Light, Dark and System. */
export function ThemeToggle() {
  const { theme } = useTheme();
  const [active, setActive] = React.useState(false);
  if (!active) {
    return <ThemeButton theme={theme} aria-haspopup="menu" onPointerEnter={preload} onFocus={preload} onClick={() => setActive(true)} />;
  }
  return (
    <React.Suspense fallback={<ThemeButton theme={theme} aria-haspopup="menu" />}>
      <ThemeMenu defaultOpen />
    </React.Suspense>
  );
}
