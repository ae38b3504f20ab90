import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.strong,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
  },
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const summary = style({
  display: 'none',
  '@media': {
    'screen and (min-width: 1024px)': { display: 'block', position: 'sticky', top: vars.space.large },
  },
});

export const retry = style({
  display: 'flex',
});
