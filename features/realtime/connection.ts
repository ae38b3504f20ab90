/**
 * The realtime connection, loaded after hydration through `loadRealtimeConnection()` (features/realtime
 * index): the client over laravel-echo and pusher-js, joining and leaving the counted channels, the custom
 * channel authorizer, every payload read with its contract schema, the §4 checkout channel rules, and (beyond
 * the spec) the VIP coupons' private channels that follow the signed-in customer.
 */
import './model';
import './checkout';
import './customer';

export { connectEcho } from './echo';
export { authorizeChannelFx, channelAuthorizationHandler, ChannelAuthorizationError } from './api';
export { $checkoutChannelCart } from './checkout';
export { $customerChannelsUser } from './customer';
export { pusherOptionsOf } from './config';
export { eventsOf, readMessage } from './messages';
