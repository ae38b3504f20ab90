import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const sentence = { margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;

export const offer = style({ ...sentence, color: vars.color.text });

export const signedIn = style({
  ...sentence,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});
