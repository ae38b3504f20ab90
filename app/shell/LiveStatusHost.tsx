import { lazy, Suspense } from 'react';
import { useHydrated } from './useHydrated';

/**
 * The notice, its texts and its model's stores (features/realtime, which the browser loads after hydration
 * anyway to connect): fetched once the page has hydrated, so the first load only holds these few lines.
 */
const LiveStatusLoaded = lazy(() => import('./LiveStatusLoaded'));

/**
 * Beyond the spec (app/README "Live updates notice"): tells the shopper when the page's live prices, stock and
 * coupons stopped updating, and briefly when they are back (features/realtime `$liveUpdatesNotice` decides when).
 * Renders nothing on the server and while hydrating; LiveStatusLoaded then waits for the live connection to
 * come up once.
 */
export function LiveStatusHost() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LiveStatusLoaded />
    </Suspense>
  );
}
