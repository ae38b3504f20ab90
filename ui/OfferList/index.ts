export { OfferList } from './OfferList';
export type { OfferListProps, OfferListLabels } from './OfferList';
export { availableStock, stockHint, FEW_LEFT_MAX } from './offerFacts';
export type { StockHint } from './offerFacts';
