import { createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { CHANNEL_LEAVE_DELAY_MS, checkoutChannel } from '../../contract';
import { $cartUuid, $isOpen, cartCompleted } from '../cart';
import { privateChannel } from './client';
import { channelEntered, channelLeft, checkoutOrderCreated, orderCreatedReceived, realtimeStarted } from './units';

/** The cart whose `private-checkout.{cartUuid}` channel the page holds. */
export const $checkoutChannelCart = createStore<string | null>(null, { serialize: 'ignore' });
/** An order arrived: the channel stays until CHANNEL_LEAVE_DELAY_MS later (§4/§9), whatever the cart does meanwhile. */
const $closing = createStore(false, { serialize: 'ignore' });
const checkoutChannelLeft = createEvent<string>();

const channelOf = (cartUuid: string) => privateChannel(checkoutChannel(cartUuid));

// §4: opening the cart drawer joins checkout.{cartUuid}. Closing the drawer keeps it (a payment can complete
// later); a cart that is no longer this browser's (emptied, completed, another after logout) leaves it, and
// the drawer open on another cart moves to that cart's channel.
const wanted = sample({
  // (also when the connection starts: the drawer may have opened before this module loaded)
  clock: [$isOpen.updates, $cartUuid.updates, realtimeStarted],
  source: { open: $isOpen, cartUuid: $cartUuid, joined: $checkoutChannelCart, closing: $closing },
  filter: ({ closing }) => !closing,
  fn: ({ open, cartUuid, joined }) => ({ joined, next: open && cartUuid !== null ? cartUuid : cartUuid === joined ? joined : null }),
});
const moved = sample({ clock: wanted, filter: ({ joined, next }) => joined !== next });
sample({ clock: moved, filter: ({ joined }) => joined !== null, fn: ({ joined }) => joined as string, target: checkoutChannelLeft });
sample({ clock: moved, filter: ({ next }) => next !== null, fn: ({ next }) => channelOf(next as string), target: channelEntered });
sample({ clock: moved, fn: ({ next }) => next, target: $checkoutChannelCart });
sample({ clock: checkoutChannelLeft, fn: channelOf, target: channelLeft });

// §4: an order-created event (with order_uuid, parsed) for the held cart: the cart is completed (its stored keys
// cleared, a new session) and the channel is left after 1 s. The toast and the redirect to the success URL
// after 0.5 s are features/checkout's, from `checkoutOrderCreated`.
const orderArrived = sample({
  clock: orderCreatedReceived,
  source: { joined: $checkoutChannelCart, closing: $closing },
  filter: ({ joined, closing }, { cartUuid }) => !closing && joined === cartUuid,
  fn: (_source, { order }) => order,
});
sample({ clock: orderArrived, target: checkoutOrderCreated });
sample({ clock: orderArrived, fn: () => true, target: $closing });
sample({ clock: orderArrived, target: cartCompleted });
const leaveDue = delay({ source: orderArrived, timeout: CHANNEL_LEAVE_DELAY_MS });
sample({ clock: leaveDue, source: $checkoutChannelCart, filter: (joined) => joined !== null, fn: (joined) => joined as string, target: checkoutChannelLeft });
sample({ clock: leaveDue, fn: () => null, target: $checkoutChannelCart });
sample({ clock: leaveDue, fn: () => false, target: $closing });
