import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xsmall,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family,
  },
  variants: {
    reached: {
      true: { backgroundColor: vars.color.positiveSurface, color: vars.color.positive },
      false: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
  defaultVariants: { reached: false },
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const text = style({ flex: 1, minWidth: 0 });

export const percent = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: 'inherit', fontWeight: vars.font.weight.strong });

export const track = style({
  position: 'relative',
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    transformOrigin: 'left center',
    borderRadius: 'inherit',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: { '[dir="rtl"] &': { transformOrigin: 'right center' } },
    '@media': { [MEDIA.reducedMotion]: { transitionProperty: 'none' } },
  },
  variants: {
    reached: { true: { backgroundColor: vars.color.positive }, false: { backgroundColor: vars.color.accent } },
  },
  defaultVariants: { reached: false },
});
