/**
 * Cart states for the cart pieces' stories, built from the mocks' product fixtures (read only) and
 * derived with the cart model's functions: lines grouped by seller, free-shipping progress, totals (§2, §9).
 */
import { useState } from 'react';
import { DEFAULT_SELLER_NAME, type CartDiscount, type CartItem, type VendorType } from '../contract';
import { freeShippingOf, overallDeliveryMaxDays, sellerGroupsOf, subtotalOf } from '../features/cart';
import { cartItemFor, productCards } from '../mocks/fixtures';
import type { CartSellerGroup } from '../ui/CartLine';

/** A read-back line for a fixture offer, with story-only overrides (price changed, another seller). */
export function line(offerId: number, quantity: number, id: number, overrides: Partial<CartItem> = {}): CartItem {
  const item = cartItemFor({ offer_id: offerId, quantity }, id);
  if (!item) throw new Error(`No fixture offer ${offerId}.`);
  return { ...item, ...overrides };
}

/** The offer id of a product fixture's first variant, from its `seller`-th seller. */
export function offerOf(slug: string, seller = 0): number {
  const product = productCards.find((candidate) => candidate.slug === slug);
  const offer = product?.variants[0]?.offers[seller];
  if (!offer) throw new Error(`No fixture offer for ${slug} #${seller}.`);
  return offer.offer_id;
}

/**
 * The seller's kind for its badge: a read-back item only names its seller, and §3 names the official
 * store (and its 1P partners) 'Loja Oficial'; every other name is a marketplace seller.
 */
export function vendorTypeOf(seller: string): VendorType {
  return seller === DEFAULT_SELLER_NAME ? 'OFFICIAL_STORE' : 'MARKETPLACE';
}

export interface CartView {
  items: CartItem[];
  groups: CartSellerGroup[];
  itemCount: number;
  subtotal: number;
  total: number;
  freeShipping: { progress: number; remaining: number; reached: boolean };
  overallEstimateDays: number;
}

/** What the drawer and the cart page get, derived by the cart model's own functions (features/cart). */
export function cartView(items: CartItem[], { discounts = [] as CartDiscount[], discount = 0 } = {}): CartView {
  const subtotal = subtotalOf(items);
  const shipping = freeShippingOf(subtotal, discounts, items.length > 0);
  return {
    items,
    groups: sellerGroupsOf(items).map((group) => ({ ...group, vendorType: vendorTypeOf(group.seller) })),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    total: Math.round((subtotal - discount) * 100) / 100,
    freeShipping: { progress: shipping.progress, remaining: shipping.remaining, reached: shipping.hasFreeShipping },
    overallEstimateDays: overallDeliveryMaxDays(items),
  };
}

/**
 * A harness playing the cart model for a story: quantity changes and removals change the lines (and are
 * reported to the story's spies), the view is derived again; `clear` empties it.
 */
export function useStoryCart(
  initialItems: CartItem[],
  {
    discounts,
    discount = 0,
    onQuantityChange,
    onRemove,
  }: { discounts?: CartDiscount[]; discount?: number; onQuantityChange: (item: CartItem, quantity: number) => void; onRemove: (item: CartItem) => void },
) {
  const [items, setItems] = useState(initialItems);
  return {
    items,
    view: cartView(items, { discounts, discount }),
    clear: () => setItems([]),
    onQuantityChange: (item: CartItem, quantity: number) => {
      onQuantityChange(item, quantity);
      setItems((current) => current.map((candidate) => (candidate.id === item.id ? { ...candidate, quantity } : candidate)));
    },
    onRemove: (item: CartItem) => {
      onRemove(item);
      setItems((current) => current.filter((candidate) => candidate.id !== item.id));
    },
  };
}

/** One T-shirt (14,99 €): 75% of the way to free shipping from 19,90 €. */
export const oneItem = () => cartView([line(offerOf('t-shirt-algodao-organico'), 1, 1)]);

/** Two sellers: the multiple-deliveries warning. */
export const twoSellers = () =>
  cartView([
    line(offerOf('vestido-linho-mare'), 1, 1),
    line(offerOf('camisa-popelina-mare'), 1, 2),
    line(offerOf('auscultadores-lumen', 2), 1, 3),
  ]);

/**
 * Seven sellers (§2 edge): the headphones from each of their seven offers; the 1P offer reads back as
 * the official store (§3), so the seventh group is a marketplace seller named in the story.
 */
export const sevenSellers = () =>
  cartView([
    ...[0, 1, 2, 3, 5, 6].map((seller, index) => line(offerOf('auscultadores-lumen', seller), 1, index + 1)),
    line(offerOf('sandalias-couro-mare'), 1, 7, { seller: 'Faro Concept' }),
  ]);

/** §5 stock warnings: 0 left (limit reached), 1 left (last unit), 3 left (units left). */
export const stockWarnings = () =>
  cartView([
    line(offerOf('camisa-popelina-mare'), 3, 1),
    line(offerOf('conjunto-treino-mare'), 11, 2),
    line(offerOf('blazer-atelier-norte'), 5, 3),
  ]);

/** More than 99 units across eleven lines (the header shows 99+). */
export const manyItems = () =>
  cartView(
    productCards
      .filter((product) => (product.variants[0]?.offers[0]?.initial_stock ?? 0) > 0)
      .map((product, index) => {
        const stock = product.variants[0]!.offers[0]!.initial_stock;
        return line(product.variants[0]!.offers[0]!.offer_id, Math.min(10, stock), index + 1);
      }),
  );

/** Suggestions for the drawer's left panel: products not in the cart. */
export const suggestionProducts = () => productCards.filter((product) => ['sandalias-couro-mare', 'blazer-atelier-norte', 'serum-vitamina-c', 'relogio-aco-classico'].includes(product.slug));
