import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CartConflictBody, CartResponse, CouponApplyResponse, CouponRejectionBody, SESSION_ID_HEADER, SuccessBody, ValidationErrorBody } from '../contract';
import type { Cart, CartItemInput } from '../contract';
import {
  FIXTURE_CART_UUID,
  FIXTURE_SESSION_ID,
  MOCK_API_ORIGIN,
  MOCK_OUT_OF_STOCK_OFFER_ID,
  cart,
  cartHandlers,
  couponRateLimited,
  emptyCart,
  productBasic,
  productLastUnits,
} from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SESSION = 'm0ck5e55'.repeat(5);
const basic = productBasic.variants[0]!.offers[0]!;
const lastUnits = productLastUnits.variants[0]!.offers[0]!;
const line = (offer_id: number, quantity: number, price = 1): CartItemInput => ({
  offer_id,
  quantity,
  price,
  segment_id: null,
  campaign_id: null,
  cart_id: null,
  id: null,
  category: null,
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${MOCK_API_ORIGIN}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const save = (items: CartItemInput[], session = SESSION) => call('POST', '/v1/carts/save', { customer_id: null, session_id: session, items });
const update = (value: Cart, items: CartItemInput[], version = value.version) =>
  call('PUT', '/v1/carts/update', { cart_uuid: value.cart_uuid, customer_id: null, session_id: value.session_id, items, version });

describe('cart mocks answer like the carts API', () => {
  it('save creates a cart (201) with server prices, read back by uuid and by session; each write bumps the version', async () => {
    server.use(...cartHandlers({ carts: [] }));
    const created = await save([line(basic.offer_id, 2, 1)]);
    expect(created.status).toBe(201);
    const { data } = CartResponse.parse(created.body);
    expect(data.items[0]).toMatchObject({ offer_id: basic.offer_id, quantity: 2, price: basic.price_product, price_changed: true });
    expect(data).toMatchObject({ version: 1, subtotal: Math.round(basic.price_product * 2 * 100) / 100, status: 'OPEN' });
    // The write's answer flags the corrected price; the cart read back later does not.
    const readBack = CartResponse.parse((await call('GET', `/v1/carts/cart/${data.cart_uuid}`)).body).data;
    expect(readBack).toEqual({ ...data, items: data.items.map(({ price_changed: _flag, ...item }) => item) });
    expect(CartResponse.parse((await call('GET', `/v1/carts/cart/${SESSION}`)).body).data.cart_uuid).toBe(data.cart_uuid);
    const updated = CartResponse.parse((await update(data, [line(basic.offer_id, 3, basic.price_product)])).body).data;
    expect(updated).toMatchObject({ version: 2, total_items: 3 });
  });

  it('a save for a session that has an OPEN cart goes into it (200), keeping its lines', async () => {
    server.use(...cartHandlers());
    const answer = await save([line(basic.offer_id, 1)], FIXTURE_SESSION_ID);
    expect(answer.status).toBe(200);
    const { data } = CartResponse.parse(answer.body);
    expect(data.cart_uuid).toBe(FIXTURE_CART_UUID);
    expect(data.items.map((item) => item.offer_id).sort()).toEqual(cart.items.map((item) => item.offer_id).sort());
    expect(data.version).toBe(cart.version + 1);
  });

  it('a stale version answers 409 CART_VERSION_CONFLICT with the current cart', async () => {
    server.use(...cartHandlers());
    await update(cart, cart.items.map((item) => line(item.offer_id, item.quantity)));
    const stale = await update(cart, [line(basic.offer_id, 1)]);
    expect(stale.status).toBe(409);
    expect(CartConflictBody.parse(stale.body)).toMatchObject({ code: 'CART_VERSION_CONFLICT', data: { version: cart.version + 1 } });
  });

  it('versionConflicts: the next updates meet another tab’s write, then the re-applied change goes through', async () => {
    server.use(...cartHandlers({ versionConflicts: 1 }));
    const first = CartConflictBody.parse((await update(cart, [line(basic.offer_id, 1)])).body);
    expect(first.data?.version).toBe(cart.version + 1);
    expect((await update(first.data!, [line(basic.offer_id, 1)])).status).toBe(200);
  });

  it('stock: a new line above stock is clamped and flagged; a raised line above stock or an offer with none is 409 OUT_OF_STOCK', async () => {
    server.use(...cartHandlers({ carts: [] }));
    const { data } = CartResponse.parse((await save([line(lastUnits.offer_id, 9)])).body);
    expect(data.items[0]).toMatchObject({ quantity: lastUnits.initial_stock, quantity_adjusted: true, stock_available: 0 });
    const raised = CartConflictBody.parse((await update(data, [line(lastUnits.offer_id, lastUnits.initial_stock + 1)])).body);
    expect(raised).toMatchObject({ code: 'OUT_OF_STOCK', offer_id: lastUnits.offer_id, available: lastUnits.initial_stock, message: 'Limite de stock atingido' });
    const none = await save([line(MOCK_OUT_OF_STOCK_OFFER_ID, 1)], 'n0st0ck5'.repeat(5));
    expect(none.status).toBe(409);
    expect(CartConflictBody.parse(none.body)).toMatchObject({ code: 'OUT_OF_STOCK', data: null, available: 0 });
  });

  it('a cart no longer OPEN is read back as it is, and a write to it is 409 CART_NOT_OPEN', async () => {
    const closed = { ...cart, status: 'CHECKOUT' as const };
    server.use(...cartHandlers({ carts: [closed] }));
    expect(CartResponse.parse((await call('GET', `/v1/carts/cart/${FIXTURE_CART_UUID}`)).body).data.status).toBe('CHECKOUT');
    expect(CartConflictBody.parse((await update(closed, [])).body).code).toBe('CART_NOT_OPEN');
    expect((await call('DELETE', `/v1/carts/${FIXTURE_CART_UUID}`)).status).toBe(409);
  });

  it('delete answers success and the cart is gone (404 afterwards)', async () => {
    server.use(...cartHandlers());
    expect(SuccessBody.parse((await call('DELETE', `/v1/carts/${FIXTURE_CART_UUID}`)).body).success).toBe(true);
    expect((await call('GET', `/v1/carts/cart/${FIXTURE_CART_UUID}`)).status).toBe(404);
    expect((await call('DELETE', `/v1/carts/${FIXTURE_CART_UUID}`)).status).toBe(404);
  });

  it('bodies are strict like the API: an unknown field or a bad session id is a 400', async () => {
    server.use(...cartHandlers({ carts: [] }));
    const extra = await call('POST', '/v1/carts/save', { customer_id: null, session_id: SESSION, items: [line(basic.offer_id, 1)], discount: 99 });
    expect(extra.status).toBe(400);
    expect(ValidationErrorBody.safeParse(extra.body).success).toBe(true);
    expect((await save([line(basic.offer_id, 1)], 'short')).status).toBe(400);
  });

  it('checkSession: a guest cart answers only to its X-Session-Id (else 404)', async () => {
    server.use(...cartHandlers({ checkSession: true }));
    expect((await call('GET', `/v1/carts/cart/${FIXTURE_CART_UUID}`, undefined, { [SESSION_ID_HEADER]: SESSION })).status).toBe(404);
    expect((await call('GET', `/v1/carts/cart/${FIXTURE_CART_UUID}`, undefined, { [SESSION_ID_HEADER]: FIXTURE_SESSION_ID })).status).toBe(200);
  });
});

describe('coupon mocks', () => {
  it('apply: the normalised code goes on the cart with its discount; remove takes it off', async () => {
    server.use(...cartHandlers());
    const applied = CouponApplyResponse.parse((await call('POST', `/v1/carts/${FIXTURE_CART_UUID}/coupon`, { code: ' verao10' })).body).data;
    expect(applied.discounts.find((discount) => discount.code)).toMatchObject({ code: 'VERAO10', type: 'percentage', value: 10 });
    expect(applied.discount_amount).toBe(Math.round(applied.subtotal! * 10) / 100);
    expect(applied.total_price).toBe(Math.round((applied.subtotal! - applied.discount_amount!) * 100) / 100);
    const removed = CouponApplyResponse.parse((await call('DELETE', `/v1/carts/${FIXTURE_CART_UUID}/coupon`)).body).data;
    expect(removed.discounts.some((discount) => discount.code)).toBe(false);
    expect(removed.discount_amount).toBe(0);
  });

  it.each([
    ['an unknown code', FIXTURE_CART_UUID, 'NADA', 422, { reason: 'notFound', message: 'Cupão não encontrado' }],
    ['an expired coupon', FIXTURE_CART_UUID, 'NATAL2025', 422, { reason: 'expired' }],
    ['a used-up coupon', FIXTURE_CART_UUID, 'ESGOTADO25', 422, { reason: 'limitReached' }],
    ['a cart that does not exist', '00000000-0000-4000-8000-00000000ffff', 'VERAO10', 404, { reason: 'cartNotFound', message: 'Carrinho não encontrado' }],
  ])('%s is refused with a CouponRejectionBody', async (_label, cartUuid, code, status, expected) => {
    server.use(...cartHandlers());
    const answer = await call('POST', `/v1/carts/${cartUuid}/coupon`, { code });
    expect(answer.status).toBe(status);
    expect(CouponRejectionBody.parse(answer.body)).toMatchObject(expected);
  });

  it('below the minimum purchase: minimumRequired with the minimum', async () => {
    server.use(...cartHandlers({ carts: [{ ...emptyCart, items: [] }] }));
    const answer = await call('POST', `/v1/carts/${FIXTURE_CART_UUID}/coupon`, { code: 'MENOS5' });
    expect(CouponRejectionBody.parse(answer.body)).toEqual({ reason: 'minimumRequired', message: 'Compra mínima de 30,00\u00a0€', minimum_order_value: 30 });
  });

  it('an empty code is a 422 in Laravel’s shape; couponRateLimited answers 429', async () => {
    server.use(...cartHandlers());
    expect((await call('POST', `/v1/carts/${FIXTURE_CART_UUID}/coupon`, { code: ' ' })).status).toBe(422);
    server.use(couponRateLimited());
    expect((await call('POST', `/v1/carts/${FIXTURE_CART_UUID}/coupon`, { code: 'VERAO10' })).status).toBe(429);
  });
});
