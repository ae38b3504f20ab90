import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { visuallyHiddenRule } from '../VisuallyHidden/VisuallyHidden.css';

/** Hangs below the search field, as wide as it, over the page. */
export const root = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xsmall})`,
  zIndex: vars.layer.overlay,
  maxHeight: `calc(100vh - ${vars.size.touchTarget} * 3)`,
  overflowY: 'auto',
  paddingBlock: vars.space.xsmall,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const listbox = style({ margin: 0, padding: 0, listStyle: 'none' });

export const group = style({ margin: 0, padding: 0, listStyle: 'none' });

export const groupTitle = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  // The products' thumbnails are a touch target high: a little space keeps one row's picture off the next's.
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  cursor: 'pointer',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.color.surfaceMuted, boxShadow: `inset ${vars.border.focusWidth} 0 0 ${vars.color.accent}` },
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const thumb = style({
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.small,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceMuted,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall });

export const searchRow = style({ borderBlockStart: `${vars.border.width} solid ${vars.color.border}`, fontWeight: vars.font.weight.medium });

export const message = style({
  margin: 0,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const critical = style({ color: vars.color.critical });

/** The polite live region: heard, not seen (the list itself shows the same). */
export const status = style(visuallyHiddenRule);
