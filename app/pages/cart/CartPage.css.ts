import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

/** §6: why the checkout sent the shopper back here. */
export const guardNotice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: `0 0 ${vars.space.medium}`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.cautionSurface,
  color: vars.color.caution,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const guardTitle = style({ margin: 0, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const guardText = style({ margin: 0, color: vars.color.text });
