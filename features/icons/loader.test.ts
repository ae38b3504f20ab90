import { describe, expect, it } from 'vitest';
import { createIconLoader, iconUrls } from './index';

const ANSWER = { prefix: 'storefront', icons: { ticket: { body: '<path d="M4 6h16"/>' } }, width: 24, height: 24 };

function shop(answer: () => Promise<Response>, pageLoading = false) {
  const calls: { url: string; signal: AbortSignal | null | undefined }[] = [];
  const warnings: unknown[] = [];
  const loader = createIconLoader({
    baseUrl: 'http://shop.test',
    fetch: (async (url: string, init?: RequestInit) => {
      calls.push({ url, signal: init?.signal });
      return answer();
    }) as typeof fetch,
    pageLoading: () => pageLoading,
    warn: (message, details) => void warnings.push({ message, details }),
  });
  return { loader, calls, warnings };
}

describe('§7 icons by name, from the product’s own icon endpoint', () => {
  it('loads an icon as Iconify JSON from the web server, once', async () => {
    const { loader, calls } = shop(async () => Response.json(ANSWER));
    await loader.load(['storefront:ticket', 'storefront:ticket']);
    await loader.load(['storefront:ticket']);
    expect(calls.map((call) => call.url)).toEqual(['http://shop.test/icons/storefront.json?icons=ticket']);
    expect(loader.get('storefront:ticket')).toEqual({ body: '<path d="M4 6h16"/>', width: 24, height: 24 });
  });

  it('§9: no icon URL is longer than 500 characters; more icons go in more requests', () => {
    const names = Array.from({ length: 80 }, (_, index) => `icon-number-${index}`);
    const urls = iconUrls('http://shop.test', 'storefront', names);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(500);
    expect(urls.flatMap((url) => new URL(url).searchParams.get('icons')!.split(','))).toEqual(names);
  });

  it('§9: 1,500 ms while the page loads, 5 s otherwise — and a request that takes longer is abandoned', async () => {
    const hanging = (signal: AbortSignal) => new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    let loadingSignal: AbortSignal | undefined;
    const loading = createIconLoader({
      baseUrl: 'http://shop.test',
      fetch: ((_url: string, init?: RequestInit) => hanging((loadingSignal = init!.signal!))) as typeof fetch,
      pageLoading: () => true,
      warn: () => undefined,
    });
    const started = Date.now();
    await loading.load(['storefront:ticket']);
    expect(loadingSignal!.aborted).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('§8: a failure is logged only — the load settles and the icon stays empty', async () => {
    const { loader, warnings } = shop(async () => new Response('nope', { status: 503 }));
    await expect(loader.load(['storefront:ticket'])).resolves.toBeUndefined();
    expect(loader.get('storefront:ticket')).toBeNull();
    expect(warnings).toHaveLength(1);
  });
});
