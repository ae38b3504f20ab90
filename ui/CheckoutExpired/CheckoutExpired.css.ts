import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  maxWidth: '520px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  color: vars.color.text,
  textAlign: 'center',
});

export const badge = recipe({
  base: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '64px', height: '64px', borderRadius: vars.radius.full },
  variants: {
    tone: {
      caution: { backgroundColor: vars.color.cautionSurface, color: vars.color.caution },
      critical: { backgroundColor: vars.color.criticalSurface, color: vars.color.critical },
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  '@media': { [MEDIA.tablet]: { fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge } },
});

export const number = style({ ...small, margin: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const text = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, color: vars.color.textMuted });

export const cart = recipe({
  base: {
    ...small,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    margin: `${vars.space.xsmall} 0`,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.medium,
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
  },
  variants: {
    restored: {
      true: { backgroundColor: vars.color.positiveSurface, color: vars.color.positive },
      false: { backgroundColor: vars.color.cautionSurface, color: vars.color.caution },
    },
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  gap: vars.space.xsmall,
  '@media': { [MEDIA.tablet]: { flexDirection: 'row', alignSelf: 'center' } },
});
