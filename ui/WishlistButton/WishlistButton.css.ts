import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Small beside a card's picture, large beside a product page's title. */
export const WISHLIST_BUTTON_SIZES = ['small', 'large'] as const;
export type WishlistButtonSize = (typeof WISHLIST_BUTTON_SIZES)[number];

/** The round heart lifts off the page like the product card's. */
export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.small,
});

/** A saved product's heart is painted in the discount red, as on the product card. */
export const pressed = style({});
globalStyle(`${pressed} svg`, { color: vars.color.discount });

/** The large heart is drawn large too (the house button draws every non-small icon at the standard size). */
globalStyle(`${root}[data-size="large"] svg`, { width: vars.size.iconLarge, height: vars.size.iconLarge });
