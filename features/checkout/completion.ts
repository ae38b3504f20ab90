import { createStore, sample } from 'effector';
import { delay } from 'patronum';
import { ORDER_LINK_TOKEN_PARAM } from '../../contract/constants';
import { ORDER_REDIRECT_DELAY_MS, orderNumberOf } from '../../contract/realtime-channels';
import { checkoutOrderCreated } from '../realtime';
import { toastShown } from '../toasts';
import type { ToastInput } from '../toasts';
import { $currentPath } from './model';
import { $placedOrder, navigateTo, orderCompleted, placedOrderUpdated } from './units';
import type { PlacedOrder } from './storage';

/**
 * §4 Checkout live channel, §8 order toast, §9 order redirect: what a paid order does to the page, whichever
 * way the page learnt it (the cart drawer's channel, a payment page's channel or its polling fallback).
 * The channel itself (joined, left after 1 s, the cart's stored keys cleared) is the realtime feature's and
 * the payment pages'.
 */

/** §8 'Order Completed!' / 'Your order #{number} has been successfully placed.' (locales, `{number}`: the first 8 characters). */
export const ORDER_COMPLETED_TOAST_KEYS = {
  title: 'checkout.orderCompleted.title',
  description: 'checkout.orderCompleted.description',
} as const;
/** §8: the order toast shows for 5 s. */
export const ORDER_TOAST_DURATION_MS = 5_000;

/** The orders completed on this page already (a second event, or a poll after the live event, does nothing). */
const $completedOrders = createStore<string[]>([], { serialize: 'ignore' });

const pathOf = (url: string | null) => {
  if (url === null) return null;
  try {
    return new URL(url, 'http://origin.invalid').pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? url;
  }
};
const tokenOf = (url: string) => {
  try {
    return new URL(url, 'http://origin.invalid').searchParams.get(ORDER_LINK_TOKEN_PARAM);
  } catch {
    return null;
  }
};

// The cart drawer's channel (realtime) reports its order here.
sample({ clock: checkoutOrderCreated, fn: ({ order, redirect }) => ({ orderUuid: order.order_uuid, redirectUrl: redirect.url }), target: orderCompleted });

const accepted = sample({
  clock: orderCompleted,
  source: $completedOrders,
  filter: (done, { orderUuid }) => !done.includes(orderUuid),
  fn: (_done, completed) => completed,
});
sample({ clock: accepted, source: $completedOrders, fn: (done, { orderUuid }) => [...done, orderUuid], target: $completedOrders });
sample({
  clock: accepted,
  fn: ({ orderUuid }): ToastInput => ({
    level: 'success',
    title: { key: ORDER_COMPLETED_TOAST_KEYS.title },
    description: { key: ORDER_COMPLETED_TOAST_KEYS.description, values: { number: orderNumberOf(orderUuid) } },
    duration: ORDER_TOAST_DURATION_MS,
  }),
  target: toastShown,
});
// §4/§9: the success page 0.5 s later, unless the page is already there.
sample({
  clock: delay({ source: accepted, timeout: ORDER_REDIRECT_DELAY_MS }),
  source: $currentPath,
  filter: (current, { redirectUrl }) => pathOf(current) !== pathOf(redirectUrl),
  fn: (_current, { redirectUrl }) => redirectUrl,
  target: navigateTo,
});
// The order kept for the payment pages is paid now, with the link token its success page reads it by.
sample({
  clock: accepted,
  source: $placedOrder,
  filter: (placed, { orderUuid }) => placed !== null && placed.orderUuid === orderUuid,
  fn: (placed, { redirectUrl }): PlacedOrder => ({ ...(placed as PlacedOrder), status: 'paid', token: tokenOf(redirectUrl) ?? (placed as PlacedOrder).token }),
  target: placedOrderUpdated,
});
