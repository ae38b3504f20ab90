import type { createBrowserRouter } from 'react-router-dom';
import { ROUTE_PRELOAD_CONCURRENCY } from '../../contract/constants';
import { pageOfLink } from './links';

/**
 * §9: route preloads, at most `limit` at once; the others wait their turn. A route is preloaded once (a failed
 * one may be tried again later) and a failure is never an error: the navigation will load it again.
 */
export function createPreloadQueue(limit = ROUTE_PRELOAD_CONCURRENCY) {
  const started = new Set<string>();
  const waiting: Array<{ key: string; load: () => Promise<unknown> }> = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const job = waiting.shift()!;
      running += 1;
      void job
        .load()
        .catch(() => started.delete(job.key))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };
  return {
    preload(key: string, load: () => Promise<unknown>) {
      if (started.has(key)) return;
      started.add(key);
      waiting.push({ key, load });
      next();
    },
    running: () => running,
  };
}

type Router = ReturnType<typeof createBrowserRouter>;

const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** After hydration: a link the shopper reaches for (pointer, focus, touch) has its page's chunk preloaded. */
export function startRoutePreloads(router: Router): () => void {
  const preloads = createPreloadQueue();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const page = pageOfLink(router.routes, link, window.location);
    if (page) preloads.preload(page.key, page.load);
  };
  for (const type of INTENTS) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of INTENTS) document.removeEventListener(type, onIntent);
  };
}
