import { createStore } from 'effector';

/**
 * When the server rendered the page (ms since the epoch). Time-dependent pieces (countdowns) start
 * from it so the browser hydrates the same text the server wrote, then tick on their own.
 */
export const $renderedAt = createStore<number>(0);
