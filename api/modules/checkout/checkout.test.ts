import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutConflictBody, CheckoutResponse, ValidationErrorBody, type CheckoutView } from '../../../contract';
import { createTestApi, DATABASE_MODES, signIn, signUp, type TestApi } from '../../test-support';
import { cartClient, createCoupon, item, setPrice, setStock, takeOffers, testSessionId, type As, type TestOffer } from '../cart/cart-test-kit';
import { filledCart, orderBody, orderClient, FakeGateway } from '../orders/order-test-kit';
import { computeCheckout, parseShippingQuery, type CouponInput, type PricedLine, type SellerRow } from './rules';

/**
 * `GET /v1/checkout/{cartUuid}`: the checkout view of an OPEN cart its caller owns — seller groups with
 * their shipping methods, fees and estimates (§9), the coupon re-validated (§5), the server's totals, and
 * every price or stock change since the cart was filled, line by line.
 */

const WINDOWS = { mbway: 240_000, multibanco: 72 * 3_600_000 };
const standard = { code: 'standard', name: 'Entrega standard', min_days: 2, max_days: 4, price: 3.99 };
const express = { code: 'express', name: 'Entrega expressa', min_days: 1, max_days: 2, price: 6.99 };
const sellers = new Map<number, SellerRow>([
  [1, { id: 1, name: 'Loja Oficial', vendor_type: 'OFFICIAL_STORE', rating: 4.8, methods: [standard, express] }],
  [7, { id: 7, name: 'Boutique Porto', vendor_type: 'MARKETPLACE', rating: 4.34, methods: [{ ...standard, min_days: 3, max_days: 6 }, express] }],
]);
const details = { offer_uuid: randomUUID(), variant_uuid: randomUUID(), product_slug: 'vestido', name: 'Vestido', brand: null, size: 'M', color: 'Azul', image: null };
function line(offerId: number, sellerId: number, price: number, quantity = 1, extra: Partial<PricedLine> = {}): PricedLine {
  return { offerId, quantity, storedPrice: price, price, pvp: price, available: 10, active: true, sellerId, leadTime: 0, productId: offerId, details, ...extra };
}
const compute = (lines: PricedLine[], extra: { coupon?: CouponInput | null; minimums?: (number | null)[]; selection?: Record<string, string> } = {}) => {
  const computed = computeCheckout({ lines, sellers, coupon: extra.coupon ?? null, freeShippingMinimums: extra.minimums ?? [], selection: extra.selection ?? {}, windows: WINDOWS });
  if (!computed.ok) throw new Error(JSON.stringify(computed.errors));
  return computed.result.view;
};
const coupon = (fields: Partial<CouponInput>): CouponInput => ({ id: 1, uuid: randomUUID(), code: 'C', discountType: 'percentage', value: 10, minimumOrderValue: null, rejection: null, covers: null, ...fields });

describe('checkout rules (§5, §9)', () => {
  it('groups lines per seller, each parcel with its methods; the standard one is chosen by default', () => {
    const view = compute([line(1, 1, 5), line(2, 7, 6), line(3, 1, 4)]);
    expect(view.seller_groups.map((group) => [group.seller_id, group.lines.map((l) => l.offer_id)])).toEqual([
      [1, [1, 3]],
      [7, [2]],
    ]);
    expect(view.seller_groups.map((group) => group.selected_method)).toEqual(['standard', 'standard']);
    expect(view.seller_groups[1]).toMatchObject({ seller_name: 'Boutique Porto', is_official: false, seller_rating: 4.3, subtotal: 6 });
  });

  it('each group pays its method below the free-shipping threshold (19.90 without a free_shipping discount)', () => {
    const view = compute([line(1, 1, 5), line(2, 7, 6)]);
    expect(view.seller_groups.map((group) => group.shipping_fee)).toEqual([3.99, 3.99]);
    expect(view.free_shipping).toEqual({ threshold: 19.9, remaining: 8.9, reached: false });
    expect(view.totals).toMatchObject({ subtotal: 11, discount: 0, shipping: 7.98, total: 18.98 });
  });

  it('from the threshold the standard method of every group is free; a faster one keeps its price', () => {
    const view = compute([line(1, 1, 15), line(2, 7, 6)], { selection: { '7': 'express' } });
    expect(view.free_shipping.reached).toBe(true);
    expect(view.seller_groups.map((group) => [group.shipping_fee, group.shipping_methods[0]!.free])).toEqual([
      [0, true],
      [6.99, true],
    ]);
    expect(view.totals.total).toBe(27.99);
  });

  it('the threshold is the lowest free_shipping discount minimum when there are any (the cart\'s rule)', () => {
    expect(compute([line(1, 1, 15)], { minimums: [30, 14.9] }).free_shipping).toEqual({ threshold: 14.9, remaining: 0, reached: true });
    expect(compute([line(1, 1, 15)], { minimums: [null] }).free_shipping.threshold).toBe(0);
  });

  it('the threshold is measured after the coupon; a free_shipping coupon that applies makes the standard fees 0', () => {
    expect(compute([line(1, 1, 20)], { coupon: coupon({ value: 10 }) }).free_shipping.reached).toBe(false);
    const free = compute([line(1, 1, 5)], { coupon: coupon({ discountType: 'free_shipping', value: 0 }) });
    expect(free.totals).toMatchObject({ discount: 0, shipping: 0, total: 5 });
    expect(free.coupon).toMatchObject({ applies: true, amount: 0 });
  });

  it('a coupon that no longer applies is shown with its §5 reason and takes nothing off', () => {
    const view = compute([line(1, 1, 30)], { coupon: coupon({ rejection: 'minimumRequired', minimumOrderValue: 50 }) });
    expect(view.coupon).toMatchObject({ applies: false, rejection: 'minimumRequired', amount: 0, minimum_order_value: 50 });
    expect(view.totals.discount).toBe(0);
  });

  it('a coupon for some offers, campaigns, segments or categories takes its share off the lines it covers only', () => {
    const view = compute([line(1, 1, 40), line(2, 7, 60)], { coupon: coupon({ value: 10, covers: new Set([1]) }) });
    expect(view.coupon).toMatchObject({ applies: true, amount: 4 });
    expect(view.totals).toMatchObject({ subtotal: 100, discount: 4 });
  });

  it('totals: total = subtotal − discount + shipping; the 23 % VAT inside it is shown', () => {
    const view = compute([line(1, 1, 40, 2)], { coupon: coupon({ discountType: 'fixed', value: 15 }) });
    expect(view.totals).toEqual({ currency: 'EUR', items_count: 2, subtotal: 80, discount: 15, shipping: 0, store_credit: 0, vat_included: 12.15, total: 65 });
  });

  it('estimates: the method\'s days plus the longest lead time of the group; overall the longest upper bound', () => {
    const view = compute([line(1, 1, 5, 1, { leadTime: 2 }), line(3, 1, 5), line(2, 7, 5)]);
    expect(view.seller_groups.map((group) => group.delivery_estimate)).toEqual(['4-6', '3-6']);
    expect(view.seller_groups[0]!.shipping_methods.map((method) => method.delivery_estimate)).toEqual(['4-6', '3-4']);
    expect(view.delivery_max_days).toBe(6);
  });

  it('reports a price or stock change line by line, never applying it silently', () => {
    const view = compute([line(1, 1, 12, 1, { storedPrice: 10 }), line(2, 7, 5, 3, { available: 2 }), line(3, 1, 5, 1, { active: false })]);
    const [moved, short, gone] = [1, 2, 3].map((id) => view.seller_groups.flatMap((group) => group.lines).find((l) => l.offer_id === id)!);
    expect(moved).toMatchObject({ unit_price: 12, price_change: { previous: 10, current: 12 }, stock_issue: null });
    expect(short).toMatchObject({ price_change: null, stock_issue: { status: 'insufficient', available: 2 } });
    expect(gone!.stock_issue).toEqual({ status: 'unavailable', available: 0 });
    expect(view).toMatchObject({ has_changes: true, can_place_order: false });
  });

  it('a shipping choice of a seller the cart has not, or of a method the seller does not offer, is refused naming it', () => {
    const refused = computeCheckout({ lines: [line(1, 1, 5)], sellers, coupon: null, freeShippingMinimums: [], selection: { '7': 'express', '1': 'drone' }, windows: WINDOWS });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.map((error) => error.field).sort()).toEqual(['shipping.1', 'shipping.7']);
  });

  it('reads the shipping query as sellerId:code pairs', () => {
    expect(parseShippingQuery('3:express, 7:standard')).toEqual({ '3': 'express', '7': 'standard' });
    expect(parseShippingQuery(undefined)).toEqual({});
    expect(parseShippingQuery('3=express')).toBeNull();
  });

  it('names each payment method with how long it holds the stock', () => {
    expect(compute([line(1, 1, 5)]).payment_methods).toEqual([
      { method: 'mbway', window_seconds: 240 },
      { method: 'multibanco', window_seconds: 259_200 },
    ]);
  });
});

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`GET /v1/checkout/{cartUuid} on ${mode}`, () => {
    let api: TestApi;
    let offers: TestOffer[];
    let next = 0;
    let client: ReturnType<typeof orderClient>;
    const take = () => offers[next++]!;

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 30, paymentGateway: new FakeGateway() });
      client = orderClient(api.app);
      offers = await takeOffers(api.database, 20, 0);
      for (const offer of offers) await setStock(api.database, offer.id, 10);
    });
    afterAll(() => api?.close());

    const viewOf = async (cartUuid: string, as: As, query = ''): Promise<CheckoutView> => {
      const response = await client.checkout(cartUuid, as, query);
      expect(response.statusCode).toBe(200);
      return CheckoutResponse.parse(response.json()).data;
    };

    it("answers the caller's OPEN cart with the server's totals (no-store); a guest has no customer to fill in", async () => {
      const offer = take();
      const cart = await filledCart(api.app, [{ offer, quantity: 2 }]);
      const response = await client.checkout(cart.cartUuid, cart.as);
      expect(response.headers['cache-control']).toBe('no-store');
      const view = CheckoutResponse.parse(response.json()).data;
      expect(view).toMatchObject({ cart_uuid: cart.cartUuid, customer: null, has_changes: false, can_place_order: true });
      expect(view.totals.subtotal).toBe(Math.round(offer.price * 200) / 100);
      expect(view.totals.total).toBe(Math.round((view.totals.subtotal + view.totals.shipping) * 100) / 100);
    });

    it('a signed-in customer gets their e-mail and name to fill the contact step', async () => {
      const account = await signUp(api.app, { name: 'Rita', lastname: 'Costa' });
      const cookie = await signIn(api.app, account);
      const cart = await filledCart(api.app, [{ offer: take(), quantity: 1 }], { cookie });
      expect((await viewOf(cart.cartUuid, cart.as)).customer).toEqual({ email: account.email, name: 'Rita Costa' });
    });

    it("someone else's, an unknown or a malformed cart → 404 (the cart's rule); a cart already checked out → 409 CART_NOT_OPEN", async () => {
      const cart = await filledCart(api.app, [{ offer: take(), quantity: 1 }]);
      expect((await client.checkout(cart.cartUuid, { session: testSessionId() })).statusCode).toBe(404);
      expect((await client.checkout(cart.cartUuid, {})).statusCode).toBe(404);
      expect((await client.checkout(randomUUID(), cart.as)).statusCode).toBe(404);
      expect((await client.checkout('nope', cart.as)).statusCode).toBe(404);
      expect((await client.place(cart.cartUuid, orderBody(), cart.as)).statusCode).toBe(201);
      const closed = await client.checkout(cart.cartUuid, cart.as);
      expect(closed.statusCode).toBe(409);
      expect(CheckoutConflictBody.parse(closed.json()).code).toBe('CART_NOT_OPEN');
    });

    it('an empty cart → 422 naming cart', async () => {
      const session = testSessionId();
      const offer = take();
      const saved = await cartClient(api.app).save({ customer_id: null, session_id: session, items: [item(offer.id, 1, offer.price)] }, { session });
      const cartUuid = saved.json<{ data: { cart_uuid: string } }>().data.cart_uuid;
      await cartClient(api.app).update({ cart_uuid: cartUuid, customer_id: null, session_id: session, items: [] }, { session });
      const response = await client.checkout(cartUuid, { session });
      expect(response.statusCode).toBe(422);
      expect(ValidationErrorBody.parse(response.json()).errors).toHaveProperty('cart');
    });

    it('?shipping= picks a method per seller group; an unreadable or unknown choice → 422 naming shipping', async () => {
      const offer = take();
      const cart = await filledCart(api.app, [{ offer, quantity: 1 }]);
      const [{ seller_id }] = (await api.database.query<{ seller_id: number }>('select seller_id from offers where id = $1', [offer.id])) as [{ seller_id: number }];
      const view = await viewOf(cart.cartUuid, cart.as, `?shipping=${seller_id}:express`);
      expect(view.seller_groups[0]).toMatchObject({ selected_method: 'express', shipping_fee: 6.99 });
      expect((await client.checkout(cart.cartUuid, cart.as, '?shipping=express')).statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse((await client.checkout(cart.cartUuid, cart.as, '?shipping=999999:express')).json()).errors)).toEqual(['shipping.999999']);
    });

    it("reports a price that moved and a stock that fell since the cart was filled, on the line, at the offer's current price", async () => {
      const [cheaper, scarce] = [take(), take()];
      const cart = await filledCart(api.app, [
        { offer: cheaper, quantity: 1 },
        { offer: scarce, quantity: 3 },
      ]);
      const lowered = Math.round((cheaper.price - 1) * 100) / 100;
      await setPrice(api.database, cheaper.id, lowered);
      await setStock(api.database, scarce.id, 2);
      const view = await viewOf(cart.cartUuid, cart.as);
      const lines = view.seller_groups.flatMap((group) => group.lines);
      expect(lines.find((l) => l.offer_id === cheaper.id)).toMatchObject({ unit_price: lowered, price_change: { previous: cheaper.price, current: lowered } });
      expect(lines.find((l) => l.offer_id === scarce.id)!.stock_issue).toEqual({ status: 'insufficient', available: 2 });
      expect(view).toMatchObject({ has_changes: true, can_place_order: false });
    });

    it("re-validates the cart's coupon (§5): one switched off since it was applied no longer counts", async () => {
      const offer = take();
      const cart = await filledCart(api.app, [{ offer, quantity: 2 }]);
      const code = `CHK${randomUUID().slice(0, 6)}`.toUpperCase();
      await createCoupon(api.database, { code, value: 10 });
      expect((await cartClient(api.app).applyCoupon(cart.cartUuid, { code }, cart.as)).statusCode).toBe(200);
      expect((await viewOf(cart.cartUuid, cart.as)).coupon).toMatchObject({ code, applies: true, amount: Math.round(offer.price * 20) / 100 });
      await api.database.query('update discounts set is_active = false where code = $1', [code]);
      const view = await viewOf(cart.cartUuid, cart.as);
      expect(view.coupon).toMatchObject({ applies: false, rejection: 'expired', amount: 0 });
      expect(view.totals.discount).toBe(0);
    });
  });
}
