import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;
const xsmall = { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const heading = style({ ...small, margin: 0, fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });

export const summary = style({ ...xsmall, margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const items = style({ ...xsmall, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0, padding: 0, listStyle: 'none' });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

export const step = recipe({
  base: {
    ...small,
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `${vars.size.iconStandard} minmax(0, 1fr)`,
    gap: vars.space.small,
    paddingBottom: vars.space.small,
    color: vars.color.textMuted,
    selectors: {
      // The rail between two dots.
      '&:not(:last-child)::after': {
        content: '""',
        position: 'absolute',
        insetInlineStart: `calc(${vars.size.iconStandard} / 2 - ${vars.border.width})`,
        top: vars.size.iconStandard,
        bottom: 0,
        width: vars.border.focusWidth,
        backgroundColor: vars.color.border,
      },
    },
  },
  variants: {
    state: {
      done: { color: vars.color.text, selectors: { '&:not(:last-child)::after': { backgroundColor: vars.color.positive } } },
      current: { color: vars.color.text, fontWeight: vars.font.weight.strong },
      upcoming: {},
      rejected: { color: vars.color.critical, fontWeight: vars.font.weight.strong },
    },
  },
});

export const dot = recipe({
  base: {
    boxSizing: 'border-box',
    width: vars.size.iconStandard,
    height: vars.size.iconStandard,
    borderRadius: vars.radius.full,
    border: `${vars.border.focusWidth} solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
  },
  variants: {
    state: {
      done: { borderColor: vars.color.positive, backgroundColor: vars.color.positive },
      current: { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 ${vars.border.focusWidth} ${vars.color.surface}`, backgroundColor: vars.color.accent },
      upcoming: {},
      rejected: { borderColor: vars.color.critical, backgroundColor: vars.color.critical },
    },
  },
});

export const stepText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const date = style({ ...xsmall, color: vars.color.textMuted, fontWeight: vars.font.weight.regular });
