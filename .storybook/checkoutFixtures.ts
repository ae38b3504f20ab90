/**
 * Checkout, payment and order states for the purchase pieces' stories, valid against contract/checkout.ts
 * and contract/order.ts: two sellers (the official store and a marketplace seller), a coupon, a price
 * change and a stock issue, an MB WAY window and a Multibanco reference.
 */
import type { CheckoutLine, CheckoutTotals, MultibancoReference, OrderView, PaymentMethodOption, SellerGroup } from '../contract';
import { orderNumberOf } from '../contract/realtime-channels';
import { LONGEST_FRENCH_NAME } from '../mocks/fixtures';
import { productImage } from '../mocks/fixtures/media';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CART_UUID = uuid(600);
export const ORDER_UUID = '7f3a9c2e-5b1d-4e8f-9a6c-0d2b4e6f8a1c';
/** §8 its number, as the pages pass it. */
export const ORDER_NUMBER = orderNumberOf(ORDER_UUID);
/** A fixed 'now' for the countdowns: the MB WAY window ends four minutes after it. */
export const NOW = Date.parse('2026-11-27T15:00:00Z');
export const frozenNow = () => NOW;

export function checkoutLine(offerId: number, name: string, hue: number, overrides: Partial<CheckoutLine> = {}): CheckoutLine {
  const quantity = overrides.quantity ?? 1;
  const unit = overrides.unit_price ?? 29.9;
  return {
    offer_id: offerId,
    offer_uuid: uuid(700 + offerId),
    variant_uuid: uuid(800 + offerId),
    product_slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    brand: 'Lusitana',
    size: 'M',
    color: 'Azul',
    image: productImage(name.slice(0, 12), hue),
    quantity,
    unit_price: unit,
    original_price: unit,
    line_total: Math.round(unit * quantity * 100) / 100,
    price_change: null,
    stock_issue: null,
    ...overrides,
  };
}

const standard = (fee: number, estimate = '2-4') => ({ code: 'standard', name: 'Normal', price: 3.99, fee, free: fee === 0, delivery_estimate: estimate });
const express = (estimate = '1-2') => ({ code: 'express', name: 'Expresso', price: 6.99, fee: 6.99, free: false, delivery_estimate: estimate });

export function officialGroup(lines: CheckoutLine[] = [checkoutLine(1, 'Camisola de malha', 210, { quantity: 2, unit_price: 24.9, original_price: 34.9 }), checkoutLine(2, 'Calças de ganga', 30)]): SellerGroup {
  return {
    seller_id: 1,
    seller_name: 'Loja Oficial',
    is_official: true,
    seller_rating: 4.8,
    lines,
    subtotal: Math.round(lines.reduce((sum, line) => sum + line.line_total, 0) * 100) / 100,
    shipping_methods: [standard(0), express()],
    selected_method: 'standard',
    shipping_fee: 0,
    delivery_estimate: '2-4',
  };
}

export function marketplaceGroup(lines: CheckoutLine[] = [checkoutLine(3, 'Ténis de corrida', 120, { unit_price: 59.9 })]): SellerGroup {
  return {
    seller_id: 7,
    seller_name: 'Sapataria Douro',
    is_official: false,
    seller_rating: 4.4,
    lines,
    subtotal: Math.round(lines.reduce((sum, line) => sum + line.line_total, 0) * 100) / 100,
    shipping_methods: [standard(3.99, '3-5'), express('2-3')],
    selected_method: 'standard',
    shipping_fee: 3.99,
    delivery_estimate: '3-5',
  };
}

export const twoGroups = (): SellerGroup[] => [officialGroup(), marketplaceGroup()];

/** Totals of the groups as the server computes them: VAT (23 %) inside the total, a discount taken off the goods. */
export function totalsOf(groups: readonly SellerGroup[], discount = 0, storeCredit = 0): CheckoutTotals {
  const subtotal = Math.round(groups.reduce((sum, group) => sum + group.subtotal, 0) * 100) / 100;
  const shipping = Math.round(groups.reduce((sum, group) => sum + group.shipping_fee, 0) * 100) / 100;
  const total = Math.round((subtotal - discount + shipping - storeCredit) * 100) / 100;
  return {
    currency: 'EUR',
    items_count: groups.reduce((sum, group) => sum + group.lines.reduce((n, line) => n + line.quantity, 0), 0),
    subtotal,
    discount,
    shipping,
    store_credit: storeCredit,
    vat_included: Math.round((total - total / 1.23) * 100) / 100,
    total,
  };
}

/** The lines after the server's re-read: one cheaper, one dearer, one short of stock. */
export function changedGroups(): SellerGroup[] {
  return [
    officialGroup([
      checkoutLine(1, 'Camisola de malha', 210, { quantity: 2, unit_price: 22.9, original_price: 34.9, price_change: { previous: 24.9, current: 22.9 } }),
      checkoutLine(2, 'Calças de ganga', 30, { unit_price: 32.9, price_change: { previous: 29.9, current: 32.9 } }),
    ]),
    marketplaceGroup([checkoutLine(3, 'Ténis de corrida', 120, { quantity: 3, unit_price: 59.9, stock_issue: { status: 'insufficient', available: 1 } })]),
  ];
}

/** One line whose name is the longest French product name of the fixtures. */
export function longFrenchGroups(): SellerGroup[] {
  return [officialGroup([checkoutLine(1, LONGEST_FRENCH_NAME, 280, { quantity: 2, unit_price: 89.9 })]), marketplaceGroup()];
}

export const PAYMENT_METHODS: PaymentMethodOption[] = [
  { method: 'mbway', window_seconds: 240 },
  { method: 'multibanco', window_seconds: 72 * 3600 },
];

export const MBWAY_EXPIRES_AT = new Date(NOW + 240_000).toISOString();

export const REFERENCE: MultibancoReference = {
  entity: '21312',
  reference: '123456789',
  amount: 112.69,
  expires_at: '2026-11-30T15:00:00Z',
};

export function orderView(status: OrderView['status'] = 'paid', groups: readonly SellerGroup[] = twoGroups()): OrderView {
  const totals = totalsOf(groups);
  const lines = groups.flatMap((group) =>
    group.lines.map((line) => ({
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
      seller_id: group.seller_id,
    })),
  );
  return {
    order_uuid: ORDER_UUID,
    number: ORDER_UUID.slice(0, 8),
    status,
    cart_uuid: CART_UUID,
    locale: 'pt',
    created_at: '2026-11-27T14:58:00Z',
    paid_at: status === 'paid' ? '2026-11-27T15:00:30Z' : null,
    contact: { email: 'ana.silva@example.pt', name: 'Ana Silva', phone: '912345678' },
    shipping_address: { street: 'Rua das Flores 12, 3.º Esq.', postal_code: '4050-262', city: 'Porto', district: null, country: 'PT' },
    nif: null,
    currency: 'EUR',
    subtotal: totals.subtotal,
    discount: totals.discount,
    shipping: totals.shipping,
    store_credit: 0,
    vat_included: totals.vat_included,
    total: totals.total,
    coupon: null,
    lines,
    shipments: groups.map((group) => ({
      seller_id: group.seller_id,
      seller_name: group.seller_name,
      method: { code: group.selected_method, name: group.shipping_methods.find((m) => m.code === group.selected_method)?.name ?? '' },
      fee: group.shipping_fee,
      delivery_estimate: group.delivery_estimate,
      status: status === 'paid' ? 'to_ship' : 'awaiting_payment',
      lines: lines.filter((line) => line.seller_id === group.seller_id),
    })),
    payment: { transaction_id: 'tx-story-1', method: 'mbway', status: status === 'paid' ? 'paid' : 'pending', reference: null, expires_at: MBWAY_EXPIRES_AT, refund: null },
  };
}
