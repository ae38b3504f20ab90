import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { AFTER_SALES_API_PATHS, OrderCreatedResponse, type CheckoutOrderInput, type Locale } from '../../../contract';
import { signIn, signUp, type CookieSession, type TestApi } from '../../test-support';
import { headersOf, setStock, type TestOffer } from '../cart/cart-test-kit';
import { filledCart, orderBody, orderClient, type FakeGateway } from '../orders/order-test-kit';

/** Fixtures of the after-sales tests: signed-in customers, their paid orders, the operator's calls. */

export type Customer = CookieSession;

export async function customer(app: FastifyInstance): Promise<Customer> {
  return signIn(app, await signUp(app));
}

export type PaidOrder = { uuid: string; offers: TestOffer[]; sellerIds: number[] };

/**
 * A paid order of `who` for one unit (or `quantity`) of each offer, paid through the fake gateway's
 * webhook path (the ledger's own transition).
 */
export async function paidOrder(
  api: TestApi,
  gateway: FakeGateway,
  offers: TestOffer[],
  who: Customer | null,
  options: { quantity?: number; nif?: string; locale?: Locale; pay?: boolean; body?: Partial<CheckoutOrderInput> } = {},
): Promise<PaidOrder> {
  for (const offer of offers) await setStock(api.database, offer.id, 20);
  const cart = await filledCart(api.app, offers.map((offer) => ({ offer, quantity: options.quantity ?? 2 })), who ? { cookie: who } : {});
  const response = await orderClient(api.app).place(cart.cartUuid, orderBody({ ...(options.nif ? { nif: options.nif } : {}), ...(options.locale ? { locale: options.locale } : {}), ...options.body }), cart.as);
  expect(response.statusCode).toBe(201);
  const created = OrderCreatedResponse.parse(response.json()).data;
  // Store credit covering the whole total has paid it already, without the gateway.
  if (options.pay !== false && created.status !== 'paid') {
    const result = await api.app.ledger.applyGatewayStatus(gateway.settle(created.payment.transaction_id!, 'paid'), 'webhook');
    expect(result.kind).toBe('applied');
  }
  const sellers = await api.database.query<{ seller_id: number }>(
    `select s.seller_id from shipments s join orders o on o.id = s.order_id where o.uuid = $1 order by s.id`,
    [created.order_uuid],
  );
  return { uuid: created.order_uuid, offers, sellerIds: sellers.map((row) => row.seller_id) };
}

export function operator(app: FastifyInstance, token: string | null) {
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  return {
    ship: (orderUuid: string, sellerId: number | string, body: unknown) => post(AFTER_SALES_API_PATHS.adminShipment(orderUuid, sellerId), body),
    moveReturn: (returnUuid: string, body: unknown) => post(AFTER_SALES_API_PATHS.adminReturn(returnUuid), body),
  };
}

/** The customer's own calls (cookie session; writes with the XSRF token); `null`: a guest. */
export function account(app: FastifyInstance, who: Customer | null) {
  const as = who ? { cookie: who } : {};
  return {
    invoice: (orderUuid: string) => app.inject({ method: 'GET', url: AFTER_SALES_API_PATHS.invoice(orderUuid), headers: headersOf(as, false) }),
    returns: (orderUuid: string) => app.inject({ method: 'GET', url: AFTER_SALES_API_PATHS.orderReturns(orderUuid), headers: headersOf(as, false) }),
    requestReturn: (orderUuid: string, body: unknown) =>
      app.inject({ method: 'POST', url: AFTER_SALES_API_PATHS.orderReturns(orderUuid), headers: headersOf(as, true), payload: body as object }),
  };
}

/** Delivers every shipment of an order through the operator path; `daysAgo` moves the delivery back in time. */
export async function delivered(api: TestApi, order: PaidOrder, daysAgo = 0): Promise<void> {
  const admin = operator(api.app, api.config.adminToken);
  for (const sellerId of order.sellerIds) {
    expect((await admin.ship(order.uuid, sellerId, { status: 'shipped', carrier: 'CTT', tracking_number: 'RR123456789PT' })).statusCode).toBe(200);
    expect((await admin.ship(order.uuid, sellerId, { status: 'delivered' })).statusCode).toBe(200);
  }
  if (daysAgo > 0) {
    await api.database.query(`update shipments set delivered_at = now() - make_interval(days => $2) where order_id = (select id from orders where uuid = $1)`, [order.uuid, daysAgo]);
  }
}
