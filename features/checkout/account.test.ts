/**
 * The checkout of a signed-in customer (§4): their store credit (the view read with it, no gateway method when
 * it pays everything, the order paid at once) and their saved addresses (the default one preselected, a new one
 * saved with the order when asked).
 */
import { allSettled, createStore } from 'effector';
import type { Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Address, CheckoutView, OrderCreated } from '../../contract';
import { fetchAddressesFx } from '../addresses';
import {
  $address,
  $creditCovers,
  $fieldErrors,
  $nif,
  $placedOrder,
  $savedAddressChoice,
  $step,
  addressChanged,
  checkoutOpened,
  contactChanged,
  orderCompleted,
  paymentMethodChosen,
  placeOrderRequested,
  saveAddressToggled,
  savedAddressChosen,
  stepSelected,
  stepSubmitted,
  storeCreditToggled,
} from './index';
import { CART, ORDER, checkoutScope, orderCreatedOf, viewOf } from './test-support';

const CUSTOMER = { email: 'rita@example.pt', name: 'Rita Costa' };
const $completions = createStore<string[]>([]).on(orderCompleted, (list, { redirectUrl }) => [...list, redirectUrl]);

/** The customer's view; with the credit chosen, it pays min(balance, total) (the server's rule). */
function customerView(useCredit: boolean, available: number): CheckoutView {
  const base = viewOf({ customer: CUSTOMER, store_credit_available: available });
  const due = base.totals.total;
  const credit = useCredit ? Math.min(available, due) : 0;
  return { ...base, totals: { ...base.totals, store_credit: credit, total: Math.round((due - credit) * 100) / 100 } };
}

const address = (n: number, defaults: boolean): Address => ({
  uuid: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  label: n === 1 ? 'Casa' : null,
  name: 'Rita Costa',
  phone: '912345678',
  street: `Rua Augusta ${n}`,
  postal_code: '1100-053',
  city: 'Lisboa',
  district: null,
  country: 'PT',
  nif: n === 1 ? '123456789' : null,
  default_shipping: defaults,
  default_billing: defaults,
  created_at: '2026-11-20T10:00:00.000Z',
});

function customerScope(available: number, options: { addresses?: Address[]; order?: OrderCreated } = {}) {
  return checkoutScope({
    view: (request) => customerView(request.useStoreCredit === true, available),
    ...(options.order ? { order: () => options.order! } : {}),
    handlers: [[fetchAddressesFx, async () => options.addresses ?? []]],
  });
}

async function openWithContact(scope: Scope) {
  await allSettled(checkoutOpened, { scope, params: { cartUuid: CART, locale: 'pt' } });
  await allSettled(contactChanged, { scope, params: { phone: '912 345 678' } });
}
const typeAddress = (scope: Scope) => allSettled(addressChanged, { scope, params: { street: 'Rua Nova 10', postal_code: '1100053', city: 'Lisboa' } });

describe('§4 Checkout: store credit', () => {
  it('switching the credit on reads the view again with it; off, without it', async () => {
    const { scope, viewCalls } = customerScope(10);
    await openWithContact(scope);
    await allSettled(storeCreditToggled, { scope, params: true });
    await allSettled(storeCreditToggled, { scope, params: false });
    expect(viewCalls.map((call) => call.useStoreCredit === true)).toEqual([false, true, false]);
  });

  it('credit and a method: the order asks for the credit, the method pays the rest at the total shown', async () => {
    const { scope, orderCalls } = customerScope(10);
    await openWithContact(scope);
    await typeAddress(scope);
    await allSettled(storeCreditToggled, { scope, params: true });
    expect(scope.getState($creditCovers)).toBe(false);
    await allSettled(paymentMethodChosen, { scope, params: 'multibanco' });
    await allSettled(placeOrderRequested, { scope });
    expect(orderCalls[0]!.body).toMatchObject({ payment_method: 'multibanco', use_store_credit: true, expected_total: customerView(true, 10).totals.total });
  });

  it('credit that pays everything: no method asked, the order goes as store_credit and, paid at once, completes to its success page', async () => {
    const paid: OrderCreated = {
      ...orderCreatedOf('multibanco', 0),
      status: 'paid',
      payment: { transaction_id: null, method: 'store_credit', status: 'paid', reference: null, expires_at: '2099-11-27T15:04:00.000Z' },
      redirect: { url: `/order/success/${ORDER}?token=abc` },
    };
    const { scope, orderCalls } = customerScope(500, { order: paid });
    await openWithContact(scope);
    await typeAddress(scope);
    await allSettled(storeCreditToggled, { scope, params: true });
    expect(scope.getState($creditCovers)).toBe(true);
    await allSettled(stepSelected, { scope, params: 'contact' });
    for (let step = 0; step < 4; step++) await allSettled(stepSubmitted, { scope });
    expect(scope.getState($fieldErrors)).toEqual({});
    expect(scope.getState($step)).toBe('review');
    await allSettled(placeOrderRequested, { scope });
    expect(orderCalls[0]!.body).toMatchObject({ payment_method: 'store_credit', use_store_credit: true });
    expect(orderCalls[0]!.body).not.toHaveProperty('mbway_phone');
    expect(scope.getState($completions)).toEqual([`/order/success/${ORDER}?token=abc`]);
    expect(scope.getState($placedOrder)).toBeNull();
  });
});

describe('§4 Checkout: saved addresses', () => {
  it("the customer's default delivery address is preselected and fills the order's address and NIF", async () => {
    const { scope } = customerScope(0, { addresses: [address(2, false), address(1, true)] });
    await openWithContact(scope);
    expect(scope.getState($savedAddressChoice)).toBe(address(1, true).uuid);
    expect(scope.getState($address)).toMatchObject({ street: 'Rua Augusta 1', postal_code: '1100-053', city: 'Lisboa' });
    expect(scope.getState($nif)).toBe('123456789');
    await allSettled(savedAddressChosen, { scope, params: address(2, false).uuid });
    expect(scope.getState($address).street).toBe('Rua Augusta 2');
    expect(scope.getState($nif)).toBe('');
  });

  it('a new address typed with "save this address" is saved with the order; a saved one chosen is not saved again', async () => {
    const { scope, orderCalls } = customerScope(0, { addresses: [address(1, true)] });
    await openWithContact(scope);
    await allSettled(savedAddressChosen, { scope, params: null });
    expect(scope.getState($address).street).toBe('');
    await typeAddress(scope);
    await allSettled(saveAddressToggled, { scope, params: true });
    await allSettled(paymentMethodChosen, { scope, params: 'multibanco' });
    await allSettled(placeOrderRequested, { scope });
    expect(orderCalls[0]!.body).toMatchObject({ save_address: true, shipping_address: { street: 'Rua Nova 10' } });

    const again = customerScope(0, { addresses: [address(1, true)] });
    await openWithContact(again.scope);
    await allSettled(saveAddressToggled, { scope: again.scope, params: true });
    await allSettled(paymentMethodChosen, { scope: again.scope, params: 'multibanco' });
    await allSettled(placeOrderRequested, { scope: again.scope });
    expect(again.orderCalls[0]!.body).not.toHaveProperty('save_address');
  });

  it('a guest is offered no saved address and never asks for credit', async () => {
    const { scope, orderCalls } = checkoutScope({ handlers: [[fetchAddressesFx, async () => [address(1, true)]]] });
    await allSettled(checkoutOpened, { scope, params: { cartUuid: CART, locale: 'pt' } });
    expect(scope.getState($savedAddressChoice)).toBeNull();
    await allSettled(contactChanged, { scope, params: { email: 'rita@example.pt', name: 'Rita', phone: '912345678' } });
    await typeAddress(scope);
    await allSettled(storeCreditToggled, { scope, params: true });
    await allSettled(paymentMethodChosen, { scope, params: 'multibanco' });
    await allSettled(placeOrderRequested, { scope });
    expect(orderCalls[0]!.body).not.toHaveProperty('use_store_credit');
  });
});
