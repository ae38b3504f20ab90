import { globalStyle, style } from '@vanilla-extract/css';
import { BOTTOM_BAR_HEIGHT, BUY_BAR_ATTRIBUTE, BUY_BAR_HEIGHT, CHAT_LAUNCHER_SIZE } from '../theme/bottomBar';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** Bottom right, above the phone's bottom bar, under dialogs. */
export const root = style({
  position: 'fixed',
  right: vars.space.medium,
  bottom: `calc(${BOTTOM_BAR_HEIGHT} + ${vars.space.medium})`,
  zIndex: vars.layer.overlay,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: CHAT_LAUNCHER_SIZE,
  height: CHAT_LAUNCHER_SIZE,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.textMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  '@media': {
    // Scrolling down a phone's page, it steps aside past the screen's edge; it comes back on the way up, or with the focus.
    [MEDIA.mobile]: { selectors: { '&[data-tucked]:not(:focus-visible)': { transform: `translateX(calc(100% + ${vars.space.medium}))` } } },
    [MEDIA.tablet]: { right: vars.space.large, bottom: vars.space.large },
  },
});


/** On a product page below 1024px the launcher sits above the buy bar, never over its button. */
globalStyle(`body:has([${BUY_BAR_ATTRIBUTE}]) ${root}`, {
  bottom: `calc(${BOTTOM_BAR_HEIGHT} + ${BUY_BAR_HEIGHT} + ${vars.space.small})`,
  '@media': {
    [MEDIA.tablet]: { bottom: `calc(${BUY_BAR_HEIGHT} + ${vars.space.small})` },
    [MEDIA.desktop]: { bottom: vars.space.large },
  },
});
