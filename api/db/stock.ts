/**
 * What an offer has left for sale, as one SQL expression every reader shares (the cart's stock checks,
 * the checkout, the order's reservation). `stock_in_checkout` counts the units of every stock hold not
 * yet released (api/modules/orders); a hold whose payment window has passed gives its units back at
 * once — even before anything releases it — so they are added back here (reliability C4).
 */
export function availableStockSql(offer: string): string {
  return `(${offer}.initial_stock - ${offer}.sold_stock - ${offer}.stock_in_cart - ${offer}.stock_in_checkout
    + coalesce((select sum(h.quantity) from stock_holds h
        where h.offer_id = ${offer}.id and h.outcome = 'held' and h.expires_at <= now()), 0))::int`;
}
