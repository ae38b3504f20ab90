/**
 * The realtime connection, loaded after hydration through `loadRealtimeConnection()` (features/realtime
 * index): the client over laravel-echo and pusher-js, joining and leaving the counted channels, the custom
 * channel authorizer, every payload read with its contract schema, and the §4 checkout channel rules.
 */
import './model';
import './checkout';

export { connectEcho } from './echo';
export { authorizeChannelFx, channelAuthorizationHandler, ChannelAuthorizationError } from './api';
export { $checkoutChannelCart } from './checkout';
export { pusherOptionsOf } from './config';
export { eventsOf, readMessage } from './messages';
