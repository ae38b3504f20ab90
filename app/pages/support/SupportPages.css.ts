import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const page = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

/** The confirmation page: one message in the middle of the content column. */
export const confirm = style({ display: 'grid', justifyItems: 'start', gap: vars.space.medium, maxWidth: `calc(${vars.space.xxlarge} * 12)`, fontFamily: vars.font.family });
