import { useSyncExternalStore } from 'react';

/**
 * Whether a server page is being hydrated in this browser. The shell hydrates first and the page's
 * Suspense boundary after it in idle slices (DefaultLayout); pieces that wait for "after hydration" (the
 * sign-in dialogs' host, the cart overlays, the live-status notice) wait for the whole page, so their
 * chunks do not compete with the page's hydration for the main thread.
 */
let hydrating = false;
const listeners = new Set<() => void>();

/** The browser entry calls this before `hydrateRoot`; a tree rendered with createRoot (stories, tests) never waits. */
export function pageHydrationStarted() {
  hydrating = true;
}

/** The hydrated mark's effect calls this once the page's boundary has hydrated too. */
export function pageHydrationFinished() {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of listeners) listener();
}

/** Runs `run` once the whole page has hydrated: at once when it has, or in a tree that never hydrates. */
export function afterPageHydration(run: () => void): void {
  if (!hydrating) return run();
  const listener = () => {
    listeners.delete(listener);
    run();
  };
  listeners.add(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False in the server-rendered HTML and until the whole page has hydrated, true once the browser runs it.
 * ui/hydrated's `useHydrated` turns true as soon as its own piece has hydrated; this one waits for the whole
 * page, so what it gates does not compete with the page's hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !hydrating,
    () => false,
  );
}
