/**
 * The realtime server (architecture.md: `api/realtime/`): a Pusher Channels protocol v7 server on `ws`
 * for the §7 live channels, with the HTTP API the `pusher` Node SDK signs. See protocols.md §1.
 *
 * Public surface (other folders import only this file):
 * - `realtimePlugin` — a Fastify plugin: the WebSocket endpoint `/app/{key}` (upgrade on `app.server`)
 *   and the HTTP API `/apps/{id}/…`. The api registers it (in-process mode); `startRealtime` wraps it
 *   in a Fastify of its own (`npm run realtime`, benchmarks, tests).
 * - `startRealtime(options)` → `{ url, wsUrl, port, close(), stats(), publish(), settled(), nodeId }`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { mountRealtime, startRealtimeServer } from './plugin';

export type RealtimeApp = { id: string; key: string; secret: string };

export type RealtimeOptions = {
  app: RealtimeApp;
  /** Origins allowed to open a socket (the `Origin` header); `'*'` allows any; a request without Origin (non-browser) is allowed. */
  allowedOrigins: string[] | '*';
  /** Share fan-out and presence with other processes through Redis pub/sub. */
  redisUrl?: string | null;
  /** Seconds sent as `activity_timeout` in `pusher:connection_established` (default 120, §9). */
  activityTimeoutSeconds?: number;
  /** Client events per second per connection (default 10). */
  clientEventsPerSecond?: number;
  /** Max payload of a frame / published event in bytes (default 100 KB). */
  maxPayloadBytes?: number;
  /** Presence members per channel (default 100). */
  maxPresenceMembers?: number;
  /** Logger (pino-like); silent when absent. */
  logger?: { debug?(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  /** Clock for the HTTP API's ±600 s timestamp check (tests). */
  now?: () => Date;
  /** After activity_timeout of silence the server sends `pusher:ping`; no answer within this many ms → 4201 (default 30 000). */
  pongTimeoutMs?: number;
  /** Max bytes of a presence member's JSON `user_info` (default 2048; above → subscription_error 4301). */
  maxUserInfoBytes?: number;
  /** Channels one connection may hold at once (default 100; one more → subscription_error LimitReached 4009). */
  maxChannelsPerConnection?: number;
  /** Graceful close: ms to wait for sockets to finish the close handshake before terminating them (default 1000). */
  closeGraceMs?: number;
  /** Prefix of every Redis key and pub/sub channel (default `realtime:`; tests use one per run). */
  redisPrefix?: string;
  /** Node heartbeat in Redis (default 5000 ms); a node silent for 3 heartbeats counts as dead. */
  redisHeartbeatMs?: number;
  /** How long a cluster-wide read waits for the other nodes (default 2000 ms). */
  redisRequestTimeoutMs?: number;
  /** Called once the plugin is set up, with a handle for in-process publishing and stats. */
  onReady?: (handle: RealtimeHandle) => void;
};

export type RealtimeStats = {
  /** Open sockets on this node. */
  connections: number;
  /** Channels with at least one local socket, presence member or queued operation. */
  channels: number;
  /** Socket-channel subscriptions on this node. */
  subscriptions: number;
  /** Presence members (user per channel) on this node. */
  presenceMembers: number;
  /** Presence operations still queued (cluster joins and leaves). */
  pendingOperations: number;
};

/** In-process access to a running realtime plugin (what `onReady` receives). */
export type RealtimeHandle = {
  stats(): RealtimeStats;
  /** Publishes like `POST /apps/{id}/events` (a non-string `data` is JSON-stringified once), to the whole cluster. */
  publish(channels: string | string[], event: string, data: unknown, exceptSocketId?: string | null): void;
  /** Resolves when no presence operation is queued (tests). */
  settled(): Promise<void>;
  /** This node's id in Redis, null without Redis. */
  nodeId: string | null;
};

export type RunningRealtime = RealtimeHandle & {
  /** http://host:port */
  url: string;
  port: number;
  /** ws://host:port/app/{key} */
  wsUrl: string;
  stats(): RealtimeStats;
  /** Graceful: `pusher:error` 4200 and close 4200 to every socket, then stop listening. */
  close(): Promise<void>;
};

/**
 * Mount with `app.register(realtimePlugin, options)` — not wrapped in fastify-plugin, so its body
 * parser and error handler stay inside (the api's JSON parsing elsewhere is unchanged).
 */
export const realtimePlugin: FastifyPluginAsync<RealtimeOptions> = async (app, options) => {
  await mountRealtime(app, options);
};

/** Runs the plugin in a Fastify of its own on `host` (default 127.0.0.1) and `port` (default 6001; 0 = any free port). */
export function startRealtime(options: RealtimeOptions & { port?: number; host?: string }): Promise<RunningRealtime> {
  return startRealtimeServer(options);
}
