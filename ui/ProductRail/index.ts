export { ProductRail } from './ProductRail';
export type { ProductRailProps, ProductRailLabels } from './ProductRail';
export { ProductRailPlaceholder } from './ProductRailPlaceholder';
export type { ProductRailPlaceholderProps } from './ProductRailPlaceholder';
