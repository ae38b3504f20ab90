export { CartLine, cartItemName } from './CartLine';
export type { CartLineProps, CartLineLabels } from './CartLine';
export { CartLineSkeleton } from './CartLineSkeleton';
export { CartSellerGroups } from './CartSellerGroups';
export type { CartSellerGroup, CartSellerGroupsProps, CartSellerGroupsLabels } from './CartSellerGroups';
export { LOW_STOCK_WARNING_MAX, stockWarning, canDecrement, canIncrement } from './stockWarning';
export type { StockWarning } from './stockWarning';
