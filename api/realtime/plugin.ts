/**
 * Wires the hub to Fastify: the WebSocket upgrade on `app.server` (ws `noServer`), the HTTP API in
 * an encapsulated child context, Redis when `redisUrl` is set, and a graceful close (preClose).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { isOwnOrigin } from '../http/request-origin';
import { Hub } from './hub';
import { httpApiRoutes } from './http-api';
import { errorFrame, eventFrame } from './protocol';
import { createRedisCluster, type RedisCluster } from './redis';
import { timelineRoutes } from './timeline';
import type { RealtimeHandle, RealtimeOptions, RealtimeStats, RunningRealtime } from './index';

export const DEFAULTS = {
  activityTimeoutSeconds: 120,
  pongTimeoutMs: 30_000,
  clientEventsPerSecond: 10,
  maxPayloadBytes: 100 * 1024,
  maxPresenceMembers: 100,
  maxUserInfoBytes: 2 * 1024,
  maxChannelsPerConnection: 100,
  maxChannelsPerEvent: 100,
  maxBatchSize: 10,
  closeGraceMs: 1000,
  redisPrefix: 'realtime:',
  redisHeartbeatMs: 5000,
  redisRequestTimeoutMs: 2000,
} as const;

/** Sets everything up on `app` (no encapsulation of its own: the caller's plugin context) and returns the handle. */
export async function mountRealtime(app: FastifyInstance, options: RealtimeOptions): Promise<RealtimeHandle> {
  const maxPayloadBytes = options.maxPayloadBytes ?? DEFAULTS.maxPayloadBytes;
  const logger = options.logger ?? null;
  const hub = new Hub({
    appKey: options.app.key,
    appSecret: options.app.secret,
    activityTimeoutSeconds: options.activityTimeoutSeconds ?? DEFAULTS.activityTimeoutSeconds,
    pongTimeoutMs: options.pongTimeoutMs ?? DEFAULTS.pongTimeoutMs,
    clientEventsPerSecond: options.clientEventsPerSecond ?? DEFAULTS.clientEventsPerSecond,
    maxPayloadBytes,
    maxPresenceMembers: options.maxPresenceMembers ?? DEFAULTS.maxPresenceMembers,
    maxUserInfoBytes: options.maxUserInfoBytes ?? DEFAULTS.maxUserInfoBytes,
    maxChannelsPerConnection: options.maxChannelsPerConnection ?? DEFAULTS.maxChannelsPerConnection,
    logger,
  });
  let cluster: RedisCluster | null = null;
  if (options.redisUrl) {
    cluster = await createRedisCluster(hub, {
      url: options.redisUrl,
      prefix: options.redisPrefix ?? DEFAULTS.redisPrefix,
      appId: options.app.id,
      heartbeatMs: options.redisHeartbeatMs ?? DEFAULTS.redisHeartbeatMs,
      requestTimeoutMs: options.redisRequestTimeoutMs ?? DEFAULTS.redisRequestTimeoutMs,
      logger,
    });
    hub.cluster = cluster;
  }
  hub.start();

  // A frame a little above the payload limit still arrives (and gets a 4301 pusher:error); anything
  // bigger is refused by ws itself (close 1009) before it is buffered whole.
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxPayloadBytes + 64 * 1024,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const origins = options.allowedOrigins;
  let closing = false;

  const refuse = (ws: WebSocket, code: number, message: string) => {
    ws.send(errorFrame(code, message));
    ws.close(code, message.slice(0, 100));
  };

  const onSocket = (ws: WebSocket, request: IncomingMessage, key: string, query: URLSearchParams) => {
    if (closing) return refuse(ws, 4200, 'Server is shutting down; reconnect');
    if (key !== options.app.key) return refuse(ws, 4001, `App key ${key.slice(0, 100)} does not exist`);
    const protocol = query.get('protocol');
    if (protocol === null || protocol === '') return refuse(ws, 4008, 'No protocol version given');
    if (!/^\d+$/.test(protocol) || Number(protocol) < 7) return refuse(ws, 4007, `Unsupported protocol version ${protocol.slice(0, 20)}`);
    const origin = request.headers.origin;
    // The page's own origin is allowed too: the web server forwards the socket with the Host kept.
    const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
    if (origin !== undefined && origins !== '*' && !origins.includes(origin) && !isOwnOrigin(origin, request.headers.host, encrypted ? 'https' : 'http')) {
      return refuse(ws, 4009, 'Origin not allowed');
    }
    hub.accept(ws);
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    if (!path.startsWith('/app/')) {
      // Not ours: another upgrade listener may take it; with none, answer 400 instead of leaving it hanging.
      if (app.server.listenerCount('upgrade') <= 1) {
        socket.on('error', () => undefined);
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
      return;
    }
    socket.on('error', () => undefined);
    let key: string;
    try {
      key = decodeURIComponent(path.slice('/app/'.length));
    } catch {
      key = '';
    }
    const query = new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1));
    wss.handleUpgrade(request, socket, head, (ws) => onSocket(ws, request, key, query));
  };
  app.server.on('upgrade', onUpgrade);

  app.addHook('preClose', async () => {
    closing = true;
    app.server.off('upgrade', onUpgrade);
    await hub.shutdown(options.closeGraceMs ?? DEFAULTS.closeGraceMs);
    await cluster?.close();
  });

  // §9: the browsers' connection timelines; kept in the log at debug level only.
  timelineRoutes(app, options.app.key, (report) =>
    logger?.debug?.({ session: report.session, bundle: report.bundle, events: report.events.length }, 'realtime client timeline'),
  );

  await app.register(async (child) => {
    await httpApiRoutes(child, hub, {
      appId: options.app.id,
      appKey: options.app.key,
      appSecret: options.app.secret,
      maxPayloadBytes,
      maxChannelsPerEvent: DEFAULTS.maxChannelsPerEvent,
      maxBatchSize: DEFAULTS.maxBatchSize,
      timestampToleranceSeconds: 600,
      now: options.now ?? (() => new Date()),
    });
  });

  const handle: RealtimeHandle = {
    stats: (): RealtimeStats => hub.stats(),
    publish(channels, event, data, exceptSocketId) {
      const text = typeof data === 'string' ? data : JSON.stringify(data);
      for (const channel of Array.isArray(channels) ? channels : [channels]) {
        hub.broadcast(channel, eventFrame(event, channel, text), exceptSocketId ?? null);
      }
    },
    settled: () => hub.settled(),
    nodeId: cluster?.nodeId ?? null,
  };
  options.onReady?.(handle);
  return handle;
}

export async function startRealtimeServer(options: RealtimeOptions & { port?: number; host?: string }): Promise<RunningRealtime> {
  const app = Fastify({ logger: false });
  let handle: RealtimeHandle | null = null;
  await app.register(async (instance) => {
    handle = await mountRealtime(instance, options);
  });
  app.get('/', async () => 'OK');
  app.get('/ready', async () => 'OK');
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 6001, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 6001);
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  let closing: Promise<void> | null = null;
  const running = handle as unknown as RealtimeHandle;
  return {
    url: `http://${shownHost}:${port}`,
    wsUrl: `ws://${shownHost}:${port}/app/${options.app.key}`,
    port,
    stats: () => running.stats(),
    publish: (...args) => running.publish(...args),
    settled: () => running.settled(),
    nodeId: running.nodeId,
    close() {
      closing ??= app.close();
      return closing;
    },
  };
}
