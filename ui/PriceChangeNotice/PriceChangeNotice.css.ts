import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.caution}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.cautionSurface,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small, color: vars.color.caution });

export const title = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.strong });

export const description = style({ ...small, margin: 0, color: vars.color.text });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const image = style({ flexShrink: 0, width: '40px', height: '53px', objectFit: 'cover', borderRadius: vars.radius.small });

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ ...small, margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const change = recipe({
  base: { ...small, margin: 0, fontVariantNumeric: 'tabular-nums' },
  variants: {
    direction: {
      up: { color: vars.color.caution, fontWeight: vars.font.weight.medium },
      down: { color: vars.color.positive, fontWeight: vars.font.weight.medium },
      critical: { color: vars.color.critical, fontWeight: vars.font.weight.medium },
    },
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  '@media': { [MEDIA.tablet]: { flexDirection: 'row', flexWrap: 'wrap' } },
});
