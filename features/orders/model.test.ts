import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { REALTIME_EVENTS, customerChannel } from '../../contract/realtime-channels';
import type { AccountOrderListResponse, AccountOrderView, ApiError, OrderCreated, ReorderResult, User } from '../../contract';
import { SESSION as FIXTURE_SESSION_ID } from '../../contract/test-examples';
import { $user } from '../auth';
import { $sessionId, cartAdopted } from '../cart';
import { navigateTo, newIdempotencyKeyFx, placedOrderUpdated, type PlacedOrder } from '../checkout';
import { retryPaymentFx, type RetryPaymentRequest } from '../payment';
import { $channelsInUse, customerOrderUpdateReceived } from '../realtime';
import { $toasts } from '../toasts';
import {
  $cancelStatus,
  $order,
  $orderStatus,
  $orders,
  $ordersMeta,
  $ordersStatus,
  $payAgainError,
  $reorderResult,
  cancelConfirmed,
  cancelOrderFx,
  cancelRequested,
  fetchAccountOrderFx,
  fetchOrdersFx,
  orderClosed,
  orderOpened,
  ordersPageOpened,
  payAgainRequested,
  reorderFx,
  reorderRequested,
  type OrdersQuery,
} from './index';
import { accountOrder as accountOrderFixture, orderPage as accountOrderPage, orderSummaries as accountOrderSummaries, reorderResult } from './test-support';

const reorderResultFixture = () => reorderResult(FIXTURE_SESSION_ID);

const ana = { id: 7, uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e', email: 'ana@example.com', name: 'Ana' } as unknown as User;
const apiError = (status: number, message = 'Error'): ApiError => ({ status, message, data: { message } });
const ownChannel = `private-${customerChannel(ana.id)}`;

/** A scope signed in as Ana, with the API's answers the test gives, recording each call. */
function scopeWith(answers: {
  list?: (query: OrdersQuery) => AccountOrderListResponse | Promise<AccountOrderListResponse>;
  order?: (uuid: string) => AccountOrderView;
  cancel?: (uuid: string) => AccountOrderView;
  reorder?: (request: { orderUuid: string; sessionId: string | null }) => ReorderResult;
  pay?: (request: RetryPaymentRequest) => OrderCreated;
}) {
  const calls = { list: [] as OrdersQuery[], order: [] as string[], cancel: [] as string[], reorder: [] as { orderUuid: string; sessionId: string | null }[], pay: [] as RetryPaymentRequest[] };
  const call = <P, R>(into: P[], answer?: (params: P) => R | Promise<R>) => async (params: P) => {
    into.push(params);
    if (!answer) throw apiError(500);
    return answer(params);
  };
  const scope = fork({
    values: [
      [$user, ana],
      [$sessionId, FIXTURE_SESSION_ID],
    ],
    handlers: [
      [fetchOrdersFx, call(calls.list, answers.list)],
      [fetchAccountOrderFx, call(calls.order, answers.order)],
      [cancelOrderFx, call(calls.cancel, answers.cancel)],
      [reorderFx, call(calls.reorder, answers.reorder)],
      [retryPaymentFx, call(calls.pay, answers.pay)],
      [newIdempotencyKeyFx, () => 'key-1'],
    ],
  });
  return { scope, calls };
}

describe('the order list', () => {
  it('reads the page and status in the address, newest first, with the page envelope', async () => {
    const orders = accountOrderSummaries(12);
    const { scope, calls } = scopeWith({ list: ({ page }) => accountOrderPage(orders, page) });
    await allSettled(ordersPageOpened, { scope, params: { status: null, page: 2, locale: 'pt' } });
    expect(calls.list).toEqual([{ status: null, page: 2 }]);
    expect(scope.getState($orders).map((order) => order.uuid)).toEqual(orders.slice(10).map((order) => order.uuid));
    expect(scope.getState($ordersMeta)).toMatchObject({ current_page: 2, last_page: 2, total: 12 });
    expect(scope.getState($ordersStatus)).toBe('ready');
  });

  it('keeps only the answer to the query shown: a slower answer to an older filter is dropped', async () => {
    const paid = accountOrderSummaries(7).filter((order) => order.status === 'paid');
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { scope } = scopeWith({
      list: async ({ status }) => {
        if (status === null) await slow;
        return accountOrderPage(status === null ? accountOrderSummaries(7) : paid);
      },
    });
    // allSettled waits for every effect of the scope: both are sent, then the older one answers last.
    const first = allSettled(ordersPageOpened, { scope, params: { status: null, page: 1, locale: 'pt' } });
    const second = allSettled(ordersPageOpened, { scope, params: { status: 'paid', page: 1, locale: 'pt' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([first, second]);
    expect(scope.getState($orders).map((order) => order.status)).toEqual(paid.map(() => 'paid'));
  });

  it('a failed load says so (the page offers a retry)', async () => {
    const { scope } = scopeWith({});
    await allSettled(ordersPageOpened, { scope, params: { status: null, page: 1, locale: 'pt' } });
    expect(scope.getState($ordersStatus)).toBe('failed');
  });
});

describe('one order, followed live', () => {
  it("opening it reads it and joins the customer's own channel; closing leaves it", async () => {
    const order = accountOrderFixture('paid');
    const { scope, calls } = scopeWith({ order: () => order });
    await allSettled(orderOpened, { scope, params: { orderUuid: order.order_uuid, locale: 'pt' } });
    expect(calls.order).toEqual([order.order_uuid]);
    expect(scope.getState($order)).toEqual(order);
    expect(scope.getState($channelsInUse)).toContain(ownChannel);
    await allSettled(orderClosed, { scope });
    expect(scope.getState($channelsInUse)).not.toContain(ownChannel);
    expect(scope.getState($order)).toBeNull();
  });

  it(`an ${REALTIME_EVENTS.orderUpdated} for the open order reads it again; one for another order does not`, async () => {
    const order = accountOrderFixture('paid');
    const shipped = accountOrderFixture('paid', { shipped: true });
    let answer = order;
    const { scope, calls } = scopeWith({ order: () => answer });
    await allSettled(orderOpened, { scope, params: { orderUuid: order.order_uuid, locale: 'pt' } });
    await allSettled(customerOrderUpdateReceived, { scope, params: { order_uuid: '00000000-0000-4000-8000-000000000001', status: 'paid' } });
    expect(calls.order).toHaveLength(1);
    answer = shipped;
    await allSettled(customerOrderUpdateReceived, { scope, params: { order_uuid: order.order_uuid, status: 'paid' } });
    expect(calls.order).toHaveLength(2);
    expect(scope.getState($order)!.shipments[0]!.fulfilment.status).toBe('shipped');
    expect(scope.getState($orderStatus)).toBe('ready');
  });

  it('another customer\'s or an unknown order reads as not found', async () => {
    const { scope } = scopeWith({
      order: () => {
        throw apiError(404, 'Encomenda não encontrada');
      },
    });
    await allSettled(orderOpened, { scope, params: { orderUuid: '00000000-0000-4000-8000-000000000009', locale: 'pt' } });
    expect(scope.getState($orderStatus)).toBe('notFound');
  });
});

describe('cancel, reorder and pay again', () => {
  it('cancel is asked first; confirmed, the order shows cancelled and a toast says so', async () => {
    const pending = accountOrderFixture('pending_payment');
    const cancelled = accountOrderFixture('cancelled');
    const { scope, calls } = scopeWith({ order: () => pending, cancel: () => cancelled });
    await allSettled(orderOpened, { scope, params: { orderUuid: pending.order_uuid, locale: 'pt' } });
    await allSettled(cancelRequested, { scope });
    expect(scope.getState($cancelStatus)).toBe('confirming');
    expect(calls.cancel).toEqual([]);
    await allSettled(cancelConfirmed, { scope });
    expect(calls.cancel).toEqual([pending.order_uuid]);
    expect(scope.getState($order)!.status).toBe('cancelled');
    expect(scope.getState($cancelStatus)).toBe('idle');
    expect(scope.getState($toasts).map((toast) => toast.title)).toContainEqual({ key: 'account.orders.cancel.done' });
  });

  it('a cancel refused because the order moved on (409) says it can no longer be cancelled and reads the order again', async () => {
    const pending = accountOrderFixture('pending_payment');
    const { scope, calls } = scopeWith({
      order: () => pending,
      cancel: () => {
        throw apiError(409);
      },
    });
    await allSettled(orderOpened, { scope, params: { orderUuid: pending.order_uuid, locale: 'pt' } });
    await allSettled(cancelRequested, { scope });
    await allSettled(cancelConfirmed, { scope });
    expect(scope.getState($cancelStatus)).toBe('notCancellable');
    expect(calls.order).toHaveLength(2);
  });

  it("reorder sends this browser's cart session and hands the cart it filled to the cart model", async () => {
    const order = accountOrderFixture('paid');
    const result = reorderResultFixture();
    const { scope, calls } = scopeWith({ order: () => order, reorder: () => result });
    const $adopted = createStore<{ cartUuid: string; sessionId: string }[]>([]).on(cartAdopted, (list, adoption) => [...list, adoption]);
    await allSettled(orderOpened, { scope, params: { orderUuid: order.order_uuid, locale: 'pt' } });
    await allSettled(reorderRequested, { scope });
    expect(calls.reorder).toEqual([{ orderUuid: order.order_uuid, sessionId: FIXTURE_SESSION_ID }]);
    expect(scope.getState($reorderResult)).toEqual(result);
    expect(scope.getState($adopted)).toEqual([{ cartUuid: result.cart_uuid, sessionId: result.session_id }]);
  });

  it('pay again by MB WAY checks the phone first; by Multibanco it starts a new attempt and goes to its payment page', async () => {
    const expired = accountOrderFixture('expired');
    const created: OrderCreated = {
      order_uuid: expired.order_uuid,
      cart_uuid: expired.cart_uuid,
      status: 'pending_payment',
      total: expired.total,
      payment: { transaction_id: 'tx-2', method: 'multibanco', status: 'pending', reference: { entity: '21234', reference: '123456782', amount: expired.total, expires_at: '2026-11-25T10:00:00+00:00' }, expires_at: '2026-11-25T10:00:00+00:00' },
    };
    const { scope, calls } = scopeWith({ order: () => expired, pay: () => created });
    const $placed = createStore<PlacedOrder | null>(null).on(placedOrderUpdated, (_, placed) => placed);
    const $went = createStore<string[]>([]).on(navigateTo, (list, path) => [...list, path]);
    await allSettled(orderOpened, { scope, params: { orderUuid: expired.order_uuid, locale: 'en' } });

    await allSettled(payAgainRequested, { scope, params: { method: 'mbway', mbwayPhone: '12345' } });
    expect(scope.getState($payAgainError)).toBe('invalidPhone');
    expect(calls.pay).toEqual([]);

    await allSettled(payAgainRequested, { scope, params: { method: 'multibanco', mbwayPhone: null } });
    expect(calls.pay).toMatchObject([{ orderUuid: expired.order_uuid, idempotencyKey: 'key-1', body: { method: 'multibanco' } }]);
    expect(scope.getState($placed)).toMatchObject({ orderUuid: expired.order_uuid, transactionId: 'tx-2', method: 'multibanco', customerType: 'customer', locale: 'en' });
    expect(scope.getState($went)).toEqual(['/en/payment/sibs/multibanco']);
  });
});
