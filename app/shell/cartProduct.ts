import { DEFAULT_SELLER_NAME, isOfficialStore } from '../../contract/constants';
import type { Locale, PageOffer, PageVariant, Product, ProductCard, ProductPageData, ProductTracking } from '../../contract';
// The pure part of the cart: a page that adds to it keeps the model out of its first load (./useAddToCart.ts).
import { productTrackingOf } from '../../features/cart/changes';
import type { CartProduct } from '../../features/cart/changes';
import { imagesOf, offerPrice, offerStock } from '../../features/product';

const attribute = (variant: PageVariant, name: string) => variant.attribute_values.find((value) => value.attribute === name)?.value ?? null;

/**
 * What the cart needs of the offer a shopper adds (features/cart `CartProduct`): the §3 item to send,
 * the §5 known stock, and the §3 product tracking fields for analytics.
 */
export function cartProductOf(product: ProductCard | Product | ProductPageData, variant: PageVariant, offer: PageOffer, locale: Locale): CartProduct {
  const category = 'category' in product ? product.category : null;
  return {
    product_id: product.uuid,
    variant_uuid: variant.uuid,
    offer_id: offer.offer_id,
    offer_uuid: offer.uuid,
    name: product.translations[locale]?.name || product.name,
    price: offerPrice(offer),
    original_price: offer.pvp,
    quantity: 1,
    stock_available: offerStock(offer),
    size: attribute(variant, 'size'),
    color: attribute(variant, 'color'),
    image: imagesOf(product, variant)[0]?.file_path ?? null,
    seller: isOfficialStore(offer.vendor.vendorType) ? DEFAULT_SELLER_NAME : offer.shop_name,
    category: category?.slug ?? null,
    brand: product.brand?.name ?? null,
    ean: variant.ean,
    product_slug: product.slug,
  };
}

/** §3 product tracking fields of a product page's offer (view_item, add_to_wishlist): one unit, no coupon. */
export function productTrackingFor(product: ProductCard | Product | ProductPageData, variant: PageVariant | null, offer: PageOffer | null, locale: Locale): ProductTracking | null {
  return variant && offer ? productTrackingOf(cartProductOf(product, variant, offer, locale), 1, null) : null;
}
