/**
 * The checkout (§2 purchase flow, §4 Checkout, §6 checkout guard, §7 funnel events): the guard's reasons, the
 * form's client and server rules, the steps, the order under an Idempotency-Key, its refusals and what a placed
 * order leaves behind (session storage, the payment page, the cart forgotten).
 */
import { allSettled, createStore } from 'effector';
import type { Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cart, $sessionId, CART_STORAGE_KEYS } from '../cart';
import { $toasts } from '../toasts';
import {
  $address,
  $checkoutStatus,
  $checkoutView,
  $completedSteps,
  $contact,
  $fieldErrors,
  $nif,
  $isPlacingOrder,
  $mbwayPhone,
  $orderError,
  $paymentMethod,
  $placedOrder,
  $priceChanges,
  $shippingChoice,
  $step,
  CHECKOUT_STORAGE_KEYS,
  addressChanged,
  checkoutOpened,
  contactChanged,
  fieldBlurred,
  guardFailed,
  mbwayPhoneChanged,
  navigateTo,
  nifChanged,
  fieldsTyped,
  orderCompleted,
  paymentMethodChosen,
  placeOrderRequested,
  purchasePathChanged,
  readPlacedOrder,
  shippingMethodChosen,
  stepSelected,
  stepSubmitted,
} from './index';
import type { CheckoutGuardReason, PlacedOrder } from './index';
import { CART, ORDER, OTHER_CART, SESSION, apiError, checkoutScope, memoryStorage, orderCreatedOf, uuidOf, viewOf } from './test-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const $guards = createStore<{ cartUuid: string; reason: CheckoutGuardReason }[]>([]).on(guardFailed, (list, failure) => [...list, failure]);
const $navigations = createStore<string[]>([]).on(navigateTo, (list, path) => [...list, path]);

const open = (scope: Scope, cartUuid = CART, locale: 'pt' | 'en' = 'pt') => allSettled(checkoutOpened, { scope, params: { cartUuid, locale } });

/** Every step filled with valid values, MB WAY chosen. */
async function fillForm(scope: Scope, method: 'mbway' | 'multibanco' = 'mbway') {
  await allSettled(contactChanged, { scope, params: { email: 'rita@example.pt', name: 'Rita Costa', phone: '912 345 678' } });
  await allSettled(addressChanged, { scope, params: { street: 'Rua Augusta 10', postal_code: '1100053', city: 'Lisboa' } });
  await allSettled(paymentMethodChosen, { scope, params: method });
  if (method === 'mbway') await allSettled(mbwayPhoneChanged, { scope, params: '+351 912 345 678' });
}

describe('§6 checkout guard: the cart exists, is OPEN, is this browser’s and has items', () => {
  it("the view loads with the cart's session as its ownership proof, read from storage before the cart model has loaded", async () => {
    const { scope, viewCalls } = checkoutScope();
    await open(scope);
    expect(viewCalls).toEqual([{ cartUuid: CART, sessionId: SESSION, locale: 'pt', shipping: {} }]);
    expect(scope.getState($checkoutStatus)).toBe('ready');
    expect(scope.getState($checkoutView)).toEqual(viewOf());
    expect(scope.getState($guards)).toEqual([]);
  });

  it.each<[string, Parameters<typeof apiError>, string, CheckoutGuardReason]>([
    ["a 404 for this browser's own cart: missing", [404, { message: 'Carrinho não encontrado' }], CART, 'missing'],
    ['a 404 for a cart this browser does not hold: foreign', [404, { message: 'Carrinho não encontrado' }], OTHER_CART, 'foreign'],
    ['409 CART_NOT_OPEN: not open', [409, { message: 'Este carrinho já não pode ser alterado.', code: 'CART_NOT_OPEN' }], CART, 'notOpen'],
    ['422 errors.cart: empty', [422, { message: 'The cart is empty.', errors: { cart: ['The cart is empty.'] } }], CART, 'empty'],
  ])('%s', async (_name, error, cartUuid, reason) => {
    const { scope } = checkoutScope({ view: () => apiError(...error) });
    await open(scope, cartUuid);
    expect(scope.getState($guards)).toEqual([{ cartUuid, reason }]);
    expect(scope.getState($checkoutView)).toBeNull();
  });

  it('no answer is not a guard failure: the page says it failed and can ask again', async () => {
    const { scope } = checkoutScope({ view: () => apiError(0, { message: 'Network error' }) });
    await open(scope);
    expect(scope.getState($checkoutStatus)).toBe('failed');
    expect(scope.getState($guards)).toEqual([]);
  });

  it("a signed-in customer's contact is filled from the view", async () => {
    const { scope } = checkoutScope({ view: () => viewOf({ customer: { email: 'ana@example.pt', name: 'Ana Sousa' } }) });
    await open(scope);
    expect(scope.getState($contact)).toEqual({ email: 'ana@example.pt', name: 'Ana Sousa', phone: '' });
  });

  it("an order of this cart still waiting for its payment sends the shopper to its payment page, not a second checkout", async () => {
    const session = memoryStorage();
    const first = checkoutScope({ session, order: () => orderCreatedOf('multibanco') });
    await open(first.scope);
    await fillForm(first.scope, 'multibanco');
    await allSettled(placeOrderRequested, { scope: first.scope });
    const again = checkoutScope({ session, order: () => orderCreatedOf('multibanco') });
    await open(again.scope, CART, 'en');
    expect(again.scope.getState($navigations)).toEqual(['/en/payment/sibs/multibanco']);
    expect(again.viewCalls).toEqual([]);
  });
});

describe('§4 Checkout: the form, validated as the API validates it', () => {
  it('a field shows its rule once left; fixing it clears the error', async () => {
    const { scope } = checkoutScope();
    await open(scope);
    await allSettled(addressChanged, { scope, params: { postal_code: '1100' } });
    expect(scope.getState($fieldErrors)).toEqual({});
    await allSettled(fieldBlurred, { scope, params: 'postal_code' });
    expect(scope.getState($fieldErrors)).toEqual({ postal_code: { code: 'postalCode' } });
    await allSettled(addressChanged, { scope, params: { postal_code: '1100-053' } });
    expect(scope.getState($fieldErrors)).toEqual({});
  });

  it('a step moves on only when its fields pass; a refused one shows every error of the step', async () => {
    const { scope } = checkoutScope();
    await open(scope);
    await allSettled(contactChanged, { scope, params: { email: 'rita@', name: '', phone: '12' } });
    await allSettled(stepSubmitted, { scope });
    expect(scope.getState($step)).toBe('contact');
    expect(scope.getState($fieldErrors)).toEqual({ email: { code: 'email' }, name: { code: 'required' }, phone: { code: 'phone' } });
    await allSettled(contactChanged, { scope, params: { email: 'rita@example.pt', name: 'Rita', phone: '912345678' } });
    await allSettled(stepSubmitted, { scope });
    expect(scope.getState($step)).toBe('address');
    expect(scope.getState($completedSteps)).toEqual(['contact']);
  });

  it('an invalid NIF is refused by its check digit; none at all is fine', async () => {
    const { scope } = checkoutScope();
    await open(scope);
    await fillForm(scope);
    await allSettled(stepSubmitted, { scope });
    await allSettled(addressChanged, { scope, params: { district: '' } });
    await allSettled(nifChanged, { scope, params: '123456780' });
    await allSettled(stepSubmitted, { scope });
    expect(scope.getState($step)).toBe('address');
    expect(scope.getState($fieldErrors)).toEqual({ nif: { code: 'nif' } });
    await allSettled(nifChanged, { scope, params: '123456789' });
    await allSettled(stepSubmitted, { scope });
    expect(scope.getState($step)).toBe('delivery');
  });

  it('MB WAY needs a Portuguese mobile (9XXXXXXXX); Multibanco needs none', async () => {
    const { scope } = checkoutScope();
    await open(scope);
    await allSettled(stepSelected, { scope, params: 'payment' });
    // Not reachable before the steps before it are done.
    expect(scope.getState($step)).toBe('contact');
    await fillForm(scope);
    for (let step = 0; step < 3; step += 1) await allSettled(stepSubmitted, { scope });
    expect(scope.getState($step)).toBe('payment');
    await allSettled(mbwayPhoneChanged, { scope, params: '212345678' });
    await allSettled(stepSubmitted, { scope });
    expect(scope.getState($fieldErrors)).toEqual({ mbway_phone: { code: 'mbwayPhone' } });
    await allSettled(paymentMethodChosen, { scope, params: 'multibanco' });
    await allSettled(stepSubmitted, { scope });
    expect(scope.getState($step)).toBe('review');
    await allSettled(stepSelected, { scope, params: 'contact' });
    expect(scope.getState($step)).toBe('contact');
  });

  it('choosing MB WAY offers the contact phone when it is a Portuguese mobile, never over a number typed', async () => {
    const { scope } = checkoutScope();
    await open(scope);
    await allSettled(contactChanged, { scope, params: { email: 'rita@example.pt', name: 'Rita Costa', phone: '912 345 678' } });
    await allSettled(paymentMethodChosen, { scope, params: 'mbway' });
    expect(scope.getState($mbwayPhone)).toBe('912 345 678');
    await allSettled(mbwayPhoneChanged, { scope, params: '934 567 890' });
    await allSettled(paymentMethodChosen, { scope, params: 'multibanco' });
    await allSettled(paymentMethodChosen, { scope, params: 'mbway' });
    expect(scope.getState($mbwayPhone)).toBe('934 567 890');

    const landline = checkoutScope();
    await open(landline.scope);
    await allSettled(contactChanged, { scope: landline.scope, params: { phone: '213 456 789' } });
    await allSettled(paymentMethodChosen, { scope: landline.scope, params: 'mbway' });
    expect(landline.scope.getState($mbwayPhone)).toBe('');
  });

  it("the API's 422 fields land on the form's fields, and the shopper is taken to the first one's step", async () => {
    const { scope } = checkoutScope({
      order: () =>
        apiError(422, {
          message: 'The given data was invalid.',
          errors: { 'shipping_address.postal_code': ['The postal code must read NNNN-NNN.'], email: ['This address does not receive mail.'] },
        }),
    });
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    expect(scope.getState($fieldErrors)).toEqual({
      postal_code: { code: 'postalCode' },
      email: { code: 'server', message: 'This address does not receive mail.' },
    });
    expect(scope.getState($step)).toBe('address');
    // Typing in the field takes the API's error away.
    await allSettled(addressChanged, { scope, params: { postal_code: '1100-053' } });
    expect(scope.getState($fieldErrors)).toEqual({ email: { code: 'server', message: 'This address does not receive mail.' } });
  });
});

describe('§4 Checkout: delivery per seller group', () => {
  it("choosing a group's method reads the view again with `{sellerId}:{code}` (fees and totals are the server's)", async () => {
    const { scope, viewCalls } = checkoutScope({ view: ({ shipping }) => viewOf({}, shipping['3'] === 'express') });
    await open(scope);
    await allSettled(shippingMethodChosen, { scope, params: { sellerId: 3, code: 'express' } });
    expect(viewCalls.at(-1)).toMatchObject({ shipping: { '3': 'express' } });
    expect(scope.getState($checkoutView)?.totals.shipping).toBe(9.4);
  });
});

describe('§7 funnel events', () => {
  it('the delivery step done is add_shipping_info, the payment step done add_payment_info (EUR)', async () => {
    const { scope, pushed } = checkoutScope();
    await open(scope);
    await fillForm(scope);
    for (let step = 0; step < 4; step += 1) await allSettled(stepSubmitted, { scope });
    const events = pushed.filter((entry) => 'event' in entry) as { event: string; ecommerce: Record<string, unknown> }[];
    expect(events.map((entry) => entry.event)).toEqual(['add_shipping_info', 'add_payment_info']);
    expect(events[0]!.ecommerce).toMatchObject({ currency: 'EUR', value: 19, shipping_tier: 'standard,standard' });
    expect(events[1]!.ecommerce).toMatchObject({ currency: 'EUR', payment_type: 'mbway' });
    expect((events[1]!.ecommerce.items as unknown[]).length).toBe(2);
    // §3 product tracking fields, with the product named by its uuid as on view_item and add_to_cart.
    expect((events[0]!.ecommerce.items as object[])[0]).toMatchObject({ product_id: uuidOf(2011), ean: '5601234567890', category: 'Vestidos', original_price: 15 });
  });
});

describe('§4 Checkout: the order, under an Idempotency-Key', () => {
  it('the body holds the form normalised, each group’s method and the total the shopper saw; never a price per line', async () => {
    const { scope, orderCalls } = checkoutScope();
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    expect(orderCalls).toHaveLength(1);
    expect(orderCalls[0]).toMatchObject({ cartUuid: CART, sessionId: SESSION, idempotencyKey: 'key-1' });
    expect(orderCalls[0]!.body).toEqual({
      email: 'rita@example.pt',
      name: 'Rita Costa',
      phone: '912345678',
      shipping_address: { street: 'Rua Augusta 10', postal_code: '1100-053', city: 'Lisboa', country: 'PT' },
      shipping: { '3': 'standard', '7': 'standard' },
      payment_method: 'mbway',
      mbway_phone: '912345678',
      expected_total: 25.4,
      locale: 'pt',
    });
  });

  it('a double submit while the order is on its way sends nothing more', async () => {
    let release: () => void = () => undefined;
    const { scope, orderCalls } = checkoutScope({ order: () => new Promise((resolve) => (release = () => resolve(orderCreatedOf())) as never) });
    await open(scope);
    await fillForm(scope);
    const first = allSettled(placeOrderRequested, { scope });
    await sleep(0);
    expect(scope.getState($isPlacingOrder)).toBe(true);
    const second = allSettled(placeOrderRequested, { scope });
    await sleep(0);
    release();
    await Promise.all([first, second]);
    expect(orderCalls).toHaveLength(1);
  });

  it('a request left unanswered is repeated with the same key — also after a reload — so the API answers with the same order', async () => {
    const session = memoryStorage();
    const lost = checkoutScope({ session, order: () => apiError(0, { message: 'Network error' }) });
    await open(lost.scope);
    await fillForm(lost.scope);
    await allSettled(placeOrderRequested, { scope: lost.scope });
    await allSettled(placeOrderRequested, { scope: lost.scope });
    expect(lost.orderCalls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(lost.scope.getState($orderError)).toEqual({ code: 'failed', message: 'Network error' });
    // The page reloaded: a new scope, the same session storage.
    const reloaded = checkoutScope({ session });
    await open(reloaded.scope);
    await fillForm(reloaded.scope);
    await allSettled(placeOrderRequested, { scope: reloaded.scope });
    expect(reloaded.orderCalls[0]!.idempotencyKey).toBe('key-1');
    expect(session.entries.has(CHECKOUT_STORAGE_KEYS.orderKey)).toBe(false);
  });

  it('another body (the shopper changed a field) goes with a new key', async () => {
    const { scope, orderCalls } = checkoutScope({ order: () => apiError(503, { message: 'Service Unavailable' }) });
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    await allSettled(contactChanged, { scope, params: { name: 'Rita M. Costa' } });
    await allSettled(placeOrderRequested, { scope });
    expect(orderCalls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('201: the order is kept in session storage with its cart and session, the MB WAY page is next, and the cart is forgotten (§4)', async () => {
    const { scope, session, local } = checkoutScope();
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    const expected: PlacedOrder = {
      orderUuid: ORDER,
      cartUuid: CART,
      sessionId: SESSION,
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
    };
    expect(scope.getState($placedOrder)).toEqual(expected);
    expect(readPlacedOrder(session)).toEqual(expected);
    expect(scope.getState($navigations)).toEqual(['/payment/sibs/mbway']);
    expect(local.entries.get(CART_STORAGE_KEYS.cartUuid)).toBeUndefined();
    expect(scope.getState($sessionId)).not.toBe(SESSION);
    expect(scope.getState($cart)).toBeNull();
  });

  it('Multibanco in English: the Multibanco page in its language', async () => {
    const { scope } = checkoutScope({ order: () => orderCreatedOf('multibanco') });
    await open(scope, CART, 'en');
    await fillForm(scope, 'multibanco');
    await allSettled(placeOrderRequested, { scope });
    expect(scope.getState($navigations)).toEqual(['/en/payment/sibs/multibanco']);
    expect(scope.getState($placedOrder)?.reference).toEqual({ entity: '12345', reference: '123456789', amount: 25.4, expires_at: '2026-11-30T15:00:00.000Z' });
  });

  it('409 PRICE_CHANGED: the view as it is now, every moved line on the review, and the next order accepts the new total under a new key', async () => {
    const moved = viewOf({ totals: { ...viewOf().totals, subtotal: 21, total: 27.4 }, has_changes: true });
    const { scope, orderCalls } = checkoutScope({
      order: (_request, call) =>
        call === 1
          ? apiError(409, { message: 'Os preços mudaram.', code: 'PRICE_CHANGED', changes: [{ offer_id: 11, previous: 10, current: 12 }], data: moved })
          : orderCreatedOf('mbway', 27.4),
    });
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    expect(scope.getState($checkoutView)).toEqual(moved);
    expect(scope.getState($priceChanges)).toEqual([{ offer_id: 11, name: 'Vestido de linho', previous: 10, current: 12 }]);
    expect(scope.getState($step)).toBe('review');
    expect(scope.getState($orderError)).toBeNull();
    await allSettled(placeOrderRequested, { scope });
    expect(orderCalls.map((call) => [call.idempotencyKey, call.body.expected_total])).toEqual([
      ['key-1', 25.4],
      ['key-2', 27.4],
    ]);
  });

  it('409 PRICE_CHANGED without the view: the view is read again', async () => {
    const { scope, viewCalls } = checkoutScope({
      order: () => apiError(409, { message: 'Os preços mudaram.', code: 'PRICE_CHANGED', changes: [{ offer_id: 12, previous: 4.5, current: 5 }] }),
    });
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    expect(viewCalls).toHaveLength(2);
    expect(scope.getState($priceChanges)).toEqual([{ offer_id: 12, name: 'Sérum', previous: 4.5, current: 5 }]);
  });

  it.each([
    ['OUT_OF_STOCK', { message: 'Sem stock suficiente.', code: 'OUT_OF_STOCK', offer_id: 12, available: 1 }],
    ['COUPON_EXHAUSTED', { message: 'O cupão esgotou.', code: 'COUPON_EXHAUSTED' }],
    ['CART_NOT_OPEN', { message: 'Este carrinho já não pode ser alterado.', code: 'CART_NOT_OPEN' }],
  ])('409 %s: a message with the code, nothing placed', async (code, body) => {
    const { scope } = checkoutScope({ order: () => apiError(409, body) });
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    expect(scope.getState($orderError)).toEqual({ code, message: body.message });
    expect(scope.getState($placedOrder)).toBeNull();
    expect(scope.getState($navigations)).toEqual([]);
  });

  it('an invalid form is not sent: the shopper is taken to the first failing field', async () => {
    const { scope, orderCalls } = checkoutScope();
    await open(scope);
    await fillForm(scope);
    await allSettled(addressChanged, { scope, params: { city: ' ' } });
    await allSettled(placeOrderRequested, { scope });
    expect(orderCalls).toEqual([]);
    expect(scope.getState($step)).toBe('address');
    expect(scope.getState($fieldErrors)).toEqual({ city: { code: 'required' } });
  });
});

describe('the steps the shopper has filled survive a reload of the checkout (the tab’s session storage)', () => {
  /** Contact and address done, the delivery step open with express chosen, a NIF and MB WAY typed. */
  async function halfway(scope: Scope) {
    await fillForm(scope);
    await allSettled(nifChanged, { scope, params: '123456789' });
    await allSettled(stepSubmitted, { scope });
    await allSettled(stepSubmitted, { scope });
    await allSettled(shippingMethodChosen, { scope, params: { sellerId: 3, code: 'express' } });
  }

  it('a reload opens the step the shopper was on, every field as they left it', async () => {
    const before = checkoutScope();
    await open(before.scope);
    await halfway(before.scope);
    expect(before.scope.getState($step)).toBe('delivery');

    // The page reloaded: a new scope, the same session storage.
    const after = checkoutScope({ session: before.session });
    await open(after.scope);
    expect(after.scope.getState($step)).toBe('delivery');
    expect(after.scope.getState($completedSteps)).toEqual(['contact', 'address']);
    expect(after.scope.getState($contact)).toEqual({ email: 'rita@example.pt', name: 'Rita Costa', phone: '912 345 678' });
    expect(after.scope.getState($address)).toEqual({ street: 'Rua Augusta 10', postal_code: '1100053', city: 'Lisboa', district: '' });
    expect(after.scope.getState($nif)).toBe('123456789');
    expect(after.scope.getState($paymentMethod)).toBe('mbway');
    expect(after.scope.getState($mbwayPhone)).toBe('+351 912 345 678');
    expect(after.scope.getState($shippingChoice)).toEqual({ '3': 'express' });
    // The view is read with the delivery chosen before the reload.
    expect(after.viewCalls.at(-1)!.shipping).toEqual({ '3': 'express' });
  });

  it('what was typed into the open step and not sent comes back after a reload; a step sent keeps only what was sent', async () => {
    const before = checkoutScope();
    await open(before.scope);
    await fillForm(before.scope);
    await allSettled(stepSubmitted, { scope: before.scope });
    expect(before.scope.getState($step)).toBe('address');
    // Typing into the address step (the form's fields, not the model's): nothing is sent, nothing checked.
    await allSettled(fieldsTyped, { scope: before.scope, params: { step: 'address', values: { street: 'Rua do Ouro 5', postal_code: '1100', city: 'Lisb', nif: '' } } });
    expect(before.scope.getState($fieldErrors)).toEqual({});

    const after = checkoutScope({ session: before.session });
    await open(after.scope);
    expect(after.scope.getState($step)).toBe('address');
    expect(after.scope.getState($address)).toEqual({ street: 'Rua do Ouro 5', postal_code: '1100', city: 'Lisb', district: '' });
    expect(after.scope.getState($nif)).toBe('');
    // The contact sent before stays as sent.
    expect(after.scope.getState($contact)).toEqual({ email: 'rita@example.pt', name: 'Rita Costa', phone: '912 345 678' });

    // Sent, the step's typed copy goes: a reload on the next step shows the address as sent.
    await allSettled(addressChanged, { scope: after.scope, params: { street: 'Rua do Ouro 5', postal_code: '1100053', city: 'Lisboa' } });
    await allSettled(stepSubmitted, { scope: after.scope });
    expect(after.scope.getState($step)).toBe('delivery');
    const later = checkoutScope({ session: after.session });
    await open(later.scope);
    expect(later.scope.getState($address)).toEqual({ street: 'Rua do Ouro 5', postal_code: '1100053', city: 'Lisboa', district: '' });
  });

  it("another cart's checkout starts afresh", async () => {
    const before = checkoutScope();
    await open(before.scope);
    await halfway(before.scope);
    const other = checkoutScope({ session: before.session, view: () => viewOf({ cart_uuid: OTHER_CART }) });
    await open(other.scope, OTHER_CART);
    expect(other.scope.getState($step)).toBe('contact');
    expect(other.scope.getState($contact)).toEqual({ email: '', name: '', phone: '' });
  });

  it('a placed order, or leaving the purchase flow, forgets it', async () => {
    const placed = checkoutScope();
    await open(placed.scope);
    await halfway(placed.scope);
    expect(placed.session.entries.has(CHECKOUT_STORAGE_KEYS.draft)).toBe(true);
    await allSettled(placeOrderRequested, { scope: placed.scope });
    expect(placed.scope.getState($placedOrder)).not.toBeNull();
    expect(placed.session.entries.has(CHECKOUT_STORAGE_KEYS.draft)).toBe(false);

    const left = checkoutScope();
    await allSettled(purchasePathChanged, { scope: left.scope, params: `/checkout/${CART}` });
    await open(left.scope);
    await halfway(left.scope);
    await allSettled(purchasePathChanged, { scope: left.scope, params: '/catalog/segment/moda-mulher' });
    expect(left.session.entries.has(CHECKOUT_STORAGE_KEYS.draft)).toBe(false);
    const back = checkoutScope({ session: left.session });
    await open(back.scope);
    expect(back.scope.getState($step)).toBe('contact');
  });
});

describe('§2 purchase flow: leaving /checkout, /cart and /payment cleans the caches', () => {
  it('moving inside the flow keeps the checkout; leaving it empties the view, the form and the pending key', async () => {
    const { scope, session } = checkoutScope({ order: () => apiError(0, { message: 'Network error' }) });
    await allSettled(purchasePathChanged, { scope, params: `/checkout/${CART}` });
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    expect(session.entries.has(CHECKOUT_STORAGE_KEYS.orderKey)).toBe(true);
    await allSettled(purchasePathChanged, { scope, params: '/en/cart' });
    expect(scope.getState($checkoutView)).not.toBeNull();
    await allSettled(purchasePathChanged, { scope, params: '/en/catalog/segment/women' });
    expect(scope.getState($checkoutView)).toBeNull();
    expect(scope.getState($address)).toEqual({ street: '', postal_code: '', city: '', district: '' });
    expect(session.entries.has(CHECKOUT_STORAGE_KEYS.orderKey)).toBe(false);
  });

  it('an order still waiting for its payment stays for its page; one whose payment ended goes', async () => {
    const { scope, session } = checkoutScope();
    await allSettled(purchasePathChanged, { scope, params: `/checkout/${CART}` });
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    await allSettled(purchasePathChanged, { scope, params: '/payment/sibs/mbway' });
    await allSettled(purchasePathChanged, { scope, params: '/' });
    expect(readPlacedOrder(session)?.orderUuid).toBe(ORDER);
    const paid = { ...readPlacedOrder(session)!, status: 'paid' as const };
    session.setItem(CHECKOUT_STORAGE_KEYS.placedOrder, JSON.stringify(paid));
    await allSettled(purchasePathChanged, { scope, params: '/checkout/success' });
    await allSettled(purchasePathChanged, { scope, params: '/' });
    expect(readPlacedOrder(session)).toBeNull();
  });
});

describe('§4 Checkout live channel / §8 order toast: a paid order', () => {
  const url = `/order/success/${ORDER}?token=signed`;

  it("shows 'Order Completed!' with the order's first 8 characters for 5 s, and goes to redirect.url after 0.5 s", async () => {
    const { scope } = checkoutScope();
    await allSettled(purchasePathChanged, { scope, params: '/payment/sibs/mbway' });
    await allSettled(orderCompleted, { scope, params: { orderUuid: ORDER, redirectUrl: url } });
    expect(scope.getState($toasts)).toMatchObject([
      {
        level: 'success',
        title: { key: 'checkout.orderCompleted.title' },
        description: { key: 'checkout.orderCompleted.description', values: { number: ORDER.slice(0, 8) } },
        duration: 5_000,
      },
    ]);
    expect(scope.getState($navigations)).toEqual([url]);
  });

  it('no redirect when the page is already there; a second report of the same order does nothing', async () => {
    const { scope } = checkoutScope();
    await allSettled(purchasePathChanged, { scope, params: `/order/success/${ORDER}` });
    const started = Date.now();
    await allSettled(orderCompleted, { scope, params: { orderUuid: ORDER, redirectUrl: url } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    await allSettled(orderCompleted, { scope, params: { orderUuid: ORDER, redirectUrl: url } });
    expect(scope.getState($navigations)).toEqual([]);
    expect(scope.getState($toasts)).toHaveLength(1);
  });

  it('the order kept for the payment pages is paid, with the link token its success page reads it by', async () => {
    const { scope, session } = checkoutScope();
    await open(scope);
    await fillForm(scope);
    await allSettled(placeOrderRequested, { scope });
    await allSettled(orderCompleted, { scope, params: { orderUuid: ORDER, redirectUrl: url } });
    expect(readPlacedOrder(session)).toMatchObject({ status: 'paid', token: 'signed' });
  });
});

describe('stored keys of another shape read as none', () => {
  it('a placed order that is not ours (a hand edit, an older layout) is ignored', () => {
    expect(readPlacedOrder(memoryStorage({ [CHECKOUT_STORAGE_KEYS.placedOrder]: '{"orderUuid":"x"}' }))).toBeNull();
    expect(readPlacedOrder(memoryStorage({ [CHECKOUT_STORAGE_KEYS.placedOrder]: 'not json' }))).toBeNull();
  });
});
