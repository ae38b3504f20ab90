import type { Locale, Offer, ProductCard, Tag } from '../../contract';

/** §2: 'Last units' when the first offer's initial stock is between 1 and 5. */
export const LAST_UNITS_MIN = 1;
export const LAST_UNITS_MAX = 5;

/** §2: badges and the price come from the first offer of the first variant. */
export function firstOffer(product: ProductCard): Offer | undefined {
  return product.variants[0]?.offers[0];
}

type PricedOffer = Pick<Offer, 'pvp' | 'price_product'> & Partial<Pick<Offer, 'price_campaign'>>;

/** The price the shopper pays (and the cart charges): the campaign price when the offer has one. */
export function sellingPrice(offer: PricedOffer): number {
  return offer.price_campaign ?? offer.price_product;
}

/** §2: round((pvp - price) / pvp * 100) when pvp exceeds price, else none. */
export function discountPercent(offer: PricedOffer | undefined): number | null {
  if (!offer) return null;
  const price = sellingPrice(offer);
  if (!(offer.pvp > price) || offer.pvp <= 0) return null;
  return Math.round(((offer.pvp - price) / offer.pvp) * 100);
}

export function isLastUnits(offer: Pick<Offer, 'initial_stock'> | undefined): boolean {
  return offer !== undefined && offer.initial_stock >= LAST_UNITS_MIN && offer.initial_stock <= LAST_UNITS_MAX;
}

/** §2: distinct sellers across every variant's offers. */
export function sellerCount(product: ProductCard): number {
  return new Set(product.variants.flatMap((variant) => variant.offers.map((offer) => offer.seller_id))).size;
}

/** The name and description in the page's language, falling back to the product's own. */
export function localisedText(product: Pick<ProductCard, 'name' | 'description' | 'translations'>, locale: Locale): { name: string; description: string } {
  const translation = product.translations[locale];
  return { name: translation?.name || product.name, description: translation?.description || product.description };
}

export function tagName(tag: Tag): string {
  return typeof tag === 'string' ? tag : tag.name;
}

/** The brand's name in the page's language, falling back to its own. */
export function brandName(brand: NonNullable<ProductCard['brand']>, locale: Locale): string {
  return brand.translations.find((t) => t.locale === locale)?.name || brand.name;
}

/** Whether a discount end is still ahead of `now`. */
export function discountRunning(discountEndsAt: string | null, now: number): boolean {
  return discountEndsAt !== null && Date.parse(discountEndsAt) > now;
}
