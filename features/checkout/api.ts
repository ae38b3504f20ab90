import { createEffect } from 'effector';
import { CHECKOUT_API_PATHS, IDEMPOTENCY_KEY_HEADER, SESSION_ID_HEADER } from '../../contract/constants';
import type { ApiError, CheckoutOrderInput, CheckoutResponse, CheckoutView, Locale, OrderCreated, OrderCreatedResponse } from '../../contract';
import { apiRequestFx } from '../api-client';
import { fetchCsrfCookieFx } from '../auth';
import type { AuthMode } from '../auth';

/**
 * The checkout's calls. Each names the cart's guest session in `X-Session-Id` (with the signed-in
 * customer's credentials, which the API client adds, it is the cart's ownership proof).
 */

const sessionHeaders = (sessionId: string | null): Record<string, string> => (sessionId ? { [SESSION_ID_HEADER]: sessionId } : {});

export interface CheckoutViewRequest {
  cartUuid: string;
  sessionId: string | null;
  locale: Locale | null;
  /** Seller id → method code (sent as `{sellerId}:{code}` pairs). */
  shipping: Record<string, string>;
  /** The signed-in customer's store credit pays what it can (`use_store_credit=true`). */
  useStoreCredit?: boolean;
}

/** `{sellerId}:{code}` pairs joined by commas, sellers in order (the same choice reads the same URL). */
export const shippingQueryOf = (shipping: Record<string, string>): string | undefined => {
  const pairs = Object.entries(shipping)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([seller, code]) => `${seller}:${code}`);
  return pairs.length ? pairs.join(',') : undefined;
};

/**
 * `GET /v1/checkout/{cartUuid}`. 404 (no such cart, or not this caller's), 409 CART_NOT_OPEN and 422 (empty
 * cart, `errors.cart`; an unknown shipping choice, `errors.shipping`) are answers the guard reads.
 */
export const fetchCheckoutFx = createEffect<CheckoutViewRequest, CheckoutView, ApiError>(async ({ cartUuid, sessionId, locale, shipping, useStoreCredit }) => {
  const answer = (await apiRequestFx({
    path: CHECKOUT_API_PATHS.checkout(cartUuid),
    query: { locale: locale ?? undefined, shipping: shippingQueryOf(shipping), use_store_credit: useStoreCredit ? 'true' : undefined },
    headers: sessionHeaders(sessionId),
    schema: () => import('../../contract/checkout').then((contract) => contract.CheckoutResponse),
    expectedStatuses: [404, 409, 422],
  })) as CheckoutResponse;
  return answer.data;
});

export interface CreateOrderRequest {
  cartUuid: string;
  sessionId: string | null;
  idempotencyKey: string;
  body: CheckoutOrderInput;
  mode: AuthMode;
}

/** `POST /v1/checkout/{cartUuid}/orders` under an Idempotency-Key; 409, 422 and 502 are refusals the model reads. */
export const createOrderFx = createEffect<CreateOrderRequest, OrderCreated, ApiError>(async ({ cartUuid, sessionId, idempotencyKey, body, mode }) => {
  if (mode === 'cookie') await fetchCsrfCookieFx();
  const answer = (await apiRequestFx({
    method: 'POST',
    path: CHECKOUT_API_PATHS.checkoutOrders(cartUuid),
    body,
    headers: { ...sessionHeaders(sessionId), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: () => import('../../contract/checkout').then((contract) => contract.OrderCreatedResponse),
    expectedStatuses: [409, 422, 502],
  })) as OrderCreatedResponse;
  return answer.data;
});
