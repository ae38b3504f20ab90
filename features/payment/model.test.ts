/**
 * The payment pages: the attempt's status from the checkout channel with a polling fallback only while the socket
 * is down, MB WAY "send again" and "pay by Multibanco instead" under an Idempotency-Key, the Multibanco reference
 * copied, the expired page giving the cart back, and §7 purchase sent once per order.
 */
import { allSettled, createStore, fork } from 'effector';
import type { Scope, StoreWritable } from 'effector';
import { describe, expect, it } from 'vitest';
import { cart } from '../../contract/test-examples';
import type { ApiError, Cart, OrderCreated, OrderPaymentRequest, OrderView, PaymentState, RealtimeConnectionState } from '../../contract';
import { $analyticsStorage, $dataLayer, PURCHASES_SENT_STORAGE_KEY } from '../analytics';
import { $apiLogger } from '../api-client';
import { $authMode, $user } from '../auth';
import type { KeyValueStorage } from '../auth';
import { $cart, $cartStorage, $cartUuid, $sessionId, CART_STORAGE_KEYS, fetchCartFx } from '../cart';
import { $checkoutStorage, CHECKOUT_STORAGE_KEYS, navigateTo, newIdempotencyKeyFx, purchasePathChanged, readPlacedOrder } from '../checkout';
import type { PlacedOrder } from '../checkout';
import { $connectionState, $realtimeClientFactory, channelSubscribed, checkoutChannelEntered, paymentProgressReceived } from '../realtime';
import { $toasts } from '../toasts';
import { fetchOrderFx, fetchPaymentFx, paymentReturnFx, retryPaymentFx } from './api';
import type { RetryPaymentRequest } from './api';
import {
  $cartRestored,
  $paymentAttempt,
  $paymentClipboard,
  $paymentOutcome,
  $paymentPageStatus,
  $retryError,
  $successOrder,
  copyRequested,
  expiredPageOpened,
  mbwayPageOpened,
  multibancoInsteadRequested,
  multibancoPageOpened,
  orderSuccessOpened,
  processingPageOpened,
  resendRequested,
  retryPhoneChanged,
} from './index';
import { $pollIntervalMs } from './model';

const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const CART = uuidOf(1);
const ORDER = uuidOf(900);
const ORDER_SESSION = 'a1'.repeat(20);
const NEW_SESSION = 'c3'.repeat(20);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value), removeItem: (key) => void entries.delete(key) };
}

const placed = (overrides: Partial<PlacedOrder> = {}): PlacedOrder => ({
  orderUuid: ORDER,
  cartUuid: CART,
  sessionId: ORDER_SESSION,
  token: null,
  transactionId: 'tx-1',
  method: 'mbway',
  status: 'pending',
  reference: null,
  expiresAt: '2099-11-27T15:04:00.000Z',
  total: 25.4,
  mbwayPhone: '912345678',
  locale: 'pt',
  customerType: 'guest',
  email: 'rita@example.pt',
  ...overrides,
});
const REFERENCE = { entity: '12345', reference: '123456789', amount: 25.4, expires_at: '2099-11-30T15:00:00.000Z' };

const stateOf = (overrides: Partial<PaymentState> = {}): PaymentState => ({
  transaction_id: 'tx-1',
  order_uuid: ORDER,
  cart_uuid: CART,
  method: 'mbway',
  status: 'pending',
  final: false,
  order_status: 'pending_payment',
  amount: 25.4,
  reference: null,
  expires_at: '2099-11-27T15:04:00.000Z',
  redirect: null,
  ...overrides,
});
const paidState = stateOf({ status: 'paid', final: true, order_status: 'paid', redirect: { url: `/order/success/${ORDER}?token=signed` } });

const attemptCreated = (method: 'mbway' | 'multibanco', transactionId = 'tx-2'): OrderCreated => ({
  order_uuid: ORDER,
  cart_uuid: CART,
  status: 'pending_payment',
  total: 25.4,
  payment: {
    transaction_id: transactionId,
    method,
    status: 'pending',
    reference: method === 'multibanco' ? REFERENCE : null,
    expires_at: method === 'mbway' ? '2099-11-27T15:08:00.000Z' : REFERENCE.expires_at,
  },
});

const orderView = (overrides: Partial<OrderView> = {}): OrderView => ({
  order_uuid: ORDER,
  number: ORDER.slice(0, 8),
  status: 'paid',
  cart_uuid: CART,
  locale: 'pt',
  created_at: '2026-11-27T15:00:00.000Z',
  paid_at: '2026-11-27T15:01:00.000Z',
  contact: { email: 'rita@example.pt', name: 'Rita Costa', phone: '912345678' },
  shipping_address: { street: 'Rua Augusta 10', postal_code: '1100-053', city: 'Lisboa', district: null, country: 'PT' },
  nif: null,
  currency: 'EUR',
  subtotal: 19,
  discount: 0,
  shipping: 6.4,
  store_credit: 0,
  vat_included: 4.75,
  total: 25.4,
  coupon: null,
  lines: [],
  shipments: [
    {
      seller_id: 3,
      seller_name: 'Loja Oficial',
      method: { code: 'standard', name: 'Normal' },
      fee: 3.9,
      delivery_estimate: '2-4',
      status: 'to_ship',
      lines: [
        {
          offer_id: 11,
          offer_uuid: uuidOf(11),
          product_slug: 'vestido-linho',
          name: 'Vestido de linho',
          brand: 'Maré',
          size: 'M',
          color: 'Azul',
          image: null,
          quantity: 1,
          unit_price: 10,
          line_total: 10,
          seller_id: 3,
        },
      ],
    },
  ],
  payment: { transaction_id: 'tx-1', method: 'mbway', status: 'paid', reference: null, expires_at: '2026-11-27T15:04:00.000Z', refund: null },
  ...overrides,
});

const apiError = (status: number, data: unknown = { message: 'Error' }): ApiError => ({ status, message: (data as { message?: string })?.message ?? 'Error', data });
const answer = <T,>(value: T | ApiError): T => {
  if (typeof value === 'object' && value !== null && 'status' in value && 'data' in value && typeof (value as ApiError).status === 'number') throw value;
  return value as T;
};
const set = <T,>(store: StoreWritable<T>, value: T) => [store as unknown as StoreWritable<unknown>, value] as const;

const $navigations = createStore<string[]>([]).on(navigateTo, (list, path) => [...list, path]);
const $entered = createStore<unknown[]>([]).on(checkoutChannelEntered, (list, event) => [...list, event]);

function paymentScope(
  options: {
    order?: PlacedOrder | null;
    connection?: RealtimeConnectionState;
    state?: (call: number) => PaymentState | ApiError;
    retry?: (request: RetryPaymentRequest) => OrderCreated | ApiError;
    order404?: boolean;
    view?: OrderView;
    cart?: Cart | null;
    local?: KeyValueStorage & { entries: Map<string, string> };
    session?: KeyValueStorage & { entries: Map<string, string> };
    analytics?: KeyValueStorage & { entries: Map<string, string> };
    clipboard?: ((text: string) => Promise<void>) | null;
  } = {},
) {
  const session = options.session ?? memoryStorage(options.order === null ? {} : { [CHECKOUT_STORAGE_KEYS.placedOrder]: JSON.stringify(options.order ?? placed()) });
  const local = options.local ?? memoryStorage({ [CART_STORAGE_KEYS.sessionId]: NEW_SESSION });
  const calls = { state: [] as { transactionId: string; sessionId: string | null }[], returns: [] as unknown[], retries: [] as RetryPaymentRequest[], orders: [] as unknown[], carts: [] as unknown[] };
  const pushed: object[] = [];
  const copiedTexts: string[] = [];
  let keys = 0;
  const scope = fork({
    values: [
      set($checkoutStorage, session),
      set($cartStorage, local),
      set($sessionId, NEW_SESSION),
      set($authMode, 'token'),
      set($user, null),
      set($connectionState, options.connection ?? 'connected'),
      set($realtimeClientFactory, null),
      set($pollIntervalMs, 20),
      set($apiLogger, { debug: () => undefined, error: () => undefined }),
      set($dataLayer, { push: (entry: object) => pushed.push(entry) }),
      set($analyticsStorage, options.analytics ?? memoryStorage()),
      set($paymentClipboard, options.clipboard === undefined ? async (text: string) => void copiedTexts.push(text) : options.clipboard),
    ] as never,
    handlers: [
      [fetchPaymentFx, async (params: { transactionId: string; sessionId: string | null }) => (calls.state.push(params), answer((options.state ?? (() => stateOf()))(calls.state.length)))],
      [paymentReturnFx, async (params: unknown) => (calls.returns.push(params), answer((options.state ?? (() => stateOf()))(calls.returns.length)))],
      [retryPaymentFx, async (request: RetryPaymentRequest) => (calls.retries.push(request), answer((options.retry ?? ((r) => attemptCreated(r.body.method)))(request)))],
      [fetchOrderFx, async (params: unknown) => (calls.orders.push(params), answer(options.order404 ? apiError(404) : (options.view ?? orderView())))],
      [fetchCartFx, async (params: unknown) => (calls.carts.push(params), answer(options.cart ? options.cart : apiError(404)))],
      [newIdempotencyKeyFx, () => `key-${(keys += 1)}`],
    ] as never,
  });
  return { scope, calls, session, local, pushed, copiedTexts };
}

const openMbway = (scope: Scope) => allSettled(mbwayPageOpened, { scope, params: { locale: 'pt' } });

describe('the payment pages follow the order this browser placed', () => {
  it('MB WAY: the stored order, read once as it is now with its own session, and its cart’s checkout channel joined with that session', async () => {
    const { scope, calls } = paymentScope();
    await openMbway(scope);
    expect(scope.getState($paymentPageStatus)).toBe('ready');
    expect(scope.getState($paymentOutcome)).toBe('waiting');
    expect(calls.state).toEqual([{ transactionId: 'tx-1', sessionId: ORDER_SESSION }]);
    expect(scope.getState($entered)).toEqual([{ cartUuid: CART, sessionId: ORDER_SESSION }]);
  });

  it('no order in this browser: the page says so', async () => {
    const { scope, calls } = paymentScope({ order: null });
    await openMbway(scope);
    expect(scope.getState($paymentPageStatus)).toBe('missing');
    expect(calls.state).toEqual([]);
  });

  it("an order paid by the other method (switched) opens that method's page", async () => {
    const { scope } = paymentScope({ order: placed({ method: 'multibanco', reference: REFERENCE }), state: () => stateOf({ method: 'multibanco', reference: REFERENCE }) });
    await openMbway(scope);
    expect(scope.getState($navigations)).toEqual(['/payment/sibs/multibanco']);
  });
});

describe('payment status: live on the checkout channel, polled only while the socket is not connected', () => {
  it('connected: one read on open, then the live progress events, and no polling', async () => {
    const { scope, calls } = paymentScope({ connection: 'connected' });
    await openMbway(scope);
    await sleep(100);
    expect(calls.state).toHaveLength(1);
    await allSettled(paymentProgressReceived, {
      scope,
      params: {
        cartUuid: CART,
        progress: { order_uuid: ORDER, transaction_id: 'tx-1', method: 'mbway', status: 'timeout', reference: null, expires_at: '2099-11-27T15:04:00.000Z', redirect: null },
      },
    });
    expect(scope.getState($paymentOutcome)).toBe('timeout');
    // Another attempt's progress is not this page's.
    await allSettled(paymentProgressReceived, {
      scope,
      params: { cartUuid: CART, progress: { order_uuid: ORDER, transaction_id: 'tx-0', method: 'mbway', status: 'paid', reference: null, expires_at: null, redirect: null } },
    });
    expect(scope.getState($paymentOutcome)).toBe('timeout');
    expect(calls.state).toHaveLength(1);
  });

  it('the checkout channel joined: the status is read once more, so an update published before the join is not missed', async () => {
    const expired = stateOf({ method: 'multibanco', reference: REFERENCE, status: 'expired', final: true, order_status: 'expired' });
    const { scope, calls } = paymentScope({
      connection: 'connected',
      order: placed({ method: 'multibanco', reference: REFERENCE, mbwayPhone: null }),
      state: (call) => (call === 1 ? stateOf({ method: 'multibanco', reference: REFERENCE }) : expired),
    });
    await allSettled(multibancoPageOpened, { scope, params: { locale: 'pt' } });
    expect(scope.getState($paymentOutcome)).toBe('waiting');
    // Another channel's subscription is not this page's.
    await allSettled(channelSubscribed, { scope, params: 'discount_list' });
    expect(calls.state).toHaveLength(1);
    await allSettled(channelSubscribed, { scope, params: `private-checkout.${CART}` });
    expect(calls.state).toEqual([
      { transactionId: 'tx-1', sessionId: ORDER_SESSION },
      { transactionId: 'tx-1', sessionId: ORDER_SESSION },
    ]);
    expect(scope.getState($paymentOutcome)).toBe('expired');
    await sleep(60);
    expect(calls.state).toHaveLength(2);
  });

  it('disconnected: GET /v1/payments/{tx} every interval until the attempt is final', async () => {
    const { scope, calls } = paymentScope({ connection: 'unavailable', state: (call) => (call < 3 ? stateOf() : paidState) });
    await openMbway(scope);
    expect(calls.state).toHaveLength(3);
    expect(scope.getState($paymentOutcome)).toBe('paid');
  });

  it('the socket coming back stops the polling', async () => {
    const { scope, calls } = paymentScope({ connection: 'connecting' });
    const opened = openMbway(scope);
    await sleep(30);
    await allSettled($connectionState, { scope, params: 'connected' });
    await opened;
    const polls = calls.state.length;
    await sleep(80);
    expect(calls.state.length).toBe(polls);
    expect(polls).toBeLessThanOrEqual(3);
  });

  it('paid: the order is completed — toast, then its success page (redirect.url) 0.5 s later', async () => {
    const { scope, session } = paymentScope({ state: () => paidState });
    await allSettled(purchasePathChanged, { scope, params: '/payment/sibs/mbway' });
    await openMbway(scope);
    expect(scope.getState($toasts)).toHaveLength(1);
    expect(scope.getState($navigations)).toEqual([`/order/success/${ORDER}?token=signed`]);
    expect(readPlacedOrder(session)).toMatchObject({ status: 'paid', token: 'signed' });
  });

  it('/checkout/processing/{tx}: the return is asked for with the order’s session, and a final state moves on', async () => {
    const { scope, calls } = paymentScope({ state: () => paidState });
    await allSettled(processingPageOpened, { scope, params: { transactionId: 'tx-1', locale: 'pt' } });
    expect(calls.returns).toEqual([{ transactionId: 'tx-1', sessionId: ORDER_SESSION, mode: 'token' }]);
    expect(scope.getState($paymentOutcome)).toBe('paid');
    expect(scope.getState($navigations)).toEqual([`/order/success/${ORDER}?token=signed`]);
  });
});

describe('MB WAY: timeout or declined → "send again" or "pay by Multibanco instead"', () => {
  const timedOut = () => stateOf({ status: 'timeout', final: true, order_status: 'expired' });

  it('send again: a new attempt with the phone, the page follows it', async () => {
    const { scope, calls } = paymentScope({ state: (call) => (call === 1 ? timedOut() : stateOf({ transaction_id: 'tx-2' })) });
    await openMbway(scope);
    expect(scope.getState($paymentOutcome)).toBe('timeout');
    await allSettled(resendRequested, { scope });
    expect(calls.retries).toHaveLength(1);
    expect(calls.retries[0]).toMatchObject({ orderUuid: ORDER, sessionId: ORDER_SESSION, idempotencyKey: 'key-1', body: { method: 'mbway', mbway_phone: '912345678' } });
    expect(scope.getState($paymentAttempt)).toMatchObject({ transactionId: 'tx-2', status: 'pending' });
    expect(scope.getState($paymentOutcome)).toBe('waiting');
  });

  it('a tap repeated after no answer goes with the same key; an invalid phone is not sent', async () => {
    let fail = true;
    const { scope, calls } = paymentScope({
      state: () => timedOut(),
      retry: (request) => (fail ? apiError(0, { message: 'Network error' }) : attemptCreated(request.body.method)),
    });
    await openMbway(scope);
    await allSettled(retryPhoneChanged, { scope, params: '21234' });
    await allSettled(resendRequested, { scope });
    expect(scope.getState($retryError)).toEqual({ code: 'invalidPhone', message: '' });
    expect(calls.retries).toEqual([]);
    await allSettled(retryPhoneChanged, { scope, params: '963 000 111' });
    await allSettled(resendRequested, { scope });
    expect(scope.getState($retryError)).toEqual({ code: 'failed', message: 'Network error' });
    fail = false;
    await allSettled(resendRequested, { scope });
    expect(calls.retries.map((call) => [call.idempotencyKey, (call.body as OrderPaymentRequest).mbway_phone])).toEqual([
      ['key-1', '963000111'],
      ['key-1', '963000111'],
    ]);
  });

  it('pay by Multibanco instead: a Multibanco attempt and its page', async () => {
    const { scope, session } = paymentScope({ state: () => stateOf({ status: 'declined', final: true, order_status: 'declined' }) });
    await openMbway(scope);
    await allSettled(multibancoInsteadRequested, { scope });
    expect(scope.getState($navigations)).toEqual(['/payment/sibs/multibanco']);
    expect(readPlacedOrder(session)).toMatchObject({ method: 'multibanco', transactionId: 'tx-2', reference: REFERENCE });
  });

  it('a refusal (409 OUT_OF_STOCK) is said with its code', async () => {
    const { scope } = paymentScope({ state: () => timedOut(), retry: () => apiError(409, { message: 'Sem stock.', code: 'OUT_OF_STOCK', offer_id: 11, available: 0 }) });
    await openMbway(scope);
    await allSettled(resendRequested, { scope });
    expect(scope.getState($retryError)).toEqual({ code: 'OUT_OF_STOCK', message: 'Sem stock.' });
  });

  it('nothing is sent while the attempt still waits', async () => {
    const { scope, calls } = paymentScope();
    await openMbway(scope);
    await allSettled(resendRequested, { scope });
    expect(calls.retries).toEqual([]);
  });
});

describe('Multibanco: the reference copied', () => {
  const multibanco = placed({ method: 'multibanco', reference: REFERENCE, mbwayPhone: null });

  it('entity, reference and amount go to the clipboard with their toast', async () => {
    const { scope, copiedTexts } = paymentScope({ order: multibanco, state: () => stateOf({ method: 'multibanco', reference: REFERENCE }) });
    await allSettled(multibancoPageOpened, { scope, params: { locale: 'pt' } });
    for (const field of ['entity', 'reference', 'amount'] as const) await allSettled(copyRequested, { scope, params: field });
    expect(copiedTexts).toEqual(['12345', '123456789', '25.40']);
    expect(scope.getState($toasts).map((toast) => toast.title)).toEqual([{ key: 'payment.copied.entity' }, { key: 'payment.copied.reference' }, { key: 'payment.copied.amount' }]);
  });

  it('a clipboard that refuses says so', async () => {
    const { scope } = paymentScope({ order: multibanco, clipboard: async () => Promise.reject(new Error('denied')), state: () => stateOf({ method: 'multibanco', reference: REFERENCE }) });
    await allSettled(multibancoPageOpened, { scope, params: { locale: 'pt' } });
    await allSettled(copyRequested, { scope, params: 'reference' });
    expect(scope.getState($toasts)).toMatchObject([{ level: 'error', title: { key: 'payment.copyFailed' } }]);
  });
});

describe('the cart back: an order that ended unpaid gives its cart to this browser again', () => {
  const reopened: Cart = { ...cart, cart_uuid: CART, session_id: ORDER_SESSION, status: 'OPEN', version: 5 };

  it('the expired page adopts the cart (its id and session stored again, then loaded)', async () => {
    const { scope, local, calls } = paymentScope({ state: () => stateOf({ status: 'timeout', final: true, order_status: 'expired' }), cart: reopened });
    await allSettled(expiredPageOpened, { scope, params: { locale: 'pt' } });
    expect(calls.carts).toEqual([{ id: CART, sessionId: ORDER_SESSION }]);
    expect(local.entries.get(CART_STORAGE_KEYS.cartUuid)).toBe(CART);
    expect(local.entries.get(CART_STORAGE_KEYS.sessionId)).toBe(ORDER_SESSION);
    expect(scope.getState($cartUuid)).toBe(CART);
    expect(scope.getState($cartRestored)).toBe(true);
  });

  it('a browser that started another cart meanwhile keeps it', async () => {
    const other: Cart = { ...reopened, cart_uuid: uuidOf(2), session_id: NEW_SESSION };
    const { scope, calls } = paymentScope({ state: () => stateOf({ status: 'expired', final: true, order_status: 'expired' }) });
    await allSettled($cart, { scope, params: other });
    await allSettled(expiredPageOpened, { scope, params: { locale: 'pt' } });
    expect(calls.carts).toEqual([]);
    expect(scope.getState($cartUuid)).toBe(uuidOf(2));
  });
});

describe('§7 purchase: once per order, even after reloads', () => {
  it('the success page of a paid order sends purchase with its totals; opening it again (a reload) sends nothing more', async () => {
    const analytics = memoryStorage();
    const first = paymentScope({ analytics });
    await allSettled(orderSuccessOpened, { scope: first.scope, params: { orderUuid: ORDER, locale: 'pt', token: 'signed' } });
    expect(first.calls.orders).toEqual([{ orderUuid: ORDER, token: 'signed', sessionId: NEW_SESSION }]);
    expect(first.scope.getState($successOrder)?.order_uuid).toBe(ORDER);
    const purchases = first.pushed.filter((entry) => (entry as { event?: string }).event === 'purchase');
    expect(purchases).toEqual([
      {
        event: 'purchase',
        ecommerce: expect.objectContaining({
          transaction_id: ORDER,
          value: 25.4,
          shipping: 6.4,
          tax: 4.75,
          coupon: null,
          customer_type: 'guest',
          customer_email: 'rita@example.pt',
          currency: 'EUR',
        }),
      },
    ]);
    const reloaded = paymentScope({ analytics });
    await allSettled(orderSuccessOpened, { scope: reloaded.scope, params: { orderUuid: ORDER, locale: 'pt', token: 'signed' } });
    expect(reloaded.pushed).toEqual([]);
    expect(JSON.parse(analytics.getItem(PURCHASES_SENT_STORAGE_KEY)!)).toEqual([ORDER]);
  });

  it("purchase items carry the §3 tracking fields the order kept: variant, product, EAN, category and list price", async () => {
    const base = orderView();
    const shipment = base.shipments[0]!;
    const kept = { variant_uuid: uuidOf(1011), product_uuid: uuidOf(2011), ean: '5601234567890', category: 'Vestidos', original_price: 15 };
    const { scope, pushed } = paymentScope({ view: orderView({ shipments: [{ ...shipment, lines: [{ ...shipment.lines[0]!, ...kept }] }] }) });
    await allSettled(orderSuccessOpened, { scope, params: { orderUuid: ORDER, locale: 'pt', token: 'signed' } });
    const [sent] = pushed.filter((entry) => (entry as { event?: string }).event === 'purchase') as { ecommerce: { items: object[] } }[];
    expect(sent!.ecommerce.items).toEqual([
      expect.objectContaining({ variant_uuid: kept.variant_uuid, product_id: kept.product_uuid, ean: kept.ean, category: 'Vestidos', original_price: 15, price: 10, seller: 'Loja Oficial', quantity: 1 }),
    ]);
  });

  it('an order not paid (or refunded) is no purchase', async () => {
    const { scope, pushed } = paymentScope({ view: orderView({ status: 'pending_payment' }) });
    await allSettled(orderSuccessOpened, { scope, params: { orderUuid: ORDER, locale: 'pt', token: null } });
    expect(pushed).toEqual([]);
  });
});
