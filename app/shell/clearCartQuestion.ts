import { createEvent, createStore, sample } from 'effector';

/**
 * The §2 confirm dialog before clearing the cart (the cart drawer and the cart page ask the same
 * question): true on confirm, false on cancel. Whether it is open is all the first load needs (the overlays'
 * host reads it); what an answer does to the cart is in ./clearCartWiring.ts, loaded with the dialog.
 */
export const $clearCartConfirmOpen = createStore(false, { serialize: 'ignore' });
export const clearCartRequested = createEvent();
export const clearCartAnswered = createEvent<boolean>();

sample({ clock: clearCartRequested, fn: () => true, target: $clearCartConfirmOpen });
sample({ clock: clearCartAnswered, fn: () => false, target: $clearCartConfirmOpen });
