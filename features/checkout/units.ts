import { createEvent, createStore } from 'effector';
import type { CheckoutConflictCode, CheckoutView, Locale, PaymentMethod } from '../../contract';
import type { PlacedOrder } from './storage';

/**
 * The checkout's units (spec §2 purchase flow, §4 Checkout, §6 checkout guard): what the checkout page and
 * the app use. The rules that act on them are `./model`; the calls `./api`; the session storage `./storage`.
 */

// ——— names ———

/** The page's steps, in order (the review shows every line, fee and total before the order is placed). */
export const CHECKOUT_STEPS = ['contact', 'address', 'delivery', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * §6 checkout guard (the spec does not show it; decided here): the checkout of a cart is shown only when the
 * cart exists (`missing`), is OPEN (`notOpen`), belongs to this session or signed-in customer (`foreign`)
 * and has items (`empty`). Anything else sends the shopper back to the cart with the reason.
 */
export const CHECKOUT_GUARD_REASONS = ['missing', 'notOpen', 'foreign', 'empty'] as const;
export type CheckoutGuardReason = (typeof CHECKOUT_GUARD_REASONS)[number];

/** The form's fields, as the page names its inputs (the API's `shipping_address.*` fields are the address ones). */
export const CHECKOUT_FIELDS = ['email', 'name', 'phone', 'street', 'postal_code', 'city', 'district', 'nif', 'shipping', 'payment_method', 'mbway_phone'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/**
 * Why a field is refused: a client rule (the page words it in the shopper's language) or the API's own
 * message (`server`, shown as the API wrote it when no rule of ours matches it).
 */
export const CHECKOUT_FIELD_ERROR_CODES = ['required', 'email', 'phone', 'postalCode', 'nif', 'mbwayPhone', 'country', 'server'] as const;
export type CheckoutFieldErrorCode = (typeof CHECKOUT_FIELD_ERROR_CODES)[number];
export interface CheckoutFieldError {
  code: CheckoutFieldErrorCode;
  /** The API's message (422), when the error came from it. */
  message?: string;
}
export type CheckoutFieldErrors = Partial<Record<CheckoutField, CheckoutFieldError>>;

export interface CheckoutContact {
  email: string;
  name: string;
  phone: string;
}
export interface CheckoutAddress {
  street: string;
  postal_code: string;
  city: string;
  district: string;
}

/**
 * What the shopper has typed into the open step's form and not sent yet: the contact's fields, or the address's
 * with the NIF. The step forms keep their fields themselves; this copy exists for the draft (a reload restores it).
 */
export type TypedFields = { step: 'contact'; values: CheckoutContact } | { step: 'address'; values: Omit<CheckoutAddress, 'district'> & { nif: string } };

/** One line whose price moved since it was put in the cart (a 409 PRICE_CHANGED, or the view's `price_change`). */
export interface CheckoutPriceChange {
  offer_id: number;
  name: string;
  previous: number;
  current: number;
}

/**
 * An order the API refused or could not start: a 409 code other than PRICE_CHANGED (which reloads the view and
 * lists the changes instead), `PAYMENT_UNAVAILABLE` (502: nothing was held, try again) or `failed` (no answer,
 * or one we cannot read). `message` is the API's, when it sent one.
 */
export type CheckoutOrderErrorCode = Exclude<CheckoutConflictCode, 'PRICE_CHANGED'> | 'PAYMENT_UNAVAILABLE' | 'failed';
export interface CheckoutOrderError {
  code: CheckoutOrderErrorCode;
  message: string;
}

export type CheckoutLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type CustomerType = 'guest' | 'customer';

// ——— stores ———

/** The cart whose checkout is open, and the page's language (the view's texts, the e-mails, the success page). */
export const $checkoutCartUuid = createStore<string | null>(null, { serialize: 'ignore' });
export const $checkoutLocale = createStore<Locale | null>(null, { serialize: 'ignore' });
/** `GET /v1/checkout/{cartUuid}` as last answered (totals computed by the server only). */
export const $checkoutView = createStore<CheckoutView | null>(null, { serialize: 'ignore' });
export const $checkoutStatus = createStore<CheckoutLoadStatus>('idle', { serialize: 'ignore' });
export const $contact = createStore<CheckoutContact>({ email: '', name: '', phone: '' }, { serialize: 'ignore' });
export const $address = createStore<CheckoutAddress>({ street: '', postal_code: '', city: '', district: '' }, { serialize: 'ignore' });
/** Optional tax number (checked by its check digit when given). */
export const $nif = createStore('', { serialize: 'ignore' });
/** The open step's fields as typed, until the step is sent or left. */
export const $typedFields = createStore<TypedFields | null>(null, { serialize: 'ignore' });
/** Seller id → the chosen method code; a seller left out ships with the view's selected (standard) method. */
export const $shippingChoice = createStore<Record<string, string>>({}, { serialize: 'ignore' });
export const $paymentMethod = createStore<PaymentMethod | null>(null, { serialize: 'ignore' });
export const $mbwayPhone = createStore('', { serialize: 'ignore' });
/** The errors the page shows: the client rules of the fields the shopper left or submitted, and the API's 422 fields. */
export const $fieldErrors = createStore<CheckoutFieldErrors>({}, { serialize: 'ignore' });
export const $step = createStore<CheckoutStep>('contact', { serialize: 'ignore' });
export const $completedSteps = createStore<CheckoutStep[]>([], { serialize: 'ignore' });
/** The lines whose price moved, for the review step to show one by one until the shopper accepts them. */
export const $priceChanges = createStore<CheckoutPriceChange[]>([], { serialize: 'ignore' });
export const $orderError = createStore<CheckoutOrderError | null>(null, { serialize: 'ignore' });
/** §4 store credit: the signed-in customer chose to pay with their credit (the view is read with it). */
export const $useStoreCredit = createStore(false, { serialize: 'ignore' });
/** The saved address chosen for this order (its uuid), or null for an address typed in the form. */
export const $savedAddressChoice = createStore<string | null>(null, { serialize: 'ignore' });
/** A typed address is saved to the customer's addresses with the order. */
export const $saveAddress = createStore(false, { serialize: 'ignore' });
/** The order this browser placed last (kept in session storage: the payment pages and a reload read it). */
export const $placedOrder = createStore<PlacedOrder | null>(null, { serialize: 'ignore' });

// ——— events ———

/** The checkout page opened (browser only): load the view, or fail the guard. */
export const checkoutOpened = createEvent<{ cartUuid: string; locale: Locale }>();
/** The view could not be loaded (no answer, 5xx): the shopper asks again. */
export const checkoutRetried = createEvent();
/** §6: the checkout cannot be shown; the page sends the shopper back to the cart with the reason. */
export const guardFailed = createEvent<{ cartUuid: string; reason: CheckoutGuardReason }>();
export const contactChanged = createEvent<Partial<CheckoutContact>>();
export const addressChanged = createEvent<Partial<CheckoutAddress>>();
export const nifChanged = createEvent<string>();
/** The open step's form changed (every keystroke): kept for the draft only, never validated or sent. */
export const fieldsTyped = createEvent<TypedFields>();
/** A field lost focus: its client rule shows from now on (inline validation). */
export const fieldBlurred = createEvent<CheckoutField>();
/** A seller group's shipping method: the view is read again with it (fees and totals are the server's). */
export const shippingMethodChosen = createEvent<{ sellerId: number; code: string }>();
export const paymentMethodChosen = createEvent<PaymentMethod>();
export const mbwayPhoneChanged = createEvent<string>();
/** The "use my store credit" switch: the view is read again with (or without) the credit. */
export const storeCreditToggled = createEvent<boolean>();
/** A saved address picked in the address step (its uuid), or null for a new one typed in the form. */
export const savedAddressChosen = createEvent<string | null>();
/** The "save this address" box of a new address. */
export const saveAddressToggled = createEvent<boolean>();
/** The current step's "continue": its fields are checked, and the next step opens when they pass. */
export const stepSubmitted = createEvent();
/** Back to a step already reached (a completed one, or any earlier one). */
export const stepSelected = createEvent<CheckoutStep>();
/** The review's "place order"; ignored while an order is on its way (a double submit sends nothing). */
export const placeOrderRequested = createEvent();
/** The shopper saw the moved prices: the list closes (the next order accepts the total shown). */
export const priceChangesAcknowledged = createEvent();
/** The API created the order (201); it is kept in session storage. */
export const orderPlaced = createEvent<PlacedOrder>();
/** The payment pages learnt more of the placed order (a new attempt, a status, its link token): kept again. */
export const placedOrderUpdated = createEvent<PlacedOrder>();
/**
 * §4 an order was paid (its `order.created.from.payment`, or its attempt read as paid): the 'Order Completed!'
 * toast for 5 s, then `redirectUrl` (its success page) after 0.5 s unless the page is already there. Once per order.
 */
export const orderCompleted = createEvent<{ orderUuid: string; redirectUrl: string }>();
/** Where the app must go (a localized path: the payment page, the success page). */
export const navigateTo = createEvent<string>();
/** Every navigation, first one included (the app calls it with the new pathname). */
export const purchasePathChanged = createEvent<string>();
/** §2 purchase flow: the shopper left the /checkout, /cart and /payment paths; the caches were cleaned. */
export const purchasePathLeft = createEvent();
