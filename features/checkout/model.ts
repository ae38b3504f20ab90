import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { DEFAULT_LOCALE, LOCALES } from '../../contract/constants';
import { isMbwayPhone, normalizeNif, normalizePhone, normalizePostalCode } from '../../contract/portugal';
import type { ApiError, CheckoutConflictBody, CheckoutOrderInput, CheckoutView, Locale, OrderCreated, PaymentMethod } from '../../contract';
import { addPaymentInfo, addShippingInfo } from '../analytics';
import { $authMode } from '../auth';
import type { AuthMode } from '../auth';
import { $cartStorage, $cartUuid, $sessionId, cartCompleted, readStoredCart } from '../cart';
import { createOrderFx, fetchCheckoutFx } from './api';
import type { CheckoutViewRequest } from './api';
import { readCheckoutDraft, storeCheckoutDraftFx } from './draft';
import type { CheckoutDraft } from './draft';
import {
  $checkoutStorage,
  CHECKOUT_STORAGE_KEYS,
  forgetIdempotencyKeyFx,
  idempotencyKeyFx,
  readPlacedOrder,
  readPlacedOrderFx,
  storePlacedOrderFx,
} from './storage';
import type { PlacedOrder } from './storage';
import {
  $address,
  $checkoutCartUuid,
  $checkoutLocale,
  $checkoutStatus,
  $checkoutView,
  $completedSteps,
  $contact,
  $fieldErrors,
  $mbwayPhone,
  $nif,
  $orderError,
  $typedFields,
  $paymentMethod,
  $placedOrder,
  $priceChanges,
  $saveAddress,
  $savedAddressChoice,
  $shippingChoice,
  $useStoreCredit,
  $step,
  CHECKOUT_STEPS,
  addressChanged,
  checkoutOpened,
  checkoutRetried,
  contactChanged,
  fieldBlurred,
  fieldsTyped,
  guardFailed,
  mbwayPhoneChanged,
  navigateTo,
  nifChanged,
  orderCompleted,
  orderPlaced,
  paymentMethodChosen,
  placedOrderUpdated,
  placeOrderRequested,
  priceChangesAcknowledged,
  purchasePathChanged,
  purchasePathLeft,
  shippingMethodChosen,
  stepSelected,
  stepSubmitted,
  storeCreditToggled,
} from './units';
import type { CheckoutField, CheckoutFieldErrors, CheckoutGuardReason, CheckoutOrderErrorCode, CheckoutPriceChange, CheckoutStep, CustomerType } from './units';
import { STEP_FIELDS, fieldErrorsOf, serverFieldErrors, stepOfField } from './validation';
import type { CheckoutForm } from './validation';

// ——— paths ———

/** A path in the locale's variant (§2: the default language has no prefix). */
export function purchasePath(path: string, locale: Locale | null): string {
  return locale === null || locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/** The payment page of a method (payment layout). */
export const paymentPagePath = (method: PaymentMethod, locale: Locale | null) => purchasePath(method === 'mbway' ? '/payment/sibs/mbway' : '/payment/sibs/multibanco', locale);

const PURCHASE_PREFIXES = ['/checkout', '/cart', '/payment'];
/** §2 purchase flow: paths under /checkout, /cart and /payment, in any language. */
export function isPurchasePath(pathname: string): boolean {
  const bare = pathname.split(/[?#]/)[0] ?? '';
  const prefix = LOCALES.find((locale) => bare === `/${locale}` || bare.startsWith(`/${locale}/`));
  const path = prefix ? bare.slice(prefix.length + 1) || '/' : bare;
  return PURCHASE_PREFIXES.some((start) => path === start || path.startsWith(`${start}/`));
}

// ——— stores of the model ———

/** The page's pathname as the app last reported it (§4: no redirect to where the page already is). */
export const $currentPath = createStore<string | null>(null, { serialize: 'ignore' });
/** Fields whose client rule shows (left once, or part of a submitted step). */
const $touched = createStore<CheckoutField[]>([], { serialize: 'ignore' });
const $serverErrors = createStore<CheckoutFieldErrors>({}, { serialize: 'ignore' });
export const $customerType = $checkoutView.map((view): CustomerType => (view?.customer ? 'customer' : 'guest'));

/** §4 store credit: the credit chosen pays the whole total (the order is paid at once, no gateway method). */
export const $creditCovers = $checkoutView.map((view) => view !== null && view.totals.store_credit > 0 && view.totals.total === 0);
const $form = combine(
  { contact: $contact, address: $address, nif: $nif, paymentMethod: $paymentMethod, mbwayPhone: $mbwayPhone, creditCovers: $creditCovers },
  (form): CheckoutForm => form,
);

// ——— effects ———

/** The contract's refusal schemas (loaded with the first refusal to read, never in the first load); null when they cannot load. */
const contractSchemasFx = createEffect(() =>
  Promise.all([import('../../contract/checkout'), import('../../contract/common')])
    .then(([checkout, { ValidationErrorBody }]) => ({ ...checkout, ValidationErrorBody }))
    .catch(() => null),
);

/** The cart's ownership proof: the cart's guest session, read from its storage when the cart has not loaded yet. */
const sessionIdFx = attach({
  source: { sessionId: $sessionId, storage: $cartStorage },
  effect: ({ sessionId, storage }) => sessionId ?? readStoredCart(storage).sessionId,
});
/** The cart this browser holds (its model's, else its storage's). */
const ownCartFx = attach({
  source: { cartUuid: $cartUuid, storage: $cartStorage },
  effect: ({ cartUuid, storage }) => cartUuid ?? readStoredCart(storage).cartUuid,
});
/** Whether the view is read with the customer's store credit. */
const storeCreditChoiceFx = attach({ source: $useStoreCredit, effect: (use: boolean) => use });

type LoadReason = 'open' | 'shipping' | 'priceChanged';
interface LoadRequest {
  cartUuid: string;
  locale: Locale | null;
  shipping: Record<string, string>;
  reason: LoadReason;
}
type LoadOutcome = { kind: 'view'; view: CheckoutView } | { kind: 'guard'; reason: CheckoutGuardReason } | { kind: 'badShipping' } | { kind: 'failed' };

/** The view, or what its refusal means for the guard (§6). */
const loadViewFx = createEffect<LoadRequest, LoadOutcome>(async ({ cartUuid, locale, shipping }) => {
  const sessionId = await sessionIdFx();
  const request: CheckoutViewRequest = { cartUuid, sessionId, locale, shipping, ...((await storeCreditChoiceFx()) ? { useStoreCredit: true } : {}) };
  try {
    return { kind: 'view', view: await fetchCheckoutFx(request) };
  } catch (error) {
    const { status, data } = error as ApiError;
    // 404: no such cart, or not this session's or customer's — the API says the same for both; the cart this
    // browser holds is "missing" (gone), another one is "foreign".
    if (status === 404) return { kind: 'guard', reason: (await ownCartFx()) === cartUuid ? 'missing' : 'foreign' };
    if (status === 409) return { kind: 'guard', reason: 'notOpen' };
    if (status === 422) {
      const errors = (data as { errors?: Record<string, unknown> } | null)?.errors ?? {};
      if ('cart' in errors) return { kind: 'guard', reason: 'empty' };
      if ('shipping' in errors) return { kind: 'badShipping' };
    }
    return { kind: 'failed' };
  }
});

type PlaceOutcome =
  | { kind: 'placed'; order: OrderCreated; sessionId: string | null }
  | { kind: 'priceChanged'; changes: NonNullable<CheckoutConflictBody['changes']>; view: CheckoutView | null }
  | { kind: 'conflict'; code: CheckoutOrderErrorCode; message: string; view: CheckoutView | null }
  | { kind: 'invalid'; errors: CheckoutFieldErrors }
  | { kind: 'failed'; message: string };

interface PlaceRequest {
  cartUuid: string;
  body: CheckoutOrderInput;
  mode: AuthMode;
}

/**
 * One order placement: the Idempotency-Key kept for this very request (a double submit or a reload sends the
 * same key, and the API answers with the same order), then the call. The key is forgotten once the API
 * answered for good (an order, or a refusal it keeps for the key); no answer, a 5xx or a request still in
 * progress keep it, so the repeat is the same request.
 */
const placeOrderFx = createEffect<PlaceRequest, PlaceOutcome>(async ({ cartUuid, body, mode }) => {
  const sessionId = await sessionIdFx();
  const idempotencyKey = await idempotencyKeyFx({ slot: CHECKOUT_STORAGE_KEYS.orderKey, scope: cartUuid, body: JSON.stringify(body) });
  try {
    const order = await createOrderFx({ cartUuid, sessionId, idempotencyKey, body, mode });
    await forgetIdempotencyKeyFx(CHECKOUT_STORAGE_KEYS.orderKey);
    return { kind: 'placed', order, sessionId };
  } catch (error) {
    const { status, data, message } = error as ApiError;
    const contract = await contractSchemasFx();
    const outcome = ((): PlaceOutcome | null => {
      if (!contract) return null;
      if (status === 409) {
        const conflict = contract.CheckoutConflictBody.safeParse(data);
        if (!conflict.success) return null;
        const { code, changes, data: view } = conflict.data;
        if (code === 'REQUEST_IN_PROGRESS') return null;
        if (code === 'PRICE_CHANGED') return { kind: 'priceChanged', changes: changes ?? [], view: view ?? null };
        return { kind: 'conflict', code, message: conflict.data.message, view: view ?? null };
      }
      if (status === 422) {
        const invalid = contract.ValidationErrorBody.safeParse(data);
        return invalid.success ? { kind: 'invalid', errors: serverFieldErrors(invalid.data.errors, contract.CHECKOUT_FIELD_MESSAGES) } : null;
      }
      if (status === 502) {
        const unavailable = contract.PaymentUnavailableBody.safeParse(data);
        return unavailable.success ? { kind: 'conflict', code: 'PAYMENT_UNAVAILABLE', message: unavailable.data.message, view: null } : null;
      }
      return null;
    })();
    if (outcome) await forgetIdempotencyKeyFx(CHECKOUT_STORAGE_KEYS.orderKey);
    const busy = status === 409 && (data as { code?: unknown } | null)?.code === 'REQUEST_IN_PROGRESS';
    return outcome ?? { kind: 'failed', message: busy ? ((data as { message?: string }).message ?? message) : message };
  }
});

export const $isPlacingOrder = placeOrderFx.pending;
export const $isUpdatingShipping = createStore(false, { serialize: 'ignore' });
export const $canPlaceOrder = combine($checkoutView, $isPlacingOrder, (view, placing) => view !== null && view.can_place_order && !placing);

// ——— opening the checkout (§6 guard) ———

/** The form starts afresh, or from the draft this tab kept for the cart (a reload). */
const resetForm = createEvent<CheckoutDraft | null>();
// Read before the opened cart becomes the checkout's: whether it is another cart than the one the form holds (a
// reload holds none), the draft this tab kept for it, the order it may be waiting for, and the delivery choice
// its view is read with (the draft's, after a reload).
const opening = sample({
  clock: checkoutOpened,
  source: { current: $checkoutCartUuid, storage: $checkoutStorage, shipping: $shippingChoice },
  fn: ({ current, storage, shipping }, opened) => {
    const switched = current !== opened.cartUuid;
    const draft = switched ? readCheckoutDraft(storage, opened.cartUuid) : null;
    const placed = readPlacedOrder(storage);
    const waiting = placed !== null && placed.cartUuid === opened.cartUuid && placed.status === 'pending' && new Date(placed.expiresAt).getTime() > Date.now();
    return { ...opened, switched, draft, placed, waiting, shipping: switched ? (draft?.shippingChoice ?? {}) : shipping };
  },
});
sample({ clock: opening, filter: ({ switched }) => switched, fn: ({ draft }) => draft, target: resetForm });
sample({ clock: checkoutOpened, fn: ({ cartUuid }) => cartUuid, target: $checkoutCartUuid });
sample({ clock: checkoutOpened, fn: ({ locale }) => locale, target: $checkoutLocale });

// An order of this cart is already waiting for its payment (the shopper came back, or reloaded after
// placing it): its payment page, not a second checkout of a cart that is no longer OPEN.
const waitingOrder = sample({ clock: opening, filter: ({ waiting }) => waiting });
sample({ clock: waitingOrder, fn: ({ placed }) => placed, target: $placedOrder });
sample({ clock: waitingOrder, fn: ({ placed, locale }) => paymentPagePath(placed!.method, locale), target: navigateTo });
const toLoad = sample({ clock: opening, filter: ({ waiting }) => !waiting });
sample({ clock: toLoad, fn: (): 'loading' => 'loading', target: $checkoutStatus });
sample({
  clock: toLoad,
  fn: ({ cartUuid, locale, shipping }): LoadRequest => ({ cartUuid, locale, shipping, reason: 'open' }),
  target: loadViewFx,
});
sample({
  clock: checkoutRetried,
  source: { cartUuid: $checkoutCartUuid, locale: $checkoutLocale, shipping: $shippingChoice },
  filter: ({ cartUuid }) => cartUuid !== null,
  fn: ({ cartUuid, locale, shipping }): LoadRequest => ({ cartUuid: cartUuid as string, locale, shipping, reason: 'open' }),
  target: loadViewFx,
});
sample({ clock: checkoutRetried, fn: (): 'loading' => 'loading', target: $checkoutStatus });

// A late answer for a cart the page no longer shows is dropped.
const loaded = sample({
  clock: loadViewFx.done,
  source: $checkoutCartUuid,
  filter: (cartUuid, { params }) => params.cartUuid === cartUuid,
  fn: (_cartUuid, { params, result }) => ({ params, result }),
});
const viewLoaded = sample({
  clock: loaded,
  filter: ({ result }) => result.kind === 'view',
  fn: ({ result }) => (result as Extract<LoadOutcome, { kind: 'view' }>).view,
});
sample({ clock: viewLoaded, target: $checkoutView });
sample({ clock: viewLoaded, fn: (): 'ready' => 'ready', target: $checkoutStatus });
// A signed-in customer's contact is filled (the fields the shopper has not typed yet).
sample({
  clock: viewLoaded,
  source: $contact,
  filter: (_contact, view) => view.customer !== null,
  fn: (contact, view) => ({ ...contact, email: contact.email || view.customer!.email, name: contact.name || view.customer!.name }),
  target: $contact,
});
sample({
  clock: loaded,
  filter: ({ result }) => result.kind === 'guard',
  fn: ({ params, result }) => ({ cartUuid: params.cartUuid, reason: (result as Extract<LoadOutcome, { kind: 'guard' }>).reason }),
  target: guardFailed,
});
sample({ clock: guardFailed, fn: (): 'idle' => 'idle', target: $checkoutStatus });
sample({ clock: loaded, filter: ({ result }) => result.kind === 'failed', fn: (): 'failed' => 'failed', target: $checkoutStatus });
// A shipping choice the API no longer knows (a seller changed its methods): the choice is dropped and the view read again.
const badShipping = sample({ clock: loaded, filter: ({ result, params }) => result.kind === 'badShipping' && Object.keys(params.shipping).length > 0 });
sample({ clock: badShipping, fn: () => ({}), target: $shippingChoice });
sample({ clock: badShipping, fn: ({ params }): LoadRequest => ({ ...params, shipping: {} }), target: loadViewFx });
sample({ clock: loaded, filter: ({ result, params }) => result.kind === 'badShipping' && Object.keys(params.shipping).length === 0, fn: (): 'failed' => 'failed', target: $checkoutStatus });

// ——— the form ———

sample({ clock: contactChanged, source: $contact, fn: (contact, change) => ({ ...contact, ...change }), target: $contact });
sample({ clock: addressChanged, source: $address, fn: (address, change) => ({ ...address, ...change }), target: $address });
sample({ clock: nifChanged, target: $nif });
// The open step's fields as typed: the draft keeps them; a step sent or left forgets them (the model has the sent ones).
sample({ clock: fieldsTyped, target: $typedFields });
sample({ clock: paymentMethodChosen, target: $paymentMethod });
sample({ clock: mbwayPhoneChanged, target: $mbwayPhone });
// MB WAY asks for the mobile the shopper's MB WAY is on: most often the contact phone, offered when it is a
// Portuguese mobile and nothing was typed yet (the shopper can change it).
sample({
  clock: paymentMethodChosen,
  source: { typed: $mbwayPhone, contact: $contact },
  filter: ({ typed, contact }, method) => method === 'mbway' && typed === '' && isMbwayPhone(contact.phone),
  fn: ({ contact }) => contact.phone,
  target: $mbwayPhone,
});
sample({ clock: fieldBlurred, source: $touched, filter: (touched, field) => !touched.includes(field), fn: (touched, field) => [...touched, field], target: $touched });

// A field the shopper changes loses the API's error on it (the client rule speaks for it again).
const changedFields = sample({
  clock: [
    contactChanged.map((change) => Object.keys(change) as CheckoutField[]),
    addressChanged.map((change) => Object.keys(change) as CheckoutField[]),
    nifChanged.map((): CheckoutField[] => ['nif']),
    paymentMethodChosen.map((): CheckoutField[] => ['payment_method', 'mbway_phone']),
    mbwayPhoneChanged.map((): CheckoutField[] => ['mbway_phone']),
    shippingMethodChosen.map((): CheckoutField[] => ['shipping']),
  ],
});
sample({
  clock: changedFields,
  source: $serverErrors,
  fn: (errors, fields) => Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field as CheckoutField))) as CheckoutFieldErrors,
  target: $serverErrors,
});
// What shows: the API's errors, then the client rules of the fields touched.
const $visibleErrors = combine($form, $touched, $serverErrors, (form, touched, server) => ({ ...fieldErrorsOf(touched, form), ...server }));
sample({ source: $visibleErrors, target: $fieldErrors });

// ——— delivery (per seller group; fees and totals are the server's) ———

sample({
  clock: shippingMethodChosen,
  source: $shippingChoice,
  fn: (choice, { sellerId, code }) => ({ ...choice, [String(sellerId)]: code }),
  target: $shippingChoice,
});
sample({
  clock: shippingMethodChosen,
  source: { cartUuid: $checkoutCartUuid, locale: $checkoutLocale, shipping: $shippingChoice },
  filter: ({ cartUuid }) => cartUuid !== null,
  fn: ({ cartUuid, locale, shipping }): LoadRequest => ({ cartUuid: cartUuid as string, locale, shipping, reason: 'shipping' }),
  target: loadViewFx,
});
// §4 store credit: switched on or off, the view (its totals) is read again with it.
sample({ clock: storeCreditToggled, target: $useStoreCredit });
sample({
  clock: storeCreditToggled,
  source: { cartUuid: $checkoutCartUuid, locale: $checkoutLocale, shipping: $shippingChoice },
  filter: ({ cartUuid }) => cartUuid !== null,
  fn: ({ cartUuid, locale, shipping }): LoadRequest => ({ cartUuid: cartUuid as string, locale, shipping, reason: 'shipping' }),
  target: loadViewFx,
});
sample({ clock: loadViewFx, fn: ({ reason }) => reason === 'shipping', target: $isUpdatingShipping });
sample({ clock: loadViewFx.finally, fn: () => false, target: $isUpdatingShipping });

// ——— steps ———

const stepIndex = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step);
const touchedWith = (touched: CheckoutField[], fields: readonly CheckoutField[]) => [...new Set([...touched, ...fields])];

const submitted = sample({
  clock: stepSubmitted,
  source: { step: $step, form: $form, server: $serverErrors },
  fn: ({ step, form, server }) => {
    const fields = STEP_FIELDS[step];
    const errors = { ...fieldErrorsOf(fields, form), ...Object.fromEntries(Object.entries(server).filter(([field]) => fields.includes(field as CheckoutField))) };
    return { step, fields, passed: Object.keys(errors).length === 0 };
  },
});
sample({ clock: submitted, source: $touched, fn: (touched, { fields }) => touchedWith(touched, fields), target: $touched });
const stepPassed = sample({ clock: submitted, filter: ({ passed, step }) => passed && step !== 'review' });
sample({
  clock: stepPassed,
  source: $completedSteps,
  fn: (completed, { step }) => (completed.includes(step) ? completed : [...completed, step]),
  target: $completedSteps,
});
sample({ clock: stepPassed, fn: ({ step }) => CHECKOUT_STEPS[stepIndex(step) + 1] ?? 'review', target: $step });
sample({ clock: [stepPassed, stepSelected], fn: () => null, target: $typedFields });
// The review passed: the order goes.
sample({ clock: submitted, filter: ({ passed, step }) => passed && step === 'review', fn: () => undefined, target: placeOrderRequested });
// Back to a step reached before (never ahead of the first one not completed).
sample({
  clock: stepSelected,
  source: $completedSteps,
  filter: (completed, step) => CHECKOUT_STEPS.slice(0, stepIndex(step)).every((before) => completed.includes(before)),
  fn: (_completed, step) => step,
  target: $step,
});

// §7 funnel: the delivery step done is add_shipping_info, the payment step done add_payment_info.
const funnelOf = (view: CheckoutView) => ({
  items: view.seller_groups.flatMap((group) =>
    group.lines.map((line) => ({
      ean: line.ean ?? null,
      offer_id: line.offer_id,
      variant_uuid: line.variant_uuid,
      product_id: line.product_uuid ?? line.product_slug,
      name: line.name,
      price: line.unit_price,
      original_price: line.original_price,
      quantity: line.quantity,
      brand: line.brand,
      category: line.category ?? null,
      color: line.color,
      size: line.size,
      seller: group.seller_name,
      coupon: view.coupon?.applies ? view.coupon.code : null,
    })),
  ),
  coupon: view.coupon?.applies ? view.coupon.code : null,
  value: view.totals.total,
});
sample({
  clock: stepPassed,
  source: $checkoutView,
  filter: (view, { step }) => view !== null && step === 'delivery',
  fn: (view) => ({ ...funnelOf(view as CheckoutView), shippingTier: (view as CheckoutView).seller_groups.map((group) => group.selected_method).join(',') }),
  target: addShippingInfo,
});
sample({
  clock: stepPassed,
  source: { view: $checkoutView, method: $paymentMethod },
  filter: ({ view, method }, { step }) => view !== null && method !== null && step === 'payment',
  fn: ({ view, method }) => ({ ...funnelOf(view as CheckoutView), paymentType: method as PaymentMethod }),
  target: addPaymentInfo,
});

// ——— placing the order ———

const bodyOf = (form: CheckoutForm, view: CheckoutView, locale: Locale | null, account: { useStoreCredit: boolean; saveAddress: boolean }): CheckoutOrderInput => {
  const district = form.address.district.trim();
  const nif = normalizeNif(form.nif);
  return {
    email: form.contact.email.trim(),
    name: form.contact.name.trim(),
    phone: normalizePhone(form.contact.phone),
    shipping_address: {
      street: form.address.street.trim(),
      postal_code: normalizePostalCode(form.address.postal_code),
      city: form.address.city.trim(),
      ...(district === '' ? {} : { district }),
      country: 'PT',
    },
    ...(nif === '' ? {} : { nif }),
    shipping: Object.fromEntries(view.seller_groups.map((group) => [String(group.seller_id), group.selected_method])),
    payment_method: form.creditCovers ? 'store_credit' : (form.paymentMethod as PaymentMethod),
    ...(form.paymentMethod === 'mbway' && !form.creditCovers ? { mbway_phone: normalizePhone(form.mbwayPhone) } : {}),
    ...(account.useStoreCredit && view.customer ? { use_store_credit: true } : {}),
    ...(account.saveAddress && view.customer ? { save_address: true } : {}),
    // The total the shopper saw on the review: the API refuses the order only when its own differs.
    expected_total: view.totals.total,
    ...(locale ? { locale } : {}),
  };
};

const placeChecked = sample({
  clock: placeOrderRequested,
  source: {
    placing: $isPlacingOrder,
    form: $form,
    view: $checkoutView,
    cartUuid: $checkoutCartUuid,
    locale: $checkoutLocale,
    mode: $authMode,
    useStoreCredit: $useStoreCredit,
    saveAddress: combine($saveAddress, $savedAddressChoice, (save, chosen) => save && chosen === null),
  },
  filter: ({ placing, view, cartUuid }) => !placing && view !== null && cartUuid !== null,
  fn: ({ form, view, cartUuid, locale, mode, useStoreCredit, saveAddress }) => ({
    errors: fieldErrorsOf(STEP_FIELDS.review, form),
    form,
    view: view as CheckoutView,
    cartUuid: cartUuid as string,
    locale,
    mode,
    account: { useStoreCredit, saveAddress },
  }),
});
const formRefused = sample({ clock: placeChecked, filter: ({ errors }) => Object.keys(errors).length > 0 });
sample({ clock: formRefused, source: $touched, fn: (touched) => touchedWith(touched, STEP_FIELDS.review), target: $touched });
sample({ clock: formRefused, fn: ({ errors }) => stepOfField(Object.keys(errors)[0] as CheckoutField), target: $step });
sample({
  clock: placeChecked,
  filter: ({ errors, view }) => Object.keys(errors).length === 0 && view.can_place_order,
  fn: ({ form, view, cartUuid, locale, mode, account }): PlaceRequest => ({ cartUuid, body: bodyOf(form, view, locale, account), mode }),
  target: placeOrderFx,
});
sample({ clock: placeOrderFx, fn: () => null, target: $orderError });

const placeAnswered = placeOrderFx.doneData;
// §4 store credit covering the total: the order is paid already — the completed order's toast and its success page.
const paidAtOnce = sample({
  clock: placeOrderFx.doneData,
  filter: (result): result is Extract<PlaceOutcome, { kind: 'placed' }> => result.kind === 'placed' && result.order.payment.method === 'store_credit' && Boolean(result.order.redirect),
});
sample({ clock: paidAtOnce, fn: ({ order }) => ({ orderUuid: order.order_uuid, redirectUrl: order.redirect!.url }), target: orderCompleted });
sample({ clock: paidAtOnce, fn: () => undefined, target: cartCompleted });

const placed = sample({
  clock: placeOrderFx.done,
  source: { view: $checkoutView, locale: $checkoutLocale },
  filter: (_source, { result }) => result.kind === 'placed' && result.order.payment.method !== 'store_credit',
  fn: ({ view, locale }, { params, result }): PlacedOrder => {
    const { order, sessionId } = result as Extract<PlaceOutcome, { kind: 'placed' }>;
    return {
      orderUuid: order.order_uuid,
      cartUuid: order.cart_uuid,
      sessionId,
      token: null,
      transactionId: order.payment.transaction_id,
      method: order.payment.method as PaymentMethod,
      status: order.payment.status,
      reference: order.payment.reference,
      expiresAt: order.payment.expires_at,
      total: order.total,
      mbwayPhone: params.body.mbway_phone ?? null,
      locale: locale ?? DEFAULT_LOCALE,
      customerType: view?.customer ? 'customer' : 'guest',
      email: params.body.email,
    };
  },
});
sample({ clock: placed, target: [storePlacedOrderFx, $placedOrder, orderPlaced] });
sample({ clock: placedOrderUpdated, target: [storePlacedOrderFx, $placedOrder] });
sample({ clock: placed, fn: (order) => paymentPagePath(order.method, order.locale), target: navigateTo });
// §4: the cart became an order (the API moved it to CHECKOUT): forgotten locally with its stored keys, a new
// session starts. The order keeps the cart uuid and the session that owns both.
sample({ clock: placed, fn: () => undefined, target: cartCompleted });

// 409 PRICE_CHANGED: the view as it is now (the answer's, else read again) and every moved line, on the review.
const priceChanged = sample({
  clock: placeAnswered,
  filter: (outcome): outcome is Extract<PlaceOutcome, { kind: 'priceChanged' }> => outcome.kind === 'priceChanged',
});
sample({ clock: priceChanged, fn: (): CheckoutStep => 'review', target: $step });
sample({ clock: priceChanged, filter: ({ view }) => view !== null, fn: ({ view }) => view as CheckoutView, target: $checkoutView });
sample({
  clock: priceChanged,
  source: { cartUuid: $checkoutCartUuid, locale: $checkoutLocale, shipping: $shippingChoice },
  filter: ({ cartUuid }, { view }) => cartUuid !== null && view === null,
  fn: ({ cartUuid, locale, shipping }): LoadRequest => ({ cartUuid: cartUuid as string, locale, shipping, reason: 'priceChanged' }),
  target: loadViewFx,
});
const namesOf = (view: CheckoutView | null) => new Map((view?.seller_groups ?? []).flatMap((group) => group.lines.map((line) => [line.offer_id, line.name] as const)));
sample({
  clock: priceChanged,
  source: $checkoutView,
  fn: (current, { changes, view }): CheckoutPriceChange[] => {
    const names = namesOf(view ?? current);
    return changes.map((change) => ({ offer_id: change.offer_id, name: names.get(change.offer_id) ?? '', previous: change.previous, current: change.current }));
  },
  target: $priceChanges,
});
// The names of a view read again after the 409 (the answer carried none).
sample({
  clock: viewLoaded,
  source: $priceChanges,
  filter: (changes) => changes.some((change) => change.name === ''),
  fn: (changes, view) => {
    const names = namesOf(view);
    return changes.map((change) => (change.name === '' ? { ...change, name: names.get(change.offer_id) ?? '' } : change));
  },
  target: $priceChanges,
});
sample({ clock: priceChangesAcknowledged, fn: (): CheckoutPriceChange[] => [], target: $priceChanges });

// Other refusals: a message, and the view as the API answered it (the short line, the coupon gone).
const refused = sample({ clock: placeAnswered, filter: (outcome): outcome is Extract<PlaceOutcome, { kind: 'conflict' }> => outcome.kind === 'conflict' });
sample({ clock: refused, fn: ({ code, message }) => ({ code, message }), target: $orderError });
sample({ clock: refused, filter: ({ view }) => view !== null, fn: ({ view }) => view as CheckoutView, target: $checkoutView });
sample({ clock: placeAnswered, filter: (outcome) => outcome.kind === 'failed', fn: (outcome) => ({ code: 'failed' as const, message: (outcome as { message: string }).message }), target: $orderError });
// 422: each field's error on its field, and the step that holds the first one.
const invalid = sample({ clock: placeAnswered, filter: (outcome): outcome is Extract<PlaceOutcome, { kind: 'invalid' }> => outcome.kind === 'invalid' });
sample({ clock: invalid, fn: ({ errors }) => errors, target: $serverErrors });
sample({ clock: invalid, filter: ({ errors }) => Object.keys(errors).length > 0, fn: ({ errors }) => stepOfField(Object.keys(errors)[0] as CheckoutField), target: $step });
sample({
  clock: invalid,
  filter: ({ errors }) => Object.keys(errors).length === 0,
  fn: () => ({ code: 'failed' as const, message: '' }),
  target: $orderError,
});

// ——— §2 purchase flow: leaving it cleans the checkout's caches ———

const pathMoved = sample({ clock: purchasePathChanged, source: $currentPath, fn: (previous, next) => ({ previous, next }) });
sample({ clock: purchasePathChanged, target: $currentPath });
sample({
  clock: pathMoved,
  filter: ({ previous, next }) => previous !== null && isPurchasePath(previous) && !isPurchasePath(next),
  fn: () => undefined,
  target: purchasePathLeft,
});
sample({ clock: purchasePathLeft, fn: () => null, target: resetForm });
sample({ clock: purchasePathLeft, fn: () => null, target: [$checkoutCartUuid, $checkoutView, $orderError] });
sample({ clock: purchasePathLeft, fn: (): 'idle' => 'idle', target: $checkoutStatus });
sample({ clock: purchasePathLeft, fn: () => CHECKOUT_STORAGE_KEYS.orderKey, target: forgetIdempotencyKeyFx });
// The order kept for the payment pages goes once its payment ended; one still waiting (a Multibanco reference
// to pay later) stays, so its page shows it again.
const readOnLeaveFx = attach({ effect: readPlacedOrderFx });
sample({ clock: purchasePathLeft, target: readOnLeaveFx });
sample({ clock: readOnLeaveFx.doneData, filter: (order) => order !== null && order.status !== 'pending', fn: () => null, target: [storePlacedOrderFx, $placedOrder] });

// The open step's form starts from what was typed into it before the reload, the others from what was sent.
const typedContact = (draft: CheckoutDraft | null) => {
  const typed = draft?.typed;
  return typed?.step === 'contact' && draft?.step === 'contact' ? typed.values : null;
};
const typedAddress = (draft: CheckoutDraft | null) => {
  const typed = draft?.typed;
  return typed?.step === 'address' && draft?.step === 'address' ? typed.values : null;
};
sample({ clock: resetForm, fn: (draft) => typedContact(draft) ?? draft?.contact ?? { email: '', name: '', phone: '' }, target: $contact });
sample({
  clock: resetForm,
  fn: (draft) => {
    const address = draft?.address ?? { street: '', postal_code: '', city: '', district: '' };
    const typed = typedAddress(draft);
    return typed ? { ...address, street: typed.street, postal_code: typed.postal_code, city: typed.city } : address;
  },
  target: $address,
});
sample({ clock: resetForm, fn: (draft) => typedAddress(draft)?.nif ?? draft?.nif ?? '', target: $nif });
sample({ clock: resetForm, fn: (draft) => draft?.typed ?? null, target: $typedFields });
sample({ clock: resetForm, fn: (draft) => draft?.mbwayPhone ?? '', target: $mbwayPhone });
sample({ clock: resetForm, fn: (draft) => draft?.paymentMethod ?? null, target: $paymentMethod });
sample({ clock: resetForm, fn: (draft) => draft?.shippingChoice ?? {}, target: $shippingChoice });
sample({ clock: resetForm, fn: (draft): CheckoutStep => draft?.step ?? 'contact', target: $step });
sample({ clock: resetForm, fn: (draft): CheckoutStep[] => draft?.completedSteps ?? [], target: $completedSteps });
sample({ clock: resetForm, fn: () => null, target: $savedAddressChoice });
sample({ clock: resetForm, fn: () => false, target: [$useStoreCredit, $saveAddress] });
sample({ clock: resetForm, fn: () => ({}), target: $serverErrors });
sample({ clock: resetForm, fn: (): CheckoutField[] => [], target: $touched });
sample({ clock: resetForm, fn: (): CheckoutPriceChange[] => [], target: $priceChanges });

// The draft follows every change of the form while a checkout is open, and goes when it closes or its order is placed.
const $draft = combine(
  {
    cartUuid: $checkoutCartUuid,
    contact: $contact,
    address: $address,
    nif: $nif,
    shippingChoice: $shippingChoice,
    paymentMethod: $paymentMethod,
    mbwayPhone: $mbwayPhone,
    step: $step,
    completedSteps: $completedSteps,
    typed: $typedFields,
    placedOrder: $placedOrder,
  },
  ({ cartUuid, placedOrder, ...form }): CheckoutDraft | null => (cartUuid === null || placedOrder?.cartUuid === cartUuid ? null : { cartUuid, ...form }),
);
sample({ clock: $draft.updates, target: storeCheckoutDraftFx });
