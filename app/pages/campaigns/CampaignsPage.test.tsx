import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json, productList, sampleProducts } from '../../test/fakeApi';
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
  max_discount_percentage: 35,
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

  const DAY = 24 * 60 * 60 * 1000;
  const dated = (start: number, end: number) => ({
    ...campaign(3, new Date(start).toISOString()),
    end_date: new Date(end).toISOString(),
    banner: 'http://api.test/media/5.webp',
  });
  const campaignPage = async (path: string, body: ReturnType<typeof dated>) => {
    const api = fakeApiFetch((url) => (url.pathname.startsWith('/v1/campaigns/products/') ? json(productList(sampleProducts(3))) : json({ data: body })));
    const page = await render(path, { apiUrl: API, fetch: api.fetch });
    // Intl spaces dates and numbers with thin and no-break spaces; a reader sees spaces.
    return { status: page.status, html: page.html, text: visibleText(page.html).replace(/[\u00a0\u202f\u2009]/g, ' ') };
  };

  it('a running campaign opens with its title, offer, dates in the page language and a countdown to its end', async () => {
    const start = Date.parse('2026-11-20T10:00:00Z');
    const end = Date.now() + 3 * DAY + 2 * 3_600_000;
    const page = await campaignPage('/fr/campaigns/40000000-0000-4000-8000-000000000003', { ...dated(Math.min(start, Date.now() - DAY), end), max_discount_percentage: 40 });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*id="listing-heading"[^>]*>Campanha 3<\/h1>/);
    expect(page.text).toContain('Jusqu’à −40 %');
    const endDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', timeZone: 'Europe/Lisbon' }).format(end);
    expect(page.text).toContain(endDay);
    expect(page.html).toContain('role="timer"');
    expect(page.text).toMatch(/Se termine dans\s*3 j(ours)? et 0[12]:\d\d:\d\d/);
  });

  it('an ended campaign says so, with no countdown and no offer; one not started yet says when it starts', async () => {
    const ended = await campaignPage('/en/campaigns/40000000-0000-4000-8000-000000000003', { ...dated(Date.now() - 10 * DAY, Date.now() - DAY), max_discount_percentage: 40 });
    expect(ended.text).toContain('This campaign has ended.');
    expect(ended.text).not.toContain('Up to');
    expect(ended.html).not.toContain('role="timer"');
    const start = Date.now() + 5 * DAY;
    const upcoming = await campaignPage('/en/campaigns/40000000-0000-4000-8000-000000000003', dated(start, start + 10 * DAY));
    const startDay = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'Europe/Lisbon' }).format(start);
    expect(upcoming.text).toContain(`Starts on ${startDay}`);
    expect(upcoming.html).not.toContain('role="timer"');
  });

  it('/campaigns/index-new shows the newest first', async () => {
    const api = fakeApiFetch(() => json({ data: [campaign(1, '2026-10-01T00:00:00+00:00'), campaign(2, '2026-11-01T00:00:00+00:00')] }));
    const text = visibleText((await render('/en/campaigns/index-new', { apiUrl: API, fetch: api.fetch })).html);
    expect(text.indexOf('Campaign 2')).toBeLessThan(text.indexOf('Campaign 1'));
  });
});
