import { useProvidedScope, useUnit } from 'effector-react';
import { useCallback, useMemo, useState } from 'react';
import { $pendingIds, $wishlistIds } from '../../features/wishlist/hearts';
import type { WishlistProduct } from '../../features/wishlist/hearts';
import { fireInScope } from './fireInScope';

import type * as WishlistIndex from '../../features/wishlist';

type WishlistModel = typeof WishlistIndex;

let loadedModel: WishlistModel | null = null;
let loading: Promise<WishlistModel> | null = null;

/**
 * The wishlist model (features/wishlist: loading, toggling, the API calls), fetched once: the browser session
 * brings it after hydration (app/client/browserSession.ts), a heart tapped before that brings it too.
 */
export function loadWishlistModel(): Promise<WishlistModel> {
  loading ??= import('../../features/wishlist').then(
    (model) => (loadedModel = model),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const NOTHING_QUEUED: ReadonlySet<string> = new Set();

/**
 * §2 the card's heart bound to the wishlist (§4): pressed when listed, locked while its request is in
 * flight; a guest's tap opens the login dialog (the model decides). The page's first load has only the hearts'
 * stores: a tap before the model arrived is kept — its heart shows locked at once — and sent once it has loaded.
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
  const onWishlistToggle = useCallback(
    (product: WishlistProduct) => {
      if (loadedModel) return fireInScope(loadedModel.wishlistToggled, scope, product);
      setQueued((ids) => new Set(ids).add(product.uuid));
      const settle = () =>
        setQueued((ids) => {
          const next = new Set(ids);
          next.delete(product.uuid);
          return next.size === 0 ? NOTHING_QUEUED : next;
        });
      loadWishlistModel().then((model) => {
        fireInScope(model.wishlistToggled, scope, product);
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
