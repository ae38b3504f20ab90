import { createEffect } from 'effector';
import { ACCOUNT_ORDER_API_PATHS, SESSION_ID_HEADER } from '../../contract/constants';
import type { AccountOrderListResponse, AccountOrderResponse, AccountOrderView, ApiError, OrderStatus, ReorderResponse, ReorderResult } from '../../contract';
import { apiRequestFx } from '../api-client';

/** The signed-in customer's order calls (`/v1/account/orders…`); the API scopes each to the customer. */

export interface OrdersQuery {
  status: OrderStatus | null;
  page: number;
}

/** `GET /v1/account/orders?status=&page=`: a page of the customer's orders, newest first. */
export const fetchOrdersFx = createEffect<OrdersQuery, AccountOrderListResponse, ApiError>(
  async ({ status, page }) =>
    (await apiRequestFx({
      path: ACCOUNT_ORDER_API_PATHS.orders,
      query: { page, ...(status ? { status } : {}) },
      schema: () => import('../../contract/account-orders').then((contract) => contract.AccountOrderListResponse),
    })) as AccountOrderListResponse,
);

/** `GET /v1/account/orders/{uuid}` (404: not this customer's, or no such order). */
export const fetchAccountOrderFx = createEffect<string, AccountOrderView, ApiError>(
  async (orderUuid) =>
    (
      (await apiRequestFx({
        path: ACCOUNT_ORDER_API_PATHS.order(orderUuid),
        schema: () => import('../../contract/account-orders').then((contract) => contract.AccountOrderResponse),
        expectedStatuses: [404],
      })) as AccountOrderResponse
    ).data,
);

/** `POST …/{uuid}/cancel`: 409 `ORDER_NOT_CANCELLABLE` once the order no longer waits for its payment. */
export const cancelOrderFx = createEffect<string, AccountOrderView, ApiError>(
  async (orderUuid) =>
    (
      (await apiRequestFx({
        method: 'POST',
        path: ACCOUNT_ORDER_API_PATHS.cancel(orderUuid),
        body: {},
        schema: () => import('../../contract/account-orders').then((contract) => contract.AccountOrderResponse),
        expectedStatuses: [404, 409],
      })) as AccountOrderResponse
    ).data,
);

/** `POST …/{uuid}/reorder` with this browser's cart session, so the lines land in the cart it shows. */
export const reorderFx = createEffect<{ orderUuid: string; sessionId: string | null }, ReorderResult, ApiError>(
  async ({ orderUuid, sessionId }) =>
    (
      (await apiRequestFx({
        method: 'POST',
        path: ACCOUNT_ORDER_API_PATHS.reorder(orderUuid),
        body: {},
        headers: sessionId ? { [SESSION_ID_HEADER]: sessionId } : {},
        schema: () => import('../../contract/account-orders').then((contract) => contract.ReorderResponse),
        expectedStatuses: [404, 409],
      })) as ReorderResponse
    ).data,
);
