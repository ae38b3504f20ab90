import { describe, expect, it } from 'vitest';
import { CheckoutOrderRequest, OrderCreatedResponse, CHECKOUT_API_PATHS, orderSuccessPath, vatIncluded } from './checkout';
import { OrderPaymentRequest, OrderResponse, PaymentStateResponse } from './order';
import { PaymentProgressMessage } from './realtime';
import { uuid } from './test-examples';

const body = {
  email: 'ana@example.test',
  name: 'Ana Silva',
  phone: '912 345 678',
  shipping_address: { street: 'Rua Augusta 1', postal_code: '1100-048', city: 'Lisboa', country: 'PT' },
  payment_method: 'mbway',
  mbway_phone: '+351 912 345 678',
};

const issuesOf = (value: unknown) =>
  CheckoutOrderRequest.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('POST /v1/checkout/{cartUuid}/orders body', () => {
  it('accepts the fixed body and normalises the phones, postal code and NIF', () => {
    const parsed = CheckoutOrderRequest.parse({ ...body, nif: 'PT 123456789', shipping_address: { ...body.shipping_address, postal_code: '1100048' } });
    expect(parsed.phone).toBe('912345678');
    expect(parsed.mbway_phone).toBe('912345678');
    expect(parsed.nif).toBe('123456789');
    expect(parsed.shipping_address.postal_code).toBe('1100-048');
  });

  it.each([
    ['an invalid postal code', { shipping_address: { ...body.shipping_address, postal_code: '1100' } }, 'shipping_address.postal_code'],
    ['a country outside Portugal', { shipping_address: { ...body.shipping_address, country: 'ES' } }, 'shipping_address.country'],
    ['a NIF with a wrong check digit', { nif: '123456780' }, 'nif'],
    ['an MB WAY phone that is not a mobile', { mbway_phone: '212345678' }, 'mbway_phone'],
    ['MB WAY without a phone', { mbway_phone: undefined }, 'mbway_phone'],
    ['an unknown payment method', { payment_method: 'card' }, 'payment_method'],
    ['a price sent by the client', { total: 1 }, ''],
    ['an e-mail that is not one', { email: 'ana' }, 'email'],
  ])('names the field of %s', (_rule, change, field) => {
    expect(issuesOf({ ...body, ...change })).toContain(field);
  });

  it('Multibanco needs no phone', () => {
    expect(issuesOf({ ...body, payment_method: 'multibanco', mbway_phone: undefined })).toEqual([]);
  });

  it('a new attempt with MB WAY needs its phone', () => {
    expect(OrderPaymentRequest.safeParse({ method: 'mbway' }).success).toBe(false);
    expect(OrderPaymentRequest.parse({ method: 'multibanco' })).toEqual({ method: 'multibanco' });
  });
});

describe('answers', () => {
  const payment = {
    transaction_id: 's2bfw1g1P1siCSUjVPP8',
    method: 'multibanco',
    status: 'pending',
    reference: { entity: '24000', reference: '123456789', amount: 49.9, expires_at: '2026-12-01T10:00:00+00:00' },
    expires_at: '2026-12-01T10:00:00+00:00',
  };

  it('201 carries the order uuid, its status, total and payment with the reference', () => {
    const created = { data: { order_uuid: uuid(1), cart_uuid: uuid(2), status: 'pending_payment', total: 49.9, payment } };
    expect(OrderCreatedResponse.parse(created)).toEqual(created);
  });

  it('a reference is 5 + 9 digits', () => {
    const bad = { ...payment, reference: { ...payment.reference, reference: '123 456 789' } };
    expect(OrderCreatedResponse.safeParse({ data: { order_uuid: uuid(1), cart_uuid: uuid(2), status: 'pending_payment', total: 1, payment: bad } }).success).toBe(false);
  });

  it('an order view has its shipments per seller with lines and estimate', () => {
    const line = { offer_id: 1, offer_uuid: uuid(3), product_slug: 'vestido', name: 'Vestido', brand: null, size: 'M', color: 'Azul', image: null, quantity: 1, unit_price: 45.91, line_total: 45.91, seller_id: 1 };
    const order = {
      order_uuid: uuid(1),
      number: uuid(1).slice(0, 8),
      status: 'paid',
      cart_uuid: uuid(2),
      locale: 'pt',
      created_at: '2026-12-01T10:00:00+00:00',
      paid_at: '2026-12-01T10:01:00+00:00',
      contact: { email: 'ana@example.test', name: 'Ana', phone: '912345678' },
      shipping_address: body.shipping_address,
      nif: null,
      currency: 'EUR',
      subtotal: 45.91,
      discount: 0,
      shipping: 3.99,
      store_credit: 0,
      vat_included: 9.33,
      total: 49.9,
      coupon: null,
      lines: [line],
      shipments: [{ seller_id: 1, seller_name: 'Loja Oficial', method: { code: 'standard', name: 'Entrega standard' }, fee: 3.99, delivery_estimate: '2-4', status: 'to_ship', lines: [line] }],
      payment: { ...payment, status: 'paid', refund: null },
    };
    expect(OrderResponse.parse({ data: order }).data.shipments[0]!.delivery_estimate).toBe('2-4');
  });

  it('a payment state says whether it is final and where to go', () => {
    const state = { transaction_id: 'abc', order_uuid: uuid(1), cart_uuid: uuid(2), method: 'mbway', status: 'paid', final: true, order_status: 'paid', amount: 10, reference: null, expires_at: '2026-12-01T10:04:00+00:00', redirect: { url: `/order/success/${uuid(1)}` } };
    expect(PaymentStateResponse.parse({ data: state })).toEqual({ data: state });
  });

  it('payment progress arrives as JSON or an object', () => {
    const progress = { order_uuid: uuid(1), transaction_id: 'abc', method: 'mbway', status: 'waiting_approval', reference: null, expires_at: '2026-12-01T10:04:00+00:00', redirect: null };
    expect(PaymentProgressMessage.parse(JSON.stringify(progress))).toEqual(progress);
    expect(PaymentProgressMessage.safeParse({ ...progress, status: 'approved' }).success).toBe(false);
  });
});

describe('paths and money', () => {
  it('names the checkout, order and payment paths', () => {
    expect(CHECKOUT_API_PATHS.checkoutOrders(uuid(2))).toBe(`/v1/checkout/${uuid(2)}/orders`);
    expect(CHECKOUT_API_PATHS.orderPayments(uuid(1))).toBe(`/v1/orders/${uuid(1)}/payments`);
    expect(CHECKOUT_API_PATHS.paymentReturn('abc')).toBe('/v1/payments/abc/return');
  });
  it('the success page is in the order language', () => {
    expect(orderSuccessPath(uuid(1))).toBe(`/order/success/${uuid(1)}`);
    expect(orderSuccessPath(uuid(1), 'fr')).toBe(`/fr/order/success/${uuid(1)}`);
  });
  it('shows the 23 % VAT inside a VAT-included amount', () => {
    expect(vatIncluded(123)).toBe(23);
    expect(vatIncluded(49.9)).toBe(9.33);
  });
});
