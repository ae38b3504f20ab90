import type { Offer } from '../../contract';

/** Units a shopper can still buy: initial stock less what is sold, in carts and in checkouts. */
export function availableStock(offer: Pick<Offer, 'initial_stock' | 'sold_stock' | 'stock_in_cart' | 'stock_in_checkout'>): number {
  return Math.max(0, offer.initial_stock - offer.sold_stock - offer.stock_in_cart - offer.stock_in_checkout);
}

/** Below this many units the offer says how many are left. */
export const FEW_LEFT_MAX = 5;

export type StockHint = { kind: 'out' } | { kind: 'few'; count: number } | { kind: 'in' };

export function stockHint(offer: Parameters<typeof availableStock>[0]): StockHint {
  const count = availableStock(offer);
  if (count === 0) return { kind: 'out' };
  if (count <= FEW_LEFT_MAX) return { kind: 'few', count };
  return { kind: 'in' };
}
