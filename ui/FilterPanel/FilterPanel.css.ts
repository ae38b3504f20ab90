import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA, SCRIPTED } from '../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: 0 });

export const group = style({
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.small,
  border: 0,
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // No inner scrolling: a long group shows eight values until a shopper asks for the rest (FilterPanel.tsx
  // VISIBLE_VALUES), and then all of them, the panel or its drawer scrolling as a whole.
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&[data-empty="true"]': { color: vars.color.textMuted } },
  '@media': { [MEDIA.desktop]: { minHeight: `calc(${vars.size.touchTarget} - ${vars.space.small})` } },
});

export const checkbox = style({
  flexShrink: 0,
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

/** The value's name is the label's own text (no element per option: a listing has dozens); the count keeps to the end. */
export const count = style({ flexShrink: 0, marginInlineStart: 'auto', overflowWrap: 'normal', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const priceRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small, flexWrap: 'wrap' });

export const priceField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 0',
  minWidth: `calc(${vars.size.touchTarget} * 2)`,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
});

export const input = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.standard,
  fontVariantNumeric: 'tabular-nums',
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: `calc(${vars.size.touchTarget} - ${vars.space.small})`,
  maxWidth: '100%',
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xsmall,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const chipText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const clearAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accent,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: vars.size.touchTarget,
  selectors: {
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

/** A long group's 'show more': a button only scripts can act on, so it shows once they run (SCRIPTED). */
export const more = style([clearAll, { display: 'none', selectors: { [`${SCRIPTED} &`]: { display: 'inline-flex' } } }]);

export const message = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted });

export const errorMessage = style([message, { color: vars.color.critical }]);

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const skeletonLine = style({
  height: vars.font.lineHeight.standard,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.skeleton,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationIterationCount: 'infinite',
  selectors: { '&:nth-child(3n+1)': { width: '50%' }, '&:nth-child(3n+2)': { width: '80%' } },
  '@media': { [MEDIA.reducedMotion]: { animationName: 'none' } },
});
