import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHECKOUT_API_PATHS, IDEMPOTENCY_KEY_HEADER, OrderCreatedResponse, type CheckoutOrderInput, type Locale } from '../../../contract';
import type { Database } from '../../db/client';
import { availableStockSql } from '../../db/stock';
import { createTestApi, signIn, signUp, type CookieSession, type TestApi, type TestDatabaseMode } from '../../test-support';
import { cartClient, headersOf, item, setStock, takeOffers, testSessionId, type As, type TestOffer } from '../cart/cart-test-kit';
import {
  GatewayError,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type GatewayOutcome,
  type GatewayReference,
  type GatewayStatus,
  type PaymentGateway,
  type RefundInput,
} from '../payments/gateway';

/**
 * Test helpers of the checkout, order and payment suites: a recording fake of the payment gateway with
 * outcomes and delays a test controls, an order client, a cart filled in one call, and one suite's whole
 * setup (`orderSuite`).
 */

type Call = { name: keyof PaymentGateway; at: number; input: unknown };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A PaymentGateway that records every call. By default a checkout is created, an MB WAY request answers
 * pending, a reference is generated (entity 24000, a fresh 9-digit reference, valid until the checkout's
 * `referenceExpiresAt`), a status answers what `settle` last set (else pending), and a refund succeeds.
 * `delay(name, input)` holds a call that long; `fail` makes the named calls throw a GatewayError;
 * `mbwayOutcome` is what the MB WAY request answers.
 */
export class FakeGateway implements PaymentGateway {
  readonly calls: Call[] = [];
  readonly checkouts = new Map<string, CreateCheckoutInput>();
  readonly statuses = new Map<string, GatewayOutcome>();
  readonly references = new Map<string, GatewayReference>();
  delay: (name: keyof PaymentGateway, input: unknown) => number = () => 0;
  fail = new Set<keyof PaymentGateway>();
  mbwayOutcome: GatewayOutcome = 'pending';
  refundAnswer = { refunded: true, statusCode: '000' };

  private async enter(name: keyof PaymentGateway, input: unknown): Promise<void> {
    this.calls.push({ name, at: performance.now(), input });
    const ms = this.delay(name, input);
    if (ms > 0) await sleep(ms);
    if (this.fail.has(name)) throw new GatewayError(`${name} failed`, 503);
  }

  callsOf(name: keyof PaymentGateway): Call[] {
    return this.calls.filter((call) => call.name === name);
  }

  /** A status of `transactionId` as the gateway would report it; `amount` and `currency` default to the checkout's. */
  statusFor(transactionId: string, outcome: GatewayOutcome, overrides: Partial<GatewayStatus> = {}): GatewayStatus {
    const checkout = this.checkouts.get(transactionId);
    return {
      transactionId,
      outcome,
      final: outcome !== 'pending' && outcome !== 'error',
      method: checkout?.method ?? null,
      amount: checkout?.amount ?? null,
      currency: 'EUR',
      paymentStatus: { paid: 'Success', pending: 'Pending', declined: 'Declined', timeout: 'Timeout', expired: 'Expired', error: 'Error' }[outcome],
      paymentType: 'PURS',
      statusCode: outcome === 'paid' ? '000' : '00.110.1601',
      statusMsg: null,
      reference: this.references.get(transactionId) ?? null,
      ...overrides,
    };
  }

  /** What `status` answers from now on for this transaction. */
  settle(transactionId: string, outcome: GatewayOutcome): GatewayStatus {
    this.statuses.set(transactionId, outcome);
    return this.statusFor(transactionId, outcome);
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    await this.enter('createCheckout', input);
    const transactionId = `tx${randomBytes(9).toString('base64url')}`;
    this.checkouts.set(transactionId, input);
    return { transactionId, transactionSignature: `sig.${transactionId}.x` };
  }

  async mbwayPurchase(checkout: CreatedCheckout, phone: string): Promise<GatewayStatus> {
    await this.enter('mbwayPurchase', { checkout, phone });
    return this.statusFor(checkout.transactionId, this.mbwayOutcome);
  }

  async generateReference(checkout: CreatedCheckout): Promise<GatewayStatus & { reference: GatewayReference }> {
    await this.enter('generateReference', { checkout });
    const input = this.checkouts.get(checkout.transactionId)!;
    const reference: GatewayReference = {
      entity: '24000',
      reference: String(100_000_000 + Math.floor(Math.random() * 899_999_999)),
      amount: input.amount,
      expiresAt: (input.referenceExpiresAt ?? new Date(Date.now() + 72 * 3_600_000)).toISOString(),
      status: 'UNPAID',
    };
    this.references.set(checkout.transactionId, reference);
    return { ...this.statusFor(checkout.transactionId, 'pending'), reference };
  }

  async status(transactionId: string): Promise<GatewayStatus> {
    await this.enter('status', { transactionId });
    return this.statusFor(transactionId, this.statuses.get(transactionId) ?? 'pending');
  }

  async refund(input: RefundInput) {
    await this.enter('refund', input);
    return this.refundAnswer;
  }
}

export const ADDRESS = { street: 'Rua Augusta 100', postal_code: '1100-053', city: 'Lisboa', country: 'PT' } as const;

export function orderBody(overrides: Partial<CheckoutOrderInput> = {}): CheckoutOrderInput {
  return {
    email: 'ana.silva@example.test',
    name: 'Ana Silva',
    phone: '912345678',
    shipping_address: { ...ADDRESS },
    payment_method: 'multibanco',
    ...overrides,
  };
}

export function orderClient(app: FastifyInstance) {
  const send = (method: 'GET' | 'POST', url: string, as: As, payload?: unknown, key?: string | null): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { ...headersOf(as, method !== 'GET'), ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    checkout: (cartUuid: string, as: As, query = '') => send('GET', `${CHECKOUT_API_PATHS.checkout(cartUuid)}${query}`, as),
    /** `key` undefined: a fresh Idempotency-Key; null: none. */
    place: (cartUuid: string, body: unknown, as: As, key: string | null = randomUUID()) => send('POST', CHECKOUT_API_PATHS.checkoutOrders(cartUuid), as, body, key),
    order: (orderUuid: string, as: As) => send('GET', CHECKOUT_API_PATHS.order(orderUuid), as),
    pay: (orderUuid: string, body: unknown, as: As, key: string | null = randomUUID()) => send('POST', CHECKOUT_API_PATHS.orderPayments(orderUuid), as, body, key),
    payment: (transactionId: string, as: As) => send('GET', CHECKOUT_API_PATHS.payment(transactionId), as),
    paymentReturn: (transactionId: string, as: As) => send('POST', CHECKOUT_API_PATHS.paymentReturn(transactionId), as, {}),
  };
}

/** A guest cart (its own session) holding `lines` of offers at their prices; answers the session and the cart uuid. */
export async function filledCart(app: FastifyInstance, lines: { offer: TestOffer; quantity: number }[], as: As = {}): Promise<{ session: string; cartUuid: string; as: As }> {
  const session = as.session ?? testSessionId();
  const who = { ...as, session };
  const response = await cartClient(app).save(
    { customer_id: as.cookie ? as.cookie.user.id : null, session_id: session, items: lines.map(({ offer, quantity }) => item(offer.id, quantity, offer.price)) },
    who,
  );
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`cart save failed: ${response.statusCode} ${response.body}`);
  return { session, cartUuid: response.json<{ data: { cart_uuid: string } }>().data.cart_uuid, as: who };
}

/** What an offer's stock columns say now, and what is left for sale (expired holds counted back). */
export async function stockOf(database: Database, offerId: number) {
  const [row] = await database.query<{ initial: number; sold: number; in_checkout: number; available: number }>(
    `select o.initial_stock as initial, o.sold_stock as sold, o.stock_in_checkout as in_checkout,
       ${availableStockSql('o')} as available
     from offers o where o.id = $1`,
    [offerId],
  );
  return row!;
}

/**
 * `count` guest carts written straight to the database (a race's setup, not what it tests), each holding
 * `lines` at their offers' prices and, when given, the coupon `discountId`.
 */
export async function insertGuestCarts(
  database: Database,
  count: number,
  lines: { offer: TestOffer; quantity: number }[],
  discountId: number | null = null,
): Promise<{ session: string; cartUuid: string; as: As }[]> {
  const sessions = Array.from({ length: count }, () => testSessionId());
  const carts = await database.query<{ id: number; uuid: string; session_id: string }>(
    `insert into carts (session_id, status, version, discount_id) select s, 'OPEN', 0, $2 from unnest($1::text[]) s returning id, uuid, session_id`,
    [sessions, discountId],
  );
  await database.query(
    `insert into cart_items (cart_id, offer_id, quantity, price)
     select c, l.offer_id, l.quantity, l.price from unnest($1::int[]) c cross join unnest($2::int[], $3::int[], $4::numeric[]) as l(offer_id, quantity, price)`,
    [carts.map((cart) => cart.id), lines.map((line) => line.offer.id), lines.map((line) => line.quantity), lines.map((line) => line.offer.price.toFixed(2))],
  );
  return carts.map((cart) => ({ session: cart.session_id, cartUuid: cart.uuid, as: { session: cart.session_id } }));
}

export type PlaceOptions = { quantity?: number; stock?: number; method?: 'mbway' | 'multibanco'; locale?: Locale; as?: As; couponId?: number };
export type OrderSuite = ReturnType<typeof orderSuite>;

/**
 * One order suite's setup, with its own `beforeAll` / `afterAll` in the calling `describe`: the test API on
 * `mode` with a FakeGateway, its order client, `offers` offers handed out one at a time (no two tests share
 * one), signed-in customers, orders placed through the route and paid through the ledger's webhook path.
 * `api` and `orders` are there once the suite's `beforeAll` ran.
 */
export function orderSuite(mode: TestDatabaseMode, options: { products: number; offers: number }) {
  const gateway = new FakeGateway();
  let offers: TestOffer[] = [];
  let next = 0;
  const suite = {
    gateway,
    api: undefined as unknown as TestApi,
    orders: undefined as unknown as ReturnType<typeof orderClient>,
    /** An offer no other test of the suite has had. */
    nextOffer: (): TestOffer => offers[next++]!,
    customer: async (): Promise<CookieSession> => signIn(suite.api.app, await signUp(suite.api.app)),
    /** An order of `as` (a guest by default) for `quantity` units of a fresh offer with `stock`, by Multibanco unless told. */
    async place(order: PlaceOptions = {}) {
      const offer = suite.nextOffer();
      await setStock(suite.api.database, offer.id, order.stock ?? 10);
      const cart = await filledCart(suite.api.app, [{ offer, quantity: order.quantity ?? 2 }], order.as ?? {});
      if (order.couponId) await suite.api.database.query('update carts set discount_id = $2 where uuid = $1', [cart.cartUuid, order.couponId]);
      const method = order.method ?? 'multibanco';
      const body = orderBody({ payment_method: method, ...(method === 'mbway' ? { mbway_phone: '912345678' } : {}), ...(order.locale ? { locale: order.locale } : {}) });
      const response = await suite.orders.place(cart.cartUuid, body, cart.as);
      expect(response.statusCode).toBe(201);
      const created = OrderCreatedResponse.parse(response.json()).data;
      return { offer, cart, created, tx: created.payment.transaction_id! };
    },
    /** What the gateway's webhook would bring for a paid transaction, through the ledger. */
    pay: (transactionId: string) => suite.api.app.ledger.applyGatewayStatus(gateway.settle(transactionId, 'paid'), 'webhook'),
  };
  beforeAll(async () => {
    suite.api = await createTestApi(mode, { products: options.products, paymentGateway: gateway });
    suite.orders = orderClient(suite.api.app);
    offers = await takeOffers(suite.api.database, options.offers, 0);
  });
  afterAll(() => suite.api?.close());
  return suite;
}
