import type { CartItem, LOW_STOCK_WARNING_MAX as CONTRACT_LOW_STOCK_WARNING_MAX } from '../../contract';

/** §5: a line warns about stock from this many units left downwards (0 limit reached, 1 last unit, 2–3 units left). */
export const LOW_STOCK_WARNING_MAX = 3 satisfies typeof CONTRACT_LOW_STOCK_WARNING_MAX;

export type StockWarning = { kind: 'limitReached' } | { kind: 'lastUnit' } | { kind: 'unitsLeft'; count: number };

/** §5 item stock warning, from what the offer has left beyond this line. */
export function stockWarning(item: Pick<CartItem, 'stock_available'>): StockWarning | null {
  const left = item.stock_available;
  if (left <= 0) return { kind: 'limitReached' };
  if (left === 1) return { kind: 'lastUnit' };
  if (left <= LOW_STOCK_WARNING_MAX) return { kind: 'unitsLeft', count: left };
  return null;
}

/** §5: decrement is disabled at quantity 1 or while updating. */
export function canDecrement(item: Pick<CartItem, 'quantity'>, updating: boolean): boolean {
  return !updating && item.quantity > 1;
}

/** §5: increment is disabled when stock_available is 0 or below, or while updating. */
export function canIncrement(item: Pick<CartItem, 'stock_available'>, updating: boolean): boolean {
  return !updating && item.stock_available > 0;
}
