import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../../contract';
import { fakeApiFetch, json, productList, sampleProducts } from '../../test/fakeApi';
import { render, visibleText } from '../../test/render';

const API = 'http://api.test';
const quiet = { debug() {}, error() {} };

function withFacets(): ProductListResponse {
  return {
    ...productList(sampleProducts(3)),
    filters: {
      brands: [{ value: 'mare', label: 'Maré', count: 3 }],
      categories: [],
      attributes: {
        color: [
          { value: 'red', label: 'Vermelho', count: 2 },
          { value: 'blue', label: 'Azul', count: 1 },
        ],
      },
      price: { min: 10, max: 90 },
      in_warehouse: 1,
    },
  };
}

describe('listing pages on the server', () => {
  it('a brand listing restores filters and sort from the URL, calls the API with them and renders products and facets', async () => {
    const api = fakeApiFetch(() => json(withFacets()));
    const page = await render('/en/catalog/brand/mare?color=red&sort=price-low&utm_source=x', {
      apiUrl: API,
      fetch: api.fetch,
    });
    expect(page.status).toBe(200);
    expect(api.calls).toHaveLength(1);
    const call = decodeURIComponent(api.calls[0]!);
    expect(call).toMatch(/^\/v1\/products\/brand\/mare\?/);
    expect(call).toContain('attribute_color[]=red');
    expect(call).toContain('sort=price&order=asc');
    expect(call).not.toContain('utm_source');
    const text = visibleText(page.html);
    expect(text).toContain('Dress 01');
    expect(text).toContain('Vermelho');
    expect(page.html).toMatch(/<input[^>]*name="attribute_color" checked="" value="red"/);
    expect(page.html).toContain('<meta name="robots" content="noindex,follow">');
    expect(page.html).toContain('<link rel="canonical" href="http://localhost:3000/en/catalog/brand/mare">');
  });

  it('a brand listing is titled with the brand as the API writes it, not as its address spells it', async () => {
    const page = await render('/catalog/brand/mare', { apiUrl: API, fetch: fakeApiFetch(() => json(withFacets())).fetch });
    expect(page.html).toMatch(/<title>Maré \|/);
    expect(page.html).toMatch(/<h1[^>]*id="listing-heading"[^>]*>Maré<\/h1>/);
    expect(page.html).not.toMatch(/<h1[^>]*>Mare</);
    expect(page.html).toMatch(/aria-current="page"[^>]*>Maré</);
  });

  it('a category page offers neither its own category nor one holding all its results as a filter, nor a brand page its own brand', async () => {
    const facets = (): ProductListResponse => ({
      ...withFacets(),
      filters: {
        ...withFacets().filters!,
        brands: [
          { value: 'mare', label: 'Maré', count: 3 },
          { value: 'sol', label: 'Sol', count: 1 },
        ],
        categories: [
          { value: 'mulher', label: 'Mulher', count: 3 },
          { value: 'vestidos', label: 'Vestidos', count: 3 },
          { value: 'saias', label: 'Saias', count: 1 },
        ],
      },
    });
    const vestidos = {
      uuid: '30000000-0000-4000-8000-000000000003',
      name: 'Vestidos',
      slug: 'vestidos',
      code: 'mulher-vestidos',
      parent_code: 'mulher',
      level: 1,
      translations: [],
      segment: 'moda-mulher',
    };
    const api = fakeApiFetch((url) =>
      url.pathname === '/v1/categories/vestidos' ? json({ data: vestidos }) : json(facets()),
    );
    const category = await render('/catalog/category/vestidos', { apiUrl: API, fetch: api.fetch });
    expect(category.html).not.toMatch(/name="categories"[^>]*value="vestidos"/);
    expect(category.html).not.toMatch(/name="categories"[^>]*value="mulher"/);
    expect(category.html).toMatch(/name="categories"[^>]*value="saias"/);
    expect(category.html).toMatch(/name="brands"[^>]*value="mare"/);
    const brand = await render('/catalog/brand/mare', {
      apiUrl: API,
      fetch: fakeApiFetch(() => json(facets())).fetch,
    });
    expect(brand.html).not.toMatch(/name="brands"[^>]*value="mare"/);
    expect(brand.html).toMatch(/name="brands"[^>]*value="sol"/);
    expect(brand.html).toMatch(/name="categories"[^>]*value="vestidos"/);
  });

  it('the filter panel and the toolbar are GET forms to the listing, so browsing works without JavaScript', async () => {
    const page = await render('/catalog/segment/moda-mulher', {
      apiUrl: API,
      fetch: fakeApiFetch(() => json(withFacets())).fetch,
    });
    expect(page.html).toMatch(
      /<form[^>]*action="\/catalog\/segment\/moda-mulher"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/catalog\/segment\/moda-mulher"/i,
    );
  });

  it('a query naming object properties (constructor, toString, __proto__) renders the listing, never a server error', async () => {
    const page = await render('/catalog/segment/moda-mulher?constructor=a&toString=b&__proto__=c', {
      apiUrl: API,
      fetch: fakeApiFetch(() => json(withFacets())).fetch,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<meta name="robots" content="noindex,follow">');
  });

  it('a segment named by its English code answers 301 to the pt slug', async () => {
    const page = await render('/fr/segment/women?sort=newest', {
      apiUrl: API,
      fetch: fakeApiFetch(() => json(withFacets())).fetch,
    });
    expect(page.status).toBe(301);
    expect(page.headers.Location).toBe('/fr/segment/moda-mulher?sort=newest');
  });

  it('an unknown brand answers the 404 page; a failing catalogue answers 503 with the §8 text', async () => {
    const missing = await render('/catalog/brand/nope', {
      apiUrl: API,
      fetch: fakeApiFetch(() => json({ message: 'Brand not found.' }, 404)).fetch,
      logger: quiet,
    });
    expect(missing.status).toBe(404);
    const failing = await render('/en/catalog/category/mulher', {
      apiUrl: API,
      fetch: fakeApiFetch(() => json({}, 500)).fetch,
      logger: quiet,
    });
    expect(failing.status).toBe(503);
    expect(visibleText(failing.html)).toContain('Failed to fetch products');
  });

  it('search sends q without filters and titles the page with it', async () => {
    const api = fakeApiFetch(() => json(productList(sampleProducts(2))));
    const page = await render('/search?q=vestido%20verao', { apiUrl: API, fetch: api.fetch });
    expect(decodeURIComponent(api.calls[0]!.replace(/\+/g, ' '))).toMatch(
      /^\/v1\/products\/search\?.*q=vestido verao/,
    );
    expect(page.html).toContain('<title>Pesquisa: vestido verao | Outlet Marketplace</title>');
    const empty = await render('/search', { apiUrl: API, fetch: api.fetch });
    expect(visibleText(empty.html)).toContain('Escreva o que procura.');
  });

  it('no results without a filter: a search is asked to check its words, not to remove filters it does not have', async () => {
    const none = fakeApiFetch(() => json(productList([])));
    const search = visibleText((await render('/search?q=xyzzy', { apiUrl: API, fetch: none.fetch })).html);
    expect(search).toContain('Verifique a ortografia ou experimente uma palavra mais geral.');
    expect(search).not.toContain('remover alguns filtros');
    const filtered = visibleText((await render('/search?q=xyzzy&brands=mare', { apiUrl: API, fetch: none.fetch })).html);
    expect(filtered).toContain('Experimente remover alguns filtros');
  });

  it('a category listing is titled with the category name in the page language; a campaign with its name', async () => {
    const api = fakeApiFetch((url) => {
      if (url.pathname === '/v1/categories/mulher') {
        return json({
          data: {
            uuid: '30000000-0000-4000-8000-000000000001',
            name: 'Mulher',
            slug: 'mulher',
            code: 'W',
            parent_code: null,
            level: 0,
            translations: [{ locale: 'en', name: 'Women' }],
          },
        });
      }
      if (url.pathname === '/v1/campaigns/40000000-0000-4000-8000-000000000001') {
        return json({
          data: {
            uuid: '40000000-0000-4000-8000-000000000001',
            name: 'Saldos',
            description: null,
            banner: null,
            start_date: null,
            end_date: null,
            is_active: true,
            max_discount_percentage: null,
            translations: [{ locale: 'en', column: 'name', text: 'Sales' }],
          },
        });
      }
      return json(withFacets());
    });
    const category = await render('/en/catalog/category/mulher', { apiUrl: API, fetch: api.fetch });
    expect(category.html).toContain('<title>Women | Outlet Marketplace</title>');
    const campaign = await render('/en/campaigns/40000000-0000-4000-8000-000000000001', {
      apiUrl: API,
      fetch: api.fetch,
    });
    expect(campaign.status).toBe(200);
    expect(campaign.html).toContain('<title>Sales | Outlet Marketplace</title>');
    expect(api.calls.filter((call) => call.startsWith('/v1/campaigns/products/'))).toHaveLength(1);
  });

  it('a category listing shows the path home › segment › category; a segment page home › segment; search none', async () => {
    const api = fakeApiFetch((url) => {
      if (url.pathname === '/v1/categories/dresses') {
        return json({
          data: {
            uuid: '30000000-0000-4000-8000-000000000002',
            name: 'Dresses',
            slug: 'dresses',
            code: 'mulher-vestidos',
            parent_code: 'mulher',
            level: 1,
            translations: [{ locale: 'en', name: 'Dresses' }],
            segment: 'moda-mulher',
          },
        });
      }
      return json(withFacets());
    });
    const trail = (html: string) =>
      html.match(/<nav aria-label="Breadcrumb"><ol[^>]*>(.*?)<\/ol><\/nav>/)?.[1] ?? null;
    const category = trail(
      (await render('/en/catalog/category/dresses', { apiUrl: API, fetch: api.fetch })).html,
    );
    expect(visibleText(category ?? '')).toMatch(/Home.*Women.*Dresses/);
    expect(category).toContain('href="/en/segment/moda-mulher"');
    expect(category).toMatch(/aria-current="page"[^>]*>Dresses</);
    const segment = trail((await render('/en/segment/moda-mulher', { apiUrl: API, fetch: api.fetch })).html);
    expect(visibleText(segment ?? '')).toMatch(/Home.*Women/);
    expect(trail((await render('/en/search?q=dress', { apiUrl: API, fetch: api.fetch })).html)).toBeNull();
  });
});
