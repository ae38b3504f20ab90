import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, fontFamily: vars.font.family });

export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.cautionSurface,
  color: vars.color.caution,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
});

export const group = style({
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
});

/** Seller and count on the left, the delivery estimate on the right (below it when narrow). */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
});

export const seller = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const count = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const estimate = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });

export const line = style({
  padding: vars.space.medium,
  selectors: { '& + &': { borderBlockStart: `${vars.border.width} solid ${vars.color.border}` } },
});
