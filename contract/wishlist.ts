import { z } from 'zod';
import { SuccessBody, Uuid } from './common';
import { ProductCard } from './catalog';

/** §3 Wishlist: products identified by uuid; the list is the products plus a count. */
export const Wishlist = z.object({ products: z.array(ProductCard), count: z.number().int().nonnegative() });
export type Wishlist = z.infer<typeof Wishlist>;

/** §7 GET v1/users/wishlist. */
export const WishlistResponse = Wishlist.extend({ success: z.boolean() });
export type WishlistResponse = z.infer<typeof WishlistResponse>;

/** §7 POST and DELETE v1/users/wishlist/{id}: the product uuid. A 409 on POST means already listed (§8). */
export const WishlistParams = z.object({ id: Uuid });
export type WishlistParams = z.infer<typeof WishlistParams>;
export const WishlistMutationResponse = SuccessBody;
export type WishlistMutationResponse = z.infer<typeof WishlistMutationResponse>;
