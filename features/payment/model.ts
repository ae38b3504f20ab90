import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { delay } from 'patronum';
import { CHANNEL_LEAVE_DELAY_MS, checkoutChannel } from '../../contract/realtime-channels';
import { isMbwayPhone, normalizePhone } from '../../contract/portugal';
import type { ApiError, Locale, OrderCreated, OrderPaymentRequest, OrderView, PaymentMethod, PaymentProgress, PaymentState, ProductTracking } from '../../contract';
import { purchase } from '../analytics';
import { $authMode, $user } from '../auth';
import type { AuthMode } from '../auth';
import { $cartUuid, $sessionId, cartAdopted, cartCompleted } from '../cart';
import {
  $placedOrder,
  CHECKOUT_STORAGE_KEYS,
  forgetIdempotencyKeyFx,
  idempotencyKeyFx,
  navigateTo,
  orderCompleted,
  paymentPagePath,
  placedOrderUpdated,
  purchasePathLeft,
  readPlacedOrderFx,
} from '../checkout';
import type { PlacedOrder } from '../checkout';
import { toastShown } from '../toasts';
import type { ToastInput } from '../toasts';
import { $connectionState, channelKeyOf, channelSubscribed, checkoutChannelEntered, checkoutChannelLeft, orderCreatedReceived, paymentProgressReceived, privateChannel } from '../realtime';
import { fetchOrderFx, fetchPaymentFx, paymentReturnFx, retryPaymentFx } from './api';
import {
  $cartRestored,
  $paymentAttempt,
  $paymentClipboard,
  $paymentPageStatus,
  $retryError,
  $retryPhone,
  $successOrder,
  $successStatus,
  PAYMENT_POLL_INTERVAL_MS,
  checkoutSuccessOpened,
  copied,
  copyFailed,
  copyRequested,
  expiredPageOpened,
  mbwayPageOpened,
  mbwayWindowEnded,
  multibancoInsteadRequested,
  multibancoPageOpened,
  orderSuccessOpened,
  paymentUpdated,
  processingPageOpened,
  resendRequested,
  retryPhoneChanged,
} from './units';
import type { MultibancoCopyField, PaymentAttempt, PaymentOutcome, PaymentRetryError } from './units';

/** Catalogue keys of the payment pages' toasts (locales, namespace `payment`). */
export const PAYMENT_TEXT_KEYS = {
  copied: {
    entity: 'payment.copied.entity',
    reference: 'payment.copied.reference',
    amount: 'payment.copied.amount',
  },
  copyFailed: 'payment.copyFailed',
} as const;

// ——— attempts ———

const UNPAID_FINAL: readonly PaymentAttempt['status'][] = ['timeout', 'declined', 'expired', 'failed', 'cancelled'];

export function outcomeOf(attempt: Pick<PaymentAttempt, 'status'>): PaymentOutcome {
  switch (attempt.status) {
    case 'pending':
      return 'waiting';
    case 'paid':
      return 'paid';
    case 'timeout':
    case 'declined':
    case 'expired':
      return attempt.status;
    case 'failed':
    case 'cancelled':
      return 'failed';
  }
}

const attemptOfOrder = (order: PlacedOrder): PaymentAttempt => ({
  transactionId: order.transactionId ?? '',
  orderUuid: order.orderUuid,
  cartUuid: order.cartUuid,
  method: order.method,
  status: order.status,
  final: order.status !== 'pending' || order.transactionId === null,
  amount: order.reference?.amount ?? order.total,
  reference: order.reference,
  expiresAt: order.expiresAt,
  redirectUrl: null,
});

const attemptOfState = (state: PaymentState): PaymentAttempt => ({
  transactionId: state.transaction_id,
  orderUuid: state.order_uuid,
  cartUuid: state.cart_uuid,
  method: state.method,
  status: state.status,
  final: state.final,
  amount: state.amount,
  reference: state.reference,
  expiresAt: state.expires_at,
  redirectUrl: state.redirect?.url ?? null,
});

const PROGRESS_STATUS: Record<PaymentProgress['status'], PaymentAttempt['status']> = {
  reference_generated: 'pending',
  waiting_approval: 'pending',
  paid: 'paid',
  expired: 'expired',
  declined: 'declined',
  timeout: 'timeout',
};

const applyProgress = (attempt: PaymentAttempt, progress: PaymentProgress): PaymentAttempt => {
  const status = PROGRESS_STATUS[progress.status];
  return {
    ...attempt,
    status,
    final: status !== 'pending',
    reference: progress.reference ?? attempt.reference,
    expiresAt: progress.expires_at ?? attempt.expiresAt,
    redirectUrl: progress.redirect?.url ?? attempt.redirectUrl,
  };
};

// ——— stores of the model ———

type PaymentPage = 'mbway' | 'multibanco' | 'processing' | 'expired';
const $page = createStore<PaymentPage | null>(null, { serialize: 'ignore' });
const $pageLocale = createStore<Locale | null>(null, { serialize: 'ignore' });
/** The session that owns the followed order (its calls' `X-Session-Id`). */
const $ownerSession = createStore<string | null>(null, { serialize: 'ignore' });
/** The cart whose checkout channel the payment pages hold. */
const $watchedCart = createStore<string | null>(null, { serialize: 'ignore' });
/** The polling fallback's interval (tests shorten it). */
export const $pollIntervalMs = createStore(PAYMENT_POLL_INTERVAL_MS, { serialize: 'ignore' });
const $pollScheduled = createStore(false, { serialize: 'ignore' });

export const $paymentOutcome = $paymentAttempt.map((attempt) => (attempt ? outcomeOf(attempt) : null));
/** The end of the MB WAY window (ms since the epoch) while the request waits on the phone; the page counts down to it. */
export const $mbwayDeadline = $paymentAttempt.map((attempt) => (attempt && attempt.method === 'mbway' && !attempt.final ? Date.parse(attempt.expiresAt) : null));

// ——— effects ———

/** The checkout contract's schemas (loaded with the first refusal to read, never in the first load); null when they cannot load. */
const contractSchemasFx = createEffect(() => import('../../contract/checkout').catch(() => null));

const readOrderFx = attach({ effect: readPlacedOrderFx });
const refreshFx = attach({ effect: fetchPaymentFx });
const pollFx = attach({ effect: fetchPaymentFx });
const returnFx = attach({ effect: paymentReturnFx });
const loadOrderFx = attach({ effect: fetchOrderFx });

export const $isPolling = pollFx.pending;

type RetryOutcome = { kind: 'created'; order: OrderCreated } | { kind: 'refused'; error: PaymentRetryError };

/**
 * A new attempt on the order, under an Idempotency-Key kept for this very request (the attempt it follows and
 * the same body): a double tap or a reload sends the same key and gets the same attempt.
 */
const retryFx = createEffect<{ attempt: PaymentAttempt; sessionId: string | null; body: OrderPaymentRequest; mode: AuthMode }, RetryOutcome>(
  async ({ attempt, sessionId, body, mode }) => {
    const idempotencyKey = await idempotencyKeyFx({
      slot: CHECKOUT_STORAGE_KEYS.paymentKey,
      scope: `${attempt.orderUuid}:${attempt.transactionId}`,
      body: JSON.stringify(body),
    });
    try {
      const order = await retryPaymentFx({ orderUuid: attempt.orderUuid, sessionId, idempotencyKey, body, mode });
      await forgetIdempotencyKeyFx(CHECKOUT_STORAGE_KEYS.paymentKey);
      return { kind: 'created', order };
    } catch (error) {
      const { status, data, message } = error as ApiError;
      const answer = data as { message?: unknown; code?: unknown } | null;
      const text = typeof answer?.message === 'string' ? answer.message : message;
      if (status === 409 && answer?.code === 'REQUEST_IN_PROGRESS') return { kind: 'refused', error: { code: 'REQUEST_IN_PROGRESS', message: text } };
      const contract = await contractSchemasFx();
      const conflict = status === 409 ? contract?.CheckoutConflictBody.safeParse(data) : undefined;
      let refusal: PaymentRetryError | null = null;
      if (conflict?.success) refusal = { code: conflict.data.code, message: conflict.data.message };
      else if (status === 422) refusal = { code: 'invalidPhone', message: text };
      else if (status === 502) refusal = { code: 'PAYMENT_UNAVAILABLE', message: text };
      if (refusal) {
        await forgetIdempotencyKeyFx(CHECKOUT_STORAGE_KEYS.paymentKey);
        return { kind: 'refused', error: refusal };
      }
      return { kind: 'refused', error: { code: 'failed', message: text } };
    }
  },
);
export const $isRetrying = retryFx.pending;

const copyFx = attach({
  source: $paymentClipboard,
  effect: async (clipboard, { text }: { field: MultibancoCopyField; text: string }) => {
    if (!clipboard) throw new Error('No clipboard');
    await clipboard(text);
  },
});

// ——— the payment pages open ———

const methodPageOpened = merge([
  mbwayPageOpened.map(({ locale }) => ({ page: 'mbway' as const, locale })),
  multibancoPageOpened.map(({ locale }) => ({ page: 'multibanco' as const, locale })),
]);
const anyPageOpened = merge([
  methodPageOpened,
  processingPageOpened.map(({ locale }) => ({ page: 'processing' as const, locale })),
  expiredPageOpened.map(({ locale }) => ({ page: 'expired' as const, locale })),
]);
sample({ clock: anyPageOpened, fn: ({ page }) => page, target: $page });
sample({ clock: anyPageOpened, fn: ({ locale }) => locale, target: $pageLocale });
sample({ clock: anyPageOpened, fn: (): 'loading' => 'loading', target: $paymentPageStatus });
sample({ clock: anyPageOpened, fn: () => null, target: $retryError });
sample({ clock: anyPageOpened, fn: () => false, target: $cartRestored });

// The MB WAY and Multibanco pages follow the order this browser placed (kept in session storage).
const methodOrderRead = sample({
  clock: readOrderFx.done,
  source: $page,
  filter: (page, { params }) => params === undefined && (page === 'mbway' || page === 'multibanco' || page === 'expired'),
  fn: (page, { result }) => ({ page: page as 'mbway' | 'multibanco' | 'expired', order: result }),
});
sample({ clock: [methodPageOpened, expiredPageOpened], fn: () => undefined, target: readOrderFx });
sample({ clock: methodOrderRead, filter: ({ order }) => order === null, fn: (): 'missing' => 'missing', target: $paymentPageStatus });
// The order is paid by the other method (it was switched): that method's page.
sample({
  clock: methodOrderRead,
  source: $pageLocale,
  filter: (_locale, { page, order }) => order !== null && page !== 'expired' && order.method !== page,
  fn: (locale, { order }) => paymentPagePath((order as PlacedOrder).method, locale),
  target: navigateTo,
});
const followed = sample({
  clock: methodOrderRead,
  filter: ({ page, order }) => order !== null && (page === 'expired' || order.method === page),
  fn: ({ order }) => order as PlacedOrder,
});
sample({ clock: followed, target: placedOrderUpdated });
sample({ clock: followed, fn: (order) => order.sessionId, target: $ownerSession });
sample({ clock: followed, fn: (order) => order.mbwayPhone ?? '', target: $retryPhone });
sample({ clock: followed, fn: attemptOfOrder, target: paymentUpdated });
sample({ clock: followed, fn: (): 'ready' => 'ready', target: $paymentPageStatus });
// The stored state may be old (a reload, a page left open): read once as it is now.
sample({
  clock: followed,
  filter: (order) => order.transactionId !== null,
  fn: (order) => ({ transactionId: order.transactionId as string, sessionId: order.sessionId }),
  target: refreshFx,
});

// `/checkout/processing/{transactionId}`: the shopper came back from the payment; the API asks the gateway first.
// The order kept in session storage is read first: after a reload its session is the only proof a guest has.
const processingReadFx = attach({
  effect: readPlacedOrderFx,
  mapParams: (_opened: { transactionId: string; locale: Locale }) => undefined,
});
sample({ clock: processingPageOpened, target: processingReadFx });
const processingOwner = sample({
  clock: processingReadFx.done,
  source: { sessionId: $sessionId, mode: $authMode },
  fn: ({ sessionId, mode }, { params: { transactionId }, result: placed }) => ({
    transactionId,
    sessionId: placed !== null && placed.transactionId === transactionId ? placed.sessionId : sessionId,
    mode,
  }),
});
sample({
  clock: processingReadFx.done,
  filter: ({ params, result }) => result !== null && result.transactionId === params.transactionId,
  fn: ({ result }) => result as PlacedOrder,
  target: placedOrderUpdated,
});
sample({ clock: processingOwner, fn: ({ sessionId }) => sessionId, target: $ownerSession });
sample({ clock: processingOwner, target: returnFx });
sample({ clock: returnFx.doneData, fn: attemptOfState, target: paymentUpdated });
sample({ clock: returnFx.doneData, fn: (): 'ready' => 'ready', target: $paymentPageStatus });
sample({ clock: returnFx.failData, fn: (error) => (error.status === 404 ? 'missing' : 'failed') as 'missing' | 'failed', target: $paymentPageStatus });

// ——— the attempt's status: live, else polled ———

sample({ clock: paymentUpdated, target: $paymentAttempt });
sample({ clock: [refreshFx.doneData, pollFx.doneData], fn: attemptOfState, target: paymentUpdated });
sample({
  clock: paymentProgressReceived,
  source: $paymentAttempt,
  filter: (attempt, { progress }) => attempt !== null && attempt.transactionId === progress.transaction_id,
  fn: (attempt, { progress }) => applyProgress(attempt as PaymentAttempt, progress),
  target: paymentUpdated,
});
// The countdown ended: read the status once, even with the socket up (the API's poller times the request out).
sample({
  clock: mbwayWindowEnded,
  source: { attempt: $paymentAttempt, sessionId: $ownerSession },
  filter: ({ attempt }) => attempt !== null && !attempt.final && attempt.transactionId !== '',
  fn: ({ attempt, sessionId }) => ({ transactionId: (attempt as PaymentAttempt).transactionId, sessionId }),
  target: refreshFx,
});

// The watched cart's checkout channel is joined: an update published before the join never arrives, and with
// the socket up nothing polls, so the status is read once as it is now.
sample({
  clock: channelSubscribed,
  source: { attempt: $paymentAttempt, sessionId: $ownerSession, watched: $watchedCart },
  filter: ({ attempt, watched }, channel) =>
    watched !== null && channel === channelKeyOf(privateChannel(checkoutChannel(watched))) && attempt !== null && !attempt.final && attempt.transactionId !== '',
  fn: ({ attempt, sessionId }) => ({ transactionId: (attempt as PaymentAttempt).transactionId, sessionId }),
  target: refreshFx,
});

// The order kept in session storage follows its attempt (a reload shows where it is).
sample({
  clock: paymentUpdated,
  source: $placedOrder,
  filter: (placed, attempt) => placed !== null && placed.orderUuid === attempt.orderUuid,
  fn: (placed, attempt): PlacedOrder => ({
    ...(placed as PlacedOrder),
    transactionId: attempt.transactionId || (placed as PlacedOrder).transactionId,
    method: attempt.method,
    status: attempt.status,
    reference: attempt.reference,
    expiresAt: attempt.expiresAt,
  }),
  target: placedOrderUpdated,
});

// The polling fallback: only while a payment page follows an attempt that is not final and the socket is
// not connected (pusher-js's own state), one read every PAYMENT_POLL_INTERVAL_MS.
const $shouldPoll = combine(
  $page,
  $paymentAttempt,
  $connectionState,
  (page, attempt, connection) => page !== null && page !== 'expired' && attempt !== null && !attempt.final && attempt.transactionId !== '' && connection !== 'connected',
);
const pollWanted = sample({
  clock: [$shouldPoll.updates, pollFx.finally, refreshFx.finally, returnFx.finally],
  source: { should: $shouldPoll, scheduled: $pollScheduled },
  filter: ({ should, scheduled }) => should && !scheduled,
  fn: () => true,
});
sample({ clock: pollWanted, target: $pollScheduled });
const pollDue = delay({ source: pollWanted, timeout: $pollIntervalMs });
sample({ clock: pollDue, fn: () => false, target: $pollScheduled });
sample({
  clock: pollDue,
  source: { should: $shouldPoll, attempt: $paymentAttempt, sessionId: $ownerSession },
  filter: ({ should }) => should,
  fn: ({ attempt, sessionId }) => ({ transactionId: (attempt as PaymentAttempt).transactionId, sessionId }),
  target: pollFx,
});

// ——— the checkout channel of the followed cart ———

const watchWanted = sample({
  clock: paymentUpdated,
  source: { watched: $watchedCart, sessionId: $ownerSession, page: $page },
  filter: ({ watched, page }, attempt) => page !== null && page !== 'expired' && watched !== attempt.cartUuid,
  fn: ({ watched, sessionId }, attempt) => ({ watched, next: attempt.cartUuid, sessionId }),
});
sample({ clock: watchWanted, filter: ({ watched }) => watched !== null, fn: ({ watched }) => ({ cartUuid: watched as string }), target: checkoutChannelLeft });
sample({ clock: watchWanted, fn: ({ next, sessionId }) => ({ cartUuid: next, sessionId }), target: checkoutChannelEntered });
sample({ clock: watchWanted, fn: ({ next }) => next, target: $watchedCart });

// §4: the order of the watched cart was created from its payment: the order is completed (toast, success page),
// the cart and its stored keys cleared when this browser still holds it, the channel left after 1 s.
const watchedOrderCreated = sample({
  clock: orderCreatedReceived,
  source: $watchedCart,
  filter: (watched, { cartUuid }) => watched === cartUuid,
  fn: (_watched, event) => event,
});
sample({ clock: watchedOrderCreated, fn: ({ order }) => ({ orderUuid: order.order.order_uuid, redirectUrl: order.redirect.url }), target: orderCompleted });
sample({ clock: watchedOrderCreated, source: $cartUuid, filter: (held, { cartUuid }) => held === cartUuid, fn: () => undefined, target: cartCompleted });
const leaveDue = delay({ source: watchedOrderCreated, timeout: CHANNEL_LEAVE_DELAY_MS });
sample({ clock: leaveDue, source: $watchedCart, filter: (watched, { cartUuid }) => watched === cartUuid, fn: (_watched, { cartUuid }) => ({ cartUuid }), target: checkoutChannelLeft });
sample({ clock: leaveDue, source: $watchedCart, filter: (watched, { cartUuid }) => watched === cartUuid, fn: () => null, target: $watchedCart });
// The followed attempt is paid too.
sample({
  clock: watchedOrderCreated,
  source: $paymentAttempt,
  filter: (attempt, { order }) => attempt !== null && attempt.orderUuid === order.order.order_uuid && attempt.status !== 'paid',
  fn: (attempt, { order }): PaymentAttempt => ({ ...(attempt as PaymentAttempt), status: 'paid', final: true, redirectUrl: order.redirect.url }),
  target: paymentUpdated,
});
// A paid attempt (live progress or a poll) completes its order the same way.
sample({
  clock: paymentUpdated,
  filter: (attempt) => attempt.status === 'paid' && attempt.redirectUrl !== null,
  fn: (attempt) => ({ orderUuid: attempt.orderUuid, redirectUrl: attempt.redirectUrl as string }),
  target: orderCompleted,
});

// ——— "send again" and "pay by Multibanco instead" ———

sample({ clock: retryPhoneChanged, target: $retryPhone });
sample({ clock: retryPhoneChanged, fn: () => null, target: $retryError });

const retryAllowed = (attempt: PaymentAttempt | null, retrying: boolean) => attempt !== null && attempt.final && attempt.status !== 'paid' && !retrying;
const resend = sample({
  clock: resendRequested,
  source: { attempt: $paymentAttempt, retrying: $isRetrying, phone: $retryPhone, sessionId: $ownerSession, mode: $authMode },
  filter: ({ attempt, retrying }) => retryAllowed(attempt, retrying),
});
sample({
  clock: resend,
  filter: ({ phone }) => !isMbwayPhone(phone),
  fn: (): PaymentRetryError => ({ code: 'invalidPhone', message: '' }),
  target: $retryError,
});
sample({
  clock: resend,
  filter: ({ phone }) => isMbwayPhone(phone),
  fn: ({ attempt, phone, sessionId, mode }) => ({
    attempt: attempt as PaymentAttempt,
    sessionId,
    mode,
    body: { method: 'mbway' as PaymentMethod, mbway_phone: normalizePhone(phone) },
  }),
  target: retryFx,
});
sample({
  clock: multibancoInsteadRequested,
  source: { attempt: $paymentAttempt, retrying: $isRetrying, sessionId: $ownerSession, mode: $authMode },
  filter: ({ attempt, retrying }) => retryAllowed(attempt, retrying),
  fn: ({ attempt, sessionId, mode }) => ({ attempt: attempt as PaymentAttempt, sessionId, mode, body: { method: 'multibanco' as PaymentMethod } }),
  target: retryFx,
});
sample({ clock: retryFx, fn: () => null, target: $retryError });
sample({
  clock: retryFx.doneData,
  filter: (outcome) => outcome.kind === 'refused',
  fn: (outcome) => (outcome as Extract<RetryOutcome, { kind: 'refused' }>).error,
  target: $retryError,
});
const attemptCreated = sample({
  clock: retryFx.done,
  source: { placed: $placedOrder, locale: $pageLocale },
  filter: (_source, { result }) => result.kind === 'created',
  fn: ({ placed, locale }, { params, result }) => {
    const { order } = result as Extract<RetryOutcome, { kind: 'created' }>;
    const attempt: PaymentAttempt = {
      transactionId: order.payment.transaction_id ?? '',
      orderUuid: order.order_uuid,
      cartUuid: order.cart_uuid,
      // A new payment attempt is always a gateway method (OrderPaymentRequest.method).
      method: order.payment.method as PaymentMethod,
      status: order.payment.status,
      final: order.payment.status !== 'pending' || order.payment.transaction_id === null,
      amount: order.payment.reference?.amount ?? order.total,
      reference: order.payment.reference,
      expiresAt: order.payment.expires_at,
      redirectUrl: null,
    };
    const mbwayPhone = params.body.method === 'mbway' ? (params.body.mbway_phone ?? null) : (placed?.mbwayPhone ?? null);
    return { attempt, placed: placed && placed.orderUuid === order.order_uuid ? { ...placed, mbwayPhone } : null, locale, previous: params.attempt };
  },
});
sample({ clock: attemptCreated, filter: ({ placed }) => placed !== null, fn: ({ placed }) => placed as PlacedOrder, target: placedOrderUpdated });
sample({ clock: attemptCreated, fn: ({ attempt }) => attempt, target: paymentUpdated });
// The cart is the order's again (CHECKOUT): a cart this browser took back meanwhile is forgotten again.
sample({ clock: attemptCreated, source: $cartUuid, filter: (held, { attempt }) => held === attempt.cartUuid, fn: () => undefined, target: cartCompleted });
// Switched to the other method: its page.
sample({
  clock: attemptCreated,
  filter: ({ attempt, previous }) => attempt.method !== previous.method,
  fn: ({ attempt, locale }) => paymentPagePath(attempt.method, locale),
  target: navigateTo,
});

// ——— copying the Multibanco reference ———

const textOf = (attempt: PaymentAttempt | null, field: MultibancoCopyField): string | null => {
  const reference = attempt?.reference;
  if (!reference) return null;
  if (field === 'entity') return reference.entity;
  if (field === 'reference') return reference.reference;
  return reference.amount.toFixed(2);
};
sample({
  clock: copyRequested,
  source: $paymentAttempt,
  filter: (attempt, field) => textOf(attempt, field) !== null,
  fn: (attempt, field) => ({ field, text: textOf(attempt, field) as string }),
  target: copyFx,
});
sample({ clock: copyFx.done, fn: ({ params }) => params.field, target: copied });
sample({ clock: copyFx.fail, fn: ({ params }) => params.field, target: copyFailed });
sample({ clock: copied, fn: (field): ToastInput => ({ level: 'success', title: { key: PAYMENT_TEXT_KEYS.copied[field] } }), target: toastShown });
sample({ clock: copyFailed, fn: (): ToastInput => ({ level: 'error', title: { key: PAYMENT_TEXT_KEYS.copyFailed } }), target: toastShown });

// ——— the expired page: the cart back ———

// The order ended unpaid (the API reopened its cart): the cart is this browser's again.
const unpaidOrderOf = (placed: PlacedOrder | null) => placed !== null && UNPAID_FINAL.includes(placed.status) && placed.sessionId !== null;
const expiredKnown = sample({
  clock: paymentUpdated,
  source: { page: $page, placed: $placedOrder },
  filter: ({ page, placed }, attempt) => page === 'expired' && attempt.final && attempt.status !== 'paid' && placed !== null && placed.orderUuid === attempt.orderUuid,
  fn: ({ placed }) => placed as PlacedOrder,
});
sample({
  clock: expiredKnown,
  filter: (placed) => placed.sessionId !== null,
  fn: (placed) => ({ cartUuid: placed.cartUuid, sessionId: placed.sessionId as string }),
  target: cartAdopted,
});
sample({
  clock: $cartUuid.updates,
  source: { page: $page, placed: $placedOrder },
  filter: ({ page, placed }, cartUuid) => page === 'expired' && placed !== null && cartUuid === placed.cartUuid,
  fn: () => true,
  target: $cartRestored,
});
// Leaving the purchase flow with an order that ended unpaid gives its cart back too (the shopper browses on with it).
sample({
  clock: purchasePathLeft,
  source: $placedOrder,
  filter: unpaidOrderOf,
  fn: (placed) => ({ cartUuid: (placed as PlacedOrder).cartUuid, sessionId: (placed as PlacedOrder).sessionId as string }),
  target: cartAdopted,
});

// ——— success pages ———

const successRequested = sample({
  clock: orderSuccessOpened,
  source: { placed: $placedOrder, sessionId: $sessionId },
  fn: ({ placed, sessionId }, { orderUuid, token }) => {
    const ours = placed !== null && placed.orderUuid === orderUuid;
    return { orderUuid, token: token ?? (ours ? placed.token : null), sessionId: ours ? placed.sessionId : sessionId };
  },
});
sample({ clock: [orderSuccessOpened, checkoutSuccessOpened], fn: (): 'loading' => 'loading', target: $successStatus });
sample({ clock: successRequested, target: loadOrderFx });
const checkoutSuccessReadFx = attach({ effect: readPlacedOrderFx });
sample({ clock: checkoutSuccessOpened, fn: () => undefined, target: checkoutSuccessReadFx });
sample({ clock: checkoutSuccessReadFx.doneData, filter: (order) => order === null, fn: (): 'missing' => 'missing', target: $successStatus });
sample({
  clock: checkoutSuccessReadFx.doneData,
  filter: (order) => order !== null,
  fn: (order) => ({ orderUuid: (order as PlacedOrder).orderUuid, token: (order as PlacedOrder).token, sessionId: (order as PlacedOrder).sessionId }),
  target: loadOrderFx,
});
sample({ clock: checkoutSuccessReadFx.doneData, filter: (order): order is PlacedOrder => order !== null, target: placedOrderUpdated });
sample({ clock: loadOrderFx.doneData, target: $successOrder });
sample({ clock: loadOrderFx.doneData, fn: (): 'ready' => 'ready', target: $successStatus });
sample({ clock: loadOrderFx.failData, fn: (error) => (error.status === 404 ? 'missing' : 'failed') as 'missing' | 'failed', target: $successStatus });

// §7 purchase, once per order (analytics remembers the orders sent): a paid order, not one refunded.
const isBought = (order: OrderView) => order.status === 'paid' || (order.status === 'paid_after_expiry' && order.payment.refund === null);
const trackingOf = (order: OrderView): ProductTracking[] =>
  order.shipments.flatMap((shipment) =>
    shipment.lines.map((line) => ({
      ean: line.ean ?? null,
      offer_id: line.offer_id,
      // An order placed before lines kept their variant and product names them by offer and slug.
      variant_uuid: line.variant_uuid ?? line.offer_uuid,
      product_id: line.product_uuid ?? line.product_slug,
      name: line.name,
      price: line.unit_price,
      original_price: line.original_price ?? line.unit_price,
      quantity: line.quantity,
      brand: line.brand,
      category: line.category ?? null,
      color: line.color,
      size: line.size,
      seller: shipment.seller_name,
      coupon: order.coupon?.code ?? null,
    })),
  );
sample({
  clock: loadOrderFx.doneData,
  source: { placed: $placedOrder, user: $user },
  filter: (_source, order) => isBought(order),
  fn: ({ placed, user }, order) => ({
    transaction_id: order.order_uuid,
    value: order.total,
    shipping: order.shipping,
    tax: order.vat_included,
    coupon: order.coupon?.code ?? null,
    customer_type: (placed !== null && placed.orderUuid === order.order_uuid ? placed.customerType === 'customer' : user !== null) ? ('returning' as const) : ('guest' as const),
    customer_email: order.contact.email,
    currency: order.currency,
    items: trackingOf(order),
  }),
  target: purchase,
});

// ——— §2 purchase flow: leaving it cleans the payment's caches ———

const cleaned = createEvent();
sample({ clock: purchasePathLeft, target: cleaned });
sample({ clock: cleaned, source: $watchedCart, filter: (watched) => watched !== null, fn: (cartUuid) => ({ cartUuid: cartUuid as string }), target: checkoutChannelLeft });
sample({ clock: cleaned, fn: () => null, target: [$watchedCart, $paymentAttempt, $page, $ownerSession, $retryError] });
sample({ clock: cleaned, fn: (): 'idle' => 'idle', target: $paymentPageStatus });
sample({ clock: cleaned, fn: () => '', target: $retryPhone });
sample({ clock: cleaned, fn: () => CHECKOUT_STORAGE_KEYS.paymentKey, target: forgetIdempotencyKeyFx });
