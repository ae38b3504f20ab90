import { createEffect } from 'effector';
import { CHECKOUT_API_PATHS, IDEMPOTENCY_KEY_HEADER, ORDER_LINK_TOKEN_PARAM, SESSION_ID_HEADER } from '../../contract/constants';
import type { ApiError, OrderCreated, OrderCreatedResponse, OrderPaymentRequest, OrderResponse, OrderView, PaymentState, PaymentStateResponse } from '../../contract';
import { apiRequestFx } from '../api-client';
import { fetchCsrfCookieFx } from '../auth';
import type { AuthMode } from '../auth';

/**
 * The payment pages' calls. The order's owner is proven like its cart's: the guest session that placed it
 * (`X-Session-Id`, kept with the order) or the signed-in customer; the success page may read the order by
 * its signed link (`?token=`) instead.
 */

const sessionHeaders = (sessionId: string | null): Record<string, string> => (sessionId ? { [SESSION_ID_HEADER]: sessionId } : {});

interface PaymentCall {
  transactionId: string;
  sessionId: string | null;
}

/** `GET /v1/payments/{transactionId}`: the polling fallback (404: not this browser's, or unknown). */
export const fetchPaymentFx = createEffect<PaymentCall, PaymentState, ApiError>(async ({ transactionId, sessionId }) => {
  const answer = (await apiRequestFx({
    path: CHECKOUT_API_PATHS.payment(transactionId),
    headers: sessionHeaders(sessionId),
    schema: () => import('../../contract/order').then((contract) => contract.PaymentStateResponse),
    expectedStatuses: [404],
  })) as PaymentStateResponse;
  return answer.data;
});

/** `POST /v1/payments/{transactionId}/return`: the shopper came back; the API asks the gateway first. */
export const paymentReturnFx = createEffect<PaymentCall & { mode: AuthMode }, PaymentState, ApiError>(async ({ transactionId, sessionId, mode }) => {
  if (mode === 'cookie') await fetchCsrfCookieFx();
  const answer = (await apiRequestFx({
    method: 'POST',
    path: CHECKOUT_API_PATHS.paymentReturn(transactionId),
    headers: sessionHeaders(sessionId),
    schema: () => import('../../contract/order').then((contract) => contract.PaymentStateResponse),
    expectedStatuses: [404],
  })) as PaymentStateResponse;
  return answer.data;
});

export interface RetryPaymentRequest {
  orderUuid: string;
  sessionId: string | null;
  idempotencyKey: string;
  body: OrderPaymentRequest;
  mode: AuthMode;
}

/** `POST /v1/orders/{orderUuid}/payments` under an Idempotency-Key: "send again" or "pay by Multibanco instead". */
export const retryPaymentFx = createEffect<RetryPaymentRequest, OrderCreated, ApiError>(async ({ orderUuid, sessionId, idempotencyKey, body, mode }) => {
  if (mode === 'cookie') await fetchCsrfCookieFx();
  const answer = (await apiRequestFx({
    method: 'POST',
    path: CHECKOUT_API_PATHS.orderPayments(orderUuid),
    body,
    headers: { ...sessionHeaders(sessionId), [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: () => import('../../contract/checkout').then((contract) => contract.OrderCreatedResponse),
    expectedStatuses: [409, 422, 502],
  })) as OrderCreatedResponse;
  return answer.data;
});

/** `GET /v1/orders/{orderUuid}` as its owner, or with its signed link token. */
export const fetchOrderFx = createEffect<{ orderUuid: string; sessionId: string | null; token: string | null }, OrderView, ApiError>(async ({ orderUuid, sessionId, token }) => {
  const answer = (await apiRequestFx({
    path: CHECKOUT_API_PATHS.order(orderUuid),
    query: token ? { [ORDER_LINK_TOKEN_PARAM]: token } : {},
    headers: sessionHeaders(sessionId),
    schema: () => import('../../contract/order').then((contract) => contract.OrderResponse),
    expectedStatuses: [404],
  })) as OrderResponse;
  return answer.data;
});
