import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. The server and the hydrating render answer
 * `serverValue` (no window there), so the HTML and the first client render agree; the real answer
 * follows right after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => (typeof window === 'undefined' || !window.matchMedia ? serverValue : window.matchMedia(query).matches);
  return useSyncExternalStore(subscribe, snapshot, () => serverValue);
}
