import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `${vars.border.width} solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    fontFamily: vars.font.family,
    color: vars.color.text,
  },
  variants: { highlighted: { true: { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.accent}` }, false: {} } },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const title = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.strong, marginInlineEnd: 'auto' });

export const lines = style({ margin: 0, fontStyle: 'normal', fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const line = style({ display: 'block' });
