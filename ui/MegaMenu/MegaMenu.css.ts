import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { menuRow } from './menuRow.css';

const focusRing = {
  '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
} as const;

/** The open panel of a top menu: its submenus on the left, the chosen one's mega menu on the right. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: `minmax(calc(${vars.space.xxlarge} * 4.5), auto) minmax(0, 1fr)`,
  gap: vars.space.xlarge,
  padding: vars.space.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const submenus = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxsmall, alignContent: 'start' });

export const submenu = style([
  menuRow,
  {
    selectors: {
      '&:hover, &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceMuted },
      ...focusRing,
    },
  },
]);

export const submenuLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const submenuDescription = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const star = style({ color: vars.color.vip, display: 'inline-flex' });

export const content = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start', minWidth: 0 });

export const goTo = style({
  justifySelf: 'start',
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
  selectors: { ...focusRing },
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
