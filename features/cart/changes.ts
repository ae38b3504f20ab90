import type { Cart, CartItem, CartItemInput, ProductTracking } from '../../contract';

/**
 * What the product page (or a card's quick add) knows of the offer being added: enough to build the
 * §3 item sent, check §5 stock locally and describe the product for analytics (§3 product tracking).
 */
export interface CartProduct {
  /** The product's id for analytics (§3 product tracking `product_id`; the product uuid). */
  product_id: string;
  variant_uuid: string;
  offer_id: number;
  offer_uuid?: string;
  name: string;
  /** The selling price shown; the API answers with its own current price (`price_changed`). */
  price: number;
  original_price: number;
  /** Units to add; a simple product adds 1 (§5). */
  quantity?: number;
  /** §5 known stock: how many units of this offer can be in a cart; null or absent when unknown. */
  stock_available?: number | null;
  size?: string | null;
  color?: string | null;
  image?: string | null;
  seller?: string | null;
  category?: string | null;
  brand?: string | null;
  ean?: string | null;
  campaign_id?: number | null;
  segment_id?: number | null;
  product_slug?: string;
}

/** One change the shopper asked for; the sync re-applies it on the server's cart after a version conflict. */
export type CartChange =
  | { kind: 'add'; product: CartProduct; quantity: number; adjusted: boolean }
  | { kind: 'set'; offer_id: number; quantity: number }
  | { kind: 'remove'; offer_id: number }
  | { kind: 'clear' }
  /** §4: send the cart again as it is (after login, with the customer id). */
  | { kind: 'resync' };

/** §3 the items sent for a cart's current lines. */
export function linesOf(cart: Pick<Cart, 'cart_uuid' | 'items'> | null): CartItemInput[] {
  return (cart?.items ?? []).map((item) => ({
    offer_id: item.offer_id,
    quantity: item.quantity,
    price: item.price,
    segment_id: null,
    campaign_id: null,
    cart_id: cart?.cart_uuid ?? null,
    id: item.id,
    category: item.category,
  }));
}

function applyChange(lines: CartItemInput[], change: CartChange, cartId: string | null): CartItemInput[] {
  switch (change.kind) {
    case 'add': {
      const { product, quantity } = change;
      if (lines.some((line) => line.offer_id === product.offer_id)) {
        return lines.map((line) => (line.offer_id === product.offer_id ? { ...line, quantity: line.quantity + quantity } : line));
      }
      return [
        ...lines,
        {
          offer_id: product.offer_id,
          quantity,
          price: product.price,
          segment_id: product.segment_id ?? null,
          campaign_id: product.campaign_id ?? null,
          cart_id: cartId,
          id: null,
          category: product.category ?? null,
        },
      ];
    }
    case 'set':
      return lines.map((line) => (line.offer_id === change.offer_id ? { ...line, quantity: change.quantity } : line));
    case 'remove':
      return lines.filter((line) => line.offer_id !== change.offer_id);
    case 'clear':
      return [];
    case 'resync':
      return lines;
  }
}

/** The items to send: the cart's lines with the changes applied in order (a change to a line gone meanwhile is dropped). */
export function applyChanges(cart: Pick<Cart, 'cart_uuid' | 'items'> | null, changes: readonly CartChange[]): CartItemInput[] {
  return changes.reduce((lines, change) => applyChange(lines, change, cart?.cart_uuid ?? null), linesOf(cart));
}

/** The offers a pending change touches (their per-item controls are locked, §4); a clear touches every line. */
export function offersTouched(changes: readonly CartChange[], items: readonly Pick<CartItem, 'offer_id'>[]): number[] {
  const offers = new Set<number>();
  for (const change of changes) {
    if (change.kind === 'add') offers.add(change.product.offer_id);
    else if (change.kind === 'set' || change.kind === 'remove') offers.add(change.offer_id);
    else if (change.kind === 'clear') for (const item of items) offers.add(item.offer_id);
  }
  return [...offers];
}

/**
 * §3 product tracking of a product being added (or viewed, or wished for): its own fields, or the cart
 * line's read-back details and server price when the API has answered.
 */
export function productTrackingOf(product: CartProduct, quantity: number, coupon: string | null, line?: CartItem): ProductTracking {
  return {
    ean: product.ean ?? null,
    offer_id: product.offer_id,
    variant_uuid: product.variant_uuid,
    product_id: product.product_id,
    name: line?.name ?? product.name,
    price: line?.price ?? product.price,
    original_price: line?.originalPrice ?? product.original_price,
    quantity,
    brand: line?.brand ?? product.brand ?? null,
    category: line?.category ?? product.category ?? null,
    color: line?.color ?? product.color ?? null,
    size: line?.size ?? product.size ?? null,
    seller: line?.seller ?? product.seller ?? null,
    coupon,
  };
}

/** §3 product tracking of an add that the API accepted, with the line's server price and read-back details. */
export function trackingOf(change: Extract<CartChange, { kind: 'add' }>, line: CartItem | undefined, coupon: string | null): ProductTracking {
  return productTrackingOf(change.product, change.quantity, coupon, line);
}

/** §3 product tracking of a cart line as it stands (begin_checkout); the line knows its product by slug. */
export function lineTrackingOf(item: CartItem, coupon: string | null): ProductTracking {
  return {
    ean: item.ean ?? null,
    offer_id: item.offer_id,
    variant_uuid: item.variant_uuid,
    // The product's uuid, as view_item and add_to_cart name it (the slug only for a line read before the API gave it).
    product_id: item.product_uuid ?? item.product_slug ?? item.variant_uuid,
    name: item.name,
    price: item.price,
    original_price: item.originalPrice,
    quantity: item.quantity,
    brand: item.brand,
    category: item.category,
    color: item.color,
    size: item.size,
    seller: item.seller,
    coupon,
  };
}
