import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0, fontFamily: vars.font.family, color: vars.color.text });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  alignSelf: 'flex-start',
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexWrap: 'wrap' });

export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, marginBlockStart: vars.space.xsmall });

export const errorText = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.small });

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    margin: 0,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
  },
  variants: {
    tone: {
      positive: { background: vars.color.positiveSurface, color: vars.color.positive },
      caution: { background: vars.color.cautionSurface, color: vars.color.caution },
    },
  },
});

export const noticeBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, color: vars.color.text, minInlineSize: 0 });
export const noticeTitle = style({ margin: 0, fontWeight: vars.font.weight.strong });
export const noticeText = style({ margin: 0 });
export const goneList = style({ margin: 0, paddingInlineStart: vars.space.large, overflowWrap: 'anywhere' });
export const noticeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minInlineSize: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong });

export const payWays = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const mbwayForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.strong });

export const shipments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const shipment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const shipmentHead = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-start' });
export const shipmentTitle = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minInlineSize: 0 });
export const seller = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const line = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-start' });

export const lineImage = style({
  flex: 'none',
  inlineSize: vars.space.xxlarge,
  blockSize: `calc(${vars.space.xxlarge} * 4 / 3)`,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const lineText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, flex: 1, minInlineSize: 0 });

export const lineName = style({ color: vars.color.text, fontWeight: vars.font.weight.medium, textDecoration: 'none', overflowWrap: 'anywhere', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const lineTotal = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const address = style({ display: 'flex', flexDirection: 'column', margin: 0, fontStyle: 'normal', fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, overflowWrap: 'anywhere' });

export const payment = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, flexWrap: 'wrap', margin: 0 });
