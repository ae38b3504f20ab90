import { createStore, sample } from 'effector';
import { CUSTOMER_DISCOUNTS_CHANNEL, customerDiscountsChannel } from '../../contract';
import { $user } from '../auth';
import { privateChannel } from './client';
import { channelEntered, channelLeft, realtimeStarted } from './units';

/**
 * Beyond §7: the VIP coupons' channels follow the signed-in customer. A VIP coupon never goes to the public
 * `discount_list`; the API publishes it on `private-discounts.customers` (any signed-in customer) or on
 * `private-discounts.customer.{userId}` (the customers it names). While a customer is signed in (a restored
 * session or a login) the page holds both; a logout leaves them, another customer moves to their own channel.
 * Their UpdateDiscounts are read like `discount_list`'s (`./messages`) and reach `discountsUpdateReceived`.
 */

/** The customer whose coupon channels the page holds (null: nobody signed in). */
export const $customerChannelsUser = createStore<number | null>(null, { serialize: 'ignore' });

const customersChannel = privateChannel(CUSTOMER_DISCOUNTS_CHANNEL);
const ownChannel = (userId: number) => privateChannel(customerDiscountsChannel(userId));

const moved = sample({
  // (also when the connection starts: the session was restored before this module loaded)
  clock: [$user.updates, realtimeStarted],
  source: { user: $user, joined: $customerChannelsUser },
  filter: ({ user, joined }) => (user?.id ?? null) !== joined,
  fn: ({ user, joined }) => ({ joined, next: user?.id ?? null }),
});
// The customers' channel stays while someone is signed in, whoever it is.
sample({ clock: moved, filter: ({ joined, next }) => joined !== null && next === null, fn: () => customersChannel, target: channelLeft });
sample({ clock: moved, filter: ({ joined, next }) => joined === null && next !== null, fn: () => customersChannel, target: channelEntered });
// A customer's own channel is theirs alone.
sample({ clock: moved, filter: ({ joined }) => joined !== null, fn: ({ joined }) => ownChannel(joined as number), target: channelLeft });
sample({ clock: moved, filter: ({ next }) => next !== null, fn: ({ next }) => ownChannel(next as number), target: channelEntered });
sample({ clock: moved, fn: ({ next }) => next, target: $customerChannelsUser });
