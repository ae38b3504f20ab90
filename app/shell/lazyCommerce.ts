import { createStore } from 'effector';
import type { Scope } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import type { ProductTracking } from '../../contract';
import type { CartProduct } from '../../features/cart/changes';
import { whenIdle } from '../../ui/LazyHydrate';
import { fireInScope } from './fireInScope';
import { loadOnce } from './loadOnce';
import { afterPageHydration, useHydrated } from './useHydrated';

import type * as CartIndex from '../../features/cart';

type CartModel = typeof CartIndex;

/**
 * The cart model (features/cart: loading, syncing, coupons, stock rules), fetched once. A page that adds to
 * the cart keeps it out of its first load: it arrives on idle time after hydration, or with the first tap.
 */
const cartModel = loadOnce<CartModel>(() => import('../../features/cart'));
export const loadCartModel = (): Promise<CartModel> => cartModel.load();

function sendAdd(model: CartModel, scope: Scope | null, product: CartProduct): void {
  fireInScope(model.itemAdded, scope, product);
}

function sendViewItem(scope: Scope | null, item: ProductTracking): Promise<void> {
  return import('../../features/analytics').then(({ viewItem }) => fireInScope(viewItem, scope, item));
}

/** What the page shows as updating until the model is there: nothing (the server's render and hydration too). */
const $noOffersUpdating = createStore<number[]>([], { serialize: 'ignore' });

/**
 * §2 add-to-cart of a page whose first load has no cart model: `updating` holds the offers whose add is on
 * its way (the button shows pending), `add` sends one. A tap before the model arrived is kept — its offer
 * shows pending at once — and sent as soon as the model has loaded, so no tap is lost.
 */
export function useAddToCart(): { updating: readonly number[]; add: (product: CartProduct) => void } {
  const scope = useProvidedScope();
  const [model, setModel] = useState<CartModel | null>(cartModel.ready);
  const [queued, setQueued] = useState<readonly number[]>([]);
  // Idle time once the whole page has hydrated: React's idle hydration slices leave idle moments before it, and the
  // model (with the auth model it builds on) would then join the page's first load.
  const hydrated = useHydrated();
  useEffect(() => {
    if (model || !hydrated) return;
    let mounted = true;
    const take = () => void loadCartModel().then((loaded) => mounted && setModel(loaded), () => undefined);
    const cancel = whenIdle(take);
    return () => {
      mounted = false;
      cancel();
    };
  }, [model, hydrated]);
  const inFlight = useUnit(model?.$updatingItems ?? $noOffersUpdating);
  const add = useCallback(
    (product: CartProduct) => {
      const ready = cartModel.ready;
      if (ready) return sendAdd(ready, scope, product);
      setQueued((offers) => [...offers, product.offer_id]);
      const settle = () => setQueued((offers) => offers.filter((offer) => offer !== product.offer_id));
      loadCartModel().then(
        (loaded) => {
          sendAdd(loaded, scope, product);
          settle();
          setModel(loaded);
        },
        settle,
      );
    },
    [scope],
  );
  return { updating: queued.length === 0 ? inFlight : [...inFlight, ...queued], add };
}

/**
 * §7 view_item from a page whose first load has no analytics model (features/analytics builds on the cart's and
 * the auth model): the model is fetched with the first view once the whole page has hydrated — a view the page's
 * effects report while it hydrates waits for that — and sends it with its data layer.
 */
export function useViewItem(): (item: ProductTracking) => void {
  const scope = useProvidedScope();
  return useCallback((item: ProductTracking) => afterPageHydration(() => void sendViewItem(scope, item)), [scope]);
}
