import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, OrderReturn, OrderReturnsResponse, ReturnableLine, ReturnCreateRequest } from '../../contract';
import { $authMode, fetchCsrfCookieFx, loggedOut } from '../auth';
import { customerOrderUpdateReceived } from '../realtime';
import { createReturnFx, fetchOrderReturnsFx } from './api';
import {
  $orderReturns,
  $returnableLines,
  $returnDialogOpen,
  $returnLineErrors,
  $returnsStatus,
  $returnSubmitStatus,
  afterSalesOpened,
  returnDialogOpened,
  returnSubmitted,
} from './index';

const ORDER = '3f2a9c1d-0000-4000-8000-000000000001';
const OTHER = '3f2a9c1d-0000-4000-8000-000000000002';
const line = (offer_id: number, quantity: number): ReturnableLine => ({
  offer_id,
  seller_id: 1,
  name: `Peça ${offer_id}`,
  image: null,
  unit_price: 19.99,
  quantity,
  return_by: '2026-12-10T12:00:00.000Z',
});
const created: OrderReturn = {
  return_uuid: '9b1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  order_uuid: ORDER,
  status: 'requested',
  refund_method: 'store_credit',
  amount: 19.99,
  delivery: 0,
  note: null,
  lines: [{ offer_id: 11, name: 'Peça 11', image: null, quantity: 1, unit_price: 19.99, reason: 'wrong_size' }],
  created_at: '2026-11-27T10:00:00.000Z',
  approved_at: null,
  received_at: null,
  refunded_at: null,
  rejected_at: null,
};
const request: ReturnCreateRequest = { refund_method: 'store_credit', lines: [{ offer_id: 11, quantity: 1, reason: 'wrong_size' }, { offer_id: 12, quantity: 3, reason: 'damaged' }] };
const apiError = (status: number, data: unknown): ApiError => ({ status, message: 'Error', data });

function scope(options: { answers?: Record<string, OrderReturnsResponse | ApiError>; create?: OrderReturn | ApiError } = {}) {
  const calls: string[] = [];
  const sent: unknown[] = [];
  const answers = options.answers ?? { [ORDER]: { data: [], returnable: [line(11, 2), line(12, 2)] } };
  const instance = fork({
    values: [[$authMode, 'cookie']],
    handlers: [
      [fetchCsrfCookieFx, async () => calls.push('csrf')],
      [
        fetchOrderReturnsFx,
        async ({ orderUuid }: { orderUuid: string }) => {
          calls.push(`list ${orderUuid}`);
          const answer = answers[orderUuid];
          if (!answer || 'status' in answer) throw answer ?? apiError(404, { message: 'The order could not be found.' });
          return answer;
        },
      ],
      [
        createReturnFx,
        async ({ body }: { body: unknown }) => {
          calls.push('create');
          sent.push(body);
          const answer = options.create ?? created;
          if ('status' in answer && 'data' in answer && !('return_uuid' in answer)) throw answer;
          // The API now lists the request, and its lines are no longer returnable.
          answers[ORDER] = { data: [answer as OrderReturn], returnable: [line(12, 2)] };
          return answer as OrderReturn;
        },
      ],
    ],
  });
  return { instance, calls, sent };
}

describe('returns model (EU right of withdrawal)', () => {
  it('the order page reads its returns and what may still be returned, and keeps them apart from another order', async () => {
    const { instance, calls } = scope({ answers: { [ORDER]: { data: [created], returnable: [line(12, 2)] }, [OTHER]: { data: [], returnable: [] } } });
    await allSettled(afterSalesOpened, { scope: instance, params: { orderUuid: ORDER } });
    expect(instance.getState($returnsStatus)).toBe('ready');
    expect(instance.getState($orderReturns)).toEqual([created]);
    expect(instance.getState($returnableLines).map((entry) => entry.offer_id)).toEqual([12]);
    await allSettled(afterSalesOpened, { scope: instance, params: { orderUuid: OTHER } });
    expect(instance.getState($orderReturns)).toEqual([]);
    expect(calls).toEqual([`list ${ORDER}`, `list ${OTHER}`]);
  });

  it("the operator's move of a return, heard on the customer's channel, reads the open order's returns again; other news does not", async () => {
    const answers: Record<string, OrderReturnsResponse> = { [ORDER]: { data: [created], returnable: [] } };
    const { instance, calls } = scope({ answers });
    await allSettled(afterSalesOpened, { scope: instance, params: { orderUuid: ORDER } });
    await allSettled(customerOrderUpdateReceived, { scope: instance, params: { order_uuid: OTHER, status: 'return_approved' } });
    await allSettled(customerOrderUpdateReceived, { scope: instance, params: { order_uuid: ORDER, status: 'shipped' } });
    expect(calls).toEqual([`list ${ORDER}`]);
    const refunded: OrderReturn = { ...created, status: 'refunded', refunded_at: '2026-11-28T10:00:00.000Z' };
    answers[ORDER] = { data: [refunded], returnable: [] };
    await allSettled(customerOrderUpdateReceived, { scope: instance, params: { order_uuid: ORDER, status: 'return_refunded' } });
    expect(calls).toEqual([`list ${ORDER}`, `list ${ORDER}`]);
    expect(instance.getState($orderReturns)).toEqual([refunded]);
  });

  it("another customer's order (404) shows the failure, not someone's data", async () => {
    const { instance } = scope({ answers: {} });
    await allSettled(afterSalesOpened, { scope: instance, params: { orderUuid: ORDER } });
    expect(instance.getState($returnsStatus)).toBe('failed');
    expect(instance.getState($orderReturns)).toEqual([]);
  });

  it('a request goes out after the CSRF cookie, closes the dialog, lists the new return first and reads what is left', async () => {
    const { instance, calls, sent } = scope();
    await allSettled(afterSalesOpened, { scope: instance, params: { orderUuid: ORDER } });
    await allSettled(returnDialogOpened, { scope: instance });
    expect(instance.getState($returnDialogOpen)).toBe(true);
    await allSettled(returnSubmitted, { scope: instance, params: request });
    expect(calls).toEqual([`list ${ORDER}`, 'csrf', 'create', `list ${ORDER}`]);
    expect(sent).toEqual([request]);
    expect(instance.getState($returnDialogOpen)).toBe(false);
    expect(instance.getState($returnSubmitStatus)).toBe('idle');
    expect(instance.getState($orderReturns)).toEqual([created]);
    expect(instance.getState($returnableLines).map((entry) => entry.offer_id)).toEqual([12]);
  });

  it('a 422 marks each refused line by its offer, with how many may still be returned; the dialog stays open', async () => {
    const refused = apiError(422, { message: 'The quantity may not be greater than 2.', errors: { 'lines.1.quantity': ['The quantity may not be greater than 2.'] } });
    const { instance } = scope({ create: refused });
    await allSettled(afterSalesOpened, { scope: instance, params: { orderUuid: ORDER } });
    await allSettled(returnDialogOpened, { scope: instance });
    await allSettled(returnSubmitted, { scope: instance, params: request });
    expect(instance.getState($returnSubmitStatus)).toBe('failed');
    expect(instance.getState($returnLineErrors)).toEqual({ 12: { field: 'quantity', max: 2 } });
    expect(instance.getState($returnDialogOpen)).toBe(true);
    await allSettled(returnDialogOpened, { scope: instance });
    expect(instance.getState($returnLineErrors)).toEqual({});
  });

  it('signing out forgets the returns', async () => {
    const { instance } = scope();
    await allSettled(afterSalesOpened, { scope: instance, params: { orderUuid: ORDER } });
    await allSettled(loggedOut, { scope: instance });
    expect(instance.getState($returnableLines)).toEqual([]);
    expect(instance.getState($returnsStatus)).toBe('idle');
  });
});
