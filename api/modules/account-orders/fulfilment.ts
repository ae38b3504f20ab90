import type { FulfilmentEvent, FulfilmentStatus, OrderStatus, ShipmentFulfilment } from '../../../contract';

/** What the order says of a parcel's life: its status and the moments it moved. */
export type OrderMoments = {
  status: OrderStatus;
  created_at: Date;
  paid_at: Date | null;
  cancelled_at: Date | null;
  /** End of the payment window the order waited on. */
  expires_at: Date;
  /** The order row's last write: when a declined payment (or a cancel without its own time) ended it. */
  updated_at: Date;
  /** The payment was given back (paid after expiry with the stock gone), and when. */
  refund: { at: Date | null } | null;
};

/** What the operator wrote on the shipment (null status: paid, not started yet). */
export type ShipmentMoments = {
  fulfilment_status: string | null;
  carrier: string | null;
  tracking_number: string | null;
  preparing_at: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const WORKED_STATUSES = ['preparing', 'shipped', 'delivered'] as const satisfies readonly FulfilmentStatus[];

/**
 * A parcel's fulfilment and its timeline: placed (waiting for payment) → paid (to ship) → preparing →
 * shipped → delivered, each with the time it happened; or the end the order came to unpaid (cancelled,
 * expired, declined) or refunded. A later step without a recorded time is left out rather than invented.
 */
export function fulfilmentOf(order: OrderMoments, shipment: ShipmentMoments): ShipmentFulfilment {
  const timeline: FulfilmentEvent[] = [{ status: 'pending_payment', at: iso(order.created_at) }];
  const step = (status: FulfilmentStatus, at: Date | null) => {
    if (at !== null) timeline.push({ status, at: iso(at) });
  };
  const shipped = { carrier: shipment.carrier, tracking_number: shipment.tracking_number };
  const none = { carrier: null, tracking_number: null };
  const paid = order.status === 'paid' || order.status === 'paid_after_expiry';
  step('paid', paid ? order.paid_at : null);
  if (paid && order.refund) {
    step('refunded', order.refund.at ?? order.paid_at);
    return { status: 'refunded', ...none, timeline };
  }
  if (paid) {
    step('preparing', shipment.preparing_at);
    step('shipped', shipment.shipped_at);
    step('delivered', shipment.delivered_at);
    const worked = WORKED_STATUSES.find((status) => status === shipment.fulfilment_status);
    return { status: worked ?? 'paid', ...(worked === 'shipped' || worked === 'delivered' ? shipped : none), timeline };
  }
  switch (order.status) {
    case 'pending_payment':
      return { status: 'pending_payment', ...none, timeline };
    case 'cancelled':
      step('cancelled', order.cancelled_at ?? order.updated_at);
      return { status: 'cancelled', ...none, timeline };
    case 'expired':
      step('expired', order.expires_at < order.updated_at ? order.expires_at : order.updated_at);
      return { status: 'expired', ...none, timeline };
    default:
      step('declined', order.updated_at);
      return { status: 'declined', ...none, timeline };
  }
}
