import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;
const xsmall = { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '560px',
  margin: '0 auto',
  padding: vars.space.large,
  boxSizing: 'border-box',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  fontFamily: vars.font.family,
  color: vars.color.text,
  '@media': { [MEDIA.mobile]: { padding: vars.space.medium } },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong });

export const intro = style({ ...small, margin: 0, color: vars.color.textMuted });

export const status = recipe({
  base: {
    ...small,
    display: 'inline-flex',
    alignSelf: 'flex-start',
    alignItems: 'center',
    gap: vars.space.xsmall,
    margin: 0,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    state: {
      pending: { backgroundColor: vars.color.cautionSurface, color: vars.color.caution },
      paid: { backgroundColor: vars.color.positiveSurface, color: vars.color.positive },
      expired: { backgroundColor: vars.color.criticalSurface, color: vars.color.critical },
    },
  },
});

export const outcome = style({ ...small, margin: 0 });

export const details = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceMuted,
  },
  variants: { dimmed: { true: { color: vars.color.textMuted }, false: {} } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.medium}`,
  selectors: { '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

export const name = style({ ...small, color: vars.color.textMuted });

export const value = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall, margin: 0 });

export const digits = style({
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  // An expired reference stays readable (the shopper may need it to call us) but is plainly no longer payable.
  selectors: { [`[data-state="expired"] &`]: { textDecoration: 'line-through' } },
});

export const deadline = style({ ...small, display: 'flex', alignItems: 'center', gap: vars.space.xsmall, margin: 0, fontWeight: vars.font.weight.medium });

export const note = style({ ...xsmall, margin: 0, color: vars.color.textMuted });

export const howTo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const howToTitle = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.strong });

export const ways = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const way = style({ padding: vars.space.small, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.medium });

export const wayTitle = style({ ...small, margin: `0 0 ${vars.space.xxsmall}`, fontWeight: vars.font.weight.strong });

export const steps = style({ ...small, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0, paddingInlineStart: vars.space.large, color: vars.color.textMuted });

export const email = style({
  ...small,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});
