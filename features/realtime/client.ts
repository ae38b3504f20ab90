import type { RealtimeConnectionState } from '../../contract';
import type { PusherClientOptions } from './config';

/** A channel as laravel-echo names it: `echo.channel(name)` or `echo.private(name)` (→ `private-{name}`). */
export interface RealtimeChannel {
  name: string;
  private: boolean;
}

/** The channel's name on the wire (protocols.md §1.12): private channels carry the `private-` prefix. */
export const channelKeyOf = (channel: RealtimeChannel): string => (channel.private ? `private-${channel.name}` : channel.name);
export const publicChannel = (name: string): RealtimeChannel => ({ name, private: false });
export const privateChannel = (name: string): RealtimeChannel => ({ name, private: true });

/** One event as the library delivered it: the wire channel name, the event name and its data (object or JSON text). */
export interface RealtimeMessage {
  channel: string;
  event: string;
  payload: unknown;
}

/** pusher-js `channelAuthorization.customHandler`: asked for a private channel's signature with the socket id. */
export type ChannelAuthorizationHandler = (
  params: { socketId: string; channelName: string },
  callback: (error: Error | null, authData: { auth: string; channel_data?: string } | null) => void,
) => void;

/** What the model hands the library boundary when it connects. */
export interface RealtimeClientOptions {
  pusher: PusherClientOptions;
  authorize: ChannelAuthorizationHandler;
  /** pusher-js `connection.bind('state_change')`: every new state (§4). */
  onStateChange: (state: RealtimeConnectionState) => void;
  onMessage: (message: RealtimeMessage) => void;
  /**
   * `pusher:subscription_succeeded` of a channel (Echo's `subscribed`), with its wire name: from then on its
   * events reach this page; whatever was published before is not replayed.
   */
  onSubscribed: (channel: string) => void;
  /** `pusher:subscription_error` of a channel (an authorization the server or the authorizer refused). */
  onSubscriptionError: (channel: string, error: unknown) => void;
}

/**
 * The library boundary (laravel-echo over pusher-js in the browser, `connectEcho`; a fake in tests).
 * It connects at once and reconnects by itself (the library's own retry and backoff).
 */
export interface RealtimeClient {
  /** Joins the channel and reports the named events (without Echo's leading dot) through `onMessage`. */
  subscribe(channel: RealtimeChannel, events: readonly string[]): void;
  leave(channel: RealtimeChannel): void;
  disconnect(): void;
}

export type RealtimeClientFactory = (options: RealtimeClientOptions) => Promise<RealtimeClient>;
