import { randomBytes } from 'node:crypto';
import { TAG_MANAGER_ORIGIN } from '../../features/consent';

interface SecurityOptions {
  apiOrigin: string;
  realtimeUrl?: string;
  dev?: boolean;
  /**
   * GTM_ID is set (§7): the tag manager's host may serve scripts (browsers without 'strict-dynamic' need it named;
   * the others run what the nonce'd loader adds) and, with Google Analytics' collection hosts, receive hits.
   * Unset, no third party is allowed at all.
   */
  tagManager?: boolean;
}

/** Where Google Analytics 4 sends its hits (Google's CSP guide for the tag manager). */
const GOOGLE_ANALYTICS_SOURCES = 'https://*.google-analytics.com https://*.analytics.google.com';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The CSP of every HTML answer. Scripts run only from this origin or with the response's nonce
 * (the serialized state, the router's hydration data and the module entry carry it); no
 * 'unsafe-inline' for scripts. Style attributes stay allowed (they cannot run code); style
 * elements need the nonce (the client entry hands it to get-nonce, which Radix's scroll lock reads).
 * Dev mode adds Vite's websocket and its injected styles. Reliability D4.
 */
export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const api = options.apiOrigin;
  const realtime = options.realtimeUrl ? realtimeSources(options.realtimeUrl) : '';
  const tags = options.tagManager ? ` ${TAG_MANAGER_ORIGIN}` : '';
  const measurement = options.tagManager ? ` ${TAG_MANAGER_ORIGIN} ${GOOGLE_ANALYTICS_SOURCES}` : '';
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic': only the nonce'd scripts run, and what they load (route chunks); 'self' stays
    // as the fallback of browsers without CSP 3, which ignore 'strict-dynamic'.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${tags}`,
    // A nonce would disable 'unsafe-inline', which dev mode needs for Vite's injected styles.
    options.dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}${measurement}`,
    `media-src 'self' ${api}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api}${realtime}${measurement}${options.dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** The §7 live channels' WebSocket at the realtime URL's host: `ws` on an http page, `wss` on an https one. */
function realtimeSources(realtimeUrl: string): string {
  const { host } = new URL(realtimeUrl);
  return ` ws://${host} wss://${host}`;
}

export function htmlSecurityHeaders(nonce: string, options: SecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(nonce, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // Browsers ignore HSTS over plain http (local development), so it is always sent.
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  };
}
