import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const focusRing = {
  '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(${vars.border.focusOffset} * -1)` },
} as const;

/** Phones and tablets: greeting, then a scrolling row of sections, then the page. Desktop: a sidebar beside the page. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: `calc(${vars.space.xxlarge} * 26)`,
  marginInline: 'auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  color: vars.color.text,
  '@media': {
    [MEDIA.desktop]: {
      gridTemplateColumns: `calc(${vars.space.xxlarge} * 5) minmax(0, 1fr)`,
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space.xlarge,
      rowGap: vars.space.large,
      padding: `${vars.space.xlarge} ${vars.space.large}`,
    },
  },
});

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
  '@media': { [MEDIA.desktop]: { gridColumn: '1 / -1' } },
});

/** Where the name will be once the browser knows who is signed in. */
export const greetingPlaceholder = style({
  display: 'block',
  width: `calc(${vars.space.xxlarge} * 5)`,
  maxWidth: '60%',
  height: vars.font.lineHeight.xlarge,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.skeleton,
});

export const nav = style({
  minWidth: 0,
  marginInline: `calc(${vars.space.medium} * -1)`,
  '@media': { [MEDIA.desktop]: { marginInline: 0, alignSelf: 'start' } },
});

export const list = style({
  listStyle: 'none',
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.medium}`,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  '@media': {
    [MEDIA.desktop]: {
      flexDirection: 'column',
      gap: vars.space.xxsmall,
      padding: 0,
      overflowX: 'visible',
    },
  },
});

const itemBase = {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
} as const;

const itemDesktop = {
  width: '100%',
  borderRadius: vars.radius.medium,
  borderColor: 'transparent',
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  whiteSpace: 'normal',
} as const;

export const item = style({
  ...itemBase,
  selectors: {
    ...focusRing,
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-current="page"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent },
  },
  '@media': {
    [MEDIA.desktop]: {
      ...itemDesktop,
      selectors: {
        '&[aria-current="page"]': {
          backgroundColor: vars.color.surfaceMuted,
          borderColor: 'transparent',
          color: vars.color.accent,
          boxShadow: `inset ${vars.border.focusWidth} 0 0 ${vars.color.accent}`,
        },
      },
    },
  },
});

export const logout = style({
  ...itemBase,
  color: vars.color.textMuted,
  selectors: {
    ...focusRing,
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  '@media': {
    [MEDIA.desktop]: { ...itemDesktop, marginTop: vars.space.small, borderTop: `${vars.border.width} solid ${vars.color.border}`, borderRadius: 0, textAlign: 'start' },
  },
});

export const content = style({ minWidth: 0 });
