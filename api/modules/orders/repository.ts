import {
  CURRENCY,
  orderNumberOf,
  type Locale,
  type MultibancoReference,
  type OrderLine,
  type OrderStatus,
  type OrderView,
  type PaymentMethod,
  type PaymentStatus,
  type OrderRefund,
  type RefundStatus,
  type ShipmentStatus,
  type ShippingAddress,
} from '../../../contract';
import type { Query } from '../../db/client';

/** The SQL of orders, their lines, shipments and payment attempts; statements take the caller's `Query`. */

export type OrderRow = {
  id: number;
  uuid: string;
  cart_id: number | null;
  cart_uuid: string;
  cart_version: number;
  customer_id: number | null;
  session_id: string;
  status: OrderStatus;
  locale: Locale;
  email: string;
  name: string;
  phone: string;
  shipping_address: ShippingAddress;
  nif: string | null;
  subtotal: number;
  discount: number;
  shipping: number;
  store_credit: number;
  vat_included: number;
  total: number;
  discount_id: number | null;
  coupon_code: string | null;
  coupon_claimed: boolean;
  current_attempt_id: number | null;
  tracking_id: string | null;
  expires_at: Date;
  paid_at: Date | null;
  created_at: Date;
};

export const ORDER_COLUMNS = `o.id, o.uuid, o.cart_id, o.cart_uuid, o.cart_version, o.customer_id, o.session_id, o.status, o.locale,
  o.email, o.name, o.phone, o.shipping_address, o.nif, o.subtotal::float8 as subtotal, o.discount::float8 as discount,
  o.shipping::float8 as shipping, o.store_credit::float8 as store_credit, o.vat_included::float8 as vat_included,
  o.total::float8 as total, o.discount_id, o.coupon_code, o.coupon_claimed, o.current_attempt_id, o.tracking_id,
  o.expires_at, o.paid_at, o.created_at`;

export type AttemptStatus = PaymentStatus;

export type AttemptRow = {
  id: number;
  order_id: number;
  merchant_transaction_id: string;
  transaction_id: string | null;
  transaction_signature: string | null;
  method: PaymentMethod;
  status: AttemptStatus;
  amount: number;
  currency: string;
  mbway_phone: string | null;
  reference: MultibancoReference | null;
  expires_at: Date;
  flagged_at: Date | null;
  last_status_at: Date | null;
  created_at: Date;
};

export const ATTEMPT_COLUMNS = `a.id, a.order_id, a.merchant_transaction_id, a.transaction_id, a.transaction_signature, a.method, a.status,
  a.amount::float8 as amount, a.currency, a.mbway_phone, a.reference, a.expires_at, a.flagged_at,
  a.last_status_at, a.created_at`;

/** One refund of a payment attempt (table payment_refunds). */
export type RefundRow = {
  id: number;
  attempt_id: number;
  return_id: number | null;
  amount: number;
  reason: OrderRefund['reason'];
  status: 'pending' | 'processing' | 'refunded' | 'failed';
};

/** The refunds of an attempt, oldest first. */
export async function refundsOfAttempt(query: Query, attemptId: number): Promise<RefundRow[]> {
  return query<RefundRow>(
    `select id, attempt_id, return_id, amount::float8 as amount, reason, status from payment_refunds where attempt_id = $1 order by id`,
    [attemptId],
  );
}

/** A refund decided inside the caller's transaction, pending until `settleRefund` sends it after the commit; answers its id. */
export async function recordRefund(
  query: Query,
  refund: { attemptId: number; amount: number; reason: OrderRefund['reason']; returnId?: number },
): Promise<number> {
  const [row] = await query<{ id: number }>(`insert into payment_refunds (attempt_id, return_id, amount, reason) values ($1, $2, $3, $4) returning id`, [
    refund.attemptId,
    refund.returnId ?? null,
    refund.amount,
    refund.reason,
  ]);
  return row!.id;
}

/** What refunds add up to, in cents (failed ones included: still owed). */
export const refundsTotalCents = (refunds: Pick<RefundRow, 'amount'>[]): number => refunds.reduce((sum, refund) => sum + Math.round(refund.amount * 100), 0);

/** The whole payment goes back: the shop could not honour it (paid after expiry with nothing left, or paid twice). */
export const wholePaymentRefund = (refunds: RefundRow[]): RefundRow | null => refunds.find((refund) => refund.reason !== 'return') ?? null;

export async function lockOrderByUuid(query: Query, uuid: string): Promise<OrderRow | null> {
  const [row] = await query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.uuid = $1 for update`, [uuid]);
  return row ?? null;
}

export async function lockOrderById(query: Query, id: number): Promise<OrderRow> {
  const [row] = await query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.id = $1 for update`, [id]);
  return row!;
}

export async function orderById(query: Query, id: number): Promise<OrderRow> {
  const [row] = await query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.id = $1`, [id]);
  return row!;
}

export async function orderByUuid(query: Query, uuid: string): Promise<OrderRow | null> {
  const [row] = await query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.uuid = $1`, [uuid]);
  return row ?? null;
}

export async function attemptById(query: Query, id: number): Promise<AttemptRow | null> {
  const [row] = await query<AttemptRow>(`select ${ATTEMPT_COLUMNS} from payment_attempts a where a.id = $1`, [id]);
  return row ?? null;
}

export async function attemptByTransactionId(query: Query, transactionId: string): Promise<AttemptRow | null> {
  const [row] = await query<AttemptRow>(`select ${ATTEMPT_COLUMNS} from payment_attempts a where a.transaction_id = $1`, [transactionId]);
  return row ?? null;
}

/** What an order line keeps of the offer as the shopper saw it. */
export type LineDetails = Pick<OrderLine, 'offer_uuid' | 'product_slug' | 'name' | 'brand' | 'size' | 'color' | 'image'> & {
  variant_uuid: string;
  product_id: number;
  /** Kept since orders carry the §3 product tracking fields; absent from older orders. */
  product_uuid?: string;
  ean?: string | null;
  category?: string | null;
  original_price?: number;
};

export type StoredOrderLine = { offer_id: number; quantity: number; unit_price: number; line_total: number; seller_id: number; details: LineDetails };

export async function linesOfOrder(query: Query, orderId: number): Promise<StoredOrderLine[]> {
  return query<StoredOrderLine>(
    `select l.offer_id, l.quantity, l.unit_price::float8 as unit_price, l.line_total::float8 as line_total, s.seller_id, l.details
     from order_lines l join shipments s on s.id = l.shipment_id where l.order_id = $1 order by l.id`,
    [orderId],
  );
}

type ShipmentRow = { id: number; seller_id: number; seller_name: string; method_code: string; method_name: string; fee: number; min_days: number; max_days: number };

async function shipmentsOf(query: Query, orderId: number): Promise<ShipmentRow[]> {
  return query<ShipmentRow>(
    `select id, seller_id, seller_name, method_code, method_name, fee::float8 as fee, min_days, max_days from shipments where order_id = $1 order by id`,
    [orderId],
  );
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A shipment follows its order: waiting while unpaid, to ship once paid (and kept), cancelled when it ends unpaid or is refunded. */
function shipmentStatusOf(order: Pick<OrderRow, 'status'>, refunded: boolean): ShipmentStatus {
  if (order.status === 'paid' || (order.status === 'paid_after_expiry' && !refunded)) return 'to_ship';
  if (order.status === 'pending_payment') return 'awaiting_payment';
  return 'cancelled';
}

/**
 * What the customer reads of an attempt's refunds, one line for all of them: their total, pending while any
 * is still under way, failed when the gateway refused one, refunded when every one went through; the reason
 * of a whole-payment refund when there is one, else `return`.
 */
export function refundOf(refunds: RefundRow[]): OrderView['payment']['refund'] {
  if (refunds.length === 0) return null;
  const statuses = new Set(refunds.map((refund) => refund.status));
  const status: RefundStatus = statuses.has('pending') || statuses.has('processing') ? 'pending' : statuses.has('failed') ? 'failed' : 'refunded';
  return { status, amount: refundsTotalCents(refunds) / 100, reason: wholePaymentRefund(refunds)?.reason ?? 'return' };
}

export function paymentOf(attempt: AttemptRow): Omit<OrderView['payment'], 'refund'> {
  return {
    transaction_id: attempt.transaction_id,
    method: attempt.method,
    status: attempt.status,
    reference: attempt.reference,
    expires_at: iso(attempt.expires_at),
  };
}

/** §3 Order as its owner reads it: lines at their placed prices, one shipment per seller, the current payment. */
export async function viewOrder(query: Query, order: OrderRow): Promise<OrderView> {
  const lines = await linesOfOrder(query, order.id);
  const shipments = await shipmentsOf(query, order.id);
  const attempt = order.current_attempt_id === null ? null : await attemptById(query, order.current_attempt_id);
  // A paid order's refunds live on the attempt that paid it; a duplicate payment's on another attempt.
  const refunds = attempt ? await refundsOfAttempt(query, attempt.id) : [];
  const whole = wholePaymentRefund(refunds);
  const orderLines: OrderLine[] = lines.map((line) => ({
    offer_id: line.offer_id,
    offer_uuid: line.details.offer_uuid,
    product_slug: line.details.product_slug,
    name: line.details.name,
    brand: line.details.brand,
    size: line.details.size,
    color: line.details.color,
    image: line.details.image,
    quantity: line.quantity,
    unit_price: line.unit_price,
    line_total: line.line_total,
    seller_id: line.seller_id,
    ...(line.details.variant_uuid ? { variant_uuid: line.details.variant_uuid } : {}),
    ...(line.details.product_uuid ? { product_uuid: line.details.product_uuid } : {}),
    ...(line.details.ean === undefined ? {} : { ean: line.details.ean }),
    ...(line.details.category === undefined ? {} : { category: line.details.category }),
    ...(line.details.original_price === undefined ? {} : { original_price: line.details.original_price }),
  }));
  const status = shipmentStatusOf(order, whole?.reason === 'paid_after_expiry' && whole.status !== 'failed');
  return {
    order_uuid: order.uuid,
    number: orderNumberOf(order.uuid),
    status: order.status,
    cart_uuid: order.cart_uuid,
    locale: order.locale,
    created_at: iso(order.created_at),
    paid_at: order.paid_at ? iso(order.paid_at) : null,
    contact: { email: order.email, name: order.name, phone: order.phone },
    shipping_address: order.shipping_address,
    nif: order.nif,
    currency: CURRENCY,
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    store_credit: order.store_credit,
    vat_included: order.vat_included,
    total: order.total,
    coupon: order.coupon_code ? { code: order.coupon_code, amount: order.discount } : null,
    lines: orderLines,
    shipments: shipments.map((shipment) => ({
      seller_id: shipment.seller_id,
      seller_name: shipment.seller_name,
      method: { code: shipment.method_code, name: shipment.method_name },
      fee: shipment.fee,
      delivery_estimate: `${shipment.min_days}-${shipment.max_days}`,
      status,
      lines: orderLines.filter((line) => line.seller_id === shipment.seller_id),
    })),
    payment: attempt
      ? { ...paymentOf(attempt), refund: refundOf(refunds) }
      : { transaction_id: null, method: 'multibanco', status: 'failed', reference: null, expires_at: iso(order.expires_at), refund: null },
  };
}
