export { BottomBar } from './BottomBar';
export type { BottomBarProps, BottomBarLabels } from './BottomBar';
export {
  BOTTOM_BAR_ITEMS,
  CART_BADGE_CAP,
  TAP_VIBRATION_MS,
  activeBottomBarItem,
  cartBadgeText,
  isActivePath,
  vibrate,
} from './bottomBarState';
export type { BottomBarItem, BottomBarPage } from './bottomBarState';
