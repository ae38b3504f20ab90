/**
 * Cart states for the cart pieces' stories, built from the mocks' product fixtures (read only) the
 * way the cart model derives them: lines grouped by seller, free-shipping progress, totals (§2, §9).
 */
import { DEFAULT_DELIVERY_MAX_DAYS, FREE_SHIPPING_THRESHOLD_EUR, type CartItem, type VendorType } from '../contract';
import { cartItemFor, offerIndex, productCards } from '../mocks/fixtures';
import type { CartSellerGroup } from '../ui/CartLine';

const round2 = (n: number) => Math.round(n * 100) / 100;

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

function vendorTypeOf(item: CartItem): VendorType | undefined {
  return offerIndex.get(item.offer_id)?.offer.vendor?.vendorType;
}

const bounds = (estimate: string) => estimate.split('-').map(Number) as [number, number];

export interface CartView {
  items: CartItem[];
  groups: CartSellerGroup[];
  itemCount: number;
  subtotal: number;
  total: number;
  freeShipping: { progress: number; remaining: number; reached: boolean };
  overallEstimateDays: number;
}

/** §2 groups by seller, §9 subtotal, free-shipping progress (whole percent, capped) and the overall estimate. */
export function cartView(items: CartItem[], { threshold = FREE_SHIPPING_THRESHOLD_EUR, discount = 0 } = {}): CartView {
  const groups = new Map<string, CartSellerGroup>();
  for (const item of items) {
    const group = groups.get(item.seller);
    if (group) {
      const [min, max] = bounds(group.deliveryEstimate);
      const [itemMin, itemMax] = bounds(item.deliveryEstimate);
      groups.set(item.seller, {
        ...group,
        items: [...group.items, item],
        count: group.count + item.quantity,
        deliveryEstimate: `${Math.min(min, itemMin)}-${Math.max(max, itemMax)}`,
      });
    } else {
      groups.set(item.seller, { seller: item.seller, vendorType: vendorTypeOf(item), items: [item], count: item.quantity, deliveryEstimate: item.deliveryEstimate });
    }
  }
  const subtotal = round2(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const progress = Math.min(100, Math.round((subtotal / threshold) * 100));
  const uppers = items.map((item) => bounds(item.deliveryEstimate)[1]);
  return {
    items,
    groups: [...groups.values()],
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    total: round2(subtotal - discount),
    freeShipping: { progress, remaining: round2(Math.max(0, threshold - subtotal)), reached: subtotal >= threshold },
    overallEstimateDays: uppers.length > 0 ? Math.max(...uppers) : DEFAULT_DELIVERY_MAX_DAYS,
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
