export { BrandStrip } from './BrandStrip';
export type { BrandStripProps, BrandStripItem } from './BrandStrip';
