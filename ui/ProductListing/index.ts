export { ProductListing, PRODUCT_LISTING_STATUSES } from './ProductListing';
export type { ProductListingProps, ProductListingLabels, ProductListingStatus } from './ProductListing';
export { pageWindow } from './pages';
export type { PageItem } from './pages';
