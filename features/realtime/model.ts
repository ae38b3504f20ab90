import { attach, createEffect, createStore, sample, scopeBind } from 'effector';
import { NOT_SENT_MESSAGE } from '../api-client';
import { $authMode } from '../auth';
import { $sessionId } from '../cart';
import { authorizeChannelFx, channelAuthorizationHandler } from './api';
import { channelKeyOf } from './client';
import type { RealtimeChannel, RealtimeClient, RealtimeClientFactory } from './client';
import { pusherOptionsOf } from './config';
import type { RealtimePublicConfig } from './config';
import { eventsOf, readMessage } from './messages';
import type { LiveMessage } from './messages';
import {
  $channelSessions,
  $channelUses,
  $connectionState,
  $realtimeClientFactory,
  $realtimeConfig,
  $realtimeLogger,
  channelAcquired,
  channelAuthorizationFailed,
  channelReleased,
  channelSubscribed,
  connectionStateChanged,
  discountsUpdateReceived,
  messageReceived,
  orderCreatedReceived,
  paymentProgressReceived,
  customerOrderUpdateReceived,
  customerTicketUpdateReceived,
  productUpdateReceived,
  realtimeStarted,
} from './units';

/** The connection itself (loaded after hydration): the client, joining and leaving, reading messages. */

const $client = createStore<RealtimeClient | null>(null, { serialize: 'ignore' });
const $started = createStore(false, { serialize: 'ignore' });

// ——— effects ———

const warnFx = attach({
  source: $realtimeLogger,
  effect: (logger, { message, details }: { message: string; details: Record<string, unknown> }) => logger.warn(message, details),
});

// A checkout channel entered with its cart's own session (an ordered cart) is authorized with that session.
const authorizeFx = attach({
  source: { sessionId: $sessionId, sessions: $channelSessions, mode: $authMode },
  mapParams: ({ socketId, channelName, stillWanted }: { socketId: string; channelName: string; stillWanted: () => boolean }, { sessionId, sessions, mode }) => ({
    socketId,
    channelName,
    sessionId: sessions[channelName] ?? sessionId,
    mode,
    stillWanted,
  }),
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
    const onSubscribed = scopeBind(channelSubscribed, { safe: true });
    const onSubscriptionError = scopeBind(warnFx, { safe: true });
    const authorize = scopeBind(authorizeFx, { safe: true });
    // The wire names the page holds on this connection. An authorization that waited out a logout is not sent
    // for a channel the logout left (the customer's): the API would refuse the guest the page has become.
    const held = new Set<string>();
    const client = await factory({
      pusher: pusherOptionsOf(config, { secure }),
      authorize: channelAuthorizationHandler((request) => authorize({ ...request, stillWanted: () => held.has(request.channelName) })),
      onStateChange,
      onMessage,
      onSubscribed,
      // pusher-js reports every refusal — the authorizer's and the server's — as the channel's subscription error;
      // one for a channel the page has left since is no news.
      onSubscriptionError: (channel, error) => {
        if (held.has(channel)) void onSubscriptionError({ message: 'Realtime: subscription refused', details: { channel, error } });
      },
    });
    return {
      subscribe(channel, events) {
        held.add(channelKeyOf(channel));
        client.subscribe(channel, events);
      },
      leave(channel) {
        held.delete(channelKeyOf(channel));
        client.leave(channel);
      },
      disconnect() {
        held.clear();
        client.disconnect();
      },
    } satisfies RealtimeClient;
  }),
});

const joinFx = attach({
  source: $client,
  effect: (client, channels: RealtimeChannel[]) => {
    for (const channel of channels) client?.subscribe(channel, eventsOf(channel));
  },
});
const leaveFx = attach({ source: $client, effect: (client, channel: RealtimeChannel) => client?.leave(channel) });

// ——— connecting (reconnecting is the library's) ———

sample({ clock: realtimeStarted, source: $started, filter: (started) => !started, fn: (_started, page) => page, target: connectFx });
sample({ clock: realtimeStarted, fn: () => true, target: $started });
sample({ clock: connectFx.doneData, target: $client });
// Channels asked for before the connection existed (cards hydrated on screen, the coupons list) are joined once it does.
sample({ clock: connectFx.doneData, source: $channelUses, fn: (uses) => Object.values(uses).map((use) => use.channel), target: joinFx });
sample({ clock: connectFx.failData, fn: (error) => ({ message: 'Realtime: could not start', details: { error: String(error) } }), target: warnFx });
// §4: the states are pusher-js's own.
sample({ clock: connectionStateChanged, target: $connectionState });

// ——— the first user joins, the last one leaves ———

sample({ clock: channelAcquired, source: $client, filter: (client) => client !== null, fn: (_client, channel) => [channel], target: joinFx });
sample({ clock: channelReleased, target: leaveFx });

// ——— messages: parsed at the edge, invalid ones logged and dropped ———

type MessageOf<K extends LiveMessage['kind']> = Extract<LiveMessage, { kind: K }>;
const isProduct = (message: LiveMessage): message is MessageOf<'product'> => message.kind === 'product';
const isDiscounts = (message: LiveMessage): message is MessageOf<'discounts'> => message.kind === 'discounts';
const isOrder = (message: LiveMessage): message is MessageOf<'order'> => message.kind === 'order';
const isProgress = (message: LiveMessage): message is MessageOf<'progress'> => message.kind === 'progress';
const isInvalid = (message: LiveMessage): message is MessageOf<'invalid'> => message.kind === 'invalid';
const isCustomerOrder = (message: LiveMessage): message is MessageOf<'customerOrder'> => message.kind === 'customerOrder';
const isCustomerTicket = (message: LiveMessage): message is MessageOf<'customerTicket'> => message.kind === 'customerTicket';

const read = sample({ clock: messageReceived, fn: readMessage });
sample({ clock: read, filter: isProduct, fn: ({ slug, update }) => ({ slug, product: update.data }), target: productUpdateReceived });
sample({ clock: read, filter: isDiscounts, fn: ({ update }) => update, target: discountsUpdateReceived });
sample({ clock: read, filter: isOrder, fn: ({ cartUuid, update }) => ({ cartUuid, order: update }), target: orderCreatedReceived });
sample({ clock: read, filter: isProgress, fn: ({ cartUuid, update }) => ({ cartUuid, progress: update }), target: paymentProgressReceived });
sample({ clock: read, filter: isCustomerOrder, fn: ({ update }) => update, target: customerOrderUpdateReceived });
sample({ clock: read, filter: isCustomerTicket, fn: ({ update }) => update, target: customerTicketUpdateReceived });
sample({
  clock: read,
  filter: isInvalid,
  fn: ({ message, reason }) => ({ message: 'Realtime: ignored an invalid payload', details: { channel: message.channel, event: message.event, reason } }),
  target: warnFx,
});

// ——— refused private channels ———

sample({
  clock: authorizeFx.fail,
  // (one not sent was not refused: the page had left the channel)
  filter: ({ error }) => error.message !== NOT_SENT_MESSAGE,
  fn: ({ params, error }) => ({ channel: params.channelName, status: error.status }),
  target: channelAuthorizationFailed,
});
