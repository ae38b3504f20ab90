import { style } from '@vanilla-extract/css';

/** The boundary's element only gives the observers something to watch: it adds no box to the layout. */
export const root = style({ display: 'contents' });
