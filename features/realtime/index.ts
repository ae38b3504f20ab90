/**
 * The live channels of §7 in the browser (realtime issue; spec §2 product card, §4 Checkout live channel,
 * Discounts and Realtime connection states, §7 Live channels, §9 Realtime timing).
 *
 * What a page needs is here and small: the units, the channel count (`channelEntered` / `channelLeft`,
 * `productChannelEntered` / `productChannelLeft`: the first user joins, the last one leaves), the cards' live
 * data (`$liveProducts`, `useLiveProducts`) and `useProductChannel`. The connection that acts on them —
 * laravel-echo over pusher-js, the channel authorizer, the contract parsing of every payload (invalid ones
 * logged and dropped), the checkout channel rules — is `loadRealtimeConnection()`, loaded after hydration
 * (its own chunk; the two libraries are chunks of their own again, fetched when it connects).
 *
 * The SSR server sets `$realtimeConfig` per request; the browser injects `$realtimeClientFactory`, loads
 * the connection and fires `realtimeStarted({ secure })` once (`app/client/realtime.ts`).
 */
export {
  $realtimeConfig,
  $realtimeClientFactory,
  $realtimeLogger,
  $connectionState,
  $channelsInUse,
  realtimeStarted,
  channelEntered,
  channelLeft,
  channelAcquired,
  channelReleased,
  connectionStateChanged,
  messageReceived,
  productUpdateReceived,
  discountsUpdateReceived,
  orderCreatedReceived,
  checkoutOrderCreated,
  paymentProgressReceived,
  ticketUpdateReceived,
  checkoutChannelEntered,
  checkoutChannelLeft,
  channelAuthorizationFailed,
  channelSubscribed,
  connectionResumed,
  consoleRealtimeLogger,
} from './units';
export type { ChannelUse, RealtimeLogger } from './units';
export { $liveProducts, productChannelEntered, productChannelLeft, liveProductOf } from './products';
export type { LiveProduct } from './products';
export { channelKeyOf, privateChannel, publicChannel } from './client';
export type { ChannelAuthorizationHandler, RealtimeChannel, RealtimeClient, RealtimeClientFactory, RealtimeClientOptions, RealtimeMessage } from './client';
export type { PusherClientOptions, RealtimePublicConfig } from './config';
export type { ChannelAuthorizationParams } from './api';
export type { LiveMessage } from './messages';
export { useLiveProducts, useProductChannel } from './react';
export { $liveUpdatesConnectedOnce, $liveUpdatesNotice, LIVE_UPDATES_PAUSE_GRACE_MS, LIVE_UPDATES_RESUMED_NOTICE_MS, type LiveUpdatesNotice } from './status';

/** The connection and its rules (see above), in their own chunk. */
export const loadRealtimeConnection = () => import('./connection');
