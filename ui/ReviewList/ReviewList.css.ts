import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const summary = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'start',
  fontFamily: vars.font.family,
  color: vars.color.text,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: `minmax(0, calc(${vars.space.xxlarge} * 5)) minmax(0, calc(${vars.space.xxlarge} * 8))`, gap: vars.space.xlarge } },
});

export const average = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const averageNumber = style({ fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge, fontWeight: vars.font.weight.strong, margin: 0 });

export const muted = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted, margin: 0 });

export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const bar = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.large} + ${vars.space.small}) minmax(0, 1fr) calc(${vars.space.large} + ${vars.space.small})`,
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const barLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, color: vars.color.caution, fontVariantNumeric: 'tabular-nums' });

export const barNumber = style({ color: vars.color.text });

export const track = style({ height: vars.space.xsmall, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden' });

export const fill = style({ display: 'block', height: '100%', background: vars.color.caution, borderRadius: vars.radius.full });

export const count = style({ textAlign: 'end', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const author = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const body = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const skeleton = style({ height: `calc(${vars.space.xlarge} * 2)`, borderRadius: vars.radius.medium, background: vars.color.skeleton, marginBlock: vars.space.small });

export const footer = style({ display: 'flex', justifyContent: 'center', paddingBlockStart: vars.space.small });
