import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  fontFamily: vars.font.family,
});

export const title = style({ margin: 0, marginBottom: vars.space.medium, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong });
