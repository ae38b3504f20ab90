import { MEDIA } from './tokens';
import { vars } from './vars.css';

/**
 * ui/BottomBar's height on phones (its items' touch target with their padding, its top border, the safe
 * area): what a fixed piece above it (the live notice, the product's buy bar) sits on. From 768px there
 * is no bottom bar.
 */
export const BOTTOM_BAR_HEIGHT = `calc(${vars.size.touchTarget} + ${vars.space.medium} + ${vars.border.width} + env(safe-area-inset-bottom))`;

/**
 * The product page's buy bar (ui/BuyBar) below 1024px: a touch-target button with its padding and top border.
 * Pieces fixed at the bottom right (the chat launcher) sit above it while it shows.
 */
export const BUY_BAR_HEIGHT = `calc(${vars.size.touchTarget} + ${vars.space.xsmall} * 2 + ${vars.border.width})`;

/** The attribute the buy bar carries, which the pieces above it look for. */
export const BUY_BAR_ATTRIBUTE = 'data-buy-bar';

/** ui/ChatWidget's launcher, fixed at the bottom right of every page: a round touch target and a little more. */
export const CHAT_LAUNCHER_SIZE = `calc(${vars.size.touchTarget} + ${vars.space.small})`;

/** What the end of a page keeps free under its last line so that the launcher, at rest over it, covers nothing. */
export const CHAT_LAUNCHER_CLEARANCE = `calc(${CHAT_LAUNCHER_SIZE} + ${vars.space.large})`;

/**
 * `property` (a fixed piece's `bottom`, the page end's `paddingBottom`) keeping `gap` clear of what is fixed at the
 * screen's bottom: the phone's bottom bar (`alone`), and below 1024px a product page's buy bar too (`withBuyBar`, for
 * a `body:has([data-buy-bar])` rule).
 */
export function clearOfFixedBars<P extends 'bottom' | 'paddingBottom'>(property: P, gap: string) {
  type Rule = Record<P, string> & { '@media': Record<string, Record<P, string>> };
  const rule = (phone: string, media: Record<string, string>) =>
    ({ [property]: phone, '@media': Object.fromEntries(Object.entries(media).map(([query, value]) => [query, { [property]: value }])) }) as Rule;
  return {
    alone: rule(`calc(${BOTTOM_BAR_HEIGHT} + ${gap})`, { [MEDIA.tablet]: gap }),
    withBuyBar: rule(`calc(${BOTTOM_BAR_HEIGHT} + ${BUY_BAR_HEIGHT} + ${gap})`, { [MEDIA.tablet]: `calc(${BUY_BAR_HEIGHT} + ${gap})`, [MEDIA.desktop]: gap }),
  };
}
