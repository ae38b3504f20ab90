import { createEvent, createStore, sample } from 'effector';
import type { CustomerTicketUpdated, OrderCreatedFromPayment, PaymentProgress, Product, ProductCard, RealtimeConnectionState, UpdateDiscounts } from '../../contract';
import { checkoutChannel } from '../../contract/realtime-channels';
import { channelKeyOf, privateChannel } from './client';
import type { RealtimeChannel, RealtimeClientFactory, RealtimeMessage } from './client';
import type { RealtimePublicConfig } from './config';

/**
 * The units pages and other features use, with the channel count — small enough for the first load, so that a
 * card or the product page can ask for its channel during hydration. The connection that acts on them
 * (`./connection`, with laravel-echo and pusher-js behind it) loads after hydration.
 */

export interface RealtimeLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}
export const consoleRealtimeLogger: RealtimeLogger = { warn: (message, details) => console.warn(message, details ?? '') };

/** A channel and how many parts of the page use it (two cards of one product share one subscription). */
export interface ChannelUse {
  channel: RealtimeChannel;
  users: number;
}

// ——— stores ———

/** The app key and the realtime server's public URL; set per request on the server and serialized to the browser. */
export const $realtimeConfig = createStore<RealtimePublicConfig | null>(null);
/** Injected in the browser: the library boundary (`connectEcho`); a fake in tests. None on the server. */
export const $realtimeClientFactory = createStore<RealtimeClientFactory | null>(null, { serialize: 'ignore' });
/** Injected: where invalid payloads and refused subscriptions are logged. */
export const $realtimeLogger = createStore<RealtimeLogger>(consoleRealtimeLogger, { serialize: 'ignore' });
/** §4 the connection state pusher-js reports (initialized, connecting, connected, unavailable, failed, disconnected). */
export const $connectionState = createStore<RealtimeConnectionState>('initialized', { serialize: 'ignore' });
/** Wire channel name → the channel and its users; a channel is joined while it has one. */
export const $channelUses = createStore<Record<string, ChannelUse>>({}, { serialize: 'ignore' });
/**
 * Wire channel name → the guest session that may join it: a checkout channel of a cart this browser no longer
 * holds as its cart (the order's cart: §4 forgot it locally once the order was placed) is authorized with
 * the session that owns that cart, not the cart model's new one.
 */
export const $channelSessions = createStore<Record<string, string>>({}, { serialize: 'ignore' });
/** The wire names of the channels in use (what the page listens to). */
export const $channelsInUse = $channelUses.map((uses) => Object.keys(uses));

// ——— events ———

/** The page hydrated: connect (once) with TLS when the page itself is https. */
export const realtimeStarted = createEvent<{ secure: boolean }>();
/** A part of the page needs a channel; the first user joins it. */
export const channelEntered = createEvent<RealtimeChannel>();
/** A part of the page no longer needs a channel; the last user leaving leaves it. */
export const channelLeft = createEvent<RealtimeChannel>();
/** The first user of a channel came: join it. */
export const channelAcquired = createEvent<RealtimeChannel>();
/** The last user of a channel left it: leave it (and its live data is no longer kept up to date). */
export const channelReleased = createEvent<RealtimeChannel>();
export const connectionStateChanged = createEvent<RealtimeConnectionState>();
/** Every event the library delivered, raw (object or JSON text), before any schema. */
export const messageReceived = createEvent<RealtimeMessage>();
/** §7 `UpdateProduct` on `product_{slug}`, parsed. */
export const productUpdateReceived = createEvent<{ slug: string; product: Product | ProductCard }>();
/** §7 `UpdateDiscounts` on `discount_list`, parsed (`{message: discount}`). */
export const discountsUpdateReceived = createEvent<UpdateDiscounts>();
/** §7 `order.created.from.payment` on `private-checkout.{cartUuid}`, parsed (one without order_uuid never arrives here). */
export const orderCreatedReceived = createEvent<{ cartUuid: string; order: OrderCreatedFromPayment }>();
/** §4 Checkout live channel: the order of the cart this page holds the channel of was created from its payment. */
export const checkoutOrderCreated = createEvent<OrderCreatedFromPayment>();
/**
 * Beyond §7: `payment.progress` on `private-checkout.{cartUuid}`, parsed (a payment attempt's progress: a
 * reference generated, an MB WAY request waiting, then its final outcome).
 */
export const paymentProgressReceived = createEvent<{ cartUuid: string; progress: PaymentProgress }>();
/** Beyond §7: `ticket.updated` on the signed-in customer's `private-customer.{userId}`, parsed (an operator answered). */
export const ticketUpdateReceived = createEvent<CustomerTicketUpdated>();
/**
 * A page needs the checkout channel of an ordered cart (the payment pages): counted like `channelEntered`, and
 * authorized with the session given (the one that owns the cart) when there is one.
 */
export const checkoutChannelEntered = createEvent<{ cartUuid: string; sessionId: string | null }>();
export const checkoutChannelLeft = createEvent<{ cartUuid: string }>();
/**
 * The server confirmed a channel's subscription (its wire name). Channels keep no history: what was published
 * before this moment never arrives, so a page that follows something live reads it once now.
 */
export const channelSubscribed = createEvent<string>();
/** The API refused a private channel (403: not this browser's cart) or could not be asked (status 0). */
export const channelAuthorizationFailed = createEvent<{ channel: string; status: number }>();
/**
 * Beyond the spec: the connection is back after it was lost (pusher-js reconnects by itself). Channels keep
 * no history, so whatever was published meanwhile was missed: the app reads again what the page shows live.
 */
export const connectionResumed = createEvent();

// ——— a connection that comes back ———

const $connectionHistory = createStore({ state: 'initialized' as RealtimeConnectionState, connectedBefore: false }, { serialize: 'ignore' });
const stepped = sample({
  clock: connectionStateChanged,
  source: $connectionHistory,
  fn: (history, state) => ({
    state,
    connectedBefore: history.connectedBefore || state === 'connected',
    resumed: state === 'connected' && history.state !== 'connected' && history.connectedBefore,
  }),
});
sample({ clock: stepped, fn: ({ state, connectedBefore }) => ({ state, connectedBefore }), target: $connectionHistory });
sample({ clock: stepped, filter: ({ resumed }) => resumed, fn: () => undefined, target: connectionResumed });

// ——— channels, counted by user ———

const entered = sample({
  clock: channelEntered,
  source: $channelUses,
  fn: (uses, channel) => {
    const key = channelKeyOf(channel);
    const users = (uses[key]?.users ?? 0) + 1;
    return { uses: { ...uses, [key]: { channel, users } }, channel, first: users === 1 };
  },
});
sample({ clock: entered, fn: ({ uses }) => uses, target: $channelUses });
sample({ clock: entered, filter: ({ first }) => first, fn: ({ channel }) => channel, target: channelAcquired });

const left = sample({
  clock: channelLeft,
  source: $channelUses,
  filter: (uses, channel) => channelKeyOf(channel) in uses,
  fn: (uses, channel) => {
    const key = channelKeyOf(channel);
    const users = uses[key]!.users - 1;
    const { [key]: _gone, ...rest } = uses;
    return { uses: users > 0 ? { ...rest, [key]: { channel, users } } : rest, channel, last: users === 0 };
  },
});
sample({ clock: left, fn: ({ uses }) => uses, target: $channelUses });
sample({ clock: left, filter: ({ last }) => last, fn: ({ channel }) => channel, target: channelReleased });

// ——— checkout channels of ordered carts ———

const checkoutChannelOf = (cartUuid: string) => privateChannel(checkoutChannel(cartUuid));
sample({
  clock: checkoutChannelEntered,
  source: $channelSessions,
  filter: (_sessions, { sessionId }) => sessionId !== null,
  fn: (sessions, { cartUuid, sessionId }) => ({ ...sessions, [channelKeyOf(checkoutChannelOf(cartUuid))]: sessionId as string }),
  target: $channelSessions,
});
sample({ clock: checkoutChannelEntered, fn: ({ cartUuid }) => checkoutChannelOf(cartUuid), target: channelEntered });
sample({ clock: checkoutChannelLeft, fn: ({ cartUuid }) => checkoutChannelOf(cartUuid), target: channelLeft });
// The session is forgotten with the channel's last user.
sample({
  clock: channelReleased,
  source: $channelSessions,
  filter: (sessions, channel) => channelKeyOf(channel) in sessions,
  fn: (sessions, channel) => {
    const { [channelKeyOf(channel)]: _gone, ...rest } = sessions;
    return rest;
  },
  target: $channelSessions,
});
