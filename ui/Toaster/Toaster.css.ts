import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { BUY_BAR_ATTRIBUTE, CHAT_LAUNCHER_CLEARANCE, clearOfFixedBars } from '../theme/bottomBar';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { TOAST_GAP_PX, TOAST_WIDTH_PX } from './toasterConstants';

const slideIn = keyframes({ from: { transform: `translateX(calc(100% + ${vars.space.large}))` }, to: { transform: 'translateX(0)' } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space.large}))` },
});

const aboveBars = clearOfFixedBars('bottom', CHAT_LAUNCHER_CLEARANCE);

/**
 * Bottom right, above dialogs, over what is fixed there (the phone's bottom bar, a product page's buy bar, the chat
 * launcher): at the top right the toasts lay over the header's language switcher, wishlist, account and cart, and
 * took their clicks while they showed. On phones it spans the screen. Only the toasts themselves take the pointer.
 */
export const viewport = style({
  position: 'fixed',
  ...aboveBars.alone,
  right: 0,
  pointerEvents: 'none',
  zIndex: vars.layer.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: `${TOAST_GAP_PX}px`,
  // §2: each toast is 356 px wide; the viewport adds its padding around them.
  width: `calc(${TOAST_WIDTH_PX}px + 2 * ${vars.space.medium})`,
  maxWidth: '100vw',
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  outline: 'none',
  '@media': { [MEDIA.mobile]: { width: '100%' }, ...aboveBars.alone['@media'] },
});

globalStyle(`body:has([${BUY_BAR_ATTRIBUTE}]) ${viewport}`, aboveBars.withBuyBar);

const stripe = {
  success: vars.color.positive,
  info: vars.color.accent,
  warning: vars.color.caution,
  error: vars.color.critical,
} as const;

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: vars.space.xsmall,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xxsmall,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    boxShadow: vars.shadow.medium,
    pointerEvents: 'auto',
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.duration.standard} ${vars.motion.easing.enter}` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}` },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.duration.quick} ${vars.motion.easing.exit}` },
      '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
    },
    '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    level: {
      success: { borderInlineStartColor: stripe.success },
      info: { borderInlineStartColor: stripe.info },
      warning: { borderInlineStartColor: stripe.warning },
      error: { borderInlineStartColor: stripe.error },
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
});

export const description = style({
  gridColumn: '1 / 2',
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const close = style({
  gridColumn: '2 / 3',
  gridRow: '1 / 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: `calc(-1 * ${vars.space.small})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}` },
  },
});
