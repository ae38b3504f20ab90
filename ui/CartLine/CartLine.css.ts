import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** Picture on the left, everything else beside it. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.xxlarge} * 2) minmax(0, 1fr)`,
  gap: vars.space.medium,
  alignItems: 'start',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const media = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.standard,
  selectors: { [`${root}[data-updating] &`]: { opacity: 0.6 } },
  '@media': { [MEDIA.reducedMotion]: { transitionProperty: 'none' } },
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

/** Brand and name, with the remove button in the corner. */
export const heading = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall });

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  paddingBlockStart: vars.space.xxsmall,
});

export const brand = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset, borderRadius: vars.radius.small },
  },
});

const smallMuted = {
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
} as const;

export const variant = style({ ...smallMuted, display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xsmall });

export const separator = style({ color: vars.color.border });

export const seller = style({ display: 'flex', marginBlockStart: vars.space.xxsmall });

export const soldBy = style(smallMuted);

/** The stepper on the left, the price on the right, on one line when it fits. */
export const purchase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
});

export const quantity = style({
  position: 'relative',
  minWidth: vars.space.large,
  textAlign: 'center',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${root}[data-updating] &`]: { color: 'transparent' } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** While the line updates, a small ring turns where the quantity was. */
export const spinner = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  marginBlockStart: `calc(${vars.size.iconSmall} / -2)`,
  marginInlineStart: `calc(${vars.size.iconSmall} / -2)`,
  boxSizing: 'border-box',
  border: `${vars.border.focusWidth} solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.accent,
  borderRadius: vars.radius.full,
  animation: `${spin} calc(${vars.motion.duration.slow} * 2) linear infinite`,
  '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
});

export const price = style({ marginInlineStart: 'auto', textAlign: 'end' });

export const unitPrice = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

export const NOTICE_TONES = ['critical', 'caution', 'info'] as const;

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxsmall,
    margin: 0,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.xsmall,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    tone: {
      critical: { color: vars.color.critical },
      caution: { color: vars.color.caution },
      info: { color: vars.color.textMuted },
    } satisfies Record<(typeof NOTICE_TONES)[number], object>,
  },
});
