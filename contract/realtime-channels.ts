/**
 * §7 live channels and their events. A module of their own, without schemas: the browser's first load names
 * channels (a product card asks for `product_{slug}`) while the payload schemas load with the connection.
 */
export const productChannel = (slug: string) => `product_${slug}`;
export const checkoutChannel = (cartUuid: string) => `checkout.${cartUuid}`;
export const DISCOUNT_LIST_CHANNEL = 'discount_list';
/**
 * Beyond §7: VIP coupons' UpdateDiscounts, which never go to the public `discount_list`. Names as Echo's
 * `private(…)` takes them (on the wire `private-discounts.customers`, `private-discounts.customer.{userId}`):
 * the channel of every signed-in customer, and the one of a single customer.
 */
export const CUSTOMER_DISCOUNTS_CHANNEL = 'discounts.customers';
export const customerDiscountsChannel = (userId: number | string) => `discounts.customer.${userId}`;
/**
 * Beyond §7: the signed-in customer's own channel (Echo's `private('customer.{userId}')`, on the wire
 * `private-customer.{userId}`): what changes in their account while a page of it is open — an order's
 * shipment moved or a return progressed (`order.updated`), a support ticket answered (`ticket.updated`).
 */
export const customerChannel = (userId: number | string) => `customer.${userId}`;
export const REALTIME_EVENTS = {
  updateProduct: 'UpdateProduct',
  orderCreatedFromPayment: 'order.created.from.payment',
  /** Beyond §7: a payment attempt's progress on the same checkout channel (`PaymentProgress`). */
  paymentProgress: 'payment.progress',
  updateDiscounts: 'UpdateDiscounts',
  /** Beyond §7, on `private-customer.{userId}`: `CustomerOrderUpdated`. */
  orderUpdated: 'order.updated',
  /** Beyond §7, on `private-customer.{userId}`: `CustomerTicketUpdated`. */
  ticketUpdated: 'ticket.updated',
} as const;

/** §9 after an order-created event: redirect after 500 ms, leave the channel after 1000 ms. */
export const ORDER_REDIRECT_DELAY_MS = 500;
export const CHANNEL_LEAVE_DELAY_MS = 1_000;

/** §8 'Your order #{first 8 chars of order_uuid} has been successfully placed.' */
export const ORDER_NUMBER_LENGTH = 8;
export const orderNumberOf = (orderUuid: string) => orderUuid.slice(0, ORDER_NUMBER_LENGTH);
