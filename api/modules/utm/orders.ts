/**
 * Which orders a customer owns, for `POST /v1/utm/conversion` of type `order`: a conversion is recorded
 * only for an order of the signed-in caller, at the order's own total, never at a value the client
 * names. The orders module passes its lookup as `utmRoutes`' `orders` option; without one (`NO_ORDERS`)
 * no order exists, so no id a client made up or took from someone else can be recorded.
 */
export interface OrderOwnership {
  /** The caller's order with that id (its total in EUR), or null when it does not exist or is someone else's. */
  ownedOrder(userId: number, orderId: string): Promise<{ total: number } | null>;
}

export const NO_ORDERS: OrderOwnership = {
  ownedOrder: () => Promise.resolve(null),
};

/** Laravel's `exists` rule message, under `errors.order_id` (422) — the same for a made-up and another customer's id. */
export const UNKNOWN_ORDER = 'The selected order id is invalid.';
