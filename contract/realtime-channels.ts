/**
 * §7 live channels and their events. A module of their own, without schemas: the browser's first load names
 * channels (a product card asks for `product_{slug}`) while the payload schemas load with the connection.
 */
export const productChannel = (slug: string) => `product_${slug}`;
export const checkoutChannel = (cartUuid: string) => `checkout.${cartUuid}`;
export const DISCOUNT_LIST_CHANNEL = 'discount_list';
export const REALTIME_EVENTS = {
  updateProduct: 'UpdateProduct',
  orderCreatedFromPayment: 'order.created.from.payment',
  updateDiscounts: 'UpdateDiscounts',
} as const;
