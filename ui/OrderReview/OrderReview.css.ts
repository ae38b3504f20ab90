import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;
const xsmall = { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall } as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, fontFamily: vars.font.family, color: vars.color.text });

export const parcel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBottom: vars.space.medium,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const parcelHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'start',
});

export const media = style({ width: '64px', height: '85px', overflow: 'hidden', borderRadius: vars.radius.small, backgroundColor: vars.color.surfaceMuted });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const name = style({ ...small, margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const nameLink = style({ color: 'inherit', textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const meta = style({ ...xsmall, margin: 0, color: vars.color.textMuted });

export const flag = recipe({
  base: { ...xsmall, display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, margin: 0, fontWeight: vars.font.weight.medium },
  variants: { tone: { caution: { color: vars.color.caution }, critical: { color: vars.color.critical } } },
});

export const prices = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxsmall, textAlign: 'end' });

export const lineTotal = style({ ...small, margin: 0, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const previous = style({ ...xsmall, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const unit = style({ ...xsmall, margin: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const parcelShipping = style({
  ...xsmall,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const parcelShippingText = style({ flex: 1, minWidth: 0 });

export const parcelFee = style({ color: vars.color.text, fontWeight: vars.font.weight.medium, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const blocked = style({ ...small, margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.medium });

export const terms = style({ ...xsmall, margin: 0, color: vars.color.textMuted, textAlign: 'center' });
