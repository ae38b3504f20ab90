export { WishlistButton } from './WishlistButton';
export type { WishlistButtonLabels, WishlistButtonProps } from './WishlistButton';
export { WISHLIST_BUTTON_SIZES } from './WishlistButton.css';
export type { WishlistButtonSize } from './WishlistButton.css';
