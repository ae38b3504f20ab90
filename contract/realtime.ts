import { z } from 'zod';
import { Href, IsoDateTime, Uuid } from './common';
import { MultibancoReference, PaymentMethod } from './checkout';
import { PAYMENT_PROGRESS_STATUSES } from './constants';
export { PAYMENT_PROGRESS_STATUSES } from './constants';
import { Product, ProductCard } from './catalog';
import { Discount } from './discount';

export {
  productChannel,
  checkoutChannel,
  DISCOUNT_LIST_CHANNEL,
  CUSTOMER_DISCOUNTS_CHANNEL,
  customerDiscountsChannel,
  customerChannel,
  REALTIME_EVENTS,
  ORDER_REDIRECT_DELAY_MS,
  CHANNEL_LEAVE_DELAY_MS,
  ORDER_NUMBER_LENGTH,
  orderNumberOf,
} from './realtime-channels';

/** §4 connection states reported by pusher-js. */
export const REALTIME_CONNECTION_STATES = [
  'initialized',
  'connecting',
  'connected',
  'unavailable',
  'failed',
  'disconnected',
] as const;
export type RealtimeConnectionState = (typeof REALTIME_CONNECTION_STATES)[number];

/** §9 realtime timing. */
export const REALTIME_ACTIVITY_TIMEOUT_MS = 120_000;
export const REALTIME_PONG_TIMEOUT_MS = 30_000;
export const REALTIME_UNAVAILABLE_TIMEOUT_MS = 10_000;
export const REALTIME_RETRY_MS = 1_000;
/**
 * §9 the client's timeline: at most this many events per report, sent every 60 s (pusher-js's own figures),
 * to the product's own realtime server at this path (+ `/jsonp/{n}`: pusher-js sends it as a script request).
 */
export const REALTIME_TIMELINE_LIMIT = 50;
export const REALTIME_TIMELINE_INTERVAL_MS = 60_000;
export const REALTIME_TIMELINE_PATH = '/timeline/v2/jsonp';

/** Events may arrive as a JSON string or as an object (§7); a string that is not JSON fails the schema. */
export function jsonOrObject<T extends z.ZodType>(schema: T) {
  return z.preprocess((raw) => {
    if (typeof raw !== 'string') return raw;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }, schema);
}

/** §7 product_{slug} UpdateProduct: `data` is the product (full or card). */
export const UpdateProduct = z.object({ data: z.union([Product, ProductCard]) });
export type UpdateProduct = z.infer<typeof UpdateProduct>;
export const UpdateProductMessage = jsonOrObject(UpdateProduct);

/** §7 discount_list UpdateDiscounts: `message` is a discount. */
export const UpdateDiscounts = z.object({ message: Discount });
export type UpdateDiscounts = z.infer<typeof UpdateDiscounts>;
export const UpdateDiscountsMessage = jsonOrObject(UpdateDiscounts);

/** §3 order event on checkout.{cartUuid}; one without order_uuid is ignored (§4). */
export const OrderCreatedFromPayment = z.object({
  order: z.object({ order_uuid: Uuid }),
  redirect: z.object({ url: Href }),
});
export type OrderCreatedFromPayment = z.infer<typeof OrderCreatedFromPayment>;
export const OrderCreatedFromPaymentMessage = jsonOrObject(OrderCreatedFromPayment);

/**
 * Beyond §7: `payment.progress` on `private-checkout.{cartUuid}` (Echo's `private('checkout.{cartUuid}')`),
 * pushed so that no payment page polls while the socket is up: `reference_generated` (with the
 * reference), `waiting_approval` (an MB WAY request sent to the phone, with the window's end), then one
 * final `paid` (with `redirect`, the same url as `order.created.from.payment`), `expired`, `declined` or
 * `timeout`. Keyed by `transaction_id`: a page ignores the progress of another attempt.
 */
export const PaymentProgressStatus = z.enum(PAYMENT_PROGRESS_STATUSES);
export type PaymentProgressStatus = z.infer<typeof PaymentProgressStatus>;
export const PaymentProgress = z.object({
  order_uuid: Uuid,
  transaction_id: z.string(),
  method: PaymentMethod,
  status: PaymentProgressStatus,
  reference: MultibancoReference.nullable(),
  expires_at: IsoDateTime.nullable(),
  redirect: z.object({ url: Href }).nullable(),
});
export type PaymentProgress = z.infer<typeof PaymentProgress>;
export const PaymentProgressMessage = jsonOrObject(PaymentProgress);

/**
 * Beyond §7, on `private-customer.{userId}`: one of the customer's orders changed (a shipment moved, a
 * return progressed, it was cancelled or paid). The page reads the order again; `status` is the order's.
 */
export const CustomerOrderUpdated = z.object({ order_uuid: Uuid, status: z.string() });
export type CustomerOrderUpdated = z.infer<typeof CustomerOrderUpdated>;
export const CustomerOrderUpdatedMessage = jsonOrObject(CustomerOrderUpdated);
/** Beyond §7, on `private-customer.{userId}`: one of the customer's support tickets got a message or a new status. */
export const CustomerTicketUpdated = z.object({ ticket_uuid: Uuid, status: z.string() });
export type CustomerTicketUpdated = z.infer<typeof CustomerTicketUpdated>;
export const CustomerTicketUpdatedMessage = jsonOrObject(CustomerTicketUpdated);


/**
 * Pusher channel names: letters, digits and `_-=@,.;`, at most 200 characters (protocols.md §1.5: soketi and
 * pusher-http-node allow 200; the Pusher docs say 164, which every name this product uses stays under).
 */
export const CHANNEL_NAME_MAX_LENGTH = 200;
export const ChannelName = z
  .string()
  .max(CHANNEL_NAME_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_\-=@,.;]+$/, 'The channel name is invalid.');
export const SocketId = z.string().regex(/^\d+\.\d+$/, 'The socket id is invalid.');

/** §7 channel authorization: POST /broadcasting/auth with socket_id and channel_name. */
export const DEFAULT_BROADCASTING_AUTH_ENDPOINT = '/broadcasting/auth';
export const DEFAULT_BROADCASTING_USER_AUTH_ENDPOINT = '/broadcasting/user-auth';
export const BroadcastingAuthRequest = z.object({ socket_id: SocketId, channel_name: ChannelName });
export type BroadcastingAuthRequest = z.infer<typeof BroadcastingAuthRequest>;
/** `auth` is `{key}:{hex signature}`; presence channels add `channel_data`. */
export const BroadcastingAuthResponse = z.object({
  auth: z.string().regex(/^[^:\s]+:[0-9a-f]{64}$/, 'The auth signature is malformed.'),
  channel_data: z.string().optional(),
});
export type BroadcastingAuthResponse = z.infer<typeof BroadcastingAuthResponse>;
export const BroadcastingUserAuthRequest = z.object({ socket_id: SocketId });
export type BroadcastingUserAuthRequest = z.infer<typeof BroadcastingUserAuthRequest>;
export const BroadcastingUserAuthResponse = z.object({
  auth: BroadcastingAuthResponse.shape.auth,
  user_data: z.string(),
});
export type BroadcastingUserAuthResponse = z.infer<typeof BroadcastingUserAuthResponse>;
