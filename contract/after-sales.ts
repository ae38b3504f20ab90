import { z } from 'zod';
import { IsoDateTime, Money, Uuid } from './common';
import {
  SHIPMENT_MOVES,
  REFUND_METHODS,
  RETURN_NOTE_MAX,
  RETURN_REASONS,
  RETURN_STATUSES,
} from './after-sales-constants';
export * from './after-sales-constants';

/**
 * After-sales: the operator's fulfilment of a paid order's shipments (`POST /v1/admin/orders/{uuid}/
 * shipments/{sellerId}`), the customer's return requests (`/v1/account/orders/{uuid}/returns`) and the
 * operator's moves of a return (`POST /v1/admin/returns/{uuid}`). Every account path answers only to the
 * order's own signed-in customer (anyone else: 404); operator paths need the admin bearer token.
 */

const CarrierText = z.string().trim().min(1).max(80);

/** Strict; `carrier` and `tracking_number` are required to ship. */
export const ShipmentMoveRequest = z
  .strictObject({
    status: z.enum(SHIPMENT_MOVES),
    carrier: CarrierText.optional(),
    tracking_number: CarrierText.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    for (const field of ['carrier', 'tracking_number'] as const) {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `The ${field.replace('_', ' ')} field is required when status is shipped.` });
    }
  });
export type ShipmentMoveRequest = z.infer<typeof ShipmentMoveRequest>;

export const ShipmentMoveResult = z.object({
  order_uuid: Uuid,
  seller_id: z.number().int().positive(),
  /** null: paid, not yet moved by the operator (to ship). */
  status: z.enum(SHIPMENT_MOVES).nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  preparing_at: IsoDateTime.nullable(),
  shipped_at: IsoDateTime.nullable(),
  delivered_at: IsoDateTime.nullable(),
});
export type ShipmentMoveResult = z.infer<typeof ShipmentMoveResult>;
export const ShipmentMoveResponse = z.object({ data: ShipmentMoveResult });

export const ReturnReason = z.enum(RETURN_REASONS);
export type ReturnReason = z.infer<typeof ReturnReason>;
export const RefundMethod = z.enum(REFUND_METHODS);
export type RefundMethod = z.infer<typeof RefundMethod>;
export const ReturnStatusValue = z.enum(RETURN_STATUSES);

/** Strict. One entry per order line (by its offer), each with its own reason. */
export const ReturnCreateRequest = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        offer_id: z.number().int().positive().max(2_147_483_647),
        quantity: z.number().int().positive().max(999),
        reason: ReturnReason,
      }),
    )
    .min(1)
    .max(100),
  refund_method: RefundMethod,
  note: z.string().trim().max(RETURN_NOTE_MAX).optional(),
});
export type ReturnCreateRequest = z.infer<typeof ReturnCreateRequest>;

export const ReturnLine = z.object({
  offer_id: z.number().int().positive(),
  name: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int().positive(),
  unit_price: Money,
  reason: ReturnReason,
});
export type ReturnLine = z.infer<typeof ReturnLine>;

export const OrderReturn = z.object({
  return_uuid: Uuid,
  order_uuid: Uuid,
  status: ReturnStatusValue,
  refund_method: RefundMethod,
  /** What is given back: the returned lines at the prices paid, plus `delivery`. */
  amount: Money,
  /**
   * The part of `amount` that gives back delivery: the standard delivery of each parcel this return
   * completes when the parcel's items are all withdrawn (0 otherwise; a faster method's extra cost is not).
   */
  delivery: Money,
  note: z.string().nullable(),
  lines: z.array(ReturnLine).min(1),
  created_at: IsoDateTime,
  approved_at: IsoDateTime.nullable(),
  received_at: IsoDateTime.nullable(),
  refunded_at: IsoDateTime.nullable(),
  rejected_at: IsoDateTime.nullable(),
});
export type OrderReturn = z.infer<typeof OrderReturn>;

/** A line of a delivered shipment still inside its window, and how many of it may still be asked back. */
export const ReturnableLine = z.object({
  offer_id: z.number().int().positive(),
  seller_id: z.number().int().positive(),
  name: z.string(),
  image: z.string().nullable(),
  unit_price: Money,
  quantity: z.number().int().nonnegative(),
  return_by: IsoDateTime,
});
export type ReturnableLine = z.infer<typeof ReturnableLine>;

/** `GET /v1/account/orders/{uuid}/returns`: the order's returns, newest first, and what may still be returned. */
export const OrderReturnsResponse = z.object({ data: z.array(OrderReturn), returnable: z.array(ReturnableLine) });
export type OrderReturnsResponse = z.infer<typeof OrderReturnsResponse>;
export const OrderReturnResponse = z.object({ data: OrderReturn });
export type OrderReturnResponse = z.infer<typeof OrderReturnResponse>;

/** Strict. The operator's move of a return. */
export const ReturnStatusRequest = z.strictObject({ status: z.enum(['approved', 'received', 'refunded', 'rejected']) });
export type ReturnStatusRequest = z.infer<typeof ReturnStatusRequest>;
