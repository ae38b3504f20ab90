import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json, productList, sampleCampaign, sampleProducts } from '../test/fakeApi';
import { render, visibleText } from '../test/render';

const API = 'http://api.test';

const saldos = sampleCampaign({ translations: [{ locale: 'en', column: 'name', text: 'Sales' }] });
/** Intl spaces dates and numbers with thin and no-break spaces; a reader sees spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');
const in30Days = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();

describe('home page sections', () => {
  it('shows the seven segments, featured brands and campaign banners beside the products', async () => {
    const api = fakeApiFetch((url) => {
      if (url.pathname === '/v1/brands/home-page') {
        return json({ data: [{ uuid: '50000000-0000-4000-8000-000000000001', name: 'Maré', description: null, slug: 'mare', is_active: true, is_featured: true, seo: null, thumb: null, banner: null, logo: null, translations: [] }] });
      }
      if (url.pathname === '/v1/campaigns') {
        return json({
          data: [
            { ...saldos, start_date: '2026-11-20T10:00:00Z', end_date: in30Days },
            { ...saldos, uuid: '40000000-0000-4000-8000-000000000002', name: 'Verão', end_date: '2026-09-01T00:00:00Z', translations: [] },
          ],
        });
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
    // The banner states the offer and its dates, in the page language, with its picture.
    const days = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'Europe/Lisbon' });
    expect(visibleText(page.html)).toContain('Up to 20% off');
    expect(spaced(visibleText(page.html))).toContain(spaced(days.formatRange(new Date('2026-11-20T10:00:00Z'), new Date(in30Days))));
    expect(visibleText(page.html)).toMatch(/November 20/);
    expect(page.html).toContain('media/7.webp');
    // An ended campaign has no banner on the home page.
    expect(page.html).not.toContain('href="/en/campaigns/40000000-0000-4000-8000-000000000002"');
  });
});
