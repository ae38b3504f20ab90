import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.large, fontFamily: vars.font.family, color: vars.color.text, maxWidth: `calc(${vars.space.xxlarge} * 16)` });
export const header = style({ display: 'grid', gap: vars.space.small });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

/** A message as a bubble: the customer's at the end side in the accent's quiet tint, the shop's at the start. */
export const message = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xsmall,
    maxWidth: '85%',
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    border: `${vars.border.width} solid ${vars.color.border}`,
  },
  variants: {
    author: {
      customer: { justifySelf: 'end', backgroundColor: vars.color.surfaceMuted },
      operator: { justifySelf: 'start', backgroundColor: vars.color.surface, borderColor: vars.color.borderStrong },
    },
  },
});
export const author = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, margin: 0, fontSize: vars.font.size.small, fontWeight: vars.font.weight.strong });
export const time = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.standard });

export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.cautionSurface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});
export const closed = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });
export const reply = style({ display: 'grid', gap: vars.space.medium });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium });
export const status = style({ margin: 0, color: vars.color.positive, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });
