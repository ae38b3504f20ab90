import { z } from 'zod';
import { Href, IsoDateTime, Money, Uuid } from './common';
import { DeliveryEstimate } from './cart';
import { MbwayPhoneField, MultibancoReference, OrderPayment, PaymentMethod, PaymentStatus, ShippingAddress } from './checkout';
import { Locale } from './locale';
import { CURRENCY, FULFILMENT_STATUSES, ORDER_STATUSES, REFUND_STATUSES } from './constants';
export { FULFILMENT_STATUSES, FULFILMENT_STEPS, ORDER_STATUSES, REFUND_STATUSES } from './constants';

/**
 * A placed order as its owner reads it (`GET /v1/orders/{orderUuid}`: the session or the customer that
 * checked the cart out, or anyone with the order's signed link `?token=` — the confirmation e-mail's and
 * the order event's `redirect.url` carry it; anyone else gets 404), and the payment-attempt routes the
 * storefront's payment pages use.
 */

export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const RefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatus>;

export const OrderParams = z.object({ orderUuid: Uuid });
export type OrderParams = z.infer<typeof OrderParams>;
/** `?token=`: the order's signed link (see above). */
export const OrderQuery = z.object({ token: z.string().max(200).optional() });
export type OrderQuery = z.infer<typeof OrderQuery>;

/** A line at the price the order was placed at. */
export const OrderLine = z.object({
  offer_id: z.number().int().positive(),
  offer_uuid: Uuid,
  product_slug: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  image: z.url().nullable(),
  quantity: z.number().int().positive(),
  unit_price: Money,
  line_total: Money,
  seller_id: z.number().int().positive(),
  /**
   * §3 product tracking fields of the line as ordered (§7 purchase): the variant, the product, the EAN, the
   * category and the list price. Orders placed before they were kept lack them.
   */
  variant_uuid: Uuid.optional(),
  product_uuid: Uuid.optional(),
  ean: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  original_price: Money.optional(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/**
 * One parcel per seller, with its own method, fee and estimate ('min-max' working days from payment).
 * `status`: `awaiting_payment` until paid, `to_ship` once paid (fulfilment follows), `cancelled` when the
 * order ends unpaid or is refunded.
 */
export const SHIPMENT_STATUSES = ['awaiting_payment', 'to_ship', 'cancelled'] as const;
export const ShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;
export const Shipment = z.object({
  seller_id: z.number().int().positive(),
  seller_name: z.string(),
  method: z.object({ code: z.string(), name: z.string() }),
  fee: Money,
  delivery_estimate: DeliveryEstimate,
  status: ShipmentStatus,
  lines: z.array(OrderLine).min(1),
});
export type Shipment = z.infer<typeof Shipment>;

/** Where a parcel is (constants.ts `FULFILMENT_STATUSES`), and each step it reached with its time, oldest first. */
export const FulfilmentStatus = z.enum(FULFILMENT_STATUSES);
export type FulfilmentStatus = z.infer<typeof FulfilmentStatus>;
export const FulfilmentEvent = z.object({ status: FulfilmentStatus, at: IsoDateTime });
export type FulfilmentEvent = z.infer<typeof FulfilmentEvent>;
export const ShipmentFulfilment = z.object({
  status: FulfilmentStatus,
  /** Once shipped: who carries it and the number to follow it by. */
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  timeline: z.array(FulfilmentEvent).min(1),
});
export type ShipmentFulfilment = z.infer<typeof ShipmentFulfilment>;

/**
 * A shipment as its customer follows it in the account: the order's shipment plus its fulfilment and
 * whether the seller is the official store ('Loja Oficial'). The checkout's pages keep `Shipment`.
 */
export const TrackedShipment = Shipment.extend({ is_official: z.boolean(), fulfilment: ShipmentFulfilment });
export type TrackedShipment = z.infer<typeof TrackedShipment>;

/** Money given back: a payment after expiry with no stock left, a second payment of a paid order, or returned lines refunded by the original method. */
export const OrderRefund = z.object({ status: RefundStatus, amount: Money, reason: z.enum(['paid_after_expiry', 'duplicate_payment', 'return']) });
export type OrderRefund = z.infer<typeof OrderRefund>;

export const OrderView = z.object({
  order_uuid: Uuid,
  /** §8 '#{first 8 characters}'. */
  number: z.string().length(8),
  status: OrderStatus,
  cart_uuid: Uuid,
  locale: Locale,
  created_at: IsoDateTime,
  paid_at: IsoDateTime.nullable(),
  contact: z.object({ email: z.email(), name: z.string(), phone: z.string() }),
  shipping_address: ShippingAddress,
  nif: z.string().nullable(),
  currency: z.literal(CURRENCY),
  subtotal: Money,
  discount: Money,
  shipping: Money,
  store_credit: Money,
  vat_included: Money,
  total: Money,
  coupon: z.object({ code: z.string(), amount: Money }).nullable(),
  lines: z.array(OrderLine).min(1),
  shipments: z.array(Shipment).min(1),
  payment: OrderPayment.extend({ refund: OrderRefund.nullable() }),
});
export type OrderView = z.infer<typeof OrderView>;
export const OrderResponse = z.object({ data: OrderView });
export type OrderResponse = z.infer<typeof OrderResponse>;

/**
 * `POST /v1/orders/{orderUuid}/payments` (owner only; `Idempotency-Key` honoured like the order's):
 * a new payment attempt on an order whose last one ended unpaid — 'send again' after an MB WAY timeout
 * or decline, or 'pay by Multibanco instead'. The order's stock and coupon are taken again (409
 * `OUT_OF_STOCK` / `COUPON_EXHAUSTED` when gone), an open attempt is superseded only once it is final
 * (409 `ORDER_NOT_PAYABLE` while one waits, or when the order is paid). Answers 201 `OrderCreatedResponse`.
 */
export const OrderPaymentRequest = z
  .strictObject({
    method: PaymentMethod,
    mbway_phone: MbwayPhoneField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'mbway' && body.mbway_phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['mbway_phone'], message: 'The mbway phone field is required when method is mbway.' });
    }
  });
export type OrderPaymentRequest = z.infer<typeof OrderPaymentRequest>;

export const PaymentParams = z.object({ transactionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export type PaymentParams = z.infer<typeof PaymentParams>;

/**
 * `GET /v1/payments/{transactionId}` (the order's owner only, else 404): one attempt's state, the polling
 * fallback of `/checkout/processing/{transactionId}` when the socket is down. `POST …/return` asks the
 * gateway first (the shopper came back from the payment step) and answers the same shape. `final` says
 * the page may move on; `redirect.url` is the success page once paid.
 */
export const PaymentState = z.object({
  transaction_id: z.string(),
  order_uuid: Uuid,
  cart_uuid: Uuid,
  method: PaymentMethod,
  status: PaymentStatus,
  final: z.boolean(),
  order_status: OrderStatus,
  amount: Money,
  reference: MultibancoReference.nullable(),
  expires_at: IsoDateTime,
  redirect: z.object({ url: Href }).nullable(),
});
export type PaymentState = z.infer<typeof PaymentState>;
export const PaymentStateResponse = z.object({ data: PaymentState });
export type PaymentStateResponse = z.infer<typeof PaymentStateResponse>;
