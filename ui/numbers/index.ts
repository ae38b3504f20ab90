export { formatDecimal, formatPrice } from './numbers';
