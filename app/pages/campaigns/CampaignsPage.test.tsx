import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json } from '../../test/fakeApi';
import { render, visibleText } from '../../test/render';

const API = 'http://api.test';
const campaign = (n: number, start: string) => ({
  uuid: `40000000-0000-4000-8000-00000000000${n}`,
  name: `Campanha ${n}`,
  description: null,
  banner: null,
  start_date: start,
  end_date: null,
  is_active: true,
  translations: [{ locale: 'en', column: 'name', text: `Campaign ${n}` }],
});

describe('campaign pages (§2)', () => {
  it('/campaigns lists active campaigns in the page language, each linking to its page', async () => {
    const api = fakeApiFetch(() => json({ data: [campaign(1, '2026-10-01T00:00:00+00:00'), campaign(2, '2026-11-01T00:00:00+00:00')] }));
    const page = await render('/en/campaigns', { apiUrl: API, fetch: api.fetch });
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain('Campaign 1');
    expect(page.html).toContain('href="/en/campaigns/40000000-0000-4000-8000-000000000002"');
  });

  it('/campaigns/index-new shows the newest first', async () => {
    const api = fakeApiFetch(() => json({ data: [campaign(1, '2026-10-01T00:00:00+00:00'), campaign(2, '2026-11-01T00:00:00+00:00')] }));
    const text = visibleText((await render('/en/campaigns/index-new', { apiUrl: API, fetch: api.fetch })).html);
    expect(text.indexOf('Campaign 2')).toBeLessThan(text.indexOf('Campaign 1'));
  });
});
