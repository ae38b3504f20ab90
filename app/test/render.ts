import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderRequest } from '../server/render';
import type { RenderOptions } from '../server/render';

const template = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

export interface Rendered {
  status: number;
  headers: Record<string, string>;
  html: string;
}

/** Renders one request through the real SSR pipeline and reads the body (whole or streamed). */
export async function render(
  url: string,
  options: Partial<RenderOptions> & { apiUrl: string; headers?: Record<string, string> },
): Promise<Rendered> {
  const { headers = {}, ...rest } = options;
  const result = await renderRequest(new Request(new URL(url, 'http://localhost:3000'), { headers }), {
    template,
    nonce: 'test-nonce',
    origin: 'http://localhost:3000',
    ...rest,
  });
  if (result.type === 'redirect') return { status: result.status, headers: result.headers, html: '' };
  let html = '';
  if (Buffer.isBuffer(result.body)) html = result.body.toString('utf8');
  else for await (const chunk of result.body) html += String(chunk);
  return { status: result.status, headers: result.headers, html };
}

/** The JSON the server embedded for the browser's scope. */
export function embeddedState(html: string): { locale: string; values: Record<string, unknown> } {
  const match = /<script nonce="[^"]+" id="__STOREFRONT_STATE__" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no serialized state in the page');
  return JSON.parse(match[1]) as { locale: string; values: Record<string, unknown> };
}

/** react-router's hydration data (`window.__staticRouterHydrationData = JSON.parse("…")`). */
export function embeddedRouterData(html: string): unknown {
  const match = /window\.__staticRouterHydrationData = JSON\.parse\((".*?")\);/s.exec(html);
  if (!match?.[1]) throw new Error('no router hydration data in the page');
  return JSON.parse(JSON.parse(match[1]) as string);
}

export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
