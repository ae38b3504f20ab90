import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { menuRow } from '../MegaMenu/menuRow.css';

const focusRing = {
  '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.border.focusWidth})` },
} as const;

/** One tab per top menu, scrolling sideways when they do not fit. */
export const tabs = style({
  flexShrink: 0,
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  paddingInline: vars.space.medium,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const tab = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: 'none',
  borderBottom: `${vars.border.focusWidth} solid transparent`,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.accent, borderBottomColor: vars.color.accent },
    ...focusRing,
  },
});

export const sparkle = style({ color: vars.color.vip, display: 'inline-flex' });

export const panel = style({ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', padding: vars.space.medium });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxsmall });

export const submenu = style([
  menuRow,
  {
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted }, ...focusRing },
  },
]);

export const chevron = style({ gridColumn: 2, gridRow: '1 / span 2', color: vars.color.textMuted });

export const panelHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, marginBottom: vars.space.medium });

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
});

export const empty = style({ margin: 0, padding: vars.space.large, textAlign: 'center', color: vars.color.textMuted });

export const footer = style({
  flexShrink: 0,
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  paddingBottom: `calc(${vars.space.medium} + env(safe-area-inset-bottom))`,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const account = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}` } },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: { ...focusRing },
});

/** The sheet's top: the search box, then its close button. */
export const top = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.xsmall });
