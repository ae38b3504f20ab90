/**
 * MSW handlers of the checkout, orders and payments (`CHECKOUT_API_PATHS`), answering like api/modules/checkout,
 * orders and payments: the checkout view of the fixture cart (seller groups, methods, totals; `?shipping=`
 * picks a method per seller), order creation under an Idempotency-Key (the same key and body → the same
 * answer, another body → 422; strict bodies → 422 naming the field), the 409 refusals, the order read, a new
 * payment attempt, and the payment state of each attempt.
 *
 * Each `checkoutHandlers()` call keeps its own orders, so a story can place an order and read it back:
 * `msw.use(...checkoutHandlers({ paymentStatus: 'timeout' }))`. The guard's paths: `guard: 'notFound' |
 * 'notOpen' | 'empty'`; the order's refusals: `refuse: 'PRICE_CHANGED' | 'OUT_OF_STOCK' | 'COUPON_EXHAUSTED' |
 * 'CART_NOT_OPEN'` (the first order only, then it succeeds, as after the shopper saw the change).
 */
import { HttpResponse, http } from 'msw';
import type { JsonBodyType } from 'msw';
import { CHECKOUT_API_PATHS, CHECKOUT_FIELD_MESSAGES, CheckoutOrderRequest, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, OrderPaymentRequest, orderSuccessPath, vatIncluded } from '../contract';
import type {
  Cart,
  CheckoutConflictBody,
  CheckoutConflictCode,
  CheckoutResponse,
  CheckoutView,
  MessageBody,
  OrderCreated,
  OrderCreatedResponse,
  OrderResponse,
  OrderView,
  PaymentMethod,
  PaymentState,
  PaymentStateResponse,
  PaymentStatus,
  SellerGroup,
  ValidationErrorBody,
} from '../contract';
import { cart, fixtureUuid, isoFromFixtureNow } from './fixtures';

export const CHECKOUT_MOCK_PATHS = {
  checkout: `*${CHECKOUT_API_PATHS.checkout(':cartUuid')}`,
  checkoutOrders: `*${CHECKOUT_API_PATHS.checkoutOrders(':cartUuid')}`,
  order: `*${CHECKOUT_API_PATHS.order(':orderUuid')}`,
  orderPayments: `*${CHECKOUT_API_PATHS.orderPayments(':orderUuid')}`,
  payment: `*${CHECKOUT_API_PATHS.payment(':transactionId')}`,
  paymentReturn: `*${CHECKOUT_API_PATHS.paymentReturn(':transactionId')}`,
} as const;

/** The API's texts (api/modules/cart/rules.ts, api/modules/orders). */
export const CHECKOUT_MOCK_MESSAGES = {
  cartNotFound: 'Carrinho não encontrado',
  notOpen: 'Este carrinho já não pode ser alterado.',
  empty: 'The cart is empty.',
  priceChanged: 'Os preços de alguns artigos mudaram. Reveja a encomenda.',
  outOfStock: 'Um dos artigos já não tem stock suficiente.',
  couponExhausted: 'O cupão já não está disponível.',
  keyRequired: 'The Idempotency-Key header is required (8 to 255 visible characters).',
  keyReused: 'This Idempotency-Key was already used with another request.',
  orderNotFound: 'Encomenda não encontrada',
  paymentNotFound: 'Pagamento não encontrado',
} as const;

/** The MB WAY window and the reference's validity of the mocks (4 minutes, 72 hours). */
export const MOCK_MBWAY_WINDOW_MS = 240_000;
export const MOCK_REFERENCE_VALIDITY_MS = 72 * 3_600_000;
export const MOCK_ORDER_UUID = fixtureUuid(900);
export const MOCK_ORDER_TOKEN = 'mock-signed-token';

const round2 = (n: number) => Math.round(n * 100) / 100;
const json = <T extends JsonBodyType>(body: T, status = 200) => HttpResponse.json(body, { status });

const METHODS = [
  { code: 'standard', name: 'Normal', price: 3.9, days: [2, 4] },
  { code: 'express', name: 'Expresso', price: 6.9, days: [1, 2] },
] as const;

/**
 * The checkout view of a cart (the fixture cart by default): one group per seller, standard or express, the
 * standard fee free from the §9 threshold (19.90), VAT included at 23 %.
 */
export function checkoutViewOf(source: Cart = cart, shipping: Record<string, string> = {}, changes: Record<number, number> = {}): CheckoutView {
  const sellers = [...new Set(source.items.map((item) => item.seller))];
  const subtotal = round2(source.items.reduce((sum, item) => sum + (changes[item.offer_id] ?? item.price) * item.quantity, 0));
  const freeReached = subtotal >= 19.9;
  const groups: SellerGroup[] = sellers.map((seller, index) => {
    const sellerId = index + 1;
    const items = source.items.filter((item) => item.seller === seller);
    const selected = shipping[String(sellerId)] === 'express' ? 'express' : 'standard';
    const options = METHODS.map((method) => {
      const free = method.code === 'standard' && freeReached;
      return { code: method.code, name: method.name, price: method.price, fee: free ? 0 : method.price, free, delivery_estimate: `${method.days[0]}-${method.days[1]}` };
    });
    const chosen = options.find((option) => option.code === selected)!;
    return {
      seller_id: sellerId,
      seller_name: seller,
      is_official: index === 0,
      seller_rating: items[0]?.seller_rating ?? null,
      lines: items.map((item) => {
        const price = changes[item.offer_id] ?? item.price;
        return {
          offer_id: item.offer_id,
          offer_uuid: item.offer_uuid ?? fixtureUuid(5000 + item.offer_id),
          variant_uuid: item.variant_uuid,
          product_slug: item.product_slug ?? 'produto',
          name: item.name,
          brand: item.brand,
          size: item.size,
          color: item.color,
          image: item.image,
          quantity: item.quantity,
          unit_price: price,
          original_price: item.originalPrice,
          line_total: round2(price * item.quantity),
          price_change: price === item.price ? null : { previous: item.price, current: price },
          stock_issue: null,
        };
      }),
      subtotal: round2(items.reduce((sum, item) => sum + (changes[item.offer_id] ?? item.price) * item.quantity, 0)),
      shipping_methods: options,
      selected_method: selected,
      shipping_fee: chosen.fee,
      delivery_estimate: chosen.delivery_estimate,
    };
  });
  const shippingTotal = round2(groups.reduce((sum, group) => sum + group.shipping_fee, 0));
  const total = round2(subtotal + shippingTotal);
  return {
    cart_uuid: source.cart_uuid,
    cart_version: source.version,
    customer: null,
    seller_groups: groups,
    coupon: null,
    free_shipping: { threshold: 19.9, remaining: round2(Math.max(0, 19.9 - subtotal)), reached: freeReached },
    totals: {
      currency: 'EUR',
      items_count: source.items.reduce((sum, item) => sum + item.quantity, 0),
      subtotal,
      discount: 0,
      shipping: shippingTotal,
      store_credit: 0,
      vat_included: vatIncluded(total),
      total,
    },
    delivery_max_days: Math.max(...groups.map((group) => Number(group.delivery_estimate.split('-')[1]))),
    has_changes: Object.keys(changes).length > 0,
    can_place_order: true,
    payment_methods: [
      { method: 'mbway', window_seconds: MOCK_MBWAY_WINDOW_MS / 1000 },
      { method: 'multibanco', window_seconds: MOCK_REFERENCE_VALIDITY_MS / 1000 },
    ],
  };
}

export interface CheckoutMockOptions {
  cart?: Cart;
  /** The guard's refusals of the view: 404, 409 CART_NOT_OPEN, 422 `errors.cart`. */
  guard?: 'notFound' | 'notOpen' | 'empty';
  /** The first order is refused with this code; the next one succeeds. */
  refuse?: Exclude<CheckoutConflictCode, 'ORDER_NOT_PAYABLE' | 'REQUEST_IN_PROGRESS'>;
  /** What every payment attempt reads as (GET /v1/payments/{tx}); `pending` by default. */
  paymentStatus?: PaymentStatus;
  /** The order of GET /v1/orders/{uuid} before any is placed (a success page opened directly). */
  order?: OrderView | null;
}

interface MockAttempt {
  transactionId: string;
  method: PaymentMethod;
  expiresAt: string;
}
interface MockOrder {
  created: OrderCreated;
  request: CheckoutOrderRequest;
  view: CheckoutView;
  attempts: MockAttempt[];
}

const issuesToErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  return json<ValidationErrorBody>({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors }, 422);
};

function attemptOf(method: PaymentMethod, number: number, total: number): { attempt: MockAttempt; payment: OrderCreated['payment'] } {
  const expiresAt = isoFromFixtureNow(method === 'mbway' ? MOCK_MBWAY_WINDOW_MS : MOCK_REFERENCE_VALIDITY_MS);
  const transactionId = `mock-tx-${number}`;
  return {
    attempt: { transactionId, method, expiresAt },
    payment: {
      transaction_id: transactionId,
      method,
      status: 'pending',
      reference: method === 'multibanco' ? { entity: '21234', reference: String(123456780 + number), amount: total, expires_at: expiresAt } : null,
      expires_at: expiresAt,
    },
  };
}

/** The order as its owner reads it. */
export function orderViewOf(order: Pick<MockOrder, 'created' | 'request' | 'view'>, status: OrderView['status'] = 'pending_payment'): OrderView {
  const { created, request, view } = order;
  return {
    order_uuid: created.order_uuid,
    number: created.order_uuid.slice(0, 8),
    status,
    cart_uuid: created.cart_uuid,
    locale: request.locale ?? 'pt',
    created_at: isoFromFixtureNow(0),
    paid_at: status === 'paid' ? isoFromFixtureNow(60_000) : null,
    contact: { email: request.email, name: request.name, phone: request.phone },
    shipping_address: { ...request.shipping_address, district: request.shipping_address.district ?? null },
    nif: request.nif ?? null,
    currency: 'EUR',
    subtotal: view.totals.subtotal,
    discount: view.totals.discount,
    shipping: view.totals.shipping,
    store_credit: 0,
    vat_included: view.totals.vat_included,
    total: view.totals.total,
    coupon: null,
    lines: view.seller_groups.flatMap((group) => group.lines.map((line) => ({ ...orderLineOf(line), seller_id: group.seller_id }))),
    shipments: view.seller_groups.map((group) => ({
      seller_id: group.seller_id,
      seller_name: group.seller_name,
      method: { code: group.selected_method, name: group.shipping_methods.find((method) => method.code === group.selected_method)?.name ?? group.selected_method },
      fee: group.shipping_fee,
      delivery_estimate: group.delivery_estimate,
      status: status === 'paid' ? 'to_ship' : status === 'pending_payment' ? 'awaiting_payment' : 'cancelled',
      lines: group.lines.map((line) => ({ ...orderLineOf(line), seller_id: group.seller_id })),
    })),
    payment: { ...created.payment, status: status === 'paid' ? 'paid' : created.payment.status, refund: null },
  };
}

function orderLineOf(line: CheckoutView['seller_groups'][number]['lines'][number]) {
  return {
    offer_id: line.offer_id,
    offer_uuid: line.offer_uuid,
    product_slug: line.product_slug,
    name: line.name,
    brand: line.brand,
    size: line.size,
    color: line.color,
    image: line.image,
    quantity: line.quantity,
    unit_price: line.unit_price,
    line_total: line.line_total,
  };
}

/** A paid order of the fixture cart, for a success page opened by its link. */
export function paidOrderFixture(): OrderView {
  const view = checkoutViewOf();
  const request = CheckoutOrderRequest.parse({
    email: 'rita@example.pt',
    name: 'Rita Costa',
    phone: '912345678',
    shipping_address: { street: 'Rua Augusta 10', postal_code: '1100-053', city: 'Lisboa', country: 'PT' },
    payment_method: 'mbway',
    mbway_phone: '912345678',
  });
  const { payment } = attemptOf('mbway', 1, view.totals.total);
  return orderViewOf({ created: { order_uuid: MOCK_ORDER_UUID, cart_uuid: view.cart_uuid, status: 'paid', total: view.totals.total, payment }, request, view }, 'paid');
}

/** GET checkout, POST orders, GET order, POST payments, GET and POST-return payment, of one set of orders. */
export function checkoutHandlers({ cart: source = cart, guard, refuse, paymentStatus = 'pending', order: directOrder = paidOrderFixture() }: CheckoutMockOptions = {}) {
  const orders = new Map<string, MockOrder>();
  const answers = new Map<string, { body: string; status: number; answer: JsonBodyType }>();
  let refusalLeft = refuse;
  let attempts = 0;
  let nextOrder = 900;
  const shippingOf = (query: string | null) =>
    Object.fromEntries((query ?? '').split(',').filter(Boolean).map((pair) => pair.split(':') as [string, string]));

  const stateOf = (order: MockOrder, attempt: MockAttempt): PaymentState => {
    const current = order.attempts.at(-1) === attempt;
    const status: PaymentStatus = current ? paymentStatus : 'cancelled';
    return {
      transaction_id: attempt.transactionId,
      order_uuid: order.created.order_uuid,
      cart_uuid: order.created.cart_uuid,
      method: attempt.method,
      status,
      final: status !== 'pending',
      order_status: status === 'paid' ? 'paid' : status === 'pending' ? 'pending_payment' : status === 'declined' ? 'declined' : 'expired',
      amount: order.created.total,
      reference: attempt.method === 'multibanco' ? (order.created.payment.reference ?? null) : null,
      expires_at: attempt.expiresAt,
      redirect: status === 'paid' ? { url: orderSuccessPath(order.created.order_uuid, order.request.locale ?? 'pt', MOCK_ORDER_TOKEN) } : null,
    };
  };
  const findAttempt = (transactionId: string) => {
    for (const order of orders.values()) {
      const attempt = order.attempts.find((candidate) => candidate.transactionId === transactionId);
      if (attempt) return { order, attempt };
    }
    return null;
  };

  return [
    http.get(CHECKOUT_MOCK_PATHS.checkout, ({ params, request }) => {
      if (guard === 'notFound' || params.cartUuid !== source.cart_uuid) return json<MessageBody>({ message: CHECKOUT_MOCK_MESSAGES.cartNotFound }, 404);
      if (guard === 'notOpen') return json<CheckoutConflictBody>({ message: CHECKOUT_MOCK_MESSAGES.notOpen, code: 'CART_NOT_OPEN' }, 409);
      if (guard === 'empty' || source.items.length === 0) return json<ValidationErrorBody>({ message: CHECKOUT_MOCK_MESSAGES.empty, errors: { cart: [CHECKOUT_MOCK_MESSAGES.empty] } }, 422);
      return json<CheckoutResponse>({ data: checkoutViewOf(source, shippingOf(new URL(request.url).searchParams.get('shipping'))) });
    }),

    http.post(CHECKOUT_MOCK_PATHS.checkoutOrders, async ({ params, request }) => {
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) return json<ValidationErrorBody>({ message: CHECKOUT_MOCK_MESSAGES.keyRequired, errors: { idempotency_key: [CHECKOUT_MOCK_MESSAGES.keyRequired] } }, 422);
      const text = await request.text();
      const kept = answers.get(key);
      if (kept) {
        if (kept.body !== text) return json<ValidationErrorBody>({ message: CHECKOUT_MOCK_MESSAGES.keyReused, errors: { idempotency_key: [CHECKOUT_MOCK_MESSAGES.keyReused] } }, 422);
        return json(kept.answer, kept.status);
      }
      const keep = (status: number, answer: JsonBodyType) => {
        answers.set(key, { body: text, status, answer });
        return json(answer, status);
      };
      if (params.cartUuid !== source.cart_uuid) return keep(404, { message: CHECKOUT_MOCK_MESSAGES.cartNotFound });
      let parsed: ReturnType<typeof CheckoutOrderRequest.safeParse>;
      try {
        parsed = CheckoutOrderRequest.safeParse(JSON.parse(text));
      } catch {
        return json<ValidationErrorBody>({ message: 'The body is not JSON.', errors: { body: ['The body is not JSON.'] } }, 400);
      }
      if (!parsed.success) return issuesToErrors(parsed.error.issues);
      // The mocked customer has no store credit: it never covers the total.
      const method = parsed.data.payment_method;
      if (method === 'store_credit') return json<ValidationErrorBody>({ message: CHECKOUT_FIELD_MESSAGES.storeCreditShort, errors: { payment_method: [CHECKOUT_FIELD_MESSAGES.storeCreditShort] } }, 422);
      const refusal = refusalLeft;
      refusalLeft = undefined;
      const view = checkoutViewOf(source, parsed.data.shipping ?? {});
      if (refusal === 'PRICE_CHANGED') {
        const first = source.items[0]!;
        const current = round2(first.price + 1);
        return keep(409, {
          message: CHECKOUT_MOCK_MESSAGES.priceChanged,
          code: refusal,
          changes: [{ offer_id: first.offer_id, previous: first.price, current }],
          data: checkoutViewOf(source, parsed.data.shipping ?? {}, { [first.offer_id]: current }),
        } satisfies CheckoutConflictBody);
      }
      if (refusal === 'OUT_OF_STOCK') {
        return keep(409, { message: CHECKOUT_MOCK_MESSAGES.outOfStock, code: refusal, offer_id: source.items[0]!.offer_id, available: 0, data: view } satisfies CheckoutConflictBody);
      }
      if (refusal === 'COUPON_EXHAUSTED') return keep(409, { message: CHECKOUT_MOCK_MESSAGES.couponExhausted, code: refusal, data: view } satisfies CheckoutConflictBody);
      if (refusal === 'CART_NOT_OPEN') return keep(409, { message: CHECKOUT_MOCK_MESSAGES.notOpen, code: refusal } satisfies CheckoutConflictBody);
      const orderUuid = orders.size === 0 ? MOCK_ORDER_UUID : fixtureUuid((nextOrder += 1));
      const { attempt, payment } = attemptOf(method, (attempts += 1), view.totals.total);
      const created: OrderCreated = { order_uuid: orderUuid, cart_uuid: source.cart_uuid, status: 'pending_payment', total: view.totals.total, payment };
      orders.set(orderUuid, { created, request: parsed.data, view, attempts: [attempt] });
      return keep(201, { data: created } satisfies OrderCreatedResponse);
    }),

    http.get(CHECKOUT_MOCK_PATHS.order, ({ params }) => {
      const order = orders.get(String(params.orderUuid));
      if (order) {
        const state = stateOf(order, order.attempts.at(-1)!);
        return json<OrderResponse>({ data: orderViewOf(order, state.order_status) });
      }
      if (directOrder && directOrder.order_uuid === params.orderUuid) return json<OrderResponse>({ data: directOrder });
      return json<MessageBody>({ message: CHECKOUT_MOCK_MESSAGES.orderNotFound }, 404);
    }),

    http.post(CHECKOUT_MOCK_PATHS.orderPayments, async ({ params, request }) => {
      const order = orders.get(String(params.orderUuid));
      if (!order) return json<MessageBody>({ message: CHECKOUT_MOCK_MESSAGES.orderNotFound }, 404);
      const parsed = OrderPaymentRequest.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return issuesToErrors(parsed.error.issues);
      const { attempt, payment } = attemptOf(parsed.data.method, (attempts += 1), order.created.total);
      order.attempts.push(attempt);
      order.created = { ...order.created, payment };
      return json<OrderCreatedResponse>({ data: order.created }, 201);
    }),

    http.get(CHECKOUT_MOCK_PATHS.payment, ({ params }) => {
      const found = findAttempt(String(params.transactionId));
      return found ? json<PaymentStateResponse>({ data: stateOf(found.order, found.attempt) }) : json<MessageBody>({ message: CHECKOUT_MOCK_MESSAGES.paymentNotFound }, 404);
    }),

    http.post(CHECKOUT_MOCK_PATHS.paymentReturn, ({ params }) => {
      const found = findAttempt(String(params.transactionId));
      return found ? json<PaymentStateResponse>({ data: stateOf(found.order, found.attempt) }) : json<MessageBody>({ message: CHECKOUT_MOCK_MESSAGES.paymentNotFound }, 404);
    }),
  ];
}
