export { fetchProductFx, fetchQuickViewProductFx, fetchTrackedProductFx, fetchRelatedProductsFx, refreshProductFx, productPath, RELATED_PRODUCTS_COUNT } from './api';
export {
  $product,
  $productError,
  $productNotFound,
  $productPending,
  $relatedProducts,
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
export { applyUpdate, defaultVariant, imagesOf, PRODUCT_VARIANT_PARAM, offerPrice, offerStock, offersOf, selectedVariantOf, variantForAttribute, variantNamedBy } from './variants';
