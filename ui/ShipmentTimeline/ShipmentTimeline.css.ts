import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, fontFamily: vars.font.family, color: vars.color.text });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

const markerSize = vars.size.iconLarge;

export const step = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    paddingBlockEnd: vars.space.medium,
    selectors: {
      // The line to the next step, under the markers.
      '&:not(:last-child)::after': {
        content: '""',
        position: 'absolute',
        insetInlineStart: `calc(${markerSize} / 2 - ${vars.size.hairline})`,
        insetBlockStart: markerSize,
        insetBlockEnd: 0,
        inlineSize: `calc(${vars.size.hairline} * 2)`,
        background: vars.color.border,
      },
    },
  },
  variants: {
    state: {
      done: { selectors: { '&:not(:last-child)::after': { background: vars.color.positive } } },
      current: {},
      upcoming: { color: vars.color.textMuted },
    },
    ended: { true: {}, false: {} },
  },
});

export const marker = recipe({
  base: {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: markerSize,
    blockSize: markerSize,
    borderRadius: vars.radius.full,
    border: `calc(${vars.size.hairline} * 2) solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.onAccent,
  },
  variants: {
    state: {
      done: { background: vars.color.positive, borderColor: vars.color.positive },
      current: { background: vars.color.accent, borderColor: vars.color.accent },
      upcoming: {},
    },
    ended: { true: { background: vars.color.critical, borderColor: vars.color.critical }, false: {} },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0, paddingBlockStart: vars.space.xxsmall });

export const name = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const moment = style({ fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall, color: vars.color.textMuted });

export const tracking = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const trackingNumber = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.medium });

