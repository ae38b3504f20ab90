import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, fontFamily: vars.font.family, color: vars.color.text });

export const coupons = style({ display: 'flex', marginInlineStart: `calc(-1 * ${vars.space.small})` });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const amount = style({ margin: 0, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const discountName = style({ color: vars.color.positive, overflowWrap: 'anywhere' });

export const discountAmount = style({ margin: 0, color: vars.color.positive, fontWeight: vars.font.weight.medium, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const totalRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.xsmall,
  marginBlockStart: vars.space.xxsmall,
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
});

export const taxNote = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const totalAmount = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const estimate = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
});
