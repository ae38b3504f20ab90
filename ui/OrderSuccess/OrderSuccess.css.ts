import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;
const xsmall = { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '640px',
  margin: '0 auto',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const hero = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xsmall, textAlign: 'center' });

export const badge = recipe({
  base: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '64px', height: '64px', marginBottom: vars.space.xsmall, borderRadius: vars.radius.full },
  variants: {
    paid: {
      true: { backgroundColor: vars.color.positiveSurface, color: vars.color.positive },
      false: { backgroundColor: vars.color.cautionSurface, color: vars.color.caution },
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  '@media': { [MEDIA.tablet]: { fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge } },
});

export const number = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.medium, letterSpacing: '0.02em' });

export const email = style({ ...small, display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  ...small,
});

export const totalAmount = style({ fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' });

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const blockTitle = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong });

export const shipments = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const shipment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const shipmentHeader = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const shipmentText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const seller = style({ ...small, margin: 0, fontWeight: vars.font.weight.strong, overflowWrap: 'anywhere' });

export const meta = style({ ...xsmall, margin: 0, color: vars.color.textMuted });

export const estimate = style({ ...small, display: 'flex', alignItems: 'center', gap: vars.space.xsmall, margin: 0, color: vars.color.positive, fontWeight: vars.font.weight.medium });

export const thumbnails = style({ display: 'flex', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const thumbnail = style({ width: '40px', height: '53px', overflow: 'hidden', borderRadius: vars.radius.small, backgroundColor: vars.color.surfaceMuted });

export const thumbnailImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const next = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const nextStep = style({ ...small, display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const nextNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  '@media': { [MEDIA.tablet]: { flexDirection: 'row', justifyContent: 'center' } },
});
