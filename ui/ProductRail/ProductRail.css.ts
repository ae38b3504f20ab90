import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA, SCRIPTED } from '../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0, fontFamily: vars.font.family });

// The title and the controls share one row at every width: a long title (pt, fr on a phone) wraps within its
// own column instead of pushing the buttons onto a row of their own.
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

globalStyle(`${header} > :first-child`, { minWidth: 0, overflowWrap: 'break-word' });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, flexShrink: 0 });

export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
  color: vars.color.accent,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset } },
});

export const scrollButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&:disabled': { opacity: '0.4', cursor: 'default' },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
  // A phone swipes the track (it snaps card by card); the buttons would take the title's room.
  '@media': { [MEDIA.mobile]: { display: 'none' } },
});

/** One row that scrolls sideways with snap points: about two cards on a phone, three on a tablet, four and a bit on a desktop. */
export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '45%',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  /** Snap points line up with the padding, so the first card snaps to the very start. */
  scrollPaddingInline: vars.space.xxsmall,
  scrollBehavior: 'smooth',
  scrollbarWidth: 'thin',
  '@media': {
    [MEDIA.tablet]: { gridAutoColumns: '31%', gap: vars.space.medium },
    [MEDIA.desktop]: { gridAutoColumns: '23%', gap: vars.space.large },
    [MEDIA.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0, scrollSnapAlign: 'start' });

export const message = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

/** What only a page running its scripts shows (a placeholder's card shapes, which only a script replaces). */
export const scriptedOnly = style({ display: 'none', selectors: { [`${SCRIPTED} &`]: { display: 'block' } } });
