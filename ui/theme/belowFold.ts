/**
 * The attribute of a wrapper around what lies below the fold on every screen (a product's reviews and related rail,
 * home's brands and new arrivals under its campaign banners, the footer). The wrapper adds no box
 * (`display: contents`, ui/theme/theme.css.ts). In production the page's inline critical CSS leaves out the rules of
 * what it holds and hides it until the whole stylesheet, linked right after the shell, has arrived
 * (app/server/criticalCss.ts): what a shopper first sees paints sooner, and nothing below it ever shows unstyled.
 * Mark only parts no first screen shows (or shows only at its very bottom), with a plain `div`.
 */
export const BELOW_FOLD_ATTRIBUTE = 'data-below-fold';

/**
 * The wrapper's props: `<div {...belowFold()}>`. `belowFold(false)` keeps the same wrapper, so the tree does not
 * change, for a page whose first screen does reach the part (home without campaign banners).
 */
export function belowFold(below = true): { [BELOW_FOLD_ATTRIBUTE]: 'true' | 'false' } {
  return { [BELOW_FOLD_ATTRIBUTE]: below ? 'true' : 'false' };
}
