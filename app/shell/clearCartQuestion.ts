import { createEvent, createStore, sample } from 'effector';
import { loggedOut } from '../../features/auth';
import { cartCleared } from '../../features/cart';

/**
 * The §2 confirm dialog before clearing the cart (the cart drawer and the cart page ask the same
 * question): true on confirm, false on cancel; only a confirmed question clears the cart.
 */
export const $clearCartConfirmOpen = createStore(false, { serialize: 'ignore' });
export const clearCartRequested = createEvent();
export const clearCartAnswered = createEvent<boolean>();

sample({ clock: clearCartRequested, fn: () => true, target: $clearCartConfirmOpen });
sample({ clock: clearCartAnswered, fn: () => false, target: $clearCartConfirmOpen });
// A confirmed question clears the cart (which deletes it, resets and closes the panel, §4).
sample({ clock: clearCartAnswered, filter: (confirmed) => confirmed, fn: () => undefined, target: cartCleared });
sample({ clock: loggedOut, fn: () => false, target: $clearCartConfirmOpen });
