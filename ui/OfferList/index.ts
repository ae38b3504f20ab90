export { OfferList } from './OfferList';
export type { OfferListProps, OfferListLabels } from './OfferList';
export { availableStock, stockHint, deliveryEstimate, FEW_LEFT_MAX, DEFAULT_DELIVERY_DAYS } from './offerFacts';
export type { StockHint } from './offerFacts';
