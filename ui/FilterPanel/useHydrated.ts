import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML and while it hydrates, true once the browser runs the piece:
 * controls that only matter without JavaScript (a form's submit button) show until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
