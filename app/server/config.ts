import { z } from 'zod';

/**
 * The web tier's configuration (architecture §5), from the environment:
 *
 * | variable | meaning | default |
 * | --- | --- | --- |
 * | PORT | web (SSR) port | 3000 |
 * | API_PORT | the api's port (and the realtime server's, inside the api process) | 8000 |
 * | HOST | address the web server listens on | 0.0.0.0 |
 * | API_URL | the api's public base URL of media and pagination links (the CSP lets images load from it) | http://localhost:$API_PORT |
 * | API_INTERNAL_URL | where the web server reaches the api: SSR calls and the forwarded browser paths | API_URL |
 * | PUBLIC_ORIGIN | the site's public origin: canonical, hreflang, JSON-LD, robots.txt, sitemaps (never the request's Host) | http://localhost:$PORT |
 * | AUTH_MODE | cookie (Sanctum SPA session) or token (bearer kept in storage) | cookie |
 * | PUSHER_APP_KEY | the realtime app key the browser connects with (the api's PUSHER_APP_KEY) | storefront-dev-key |
 * | REALTIME_URL | the realtime server's public base URL when it runs apart (`ws(s)://{its host}/app/{key}`) | the page's own origin |
 * | MAIL_VIEWER | `on` or `off`: forward the api's e-mail outbox /dev/mail too | on, off under NODE_ENV=production |
 * | GTM_ID | the tag manager container (`GTM-…`): the consent banner shows and, after consent, its script loads | unset: no banner, nothing loads |
 * | GTAG_ID | a Google tag (`G-…`, `AW-…`, `GT-…`) loaded beside the container after consent; needs GTM_ID | unset |
 *
 * One origin: the browser never calls the api's address. The web server forwards the api's browser paths
 * (app/server/apiProxy.ts) and the realtime WebSocket `/app/{key}` to API_INTERNAL_URL, so the shop works the
 * same whichever address or host name it is opened by. PUSHER_APP_KEY and REALTIME_URL reach the browser
 * through the serialized scope (features/realtime `$realtimeConfig`); the key is public by design. The api
 * reads the same REALTIME_URL as "the realtime server runs apart, publish there" (api/config.ts): leave it
 * unset while the api serves the WebSocket itself (the default).
 */

/** The api's development app key (api/config.ts DEV_PUSHER.key); set PUSHER_APP_KEY on both sides in production. */
export const DEV_PUSHER_APP_KEY = 'storefront-dev-key';

const port = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be an integer between 1 and 65535`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be an integer between 1 and 65535`).max(65535, `${name} must be an integer between 1 and 65535`));

const WebEnv = z.object({
  PORT: port('PORT').default(3000),
  API_PORT: port('API_PORT').default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  API_URL: z.url({ error: 'API_URL must be an absolute URL' }).optional(),
  API_INTERNAL_URL: z.url({ protocol: /^https?$/, error: 'API_INTERNAL_URL must be an absolute http(s) URL' }).optional(),
  /** The site's public origin for canonical and hreflang links. */
  PUBLIC_ORIGIN: z.url({ error: 'PUBLIC_ORIGIN must be an absolute URL' }).optional(),
  /** §7/§4: 'cookie' (Sanctum SPA sessions, the default) or 'token' (a bearer token kept in storage). */
  AUTH_MODE: z.enum(['cookie', 'token'], { error: 'AUTH_MODE must be cookie or token' }).default('cookie'),
  PUSHER_APP_KEY: z.string().regex(/^[^\s/?#]+$/, 'PUSHER_APP_KEY must be a key without spaces or slashes').default(DEV_PUSHER_APP_KEY),
  REALTIME_URL: z.url({ protocol: /^https?$/, error: 'REALTIME_URL must be an absolute http(s) URL' }).optional(),
  MAIL_VIEWER: z.enum(['on', 'off'], { error: 'MAIL_VIEWER must be on or off' }).optional(),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/, 'GTM_ID must look like GTM-XXXXXXX').optional(),
  GTAG_ID: z.string().regex(/^(G|AW|GT|DC)-[A-Z0-9]+$/, 'GTAG_ID must look like G-XXXXXXX').optional(),
  NODE_ENV: z.string().optional(),
});

export interface WebConfig {
  port: number;
  host: string;
  /** The API's public base URL of media and pagination links (architecture §5). */
  apiUrl: string;
  /** Where SSR calls the API and the browser's API paths are forwarded. */
  apiInternalUrl: string;
  publicOrigin: string;
  authMode: 'cookie' | 'token';
  /** What the browser connects to for the §7 live channels: null is the page's own origin. */
  realtime: { appKey: string; url: string | null };
  /** Whether /dev/mail is forwarded (the api serves it only then too). */
  mailViewer: boolean;
  /** §7 tag manager (GTM_ID) and Google tag (GTAG_ID), loaded only after consent; null: neither. */
  tagManager: { gtmId: string; gtagId: string | null } | null;
}

/** The web server's configuration from the environment; a bad value throws one line naming the variable. */
export function readWebConfig(env: Record<string, string | undefined> = process.env): WebConfig {
  const parsed = WebEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const { PORT, API_PORT, HOST, API_URL, API_INTERNAL_URL, PUBLIC_ORIGIN, AUTH_MODE, PUSHER_APP_KEY, REALTIME_URL, MAIL_VIEWER, GTM_ID, GTAG_ID, NODE_ENV } = parsed.data;
  if (GTAG_ID && !GTM_ID) throw new Error('Invalid configuration: GTAG_ID: GTAG_ID needs GTM_ID (the banner and the consent come with the tag manager)');
  const apiUrl = (API_URL ?? `http://localhost:${API_PORT}`).replace(/\/$/, '');
  return {
    port: PORT,
    host: HOST,
    apiUrl,
    apiInternalUrl: (API_INTERNAL_URL ?? apiUrl).replace(/\/$/, ''),
    publicOrigin: new URL(PUBLIC_ORIGIN ?? `http://localhost:${PORT}`).origin,
    authMode: AUTH_MODE,
    realtime: { appKey: PUSHER_APP_KEY, url: REALTIME_URL ? REALTIME_URL.replace(/\/$/, '') : null },
    mailViewer: (MAIL_VIEWER ?? (NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    tagManager: GTM_ID ? { gtmId: GTM_ID, gtagId: GTAG_ID ?? null } : null,
  };
}

/** The web server's options from its configuration (`npm start`, `npm run dev`, the web tier alone). */
export function webServerOptionsOf(config: WebConfig) {
  return {
    port: config.port,
    host: config.host,
    apiUrl: config.apiInternalUrl,
    apiPublicUrl: config.apiUrl,
    publicOrigin: config.publicOrigin,
    authMode: config.authMode,
    realtime: config.realtime,
    mailViewer: config.mailViewer,
    tagManager: config.tagManager,
  };
}
