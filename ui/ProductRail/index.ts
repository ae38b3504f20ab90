export { ProductRail } from './ProductRail';
export type { ProductRailProps, ProductRailLabels } from './ProductRail';
