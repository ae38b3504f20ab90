import { createEvent, createStore } from 'effector';

/**
 * The coupons drawer asked for from outside the cart drawer (the cart page's 'Cupões disponíveis'):
 * the overlays host loads the drawers on it. The host watches this and not the discounts model's
 * open state, so that model stays out of every page's first load.
 */
export const couponsDrawerRequested = createEvent();
export const $couponsDrawerRequested = createStore(false, { serialize: 'ignore' }).on(couponsDrawerRequested, () => true);
