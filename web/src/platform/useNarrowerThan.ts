import { useSyncExternalStore } from 'react';
import { type Breakpoint, breakpoints } from './breakpoints';

/** True while the viewport is narrower than the given breakpoint, e.g. `useNarrowerThan('sm')` on phones. */
export function useNarrowerThan(breakpoint: Breakpoint): boolean {
  const query = `(max-width: ${breakpoints[breakpoint] - 1}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
