import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '../../ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const brand = style({
  color: vars.color.text,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: `calc(${vars.space.xxlarge} * 27)`,
  margin: '0 auto',
  padding: vars.space.large,
  boxSizing: 'border-box',
  // The skip link's target takes the focus only to start the keyboard's path there: no ring around the whole page.
  selectors: { '&:focus': { outline: 'none' } },
});

/** One row on every screen: phones show each language's code (the name stays its accessible name). */
export const switcher = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xxsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const switcherLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[aria-current="true"]': { fontWeight: vars.font.weight.strong, background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const flag = style({ borderRadius: vars.radius.small });

export const switcherCode = style({ '@media': { [MEDIA.tablet]: { display: 'none' } } });

export const switcherName = style({
  '@media': {
    [MEDIA.mobile]: {
      position: 'absolute',
      width: vars.size.hairline,
      height: vars.size.hairline,
      margin: `calc(-1 * ${vars.size.hairline})`,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.medium}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});
