export { FreeShippingBar } from './FreeShippingBar';
export type { FreeShippingBarProps, FreeShippingBarLabels } from './FreeShippingBar';
