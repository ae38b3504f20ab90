import { beforeAll, describe, expect, it } from 'vitest';
import {
  CREDIT_API_PATHS,
  CheckoutResponse,
  CreditEntryResponse,
  CreditsResponse,
  MessageBody,
  OrderCreatedResponse,
  OrderResponse,
  ValidationErrorBody,
  type CreditKind,
} from '../../../contract';
import type { CookieSession, TestApi } from '../../test-support';
import { setPrice, setStock, type As } from '../cart/cart-test-kit';
import { filledCart, orderBody, orderSuite, type OrderSuite } from '../orders/order-test-kit';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

describe('store credit: the ledger, the operator grant and credit at checkout', () => {
  const suite = orderSuite('pglite', { products: 30, offers: 25 });
  const { gateway, customer } = suite;
  let api: TestApi;
  let orders: OrderSuite['orders'];
  beforeAll(() => {
    ({ api, orders } = suite);
  });

  const admin = () => ({ authorization: `Bearer ${api.config.adminToken}` });
  const grant = (userUuid: string, payload: unknown, headers: Record<string, string> = admin()) =>
    api.app.inject({ method: 'POST', url: CREDIT_API_PATHS.grant(userUuid), headers, payload: payload as object });
  const credits = async (who: CookieSession, query = '') => {
    const response = await api.app.inject({ method: 'GET', url: `${CREDIT_API_PATHS.credits}${query}`, headers: { cookie: who.cookie, origin: who.headers.origin } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return CreditsResponse.parse(response.json());
  };
  const balanceOf = async (who: CookieSession) => (await credits(who)).balance.balance;
  const kindsOf = async (who: CookieSession): Promise<[CreditKind, number][]> => (await credits(who)).data.map((entry) => [entry.kind, entry.amount]);

  /** A cart of `who` holding one offer priced `price` (stock 5). */
  async function cartOf(who: CookieSession, price: number): Promise<{ cartUuid: string; as: As }> {
    const offer = suite.nextOffer();
    await setPrice(api.database, offer.id, price);
    await setStock(api.database, offer.id, 5);
    return filledCart(api.app, [{ offer: { ...offer, price }, quantity: 1 }], { cookie: who });
  }

  it('a guest asking for the credits gets 401', async () => {
    const response = await api.app.inject({ method: 'GET', url: CREDIT_API_PATHS.credits });
    expect(response.statusCode).toBe(401);
    expect(MessageBody.parse(response.json()).message).toBe('Unauthenticated.');
  });

  it('a new customer has a zero balance and no entries', async () => {
    const body = await credits(await customer());
    expect(body.balance).toEqual({ currency: 'EUR', balance: 0, next_expiry: null });
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
  });

  it('the operator grants credit with a reason and an expiry; only that customer sees it, newest first', async () => {
    const ana = await customer();
    const rui = await customer();
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const first = await grant(ana.user.uuid, { amount: 15, reason: 'Goodwill for a late parcel', expires_at: expiresAt });
    expect(first.statusCode).toBe(201);
    expect(CreditEntryResponse.parse(first.json()).data).toMatchObject({ kind: 'grant', amount: 15, reason: 'Goodwill for a late parcel', order_number: null });
    expect((await grant(ana.user.uuid, { amount: 5.5, reason: 'Birthday' })).statusCode).toBe(201);
    const body = await credits(ana);
    expect(body.balance.balance).toBe(20.5);
    expect(body.balance.next_expiry).toEqual({ amount: 15, expires_at: new Date(expiresAt).toISOString() });
    expect(body.data.map((entry) => entry.reason)).toEqual(['Birthday', 'Goodwill for a late parcel']);
    // The second customer sees none of it.
    expect((await credits(rui)).data).toEqual([]);
    expect(await balanceOf(rui)).toBe(0);
  });

  it('the grant needs the admin token (401 without, 403 wrong), a known customer (404) and a valid body (422 per field)', async () => {
    const ana = await customer();
    expect((await grant(ana.user.uuid, { amount: 5, reason: 'x' }, {})).statusCode).toBe(401);
    expect((await grant(ana.user.uuid, { amount: 5, reason: 'x' }, { authorization: 'Bearer wrong' })).statusCode).toBe(403);
    const unknown = await grant(UNKNOWN_UUID, { amount: 5, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(MessageBody.parse(unknown.json()).message).toBe('The customer could not be found.');
    for (const [payload, field] of [
      [{ amount: -5, reason: 'x' }, 'amount'],
      [{ amount: 0, reason: 'x' }, 'amount'],
      [{ amount: 1.234, reason: 'x' }, 'amount'],
      [{ amount: 5, reason: '' }, 'reason'],
      [{ amount: 5, reason: 'x', expires_at: 'tomorrow' }, 'expires_at'],
      [{ amount: 5, reason: 'x', expires_at: new Date(Date.now() - 60_000).toISOString() }, 'expires_at'],
    ] as const) {
      const response = await grant(ana.user.uuid, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(response.json()).errors)).toContain(field);
    }
    const extra = await grant(ana.user.uuid, { amount: 5, reason: 'x', kind: 'refund' });
    expect(extra.statusCode).toBe(422);
    expect((await api.app.inject({ method: 'POST', url: CREDIT_API_PATHS.grant('not-a-uuid'), headers: admin(), payload: { amount: 5, reason: 'x' } })).statusCode).toBe(422);
    expect(await balanceOf(ana)).toBe(0);
  });

  it('the entries are paginated (20 a page) and a page past the end is empty', async () => {
    const ana = await customer();
    await api.database.query(`insert into store_credit_entries (user_id, amount, kind, reason) select $1, 1, 'grant', 'g' || n from generate_series(1, 23) n`, [ana.user.id]);
    const first = await credits(ana);
    expect(first.data).toHaveLength(20);
    expect(first.meta).toMatchObject({ total: 23, last_page: 2, current_page: 1 });
    expect((await credits(ana, '?page=2')).data).toHaveLength(3);
    expect((await credits(ana, '?page=3')).data).toHaveLength(0);
    expect(first.balance.balance).toBe(23);
  });

  it('expired credit leaves the balance at once; the durable job writes it off once', async () => {
    const ana = await customer();
    await api.database.query(
      `insert into store_credit_entries (user_id, amount, kind, reason, expires_at, created_at) values ($1, 8, 'grant', 'old', now() - interval '1 day', now() - interval '40 days'), ($1, 2, 'grant', 'kept', null, now() - interval '40 days')`,
      [ana.user.id],
    );
    expect(await balanceOf(ana)).toBe(2);
    expect(await api.app.credits.expireLapsed()).toBeGreaterThanOrEqual(1);
    expect((await kindsOf(ana))[0]).toEqual(['expired', -8]);
    const again = await api.app.credits.expireLapsed();
    expect(await kindsOf(ana)).toHaveLength(3);
    expect(again).toBe(0);
    expect(await balanceOf(ana)).toBe(2);
  });

  it('the checkout shows the credit available and, when chosen, takes min(balance, total) off the total', async () => {
    const ana = await customer();
    await grant(ana.user.uuid, { amount: 10, reason: 'Refund' });
    const cart = await cartOf(ana, 40);
    const without = CheckoutResponse.parse((await orders.checkout(cart.cartUuid, cart.as)).json()).data;
    expect(without.store_credit_available).toBe(10);
    expect(without.totals.store_credit).toBe(0);
    const withCredit = CheckoutResponse.parse((await orders.checkout(cart.cartUuid, cart.as, '?use_store_credit=true')).json()).data;
    expect(withCredit.totals.store_credit).toBe(10);
    expect(withCredit.totals.total).toBe(without.totals.total - 10);
  });

  it('credit plus Multibanco: the reference is for the rest, the ledger shows the spend with the order number', async () => {
    const ana = await customer();
    await grant(ana.user.uuid, { amount: 10, reason: 'Refund' });
    const cart = await cartOf(ana, 40);
    const response = await orders.place(cart.cartUuid, orderBody({ use_store_credit: true }), cart.as);
    expect(response.statusCode).toBe(201);
    const created = OrderCreatedResponse.parse(response.json()).data;
    expect(created.status).toBe('pending_payment');
    const order = OrderResponse.parse((await orders.order(created.order_uuid, cart.as)).json()).data;
    expect(order.store_credit).toBe(10);
    expect(created.payment.reference!.amount).toBe(order.total);
    expect(order.total).toBe(order.subtotal - order.discount + order.shipping - 10);
    const body = await credits(ana);
    expect(body.balance.balance).toBe(0);
    expect(body.data[0]).toMatchObject({ kind: 'order_spent', amount: -10, order_number: order.number });
  });

  /** A customer with €12.50 of credit whose order used it all and was declined by MB WAY at once. */
  async function declinedWithCredit(): Promise<{ ana: CookieSession; cart: { cartUuid: string; as: As }; orderUuid: string }> {
    const ana = await customer();
    await grant(ana.user.uuid, { amount: 12.5, reason: 'Refund' });
    const cart = await cartOf(ana, 30);
    gateway.mbwayOutcome = 'declined';
    const response = await orders.place(cart.cartUuid, orderBody({ use_store_credit: true, payment_method: 'mbway', mbway_phone: '912345678' }), cart.as);
    gateway.mbwayOutcome = 'pending';
    expect(response.statusCode).toBe(201);
    return { ana, cart, orderUuid: OrderCreatedResponse.parse(response.json()).data.order_uuid };
  }

  it('an MB WAY payment that is declined gives the credit back; paying again takes it again', async () => {
    const { ana, cart, orderUuid } = await declinedWithCredit();
    expect(OrderResponse.parse((await orders.order(orderUuid, cart.as)).json()).data.status).toBe('declined');
    expect(await kindsOf(ana)).toEqual([['order_restored', 12.5], ['order_spent', -12.5], ['grant', 12.5]]);
    expect(await balanceOf(ana)).toBe(12.5);

    const retried = await orders.pay(orderUuid, { method: 'multibanco' }, cart.as);
    expect(retried.statusCode).toBe(201);
    expect(await balanceOf(ana)).toBe(0);
    expect((await kindsOf(ana))[0]).toEqual(['order_spent', -12.5]);
  });

  it('paying again is refused with STORE_CREDIT_UNAVAILABLE when the credit given back was spent meanwhile', async () => {
    const { ana, cart, orderUuid } = await declinedWithCredit();
    await api.database.query(`insert into store_credit_entries (user_id, amount, kind) values ($1, -12.5, 'order_spent')`, [ana.user.id]);
    const retried = await orders.pay(orderUuid, { method: 'multibanco' }, cart.as);
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toMatchObject({ code: 'STORE_CREDIT_UNAVAILABLE' });
    expect(await balanceOf(ana)).toBe(0);
  });

  it('credit that covers the whole total pays the order at once, without the gateway: paid, stock sold, confirmation mail', async () => {
    const ana = await customer();
    await grant(ana.user.uuid, { amount: 500, reason: 'Big refund' });
    const cart = await cartOf(ana, 30);
    const checkoutsBefore = gateway.callsOf('createCheckout').length;
    const response = await orders.place(cart.cartUuid, orderBody({ use_store_credit: true, payment_method: 'store_credit' }), cart.as);
    expect(response.statusCode).toBe(201);
    const created = OrderCreatedResponse.parse(response.json()).data;
    expect(created).toMatchObject({ status: 'paid', total: 0, payment: { method: 'store_credit', status: 'paid' } });
    expect(created.redirect?.url).toContain(`/order/success/${created.order_uuid}?token=`);
    expect(gateway.callsOf('createCheckout').length).toBe(checkoutsBefore);
    const order = OrderResponse.parse((await orders.order(created.order_uuid, cart.as)).json()).data;
    expect(order.status).toBe('paid');
    expect(order.paid_at).not.toBeNull();
    expect(order.store_credit).toBe(order.subtotal - order.discount + order.shipping);
    expect(await balanceOf(ana)).toBe(500 - order.store_credit);
    const [mail] = await api.database.query<{ kind: string }>(`select kind from mail_outbox where to_address = $1 and kind = 'order_confirmation'`, ['ana.silva@example.test']);
    expect(mail).toBeDefined();
    const [sold] = await api.database.query<{ outcome: string }>(`select outcome from stock_holds h join orders o on o.id = h.order_id where o.uuid = $1`, [created.order_uuid]);
    expect(sold!.outcome).toBe('committed');
  });

  it('a gateway method named when the credit covers everything is not used: the order is paid by credit', async () => {
    const ana = await customer();
    await grant(ana.user.uuid, { amount: 500, reason: 'Big refund' });
    const cart = await cartOf(ana, 20);
    const response = await orders.place(cart.cartUuid, orderBody({ use_store_credit: true, payment_method: 'multibanco' }), cart.as);
    expect(OrderCreatedResponse.parse(response.json()).data).toMatchObject({ status: 'paid', payment: { method: 'store_credit' } });
  });

  it('store_credit as the method without full cover, or credit asked for by a guest, is a 422 naming the field; nothing is written', async () => {
    const ana = await customer();
    await grant(ana.user.uuid, { amount: 5, reason: 'Refund' });
    const cart = await cartOf(ana, 30);
    const short = await orders.place(cart.cartUuid, orderBody({ use_store_credit: true, payment_method: 'store_credit' }), cart.as);
    expect(short.statusCode).toBe(422);
    expect(Object.keys(ValidationErrorBody.parse(short.json()).errors)).toEqual(['payment_method']);
    expect(await balanceOf(ana)).toBe(5);

    const offer = suite.nextOffer();
    await setStock(api.database, offer.id, 5);
    const guestCart = await filledCart(api.app, [{ offer, quantity: 1 }]);
    const guest = await orders.place(guestCart.cartUuid, orderBody({ use_store_credit: true }), guestCart.as);
    expect(guest.statusCode).toBe(422);
    expect(Object.keys(ValidationErrorBody.parse(guest.json()).errors)).toEqual(['use_store_credit']);
  });

  it("another customer's credit is never used: a second customer's order with use_store_credit takes only their own (none)", async () => {
    const ana = await customer();
    const rui = await customer();
    await grant(ana.user.uuid, { amount: 50, reason: 'Refund' });
    const cart = await cartOf(rui, 30);
    const response = await orders.place(cart.cartUuid, orderBody({ use_store_credit: true }), cart.as);
    expect(response.statusCode).toBe(201);
    const order = OrderResponse.parse((await orders.order(OrderCreatedResponse.parse(response.json()).data.order_uuid, cart.as)).json()).data;
    expect(order.store_credit).toBe(0);
    expect(await balanceOf(ana)).toBe(50);
  });
});
