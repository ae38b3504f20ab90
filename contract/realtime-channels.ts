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
export const REALTIME_EVENTS = {
  updateProduct: 'UpdateProduct',
  orderCreatedFromPayment: 'order.created.from.payment',
  /** Beyond §7: a payment attempt's progress on the same checkout channel (`PaymentProgress`). */
  paymentProgress: 'payment.progress',
  updateDiscounts: 'UpdateDiscounts',
} as const;
