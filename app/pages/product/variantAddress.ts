import { PRODUCT_VARIANT_PARAM } from '../../../features/product';

/** The page address with `?variant={sku}` set (other query parameters and the hash kept). */
export function addressWithVariant(href: string, sku: string): string {
  const url = new URL(href);
  url.searchParams.set(PRODUCT_VARIANT_PARAM, sku);
  return `${url.pathname}${url.search}${url.hash}`;
}
