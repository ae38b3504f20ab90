import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_ORDER_API_PATHS,
  AccountOrderListResponse,
  AccountOrderResponse,
  CartResponse,
  CheckoutConflictBody,
  MessageBody,
  OrderCreatedResponse,
  ReorderResponse,
  ValidationErrorBody,
} from '../../../contract';
import { DATABASE_MODES, type CookieSession, type TestApi } from '../../test-support';
import { cartClient, createCoupon, headersOf, setStock, testSessionId, type As } from '../cart/cart-test-kit';
import { filledCart, orderBody, orderSuite, stockOf, type OrderSuite, type PlaceOptions } from '../orders/order-test-kit';
import { fulfilmentOf } from './fulfilment';

/**
 * The customer's orders in the account: the list (newest first, paginated, by status), one order with each
 * parcel's fulfilment, cancelling an unpaid order (stock, coupon, credit and cart given back at once) and
 * reordering. Every route: a guest gets 401, another customer's order, an unknown or a malformed uuid 404.
 */

const at = (iso: string) => new Date(iso);
const placedAt = { created_at: at('2026-11-20T10:00:00Z'), paid_at: null, cancelled_at: null, expires_at: at('2026-11-23T10:00:00Z'), updated_at: at('2026-11-20T10:00:00Z'), refund: null };
const untouched = { fulfilment_status: null, carrier: null, tracking_number: null, preparing_at: null, shipped_at: null, delivered_at: null };

describe('a parcel\'s fulfilment', () => {
  it('waits for payment, then follows the operator: preparing → shipped (carrier, tracking) → delivered, each with its time', () => {
    expect(fulfilmentOf({ ...placedAt, status: 'pending_payment' }, untouched)).toEqual({
      status: 'pending_payment',
      carrier: null,
      tracking_number: null,
      timeline: [{ status: 'pending_payment', at: '2026-11-20T10:00:00.000Z' }],
    });
    const paid = { ...placedAt, status: 'paid' as const, paid_at: at('2026-11-20T10:05:00Z') };
    expect(fulfilmentOf(paid, untouched).status).toBe('paid');
    const shipped = fulfilmentOf(paid, { ...untouched, fulfilment_status: 'shipped', carrier: 'CTT', tracking_number: 'RR123456789PT', preparing_at: at('2026-11-21T09:00:00Z'), shipped_at: at('2026-11-21T15:00:00Z') });
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'CTT', tracking_number: 'RR123456789PT' });
    expect(shipped.timeline.map((step) => step.status)).toEqual(['pending_payment', 'paid', 'preparing', 'shipped']);
  });

  it('ends cancelled at its cancel, expired at its window, refunded when the payment went back', () => {
    expect(fulfilmentOf({ ...placedAt, status: 'cancelled', cancelled_at: at('2026-11-20T11:00:00Z') }, untouched).timeline.at(-1)).toEqual({ status: 'cancelled', at: '2026-11-20T11:00:00.000Z' });
    expect(fulfilmentOf({ ...placedAt, status: 'expired', updated_at: at('2026-11-24T00:00:00Z') }, untouched).timeline.at(-1)).toEqual({ status: 'expired', at: '2026-11-23T10:00:00.000Z' });
    const refunded = fulfilmentOf({ ...placedAt, status: 'paid_after_expiry', paid_at: at('2026-11-24T10:00:00Z'), refund: { at: at('2026-11-24T10:01:00Z') } }, untouched);
    expect(refunded.status).toBe('refunded');
    expect(refunded.timeline.map((step) => step.status)).toEqual(['pending_payment', 'paid', 'refunded']);
  });
});

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`the customer's orders on ${mode}`, () => {
    const suite = orderSuite(mode, { products: 40, offers: 30 });
    let api: TestApi;
    let orders: OrderSuite['orders'];
    beforeAll(() => {
      ({ api, orders } = suite);
    });

    const send = (method: 'GET' | 'POST', url: string, as: As, payload?: unknown): Promise<LightMyRequestResponse> =>
      api.app.inject({ method, url, headers: headersOf(as, method === 'POST'), ...(payload === undefined ? {} : { payload: payload as object }) });
    const account = {
      list: (as: As, query = '') => send('GET', `${ACCOUNT_ORDER_API_PATHS.orders}${query}`, as),
      order: (uuid: string, as: As) => send('GET', ACCOUNT_ORDER_API_PATHS.order(uuid), as),
      cancel: (uuid: string, as: As) => send('POST', ACCOUNT_ORDER_API_PATHS.cancel(uuid), as, {}),
      reorder: (uuid: string, as: As) => send('POST', ACCOUNT_ORDER_API_PATHS.reorder(uuid), as, {}),
    };

    async function customer(): Promise<{ as: As; cookie: CookieSession }> {
      const cookie = await suite.customer();
      return { as: { cookie }, cookie };
    }
    const placed = (as: As, options: Omit<PlaceOptions, 'as'> = {}) => suite.place({ ...options, as });
    const pay = suite.pay;
    const detailOf = async (uuid: string, as: As) => AccountOrderResponse.parse((await account.order(uuid, as)).json()).data;

    describe('GET /v1/account/orders', () => {
      it('lists only the customer\'s orders, newest first, ten a page in the Laravel envelope, each with number, status, total, units, pictures and method', async () => {
        const { as } = await customer();
        const stranger = await customer();
        await placed(stranger.as);
        const mine = [];
        for (let i = 0; i < 11; i++) mine.push(await placed(as, { quantity: 1 + (i % 2), method: i === 10 ? 'mbway' : 'multibanco' }));
        const first = await account.list(as);
        expect(first.statusCode).toBe(200);
        expect(first.headers['cache-control']).toBe('no-store');
        const page = AccountOrderListResponse.parse(first.json());
        expect(page.meta).toMatchObject({ total: 11, per_page: 10, current_page: 1, last_page: 2 });
        expect(page.data.map((order) => order.uuid)).toEqual(mine.slice(1).reverse().map((order) => order.created.order_uuid));
        expect(page.data[0]).toMatchObject({ number: mine[10]!.created.order_uuid.slice(0, 8), status: 'pending_payment', total: mine[10]!.created.total, item_count: 1, method: 'mbway' });
        expect(page.data[0]!.images.length).toBeLessThanOrEqual(1);
        const second = AccountOrderListResponse.parse((await account.list(as, '?page=2')).json());
        expect(second.data.map((order) => order.uuid)).toEqual([mine[0]!.created.order_uuid]);
      });

      it('filters by status', async () => {
        const { as } = await customer();
        const paid = await placed(as);
        await placed(as);
        await pay(paid.tx);
        const list = AccountOrderListResponse.parse((await account.list(as, '?status=paid')).json());
        expect(list.data.map((order) => [order.uuid, order.status])).toEqual([[paid.created.order_uuid, 'paid']]);
        expect(list.meta.total).toBe(1);
      });

      it('a guest → 401 Unauthenticated; an unknown status or page 0 → 422 naming the field', async () => {
        const guest = await account.list({ session: testSessionId() });
        expect(guest.statusCode).toBe(401);
        expect(MessageBody.parse(guest.json())).toEqual({ message: 'Unauthenticated.' });
        const { as } = await customer();
        expect(Object.keys(ValidationErrorBody.parse((await account.list(as, '?status=lost')).json()).errors)).toEqual(['status']);
        expect(Object.keys(ValidationErrorBody.parse((await account.list(as, '?page=0')).json()).errors)).toEqual(['page']);
      });
    });

    describe('GET /v1/account/orders/{uuid}', () => {
      it('a pending Multibanco order: lines, one shipment per seller waiting for payment (official store marked), the reference with entity, number, amount and expiry', async () => {
        const { as } = await customer();
        const { created } = await placed(as);
        const order = await detailOf(created.order_uuid, as);
        expect(order).toMatchObject({ order_uuid: created.order_uuid, status: 'pending_payment', can_cancel: true, can_pay: false, cancelled_at: null });
        expect(order.payment.reference).toMatchObject({ entity: '24000', amount: created.total, expires_at: created.payment.expires_at });
        expect(order.payment.reference!.reference).toMatch(/^\d{9}$/);
        const [shipment] = order.shipments;
        expect(shipment!.fulfilment).toMatchObject({ status: 'pending_payment', carrier: null, tracking_number: null });
        const [seller] = await api.database.query<{ vendor_type: string }>('select vendor_type from sellers where id = $1', [shipment!.seller_id]);
        expect(shipment!.is_official).toBe(seller!.vendor_type === 'OFFICIAL_STORE' || seller!.vendor_type === '1P');
      });

      it('a paid order follows its shipment as the operator moves it: preparing, then shipped with carrier and tracking number', async () => {
        const { as, cookie } = await customer();
        const { created, tx } = await placed(as);
        const emitted = vi.spyOn(api.app.domainEvents, 'emit');
        await pay(tx);
        // The customer's open order page hears the payment on their own channel.
        expect(emitted).toHaveBeenCalledWith('customer.changed', { userId: cookie.user.id, event: 'order.updated', data: { order_uuid: created.order_uuid, status: 'paid' } });
        emitted.mockRestore();
        expect((await detailOf(created.order_uuid, as)).shipments[0]!.fulfilment.status).toBe('paid');
        await api.database.query(
          `update shipments set fulfilment_status = 'shipped', carrier = 'CTT Expresso', tracking_number = 'EA123456789PT', preparing_at = now(), shipped_at = now()
           where order_id = (select id from orders where uuid = $1)`,
          [created.order_uuid],
        );
        const order = await detailOf(created.order_uuid, as);
        expect(order).toMatchObject({ status: 'paid', can_cancel: false, can_pay: false });
        expect(order.shipments[0]!.fulfilment).toMatchObject({ status: 'shipped', carrier: 'CTT Expresso', tracking_number: 'EA123456789PT' });
        expect(order.shipments[0]!.fulfilment.timeline.map((step) => step.status)).toEqual(['pending_payment', 'paid', 'preparing', 'shipped']);
      });

      it('another customer\'s order, an unknown and a malformed uuid → 404; a guest → 401', async () => {
        const owner = await customer();
        const { created } = await placed(owner.as);
        const other = await customer();
        for (const uuid of [created.order_uuid, randomUUID(), 'not-a-uuid', `${created.order_uuid}x`]) {
          const response = await account.order(uuid, other.as);
          expect(response.statusCode).toBe(404);
          expect(MessageBody.parse(response.json())).toEqual({ message: 'Encomenda não encontrada' });
        }
        expect((await account.order(created.order_uuid, { session: testSessionId() })).statusCode).toBe(401);
      });
    });

    describe('POST /v1/account/orders/{uuid}/cancel', () => {
      it('an unpaid order: cancelled at once — stock released, coupon use and store credit given back, attempt superseded, cart OPEN again, the customer\'s channel told', async () => {
        const { as, cookie } = await customer();
        const coupon = await createCoupon(api.database, { code: `ACC${randomUUID().slice(0, 6)}`.toUpperCase(), value: 5, max_usage: 10 });
        const { offer, cart, created } = await placed(as, { quantity: 2, stock: 5, couponId: coupon.id });
        // The order spent 4.50 € of the customer's credit (as the checkout writes it).
        await api.database.query(`update orders set store_credit = 4.5 where uuid = $1`, [created.order_uuid]);
        await api.database.query(
          `insert into store_credit_entries (user_id, amount, kind, order_id) select $1, -4.5, 'order_spent', id from orders where uuid = $2`,
          [cookie.user.id, created.order_uuid],
        );
        const usage = async () => (await api.database.query<{ usage_count: number }>('select usage_count from discounts where id = $1', [coupon.id]))[0]!.usage_count;
        expect(await usage()).toBe(1);
        expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 3, in_checkout: 2 });
        const emitted = vi.spyOn(api.app.domainEvents, 'emit');

        const response = await account.cancel(created.order_uuid, as);
        expect(response.statusCode).toBe(200);
        const order = AccountOrderResponse.parse(response.json()).data;
        expect(order).toMatchObject({ status: 'cancelled', can_cancel: false, payment: { status: 'cancelled' } });
        expect(order.cancelled_at).not.toBeNull();
        expect(order.shipments[0]!.fulfilment.timeline.at(-1)!.status).toBe('cancelled');
        expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 5, in_checkout: 0 });
        expect(await usage()).toBe(0);
        const credit = await api.database.query<{ amount: string; kind: string }>(`select amount::text, kind from store_credit_entries where user_id = $1 order by id`, [cookie.user.id]);
        expect(credit).toEqual([
          { amount: '-4.50', kind: 'order_spent' },
          { amount: '4.50', kind: 'order_restored' },
        ]);
        expect((await api.database.query<{ status: string }>('select status from carts where uuid = $1', [cart.cartUuid]))[0]!.status).toBe('OPEN');
        expect(emitted).toHaveBeenCalledWith('customer.changed', { userId: cookie.user.id, event: 'order.updated', data: { order_uuid: created.order_uuid, status: 'cancelled' } });
        expect(await api.app.ledger.listOpenAttempts()).not.toContainEqual(expect.objectContaining({ orderUuid: created.order_uuid }));
      });

      it('an order that no longer waits for its payment (paid, or already cancelled) → 409 ORDER_NOT_CANCELLABLE, nothing changed', async () => {
        const { as } = await customer();
        const { offer, created, tx } = await placed(as, { quantity: 1, stock: 4 });
        await pay(tx);
        const response = await account.cancel(created.order_uuid, as);
        expect(response.statusCode).toBe(409);
        expect(CheckoutConflictBody.parse(response.json())).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
        expect((await detailOf(created.order_uuid, as)).status).toBe('paid');
        expect((await stockOf(api.database, offer.id)).available).toBe(3);
        const unpaid = await placed(as);
        expect((await account.cancel(unpaid.created.order_uuid, as)).statusCode).toBe(200);
        expect((await account.cancel(unpaid.created.order_uuid, as)).statusCode).toBe(409);
      });

      it('another customer\'s order, an unknown and a malformed uuid → 404 and the order untouched; a guest → 401; a body with a field → 422', async () => {
        const owner = await customer();
        const { created } = await placed(owner.as);
        const other = await customer();
        for (const uuid of [created.order_uuid, randomUUID(), 'zzz']) expect((await account.cancel(uuid, other.as)).statusCode).toBe(404);
        expect((await send('POST', ACCOUNT_ORDER_API_PATHS.cancel(created.order_uuid), {}, {})).statusCode).toBe(401);
        expect((await send('POST', ACCOUNT_ORDER_API_PATHS.cancel(created.order_uuid), owner.as, { status: 'cancelled' })).statusCode).toBe(422);
        expect((await detailOf(created.order_uuid, owner.as)).status).toBe('pending_payment');
      });
    });

    describe('POST /v1/account/orders/{uuid}/reorder', () => {
      it('puts the still-available offers in the customer\'s OPEN cart (capped to stock) and names the ones gone', async () => {
        const { as } = await customer();
        const [kept, short, gone] = [suite.nextOffer(), suite.nextOffer(), suite.nextOffer()];
        for (const offer of [kept, short, gone]) await setStock(api.database, offer.id, 10);
        const cart = await filledCart(api.app, [{ offer: kept, quantity: 1 }, { offer: short, quantity: 3 }, { offer: gone, quantity: 1 }], { ...as, session: testSessionId() });
        const created = OrderCreatedResponse.parse((await orders.place(cart.cartUuid, orderBody(), cart.as)).json()).data;
        await pay(created.payment.transaction_id!);
        await setStock(api.database, short.id, 2);
        await api.database.query('update offers set is_active = false where id = $1', [gone.id]);
        const browser = testSessionId();

        const response = await account.reorder(created.order_uuid, { ...as, session: browser });
        expect(response.statusCode).toBe(200);
        const result = ReorderResponse.parse(response.json()).data;
        expect(result.session_id).toBe(browser);
        expect(result.added.map((line) => [line.offer_id, line.quantity, line.ordered])).toEqual([
          [kept.id, 1, 1],
          [short.id, 2, 3],
        ]);
        expect(result.gone.map((line) => line.offer_id)).toEqual([gone.id]);
        expect(result.gone[0]!.name).not.toBe('');
        const inCart = CartResponse.parse((await cartClient(api.app).get(result.cart_uuid!, as)).json()).data;
        expect(inCart.status).toBe('OPEN');
        expect(inCart.items.map((item) => [item.offer_id, item.quantity]).sort()).toEqual([[kept.id, 1], [short.id, 2]].sort());
        await api.database.query('update offers set is_active = true where id = $1', [gone.id]);
      });

      it('another customer\'s order, an unknown and a malformed uuid → 404; a guest → 401', async () => {
        const owner = await customer();
        const { created } = await placed(owner.as);
        const other = await customer();
        for (const uuid of [created.order_uuid, randomUUID(), '1']) expect((await account.reorder(uuid, other.as)).statusCode).toBe(404);
        expect((await send('POST', ACCOUNT_ORDER_API_PATHS.reorder(created.order_uuid), { session: testSessionId() }, {})).statusCode).toBe(401);
      });
    });
  });
}
