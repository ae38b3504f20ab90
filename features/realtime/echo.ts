import { REALTIME_CONNECTION_STATES } from '../../contract';
import type { RealtimeConnectionState } from '../../contract';
import { channelKeyOf } from './client';
import type { RealtimeClient, RealtimeClientFactory } from './client';

const isConnectionState = (state: unknown): state is RealtimeConnectionState =>
  (REALTIME_CONNECTION_STATES as readonly unknown[]).includes(state);

/**
 * The browser's realtime client: laravel-echo 2 over pusher-js 8, both fetched on first use with a dynamic
 * `import()` so neither is part of the first load. Echo gets pusher-js's constructor (no global `Pusher`), the
 * custom authorizer as `channelAuthorization.customHandler` (which makes pusher-js ignore Echo's own auth
 * headers, protocols.md §1.11) and no interceptors (there is no global axios to decorate). Events are bound with
 * Echo's leading dot, so `.UpdateProduct` is the plain name the server publishes (protocols.md §1.12).
 */
export const connectEcho: RealtimeClientFactory = async ({ pusher: options, authorize, onStateChange, onMessage, onSubscribed, onSubscriptionError }) => {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    ...options,
    channelAuthorization: { customHandler: authorize },
    withoutInterceptors: true,
  });
  const connection = (echo.connector as { pusher: InstanceType<typeof Pusher> }).pusher.connection;
  connection.bind('state_change', ({ current }: { current: unknown }) => {
    if (isConnectionState(current)) onStateChange(current);
  });
  if (isConnectionState(connection.state)) onStateChange(connection.state);

  const client: RealtimeClient = {
    subscribe(channel, events) {
      const joined = channel.private ? echo.private(channel.name) : echo.channel(channel.name);
      const key = channelKeyOf(channel);
      for (const event of events) joined.listen(`.${event}`, (payload: unknown) => onMessage({ channel: key, event, payload }));
      joined.subscribed(() => onSubscribed(key));
      joined.error((error: unknown) => onSubscriptionError(key, error));
    },
    leave(channel) {
      echo.leaveChannel(channelKeyOf(channel));
    },
    disconnect() {
      echo.disconnect();
    },
  };
  return client;
};
