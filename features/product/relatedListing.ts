import type { ProductPageData } from '../../contract';
import type { ListingContext } from '../listing';

/**
 * Where a product's related products come from (the §7 catalogue has no call of its own for them): the first
 * products of its category, else of its brand; none without either. The rail's 'see all' leads to the same listing.
 */
export function relatedListingOf(product: Pick<ProductPageData, 'category' | 'brand'>): Extract<ListingContext, { kind: 'category' | 'brand' }> | null {
  if (product.category) return { kind: 'category', category: product.category.slug };
  if (product.brand) return { kind: 'brand', brand: product.brand.slug };
  return null;
}
