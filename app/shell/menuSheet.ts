import { createEvent, createStore, sample } from 'effector';

/**
 * The mobile menu sheet (navigation state): open or not. The layout reads it on every page; a logout closes it
 * (app/shell/authWiring.ts, which loads with the auth model, not in the first load).
 */
export const $menuSheetOpen = createStore(false);
export const menuSheetOpenChanged = createEvent<boolean>();
sample({ clock: menuSheetOpenChanged, target: $menuSheetOpen });
