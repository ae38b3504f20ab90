import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.discount,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const time = style({ fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' });
