// A web server renders pages for days: nothing of a request (its scope, its page, its API answers) may
// stay reachable once it was answered. Renders hundreds of product, home and listing pages through the
// real SSR pipeline and checks the heap after a full collection grows by far less than one page's worth
// per request.
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { json, productList, sampleFullProduct, sampleProducts } from '../test/fakeApi';
import { render } from '../test/render';
import { createAnswerCache } from './answerCache';
import type { ViteManifest } from './manifest';

const API = 'http://api.test';
const quiet = { debug() {}, error() {} };

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E1.js', src: 'index.html', isEntry: true },
  'app/pages/product/ProductPage.tsx': { file: 'assets/ProductPage-P1.js', src: 'app/pages/product/ProductPage.tsx', isDynamicEntry: true },
};

/** The API's answers, made once: a fake that records nothing, so what grows is the server's. */
function api(): typeof fetch {
  const product = JSON.stringify({ data: sampleFullProduct() });
  const list = JSON.stringify(productList(sampleProducts(24)));
  const menu = JSON.stringify({ success: true, data: [] });
  const answer = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/cms/v1/menu') return answer(menu);
    if (url.pathname.startsWith('/v1/products/') && !url.pathname.includes('/categories/') && !url.pathname.includes('/segment/')) {
      return url.pathname.endsWith('/summer-dress-01') ? answer(product) : json({ message: 'Product not found.' }, 404);
    }
    return answer(list);
  }) as typeof fetch;
}

async function heapAfterCollection(): Promise<number> {
  // Twice, with a turn of the event loop between: timers and finalizers of the last renders settle first.
  collect();
  await new Promise((resolve) => setTimeout(resolve, 20));
  collect();
  return process.memoryUsage().heapUsed;
}

describe('SSR memory', () => {
  it('keeps nothing of a request once it was answered: the heap grows by less than 20 KB per page over 300 pages', async () => {
    const fetch = createAnswerCache().fetchVia(api());
    const pages = ['/en/product/summer-dress-01', '/en', '/segment/moda-mulher', '/fr/product/nope'];
    let rendered = 0;
    let bytes = 0;
    const renderSome = async (count: number) => {
      for (let i = 0; i < count; i += 1) {
        const page = await render(pages[i % pages.length]!, { apiUrl: API, fetch, manifest, logger: quiet });
        rendered += 1;
        bytes += page.html.length;
      }
    };
    // Warm-up: modules, lazy pages, compiled templates and per-table caches are made once.
    await renderSome(60);
    const before = await heapAfterCollection();
    await renderSome(300);
    const after = await heapAfterCollection();
    const perPage = (after - before) / 300;
    expect(rendered).toBe(360);
    // A page is about 50–100 KB of HTML plus its scope; keeping any part of each would show at once.
    expect(bytes / rendered).toBeGreaterThan(20_000);
    expect(perPage).toBeLessThan(20_000);
  }, 120_000);
});
