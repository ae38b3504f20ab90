import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA, SCRIPTED } from '../theme/tokens';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  paddingBlock: vars.space.small,
  borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const count = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

/** The no-JavaScript submit: hidden from the first paint when scripts run, so its removal at hydration moves nothing. */
export const withoutScriptsOnly = style({ display: 'contents', selectors: { [`${SCRIPTED} &`]: { display: 'none' } } });

/** The filters drawer's button: phones and tablets (desktops have the sidebar), once scripts run (the drawer needs them). */
export const filtersOnPhones = style({
  display: 'none',
  '@media': {
    [MEDIA.mobile]: { selectors: { [`${SCRIPTED} &`]: { display: 'contents' } } },
    [MEDIA.tablet]: { selectors: { [`${SCRIPTED} &`]: { display: 'contents' } } },
    // The media queries are mobile-first (a tablet's holds from 768px up): the desktop's comes last.
    [MEDIA.desktop]: { selectors: { [`${SCRIPTED} &`]: { display: 'none' } } },
  },
});

export const field = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

/** The label stays for screen readers on small screens, where the select speaks for itself. */
export const fieldLabel = style({
  '@media': {
    [MEDIA.mobile]: {
      position: 'absolute',
      width: vars.size.hairline,
      height: vars.size.hairline,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const select = style({
  minHeight: vars.size.touchTarget,
  maxWidth: '100%',
  paddingInline: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const viewGroup = style({
  display: 'inline-flex',
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

export const viewButton = style({
  minHeight: `calc(${vars.size.touchTarget} - ${vars.border.width} * 2)`,
  paddingInline: vars.space.small,
  margin: 0,
  border: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.color.text, color: vars.color.surface },
    '&:hover:not([aria-pressed="true"])': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.border.focusWidth})` },
  },
});
