/**
 * The payment pages (MB WAY and Multibanco through SIBS; spec §4 Checkout live channel, §8 order toast,
 * §9 delays): `/payment/sibs/mbway`, `/payment/sibs/multibanco`, `/checkout/processing/{transactionId}`,
 * `/checkout/expired`, `/checkout/success`, `/order/success/{uuid}`. The attempt's status comes from the
 * checkout channel's `payment.progress` events, and from `GET /v1/payments/{tx}` every
 * PAYMENT_POLL_INTERVAL_MS only while the socket is not connected. Paid → the 'Order Completed!' toast
 * and the success page 0.5 s later.
 *
 * The app wires:
 * - `$paymentClipboard` = `(text) => navigator.clipboard.writeText(text)` in the browser;
 * - each page's `…Opened` event once the browser runs it (`mbwayPageOpened({ locale })`,
 *   `multibancoPageOpened({ locale })`, `processingPageOpened({ transactionId, locale })`,
 *   `orderSuccessOpened({ orderUuid, locale, token })` with `?token=`, `checkoutSuccessOpened({ locale })`,
 *   `expiredPageOpened({ locale })`);
 * - navigation: the checkout feature's `navigateTo` (re-exported here, the same unit), and its `purchasePathChanged`;
 * - the buttons: `retryPhoneChanged`, `resendRequested`, `multibancoInsteadRequested`, `copyRequested(field)`
 *   (toasts `PAYMENT_TEXT_KEYS.copied.{field}` / `copyFailed`); the MB WAY countdown (from `$mbwayDeadline`)
 *   fires `mbwayWindowEnded` when it reaches 0.
 * Import it from the payment pages only (their chunk): the first load needs none of it.
 */
import './model';

export {
  PAYMENT_POLL_INTERVAL_MS,
  MBWAY_WINDOW_MS,
  $paymentClipboard,
  $paymentAttempt,
  $paymentPageStatus,
  $retryPhone,
  $retryError,
  $successOrder,
  $successStatus,
  $cartRestored,
  mbwayPageOpened,
  multibancoPageOpened,
  processingPageOpened,
  orderSuccessOpened,
  checkoutSuccessOpened,
  expiredPageOpened,
  retryPhoneChanged,
  resendRequested,
  multibancoInsteadRequested,
  copyRequested,
  copied,
  copyFailed,
  paymentUpdated,
  mbwayWindowEnded,
} from './units';
export type { MultibancoCopyField, PaymentAttempt, PaymentClipboard, PaymentOutcome, PaymentPageStatus, PaymentRetryError } from './units';
export { $paymentOutcome, $isRetrying, $isPolling, $mbwayDeadline, PAYMENT_TEXT_KEYS, outcomeOf } from './model';
export { navigateTo, orderCompleted } from '../checkout';
/** `POST /v1/orders/{uuid}/payments`: a new attempt (the account's 'pay again' calls it too). */
export { retryPaymentFx } from './api';
export type { RetryPaymentRequest } from './api';
