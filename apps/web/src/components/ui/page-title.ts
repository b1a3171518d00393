import * as React from 'react';

/** Sets the document title to "{title} · Staffwright" while the calling screen is shown. */
export function usePageTitle(title: string | undefined): void {
  React.useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Staffwright` : 'Staffwright — AI staff for small businesses';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
