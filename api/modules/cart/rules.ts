import type { CartItemInput, CouponRejectionReason } from '../../../contract';

/**
 * The cart rules of spec §5 that need no database: sent lines merged per offer, the stock decision
 * for each merged line, the merge-on-login sum, money in cents, and the §8 texts.
 */

/** §8 stock texts. */
export const STOCK_MESSAGES = {
  limitReached: 'Limite de stock atingido',
  onlyInStock: (count: number) => `Apenas ${count} em stock`,
} as const;

/** Amounts in the API's (pt) messages, written as the storefront writes prices: '30,00 €'. */
const PT_EUROS = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });

/** §8 coupon texts (drawer toasts) and the §8 client acknowledgements. */
export const COUPON_MESSAGES = {
  notFound: 'Cupão não encontrado',
  cartNotFound: 'Carrinho não encontrado',
  expired: 'Cupão expirado ou inativo',
  notApplicable: 'Este cupão não se aplica aos artigos do carrinho',
  minimumRequired: (minimum: number) => `Compra mínima de ${PT_EUROS.format(minimum)}`,
  limitReached: 'Limite de utilização do cupão atingido',
  applied: 'Coupon applied successfully',
  removed: 'Coupon removed',
} as const satisfies Record<CouponRejectionReason | 'applied' | 'removed', string | ((minimum: number) => string)>;

export const CART_NOT_FOUND_MESSAGE = COUPON_MESSAGES.cartNotFound;
export const CART_NOT_OPEN_MESSAGE = 'Este carrinho já não pode ser alterado.';
export const CART_VERSION_CONFLICT_MESSAGE = 'O carrinho mudou entretanto; volte a aplicar a alteração.';
export const OFFER_UNAVAILABLE_MESSAGE = 'Este produto já não está disponível.';

/** Lines one save or update may send (a shopper's cart is a few dozen; more is a script). */
export const MAX_CART_LINES = 250;

export const toCents = (euros: number) => Math.round(euros * 100);
export const fromCents = (cents: number) => cents / 100;

/** The sent lines of one offer, summed (lines of the same offer sent twice are merged). */
export type RequestedLine = {
  offerId: number;
  quantity: number;
  /** How many sent lines named this offer (two or more: C2, never clamped). */
  lineCount: number;
  /** Index of the first sent line of this offer, to name `items.{index}.offer_id` in a 422. */
  index: number;
  sentPrices: number[];
  segmentId: number | null;
  campaignId: number | null;
  category: string | null;
};

export function mergeSentLines(items: readonly CartItemInput[]): RequestedLine[] {
  const byOffer = new Map<number, RequestedLine>();
  items.forEach((item, index) => {
    const line = byOffer.get(item.offer_id);
    if (line) {
      line.quantity += item.quantity;
      line.lineCount += 1;
      line.sentPrices.push(item.price);
      return;
    }
    byOffer.set(item.offer_id, {
      offerId: item.offer_id,
      quantity: item.quantity,
      lineCount: 1,
      index,
      sentPrices: [item.price],
      segmentId: item.segment_id,
      campaignId: item.campaign_id,
      category: item.category,
    });
  });
  return [...byOffer.values()].sort((a, b) => a.offerId - b.offerId);
}

/** What the server knows of an offer when a cart is written. */
export type OfferStock = { id: number; price: number; available: number; active: boolean };

export type PlannedLine = {
  offerId: number;
  quantity: number;
  /** The server's price, stored on the line. */
  price: number;
  segmentId: number | null;
  campaignId: number | null;
  category: string | null;
  /** The client sent another price (it is corrected, never refused). */
  priceChanged: boolean;
  /** A new line above stock was clamped to it (§5 'adjusted to stock'). */
  quantityAdjusted: boolean;
};

export type LinePlan =
  | { ok: true; lines: PlannedLine[] }
  | { ok: false; reason: 'unavailable'; offerId: number; index: number }
  | { ok: false; reason: 'outOfStock'; offerId: number; available: number; message: string };

/**
 * §5 on the server, per merged line, against what the cart holds now (`current`):
 * - an unknown or inactive offer may not be added or raised (422); a line already in the cart may stay
 *   or go down, so one withdrawn product never blocks the rest of the cart;
 * - one new line above stock is clamped to it ('adjusted to stock'); with no stock at all it is refused;
 * - a line raised above stock, or several lines of one offer together above it (C2), is refused
 *   with 409 and nothing is written: 'Limite de stock atingido' when no unit can be added, else
 *   'Apenas {count} em stock';
 * - a line that does not grow is kept even when the stock has since fallen below it.
 */
export function planLines(
  requested: readonly RequestedLine[],
  current: ReadonlyMap<number, number>,
  offers: ReadonlyMap<number, OfferStock>,
): LinePlan {
  const lines: PlannedLine[] = [];
  for (const line of requested) {
    const offer = offers.get(line.offerId);
    const held = current.get(line.offerId) ?? 0;
    const grows = line.quantity > held;
    if (!offer || !offer.active) {
      if (grows) return { ok: false, reason: 'unavailable', offerId: line.offerId, index: line.index };
    }
    const available = Math.max(0, offer?.available ?? 0);
    let quantity = line.quantity;
    let quantityAdjusted = false;
    if (grows && quantity > available) {
      const clampable = held === 0 && line.lineCount === 1 && available > 0;
      if (!clampable) {
        const message = available - held <= 0 ? STOCK_MESSAGES.limitReached : STOCK_MESSAGES.onlyInStock(available);
        return { ok: false, reason: 'outOfStock', offerId: line.offerId, available, message };
      }
      quantity = available;
      quantityAdjusted = true;
    }
    const price = offer?.price ?? 0;
    lines.push({
      offerId: line.offerId,
      quantity,
      price,
      segmentId: line.segmentId,
      campaignId: line.campaignId,
      category: line.category,
      priceChanged: offer !== undefined && line.sentPrices.some((sent) => toCents(sent) !== toCents(price)),
      quantityAdjusted,
    });
  }
  return { ok: true, lines };
}

/**
 * Save into a cart that already exists: an offer already there keeps the larger of the two
 * quantities, so a repeated save (a retry, a double click) never doubles a line.
 */
export function atLeastCurrent(requested: readonly RequestedLine[], current: ReadonlyMap<number, number>): RequestedLine[] {
  const merged = requested.map((line) => ({ ...line, quantity: Math.max(line.quantity, current.get(line.offerId) ?? 0) }));
  const sent = new Set(requested.map((line) => line.offerId));
  for (const [offerId, quantity] of current) {
    if (!sent.has(offerId)) {
      merged.push({ offerId, quantity, lineCount: 1, index: -1, sentPrices: [], segmentId: null, campaignId: null, category: null });
    }
  }
  return merged.sort((a, b) => a.offerId - b.offerId);
}

/** A line of the customer's older cart, absorbed at sign-in. */
export type AbsorbedLine = { offerId: number; quantity: number; segmentId: number | null; campaignId: number | null; category: string | null };

/**
 * Merge on sign-in: the older cart's quantities are added per offer, clamped to stock (never below
 * what the browser's cart already holds); a line with nothing left to add is dropped.
 */
export function absorbLines(
  lines: readonly PlannedLine[],
  absorbed: readonly AbsorbedLine[],
  offers: ReadonlyMap<number, OfferStock>,
): PlannedLine[] {
  const byOffer = new Map(lines.map((line) => [line.offerId, { ...line }]));
  for (const extra of absorbed) {
    const offer = offers.get(extra.offerId);
    const available = offer?.active ? Math.max(0, offer.available) : 0;
    const line = byOffer.get(extra.offerId);
    const held = line?.quantity ?? 0;
    const wanted = held + extra.quantity;
    const quantity = Math.max(held, Math.min(wanted, available));
    if (quantity === 0 || !offer) continue;
    const adjusted = quantity < wanted;
    if (line) {
      line.quantity = quantity;
      line.quantityAdjusted ||= adjusted;
    } else {
      byOffer.set(extra.offerId, {
        offerId: extra.offerId,
        quantity,
        price: offer.price,
        segmentId: extra.segmentId,
        campaignId: extra.campaignId,
        category: extra.category,
        priceChanged: false,
        quantityAdjusted: adjusted,
      });
    }
  }
  return [...byOffer.values()].sort((a, b) => a.offerId - b.offerId);
}
