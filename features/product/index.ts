export { fetchProductFx, fetchQuickViewProductFx, fetchTrackedProductFx, refreshProductFx, productPath } from './api';
export {
  $product,
  $productError,
  $productNotFound,
  $productPending,
  $reviewsPreview,
  $selectedVariant,
  $offers,
  $quickViewProduct,
  $quickViewError,
  $quickViewPending,
  $quickViewVariant,
  $quickViewOffers,
  productPageOpened,
  variantSelected,
  attributeSelected,
  productUpdated,
  productRefreshed,
  quickViewOpened,
  quickViewClosed,
  quickViewVariantSelected,
  FAILED_TO_FETCH_PRODUCT,
} from './model';
export type { AttributeChoice, ProductRequested } from './model';
// The related products (features/product/related.ts) are imported by what asks for them, never with a first load.
export { relatedListingOf } from './relatedListing';
export { applyUpdate, defaultVariant, imagesOf, PRODUCT_VARIANT_PARAM, offerPrice, offerStock, offersOf, selectedVariantOf, variantForAttribute, variantNamedBy } from './variants';
