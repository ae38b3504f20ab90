import { describe, expect, it } from 'vitest';
import { json } from '../test/fakeApi';
import { robotsTxt } from './robots';
import { pagesSitemapXml, productsSitemapXml, PRODUCTS_PER_SITEMAP, sitemapXml } from './sitemap';
import type { SitemapPage, SitemapSource } from './sitemap';
import { apiSitemapSource } from './sitemapSource';

const page = (path: string): SitemapPage => ({ paths: { pt: path, en: path, es: path, fr: path } });

function fakeSource(pages: number, products: number): SitemapSource & { productReads: number } {
  const source = {
    productReads: 0,
    async *pages() {
      for (let i = 0; i < pages; i += 1) yield page(i === 0 ? '/' : `/p${i}`);
    },
    productCount: async () => products,
    async *products(offset: number, limit: number) {
      for (let i = offset; i < Math.min(products, offset + limit); i += 1) {
        source.productReads += 1;
        yield { paths: { pt: `/product/p${i}`, en: `/product/e${i}`, es: `/product/s${i}`, fr: `/product/f${i}` } };
      }
    },
  };
  return source;
}

async function read(chunks: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
}

describe('sitemap.xml', () => {
  it('lists every page in every language, each with xhtml:link alternates of the four and x-default', async () => {
    const xml = await read(sitemapXml(fakeSource(2, 1), 'https://s.test'));
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml.match(/<url>/g)).toHaveLength(12);
    for (const loc of ['https://s.test/', 'https://s.test/en', 'https://s.test/es/p1', 'https://s.test/product/p0', 'https://s.test/fr/product/f0']) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    const product = /<url><loc>https:\/\/s\.test\/en\/product\/e0<\/loc>(.*?)<\/url>/.exec(xml)?.[1];
    expect(product).toBe(
      '<xhtml:link rel="alternate" hreflang="pt-PT" href="https://s.test/product/p0"/>' +
        '<xhtml:link rel="alternate" hreflang="en-US" href="https://s.test/en/product/e0"/>' +
        '<xhtml:link rel="alternate" hreflang="es-ES" href="https://s.test/es/product/s0"/>' +
        '<xhtml:link rel="alternate" hreflang="fr-FR" href="https://s.test/fr/product/f0"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://s.test/product/p0"/>',
    );
  });

  it('past 50,000 URLs it is a sitemap index of a pages file and product files of 50,000 URLs each', async () => {
    const source = fakeSource(10, 100_000);
    const xml = await read(sitemapXml(source, 'https://s.test'));
    expect(xml).toContain('<sitemapindex');
    expect(xml.match(/<sitemap>/g)).toHaveLength(1 + 8);
    expect(xml).toContain('<loc>https://s.test/sitemap-pages.xml</loc>');
    expect(xml).toContain('<loc>https://s.test/sitemap-products-8.xml</loc>');
    expect(source.productReads).toBe(0);
  });

  it('a product file holds 12,500 products (50,000 URLs) from its offset', async () => {
    const xml = await read(productsSitemapXml(fakeSource(0, 30_000), 'https://s.test', 3));
    expect(xml.match(/<url>/g)).toHaveLength((30_000 - 2 * PRODUCTS_PER_SITEMAP) * 4);
    expect(xml).toContain('<loc>https://s.test/product/p25000</loc>');
    expect(xml).not.toContain('<loc>https://s.test/product/p24999</loc>');
    expect(await read(pagesSitemapXml(fakeSource(3, 0), 'https://s.test'))).toContain('<loc>https://s.test/fr/p2</loc>');
  });

  it('reads products from the API 100 at a time, with each language\'s slug', async () => {
    const calls: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      calls.push(url.pathname + url.search);
      const pageNo = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      const total = 150;
      const data = Array.from({ length: Math.max(0, Math.min(perPage, total - (pageNo - 1) * perPage)) }, (_, i) => {
        const n = (pageNo - 1) * perPage + i;
        return { slug: `p${n}`, translations: { pt: { slug: `p${n}` }, en: { slug: `e${n}` } } };
      });
      return json({ data, meta: { total, last_page: Math.ceil(total / perPage) } });
    }) as typeof fetch;
    const source = apiSitemapSource('http://api.test', fetchFn, () => {});
    const read: SitemapPage[] = [];
    for await (const p of source.products(0, 1000)) read.push(p);
    expect(read).toHaveLength(150);
    expect(read[120]!.paths).toEqual({ pt: '/product/p120', en: '/product/e120', es: '/product/p120', fr: '/product/p120' });
    expect(calls).toEqual(['/v1/products?locale=pt&page=1&per_page=100', '/v1/products?locale=pt&page=2&per_page=100']);
  });

  it('fixed pages, the seven segments and catalogue pages are listed even when a list endpoint fails', async () => {
    const fetchFn = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/v1/categories') return json({ data: [{ slug: 'mulher' }] });
      return json({ message: 'Server Error' }, 500);
    }) as typeof fetch;
    const paths: string[] = [];
    for await (const p of apiSitemapSource('http://api.test', fetchFn, () => {}).pages()) paths.push(p.paths.pt);
    expect(paths).toEqual(expect.arrayContaining(['/', '/faq', '/about', '/contact', '/campaigns', '/campaigns/index-new', '/segment/casa', '/segment/tecnologia', '/catalog/segment/moda-mulher', '/legal-information/terms-of-service', '/catalog/category/mulher']));
  });
});

describe('robots.txt', () => {
  it('allows the public site, keeps private paths out in every language and names the sitemap', () => {
    const txt = robotsTxt('https://s.test');
    expect(txt).toMatch(/^User-agent: \*\nAllow: \//);
    for (const path of ['/account', '/checkout', '/cart', '/en/account', '/fr/payment']) expect(txt).toContain(`Disallow: ${path}\n`);
    expect(txt).toContain('Sitemap: https://s.test/sitemap.xml');
    expect(txt).not.toMatch(/Disallow: \/\n/);
  });
});
