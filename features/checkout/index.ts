/**
 * The checkout (spec §2 purchase flow, §4 Checkout, §6 checkout guard, §7 begin_checkout → purchase funnel):
 * `/checkout/{cartUuid}` in steps — contact, address, delivery per seller, payment method, review — then
 * the order with an Idempotency-Key, and the way to its payment page.
 *
 * The app wires:
 * - `$checkoutStorage` = `sessionStorage` in the browser (the placed order and the keys of writes on their way);
 * - `purchasePathChanged(pathname)` on every navigation, first one included (§2: leaving /checkout, /cart and
 *   /payment cleans the checkout and payment caches; also tells §4's redirect where the page already is);
 * - `navigateTo(path)` → the router's navigation (the payment page, the success page; a localized path);
 * - the checkout page: `checkoutOpened({ cartUuid, locale })` once the browser runs it; `guardFailed({ reason })`
 *   → back to the cart with the reason; the form's events (`contactChanged`, `addressChanged`, `nifChanged`, `fieldsTyped`,
 *   `fieldBlurred`, `shippingMethodChosen`, `paymentMethodChosen`, `mbwayPhoneChanged`, `stepSubmitted`,
 *   `stepSelected`, `placeOrderRequested`, `priceChangesAcknowledged`, `checkoutRetried`).
 * - a signed-in customer's store credit (`storeCreditToggled`; `$creditCovers`: no gateway method needed) and
 *   saved addresses (`$checkoutSavedAddresses`, `savedAddressChosen`, `saveAddressToggled`);
 * - the §8 order toast's texts: `ORDER_COMPLETED_TOAST_KEYS` (locales).
 * Errors are codes (`CheckoutFieldError.code`, `CheckoutOrderError.code`, the guard's reason) the page words.
 */
import './model';
import './completion';
import './saved-addresses';

export {
  CHECKOUT_STEPS,
  CHECKOUT_GUARD_REASONS,
  CHECKOUT_FIELDS,
  CHECKOUT_FIELD_ERROR_CODES,
  $checkoutCartUuid,
  $checkoutLocale,
  $checkoutView,
  $checkoutStatus,
  $contact,
  $address,
  $nif,
  $typedFields,
  $shippingChoice,
  $paymentMethod,
  $mbwayPhone,
  $fieldErrors,
  $step,
  $completedSteps,
  $priceChanges,
  $orderError,
  $placedOrder,
  $useStoreCredit,
  $savedAddressChoice,
  $saveAddress,
  storeCreditToggled,
  savedAddressChosen,
  saveAddressToggled,
  checkoutOpened,
  checkoutRetried,
  guardFailed,
  contactChanged,
  addressChanged,
  nifChanged,
  fieldsTyped,
  fieldBlurred,
  shippingMethodChosen,
  paymentMethodChosen,
  mbwayPhoneChanged,
  stepSubmitted,
  stepSelected,
  placeOrderRequested,
  priceChangesAcknowledged,
  orderPlaced,
  placedOrderUpdated,
  orderCompleted,
  navigateTo,
  purchasePathChanged,
  purchasePathLeft,
} from './units';
export type {
  CheckoutAddress,
  CheckoutContact,
  CheckoutField,
  CheckoutFieldError,
  CheckoutFieldErrorCode,
  CheckoutFieldErrors,
  CheckoutGuardReason,
  CheckoutLoadStatus,
  CheckoutOrderError,
  CheckoutOrderErrorCode,
  CheckoutPriceChange,
  CheckoutStep,
  TypedFields,
  CustomerType,
} from './units';
export { $currentPath, $isPlacingOrder, $isUpdatingShipping, $customerType, $canPlaceOrder, $creditCovers, isPurchasePath, paymentPagePath, purchasePath } from './model';
export { $checkoutSavedAddresses } from './saved-addresses';
export { $checkoutStorage, CHECKOUT_STORAGE_KEYS, readPlacedOrder, readPlacedOrderFx, idempotencyKeyFx, forgetIdempotencyKeyFx, newIdempotencyKeyFx } from './storage';
export type { PlacedOrder } from './storage';
export { fieldErrorsOf, validateField } from './validation';
export type { CheckoutForm } from './validation';
export { ORDER_COMPLETED_TOAST_KEYS, ORDER_TOAST_DURATION_MS } from './completion';
