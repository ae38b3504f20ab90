/**
 * Test helpers for the realtime suites: servers on 127.0.0.1:0, real pusher-js clients whose
 * private/presence auth is signed by the real `pusher` SDK, raw `ws` sockets with a message queue, and a
 * stand-in server that records what the API's publisher sends (`RealtimeStandIn`).
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PusherServer, { type PresenceChannelData } from 'pusher';
import Pusher, { type Options } from 'pusher-js';
import WebSocket from 'ws';
import { startRealtime, type RealtimeOptions, type RunningRealtime } from './index';

export const APP = { id: '4242', key: 'test-key', secret: 'test-secret' } as const;

export type TestServer = RunningRealtime & { sdk: PusherServer };

export async function startTestServer(options: Partial<RealtimeOptions> & { port?: number } = {}): Promise<TestServer> {
  const running = await startRealtime({ app: APP, allowedOrigins: '*', closeGraceMs: 300, ...options, port: options.port ?? 0 });
  return Object.assign(running, { sdk: sdkFor(running.port, options.app ?? APP) });
}

export function sdkFor(port: number, app: { id: string; key: string; secret: string } = APP): PusherServer {
  return new PusherServer({ appId: app.id, key: app.key, secret: app.secret, host: '127.0.0.1', port: String(port), useTLS: false });
}

export type PresenceUser = { user_id: string | number; user_info?: Record<string, unknown> };

/**
 * pusher-js `channelAuthorization` signed by the `pusher` SDK (`presence(channel)` gives the member,
 * `forge` signs with a wrong secret), as a Laravel /broadcasting/auth endpoint would answer.
 */
export function channelAuthorization(
  port: number,
  options: { presence?: (channel: string) => PresenceUser; forge?: boolean } = {},
): NonNullable<Options['channelAuthorization']> {
  const signer = options.forge ? sdkFor(port, { ...APP, secret: 'not-the-secret' }) : sdkFor(port);
  return {
    endpoint: '/unused',
    transport: 'ajax',
    customHandler: ({ socketId, channelName }, callback) => {
      const member = channelName.startsWith('presence-') ? options.presence?.(channelName) : undefined;
      // Laravel sends numeric user ids; the SDK's types only say string.
      callback(null, signer.authorizeChannel(socketId, channelName, member as PresenceChannelData | undefined));
    },
  };
}

/**
 * A pusher-js client (node build) on the test server, authorized as `channelAuthorization` says — or by the
 * `authorization` / `userAuthentication` given (an api's /broadcasting endpoints).
 */
export function pusherClient(
  port: number,
  options: {
    presence?: (channel: string) => PresenceUser;
    forge?: boolean;
    key?: string;
    authorization?: Options['channelAuthorization'];
    userAuthentication?: Options['userAuthentication'];
  } = {},
): Pusher {
  return new Pusher(options.key ?? APP.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: options.authorization ?? channelAuthorization(port, options),
    ...(options.userAuthentication ? { userAuthentication: options.userAuthentication } : {}),
  });
}

export function connected(client: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    if (client.connection.state === 'connected') return resolve(client.connection.socket_id);
    const timer = setTimeout(() => reject(new Error(`pusher-js did not connect (state ${client.connection.state})`)), 5000);
    client.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve(client.connection.socket_id);
    });
  });
}

/** Subscribes and resolves with `pusher:subscription_succeeded`'s data, or rejects with the subscription error. */
export function subscribed(client: Pusher, name: string): Promise<unknown> {
  const channel = client.subscribe(name);
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', resolve);
    channel.bind('pusher:subscription_error', (error: unknown) => reject(Object.assign(new Error('subscription_error'), { data: error })));
  });
}

export function nextEvent<T = unknown>(client: Pusher, channel: string, event: string, timeoutMs = 3000): Promise<{ data: T; metadata: unknown }> {
  return new Promise((resolve, reject) => {
    const ch = client.channel(channel) ?? client.subscribe(channel);
    const timer = setTimeout(() => {
      ch.unbind(event, handler);
      reject(new Error(`no ${event} on ${channel} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (data: T, metadata: unknown) => {
      clearTimeout(timer);
      ch.unbind(event, handler);
      resolve({ data, metadata });
    };
    ch.bind(event, handler);
  });
}

export type Frame = { event: string; channel?: string; data?: unknown; user_id?: string };

/** A raw socket that records every frame (JSON-parsed, `data` parsed when it is a JSON string). */
export class RawClient {
  readonly frames: Frame[] = [];
  /** Every text frame as received, unparsed. */
  readonly raw: string[] = [];
  closeCode: number | null = null;
  private waiters: Array<{ match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }> = [];
  private readonly closed: Promise<number>;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.raw.push(String(raw));
      const frame = JSON.parse(String(raw)) as Frame;
      if (typeof frame.data === 'string') {
        try {
          frame.data = JSON.parse(frame.data);
        } catch {
          // a plain string payload
        }
      }
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
    ws.on('error', () => undefined);
  }

  static async open(
    url: string,
    options: { origin?: string; query?: string } = {},
  ): Promise<RawClient> {
    const ws = new WebSocket(`${url}${options.query ?? '?protocol=7&client=js&version=8.4.0&flash=false'}`, {
      headers: options.origin ? { origin: options.origin } : {},
    });
    const client = new RawClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  /** Opens and waits for `pusher:connection_established`; returns the client and its socket id. */
  static async connect(url: string, options: { origin?: string } = {}): Promise<RawClient & { socketId: string }> {
    const client = await RawClient.open(url, options);
    const frame = await client.next('pusher:connection_established');
    return Object.assign(client, { socketId: (frame.data as { socket_id: string }).socket_id });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first frame (already received or coming) with this event (and channel). */
  next(event: string, channel?: string, timeoutMs = 3000): Promise<Frame> {
    const match = (frame: Frame) => frame.event === event && (channel === undefined || frame.channel === channel);
    const seen = this.frames.find(match);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          this.frames.splice(this.frames.indexOf(frame), 1);
          resolve(frame);
        },
      });
    });
  }

  /** Frames received so far with this event. */
  seen(event: string): Frame[] {
    return this.frames.filter((frame) => frame.event === event);
  }

  waitClose(timeoutMs = 3000): Promise<number> {
    return Promise.race([
      this.closed,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error('socket did not close')), timeoutMs)),
    ]);
  }

  subscribe(channel: string, auth?: string, channelData?: string): void {
    this.send({ event: 'pusher:subscribe', data: { channel, ...(auth !== undefined ? { auth } : {}), ...(channelData !== undefined ? { channel_data: channelData } : {}) } });
  }

  close(): void {
    this.ws.close();
  }
}

/** Waits until `check` is true (polling), or fails with `what`. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves after `ms` (to show that something did NOT arrive). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type StandInEvent = { channels: string[]; name: string; data: string };

/**
 * A stand-in realtime server for the API's publisher (REALTIME_URL mode): records each event the `pusher`
 * SDK sends to POST /apps/{id}/events and /batch_events, checking its signature (protocols.md §1.13);
 * `status` is what it answers, `stall` holds the next this-many requests back a moment.
 */
export class RealtimeStandIn {
  readonly published: StandInEvent[] = [];
  /** The size of each POST batch_events. */
  readonly batches: number[] = [];
  readonly badSignatures: string[] = [];
  status = 200;
  /** The next this-many events are taken only after a pause (a slow network or server). */
  stall = 0;
  #server: Server | null = null;

  constructor(private readonly secret: string) {}

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        if (this.stall > 0) {
          this.stall -= 1;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const params = [...url.searchParams.entries()].filter(([key]) => key !== 'auth_signature');
        const md5 = createHash('md5').update(raw).digest('hex');
        const query = params
          .map(([key, value]) => [key, key === 'body_md5' ? md5 : value] as const)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, value]) => `${key}=${value}`)
          .join('&');
        const expected = createHmac('sha256', this.secret).update(`${request.method}\n${url.pathname}\n${query}`).digest('hex');
        if (expected !== url.searchParams.get('auth_signature') || url.searchParams.get('body_md5') !== md5) this.badSignatures.push(url.pathname);
        if (request.method === 'POST' && url.pathname.endsWith('/events')) {
          const body = JSON.parse(raw) as { name: string; data: string; channels?: string[]; channel?: string };
          this.published.push({ name: body.name, data: body.data, channels: body.channels ?? [body.channel!] });
        }
        if (request.method === 'POST' && url.pathname.endsWith('/batch_events')) {
          const { batch } = JSON.parse(raw) as { batch: { name: string; data: string; channel: string }[] };
          this.batches.push(batch.length);
          for (const event of batch) this.published.push({ name: event.name, data: event.data, channels: [event.channel] });
        }
        response.writeHead(this.status, { 'content-type': 'application/json' }).end(this.status === 200 ? '{}' : '{"error":"nope"}');
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  take(): StandInEvent[] {
    return this.published.splice(0);
  }
}
