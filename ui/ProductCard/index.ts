export { ProductCard } from './ProductCard';
export type { ProductCardProps, ProductCardLabels } from './ProductCard';
export { ProductCardSkeleton } from './ProductCardSkeleton';
export { OfferPrice } from './OfferPrice';
export type { OfferPriceLabels, OfferPriceProps } from './OfferPrice';
export { discountPercent, isLastUnits, sellerCount, firstOffer, localisedText, brandName, discountRunning, LAST_UNITS_MIN, LAST_UNITS_MAX } from './facts';
// The grid the cards live in, re-exported so a page imports the card family from one place.
export { ProductGrid } from '../ProductGrid';
export type { ProductGridProps } from '../ProductGrid';
