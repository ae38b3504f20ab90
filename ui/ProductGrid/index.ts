export { ProductGrid } from './ProductGrid';
export type { ProductGridProps } from './ProductGrid';
export { GRID_DENSITIES } from './ProductGrid.css';
export type { GridDensity } from './ProductGrid.css';
