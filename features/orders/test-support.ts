import { uuid } from '../../contract/test-examples';
import type { AccountOrderListResponse, AccountOrderSummary, AccountOrderView, OrderStatus, ReorderResult } from '../../contract';

/** The account's orders as the API answers them, for the model's tests (the workbench has its own in mocks/). */

const ORDER_UUID = uuid(4100);
const line = { offer_id: 11, offer_uuid: uuid(4111), product_slug: 'vestido-midi', name: 'Vestido midi', brand: 'Lusitana', size: 'M', color: 'Azul', image: null, quantity: 1, unit_price: 39.9, line_total: 39.9, seller_id: 1 };

/** One order of the customer at `status`, its single parcel shipped when `shipped`. */
export function accountOrder(status: OrderStatus = 'paid', options: { shipped?: boolean } = {}): AccountOrderView {
  const placed = { status: 'pending_payment' as const, at: '2026-11-20T10:00:00+00:00' };
  const paid = status === 'paid';
  const timeline = paid ? [placed, { status: 'paid' as const, at: '2026-11-20T10:05:00+00:00' }, ...(options.shipped ? [{ status: 'shipped' as const, at: '2026-11-21T10:00:00+00:00' }] : [])] : [placed];
  return {
    order_uuid: ORDER_UUID,
    number: ORDER_UUID.slice(0, 8),
    status,
    cart_uuid: uuid(4101),
    locale: 'pt',
    created_at: placed.at,
    paid_at: paid ? '2026-11-20T10:05:00+00:00' : null,
    contact: { email: 'ana@example.com', name: 'Ana Silva', phone: '912345678' },
    shipping_address: { street: 'Rua Augusta 100', postal_code: '1100-053', city: 'Lisboa', district: null, country: 'PT' },
    nif: null,
    currency: 'EUR',
    subtotal: 39.9,
    discount: 0,
    shipping: 3.99,
    store_credit: 0,
    vat_included: 8.21,
    total: 43.89,
    coupon: null,
    lines: [line],
    shipments: [
      {
        seller_id: 1,
        seller_name: 'Loja Oficial',
        method: { code: 'standard', name: 'Entrega standard' },
        fee: 3.99,
        delivery_estimate: '2-4',
        status: paid ? 'to_ship' : status === 'pending_payment' ? 'awaiting_payment' : 'cancelled',
        lines: [line],
        is_official: true,
        fulfilment: { status: options.shipped ? 'shipped' : paid ? 'paid' : status === 'pending_payment' ? 'pending_payment' : 'cancelled', carrier: options.shipped ? 'CTT' : null, tracking_number: options.shipped ? 'EA123456789PT' : null, timeline },
      },
    ],
    payment: { transaction_id: 'tx-1', method: 'multibanco', status: paid ? 'paid' : status === 'pending_payment' ? 'pending' : 'expired', reference: null, expires_at: '2026-11-23T10:00:00+00:00', refund: null },
    cancelled_at: status === 'cancelled' ? '2026-11-20T11:00:00+00:00' : null,
    can_cancel: status === 'pending_payment',
    can_pay: status === 'expired' || status === 'declined',
  };
}

const STATUSES: OrderStatus[] = ['pending_payment', 'paid', 'cancelled', 'expired', 'paid', 'declined', 'paid'];

export function orderSummaries(count: number): AccountOrderSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    uuid: uuid(4200 + index),
    number: uuid(4200 + index).slice(0, 8),
    status: STATUSES[index % STATUSES.length]!,
    created_at: new Date(Date.parse('2026-11-20T10:00:00Z') - index * 86_400_000).toISOString(),
    total: 43.89,
    item_count: 1,
    images: [],
    method: 'multibanco',
  }));
}

/** A page of ten in the Laravel envelope (only what the model reads is filled in with care). */
export function orderPage(orders: readonly AccountOrderSummary[], page = 1): AccountOrderListResponse {
  const lastPage = Math.max(1, Math.ceil(orders.length / 10));
  const path = 'http://api.test/v1/account/orders';
  return {
    data: orders.slice((page - 1) * 10, page * 10),
    links: { first: `${path}?page=1`, last: `${path}?page=${lastPage}`, prev: null, next: null },
    meta: { current_page: page, from: null, last_page: lastPage, links: [], path, per_page: 10, to: null, total: orders.length },
  };
}

export function reorderResult(sessionId: string): ReorderResult {
  return { cart_uuid: uuid(4300), session_id: sessionId, added: [{ offer_id: 11, name: 'Vestido midi', quantity: 1, ordered: 1 }], gone: [] };
}
