import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/**
 * Without a `data-reveal` mark (server HTML, no JavaScript, above the fold) the content is simply
 * there. The script marks content below the fold `hidden`, then `shown` when it scrolls into view.
 */
export const root = style({
  selectors: {
    // Hidden at once (no transition on the way out of sight), revealed with one.
    '&[data-reveal="hidden"]': { opacity: 0, transform: `translateY(${vars.space.large})`, transitionProperty: 'none' },
    '&[data-reveal="shown"]': { opacity: 1, transform: 'none', transitionProperty: 'opacity, transform' },
  },
  '@media': {
    [MEDIA.reducedMotion]: {
      selectors: { '&[data-reveal]': { opacity: 1, transform: 'none', transitionProperty: 'none' } },
    },
  },
});
