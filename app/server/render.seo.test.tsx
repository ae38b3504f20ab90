import { createEvent, createStore } from 'effector';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { Slug } from '../../contract';
import type { RouteDefinition, RouteOpened } from '../routes/types';
import { fakeApiFetch, json, productList, sampleProducts } from '../test/fakeApi';
import { render } from '../test/render';

const API = 'http://api.test';
const quiet = { debug() {}, error() {} };
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const catalogue = () => fakeApiFetch(() => json(productList(sampleProducts(24))));

/** A small route table exercising the SEO rules without the real pages. */
const $slugOf = createStore<string | null>(null);
const opened = createEvent<RouteOpened>();
$slugOf.on(opened, (_, { params }) => params.slug ?? null);
const table: Record<string, RouteDefinition> = {
  listing: {
    path: '/catalog/brand/:slug',
    layout: 'default',
    params: z.object({ slug: Slug }),
    page: async () => ({ default: () => null }),
    meta: () => ({ title: 'Marca', description: 'Produtos da marca' }),
    listing: true,
  },
  product: {
    path: '/product/:slug',
    layout: 'default',
    params: z.object({ slug: Slug }),
    page: async () => ({ default: () => null }),
    opened,
    meta: () => ({ title: 'Produto', description: 'd', paths: { pt: '/product/vestido', en: '/product/dress', es: '/product/vestido-es', fr: '/product/robe' } }),
    redirect: (scope, { locale }) => (locale === 'en' && scope.getState($slugOf) !== 'dress' ? '/product/dress' : null),
  },
  broken: {
    path: '/broken',
    layout: 'default',
    page: async () => ({ default: () => null }),
    meta: () => ({ title: 'Broken', description: 'd' }),
    status: () => 503,
    needsData: true,
  },
};

describe('every public page carries its SEO head', () => {
  it('home: title with the brand, canonical, four hreflang alternates plus x-default, Open Graph, organisation JSON-LD', async () => {
    const page = await render('/fr', { apiUrl: API, fetch: catalogue().fetch });
    expect(page.html).toMatch(/<title>[^<]*Outlet Marketplace[^<]*<\/title>/);
    expect(page.html).toContain('<link rel="canonical" href="http://localhost:3000/fr">');
    expect(page.html).toContain('<link rel="alternate" hreflang="pt-PT" href="http://localhost:3000/">');
    expect(page.html).toContain('<link rel="alternate" hreflang="es-ES" href="http://localhost:3000/es">');
    expect(page.html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/">');
    expect(page.html).toContain('<meta property="og:locale" content="fr_FR">');
    const ld = /<script nonce="test-nonce" type="application\/ld\+json">(.*?)<\/script>/.exec(page.html)?.[1];
    const organisation = JSON.parse(ld!) as { '@type': string; contactPoint: { availableLanguage: string[] }; areaServed: string; description: string };
    expect(organisation['@type']).toBe('OnlineStore');
    expect(organisation.contactPoint.availableLanguage).toEqual(['PT', 'EN', 'ES', 'FR']);
    expect(organisation.areaServed).toBe('PT');
    expect(organisation.description).toMatch(/outlet/i);
  });

  it('a filtered or sorted listing is noindex,follow with the plain listing as canonical', async () => {
    const plain = await render('/en/catalog/brand/mare?utm_source=news', { apiUrl: API, routes: table });
    expect(plain.html).not.toContain('name="robots"');
    expect(plain.html).toContain('<link rel="canonical" href="http://localhost:3000/en/catalog/brand/mare">');
    const filtered = await render('/en/catalog/brand/mare?color=red&sort=price-low', { apiUrl: API, routes: table });
    expect(filtered.html).toContain('<meta name="robots" content="noindex,follow">');
    expect(filtered.html).toContain('<link rel="canonical" href="http://localhost:3000/en/catalog/brand/mare">');
  });

  it('a page with a slug per language lists each language at its own path', async () => {
    const page = await render('/en/product/dress', { apiUrl: API, routes: table });
    expect(page.html).toContain('hreflang="fr-FR" href="http://localhost:3000/fr/product/robe"');
    expect(page.html).toContain('<link rel="canonical" href="http://localhost:3000/en/product/dress">');
  });

  it('a slug of another language answers 301 to the right one, keeping the query', async () => {
    const page = await render('/en/product/vestido?x=1', { apiUrl: API, routes: table });
    expect(page.status).toBe(301);
    expect(page.headers.Location).toBe('/en/product/dress?x=1');
  });
});

describe('error page title and crawlers', () => {
  it('the error page title is the error title followed by the brand', async () => {
    const page = await render('/es/nada', { apiUrl: API, fetch: catalogue().fetch });
    expect(page.html).toContain('<title>Página no encontrada | Outlet Marketplace</title>');
    const broken = await render('/en/broken', { apiUrl: API, routes: table });
    expect(broken.status).toBe(503);
    expect(broken.html).toContain('<title>Something went wrong | Outlet Marketplace</title>');
  });

  it('a crawler never receives the error page for a page that exists: a failing API gives it a bare 503 with Retry-After', async () => {
    const api = fakeApiFetch(() => json({ message: 'Server Error' }, 500));
    const home = await render('/', { apiUrl: API, fetch: api.fetch, logger: quiet, headers: { 'user-agent': GOOGLEBOT } });
    expect(home.status).toBe(503);
    expect(Number(home.headers['Retry-After'])).toBeGreaterThan(0);
    expect(home.html).not.toContain('Página não encontrada');
    expect(home.html).not.toContain('Outlet Marketplace');
    const broken = await render('/en/broken', { apiUrl: API, routes: table, headers: { 'user-agent': GOOGLEBOT } });
    expect(broken.status).toBe(503);
    expect(broken.html).not.toContain('Something went wrong');
  });

  it('a crawler asking for a missing page gets a bare 404 document, never the error page', async () => {
    const page = await render('/en/no-such-page', { apiUrl: API, fetch: catalogue().fetch, headers: { 'user-agent': GOOGLEBOT } });
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>404</title>');
    expect(page.html).toContain('Page not found');
    expect(page.html).not.toContain('Outlet Marketplace');
    expect(page.html).not.toContain('/campaigns');
    const person = await render('/en/no-such-page', { apiUrl: API, fetch: catalogue().fetch });
    expect(person.status).toBe(404);
    expect(person.html).toContain('Page not found | Outlet Marketplace');
  });
});
