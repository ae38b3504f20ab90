import { createStore } from 'effector';
import type { ProductCard, ProductCardData, ProductPageData } from '../../contract';

/**
 * What the cards' hearts read while a page hydrates: the listed products and those whose toggle is in flight.
 * The model that acts on them (./model.ts: loading, toggling, the API calls, sign-out) builds on these stores and
 * loads after hydration with the browser session or with a first tap on a heart (app/shell/useWishlistCards.ts),
 * so the shop's first load neither carries nor creates it. The shell imports this module directly; the index
 * re-exports these units with the whole model.
 */

/**
 * A listed product: the API's card (the loaded list), the product page's product (its heart) or a page's card
 * data (a heart pressed on a rail or a listing, shown at once); each carries the uuid the wishlist calls use
 * and what a card shows.
 */
export type WishlistProduct = ProductCard | ProductPageData | ProductCardData;

/**
 * The signed-in user's wishlist. Optimistic: an add or a remove shows at once (the heart follows
 * `$wishlistIds` immediately) while the product is locked in `$pendingIds`; a refused call puts the
 * product back where it was, and a 409 reloads the list from the API.
 */
export const $wishlistProducts = createStore<WishlistProduct[]>([]);
export const $wishlistIds = $wishlistProducts.map((products): ReadonlySet<string> => new Set(products.map((product) => product.uuid)));
/** §2: products whose wishlist toggle is in flight (locked). */
export const $pendingIds = createStore<ReadonlySet<string>>(new Set(), { serialize: 'ignore' });
