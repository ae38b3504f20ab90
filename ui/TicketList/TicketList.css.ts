import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.medium, fontFamily: vars.font.family, color: vars.color.text });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

/** One request: the link takes the row's width, the status badge sits at its end. */
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  selectors: { '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

export const link = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  alignContent: 'center',
  color: 'inherit',
  textDecoration: 'none',
  // The whole row answers the pointer; the link stays the one thing in the tab order.
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.border.focusOffset})` },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const subject = style({ fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });
export const badge = style({ flexShrink: 0 });

export const message = style({ display: 'grid', gap: vars.space.small, justifyItems: 'start', margin: 0, color: vars.color.textMuted, fontFamily: vars.font.family });
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.medium });
