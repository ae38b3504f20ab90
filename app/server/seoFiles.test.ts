import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SitemapSource } from '../seo/sitemap';
import { registerSeoFiles } from './seoFiles';

function source(products: number, fail = false): SitemapSource {
  return {
    async *pages() {
      yield { paths: { pt: '/', en: '/', es: '/', fr: '/' } };
    },
    productCount: async () => {
      if (fail) throw new Error('API down');
      return products;
    },
    async *products(offset, limit) {
      for (let i = offset; i < Math.min(products, offset + limit); i += 1) yield { paths: { pt: `/product/p${i}`, en: `/product/p${i}`, es: `/product/p${i}`, fr: `/product/p${i}` } };
    },
  };
}

async function serve(s: SitemapSource) {
  const app = Fastify();
  registerSeoFiles(app, { apiUrl: 'http://api.test', origin: () => 'https://s.test', source: s });
  await app.ready();
  return app;
}

describe('/sitemap.xml and /robots.txt on the web server', () => {
  it('answers the sitemap as XML', async () => {
    const app = await serve(source(2));
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.match(/<url>/g)).toHaveLength(12);
  });

  it('serves the numbered product files of the index', async () => {
    const app = await serve(source(20_000));
    expect((await app.inject('/sitemap.xml')).body).toContain('https://s.test/sitemap-products-2.xml');
    const second = await app.inject('/sitemap-products-2.xml');
    expect(second.statusCode).toBe(200);
    expect(second.body.match(/<url>/g)).toHaveLength(7_500 * 4);
    expect((await app.inject('/sitemap-products-0.xml')).statusCode).toBe(404);
  });

  it('answers 503 with Retry-After when the API cannot be read', async () => {
    const response = await (await serve(source(0, true))).inject('/sitemap.xml');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('120');
  });

  it('answers robots.txt as text naming the sitemap', async () => {
    const response = await (await serve(source(0))).inject('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Sitemap: https://s.test/sitemap.xml');
  });
});
