/**
 * The web server's cache of the API answers that are the same for every shopper and change rarely:
 * the menu, brands, categories, campaigns (not their product listings) and CMS pages. Every page asks
 * for the menu beside its own data; without this each render waited for it, and the API and the web
 * server spent CPU sending and reading it again.
 *
 * What carries prices or stock — a product, any product listing, a cart — is never cached here: the
 * API already answers listings from its own one-second cache and drops it on every write, so a price
 * rule or a stock change shows on the next page; a copy kept here would outlive that.
 *
 * Only plain GETs without credentials or a session are cached (SSR sends none; the guard keeps it
 * so), only 200 answers are kept, and concurrent identical reads share one request. Standalone (it
 * imports nothing of the app): the web server creates it once and hands it to every render.
 */

/** The paths (relative to the API's base, no query) whose answers do not vary per shopper. */
const SHARED_ANSWERS: RegExp[] = [
  /^\/cms\/v1\/menu$/,
  /^\/cms\/v1\/pages\/[^/]+$/,
  /^\/v1\/brands\/(home-page|segment\/[^/]+)$/,
  /^\/v1\/categories(\/[^/]+)?$/,
  // The campaigns and one campaign; `/v1/campaigns/products/…` is a product listing and stays fresh.
  /^\/v1\/campaigns(\/(?!products$)[^/]+)?$/,
];

/** Headers that make an answer someone's own. */
const PERSONAL_HEADERS = ['authorization', 'cookie', 'x-session-id', 'x-xsrf-token'];

export const ANSWER_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface StoredAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer;
}

export interface AnswerCacheOptions {
  /** How long a 200 answer is served from memory (ANSWER_TTL_MS). */
  ttlMs?: number;
  /** The path prefix of the API's base URL (e.g. `/api` when it is served below a path); none by default. */
  basePath?: string;
  now?: () => number;
}

export interface AnswerCache {
  /** A fetch answering shared reads from the cache and passing everything else to `base`. */
  fetchVia(base: typeof fetch): typeof fetch;
  /** Whether a GET of `url` may be answered from the cache. */
  isShared(url: URL): boolean;
  clear(): void;
  readonly size: number;
}

function hasPersonalHeaders(init: RequestInit | undefined): boolean {
  if (!init?.headers) return false;
  const headers = new Headers(init.headers);
  return PERSONAL_HEADERS.some((name) => headers.has(name));
}

export function createAnswerCache(options: AnswerCacheOptions = {}): AnswerCache {
  const ttl = options.ttlMs ?? ANSWER_TTL_MS;
  const now = options.now ?? Date.now;
  const basePath = (options.basePath ?? '').replace(/\/$/, '');
  const entries = new Map<string, { answer: Promise<StoredAnswer>; expires: number }>();
  const wrapped = new WeakMap<typeof fetch, typeof fetch>();

  const isShared = (url: URL) => {
    if (!url.pathname.startsWith(basePath)) return false;
    const path = url.pathname.slice(basePath.length);
    return SHARED_ANSWERS.some((pattern) => pattern.test(path));
  };

  const read = async (base: typeof fetch, url: string, init: RequestInit | undefined): Promise<StoredAnswer> => {
    // The signal belongs to the first caller only; the shared read ends with the API's answer.
    const { signal: _signal, ...rest } = init ?? {};
    const response = await base(url, { ...rest, signal: AbortSignal.timeout(10_000) });
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
      body: await response.arrayBuffer(),
    };
  };

  const answerOf = (stored: StoredAnswer) => new Response(stored.body.byteLength === 0 ? null : stored.body.slice(0), { status: stored.status, statusText: stored.statusText, headers: stored.headers });

  function fetchVia(base: typeof fetch): typeof fetch {
    let cached = wrapped.get(base);
    if (cached) return cached;
    cached = async (input, init) => {
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (method !== 'GET' || input instanceof Request || hasPersonalHeaders(init)) return base(input, init);
      const url = new URL(String(input));
      if (!isShared(url)) return base(input, init);
      const key = url.href;
      const at = now();
      let entry = entries.get(key);
      if (!entry || entry.expires <= at) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        const answer = read(base, key, init);
        const created = { answer, expires: at + ttl };
        entries.set(key, created);
        entry = created;
        // Only a 200 is kept; a failure or another status is shared with the reads already waiting, then forgotten.
        answer.then(
          (stored) => {
            if (stored.status !== 200 && entries.get(key) === created) entries.delete(key);
          },
          () => {
            if (entries.get(key) === created) entries.delete(key);
          },
        );
      }
      return answerOf(await entry.answer);
    };
    wrapped.set(base, cached);
    return cached;
  }

  return {
    fetchVia,
    isShared,
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
