import { ICON_FETCH_TIMEOUT_LOADING_MS, ICON_FETCH_TIMEOUT_MS, ICON_URL_MAX_LENGTH } from '../../contract/constants';

/**
 * §7 icons by name (`prefix:name`, named by CMS menus and content) load as JSON from the product's own
 * Iconify-compatible endpoint — the web server's `/icons/{prefix}.json?icons=a,b` (app/server/icons.ts),
 * never a public icon API. §9: a request waits at most 1,500 ms while the page is still loading, 5 s
 * otherwise, and no URL is longer than 500 characters (more icons go in more requests). §8: a failure is
 * logged only; the icon then stays empty.
 */
export const ICONS_PATH = '/icons';
/** The prefix of the product's own set (its interface icons). */
export const ICON_PREFIX = 'storefront';

/** One icon as the Iconify JSON format gives it: an SVG body on a `width` × `height` grid. */
export interface IconData {
  body: string;
  width: number;
  height: number;
}

interface IconifyAnswer {
  prefix?: unknown;
  icons?: Record<string, { body?: unknown; width?: unknown; height?: unknown }>;
  width?: unknown;
  height?: unknown;
}

export interface IconLoaderEnvironment {
  /** The page's origin; the endpoint is the web server's. */
  baseUrl: string;
  fetch: typeof fetch;
  /** True while the page is still loading (§9: the shorter time-out). */
  pageLoading(): boolean;
  warn(message: string, details?: Record<string, unknown>): void;
}

/** The request URLs for these names of one prefix, each within the 500-character limit. */
export function iconUrls(baseUrl: string, prefix: string, names: readonly string[]): string[] {
  const base = `${baseUrl.replace(/\/$/, '')}${ICONS_PATH}/${prefix}.json?icons=`;
  const urls: string[] = [];
  let current: string[] = [];
  const urlOf = (list: readonly string[]) => base + list.map(encodeURIComponent).join(',');
  for (const name of names) {
    if (urlOf([name]).length > ICON_URL_MAX_LENGTH) continue;
    if (current.length > 0 && urlOf([...current, name]).length > ICON_URL_MAX_LENGTH) {
      urls.push(urlOf(current));
      current = [];
    }
    current.push(name);
  }
  if (current.length > 0) urls.push(urlOf(current));
  return urls;
}

const splitName = (name: string): [string, string] | null => {
  const colon = name.indexOf(':');
  return colon > 0 && colon < name.length - 1 ? [name.slice(0, colon), name.slice(colon + 1)] : null;
};

export function createIconLoader(env: IconLoaderEnvironment) {
  const found = new Map<string, IconData>();
  const asked = new Map<string, Promise<void>>();

  async function fetchOne(url: string, prefix: string): Promise<void> {
    const timeoutMs = env.pageLoading() ? ICON_FETCH_TIMEOUT_LOADING_MS : ICON_FETCH_TIMEOUT_MS;
    try {
      const response = await env.fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = (await response.json()) as IconifyAnswer;
      const width = typeof answer.width === 'number' ? answer.width : 16;
      const height = typeof answer.height === 'number' ? answer.height : 16;
      for (const [name, icon] of Object.entries(answer.icons ?? {})) {
        if (typeof icon?.body !== 'string') continue;
        found.set(`${prefix}:${name}`, {
          body: icon.body,
          width: typeof icon.width === 'number' ? icon.width : width,
          height: typeof icon.height === 'number' ? icon.height : height,
        });
      }
    } catch (error) {
      env.warn('Icons could not be loaded', { url, timeoutMs, error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Loads the icons not asked for yet; settles once every request ended (never rejects). */
  function load(names: readonly string[]): Promise<void> {
    const byPrefix = new Map<string, string[]>();
    const waiting: Promise<void>[] = [];
    for (const name of new Set(names)) {
      const pending = asked.get(name);
      if (pending) {
        waiting.push(pending);
        continue;
      }
      const parts = splitName(name);
      if (!parts) continue;
      byPrefix.set(parts[0], [...(byPrefix.get(parts[0]) ?? []), parts[1]]);
    }
    for (const [prefix, list] of byPrefix) {
      for (const url of iconUrls(env.baseUrl, prefix, list)) {
        const request = fetchOne(url, prefix);
        const names = new URL(url).searchParams.get('icons')?.split(',') ?? [];
        for (const name of names) asked.set(`${prefix}:${name}`, request);
        waiting.push(request);
      }
    }
    return Promise.all(waiting).then(() => undefined);
  }

  return { load, get: (name: string): IconData | null => found.get(name) ?? null };
}
export type IconLoader = ReturnType<typeof createIconLoader>;
