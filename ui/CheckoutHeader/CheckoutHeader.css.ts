import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { visuallyHiddenRule } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style({
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/** Three columns: back (start), the logo (centre), the secure mark (end); the logo stays centred whatever the sides hold. */
export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  gridTemplateAreas: '"back brand secure"',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: '1200px',
  minHeight: '64px',
  margin: '0 auto',
  padding: `0 ${vars.space.medium}`,
  boxSizing: 'border-box',
  '@media': { [MEDIA.desktop]: { padding: `0 ${vars.space.xlarge}` } },
});

const focusRing = { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset };

export const back = style({
  gridArea: 'back',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

/** On a phone the arrow alone shows; the words stay for screen readers. */
export const backText = style({ '@media': { [MEDIA.mobile]: visuallyHiddenRule } });

export const brand = style({
  gridArea: 'brand',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '-0.01em',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [MEDIA.tablet]: { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge } },
});

export const secure = style({
  gridArea: 'secure',
  justifySelf: 'end',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  color: vars.color.positive,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
});

/** On a phone the lock speaks for itself; the words stay for screen readers. */
export const secureText = backText;
