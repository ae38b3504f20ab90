import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { BELOW_FOLD_ATTRIBUTE } from './belowFold';
import { MEDIA, tokens } from './tokens';
import { vars } from './vars.css';

/** The storefront theme: the only place that gives the contract its values. */
createGlobalTheme(':root', vars, tokens);

/** People who ask for less motion get none: every transition reads these durations. */
globalStyle(':root', {
  '@media': {
    [MEDIA.reducedMotion]: {
      vars: {
        [vars.motion.duration.quick]: '0ms',
        [vars.motion.duration.standard]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

/** A wrapper around what lies below the fold (./belowFold.ts) leaves the layout to its children. */
globalStyle(`[${BELOW_FOLD_ATTRIBUTE}]`, { display: 'contents' });
