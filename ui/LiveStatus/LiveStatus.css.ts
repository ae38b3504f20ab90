import { keyframes, style } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { BOTTOM_BAR_HEIGHT } from '../theme/bottomBar';
import { vars } from '../theme/vars.css';

export const LIVE_STATUS_STATES = ['hidden', 'paused', 'resumed'] as const;
export type LiveStatusState = (typeof LIVE_STATUS_STATES)[number];
/** The states that show a notice. */
export type LiveStatusShownState = Exclude<LiveStatusState, 'hidden'>;

/**
 * Bottom left, away from the header's cart and account buttons (top right) and the toasts (top right), above
 * the page and level with the bottom bar but never over it; below drawers and dialogs (their scrim dims it).
 * It never takes a tap: whatever lies under it stays usable.
 */
export const region = style({
  position: 'fixed',
  insetInlineStart: vars.space.medium,
  bottom: `calc(${BOTTOM_BAR_HEIGHT} + ${vars.space.small})`,
  zIndex: vars.layer.sticky,
  maxWidth: `min(calc(100vw - 2 * ${vars.space.medium}), calc(${vars.space.xxlarge} * 8))`,
  pointerEvents: 'none',
  fontFamily: vars.font.family,
  '@media': { [MEDIA.tablet]: { bottom: vars.space.medium } },
});

const shown = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.xsmall})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xsmall,
    margin: 0,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.large,
    border: `${vars.border.width} solid ${vars.color.border}`,
    boxShadow: vars.shadow.medium,
    color: vars.color.text,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    fontWeight: vars.font.weight.medium,
    animation: `${shown} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
    '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    state: {
      paused: { backgroundColor: vars.color.cautionSurface },
      resumed: { backgroundColor: vars.color.positiveSurface },
    } satisfies Record<LiveStatusShownState, StyleRule>,
  },
});

/** The icon sits on the first line's centre, however many lines the text takes. */
export const icon = recipe({
  base: { display: 'inline-flex', alignItems: 'center', height: vars.font.lineHeight.small },
  variants: {
    state: {
      paused: { color: vars.color.caution },
      resumed: { color: vars.color.positive },
    } satisfies Record<LiveStatusShownState, StyleRule>,
  },
});
