import { globalStyle, style } from '@vanilla-extract/css';
import { BOTTOM_BAR_HEIGHT, BUY_BAR_HEIGHT } from '../theme/bottomBar';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/**
 * Below 1024px the product page is one column and its offers scroll away under the gallery: the bar keeps
 * the price and the button on screen, on the bottom bar on phones and at the bottom from 768px. Desktops
 * see the buy box beside the gallery and get no bar.
 */
export const root = style({
  position: 'fixed',
  insetInline: 0,
  bottom: BOTTOM_BAR_HEIGHT,
  zIndex: vars.layer.sticky,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  backgroundColor: vars.color.surfaceRaised,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family,
  '@media': {
    [MEDIA.tablet]: { bottom: 0, paddingBottom: `calc(${vars.space.xsmall} + env(safe-area-inset-bottom))` },
    [MEDIA.desktop]: { display: 'none' },
  },
});

export const summary = style({ display: 'grid', minWidth: 0, containerType: 'inline-size' });

/**
 * Where the button leaves the price little room (a phone in Portuguese or French: about 110 px), the struck list
 * price would wrap onto a third line and the bar would outgrow the space the page keeps for it: there the bar
 * shows the price alone. The page above shows the list price and the lowest of 30 days beside the offer.
 */
globalStyle(`${summary} del`, { '@container': { '(max-width: 9rem)': { display: 'none' } } });

export const name = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

/** What the page keeps free at its end so the bar never covers its last lines (the footer's). */
export const space = style({
  height: BUY_BAR_HEIGHT,
  '@media': { [MEDIA.desktop]: { display: 'none' } },
});
