import { offerPrice, offerStock } from '../../contract/constants';
import type { PageOffer, PageVariant, Product, ProductCard, ProductImage, ProductPageData } from '../../contract';

export { offerPrice, offerStock };

const selectorValues = (variant: PageVariant) => variant.attribute_values.filter((value) => value.is_to_use_as_selector);

/** The variant shown first: the first one a shopper can buy, else the first one. */
export function defaultVariant<V extends PageVariant>(product: { variants: V[] }): V | null {
  return product.variants.find((variant) => variant.offers.some((offer) => offerStock(offer) > 0)) ?? product.variants[0] ?? null;
}

/** The chosen variant of the product, or its default when the choice is not (or no longer) one of its variants. */
export function selectedVariantOf<V extends PageVariant>(product: { variants: V[] } | null, uuid: string | null): V | null {
  if (!product) return null;
  return product.variants.find((variant) => variant.uuid === uuid) ?? defaultVariant(product);
}

/**
 * §2 variant selector from `attribute_values` with `is_to_use_as_selector`: choosing a value keeps
 * the other chosen values when a variant has them all, else takes the first variant with that value.
 */
export function variantForAttribute<V extends PageVariant>(
  product: { variants: V[] },
  current: PageVariant | null,
  { attribute, value }: { attribute: string; value: string },
): V | null {
  const withValue = product.variants.filter((variant) =>
    selectorValues(variant).some((v) => v.attribute === attribute && v.slug === value),
  );
  const others = current ? selectorValues(current).filter((v) => v.attribute !== attribute) : [];
  const keepingOthers = withValue.find((variant) =>
    others.every((other) => selectorValues(variant).some((v) => v.attribute === other.attribute && v.slug === other.slug)),
  );
  return keepingOthers ?? withValue[0] ?? null;
}

/** The pictures to show for a variant: its own (in its colour), else the product's. */
export function imagesOf<I extends { file_path: string; order?: number }>(product: { images: I[] }, variant: PageVariant | null): (I | ProductImage)[] {
  return variant?.images?.length ? variant.images : product.images;
}

/** The product page address's query parameter naming the chosen variant by its sku (`?variant=…`). */
export const PRODUCT_VARIANT_PARAM = 'variant';

/** The variant a page address names (`?variant=` carries its sku), or null. */
export function variantNamedBy<V extends PageVariant>(product: { variants: V[] }, sku: string | null | undefined): V | null {
  return sku ? (product.variants.find((variant) => variant.sku === sku) ?? null) : null;
}

/**
 * The offers of a variant from every seller (§2), those with stock first, each part cheapest first: the page's price,
 * its buy bar and view_item read the first one, which must be one a shopper can buy while any seller has stock.
 */
export function offersOf<O extends PageOffer>(variant: { offers: O[] } | null): O[] {
  if (!variant) return [];
  const soldOut = (offer: O) => (offerStock(offer) > 0 ? 0 : 1);
  return [...variant.offers].sort((a, b) => soldOut(a) - soldOut(b) || offerPrice(a) - offerPrice(b));
}

/**
 * The fields of a product written in one language. A live update carries them in the publisher's language
 * (the locale of the slug whose `product_{slug}` channel it came on); the category's name is one too.
 */
const LOCALE_TEXT_FIELDS = ['name', 'description', 'slug', 'translations', 'seo', 'category'] as const;

/**
 * A live update (§7 `UpdateProduct`) replaces the product's data — prices, stock, pictures, variants, the
 * countdown — and keeps the shown text (name, description, slug, translations, seo, category): the event is
 * written in its publisher's language (where several languages share a slug, the channel carries pt), and
 * nothing that publishes it changes text (offer price and stock, `discountEndsAt`). Fields only the full
 * product has are kept when the update carries the card shape.
 */
export function applyUpdate<T extends ProductCard | Product | ProductPageData>(current: T | null, update: ProductCard | Product): T | null {
  if (!current || current.uuid !== update.uuid) return current;
  const merged: Record<string, unknown> = { ...current, ...update };
  for (const field of LOCALE_TEXT_FIELDS) {
    if (field in current) merged[field] = current[field as keyof T];
    else delete merged[field];
  }
  return merged as T;
}
