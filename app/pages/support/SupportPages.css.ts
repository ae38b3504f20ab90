import { CONTENT_COLUMN_MAX_WIDTH } from '../../../ui/ContentPage/column';
import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const page = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

/** The contact form under the contact page's text, in the same column. */
export const contentColumn = style({ width: '100%', maxWidth: CONTENT_COLUMN_MAX_WIDTH, marginInline: 'auto', minWidth: 0 });

/** The confirmation page: one message in the middle of the content column. */
export const confirm = style({ display: 'grid', justifyItems: 'start', gap: vars.space.medium, maxWidth: `calc(${vars.space.xxlarge} * 12)`, fontFamily: vars.font.family });
