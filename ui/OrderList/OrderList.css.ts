import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, fontFamily: vars.font.family, color: vars.color.text });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  minBlockSize: vars.size.touchTarget,
  transition: `border-color ${vars.motion.duration.quick} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
    '&[aria-current="page"]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.accent}` },
  },
});

export const itemHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small, flexWrap: 'wrap' });

export const number = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontVariantNumeric: 'tabular-nums' });

export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const itemMethod = style({ flexBasis: '100%' });

export const itemFoot = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const thumbnails = style({ display: 'flex', gap: vars.space.xsmall, flex: 1, minInlineSize: 0, overflow: 'hidden' });

export const thumbnail = style({
  inlineSize: vars.space.xlarge,
  blockSize: `calc(${vars.space.xlarge} * 4 / 3)`,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const total = style({ fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const filter = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const chip = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.text, borderColor: vars.color.text, color: vars.color.surface },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
  '@media': { [MEDIA.tablet]: { minBlockSize: `calc(${vars.size.touchTarget} - ${vars.space.small})` } },
});

export const pagination = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const pageOf = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, color: vars.color.textMuted, fontFamily: vars.font.family });

export const errorText = style({ margin: 0, color: vars.color.critical });

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const skeleton = style({
  blockSize: `calc(${vars.space.xxlarge} * 2)`,
  borderRadius: vars.radius.medium,
  background: vars.color.skeleton,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
});
