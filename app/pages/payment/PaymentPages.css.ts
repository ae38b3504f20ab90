import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '640px',
  margin: '0 auto',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.strong,
  // The payment pieces are narrow centred cards: the heading sits over them.
  textAlign: 'center',
});
