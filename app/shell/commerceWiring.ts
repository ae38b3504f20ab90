import { sample } from 'effector';
import type { ProductCardData, ProductTracking } from '../../contract';
import { addToWishlist } from '../../features/analytics';
import { loggedOut } from '../../features/auth';
import { cartClosed } from '../../features/cart';
import { drawerClosed } from '../../features/discounts';
import { defaultVariant, fetchTrackedProductFx } from '../../features/product';
import { addedToWishlist } from '../../features/wishlist';
import type { WishlistProduct } from '../../features/wishlist';
import { productTrackingFor } from './cartProduct';

/**
 * The app's side of the cart once the page runs (loaded with app/client/commerce.ts after hydration,
 * so coupons and analytics stay out of the first load): §4 logout closes the drawers, and an accepted
 * wishlist add is pushed to the data layer.
 */

// §4 Logout resets the cart: its drawers close too.
sample({ clock: loggedOut, target: [cartClosed, drawerClosed] });

// §7 add_to_wishlist: the product's first buyable variant and offer, named as the API named it.
const trackingOf = (product: Exclude<WishlistProduct, ProductCardData>) => {
  const variant = defaultVariant(product);
  return productTrackingFor(product, variant, variant?.offers[0] ?? null, 'pt');
};
const hasVariants = (product: WishlistProduct): product is Exclude<WishlistProduct, ProductCardData> => 'variants' in product;
// A page's card carries only what it shows (no variants, no offers' ids): the product is read first.
const cardAdded = sample({ clock: addedToWishlist, filter: (product) => !hasVariants(product), fn: ({ slug }) => ({ slug, locale: 'pt' as const }) });
sample({ clock: cardAdded, target: fetchTrackedProductFx });
const wishlistTracking = sample({
  clock: [sample({ clock: addedToWishlist, filter: hasVariants }), fetchTrackedProductFx.doneData],
  fn: trackingOf,
});
sample({ clock: wishlistTracking, filter: (tracking): tracking is ProductTracking => tracking !== null, target: addToWishlist });
