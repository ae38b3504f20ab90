import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme';

export const root = style({ display: 'grid', gap: vars.space.xlarge, justifyItems: 'center', textAlign: 'center', paddingBlock: vars.space.xlarge });
export const code = style({ fontSize: `calc(${vars.font.size.xxlarge} * 2)`, fontWeight: vars.font.weight.strong, color: vars.color.textMuted, margin: 0, lineHeight: 1 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, justifyContent: 'center' });
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  width: '100%',
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space.xxlarge} * 4), 1fr))`,
});
export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'start',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});
export const contact = style({ display: 'grid', gap: vars.space.small, padding: vars.space.large, borderRadius: vars.radius.medium, background: vars.color.surfaceMuted, width: '100%' });
