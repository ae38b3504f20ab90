/**
 * The HTTP API the `pusher` Node SDK signs (protocols.md §1.13), on `/apps/{id}/…`.
 * Registered in an encapsulated context: its raw-string body parser and error handler apply to
 * these routes only. Every error is JSON `{ "error": "<message>" }`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Hub } from './hub';
import { channelKind, eventFrame, hmacHex, isValidChannelName, isValidSocketId, MAX_EVENT_NAME_LENGTH, safeEqual } from './protocol';

export type HttpApiSettings = {
  appId: string;
  appKey: string;
  appSecret: string;
  maxPayloadBytes: number;
  maxChannelsPerEvent: number;
  maxBatchSize: number;
  timestampToleranceSeconds: number;
  now: () => Date;
};

class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Query parameters with decoded values (`+` is kept: the SDK does not encode values). */
export function queryOf(url: string): { path: string; params: Map<string, string> } {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const params = new Map<string, string>();
  if (mark >= 0) {
    for (const part of url.slice(mark + 1).split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      try {
        const key = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
        params.set(key, eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1)));
      } catch {
        throw new HttpError(400, 'Malformed query string');
      }
    }
  }
  return { path, params };
}

/**
 * Pusher request signing: every query parameter but `auth_signature`, `body_md5` recomputed from the
 * raw body, sorted, `METHOD\npath\nquery`, HMAC-SHA256 compared in constant time; timestamp ±600 s.
 */
export function verifyRequest(request: FastifyRequest, rawBody: string, settings: HttpApiSettings): URLSearchParamsLike {
  const { path, params } = queryOf(request.url);
  const signature = params.get('auth_signature') ?? '';
  params.delete('auth_signature');
  if (!safeEqual(params.get('auth_key') ?? '', settings.appKey)) throw new HttpError(401, 'Unknown auth_key');
  const timestamp = Number(params.get('auth_timestamp'));
  const nowSeconds = settings.now().getTime() / 1000;
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > settings.timestampToleranceSeconds) {
    throw new HttpError(401, `auth_timestamp is not within ${settings.timestampToleranceSeconds} s of the server time`);
  }
  if (rawBody !== '' || params.has('body_md5')) params.set('body_md5', createHash('md5').update(rawBody).digest('hex'));
  const sorted = [...params.keys()]
    .sort()
    .map((key) => `${key}=${params.get(key)}`)
    .join('&');
  const expected = hmacHex(settings.appSecret, `${request.method}\n${path}\n${sorted}`);
  if (!safeEqual(signature, expected)) throw new HttpError(401, 'Invalid signature');
  return params;
}
type URLSearchParamsLike = Map<string, string>;

type EventInput = { name: string; channels: string[]; data: string; socketId: string | null; info: string[] };

function parseBody(raw: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'The body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

function infoList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value !== 'string') throw new HttpError(400, 'info must be a comma-separated string');
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function eventOf(body: Record<string, unknown>, settings: HttpApiSettings): EventInput {
  const { name, data } = body;
  if (typeof name !== 'string' || name === '') throw new HttpError(400, 'name is required');
  if (name.length > MAX_EVENT_NAME_LENGTH) throw new HttpError(413, `name is longer than ${MAX_EVENT_NAME_LENGTH} characters`);
  const channels = Array.isArray(body.channels) ? body.channels : body.channel !== undefined ? [body.channel] : null;
  if (!channels || channels.length === 0) throw new HttpError(400, 'channels (or channel) is required');
  if (channels.length > settings.maxChannelsPerEvent) {
    throw new HttpError(400, `At most ${settings.maxChannelsPerEvent} channels per event`);
  }
  for (const channel of channels) if (!isValidChannelName(channel)) throw new HttpError(400, `Invalid channel name: ${String(channel).slice(0, 210)}`);
  if (data === undefined) throw new HttpError(400, 'data is required');
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  if (Buffer.byteLength(text) > settings.maxPayloadBytes) throw new HttpError(413, `data is larger than ${settings.maxPayloadBytes} bytes`);
  const socketId = body.socket_id ?? null;
  if (socketId !== null && !isValidSocketId(socketId)) throw new HttpError(400, 'socket_id must look like 123.456');
  return { name, channels: channels as string[], data: text, socketId, info: infoList(body.info) };
}

async function channelInfo(hub: Hub, channels: string[], info: string[]): Promise<Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, number>> = {};
  const snapshot = await hub.snapshot(channels.length === 1 ? { name: channels[0]! } : {});
  for (const channel of channels) {
    const entry = snapshot.get(channel);
    const item: Record<string, number> = {};
    if (info.includes('subscription_count')) item.subscription_count = entry?.subscriptions ?? 0;
    if (info.includes('user_count') && channelKind(channel) === 'presence') item.user_count = entry?.users?.size ?? 0;
    out[channel] = item;
  }
  return out;
}

export async function httpApiRoutes(app: FastifyInstance, hub: Hub, settings: HttpApiSettings): Promise<void> {
  // Raw strings for every content type: body_md5 is computed from the exact bytes (§1.13).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    void reply.code(status).send({ error: status === 500 ? 'Internal error' : (error.message ?? 'Error') });
  });

  const bodyLimit = settings.maxBatchSize * (settings.maxPayloadBytes + 64 * 1024);

  /** App id (404) then signature (401); returns the verified query parameters. */
  const guard = (request: FastifyRequest<{ Params: { appId: string } }>) => {
    if (request.params.appId !== settings.appId) throw new HttpError(404, `Unknown app id ${request.params.appId}`);
    const raw = typeof request.body === 'string' ? request.body : '';
    return verifyRequest(request, raw, settings);
  };
  const send = (reply: FastifyReply, error: unknown) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ error: error.message });
    throw error;
  };

  const publish = (event: EventInput) => {
    for (const channel of event.channels) hub.broadcast(channel, eventFrame(event.name, channel, event.data), event.socketId);
  };

  app.post<{ Params: { appId: string } }>('/apps/:appId/events', { bodyLimit }, async (request, reply) => {
    try {
      guard(request);
      const event = eventOf(parseBody(String(request.body ?? '')), settings);
      publish(event);
      if (event.info.length === 0) return {};
      return { channels: await channelInfo(hub, event.channels, event.info) };
    } catch (error) {
      return send(reply, error);
    }
  });

  app.post<{ Params: { appId: string } }>('/apps/:appId/batch_events', { bodyLimit }, async (request, reply) => {
    try {
      guard(request);
      const batch = parseBody(String(request.body ?? '')).batch;
      if (!Array.isArray(batch) || batch.length === 0) throw new HttpError(400, 'batch must be a non-empty array');
      if (batch.length > settings.maxBatchSize) throw new HttpError(400, `At most ${settings.maxBatchSize} events per batch`);
      const events = batch.map((item: unknown) => {
        if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new HttpError(400, 'Each batch item must be an object');
        return eventOf(item as Record<string, unknown>, settings);
      });
      for (const event of events) publish(event);
      if (events.every((event) => event.info.length === 0)) return {};
      const out = [];
      for (const event of events) out.push(event.info.length === 0 ? {} : (await channelInfo(hub, event.channels, event.info))[event.channels[0]!]!);
      return { batch: out };
    } catch (error) {
      return send(reply, error);
    }
  });

  app.get<{ Params: { appId: string } }>('/apps/:appId/channels', async (request, reply) => {
    try {
      const params = guard(request);
      const prefix = params.get('filter_by_prefix') ?? '';
      const info = infoList(params.get('info'));
      const snapshot = await hub.snapshot({ prefix });
      const channels: Record<string, Record<string, number>> = {};
      for (const [name, entry] of snapshot) {
        const item: Record<string, number> = {};
        if (info.includes('user_count') && entry.users) item.user_count = entry.users.size;
        if (info.includes('subscription_count')) item.subscription_count = entry.subscriptions;
        channels[name] = item;
      }
      return { channels };
    } catch (error) {
      return send(reply, error);
    }
  });

  app.get<{ Params: { appId: string; channel: string } }>('/apps/:appId/channels/:channel', async (request, reply) => {
    try {
      const params = guard(request);
      const name = request.params.channel;
      if (!isValidChannelName(name)) throw new HttpError(400, 'Invalid channel name');
      const info = infoList(params.get('info'));
      const entry = (await hub.snapshot({ name })).get(name);
      const out: Record<string, unknown> = { occupied: (entry?.subscriptions ?? 0) > 0 };
      if (info.includes('user_count') && channelKind(name) === 'presence') out.user_count = entry?.users?.size ?? 0;
      if (info.includes('subscription_count')) out.subscription_count = entry?.subscriptions ?? 0;
      return out;
    } catch (error) {
      return send(reply, error);
    }
  });

  app.get<{ Params: { appId: string; channel: string } }>('/apps/:appId/channels/:channel/users', async (request, reply) => {
    try {
      guard(request);
      const name = request.params.channel;
      if (!isValidChannelName(name)) throw new HttpError(400, 'Invalid channel name');
      if (channelKind(name) !== 'presence') throw new HttpError(400, 'Users can only be read from presence channels');
      const entry = (await hub.snapshot({ name })).get(name);
      return { users: [...(entry?.users ?? [])].map((id) => ({ id })) };
    } catch (error) {
      return send(reply, error);
    }
  });

  app.post<{ Params: { appId: string; userId: string } }>(
    '/apps/:appId/users/:userId/terminate_connections',
    async (request, reply) => {
      try {
        guard(request);
        const userId = request.params.userId;
        hub.terminateLocal(userId);
        hub.cluster?.terminateUser(userId);
        return {};
      } catch (error) {
        return send(reply, error);
      }
    },
  );
}
