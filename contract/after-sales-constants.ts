/**
 * After-sales vocabulary without zod (the storefront's first load may import it): fulfilment of a
 * shipment, return requests and their refunds, and the paths of the account and operator calls.
 */

/** What an operator moves a paid shipment to, in order; a shipment only moves forward. */
export const SHIPMENT_MOVES = ['preparing', 'shipped', 'delivered'] as const;
export type ShipmentMoveStatus = (typeof SHIPMENT_MOVES)[number];

/** The EU right of withdrawal: a return is asked for within this many days of the shipment's delivery. */
export const RETURN_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;
/** A withdrawal is refunded within this many days of the request (Decreto-Lei 24/2014 art. 12, Directive 2011/83/EU art. 13). */
export const REFUND_DEADLINE_DAYS = 14;
/** The legal guarantee of conformity of goods, from delivery (Decreto-Lei 84/2021 art. 12). */
export const LEGAL_GUARANTEE_YEARS = 3;

/** The last moment a delivered shipment's lines may be asked back. */
export function returnDeadline(deliveredAt: string | Date): Date {
  return new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Whether a shipment delivered at `deliveredAt` is still inside the withdrawal window at `now`. */
export function withinReturnWindow(deliveredAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  return deliveredAt != null && now.getTime() <= returnDeadline(deliveredAt).getTime();
}

export const RETURN_REASONS = ['wrong_size', 'not_as_described', 'damaged', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/**
 * The reasons that say the item is at fault (the legal guarantee's, not the right of withdrawal's). A return
 * with any other reason is a withdrawal: withdrawing every item of a parcel also gives back its delivery.
 */
export const FAULTY_RETURN_REASONS = ['not_as_described', 'damaged'] as const satisfies readonly ReturnReason[];
export const isFaultyReturnReason = (reason: ReturnReason): boolean => (FAULTY_RETURN_REASONS as readonly ReturnReason[]).includes(reason);

/** `original`: back through the payment the order was paid with; `store_credit`: credit in the account. */
export const REFUND_METHODS = ['original', 'store_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** requested → approved → received → refunded, each step once and in order; rejected from any step before refunded. */
export const RETURN_STATUSES = ['requested', 'approved', 'received', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** The steps of the happy path, in order (the timeline the customer sees). */
export const RETURN_STEPS = ['requested', 'approved', 'received', 'refunded'] as const satisfies readonly ReturnStatus[];

/** The operator's move from `current` to `next` is allowed: the next step of the path, or a rejection before the refund. */
export function returnMoveAllowed(current: ReturnStatus, next: ReturnStatus): boolean {
  if (next === 'rejected') return current !== 'refunded' && current !== 'rejected';
  const at = (RETURN_STEPS as readonly ReturnStatus[]).indexOf(current);
  return at >= 0 && RETURN_STEPS[at + 1] === next;
}

/** The number a return goes by (the shopper writes it on the parcel): its uuid's first eight characters after an R. */
export const returnNumberOf = (returnUuid: string) => `R-${returnUuid.slice(0, 8).toUpperCase()}`;

/** A note a customer adds to a return request, at most this long. */
export const RETURN_NOTE_MAX = 1000;

export const AFTER_SALES_API_PATHS = {
  invoice: (orderUuid: string) => `/v1/account/orders/${orderUuid}/invoice`,
  orderReturns: (orderUuid: string) => `/v1/account/orders/${orderUuid}/returns`,
  adminShipment: (orderUuid: string, sellerId: number | string) => `/v1/admin/orders/${orderUuid}/shipments/${sellerId}`,
  adminReturn: (returnUuid: string) => `/v1/admin/returns/${returnUuid}`,
} as const;

/** The invoice's file name: the order's number, so a customer's downloads stay apart. */
export const invoiceFileName = (orderNumber: string) => `invoice-${orderNumber}.pdf`;
