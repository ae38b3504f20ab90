import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML and while it hydrates, true once the browser runs the piece (at once when
 * the browser mounts it): controls that only matter without JavaScript (a form's submit button) show until
 * then, and what only the running page needs joins then, React re-rendering right after the hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
