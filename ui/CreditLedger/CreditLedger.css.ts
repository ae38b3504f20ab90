import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.medium, fontFamily: vars.font.family, color: vars.color.text });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `${vars.border.width} solid ${vars.color.border}` });

export const entry = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const text = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const reason = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted });

export const expiry = style([meta, { color: vars.color.caution }]);

export const AMOUNT_SIGNS = ['credit', 'debit'] as const;
export type AmountSign = (typeof AMOUNT_SIGNS)[number];
export const amount = recipe({
  base: { margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: { sign: { credit: { color: vars.color.positive }, debit: { color: vars.color.critical } } },
});

export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small, flexWrap: 'wrap' });
export const pageOf = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });
