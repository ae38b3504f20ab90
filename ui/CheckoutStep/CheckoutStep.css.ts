import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    padding: vars.space.medium,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.surfaceRaised,
    fontFamily: vars.font.family,
    color: vars.color.text,
    '@media': { [MEDIA.tablet]: { padding: vars.space.large } },
  },
  variants: {
    state: {
      current: { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.small, gap: vars.space.medium },
      done: {},
      upcoming: { backgroundColor: vars.color.surfaceMuted, borderColor: 'transparent', color: vars.color.textMuted },
    },
  },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minHeight: '32px' });

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    fontWeight: vars.font.weight.strong,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    state: {
      current: { backgroundColor: vars.color.text, color: vars.color.surface },
      done: { backgroundColor: vars.color.positiveSurface, color: vars.color.positive },
      upcoming: { border: `${vars.border.width} solid ${vars.color.borderStrong}`, color: vars.color.textMuted },
    },
  },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
});

export const edit = style({ flexShrink: 0, marginInlineEnd: `calc(-1 * ${vars.space.xsmall})` });

export const summary = style({
  paddingInlineStart: `calc(28px + ${vars.space.small})`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** The form of a step: fields in one column, two side by side from the tablet where they pair. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

/** The step's continue button: full width on a phone, its own width beyond. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [MEDIA.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });
