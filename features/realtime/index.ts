/**
 * The live channels of §7 in the browser (realtime issue; spec §2 product card, §4 Checkout live channel,
 * Discounts and Realtime connection states, §7 Live channels, §9 Realtime timing): laravel-echo over pusher-js
 * behind `RealtimeClient`, loaded only when `connectEcho` first runs. The SSR server sets `$realtimeConfig`
 * (app key and public URL) per request; the browser injects `$realtimeClientFactory` and fires
 * `realtimeStarted({ secure })` once after hydration. Channels are counted by user (`channelEntered` /
 * `channelLeft`, `productChannelEntered` / `productChannelLeft`): the first user joins, the last one leaves.
 * Every payload is parsed with its contract schema; invalid ones are logged and dropped.
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
  channelReleased,
  connectionStateChanged,
  messageReceived,
  productUpdateReceived,
  discountsUpdateReceived,
  orderCreatedReceived,
  channelAuthorizationFailed,
  consoleRealtimeLogger,
} from './model';
export type { RealtimeLogger } from './model';
export { $liveProducts, productChannelEntered, productChannelLeft, liveProductOf } from './products';
export type { LiveProduct } from './products';
export { $checkoutChannelCart, checkoutOrderCreated } from './checkout';
export { authorizeChannelFx, channelAuthorizationHandler, ChannelAuthorizationError } from './api';
export type { ChannelAuthorizationParams } from './api';
export { channelKeyOf, privateChannel, publicChannel } from './client';
export type { ChannelAuthorizationHandler, RealtimeChannel, RealtimeClient, RealtimeClientFactory, RealtimeClientOptions, RealtimeMessage } from './client';
export { pusherOptionsOf } from './config';
export type { PusherClientOptions, RealtimePublicConfig } from './config';
export { eventsOf, readMessage } from './messages';
export type { LiveMessage } from './messages';
export { connectEcho } from './echo';
export { useLiveProducts, useProductChannel } from './react';
