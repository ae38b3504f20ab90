import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

export const summary = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    border: `${vars.border.width} solid ${vars.color.border}`,
    background: vars.color.surface,
    '@media': {
      'screen and (min-width: 1024px)': { position: 'sticky', top: vars.space.large },
    },
  },
  variants: {
    // On phones the review step shows the same totals right above.
    reviewing: { true: { '@media': { 'screen and (max-width: 1023px)': { display: 'none' } } }, false: {} },
  },
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
});

export const retry = style({
  display: 'flex',
});
