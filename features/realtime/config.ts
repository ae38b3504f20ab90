import {
  REALTIME_ACTIVITY_TIMEOUT_MS,
  REALTIME_PONG_TIMEOUT_MS,
  REALTIME_UNAVAILABLE_TIMEOUT_MS,
} from '../../contract';

/**
 * What the browser needs to reach the realtime server (architecture §5): the app key and the server's public
 * base URL as the browser sees it — `REALTIME_URL` when the server runs apart, else the page's own origin (the
 * web server forwards `/app/{key}`): the SSR server serializes '' and the browser fills in its origin.
 */
export interface RealtimePublicConfig {
  appKey: string;
  url: string;
}

/** The pusher-js options laravel-echo passes on (protocols.md §1.11, a self-hosted server). */
export interface PusherClientOptions {
  key: string;
  /** pusher-js 8 throws without a cluster; a self-hosted server ignores it. */
  cluster: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  /** A path the server is mounted under behind a proxy (`https://shop.example/realtime` → `/realtime`). */
  wsPath?: string;
  forceTLS: boolean;
  /** Only WebSockets: without it pusher-js may fall back to sockjs.pusher.com. */
  enabledTransports: ('ws' | 'wss')[];
  /**
   * §9: pusher-js sends its connection timeline (at most 50 events, every 60 s) to `statsHost` — the product's
   * own realtime server (its host, and path when mounted under one), never Pusher's default stats host.
   */
  enableStats: boolean;
  statsHost: string;
  activityTimeout: number;
  pongTimeout: number;
  unavailableTimeout: number;
}

const DEFAULT_PORTS = { ws: 80, wss: 443 } as const;

/**
 * The client options for a page: TLS follows the page (`wss` on an https page, `ws` on local http), the port
 * is the URL's when it names one (the api's own port in development), else the scheme's default; §9 timings.
 */
export function pusherOptionsOf(config: RealtimePublicConfig, page: { secure: boolean }): PusherClientOptions {
  const url = new URL(config.url);
  const explicitPort = url.port === '' ? null : Number(url.port);
  const path = url.pathname.replace(/\/+$/, '');
  return {
    key: config.appKey,
    cluster: 'mt1',
    wsHost: url.hostname,
    wsPort: explicitPort ?? DEFAULT_PORTS.ws,
    wssPort: explicitPort ?? DEFAULT_PORTS.wss,
    ...(path === '' ? {} : { wsPath: path }),
    forceTLS: page.secure,
    enabledTransports: ['ws', 'wss'],
    enableStats: true,
    statsHost: `${url.host}${path}`,
    activityTimeout: REALTIME_ACTIVITY_TIMEOUT_MS,
    pongTimeout: REALTIME_PONG_TIMEOUT_MS,
    unavailableTimeout: REALTIME_UNAVAILABLE_TIMEOUT_MS,
  };
}
