import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HOME_NEW_ARRIVALS } from '../../features/catalog';
import { STATE_SCRIPT_ID } from '../shell/state';
import { fakeApiFetch, json, productList, sampleFullProduct, sampleProducts } from '../test/fakeApi';
import { embeddedState, render, visibleText } from '../test/render';
import type { ViteManifest } from './manifest';
import { pageScripts, SCRIPTS_ID } from './scriptsAfterPaint';

const API = 'http://api.test';
const quiet = { debug() {}, error() {} };

/** A production build's manifest in miniature: the entry and the product page share the API client chunk. */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E1.js', src: 'index.html', isEntry: true, imports: ['_api-client-A1.js', '_rolldown-runtime-R1.js'] },
  '_api-client-A1.js': { file: 'assets/api-client-A1.js', imports: ['_rolldown-runtime-R1.js'] },
  '_rolldown-runtime-R1.js': { file: 'assets/rolldown-runtime-R1.js' },
  '_Gallery-G1.js': { file: 'assets/Gallery-G1.js', imports: ['_api-client-A1.js'] },
  'app/pages/product/ProductPage.tsx': {
    file: 'assets/ProductPage-P1.js',
    src: 'app/pages/product/ProductPage.tsx',
    isDynamicEntry: true,
    imports: ['_Gallery-G1.js', '_api-client-A1.js'],
    dynamicImports: ['app/pages/QuickView.tsx', 'ui/ProductRail/ProductRail.tsx'],
    css: ['assets/ProductPage-P1.css'],
  },
  'app/pages/QuickView.tsx': { file: 'assets/QuickView-Q1.js', src: 'app/pages/QuickView.tsx', isDynamicEntry: true },
  'app/pages/HomePage.tsx': {
    file: 'assets/HomePage-H1.js',
    src: 'app/pages/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['_api-client-A1.js'],
    dynamicImports: ['_HomePageParts-P2.js', 'app/pages/QuickView.tsx'],
  },
  // A part the product page hydrates with, in a chunk of its own that only re-exports it (the bundler's facade
  // of a dynamic entry), marked so by the build (app/routes/firstLoadChunks.ts).
  'ui/ProductRail/ProductRail.tsx': { file: 'assets/ProductRail-F1.js', src: 'ui/ProductRail/ProductRail.tsx', isDynamicEntry: true, hydratesWithPage: true, imports: ['_Gallery-G1.js'] },
  // The parts home hydrates with (app/routes/firstLoadChunks.ts), which it imports with import().
  '_HomePageParts-P2.js': { file: 'assets/HomePageParts-P2.js', name: 'HomePageParts', imports: ['_Gallery-G1.js'] },
  'app/pages/account/ProfilePage.tsx': { file: 'assets/ProfilePage-F1.js', src: 'app/pages/account/ProfilePage.tsx', isDynamicEntry: true, imports: ['_account-M1.js'] },
  'app/layouts/AccountLayout.tsx': { file: 'assets/AccountLayout-L1.js', src: 'app/layouts/AccountLayout.tsx', isDynamicEntry: true, imports: ['_account-M1.js'] },
  '_account-M1.js': { file: 'assets/account-M1.js', imports: ['_api-client-A1.js'] },
};

function productApi(product = sampleFullProduct()) {
  return fakeApiFetch((url) => {
    if (url.pathname.startsWith('/v1/products/') && !url.pathname.includes('/categories/') && !url.pathname.includes('/brand/')) {
      const slug = url.pathname.split('/').at(-1)!;
      const known = Object.values(product.translations).some((tr) => tr?.slug === slug);
      return known ? json({ data: product }) : json({ message: 'Product not found.' }, 404);
    }
    return json(productList(sampleProducts(4)));
  });
}

/** What the page's loader modulepreloads with the entry beyond the shell's own (index.html's entry in these tests). */
const modulepreloads = (html: string) => [...(pageScripts(html)?.preloads ?? [])];

describe('the page chunks in the head (production manifest)', () => {
  it("the product page's HTML modulepreloads its page chunk, its imports and the part it hydrates with, not what the entry already loads nor its lazy parts", async () => {
    const page = await render('/en/product/summer-dress-01', { apiUrl: API, fetch: productApi().fetch, manifest });
    expect(page.status).toBe(200);
    expect(modulepreloads(page.html).sort()).toEqual(['/assets/Gallery-G1.js', '/assets/ProductPage-P1.js', '/assets/ProductRail-F1.js']);
  });

  it('each page preloads its own chunk and the parts it hydrates with, not its other lazy chunks; without a manifest (development) nothing is added', async () => {
    const home = await render('/', { apiUrl: API, fetch: fakeApiFetch(() => json(productList(sampleProducts(4)))).fetch, manifest });
    expect(modulepreloads(home.html).sort()).toEqual(['/assets/Gallery-G1.js', '/assets/HomePage-H1.js', '/assets/HomePageParts-P2.js']);
    const dev = await render('/en/product/summer-dress-01', { apiUrl: API, fetch: productApi().fetch });
    expect(modulepreloads(dev.html)).toEqual([]);
  });

  it("a page in a lazy layout preloads the layout's chunks with its own, each once", async () => {
    const profile = await render('/en/account/profile', { apiUrl: API, fetch: fakeApiFetch(() => json(productList(sampleProducts(4)))).fetch, manifest });
    expect(modulepreloads(profile.html).sort()).toEqual(['/assets/AccountLayout-L1.js', '/assets/ProfilePage-F1.js', '/assets/account-M1.js']);
  });
});

describe("the page's scripts, requested once it has painted (production)", () => {
  it('the shell keeps no module tag: one loader at the end of the body names the entry and every chunk, with the nonce', async () => {
    const page = await render('/en/product/summer-dress-01', { apiUrl: API, fetch: productApi().fetch, manifest });
    expect(page.html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(pageScripts(page.html)?.entry).toBe('/app/entry-client.tsx');
    expect(pageScripts(page.html)?.preloads).toContain('/assets/ProductPage-P1.js');
    const loader = page.html.indexOf(`id="${SCRIPTS_ID}"`);
    expect(loader).toBeGreaterThan(page.html.indexOf(`id="${STATE_SCRIPT_ID}"`));
    expect(loader).toBeLessThan(page.html.indexOf('</body>'));
    expect(page.html.slice(page.html.lastIndexOf('<script', loader), loader)).toContain('nonce="test-nonce"');
  });

  it('development keeps the shell as Vite wrote it', async () => {
    const page = await render('/en/product/summer-dress-01', { apiUrl: API, fetch: productApi().fetch });
    expect(page.html).toContain('<script nonce="test-nonce" type="module" src="/app/entry-client.tsx">');
    expect(pageScripts(page.html)).toBeNull();
  });
});

describe('one route handler for every request', () => {
  it('requests rendered at the same time each keep their own scope: data, language and status', async () => {
    const slow = (answer: (url: URL) => Response, ms: number) => {
      const api = fakeApiFetch(answer);
      return { ...api, fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return api.fetch(input, init);
      }) as typeof fetch };
    };
    const few = slow(() => json(productList(sampleProducts(3))), 40);
    const many = slow(() => json(productList(sampleProducts(HOME_NEW_ARRIVALS))), 5);
    const missing = slow(() => json({ message: 'Product not found.' }, 404), 20);
    const [pt, en, notFound] = await Promise.all([
      render('/', { apiUrl: API, fetch: few.fetch }),
      render('/en', { apiUrl: API, fetch: many.fetch }),
      render('/fr/product/nope', { apiUrl: API, fetch: missing.fetch, logger: quiet }),
    ]);
    expect([pt.status, en.status, notFound.status]).toEqual([200, 200, 404]);
    expect(visibleText(pt.html)).toContain('Vestido 03');
    expect(visibleText(pt.html)).not.toContain('Vestido 04');
    expect(visibleText(en.html)).toContain(`Dress ${HOME_NEW_ARRIVALS}`);
    expect(embeddedState(pt.html).locale).toBe('pt');
    expect(embeddedState(en.html).locale).toBe('en');
    expect(few.calls).toContain(`/v1/products?locale=pt&page=1&per_page=${HOME_NEW_ARRIVALS}`);
    expect(many.calls).toContain(`/v1/products?locale=en&page=1&per_page=${HOME_NEW_ARRIVALS}`);
  });
});

describe('the serialized state', () => {
  it("ends the body, after the page's HTML and outside the root React hydrates; the entry is a module script (run once the document is parsed)", async () => {
    const page = await render('/en', { apiUrl: API, fetch: fakeApiFetch(() => json(productList(sampleProducts(4)))).fetch });
    const state = page.html.indexOf(`id="${STATE_SCRIPT_ID}"`);
    expect(state).toBeGreaterThan(page.html.indexOf('Dress 04'));
    expect(state).toBeGreaterThan(page.html.lastIndexOf('</div>'));
    expect(state).toBeLessThan(page.html.indexOf('</body>'));
    expect(page.html).toMatch(/<script nonce="test-nonce" type="module"/);
    expect(embeddedState(page.html).locale).toBe('en');
  });
});

describe("SSR's calls to the API", () => {
  it('ask for plain answers (the internal hop), and still read a gzip-compressed one (a proxy that compresses anyway)', async () => {
    const body = gzipSync(JSON.stringify(productList(sampleProducts(24))));
    const seen: (string | undefined)[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers['accept-encoding']);
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const page = await render('/en', { apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, logger: quiet });
      expect(page.status).toBe(200);
      expect(visibleText(page.html)).toContain('Dress 24');
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set(['identity']));
    } finally {
      server.close();
    }
  });
});
