import { attach, createEvent, createStore, sample } from 'effector';
import { customerChannel } from '../../contract/realtime-channels';
import { isMbwayPhone, normalizePhone } from '../../contract/portugal';
import type { AccountOrderSummary, AccountOrderView, ApiError, Locale, OrderCreated, OrderStatus, PaginationMeta, PaymentMethod, ReorderResult } from '../../contract';
import { $authMode, $user, loggedOut } from '../auth';
import { $sessionId, cartAdopted } from '../cart';
import { navigateTo, newIdempotencyKeyFx, paymentPagePath, placedOrderUpdated, type PlacedOrder } from '../checkout';
import { retryPaymentFx } from '../payment';
import { channelEntered, channelKeyOf, channelLeft, channelSubscribed, connectionResumed, customerOrderUpdateReceived, privateChannel } from '../realtime';
import { toastShown } from '../toasts';
import { cancelOrderFx, fetchAccountOrderFx, fetchOrdersFx, reorderFx, type OrdersQuery } from './api';

/**
 * The customer's orders in the account: the list by page and status, one order
 * followed live on the customer's channel, cancel, reorder and pay again.
 */

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type OrderLoadStatus = LoadStatus | 'notFound';
export type CancelStatus = 'idle' | 'confirming' | 'pending' | 'failed' | 'notCancellable';
export type ReorderStatus = 'idle' | 'pending' | 'failed';
export type PayAgainError = 'invalidPhone' | 'refused' | 'failed';

// ——— stores ———

export const $ordersQuery = createStore<OrdersQuery>({ status: null, page: 1 });
export const $orders = createStore<AccountOrderSummary[]>([]);
export const $ordersMeta = createStore<PaginationMeta | null>(null);
export const $ordersStatus = createStore<LoadStatus>('idle');

export const $orderUuid = createStore<string | null>(null);
export const $order = createStore<AccountOrderView | null>(null);
export const $orderStatus = createStore<OrderLoadStatus>('idle');
/** The language the open order's page is in (where pay again takes the shopper). */
export const $ordersLocale = createStore<Locale>('pt');

export const $cancelStatus = createStore<CancelStatus>('idle');
export const $reorderStatus = createStore<ReorderStatus>('idle');
/** What the last reorder put in the cart and what was gone. */
export const $reorderResult = createStore<ReorderResult | null>(null);
export const $payAgainPending = createStore(false);
export const $payAgainError = createStore<PayAgainError | null>(null);
/** The customer whose channel the open order holds (null: none held). */
export const $liveOrdersUser = createStore<number | null>(null, { serialize: 'ignore' });

// ——— events ———

/** The list page opened (or its query moved): the page and status in its address. */
export const ordersPageOpened = createEvent<OrdersQuery & { locale: Locale }>();
export const ordersStatusChosen = createEvent<OrderStatus | null>();
export const ordersPageChosen = createEvent<number>();
export const ordersRetried = createEvent();
export const orderOpened = createEvent<{ orderUuid: string; locale: Locale }>();
/** The order's page is gone (another order, the list, another page): its live channel is left. */
export const orderClosed = createEvent();
export const orderRetried = createEvent();
export const cancelRequested = createEvent();
export const cancelDismissed = createEvent();
export const cancelConfirmed = createEvent();
export const reorderRequested = createEvent();
export const reorderNoticeDismissed = createEvent();
export const payAgainRequested = createEvent<{ method: PaymentMethod; mbwayPhone: string | null }>();

// ——— the list ———

const fetchListFx = attach({ effect: fetchOrdersFx });
sample({ clock: ordersPageOpened, fn: ({ status, page }) => ({ status, page }), target: $ordersQuery });
sample({ clock: ordersPageOpened, fn: ({ locale }) => locale, target: $ordersLocale });
sample({ clock: ordersStatusChosen, fn: (status): OrdersQuery => ({ status, page: 1 }), target: $ordersQuery });
sample({ clock: ordersPageChosen, source: $ordersQuery, fn: (query, page): OrdersQuery => ({ ...query, page }), target: $ordersQuery });
sample({ clock: [ordersPageOpened, ordersStatusChosen, ordersPageChosen, ordersRetried], source: $ordersQuery, target: fetchListFx });
sample({ clock: fetchListFx, fn: (): LoadStatus => 'loading', target: $ordersStatus });
// Only the answer to the query shown counts: a slower answer to an older one is dropped.
const listed = sample({ clock: fetchListFx.done, source: $ordersQuery, filter: (query, { params }) => query.status === params.status && query.page === params.page, fn: (_query, { result }) => result });
sample({ clock: listed, fn: (page) => page.data, target: $orders });
sample({ clock: listed, fn: (page) => page.meta, target: $ordersMeta });
sample({ clock: listed, fn: (): LoadStatus => 'ready', target: $ordersStatus });
sample({ clock: fetchListFx.fail, source: $ordersQuery, filter: (query, { params }) => query.status === params.status && query.page === params.page, fn: (): LoadStatus => 'failed', target: $ordersStatus });

/** The list as it is now, read again without a loading state (an order changed under it). */
const refreshListFx = attach({ effect: fetchOrdersFx });
const refreshed = sample({ clock: refreshListFx.done, source: $ordersQuery, filter: (query, { params }) => query.status === params.status && query.page === params.page, fn: (_query, { result }) => result });
sample({ clock: refreshed, fn: (page) => page.data, target: $orders });
sample({ clock: refreshed, fn: (page) => page.meta, target: $ordersMeta });

// ——— one order ———

const fetchOrderFx = attach({ effect: fetchAccountOrderFx });
const refreshOrderFx = attach({ effect: fetchAccountOrderFx });
const opened = sample({ clock: orderOpened, source: $orderUuid, fn: (current, { orderUuid, locale }) => ({ orderUuid, locale, other: current !== orderUuid }) });
sample({ clock: opened, fn: ({ locale }) => locale, target: $ordersLocale });
sample({ clock: opened, filter: ({ other }) => other, fn: () => null, target: [$order, $reorderResult] });
sample({ clock: opened, filter: ({ other }) => other, fn: (): CancelStatus => 'idle', target: $cancelStatus });
sample({ clock: opened, filter: ({ other }) => other, fn: () => null, target: $payAgainError });
sample({ clock: opened, fn: ({ orderUuid }) => orderUuid, target: $orderUuid });
sample({ clock: [opened, orderRetried], source: $orderUuid, filter: (uuid): uuid is string => uuid !== null, target: fetchOrderFx });
sample({ clock: fetchOrderFx, fn: (): OrderLoadStatus => 'loading', target: $orderStatus });
const isCurrent = (current: string | null, { params }: { params: string }) => current === params;
sample({ clock: [fetchOrderFx.done, refreshOrderFx.done], source: $orderUuid, filter: isCurrent, fn: (_uuid, { result }) => result, target: $order });
sample({ clock: fetchOrderFx.done, source: $orderUuid, filter: isCurrent, fn: (): OrderLoadStatus => 'ready', target: $orderStatus });
sample({
  clock: fetchOrderFx.fail,
  source: $orderUuid,
  filter: isCurrent,
  fn: (_uuid, { error }): OrderLoadStatus => (error.status === 404 ? 'notFound' : 'failed'),
  target: $orderStatus,
});
sample({ clock: orderClosed, fn: () => null, target: [$orderUuid, $order, $reorderResult] });
sample({ clock: orderClosed, fn: (): OrderLoadStatus => 'idle', target: $orderStatus });

// A shown order's summary in the list follows what the order says now.
sample({
  clock: $order.updates,
  source: $orders,
  filter: (orders, order) => order !== null && orders.some((summary) => summary.uuid === order.order_uuid && summary.status !== order.status),
  fn: (orders, order) => orders.map((summary) => (summary.uuid === order!.order_uuid ? { ...summary, status: order!.status } : summary)),
  target: $orders,
});

// ——— live: the customer's channel while an order is open ———

const ownChannel = (userId: number) => privateChannel(customerChannel(userId));
const joining = sample({ clock: orderOpened, source: { user: $user, joined: $liveOrdersUser }, filter: ({ user, joined }) => user !== null && joined === null, fn: ({ user }) => user!.id });
sample({ clock: joining, target: $liveOrdersUser });
sample({ clock: joining, fn: ownChannel, target: channelEntered });
const leaving = sample({ clock: [orderClosed, loggedOut], source: $liveOrdersUser, filter: (joined): joined is number => joined !== null });
sample({ clock: leaving, fn: ownChannel, target: channelLeft });
sample({ clock: leaving, fn: () => null, target: $liveOrdersUser });
// An order of this customer changed: the open one is read again, and so is the list it may be on.
sample({ clock: customerOrderUpdateReceived, source: $orderUuid, filter: (uuid, update) => uuid === update.order_uuid, fn: (uuid) => uuid!, target: refreshOrderFx });
sample({ clock: customerOrderUpdateReceived, source: { query: $ordersQuery, status: $ordersStatus }, filter: ({ status }) => status === 'ready', fn: ({ query }) => query, target: refreshListFx });
// Channels keep no history: once joined (or the connection is back) the open order is read once more.
const caughtUp = sample({
  clock: [channelSubscribed, connectionResumed.map(() => null)],
  source: { uuid: $orderUuid, joined: $liveOrdersUser },
  filter: ({ uuid, joined }, wireName) => uuid !== null && joined !== null && (wireName === null || wireName === channelKeyOf(ownChannel(joined))),
  fn: ({ uuid }) => uuid!,
});
sample({ clock: caughtUp, target: refreshOrderFx });

// ——— cancel an unpaid order (asked first) ———

const cancelFx = attach({ effect: cancelOrderFx });
sample({ clock: cancelRequested, source: $order, filter: (order) => order?.can_cancel === true, fn: (): CancelStatus => 'confirming', target: $cancelStatus });
sample({ clock: cancelDismissed, source: $cancelStatus, filter: (status) => status !== 'pending', fn: (): CancelStatus => 'idle', target: $cancelStatus });
sample({ clock: cancelConfirmed, source: { order: $order, status: $cancelStatus }, filter: ({ order, status }) => order !== null && status !== 'pending', fn: ({ order }) => order!.order_uuid, target: cancelFx });
sample({ clock: cancelFx, fn: (): CancelStatus => 'pending', target: $cancelStatus });
sample({ clock: cancelFx.doneData, target: $order });
sample({ clock: cancelFx.done, fn: (): CancelStatus => 'idle', target: $cancelStatus });
sample({ clock: cancelFx.done, fn: () => ({ level: 'success' as const, title: { key: 'account.orders.cancel.done' } }), target: toastShown });
sample({ clock: cancelFx.fail, fn: ({ error }): CancelStatus => (error.status === 409 ? 'notCancellable' : 'failed'), target: $cancelStatus });
// Refused because it moved on (paid, expired meanwhile): the order is read again to show where it is.
sample({ clock: cancelFx.fail, filter: ({ error }) => error.status === 409, fn: ({ params }) => params, target: refreshOrderFx });

// ——— reorder: the available lines back in this browser's cart ———

const reorderCallFx = attach({ effect: reorderFx });
sample({
  clock: reorderRequested,
  source: { order: $order, status: $reorderStatus, sessionId: $sessionId },
  filter: ({ order, status }) => order !== null && status !== 'pending',
  fn: ({ order, sessionId }) => ({ orderUuid: order!.order_uuid, sessionId }),
  target: reorderCallFx,
});
sample({ clock: reorderCallFx, fn: (): ReorderStatus => 'pending', target: $reorderStatus });
sample({ clock: reorderCallFx.doneData, target: $reorderResult });
sample({ clock: reorderCallFx.done, fn: (): ReorderStatus => 'idle', target: $reorderStatus });
sample({ clock: reorderCallFx.fail, fn: (): ReorderStatus => 'failed', target: $reorderStatus });
// The cart model loads the cart the lines went into (this browser's own, or the one just started).
sample({
  clock: reorderCallFx.doneData,
  filter: (result) => result.cart_uuid !== null,
  fn: (result) => ({ cartUuid: result.cart_uuid!, sessionId: result.session_id }),
  target: cartAdopted,
});
sample({ clock: reorderNoticeDismissed, fn: () => null, target: $reorderResult });
sample({ clock: reorderNoticeDismissed, fn: (): ReorderStatus => 'idle', target: $reorderStatus });

// ——— pay again: a new attempt, then the payment page of its method ———

const payRequest = sample({
  clock: payAgainRequested,
  source: { order: $order, pending: $payAgainPending },
  filter: ({ order, pending }) => order !== null && order.can_pay && !pending,
  fn: ({ order }, request) => ({ order: order!, method: request.method, phone: request.mbwayPhone === null ? null : normalizePhone(request.mbwayPhone) }),
});
sample({ clock: payRequest, filter: ({ method, phone }) => method === 'mbway' && (phone === null || !isMbwayPhone(phone)), fn: (): PayAgainError => 'invalidPhone', target: $payAgainError });
const payChecked = sample({ clock: payRequest, filter: ({ method, phone }) => method !== 'mbway' || (phone !== null && isMbwayPhone(phone)) });

const payAgainFx = attach({
  source: $authMode,
  effect: async (mode, request: { order: AccountOrderView; method: PaymentMethod; phone: string | null }) => {
    const idempotencyKey = await newIdempotencyKeyFx();
    const body = request.method === 'mbway' ? { method: request.method, mbway_phone: request.phone! } : { method: request.method };
    const created = await retryPaymentFx({ orderUuid: request.order.order_uuid, sessionId: null, idempotencyKey, body, mode });
    return { request, created };
  },
});
sample({ clock: payChecked, target: payAgainFx });
sample({ clock: payAgainFx, fn: () => true, target: $payAgainPending });
sample({ clock: payAgainFx, fn: () => null, target: $payAgainError });
sample({ clock: payAgainFx.finally, fn: () => false, target: $payAgainPending });
sample({ clock: payAgainFx.fail, fn: ({ error }): PayAgainError => {
    const status = (error as unknown as Partial<ApiError>).status;
    return status === 409 || status === 422 || status === 502 ? 'refused' : 'failed';
  }, target: $payAgainError });

/** What the payment pages read of the attempt (features/checkout's stored order). */
export function placedOrderOf(order: AccountOrderView, created: OrderCreated, mbwayPhone: string | null, locale: Locale): PlacedOrder {
  return {
    orderUuid: order.order_uuid,
    cartUuid: created.cart_uuid,
    sessionId: null,
    token: null,
    transactionId: created.payment.transaction_id,
    // A new payment attempt is always a gateway method (OrderPaymentRequest.method).
    method: created.payment.method as PaymentMethod,
    status: created.payment.status,
    reference: created.payment.reference,
    expiresAt: created.payment.expires_at,
    total: created.total,
    mbwayPhone,
    locale,
    customerType: 'customer',
    email: order.contact.email,
  };
}
const paid = sample({ clock: payAgainFx.doneData, source: $ordersLocale, fn: (locale, { request, created }) => ({ placed: placedOrderOf(request.order, created, request.phone, locale), locale }) });
sample({ clock: paid, fn: ({ placed }) => placed, target: placedOrderUpdated });
sample({ clock: paid, fn: ({ placed, locale }) => paymentPagePath(placed.method, locale), target: navigateTo });

// A logout forgets whatever was shown.
sample({ clock: loggedOut, fn: () => [] as AccountOrderSummary[], target: $orders });
sample({ clock: loggedOut, fn: () => null, target: [$order, $orderUuid, $ordersMeta, $reorderResult] });
sample({ clock: loggedOut, fn: (): LoadStatus => 'idle', target: $ordersStatus });
