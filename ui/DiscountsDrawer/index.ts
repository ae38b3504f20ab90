export { DiscountsDrawer, DISCOUNTS_SKELETON_COUNT } from './DiscountsDrawer';
export type { DiscountsDrawerLabels, DiscountsDrawerProps } from './DiscountsDrawer';
export { DISCOUNTS_DRAWER_STATUSES } from './DiscountsDrawer.css';
export type { DiscountsDrawerStatus } from './DiscountsDrawer.css';
