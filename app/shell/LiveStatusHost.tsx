import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $liveUpdatesConnectedOnce, $liveUpdatesNotice } from '../../features/realtime';
import { useHydrated } from './useHydrated';

/** ui/LiveStatus and its texts: fetched when the live connection first comes up, not in the first load. */
const LiveStatusLoaded = lazy(() => import('./LiveStatusLoaded'));

/**
 * Beyond the spec (app/README "Live updates notice"): tells the shopper when the page's live prices, stock and
 * coupons stopped updating, and briefly when they are back (features/realtime `$liveUpdatesNotice` decides when).
 *
 * Renders nothing on the server, while hydrating, and on a page whose live connection never came up (realtime
 * not configured or refused). Once it is up, the notice's status region is mounted, still empty — so the chunk is
 * in long before an outage (which is often the network going away) and a screen reader already watches the
 * region when a sentence arrives.
 */
export function LiveStatusHost() {
  const hydrated = useHydrated();
  const [connectedOnce, notice] = useUnit([$liveUpdatesConnectedOnce, $liveUpdatesNotice]);
  if (!hydrated || !connectedOnce) return null;
  return (
    <Suspense fallback={null}>
      <LiveStatusLoaded notice={notice} />
    </Suspense>
  );
}
