import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const sentence = { margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;

/** The guest's way in, first: no account needed, sign-in offered beside it. */
export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

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

export const guestNote = style({ ...sentence, fontWeight: vars.font.weight.medium });

export const signInOffer = style({ ...sentence, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.xsmall });
