import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: `calc(${vars.space.xxlarge} * 24)`,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium} ${vars.space.xlarge}`,
  boxSizing: 'border-box',
});
