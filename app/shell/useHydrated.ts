import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML and while it hydrates, true once the browser runs the piece.
 * The same hook as ui/FilterPanel's `useHydrated`, kept here so the shell and the layouts do not pull
 * the filter panel into the first load (the ui index carries its component and styles).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
