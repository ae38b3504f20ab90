import { describe, expect, it } from 'vitest';
import type { Product } from '../../../contract';
import { fakeApiFetch, json, productList, sampleFullProduct, sampleProducts } from '../../test/fakeApi';
import { embeddedState, render, visibleText } from '../../test/render';

const API = 'http://api.test';
const quiet = { debug() {}, error() {} };

function productApi(product = sampleFullProduct(), listed = 4) {
  return fakeApiFetch((url) => {
    if (url.pathname.startsWith('/v1/products/') && !url.pathname.includes('/categories/') && !url.pathname.includes('/brand/')) {
      const slug = url.pathname.split('/').at(-1)!;
      const known = Object.values(product.translations).some((tr) => tr?.slug === slug);
      return known ? json({ data: product }) : json({ message: 'Product not found.' }, 404);
    }
    return json(productList(sampleProducts(listed)));
  });
}

describe('the product page on the server', () => {
  it('shows the product in the page language with its price, offers with their add-to-cart buttons and the wishlist heart', async () => {
    const category = { uuid: '30000000-0000-4000-8000-000000000001', name: 'Vestidos', slug: 'vestidos', code: 'DR', parent_code: null, level: 1, translations: [{ locale: 'fr' as const, name: 'Robes' }] };
    const page = await render('/fr/product/robe-ete-01', { apiUrl: API, fetch: productApi(sampleFullProduct({ category })).fetch });
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/fr/catalog/category/vestidos"');
    const text = visibleText(page.html);
    expect(text).toContain("Robe d'été");
    expect(text).toMatch(/1\s?234,50\s€/);
    // Each offer in stock has its own add-to-cart button, named after its seller; the heart is beside the summary.
    expect(page.html).toMatch(/<button(?![^>]*disabled)[^>]*aria-label="Ajouter au panier[^"]+"/);
    expect(page.html).toMatch(/<button[^>]*aria-label="Ajouter à la liste d&#x27;envies"[^>]*aria-pressed="false"|<button[^>]*aria-pressed="false"[^>]*aria-label="Ajouter à la liste d&#x27;envies"/);
  });

  it("neither asks for nor sends the related products: the rail's place carries its title and a link to the listing they come from", async () => {
    const category = { uuid: '30000000-0000-4000-8000-000000000001', name: 'Vestidos', slug: 'vestidos', code: 'DR', parent_code: null, level: 1, translations: [] };
    const api = productApi(sampleFullProduct({ category }), 13);
    const page = await render('/en/product/summer-dress-01', { apiUrl: API, fetch: api.fetch });
    expect(api.calls.filter((call) => call.includes('/categories/'))).toEqual([]);
    const rail = page.html.slice(page.html.indexOf('You may also like'));
    expect(rail).toMatch(/^You may also like<\/h2><div[^>]*><a[^>]*href="\/en\/catalog\/category\/vestidos"[^>]*>See all<\/a>/);
    expect(rail).not.toContain('<article');
    expect(Object.values(embeddedState(page.html).values).filter((value) => Array.isArray(value) && value.some((item) => (item as { slug?: string }).slug === 'vestido-02'))).toEqual([]);
  });

  it('its breadcrumbs and their JSON-LD go home › segment › category › product, each step a link to its listing', async () => {
    const category = {
      uuid: '30000000-0000-4000-8000-000000000001',
      name: 'Robes',
      slug: 'robes',
      code: 'mulher-vestidos',
      parent_code: 'mulher',
      level: 1,
      translations: [{ locale: 'fr' as const, name: 'Robes' }],
      segment: 'moda-mulher' as const,
    };
    const page = await render('/fr/product/robe-ete-01', { apiUrl: API, fetch: productApi(sampleFullProduct({ category })).fetch });
    const trail = page.html.match(/<nav aria-label="[^"]+"><ol[^>]*>(.*?)<\/ol><\/nav>/)?.[1] ?? '';
    expect(visibleText(trail)).toMatch(/Accueil.*Mode Femme.*Robes.*Robe d'été/);
    expect(trail).toContain('href="/fr/segment/moda-mulher"');
    expect(trail).toContain('href="/fr/catalog/category/robes"');
    const scripts = [...page.html.matchAll(/<script nonce="test-nonce" type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string; itemListElement?: { name: string }[] });
    expect(scripts.find((s) => s['@type'] === 'BreadcrumbList')?.itemListElement?.map((item) => item.name)).toEqual(['Accueil', 'Mode Femme', 'Robes', "Robe d'été"]);
  });

  it('carries JSON-LD Product with EUR offers and per-language hreflang alternates', async () => {
    const page = await render('/en/product/summer-dress-01', { apiUrl: API, fetch: productApi().fetch });
    expect(page.html).toContain('<title>Summer dress | Outlet Marketplace</title>');
    expect(page.html).toContain('hreflang="fr-FR" href="http://localhost:3000/fr/product/robe-ete-01"');
    expect(page.html).toContain('hreflang="x-default" href="http://localhost:3000/product/vestido-01"');
    expect(page.html).toContain('<meta property="og:type" content="product">');
    const scripts = [...page.html.matchAll(/<script nonce="test-nonce" type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string; offers?: { priceCurrency: string } });
    const product = scripts.find((s) => s['@type'] === 'Product');
    expect(product?.offers?.priceCurrency).toBe('EUR');
  });

  it('a slug of another language answers 301 to this language\'s slug', async () => {
    const page = await render('/fr/product/summer-dress-01', { apiUrl: API, fetch: productApi().fetch });
    expect(page.status).toBe(301);
    expect(page.headers.Location).toBe('/fr/product/robe-ete-01');
  });

  it("offers the category's size guide beside the size selector, and no guide where the category has none", async () => {
    const withSizes = (values: string[], sizeGuide: Product['size_guide']) => {
      const base = sampleFullProduct();
      const variant = base.variants[0]!;
      const variants = values.map((value, index) => ({
        ...variant,
        uuid: `10000000-0000-4000-8000-00000000010${index}`,
        sku: `SKU-SIZE-${index}`,
        attribute_values: [{ attribute: 'size', value, slug: value.toLowerCase().replace(/\s+/g, ''), is_to_use_as_selector: true }],
      }));
      return sampleFullProduct({ variants, size_guide: sizeGuide });
    };
    const guideButton = /<button[^>]*aria-haspopup="dialog"[^>]*>Guia de tamanhos<\/button>/;

    const dress = await render('/product/vestido-01', { apiUrl: API, fetch: productApi(withSizes(['S', 'M', 'L'], 'women-clothing')).fetch });
    expect(dress.html).toMatch(guideButton);
    const perfume = await render('/product/vestido-01', { apiUrl: API, fetch: productApi(withSizes(['30 ml', '50 ml'], null)).fetch });
    expect(perfume.html).toContain('30 ml');
    expect(perfume.html).not.toContain('Guia de tamanhos');
  });

  it('an unknown slug answers the 404 page; a failing API the error page with 503', async () => {
    expect((await render('/product/nao-existe', { apiUrl: API, fetch: productApi().fetch, logger: quiet })).status).toBe(404);
    const failing = await render('/product/vestido-01', { apiUrl: API, fetch: fakeApiFetch(() => json({}, 500)).fetch, logger: quiet });
    expect(failing.status).toBe(503);
  });
});
