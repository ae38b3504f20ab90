export { Price } from './Price';
export type { PriceProps } from './Price';
export { formatPrice } from './formatPrice';
export { PRICE_SIZES } from './Price.css';
export type { PriceSize } from './Price.css';
