import { useUnit } from 'effector-react';
import { $pendingIds, $wishlistIds, wishlistToggled } from '../../features/wishlist';
import type { WishlistProduct } from '../../features/wishlist';

/**
 * §2 the card's heart bound to the wishlist (§4): pressed when listed, locked while its request is in
 * flight; a guest's tap opens the login dialog (the model decides).
 */
export function useWishlistCards(): {
  wishlisted: ReadonlySet<string>;
  wishlistLocked: ReadonlySet<string>;
  onWishlistToggle: (product: WishlistProduct) => void;
  /** One card's heart props (ProductCard's `isWishlisted`, `wishlistLocked`, `onWishlistToggle`). */
  cardProps: (product: WishlistProduct) => { isWishlisted: boolean; wishlistLocked: boolean; onWishlistToggle: (product: WishlistProduct) => void };
} {
  const [wishlisted, wishlistLocked, onWishlistToggle] = useUnit([$wishlistIds, $pendingIds, wishlistToggled]);
  const cardProps = (product: WishlistProduct) => ({
    isWishlisted: wishlisted.has(product.uuid),
    wishlistLocked: wishlistLocked.has(product.uuid),
    onWishlistToggle,
  });
  return { wishlisted, wishlistLocked, onWishlistToggle, cardProps };
}
