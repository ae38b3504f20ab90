import {
  CUSTOMER_DISCOUNTS_CHANNEL,
  CustomerTicketUpdatedMessage,
  DISCOUNT_LIST_CHANNEL,
  OrderCreatedFromPaymentMessage,
  PaymentProgressMessage,
  REALTIME_EVENTS,
  UpdateDiscountsMessage,
  UpdateProductMessage,
  checkoutChannel,
  customerChannel,
  customerDiscountsChannel,
  productChannel,
} from '../../contract';
import type { CustomerTicketUpdated, OrderCreatedFromPayment, PaymentProgress, UpdateDiscounts, UpdateProduct } from '../../contract';
import { channelKeyOf, privateChannel } from './client';
import type { RealtimeChannel, RealtimeMessage } from './client';

const PRODUCT_CHANNEL_PREFIX = productChannel('');
const CHECKOUT_CHANNEL_PREFIX = channelKeyOf(privateChannel(checkoutChannel('')));
const CUSTOMERS_DISCOUNTS_KEY = channelKeyOf(privateChannel(CUSTOMER_DISCOUNTS_CHANNEL));
const CUSTOMER_DISCOUNTS_PREFIX = channelKeyOf(privateChannel(customerDiscountsChannel('')));
/** Beyond §7: a customer's own account events, `private-customer.{userId}`. */
const CUSTOMER_PREFIX = channelKeyOf(privateChannel(customerChannel('')));
const isCustomerChannel = (key: string) => key.startsWith(CUSTOMER_PREFIX) && /^\d+$/.test(key.slice(CUSTOMER_PREFIX.length));

/**
 * The channels of UpdateDiscounts: §7 `discount_list` and, beyond the spec, the VIP coupons' private
 * `private-discounts.customers` and `private-discounts.customer.{userId}` — all read alike.
 */
const carriesDiscounts = (key: string) =>
  key === DISCOUNT_LIST_CHANNEL || key === CUSTOMERS_DISCOUNTS_KEY || (key.startsWith(CUSTOMER_DISCOUNTS_PREFIX) && key.length > CUSTOMER_DISCOUNTS_PREFIX.length);

/** §7: the events each live channel carries (what the client listens to on it). */
export function eventsOf(channel: RealtimeChannel): readonly string[] {
  const key = channelKeyOf(channel);
  if (carriesDiscounts(key)) return [REALTIME_EVENTS.updateDiscounts];
  if (key.startsWith(PRODUCT_CHANNEL_PREFIX)) return [REALTIME_EVENTS.updateProduct];
  if (key.startsWith(CHECKOUT_CHANNEL_PREFIX)) return [REALTIME_EVENTS.orderCreatedFromPayment, REALTIME_EVENTS.paymentProgress];
  if (isCustomerChannel(key)) return [REALTIME_EVENTS.orderUpdated, REALTIME_EVENTS.ticketUpdated];
  return [];
}

/** A message read with its contract schema (§7). */
export type LiveMessage =
  | { kind: 'product'; slug: string; update: UpdateProduct }
  | { kind: 'discounts'; update: UpdateDiscounts }
  | { kind: 'order'; cartUuid: string; update: OrderCreatedFromPayment }
  | { kind: 'progress'; cartUuid: string; update: PaymentProgress }
  | { kind: 'ticket'; update: CustomerTicketUpdated }
  | { kind: 'invalid'; message: RealtimeMessage; reason: string }
  | { kind: 'unknown'; message: RealtimeMessage };

/**
 * Every payload is parsed at the edge with the contract schema of its channel and event; one that breaks the
 * contract (an order without `order_uuid`, §4, a JSON text that does not parse) is `invalid` and goes no further.
 */
export function readMessage(message: RealtimeMessage): LiveMessage {
  const { channel, event, payload } = message;
  const invalid = (error: { issues: { path: PropertyKey[]; message: string }[] }): LiveMessage => ({
    kind: 'invalid',
    message,
    reason: error.issues.map((issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.message}`).join('; '),
  });
  if (channel.startsWith(PRODUCT_CHANNEL_PREFIX) && event === REALTIME_EVENTS.updateProduct) {
    const parsed = UpdateProductMessage.safeParse(payload);
    return parsed.success ? { kind: 'product', slug: channel.slice(PRODUCT_CHANNEL_PREFIX.length), update: parsed.data } : invalid(parsed.error);
  }
  if (carriesDiscounts(channel) && event === REALTIME_EVENTS.updateDiscounts) {
    const parsed = UpdateDiscountsMessage.safeParse(payload);
    return parsed.success ? { kind: 'discounts', update: parsed.data } : invalid(parsed.error);
  }
  if (channel.startsWith(CHECKOUT_CHANNEL_PREFIX) && event === REALTIME_EVENTS.orderCreatedFromPayment) {
    const parsed = OrderCreatedFromPaymentMessage.safeParse(payload);
    return parsed.success ? { kind: 'order', cartUuid: channel.slice(CHECKOUT_CHANNEL_PREFIX.length), update: parsed.data } : invalid(parsed.error);
  }
  if (channel.startsWith(CHECKOUT_CHANNEL_PREFIX) && event === REALTIME_EVENTS.paymentProgress) {
    const parsed = PaymentProgressMessage.safeParse(payload);
    return parsed.success ? { kind: 'progress', cartUuid: channel.slice(CHECKOUT_CHANNEL_PREFIX.length), update: parsed.data } : invalid(parsed.error);
  }
  if (isCustomerChannel(channel) && event === REALTIME_EVENTS.ticketUpdated) {
    const parsed = CustomerTicketUpdatedMessage.safeParse(payload);
    return parsed.success ? { kind: 'ticket', update: parsed.data } : invalid(parsed.error);
  }
  return { kind: 'unknown', message };
}
