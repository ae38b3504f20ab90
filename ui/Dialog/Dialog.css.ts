import type { StyleRule } from '@vanilla-extract/css';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/**
 * Where the panel sits: a centred dialog, a drawer from the right, a sheet from the bottom, or a window in
 * the bottom corner (a chat) that fills the screen below 768px.
 */
export const DIALOG_SIDES = ['center', 'right', 'bottom', 'corner'] as const;
export type DialogSide = (typeof DIALOG_SIDES)[number];
/** How wide a centred dialog or a drawer may grow; a bottom sheet always spans the screen. */
export const DIALOG_SIZES = ['small', 'medium', 'large', 'full'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideToRight = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });
const slideFromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const slideToBottom = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });

/** Entry and exit motion, none at all for people who ask for less motion. */
function motion(enter: string, exit: string): StyleRule {
  return {
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${vars.motion.duration.standard} ${vars.motion.easing.enter}` },
      '&[data-state="closed"]': { animation: `${exit} ${vars.motion.duration.quick} ${vars.motion.easing.exit}` },
    },
    '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
  };
}

// On the dialog's layer, before its panel: a dialog opened over another (a confirmation over a drawer)
// dims the first one's panel too, since later portals stack above earlier ones on the same layer.
export const overlay = style([
  { position: 'fixed', inset: 0, backgroundColor: vars.color.scrim, zIndex: vars.layer.dialog },
  motion(fadeIn, fadeOut),
]);

const widths: Record<Exclude<DialogSize, 'full'>, string> = {
  small: `calc(${vars.space.xxlarge} * 8)`,
  medium: `calc(${vars.space.xxlarge} * 11)`,
  large: `calc(${vars.space.xxlarge} * 16)`,
};

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.layer.dialog,
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    boxShadow: vars.shadow.large,
    outline: 'none',
    overflow: 'hidden',
  },
  variants: {
    side: {
      center: [
        {
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          width: `calc(100% - 2 * ${vars.space.medium})`,
          maxHeight: `calc(100% - 2 * ${vars.space.xlarge})`,
          borderRadius: vars.radius.large,
        },
        motion(fadeIn, fadeOut),
      ],
      right: [{ top: 0, right: 0, bottom: 0, width: '100%' }, motion(slideFromRight, slideToRight)],
      bottom: [
        {
          left: 0,
          right: 0,
          bottom: 0,
          maxHeight: `calc(100% - ${vars.space.xlarge})`,
          borderTopLeftRadius: vars.radius.large,
          borderTopRightRadius: vars.radius.large,
        },
        motion(slideFromBottom, slideToBottom),
      ],
      corner: [
        {
          inset: 0,
          '@media': {
            [MEDIA.tablet]: {
              inset: 'auto',
              right: vars.space.large,
              bottom: vars.space.large,
              width: vars.size.chatWindowWidth,
              height: vars.size.chatWindowHeight,
              maxHeight: `calc(100% - 2 * ${vars.space.large})`,
              borderRadius: vars.radius.large,
            },
          },
        },
        motion(slideFromBottom, slideToBottom),
      ],
    } satisfies Record<DialogSide, StyleRule | StyleRule[]>,
    size: {
      small: { maxWidth: widths.small },
      medium: { maxWidth: widths.medium },
      large: { maxWidth: widths.large },
      full: { maxWidth: '100%' },
    } satisfies Record<DialogSize, StyleRule>,
  },
  compoundVariants: [
    // A bottom sheet spans the screen whatever its size.
    ...(['small', 'medium', 'large'] as const).map((size) => ({ variants: { side: 'bottom' as const, size }, style: { maxWidth: '100%' } })),
    // The corner window has its own size.
    ...(['small', 'medium', 'large'] as const).map((size) => ({ variants: { side: 'corner' as const, size }, style: { maxWidth: '100%' } })),
  ],
  defaultVariants: { side: 'center', size: 'medium' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  flexShrink: 0,
});

export const titleBlock = style({ flex: 1, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

/** The scrolling part between header and footer. */
export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', padding: vars.space.medium });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});
