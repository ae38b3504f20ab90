import { z } from 'zod';
export { ACCOUNT_ORDER_API_PATHS, ACCOUNT_ORDERS_PER_PAGE, ACCOUNT_ORDER_THUMBNAILS } from './constants';
import { IsoDateTime, Money, Url, Uuid } from './common';
import { SessionId } from './cart';
import { PaymentMethod } from './checkout';
import { ACCOUNT_ORDER_THUMBNAILS } from './constants';
import { ORDER_NUMBER_LENGTH } from './realtime-channels';
import { OrderStatus, OrderView, TrackedShipment } from './order';
import { PaginationLinks, PaginationMeta } from './pagination';
import { pageNumber } from './queries';

/**
 * The signed-in customer's own orders in the account (`/v1/account/orders…`; a guest gets 401, another
 * customer's order, an unknown or a malformed uuid 404 `{message}`).
 */

/** `GET /v1/account/orders?status=&page=`: newest first, one status or all. */
export const AccountOrdersQuery = z.strictObject({
  status: OrderStatus.optional(),
  page: pageNumber.default(1),
});
export type AccountOrdersQuery = z.infer<typeof AccountOrdersQuery>;

export const AccountOrderParams = z.object({ orderUuid: z.string() });

/** One order of the list: enough to recognise it (its first pictures) and to open it. */
export const AccountOrderSummary = z.object({
  uuid: Uuid,
  /** §8 '#{first 8 characters}'. */
  number: z.string().length(ORDER_NUMBER_LENGTH),
  status: OrderStatus,
  created_at: IsoDateTime,
  total: Money,
  /** Units ordered (Σ quantities). */
  item_count: z.number().int().positive(),
  images: z.array(Url).max(ACCOUNT_ORDER_THUMBNAILS),
  method: PaymentMethod,
});
export type AccountOrderSummary = z.infer<typeof AccountOrderSummary>;
export const AccountOrderListResponse = z.object({ data: z.array(AccountOrderSummary), links: PaginationLinks, meta: PaginationMeta });
export type AccountOrderListResponse = z.infer<typeof AccountOrderListResponse>;

/**
 * `GET /v1/account/orders/{uuid}`: the order as `GET /v1/orders/{uuid}` answers it, each shipment with its
 * fulfilment, and what the customer may do with it now. `can_cancel`: it waits for its payment (cancel
 * releases its stock at once); `can_pay`: its payment ended unpaid (expired or declined), so a new attempt
 * may start (`POST /v1/orders/{uuid}/payments`); `can_reorder`: always, the available lines go to the cart.
 */
export const AccountOrderView = OrderView.extend({
  shipments: z.array(TrackedShipment).min(1),
  cancelled_at: IsoDateTime.nullable(),
  can_cancel: z.boolean(),
  can_pay: z.boolean(),
});
export type AccountOrderView = z.infer<typeof AccountOrderView>;
export const AccountOrderResponse = z.object({ data: AccountOrderView });
export type AccountOrderResponse = z.infer<typeof AccountOrderResponse>;

/** `POST …/{uuid}/reorder`: the lines put back in the customer's OPEN cart, and those whose offer is gone. */
export const ReorderLine = z.object({ offer_id: z.number().int().positive(), name: z.string(), quantity: z.number().int().nonnegative() });
export type ReorderLine = z.infer<typeof ReorderLine>;
export const ReorderResult = z.object({
  /** Null when nothing could be added (every offer is gone). */
  cart_uuid: Uuid.nullable(),
  /** The session id the cart answers to in this browser (`X-Session-Id`). */
  session_id: SessionId,
  /** `quantity` added; `ordered` is what the order had (more than `quantity` when stock ran short). */
  added: z.array(ReorderLine.extend({ ordered: z.number().int().positive() })),
  gone: z.array(ReorderLine),
});
export type ReorderResult = z.infer<typeof ReorderResult>;
export const ReorderResponse = z.object({ data: ReorderResult });
export type ReorderResponse = z.infer<typeof ReorderResponse>;
