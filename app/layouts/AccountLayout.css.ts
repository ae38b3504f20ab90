import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from '../../ui/theme/tokens';
import { vars } from '../../ui/theme/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const checking = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
  '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
});

export const skeletonTitle = style([skeleton, { width: '40%', height: vars.font.lineHeight.xxlarge }]);
export const skeletonLine = style([skeleton, { width: '70%', height: vars.font.lineHeight.standard }]);
export const skeletonBlock = style([skeleton, { width: '100%', height: `calc(${vars.space.xxlarge} * 5)`, borderRadius: vars.radius.large }]);

/** The affiliate layout: the page, centred, without the account navigation. */
export const affiliate = style({
  width: '100%',
  maxWidth: `calc(${vars.space.xxlarge} * 20)`,
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  boxSizing: 'border-box',
});
