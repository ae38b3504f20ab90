/**
 * The realtime server (architecture.md: `api/realtime/`): a Pusher Channels protocol v7 server on `ws`
 * for the §7 live channels, with the HTTP API the `pusher` Node SDK signs. See protocols.md §1.
 *
 * Public surface (other folders import only this file):
 * - `realtimePlugin` — a Fastify plugin: the WebSocket endpoint `/app/{key}` (upgrade on `app.server`)
 *   and the HTTP API `/apps/{id}/…`. The api registers it (in-process mode); `startRealtime` wraps it
 *   in a Fastify of its own (`npm run realtime`, benchmarks, tests).
 * - `startRealtime(options)` → `{ url, wsUrl, close(), stats() }`.
 */
import type { FastifyPluginAsync } from 'fastify';

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
  logger?: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  /** Clock for the HTTP API's ±600 s timestamp check (tests). */
  now?: () => Date;
};

export type RealtimeStats = { connections: number; channels: number };

export type RunningRealtime = {
  /** http://host:port */
  url: string;
  /** ws://host:port/app/{key} */
  wsUrl: string;
  stats(): RealtimeStats;
  /** Graceful: `pusher:error` 4200 and close 4200 to every socket, then stop listening. */
  close(): Promise<void>;
};

export declare const realtimePlugin: FastifyPluginAsync<RealtimeOptions>;
export declare function startRealtime(options: RealtimeOptions & { port?: number; host?: string }): Promise<RunningRealtime>;
