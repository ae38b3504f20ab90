import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { OrderCreatedFromPayment, Product, ProductCard, RealtimeConnectionState, UpdateDiscounts } from '../../contract';
import { $authMode } from '../auth';
import { $sessionId } from '../cart';
import { authorizeChannelFx, channelAuthorizationHandler } from './api';
import { channelKeyOf } from './client';
import type { RealtimeChannel, RealtimeClient, RealtimeClientFactory, RealtimeMessage } from './client';
import { pusherOptionsOf } from './config';
import type { RealtimePublicConfig } from './config';
import { eventsOf, readMessage } from './messages';
import type { LiveMessage } from './messages';

export interface RealtimeLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}
export const consoleRealtimeLogger: RealtimeLogger = { warn: (message, details) => console.warn(message, details ?? '') };

/** A channel and how many parts of the page use it (two cards of one product share one subscription). */
interface ChannelUse {
  channel: RealtimeChannel;
  users: number;
}

// ——— stores ———

/** The app key and the realtime server's public URL; set per request on the server and serialized to the browser. */
export const $realtimeConfig = createStore<RealtimePublicConfig | null>(null);
/** Injected in the browser: the library boundary (`connectEcho`); a fake in tests. None on the server. */
export const $realtimeClientFactory = createStore<RealtimeClientFactory | null>(null, { serialize: 'ignore' });
/** Injected: where invalid payloads and refused authorizations are logged. */
export const $realtimeLogger = createStore<RealtimeLogger>(consoleRealtimeLogger, { serialize: 'ignore' });
/** §4 the connection state pusher-js reports (initialized, connecting, connected, unavailable, failed, disconnected). */
export const $connectionState = createStore<RealtimeConnectionState>('initialized', { serialize: 'ignore' });
const $client = createStore<RealtimeClient | null>(null, { serialize: 'ignore' });
const $started = createStore(false, { serialize: 'ignore' });
/** Wire channel name → the channel and its users; a channel is joined while it has one. */
const $channelUses = createStore<Record<string, ChannelUse>>({}, { serialize: 'ignore' });
/** The wire names of the channels in use (what the page listens to). */
export const $channelsInUse = $channelUses.map((uses) => Object.keys(uses));

// ——— events ———

/** The page hydrated: connect (once) with TLS when the page itself is https. */
export const realtimeStarted = createEvent<{ secure: boolean }>();
/** A part of the page needs a channel; the first user joins it. */
export const channelEntered = createEvent<RealtimeChannel>();
/** A part of the page no longer needs a channel; the last user leaving leaves it. */
export const channelLeft = createEvent<RealtimeChannel>();
/** The last user of a channel left it (its live data is no longer kept up to date). */
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
/** The API refused a private channel (403: not this browser's cart) or could not be asked (status 0). */
export const channelAuthorizationFailed = createEvent<{ channel: string; status: number }>();
const subscriptionFailed = createEvent<{ channel: string; error: unknown }>();

// ——— effects ———

const authorizeFx = attach({
  source: { sessionId: $sessionId, mode: $authMode },
  mapParams: ({ socketId, channelName }: { socketId: string; channelName: string }, { sessionId, mode }) => ({ socketId, channelName, sessionId, mode }),
  effect: authorizeChannelFx,
});

const connectFx = attach({
  source: { config: $realtimeConfig, factory: $realtimeClientFactory },
  mapParams: ({ secure }: { secure: boolean }, source) => ({ ...source, secure }),
  effect: createEffect(async ({ config, factory, secure }: { config: RealtimePublicConfig | null; factory: RealtimeClientFactory | null; secure: boolean }) => {
    if (!config || !factory) throw new Error('Realtime is not configured');
    // Bound to the scope before the first await: the library calls these from its own callbacks.
    const onStateChange = scopeBind(connectionStateChanged, { safe: true });
    const onMessage = scopeBind(messageReceived, { safe: true });
    const onSubscriptionError = scopeBind(subscriptionFailed, { safe: true });
    const authorize = scopeBind(authorizeFx, { safe: true });
    return factory({
      pusher: pusherOptionsOf(config, { secure }),
      authorize: channelAuthorizationHandler(authorize),
      onStateChange,
      onMessage,
      onSubscriptionError: (channel, error) => onSubscriptionError({ channel, error }),
    });
  }),
});

const joinFx = attach({
  source: $client,
  effect: (client, channels: RealtimeChannel[]) => {
    for (const channel of channels) client?.subscribe(channel, eventsOf(channel));
  },
});
const leaveFx = attach({ source: $client, effect: (client, channel: RealtimeChannel) => client?.leave(channel) });
const warnFx = attach({
  source: $realtimeLogger,
  effect: (logger, { message, details }: { message: string; details: Record<string, unknown> }) => logger.warn(message, details),
});

// ——— connecting (reconnecting is the library's) ———

sample({ clock: realtimeStarted, source: $started, filter: (started) => !started, fn: (_started, page) => page, target: connectFx });
sample({ clock: realtimeStarted, fn: () => true, target: $started });
sample({ clock: connectFx.doneData, target: $client });
// Channels asked for before the connection existed are joined once it does.
sample({ clock: connectFx.doneData, source: $channelUses, fn: (uses) => Object.values(uses).map((use) => use.channel), target: joinFx });
sample({ clock: connectFx.failData, fn: (error) => ({ message: 'Realtime: could not start', details: { error: String(error) } }), target: warnFx });
// §4: the states are pusher-js's own.
sample({ clock: connectionStateChanged, target: $connectionState });

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
sample({ clock: entered, source: $client, filter: (client, { first }) => client !== null && first, fn: (_client, { channel }) => [channel], target: joinFx });

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
const released = sample({ clock: left, filter: ({ last }) => last, fn: ({ channel }) => channel });
sample({ clock: released, target: [channelReleased, leaveFx] });

// ——— messages: parsed at the edge, invalid ones logged and dropped ———

const read = sample({ clock: messageReceived, fn: readMessage });
type MessageOf<K extends LiveMessage['kind']> = Extract<LiveMessage, { kind: K }>;
const isProduct = (message: LiveMessage): message is MessageOf<'product'> => message.kind === 'product';
const isDiscounts = (message: LiveMessage): message is MessageOf<'discounts'> => message.kind === 'discounts';
const isOrder = (message: LiveMessage): message is MessageOf<'order'> => message.kind === 'order';
const isInvalid = (message: LiveMessage): message is MessageOf<'invalid'> => message.kind === 'invalid';
sample({ clock: read, filter: isProduct, fn: ({ slug, update }) => ({ slug, product: update.data }), target: productUpdateReceived });
sample({ clock: read, filter: isDiscounts, fn: ({ update }) => update, target: discountsUpdateReceived });
sample({ clock: read, filter: isOrder, fn: ({ cartUuid, update }) => ({ cartUuid, order: update }), target: orderCreatedReceived });
sample({
  clock: read,
  filter: isInvalid,
  fn: ({ message, reason }) => ({ message: 'Realtime: ignored an invalid payload', details: { channel: message.channel, event: message.event, reason } }),
  target: warnFx,
});

// ——— refused channels ———

sample({
  clock: authorizeFx.fail,
  fn: ({ params, error }) => ({ channel: params.channelName, status: error.status }),
  target: channelAuthorizationFailed,
});
// pusher-js reports every refusal — the authorizer's (above) and the server's — as the channel's subscription error.
sample({
  clock: subscriptionFailed,
  fn: ({ channel, error }) => ({ message: 'Realtime: subscription refused', details: { channel, error } }),
  target: warnFx,
});
