/**
 * The wishlist (spec §2 product card heart, §3, §4 Wishlist, §7, §8). Loads when the user
 * becomes authenticated (or on `sessionRestoreStarted` with the user already in state, or on
 * `wishlistRequested`), cleared on `loggedOut`. The heart of a product card reads `$wishlistIds` and
 * `$pendingIds` (locked while in flight) and calls `wishlistToggled(product)`. Failures are toasts
 * with texts under `wishlist.errors.<key>` in locales/*.json.
 */
export {
  $wishlistProducts,
  $wishlistCount,
  $wishlistIds,
  $pendingIds,
  $wishlistError,
  $wishlistLoading,
  wishlistRequested,
  wishlistNeeded,
  wishlistToggled,
  wishlistAddRequested,
  wishlistRemoveRequested,
  wishlistAddFinished,
  wishlistRemoveFinished,
  addedToWishlist,
  WISHLIST_ERRORS,
  WISHLIST_REFUSALS,
  wishlistCardOf,
} from './model';
export type { WishlistError, WishlistProduct, WishlistRefusal, WishlistResult } from './model';
export { fetchWishlistFx, postWishlistItemFx, deleteWishlistItemFx } from './api';
