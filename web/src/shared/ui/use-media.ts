// Media queries as React state. Below 768 px (spec §9's breakpoint) lists switch to cards.
import { useSyncExternalStore } from 'react';

export const NARROW_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null;
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** True below 768 px (phones): tables become cards, forms one column. */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
