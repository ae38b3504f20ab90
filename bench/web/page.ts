/**
 * What one server-rendered page weighs: its HTML as sent (gzip, as the browser asks for it here) and
 * unpacked, and the serialized state it carries for hydration, read the way each app embeds it.
 */
import http from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

/** What Chromium sends to an http:// origin (it offers br and zstd over HTTPS only). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate', 'accept-language': 'en-US,en;q=0.9', accept: 'text/html' };

export type StateKind = 'storefront' | 'react-router';

export interface PageWeight {
  status: number;
  htmlBytes: number;
  /** Bytes on the wire; when the server sent it uncompressed, what gzip would have made of it. */
  htmlGzipBytes: number;
  compressed: boolean;
  stateBytes: number;
  html: string;
}

function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The serialized state: the storefront's `#__STOREFRONT_STATE__` JSON and its router's hydration data
 * (`window.__staticRouterHydrationData`); React Router's `window.__reactRouterContext` and the
 * loader data it streams into it (`streamController.enqueue(…)`).
 */
export function stateBytesOf(html: string, kind: StateKind): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    const counts =
      kind === 'storefront'
        ? /\bid="__STOREFRONT_STATE__"/.test(attributes) || body.includes('__staticRouterHydrationData')
        : body.includes('__reactRouterContext');
    if (counts) bytes += Buffer.byteLength(body);
  }
  return bytes;
}

export async function weighPage(url: string, kind: StateKind): Promise<PageWeight> {
  const response = await get(url);
  const compressed = response.headers['content-encoding'] === 'gzip';
  const raw = compressed ? gunzipSync(response.body) : response.body;
  const html = raw.toString('utf8');
  return {
    status: response.status,
    htmlBytes: raw.length,
    htmlGzipBytes: compressed ? response.body.length : gzipSync(raw).length,
    compressed,
    stateBytes: stateBytesOf(html, kind),
    html,
  };
}

/** Every picture of the API's media the HTML names (src and each srcset width), to render them once before measuring. */
export function mediaUrlsOf(html: string, apiUrl: string): string[] {
  const escaped = apiUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...new Set(html.match(new RegExp(`${escaped}/media/[^"'\\s,)]+`, 'g')) ?? [])].map((url) => url.replace(/&amp;/g, '&'));
}
