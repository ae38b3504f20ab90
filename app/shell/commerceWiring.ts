import { createEvent, createStore, sample } from 'effector';
import { loggedOut } from '../../features/auth';
import { cartCleared, cartClosed } from '../../features/cart';
import { drawerClosed } from '../../features/discounts';
import { addToWishlist } from '../../features/analytics';
import { defaultVariant } from '../../features/product';
import { addedToWishlist } from '../../features/wishlist';
import type { ProductTracking } from '../../contract';
import { productTrackingOf } from './cartProduct';

/**
 * The app's side of the cart: the §2 confirm dialog before clearing (the cart drawer and the cart page
 * ask the same question), and §4 logout closing the drawers.
 */

/** The clear-cart question is showing. */
export const $clearCartConfirmOpen = createStore(false, { serialize: 'ignore' });
export const clearCartRequested = createEvent();
/** §2 confirm dialog: true on confirm, false on cancel. */
export const clearCartAnswered = createEvent<boolean>();

sample({ clock: clearCartRequested, fn: () => true, target: $clearCartConfirmOpen });
sample({ clock: clearCartAnswered, fn: () => false, target: $clearCartConfirmOpen });
// Only a confirmed question clears the cart (which deletes it, resets and closes the panel, §4).
sample({ clock: clearCartAnswered, filter: (confirmed) => confirmed, fn: () => undefined, target: cartCleared });
// §4 Logout resets the cart: its drawers and question close too.
sample({ clock: loggedOut, fn: () => false, target: $clearCartConfirmOpen });
sample({ clock: loggedOut, target: [cartClosed, drawerClosed] });

// §7 add_to_wishlist: the product's first buyable variant and offer, named as the API named it.
const wishlistTracking = addedToWishlist.map((product) => {
  const variant = defaultVariant(product);
  return productTrackingOf(product, variant, variant?.offers[0] ?? null, 'pt');
});
sample({ clock: wishlistTracking, filter: (tracking): tracking is ProductTracking => tracking !== null, target: addToWishlist });
