import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

export const BOX_BACKGROUNDS = ['surface', 'surfaceMuted', 'surfaceRaised'] as const;
export const BOX_DISPLAYS = ['block', 'flex', 'grid', 'inline-flex', 'none'] as const;

const backgrounds = Object.fromEntries(BOX_BACKGROUNDS.map((name) => [name, vars.color[name]])) as Record<
  (typeof BOX_BACKGROUNDS)[number],
  string
>;

/** Layout properties that respond to the breakpoints of spec §9. */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': MEDIA.tablet },
    desktop: { '@media': MEDIA.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: BOX_DISPLAYS,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surface = defineProperties({
  properties: {
    background: backgrounds,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsive, surface);
export type Sprinkles = Parameters<typeof sprinkles>[0];
