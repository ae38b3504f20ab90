import { attach, createEffect, createStore } from 'effector';
import { COMMERCE_API_PATHS, SESSION_ID_HEADER } from '../../contract/constants';
import type { ApiError, Cart, CartResponse, CartSaveRequest, CartUpdateRequest, CouponApplyResponse, CouponRemoveResponse, Locale } from '../../contract';
import { anyBody, apiRequestFx } from '../api-client';
import type { ApiRequest } from '../api-client';

/**
 * The page's language, injected in the browser like `$cartStorage`: every cart answer names its lines'
 * colour, size and category in it (`?locale=`), so an English page never shows 'Cor: Rosa' for 'Pink'.
 * Null (not injected): the API goes by the browser's Accept-Language.
 */
export const $cartLocale = createStore<Locale | null>(null, { serialize: 'ignore' });

/** Every call of this edge answers a cart view: it asks for it in the page's language. */
const cartRequestFx = attach({
  source: $cartLocale,
  mapParams: (request: ApiRequest<unknown>, locale): ApiRequest<unknown> => (locale ? { ...request, query: { ...request.query, locale } } : request),
  effect: apiRequestFx,
});

/** Every cart and coupon call names the browser's guest session in the `X-Session-Id` header (it proves who owns a guest cart). */
interface SessionCall {
  sessionId: string;
}
const sessionHeaders = (sessionId: string) => ({ [SESSION_ID_HEADER]: sessionId });

/** §7 GET v1/carts/cart/{cartUuidOrSessionId}; a 404 (the cart is gone) is an answer the model handles, not an error to log. */
export const fetchCartFx = createEffect<SessionCall & { id: string }, Cart, ApiError>(async ({ id, sessionId }) => {
  const answer = (await cartRequestFx({
    path: COMMERCE_API_PATHS.cart(id),
    headers: sessionHeaders(sessionId),
    schema: () => import('../../contract/cart').then((contract) => contract.CartResponse),
    expectedStatuses: [404],
  })) as CartResponse;
  return answer.data;
});

/** §7 POST v1/carts/save: creates the cart with its first items. */
export const saveCartFx = createEffect<SessionCall & { body: CartSaveRequest }, Cart, ApiError>(async ({ body, sessionId }) => {
  const answer = (await cartRequestFx({
    method: 'POST',
    path: COMMERCE_API_PATHS.cartSave,
    body,
    headers: sessionHeaders(sessionId),
    schema: () => import('../../contract/cart').then((contract) => contract.CartResponse),
  })) as CartResponse;
  return answer.data;
});

/** §7 PUT v1/carts/update with the cart's version (a stale one answers 409 CART_VERSION_CONFLICT with the current cart). */
export const updateCartFx = createEffect<SessionCall & { body: CartUpdateRequest }, Cart, ApiError>(async ({ body, sessionId }) => {
  const answer = (await cartRequestFx({
    method: 'PUT',
    path: COMMERCE_API_PATHS.cartUpdate,
    body,
    headers: sessionHeaders(sessionId),
    schema: () => import('../../contract/cart').then((contract) => contract.CartResponse),
  })) as CartResponse;
  return answer.data;
});

/** §7 DELETE v1/carts/{cartUuid}. */
export const deleteCartFx = createEffect<SessionCall & { cartUuid: string }, void, ApiError>(async ({ cartUuid, sessionId }) => {
  await cartRequestFx({ method: 'DELETE', path: COMMERCE_API_PATHS.cartDelete(cartUuid), headers: sessionHeaders(sessionId), schema: anyBody });
});

/** §7 POST v1/carts/{cartUuid}/coupon: the cart as it now is (422/404 `CouponRejectionBody` when refused). */
export const applyCouponFx = createEffect<SessionCall & { cartUuid: string; code: string }, Cart, ApiError>(async ({ cartUuid, code, sessionId }) => {
  const answer = (await cartRequestFx({
    method: 'POST',
    path: COMMERCE_API_PATHS.cartCoupon(cartUuid),
    body: { code },
    headers: sessionHeaders(sessionId),
    schema: () => import('../../contract/cart').then((contract) => contract.CouponApplyResponse),
  })) as CouponApplyResponse;
  return answer.data;
});

/** §7 DELETE v1/carts/{cartUuid}/coupon: the cart as it now is. */
export const removeCouponFx = createEffect<SessionCall & { cartUuid: string }, Cart, ApiError>(async ({ cartUuid, sessionId }) => {
  const answer = (await cartRequestFx({
    method: 'DELETE',
    path: COMMERCE_API_PATHS.cartCoupon(cartUuid),
    headers: sessionHeaders(sessionId),
    schema: () => import('../../contract/cart').then((contract) => contract.CouponRemoveResponse),
  })) as CouponRemoveResponse;
  return answer.data;
});
