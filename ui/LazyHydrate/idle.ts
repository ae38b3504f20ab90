/** How long a task deferred to idle time may wait at most: a busy page still gets it within this. */
export const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `task` once the browser has nothing else to do (at the latest after `timeoutMs`), never during
 * the first load's hydration; returns what cancels it. Where `requestIdleCallback` is missing (Safari),
 * a timer stands in. The one place the app defers work to idle time: lazy parts, the after-hydration
 * loads of the entry and the models a later interaction needs.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(1500, timeoutMs));
  return () => clearTimeout(id);
}
