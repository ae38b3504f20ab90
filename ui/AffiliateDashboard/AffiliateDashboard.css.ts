import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.large, fontFamily: vars.font.family, color: vars.color.text });

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minWidth: 0,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [MEDIA.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const periods = style({ display: 'inline-flex', gap: vars.space.xxsmall, padding: vars.space.xxsmall, borderRadius: vars.radius.full, backgroundColor: vars.color.surfaceMuted });

export const chart = style({ display: 'block', width: '100%', height: `calc(${vars.space.xxlarge} * 5)` });

export const clicksBar = style({ fill: vars.color.borderStrong });
export const conversionsBar = style({ fill: vars.color.accent });
export const baseline = style({ stroke: vars.color.border, strokeWidth: vars.border.width });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.small, color: vars.color.textMuted });

export const swatch = style({ display: 'inline-block', width: vars.space.small, height: vars.space.small, marginInlineEnd: vars.space.xxsmall, borderRadius: vars.radius.small, verticalAlign: 'middle' });
export const swatchClicks = style([swatch, { backgroundColor: vars.color.borderStrong }]);
export const swatchConversions = style([swatch, { backgroundColor: vars.color.accent }]);

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xsmall} ${vars.space.small}`, borderBottom: `${vars.border.width} solid ${vars.color.border}`, textAlign: 'end' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const link = style({ color: vars.color.accent, textDecoration: 'underline', overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

