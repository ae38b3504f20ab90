import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API_PATHS, CheckoutConflictBody, CheckoutResponse, OrderCreatedResponse, OrderResponse, PaymentStateResponse, ValidationErrorBody } from '../contract';
import { FIXTURE_CART_UUID, MOCK_API_ORIGIN, MOCK_ORDER_UUID, cart, checkoutHandlers, emptyCart, paidOrderFixture } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${MOCK_API_ORIGIN}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const orderBody = (method: 'mbway' | 'multibanco' = 'mbway') => ({
  email: 'rita@example.pt',
  name: 'Rita Costa',
  phone: '912345678',
  shipping_address: { street: 'Rua Augusta 10', postal_code: '1100-053', city: 'Lisboa', country: 'PT' },
  payment_method: method,
  ...(method === 'mbway' ? { mbway_phone: '912345678' } : {}),
});
const KEY = { 'Idempotency-Key': 'story-key-0001' };

describe('checkout mocks answer like the API (contract shapes)', () => {
  it('the view of the fixture cart: one group per seller, totals VAT included; ?shipping= picks express', async () => {
    server.use(...checkoutHandlers());
    const standard = await call('GET', CHECKOUT_API_PATHS.checkout(FIXTURE_CART_UUID));
    expect(standard.status).toBe(200);
    const view = CheckoutResponse.parse(standard.body).data;
    expect(view.seller_groups.flatMap((group) => group.lines)).toHaveLength(cart.items.length);
    const express = CheckoutResponse.parse((await call('GET', `${CHECKOUT_API_PATHS.checkout(FIXTURE_CART_UUID)}?shipping=1:express`)).body).data;
    expect(express.seller_groups[0]!.selected_method).toBe('express');
    expect(express.totals.total).toBeGreaterThan(view.totals.total);
  });

  it('the guard: 404 for another cart, 409 CART_NOT_OPEN, 422 errors.cart for an empty one', async () => {
    server.use(...checkoutHandlers());
    expect((await call('GET', CHECKOUT_API_PATHS.checkout(MOCK_ORDER_UUID))).status).toBe(404);
    server.use(...checkoutHandlers({ guard: 'notOpen' }));
    expect(CheckoutConflictBody.parse((await call('GET', CHECKOUT_API_PATHS.checkout(FIXTURE_CART_UUID))).body).code).toBe('CART_NOT_OPEN');
    server.use(...checkoutHandlers({ cart: emptyCart }));
    const empty = await call('GET', CHECKOUT_API_PATHS.checkout(FIXTURE_CART_UUID));
    expect(empty.status).toBe(422);
    expect(ValidationErrorBody.parse(empty.body).errors).toHaveProperty('cart');
  });

  it('an order: 201 under its key, the same key and body → the same order, another body → 422; no key → 422', async () => {
    server.use(...checkoutHandlers());
    const path = CHECKOUT_API_PATHS.checkoutOrders(FIXTURE_CART_UUID);
    const first = await call('POST', path, orderBody(), KEY);
    expect(first.status).toBe(201);
    const created = OrderCreatedResponse.parse(first.body).data;
    expect(created).toMatchObject({ order_uuid: MOCK_ORDER_UUID, status: 'pending_payment', payment: { method: 'mbway', status: 'pending' } });
    expect(OrderCreatedResponse.parse((await call('POST', path, orderBody(), KEY)).body).data).toEqual(created);
    expect((await call('POST', path, orderBody('multibanco'), KEY)).status).toBe(422);
    expect((await call('POST', path, orderBody())).status).toBe(422);
  });

  it('422 names the field of a bad body (the postal code, the MB WAY phone)', async () => {
    server.use(...checkoutHandlers());
    const bad = await call('POST', CHECKOUT_API_PATHS.checkoutOrders(FIXTURE_CART_UUID), { ...orderBody(), shipping_address: { ...orderBody().shipping_address, postal_code: '1100' }, mbway_phone: '2123' }, KEY);
    expect(bad.status).toBe(422);
    expect(Object.keys(ValidationErrorBody.parse(bad.body).errors).sort()).toEqual(['mbway_phone', 'shipping_address.postal_code']);
  });

  it('refuse: PRICE_CHANGED lists the moved line with the view as it is now; the next order (new key) is created', async () => {
    server.use(...checkoutHandlers({ refuse: 'PRICE_CHANGED' }));
    const path = CHECKOUT_API_PATHS.checkoutOrders(FIXTURE_CART_UUID);
    const refused = await call('POST', path, orderBody(), KEY);
    expect(refused.status).toBe(409);
    const conflict = CheckoutConflictBody.parse(refused.body);
    expect(conflict.changes).toEqual([{ offer_id: cart.items[0]!.offer_id, previous: cart.items[0]!.price, current: expect.any(Number) }]);
    expect(conflict.data?.has_changes).toBe(true);
    expect((await call('POST', path, orderBody(), KEY)).status).toBe(409);
    expect((await call('POST', path, orderBody(), { 'Idempotency-Key': 'story-key-0002' })).status).toBe(201);
  });

  it('the payment state follows `paymentStatus`; a new attempt supersedes the old one; the order reads back', async () => {
    server.use(...checkoutHandlers({ paymentStatus: 'timeout' }));
    const created = OrderCreatedResponse.parse((await call('POST', CHECKOUT_API_PATHS.checkoutOrders(FIXTURE_CART_UUID), orderBody(), KEY)).body).data;
    const tx = created.payment.transaction_id!;
    expect(PaymentStateResponse.parse((await call('GET', CHECKOUT_API_PATHS.payment(tx))).body).data).toMatchObject({ status: 'timeout', final: true });
    const retried = await call('POST', CHECKOUT_API_PATHS.orderPayments(created.order_uuid), { method: 'multibanco' }, { 'Idempotency-Key': 'story-key-0003' });
    expect(retried.status).toBe(201);
    const attempt = OrderCreatedResponse.parse(retried.body).data.payment;
    expect(attempt.reference).toMatchObject({ entity: '21234' });
    expect(PaymentStateResponse.parse((await call('GET', CHECKOUT_API_PATHS.payment(tx))).body).data.status).toBe('cancelled');
    expect(PaymentStateResponse.parse((await call('POST', CHECKOUT_API_PATHS.paymentReturn(attempt.transaction_id!))).body).data.method).toBe('multibanco');
    expect(OrderResponse.parse((await call('GET', CHECKOUT_API_PATHS.order(created.order_uuid))).body).data.order_uuid).toBe(created.order_uuid);
  });

  it('paid: the success URL with the order link; a paid order read by its link before any is placed', async () => {
    server.use(...checkoutHandlers({ paymentStatus: 'paid' }));
    const created = OrderCreatedResponse.parse((await call('POST', CHECKOUT_API_PATHS.checkoutOrders(FIXTURE_CART_UUID), orderBody(), KEY)).body).data;
    const state = PaymentStateResponse.parse((await call('GET', CHECKOUT_API_PATHS.payment(created.payment.transaction_id!))).body).data;
    expect(state.redirect?.url).toBe(`/order/success/${MOCK_ORDER_UUID}?token=mock-signed-token`);
    server.use(...checkoutHandlers());
    expect(OrderResponse.parse((await call('GET', CHECKOUT_API_PATHS.order(MOCK_ORDER_UUID))).body).data).toEqual(paidOrderFixture());
  });
});
