import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The top of the sheet: the grabber and whatever the caller puts beside it; a finger drags the sheet from here. */
export const dragArea = style({
  flexShrink: 0,
  display: 'grid',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.medium} ${vars.space.small}`,
  touchAction: 'none',
  cursor: 'grab',
  userSelect: 'none',
});

export const grabber = style({
  justifySelf: 'center',
  width: `calc(${vars.space.xlarge} + ${vars.space.small})`,
  height: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
});

export const body = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
