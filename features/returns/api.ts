import { createEffect } from 'effector';
import { AFTER_SALES_API_PATHS } from '../../contract/after-sales-constants';
import type { ApiError, OrderReturn, OrderReturnResponse, OrderReturnsResponse, ReturnCreateRequest } from '../../contract';
import { apiRequestFx } from '../api-client';

/** The signed-in customer's returns of one order (404: not theirs, or no such order). */
export const fetchOrderReturnsFx = createEffect<{ orderUuid: string }, OrderReturnsResponse, ApiError>(async ({ orderUuid }) => {
  return (await apiRequestFx({
    path: AFTER_SALES_API_PATHS.orderReturns(orderUuid),
    schema: () => import('../../contract/after-sales').then((contract) => contract.OrderReturnsResponse),
    expectedStatuses: [404],
  })) as OrderReturnsResponse;
});

/** `POST …/returns`: a new request (422 names each refused line as `lines.N.offer_id` / `lines.N.quantity`). */
export const createReturnFx = createEffect<{ orderUuid: string; body: ReturnCreateRequest }, OrderReturn, ApiError>(async ({ orderUuid, body }) => {
  const answer = (await apiRequestFx({
    method: 'POST',
    path: AFTER_SALES_API_PATHS.orderReturns(orderUuid),
    body,
    schema: () => import('../../contract/after-sales').then((contract) => contract.OrderReturnResponse),
    expectedStatuses: [422],
  })) as OrderReturnResponse;
  return answer.data;
});
