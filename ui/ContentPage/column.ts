import { vars } from '../theme/vars.css';

/** The content column's width, centred in the page: what sits under a content page (the contact form) lines up with it. */
export const CONTENT_COLUMN_MAX_WIDTH = `calc(${vars.space.xxlarge} * 20)`;
