import { createEvent, createStore } from 'effector';
import type { CheckoutConflictCode, Locale, MultibancoReference, OrderView, PaymentMethod, PaymentStatus } from '../../contract';

/**
 * The payment pages' units: `/payment/sibs/mbway`, `/payment/sibs/multibanco`, `/checkout/processing/{transactionId}`,
 * `/checkout/expired`, `/checkout/success` and `/order/success/{uuid}`. The rules are `./model`.
 */

/** §9 beyond the spec: the polling fallback's interval while the live channel is not connected. */
export const PAYMENT_POLL_INTERVAL_MS = 3_000;
/** The MB WAY approval window the API holds the stock for (4 minutes by default; the attempt's `expires_at` rules). */
export const MBWAY_WINDOW_MS = 240_000;

/** One payment attempt as the pages show it (from the stored order, the live channel or a poll). */
export interface PaymentAttempt {
  transactionId: string;
  orderUuid: string;
  cartUuid: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** The page may move on (the attempt ended: paid, or unpaid for good). */
  final: boolean;
  amount: number;
  reference: MultibancoReference | null;
  /** End of the MB WAY window or of the reference's validity (ISO). */
  expiresAt: string;
  /** The success page, once paid (with the order's link token). */
  redirectUrl: string | null;
}

/**
 * What the page shows: `waiting` (the request sent to the phone, the reference to pay), `paid`, or why it
 * ended unpaid — `timeout` (MB WAY not approved in its window), `declined`, `expired` (the reference's
 * validity), `failed` (the payment could not be started, or was called off).
 */
export type PaymentOutcome = 'waiting' | 'paid' | 'timeout' | 'declined' | 'expired' | 'failed';
/** `missing`: this browser holds no order for the page (opened by hand, or another browser's). */
export type PaymentPageStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'failed';
export type MultibancoCopyField = 'entity' | 'reference' | 'amount';

/** A new attempt the API refused (409 codes), a 422 on the phone, or no answer (`failed`). */
export interface PaymentRetryError {
  code: CheckoutConflictCode | 'PAYMENT_UNAVAILABLE' | 'invalidPhone' | 'failed';
  message: string;
}

/** Writes a text to the clipboard (`navigator.clipboard.writeText`); injected per scope. */
export type PaymentClipboard = (text: string) => Promise<void>;

// ——— stores ———

/** Injected in the browser: the clipboard writer; none on the server. */
export const $paymentClipboard = createStore<PaymentClipboard | null>(null, { serialize: 'ignore' });
export const $paymentAttempt = createStore<PaymentAttempt | null>(null, { serialize: 'ignore' });
export const $paymentPageStatus = createStore<PaymentPageStatus>('idle', { serialize: 'ignore' });
/** The MB WAY phone of "send again" (the order's one until the shopper edits it). */
export const $retryPhone = createStore('', { serialize: 'ignore' });
export const $retryError = createStore<PaymentRetryError | null>(null, { serialize: 'ignore' });
/** The order of the success pages (`GET /v1/orders/{uuid}`). */
export const $successOrder = createStore<OrderView | null>(null, { serialize: 'ignore' });
export const $successStatus = createStore<PaymentPageStatus>('idle', { serialize: 'ignore' });
/** The expired page: the cart the order held is this browser's cart again. */
export const $cartRestored = createStore(false, { serialize: 'ignore' });

// ——— events ———

export const mbwayPageOpened = createEvent<{ locale: Locale }>();
export const multibancoPageOpened = createEvent<{ locale: Locale }>();
export const processingPageOpened = createEvent<{ transactionId: string; locale: Locale }>();
export const orderSuccessOpened = createEvent<{ orderUuid: string; locale: Locale; token: string | null }>();
/** `/checkout/success`: the order this browser placed last. */
export const checkoutSuccessOpened = createEvent<{ locale: Locale }>();
export const expiredPageOpened = createEvent<{ locale: Locale }>();
export const retryPhoneChanged = createEvent<string>();
/** MB WAY "send again": a new attempt on the order (timeout or declined). */
export const resendRequested = createEvent();
/** "Pay by Multibanco instead": a new attempt with a reference. */
export const multibancoInsteadRequested = createEvent();
export const copyRequested = createEvent<MultibancoCopyField>();
export const copied = createEvent<MultibancoCopyField>();
export const copyFailed = createEvent<MultibancoCopyField>();
/** The attempt the page follows changed (a live progress event, a poll, a new attempt). */
export const paymentUpdated = createEvent<PaymentAttempt>();
/** The MB WAY page's countdown reached the end of the window: the status is read once (the API times it out). */
export const mbwayWindowEnded = createEvent();
