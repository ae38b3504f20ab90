import { LOW_STOCK_WARNING_MAX } from '../../contract/constants';
import type { CartItem } from '../../contract';

/** §8 stock messages (texts under `cart.stock.<kind>` in locales/*.json). */
export type StockMessage =
  | { kind: 'limitReached' }
  | { kind: 'onlyCanAdd'; count: number }
  | { kind: 'adjusted' }
  | { kind: 'onlyInStock'; count: number };

/** What an add turns into: the units to send (maybe clamped, with the 'adjusted' warning) or a refusal. */
export type AddDecision = { ok: true; quantity: number; warning: StockMessage | null } | { ok: false; message: StockMessage };

/** What a quantity change turns into. */
export type QuantityDecision =
  | { kind: 'remove' }
  | { kind: 'unchanged' }
  | { kind: 'set'; quantity: number }
  | { kind: 'rejected'; message: StockMessage };

/** §3 read-back size and color defaults, so a product page's null matches the cart's 'Único' / 'Padrão' line. */
interface LineKey {
  offer_id: number;
  size?: string | null;
  color?: string | null;
}

/** §5: a simple product merges into the line of the same offer (id), size and color. */
export function isSameLine(item: Pick<CartItem, 'offer_id' | 'size' | 'color'>, wanted: LineKey): boolean {
  if (item.offer_id !== wanted.offer_id) return false;
  if (wanted.size != null && wanted.size !== item.size) return false;
  return wanted.color == null || wanted.color === item.color;
}

/** §5: a simple product adds 1 unit; anything else is a whole number of at least 1. */
export const requestedUnits = (quantity: number | null | undefined): number =>
  quantity === null || quantity === undefined || !Number.isFinite(quantity) || quantity < 1 ? 1 : Math.floor(quantity);

/** How many units of an offer this cart may hold in all: the line's quantity plus its remaining stock (§3 `stock_available`). */
export const lineStockLimit = (item: Pick<CartItem, 'quantity' | 'stock_available'>): number => item.quantity + item.stock_available;

/**
 * §5 adding a variant with known stock. `existingQuantity` is the merged line's quantity (0 for a new
 * line); `stockLimit` how many units the cart may hold in all, null when the stock is not known.
 * - an existing line whose combined quantity exceeds the stock is refused: 'limit reached' when none
 *   can be added, else 'only {count} can be added';
 * - a new line above the stock is clamped to it, with the 'adjusted to stock' warning.
 */
export function checkAdd(input: { existingQuantity: number; requested: number; stockLimit: number | null }): AddDecision {
  const requested = requestedUnits(input.requested);
  const { existingQuantity, stockLimit } = input;
  if (stockLimit === null) return { ok: true, quantity: requested, warning: null };
  const canAdd = stockLimit - existingQuantity;
  if (canAdd <= 0) return { ok: false, message: { kind: 'limitReached' } };
  if (existingQuantity > 0) {
    return requested > canAdd ? { ok: false, message: { kind: 'onlyCanAdd', count: canAdd } } : { ok: true, quantity: requested, warning: null };
  }
  return requested > canAdd ? { ok: true, quantity: canAdd, warning: { kind: 'adjusted' } } : { ok: true, quantity: requested, warning: null };
}

/**
 * §5 a quantity update: 0 or less removes the item; above the current quantity plus the remaining stock
 * (`stock_available`) it is refused with 'only {count} in stock'.
 */
export function checkQuantityChange(item: Pick<CartItem, 'quantity' | 'stock_available'>, requested: number): QuantityDecision {
  if (!Number.isFinite(requested) || requested <= 0) return { kind: 'remove' };
  const quantity = Math.floor(requested);
  if (quantity === item.quantity) return { kind: 'unchanged' };
  if (quantity > item.quantity) {
    const limit = Math.max(0, lineStockLimit(item));
    if (quantity > limit) return { kind: 'rejected', message: { kind: 'onlyInStock', count: limit } };
  }
  return { kind: 'set', quantity };
}

/** §5: decrement is disabled at quantity 1 or while the item is updating. */
export const canDecrement = (item: Pick<CartItem, 'quantity'>, updating: boolean): boolean => !updating && item.quantity > 1;

/** §5: increment is disabled when stock_available is 0 or below, or while the item is updating. */
export const canIncrement = (item: Pick<CartItem, 'stock_available'>, updating: boolean): boolean => !updating && item.stock_available > 0;

/** §5 item stock warnings (texts under `cart.itemWarning.<kind>`). */
export type StockWarning = { kind: 'limitReached' } | { kind: 'lastUnit' } | { kind: 'unitsLeft'; count: number };

/** §5: 0 remaining 'limit reached', 1 'last unit', 2 or 3 'units left'; none above. */
export function itemStockWarning(item: Pick<CartItem, 'stock_available'>): StockWarning | null {
  const left = item.stock_available;
  if (left <= 0) return { kind: 'limitReached' };
  if (left === 1) return { kind: 'lastUnit' };
  return left <= LOW_STOCK_WARNING_MAX ? { kind: 'unitsLeft', count: left } : null;
}
