import { localizedPath, ProductSearchQuery, type AssistantProduct, type Locale, type ProductCard } from '../../../../contract';
import type { CatalogRepository } from '../../catalog/repository';
import type { Entities } from '../entities';

/** How many product cards a reply carries. */
export const MAX_PRODUCTS = 4;

export type ProductMatch = { products: AssistantProduct[]; total: number };

/**
 * The catalogue search the search page runs (full text, then spelling fixes, then similar names), with
 * the sizes and colours the message named as its filters. The words searched are the product words the
 * message named, else the message itself.
 */
export async function searchProducts(catalog: CatalogRepository, entities: Entities, message: string, locale: Locale): Promise<ProductMatch> {
  const q = entities.products.length ? entities.products.map((product) => product.word).join(' ') : message;
  const attributes: Record<string, string[]> = {};
  if (entities.colours.length) attributes.color = entities.colours;
  if (entities.sizes.length) attributes.size = entities.sizes;
  const query = ProductSearchQuery.parse({ q: q.slice(0, 100), locale, page: 1, per_page: MAX_PRODUCTS, attributes });
  const page = await catalog.listing.search(query);
  const cards = page.cards.map((card) => JSON.parse(catalog.withOrigin(card)) as ProductCard);
  return {
    total: page.total,
    products: cards.map((card) => {
      const translation = card.translations[locale];
      const offer = card.variants[0]?.offers[0];
      return {
        uuid: card.uuid,
        name: translation?.name || card.name,
        brand: card.brand?.name ?? null,
        href: localizedPath(`/product/${translation?.slug || card.slug}`, locale),
        image: card.images[0]?.file_path ?? null,
        price: offer?.price_product ?? 0,
      };
    }),
  };
}
