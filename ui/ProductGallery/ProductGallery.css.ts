import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

/**
 * A fixed 3:4 stage so the page never jumps while pictures load. On a phone it stops at half the screen's
 * height (a few per cent of the picture's edges cropped), so the name, the price and the buy bar share the
 * first screen with it.
 */
export const stage = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  '@media': { [MEDIA.mobile]: { maxHeight: '50svh' } },
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  // The page scrolls and zooms under a finger; a sideways swipe is the gallery's (ProductGallery's touch handlers).
  touchAction: 'pan-y pinch-zoom',
});

export const video = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', backgroundColor: vars.color.surfaceMuted });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});

const arrow = style({
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  zIndex: vars.layer.raised,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});
export const previous = style([arrow, { insetInlineStart: vars.space.small }]);
export const next = style([arrow, { insetInlineEnd: vars.space.small }]);

/**
 * Compact (a dialog that shows the product's choices beside its pictures): on a phone the stage stops at 22 % of
 * the screen's height (the whole picture, narrower) and the thumbnails give way to the arrows and a swipe, so the price and the sizes show with it.
 */
export const compactStage = style({ '@media': { [MEDIA.mobile]: { height: '22svh', width: 'auto', maxHeight: 'none', alignSelf: 'center' } } });
export const compactThumbnails = style({ '@media': { [MEDIA.mobile]: { display: 'none' } } });

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
  scrollbarWidth: 'thin',
});

export const thumbnail = style({
  position: 'relative',
  flexShrink: 0,
  width: `calc(${vars.size.touchTarget} * 1.5)`,
  aspectRatio: '3 / 4',
  '@media': { [MEDIA.mobile]: { width: vars.size.touchTarget } },
  padding: 0,
  overflow: 'hidden',
  border: `${vars.border.focusWidth} solid transparent`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { borderColor: vars.color.text },
    '&:hover:not([aria-selected="true"])': { borderColor: vars.color.border },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const videoThumbnail = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.scrim,
  color: vars.color.textOnMedia,
});
