import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { HOME_NEW_ARRIVALS } from '../../features/catalog';
import { catalogueKeys, MESSAGE_PARTS, messagePartOf } from '../i18n/messageParts';
import { ROUTES } from '../routes/table';
import { messagePartsOf } from '../routes/types';
import { fakeApiFetch, json, productList, sampleFullProduct, sampleProducts } from '../test/fakeApi';
import { render } from '../test/render';
import { messagePartKey, type ViteManifest } from './manifest';
import { pageScripts } from './scriptsAfterPaint';

/**
 * Each page renders with the storefront's messages and the catalogue parts its route declares, nothing
 * more (app/i18n/messageParts.ts): the server loads exactly those, like the browser, so a text from a part
 * the route forgot renders as its key here, and a storefront page that loads a part is caught by its preloads.
 */
const API = 'http://api.test';
const quiet = { debug() {}, error() {} };
const UUID = '00000000-0000-4000-8000-000000000001';
const SAMPLE_PARAMS: Record<string, string> = { slug: 'vestido-01', uuid: UUID, token: 'token-1', code: 'VERAO10', transactionId: 'tx-1' };

/** A path of each route with a page, its params filled in. */
const pagePaths = Object.entries(ROUTES)
  .filter(([, route]) => 'page' in route)
  .map(([id, route]) => [id, route.path.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name)] as const);

function api() {
  const product = sampleFullProduct();
  return fakeApiFetch((url) => {
    if (/^\/v1\/products\/[^/]+$/.test(url.pathname) && url.pathname !== '/v1/products/search') return json({ data: product });
    if (url.pathname.startsWith('/v1/products')) return json(productList(sampleProducts(HOME_NEW_ARRIVALS)));
    return json({ message: 'Not found.' }, 404);
  }).fetch;
}

/** Every message key (plural suffix dropped) written out as text or in an attribute: a text its page had no part for. */
const KEYS = new Set(catalogueKeys(en).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
function keysShown(html: string): string[] {
  const words = html.replace(/<script[\s\S]*?<\/script>/g, ' ').match(/[A-Za-z]+(?:\.[A-Za-z]+)+/g) ?? [];
  return [...new Set(words.filter((word) => KEYS.has(word)))];
}

/** A build manifest naming each language's parts, so the head shows which ones a page preloads. */
const manifest: ViteManifest = Object.fromEntries(
  ['pt', 'en'].flatMap((locale) => MESSAGE_PARTS.map((part) => [messagePartKey(locale, part), { file: `assets/${locale}.${part}.js`, isDynamicEntry: true }])),
);
/** The parts the page's loader preloads with the entry (./scriptsAfterPaint.ts). */
const preloadedParts = (html: string) =>
  (pageScripts(html)?.preloads ?? []).flatMap((url) => /^\/assets\/\w+\.(\w+)\.js$/.exec(url)?.[1] ?? []).sort();

describe('the catalogue parts each page renders with', () => {
  it.each(pagePaths)('%s (%s) shows no message key: every text it renders comes from a part its route declares', async (_id, path) => {
    const page = await render(path, { apiUrl: API, fetch: api(), logger: quiet, manifest });
    expect(keysShown(page.html)).toEqual([]);
  });

  it.each([
    ['home', '/'],
    ['listing', '/catalog/category/vestidos'],
    ['product', '/en/product/summer-dress-01'],
    ['search', '/search?q=vestido'],
  ])('the %s page loads and preloads no part beyond the storefront’s', async (_name, path) => {
    const page = await render(path, { apiUrl: API, fetch: api(), logger: quiet, manifest });
    expect(page.status).toBe(200);
    expect(preloadedParts(page.html)).toEqual(['storefront']);
  });

  it('every storefront route declares no account, purchase or overlay part', () => {
    const storefront = ['home', 'segment', 'catalogSegment', 'catalogBrand', 'catalogCategory', 'search', 'campaign', 'campaigns', 'campaignsNew', 'product', 'faq', 'about', 'legal'] as const;
    expect(storefront.map((id) => [id, messagePartsOf(ROUTES[id])])).toEqual(storefront.map((id) => [id, []]));
  });

  it('an account page and a purchase page preload the parts they render with', async () => {
    const account = await render('/en/account/orders', { apiUrl: API, fetch: api(), logger: quiet, manifest });
    expect(preloadedParts(account.html)).toEqual(['account', 'overlays', 'purchase', 'storefront']);
    const cart = await render('/cart', { apiUrl: API, fetch: api(), logger: quiet, manifest });
    expect(preloadedParts(cart.html)).toEqual(['overlays', 'purchase', 'storefront']);
    expect(messagePartOf('account.nav.orders')).toBe('account');
  });
});
