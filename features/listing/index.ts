export { fetchListingFx, listingPath } from './api';
export { queryWithCategories } from './categoryLanguage';
export type { ListingContext, ListingKind, ListingRequest } from './api';
export {
  $context,
  $locale,
  $products,
  $meta,
  $facets,
  $brandName,
  $error,
  $pending,
  $total,
  $hasMorePages,
  $categoriesInPageLanguage,
  listingOpened,
  listingRefreshRequested,
  listingFailureText,
  FAILED_TO_FETCH_PRODUCTS,
  FAILED_TO_SEARCH_PRODUCTS,
  NO_DATA_RECEIVED,
} from './model';
export type { ListingOpened } from './model';
