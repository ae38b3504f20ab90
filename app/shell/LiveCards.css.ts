import { style } from '@vanilla-extract/css';

/** The watched region adds no box of its own: the grid or rail inside keeps its place in the page's layout. */
export const root = style({ display: 'contents' });
