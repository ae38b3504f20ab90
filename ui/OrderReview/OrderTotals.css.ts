import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, fontFamily: vars.font.family, color: vars.color.text });

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

export const amount = style({
  margin: 0,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&[data-free]': { color: vars.color.positive, fontWeight: vars.font.weight.medium } },
});

export const subRow = style([row, { paddingInlineStart: vars.space.small, fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall }]);

export const subName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const subAmount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const discountName = style({ color: vars.color.positive, overflowWrap: 'anywhere' });

export const discountAmount = style({ margin: 0, color: vars.color.positive, fontWeight: vars.font.weight.medium, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const totalRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.small,
  marginBlockStart: vars.space.xxsmall,
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
});

export const totalAmount = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const vat = style({ margin: 0, textAlign: 'end', fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
