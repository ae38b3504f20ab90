import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: `calc(${vars.space.xxlarge} * 16)`,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const intro = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, color: vars.color.textMuted });

export const contents = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const contentsTitle = style({ margin: 0, marginBlockEnd: vars.space.xsmall, fontSize: vars.font.size.small, fontWeight: vars.font.weight.strong });

export const contentsList = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset, borderRadius: vars.radius.small } },
});

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, scrollMarginTop: vars.space.xlarge });

export const paragraph = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const faq = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none', borderBlockStart: `${vars.border.width} solid ${vars.color.border}` });

export const details = style({ borderBlockEnd: `${vars.border.width} solid ${vars.color.border}` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const chevron = style({ display: 'inline-flex', transitionProperty: 'transform', transitionDuration: vars.motion.duration.quick });
globalStyle(`${details}[open] ${chevron}`, { transform: 'rotate(90deg)' });

export const answer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, paddingBlockEnd: vars.space.medium, color: vars.color.textMuted });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const errorMessage = style({ margin: 0, color: vars.color.critical });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const skeletonLine = style({
  height: vars.font.lineHeight.standard,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.skeleton,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationIterationCount: 'infinite',
  selectors: { '&:nth-child(4n)': { width: '60%' } },
  '@media': { [MEDIA.reducedMotion]: { animationName: 'none' } },
});
