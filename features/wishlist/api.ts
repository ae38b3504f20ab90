import { createEffect } from 'effector';
import { COMMERCE_API_PATHS } from '../../contract/constants';
import type { ApiError, WishlistMutationResponse, WishlistParams, WishlistResponse } from '../../contract';
import { apiRequestFx } from '../api-client';

/** §7 GET v1/users/wishlist (authenticated): `{success, products, count}`. */
export const fetchWishlistFx = createEffect<void, WishlistResponse, ApiError>(
  async () => (await apiRequestFx({ path: COMMERCE_API_PATHS.wishlist, schema: () => import('../../contract/wishlist').then((contract) => contract.WishlistResponse) })) as WishlistResponse,
);

/** §7 POST v1/users/wishlist/{id}: the product uuid. A 409 means the product is already listed (§8). */
export const postWishlistItemFx = createEffect<WishlistParams, WishlistMutationResponse, ApiError>(
  async ({ id }) =>
    (await apiRequestFx({ method: 'POST', path: COMMERCE_API_PATHS.wishlistItem(id), schema: () => import('../../contract/wishlist').then((contract) => contract.WishlistMutationResponse) })) as WishlistMutationResponse,
);

/** §7 DELETE v1/users/wishlist/{id}. */
export const deleteWishlistItemFx = createEffect<WishlistParams, WishlistMutationResponse, ApiError>(
  async ({ id }) =>
    (await apiRequestFx({ method: 'DELETE', path: COMMERCE_API_PATHS.wishlistItem(id), schema: () => import('../../contract/wishlist').then((contract) => contract.WishlistMutationResponse) })) as WishlistMutationResponse,
);
