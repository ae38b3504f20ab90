import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json, productList, sampleProducts } from '../test/fakeApi';
import { render, visibleText } from '../test/render';

const API = 'http://api.test';

describe('home page sections', () => {
  it('shows the seven segments, featured brands and campaign banners beside the products', async () => {
    const api = fakeApiFetch((url) => {
      if (url.pathname === '/v1/brands/home-page') {
        return json({ data: [{ uuid: '50000000-0000-4000-8000-000000000001', name: 'Maré', description: null, slug: 'mare', is_active: true, is_featured: true, seo: null, thumb: null, banner: null, logo: null, translations: [] }] });
      }
      if (url.pathname === '/v1/campaigns') {
        return json({ data: [{ uuid: '40000000-0000-4000-8000-000000000001', name: 'Saldos', description: null, banner: null, start_date: null, end_date: null, is_active: true, translations: [{ locale: 'en', column: 'name', text: 'Sales' }] }] });
      }
      return json(productList(sampleProducts(4)));
    });
    const page = await render('/en', { apiUrl: API, fetch: api.fetch });
    expect(page.status).toBe(200);
    for (const segment of ['casa', 'beleza', 'relogios', 'moda-homem', 'moda-mulher', 'moda-crianca', 'tecnologia']) {
      expect(page.html).toContain(`href="/en/segment/${segment}"`);
    }
    expect(page.html).toContain('href="/en/catalog/brand/mare"');
    expect(visibleText(page.html)).toContain('Sales');
    expect(page.html).toContain('href="/en/campaigns/40000000-0000-4000-8000-000000000001"');
  });
});
