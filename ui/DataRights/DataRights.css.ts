import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: `calc(${vars.space.xxlarge} * 12)`,
  padding: vars.space.large,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.family,
  color: vars.color.text,
  '@media': { [MEDIA.mobile]: { padding: vars.space.medium } },
});
/** A right: what it does, and its button at the end (below it on a phone). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  selectors: { '& + &': { paddingTop: vars.space.medium, borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});
export const text = style({ flex: `1 1 calc(${vars.space.xxlarge} * 6)`, display: 'grid', gap: vars.space.xxsmall });
export const rowTitle = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });
