import { describe, expect, it } from 'vitest';
import { fakeApiFetch, json, productList, sampleCampaign, sampleProducts } from '../test/fakeApi';
import { render } from '../test/render';

/**
 * The first screen's pictures: which ones the browser fetches at once with high priority (the page's largest
 * paint) and which wait until they near the viewport, and the connection to the media origin.
 */
const API = 'http://api.test';

const liveCampaign = sampleCampaign({ start_date: '2026-11-20T10:00:00Z', end_date: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString() });

function shopApi({ campaigns = [] as unknown[] } = {}) {
  return fakeApiFetch((url) =>
    url.pathname === '/v1/campaigns' ? json({ data: campaigns }) : json(productList(sampleProducts(8))),
  );
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));
/** The `<img>` tags of the page whose src contains `path`, in document order. */
const images = (html: string, path: string) =>
  [...bodyOf(html).matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(path));
// React writes the attribute as `fetchPriority`; HTML reads attribute names in any case.
const urgent = (tag: string) => /fetchpriority="high"/i.test(tag) && !tag.includes('loading="lazy"');
const lazy = (tag: string) => tag.includes('loading="lazy"') && !/fetchpriority/i.test(tag);
/** Cards' pictures in these fixtures: `http://api.test/media/{n}.jpg`. */
const CARD_PICTURE = '.jpg';

describe('the connection to the media origin', () => {
  it('opens with the document when pictures come from another origin than the site, and is left out on one origin', async () => {
    const elsewhere = await render('/en', { apiUrl: API, fetch: shopApi().fetch });
    expect(headOf(elsewhere.html)).toContain('<link rel="preconnect" href="http://api.test">');
    // Before the pictures the head preloads, so the connection is not opened by them.
    expect(elsewhere.html.indexOf('rel="preconnect"')).toBeLessThan(elsewhere.html.indexOf('as="image"'));

    const oneOrigin = await render('/en', {
      apiUrl: API,
      apiPublicUrl: 'http://localhost:3000',
      fetch: shopApi().fetch,
    });
    expect(oneOrigin.html).not.toContain('rel="preconnect"');
  });
});

describe("the first screen's pictures", () => {
  it('home: the first campaign banner comes first, and the new arrivals below it wait for the viewport', async () => {
    const page = await render('/en', { apiUrl: API, fetch: shopApi({ campaigns: [liveCampaign] }).fetch });
    expect(page.status).toBe(200);
    const [banner] = images(page.html, 'media/7.webp');
    expect(banner && urgent(banner)).toBe(true);
    const cards = images(page.html, CARD_PICTURE);
    expect(cards.length).toBeGreaterThan(4);
    expect(cards.every(lazy)).toBe(true);
    expect(headOf(page.html)).not.toContain(CARD_PICTURE);
  });

  it('home without a campaign: the first four new arrivals lead the page and come at once', async () => {
    const page = await render('/en', { apiUrl: API, fetch: shopApi().fetch });
    const cards = images(page.html, CARD_PICTURE);
    expect(cards.slice(0, 4).every(urgent)).toBe(true);
    expect(cards.slice(4).every(lazy)).toBe(true);
  });

  it('a segment page: the first three segment tiles come at once, preloaded ahead of the markup; the cards below wait', async () => {
    const page = await render('/en/segment/moda-mulher', { apiUrl: API, fetch: shopApi().fetch });
    expect(page.status).toBe(200);
    const tiles = images(page.html, '/media/segments/');
    expect(tiles).toHaveLength(7);
    expect(tiles.slice(0, 3).every(urgent)).toBe(true);
    expect(tiles.slice(3).every(lazy)).toBe(true);
    // React writes the preload ahead of the page's markup, where the browser's preload scanner meets it first.
    const preload = page.html.indexOf(
      '<link rel="preload" as="image" href="/media/segments/moda-mulher.svg" fetchPriority="high"/>',
    );
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(page.html.indexOf('<img '));
    const cards = images(page.html, CARD_PICTURE);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every(lazy)).toBe(true);
  });

  it('search, whose cards open the page: the first four cards come at once', async () => {
    const page = await render('/en/search?q=dress', { apiUrl: API, fetch: shopApi().fetch });
    const cards = images(page.html, CARD_PICTURE);
    expect(cards.slice(0, 4).every(urgent)).toBe(true);
    expect(cards.slice(4).every(lazy)).toBe(true);
  });
});
