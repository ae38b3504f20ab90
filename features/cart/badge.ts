import { createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import type { Cart } from '../../contract';
import { itemCountOf } from './totals';

/**
 * What every page shows of the cart before anyone acts on it — the header's and the bottom bar's count, the
 * cart link's address, whether the drawer is open — and the events that open and close the drawer. The rest
 * of the model (./model.ts: loading, syncing, coupons, stock rules, ~150 units) builds on these units and
 * loads after hydration (app/client/commerce.ts) or with the page or drawer that acts on the cart, so the
 * shop's first load neither carries nor creates it. The shell imports this module directly; the index
 * re-exports these units with the whole model.
 */

/** The cart as the API last answered it (null: no cart id yet, §4). Stories set it through `fork({ values })`. */
export const $cart = createStore<Cart | null>(null);
/** §2 cart panel / drawer open. */
export const $isOpen = createStore(false);
export const cartOpened = createEvent();
export const cartClosed = createEvent();

export const $cartUuid = $cart.map((cart) => cart?.cart_uuid ?? null);
export const $cartItems = $cart.map((cart) => cart?.items ?? []);
/** §2/§9 badge: units in the cart (`cartBadgeText` writes '99+'). */
export const $itemCount = $cartItems.map(itemCountOf);

sample({ clock: cartOpened, fn: () => true, target: $isOpen });
sample({ clock: cartClosed, fn: () => false, target: $isOpen });

/** The header / bottom bar badge (§2): units in the cart, and the event that opens the drawer. */
export const useCartBadge = () => useUnit({ count: $itemCount, open: cartOpened });
