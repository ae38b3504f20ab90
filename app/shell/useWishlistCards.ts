import type { Scope } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { $pendingIds, $wishlistIds } from '../../features/wishlist/hearts';
import type { WishlistProduct } from '../../features/wishlist/hearts';
import { whenIdle } from '../../ui/LazyHydrate';
import { fireInScope } from './fireInScope';
import { loadOnce } from './loadOnce';
import { useHydrated } from './useHydrated';

import type * as WishlistIndex from '../../features/wishlist';

type WishlistModel = typeof WishlistIndex;

/**
 * The wishlist model (features/wishlist: loading, toggling, the API calls), fetched once: a page with hearts
 * fetches it on idle time after hydration, or with the first tap on a heart.
 */
const wishlistModel = loadOnce<WishlistModel>(() => import('../../features/wishlist'));
export const loadWishlistModel = (): Promise<WishlistModel> => wishlistModel.load();

const NOTHING_QUEUED: ReadonlySet<string> = new Set();

function sendToggle(model: WishlistModel, scope: Scope | null, product: WishlistProduct): void {
  fireInScope(model.wishlistToggled, scope, product);
}

function askForList(model: WishlistModel, scope: Scope | null): void {
  fireInScope(model.wishlistNeeded, scope, undefined);
}

/**
 * §2 the card's heart bound to the wishlist (§4): pressed when listed, locked while its request is in
 * flight; a guest's tap opens the login dialog (the model decides). The page's first load has only the hearts'
 * stores: the model arrives on idle time and asks for the signed-in user's list (`wishlistNeeded`, once loaded or
 * loading it does nothing); a tap before it arrived is kept — its heart shows locked at once — and sent once it has.
 */
export function useWishlistCards(): {
  wishlisted: ReadonlySet<string>;
  wishlistLocked: ReadonlySet<string>;
  onWishlistToggle: (product: WishlistProduct) => void;
  /** One card's heart props (ProductCard's `isWishlisted`, `wishlistLocked`, `onWishlistToggle`). */
  cardProps: (product: WishlistProduct) => { isWishlisted: boolean; wishlistLocked: boolean; onWishlistToggle: (product: WishlistProduct) => void };
} {
  const scope = useProvidedScope();
  const [wishlisted, pending] = useUnit([$wishlistIds, $pendingIds]);
  const [queued, setQueued] = useState<ReadonlySet<string>>(NOTHING_QUEUED);
  // Idle time once the whole page has hydrated: React's idle hydration slices leave idle moments before it, and the
  // model (with the auth model it builds on) would then join the page's first load.
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    let mounted = true;
    const cancel = whenIdle(
      () =>
        void loadWishlistModel().then(
          (model) => mounted && askForList(model, scope),
          () => undefined,
        ),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [scope, hydrated]);
  const onWishlistToggle = useCallback(
    (product: WishlistProduct) => {
      const ready = wishlistModel.ready;
      if (ready) return sendToggle(ready, scope, product);
      setQueued((ids) => new Set(ids).add(product.uuid));
      const settle = () =>
        setQueued((ids) => {
          const next = new Set(ids);
          next.delete(product.uuid);
          return next.size === 0 ? NOTHING_QUEUED : next;
        });
      loadWishlistModel().then((model) => {
        sendToggle(model, scope, product);
        settle();
      }, settle);
    },
    [scope],
  );
  const wishlistLocked = useMemo(() => (queued.size === 0 ? pending : new Set([...pending, ...queued])), [pending, queued]);
  const cardProps = (product: WishlistProduct) => ({
    isWishlisted: wishlisted.has(product.uuid),
    wishlistLocked: wishlistLocked.has(product.uuid),
    onWishlistToggle,
  });
  return { wishlisted, wishlistLocked, onWishlistToggle, cardProps };
}
