import { createEvent } from 'effector';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { Uuid } from '../../contract';
import { HOME_NEW_ARRIVALS } from '../../features/catalog';
import { ROUTES } from '../routes/table';
import type { RouteDefinition } from '../routes/types';
import { fakeApiFetch, json, MENU_PATH, productList, sampleMenu, sampleProducts } from '../test/fakeApi';
import { embeddedState, render, visibleText } from '../test/render';

const API = 'http://api.test';
const catalogue = () => fakeApiFetch(() => json(productList(sampleProducts(HOME_NEW_ARRIVALS))));

describe('SSR of the home page', () => {
  it('writes the home products, their EUR prices and product links into the server HTML', async () => {
    const api = catalogue();
    const page = await render('/', { apiUrl: API, fetch: api.fetch });
    expect(page.status).toBe(200);
    expect(api.calls).toContain(`/v1/products?locale=pt&page=1&per_page=${HOME_NEW_ARRIVALS}`);
    const text = visibleText(page.html);
    expect(text).toContain('Vestido 01');
    expect(text).toContain(`Vestido ${HOME_NEW_ARRIVALS}`);
    expect(text).toMatch(/1234,50\s€/);
    expect(page.html).toContain('href="/product/vestido-07"');
    expect(page.html).toMatch(/<img[^>]*width="\d+"[^>]*height="\d+"/);
  });

  it("embeds serialize(scope) with the fetched products, never the API's internal address (the browser calls its own origin)", async () => {
    const page = await render('/en', { apiUrl: API, fetch: catalogue().fetch });
    const state = embeddedState(page.html);
    expect(state.locale).toBe('en');
    const values = Object.values(state.values);
    expect(values).not.toContain(API);
    expect(values).toContainEqual(expect.arrayContaining([expect.objectContaining({ slug: 'vestido-01' })]));
  });

  it('hands the configured auth mode to the browser scope (AUTH_MODE: cookie by default, token when set)', async () => {
    const { fork } = await import('effector');
    const { $authMode } = await import('../../features/auth');
    const modeOf = async (authMode?: 'cookie' | 'token') => {
      const page = await render('/en', { apiUrl: API, fetch: catalogue().fetch, ...(authMode ? { authMode } : {}) });
      return fork({ values: embeddedState(page.html).values }).getState($authMode);
    };
    expect(await modeOf()).toBe('cookie');
    expect(await modeOf('token')).toBe('token');
    const { readWebConfig } = await import('./config');
    expect(readWebConfig({}).authMode).toBe('cookie');
    expect(readWebConfig({ AUTH_MODE: 'token' }).authMode).toBe('token');
    expect(() => readWebConfig({ AUTH_MODE: 'jwt' })).toThrow('AUTH_MODE must be cookie or token');
  });

  it('renders names in the page language, EUR formatted for the locale, with <html lang>, title and description', async () => {
    const page = await render('/en', { apiUrl: API, fetch: catalogue().fetch });
    expect(page.html).toContain('<html lang="en-US">');
    expect(page.headers['Content-Language']).toBe('en-US');
    expect(visibleText(page.html)).toContain('Dress 01');
    expect(visibleText(page.html)).toContain('€1,234.50');
    expect(page.html).toContain('<title>Outlet Marketplace — Fashion, beauty, home and technology</title>');
    expect(page.html).toMatch(/<meta name="description" content="Shop fashion/);
    expect(page.html).toContain('href="/en/product/vestido-01"');
  });

  it('the language switcher links every language and marks the current one', async () => {
    const page = await render('/fr', { apiUrl: API, fetch: catalogue().fetch });
    for (const name of ['Português', 'English', 'Español', 'Français']) expect(page.html).toContain(name);
    expect(page.html).toContain('href="/set-language/es?next=%2Fes"');
    expect(page.html).toMatch(/href="\/set-language\/fr\?next=%2Ffr"[^>]*aria-current="true"/);
  });

  it("when the API fails the page still renders, says 'Failed to fetch products' in its language and answers 503", async () => {
    const api = fakeApiFetch(() => json({ message: 'Server Error' }, 500));
    const en = await render('/en', { apiUrl: API, fetch: api.fetch, logger: { debug() {}, error() {} } });
    expect(en.status).toBe(503);
    expect(en.headers['Retry-After']).toBe('30');
    expect(visibleText(en.html)).toContain('Failed to fetch products');
    expect(en.html).toContain('role="alert"');
    const down = fakeApiFetch(() => {
      throw new TypeError('fetch failed');
    });
    const pt = await render('/', { apiUrl: API, fetch: down.fetch, logger: { debug() {}, error() {} } });
    expect(pt.status).toBe(503);
    expect(visibleText(pt.html)).toContain('Não foi possível carregar os produtos');
  });
});

describe('security headers of HTML answers', () => {
  it('send a CSP with a per-response nonce on every script, nosniff and strict-origin-when-cross-origin', async () => {
    const page = await render('/', { apiUrl: API, fetch: catalogue().fetch, nonce: 'n0nce-1' });
    const csp = page.headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-n0nce-1' 'strict-dynamic'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['Strict-Transport-Security']).toMatch(/max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(page.headers['Strict-Transport-Security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(page.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(page.headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const scripts = page.html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain('nonce="n0nce-1"');
    expect(page.html).not.toContain('__CSP_NONCE__');
  });

  it('give two responses different nonces', async () => {
    const { createNonce } = await import('./security');
    const first = createNonce();
    const second = createNonce();
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64')).toHaveLength(16);
  });
});

describe('not found (§2, §8)', () => {
  it("an unmatched path answers 404 with 'Page not found' and the path, in the page's language", async () => {
    const en = await render('/en/no/such-page', { apiUrl: API, fetch: catalogue().fetch });
    expect(en.status).toBe(404);
    expect(visibleText(en.html)).toContain('Page not found');
    expect(visibleText(en.html)).toContain('/en/no/such-page');
    expect(en.html).toContain('<html lang="en-US">');
    expect(en.html).toContain('<meta name="robots" content="noindex,follow">');
    const pt = await render('/nada-aqui', { apiUrl: API, fetch: catalogue().fetch });
    expect(pt.status).toBe(404);
    expect(visibleText(pt.html)).toContain('Página não encontrada');
    expect(visibleText(pt.html)).toContain('/nada-aqui');
  });

  it("the 404 page keeps the header's top menus, the way on from an address no page answers or whose params fail", async () => {
    const withMenus = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      return url.pathname === MENU_PATH ? json({ success: true, data: [sampleMenu] }) : json(productList([]));
    }) as typeof fetch;
    for (const path of ['/nada-aqui', '/en/cart/not-a-uuid']) {
      const page = await render(path, { apiUrl: API, fetch: withMenus });
      expect(page.status, path).toBe(404);
      expect(page.html, path).toMatch(/<li[^>]*data-menu-slug="mulher"/);
    }
  });

  it('a malformed path answers the 404 page, never a server error', async () => {
    for (const path of ['/product/%E0%A4%A', '/en/%', '/en/product/%ZZ']) {
      const page = await render(path, { apiUrl: API });
      expect(page.status).toBe(404);
    }
  });

  it('a route param that fails validation answers the 404 page', async () => {
    const opened = createEvent<{ locale: string }>();
    const routes: Record<string, RouteDefinition> = {
      ...ROUTES,
      cart: {
        path: '/cart/:uuid',
        layout: 'default',
        params: z.object({ uuid: Uuid }),
        opened: opened as never,
        page: async () => ({ default: () => <p>cart page</p> }),
        meta: () => ({ title: 'Cart', description: 'Cart' }),
      },
    };
    const valid = await render('/en/cart/6f1c0b8e-2a44-4d55-9a8e-1b2c3d4e5f60', { apiUrl: API, routes });
    expect(valid.status).toBe(200);
    expect(valid.html).toContain('cart page');
    const invalid = await render('/en/cart/not-a-uuid', { apiUrl: API, routes });
    expect(invalid.status).toBe(404);
    expect(visibleText(invalid.html)).toContain('Page not found');
    const badSlug = await render('/product/Not_A_Slug', { apiUrl: API });
    expect(badSlug.status).toBe(404);
  });
});

describe('redirects (§2)', () => {
  it('old /user/* paths answer 301 to /account/*, keeping locale prefix and query', async () => {
    const orders = await render('/user/orders', { apiUrl: API });
    expect(orders).toMatchObject({ status: 301, headers: { Location: '/account/orders' } });
    const notifications = await render('/en/user/notifications?x=1', { apiUrl: API });
    expect(notifications).toMatchObject({ status: 301, headers: { Location: '/en/account/preferences?x=1' } });
  });

  it('a saved preference redirects an unprefixed path and a prefixed one; a first visit to a prefixed path is served in its language; a crawler is served in place', async () => {
    const user = await render('/?utm_source=x', { apiUrl: API, headers: { cookie: 'i18n_locale=fr' } });
    expect(user).toMatchObject({ status: 302, headers: { Location: '/fr?utm_source=x', Vary: 'Cookie, Accept-Language' } });
    expect(user.headers['Set-Cookie']).toBeUndefined();
    const back = await render('/es/product/x', { apiUrl: API, headers: { cookie: 'i18n_locale=pt' } });
    expect(back).toMatchObject({ status: 302, headers: { Location: '/product/x' } });
    const chosen = await render('/es', { apiUrl: API, fetch: catalogue().fetch });
    expect(chosen.status).toBe(200);
    expect(chosen.html).toContain('<html lang="es-ES">');
    expect(chosen.headers['Set-Cookie']).toBeUndefined();
    const bot = await render('/', {
      apiUrl: API,
      fetch: catalogue().fetch,
      headers: { cookie: 'i18n_locale=es', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(bot.status).toBe(200);
    expect(bot.html).toContain('<html lang="pt-PT">');
    expect(bot.headers['Set-Cookie']).toBeUndefined();
  });

  it('a first visit to / in a French browser goes to /fr (302) with the French cookie saved', async () => {
    const first = await render('/', { apiUrl: API, headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' } });
    expect(first).toMatchObject({ status: 302, headers: { Location: '/fr', Vary: 'Cookie, Accept-Language', 'Cache-Control': 'private, no-store' } });
    expect(first.headers['Set-Cookie']).toBe('i18n_locale=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('a first visit in a Portuguese (or unsupported) browser is served in pt and saves nothing; a pt cookie sets nothing either', async () => {
    const first = await render('/', { apiUrl: API, fetch: catalogue().fetch, headers: { 'accept-language': 'de-DE' } });
    expect(first.status).toBe(200);
    expect(first.html).toContain('<html lang="pt-PT">');
    expect(first.headers['Set-Cookie']).toBeUndefined();
    const again = await render('/', { apiUrl: API, fetch: catalogue().fetch, headers: { cookie: 'i18n_locale=pt', 'accept-language': 'fr' } });
    expect(again.status).toBe(200);
    expect(again.headers['Set-Cookie']).toBeUndefined();
  });

  it('a malformed cookie or Accept-Language never breaks the page', async () => {
    const page = await render('/', {
      apiUrl: API,
      fetch: catalogue().fetch,
      headers: { cookie: 'i18n_locale=%E0%A4%A; ;;=', 'accept-language': 'q=;;,,*;q=x' },
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="pt-PT">');
  });

  it('the no-JavaScript language switch saves the cookie and goes to the page, never off-site', async () => {
    const choice = await render('/set-language/en?next=%2Fen%2Fproduct%2Fx', { apiUrl: API });
    expect(choice.status).toBe(303);
    expect(choice.headers.Location).toBe('/en/product/x');
    expect(choice.headers['Set-Cookie']).toBe('i18n_locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
    const offsite = await render('/set-language/fr?next=%2F%2Fevil.example', { apiUrl: API });
    expect(offsite.headers.Location).toBe('/fr');
  });
});

describe('SSR of the purchase pages (§2 checkout and payment layouts)', () => {
  it('renders the lean layout and the page skeleton, asks the API nothing of the purchase and is never indexed', async () => {
    const cartUuid = '0b7e2f4c-9a51-4c7e-8d3a-2f6b1c9e4a10';
    for (const [path, heading] of [
      [`/checkout/${cartUuid}`, 'Finalizar compra'],
      ['/en/payment/sibs/mbway', 'Pay with MB WAY'],
      ['/payment/sibs/multibanco', 'Pagar com Multibanco'],
    ] as const) {
      const api = catalogue();
      const page = await render(path, { apiUrl: API, fetch: api.fetch });
      expect(page.status, path).toBe(200);
      expect(api.calls.filter((call) => /checkout|orders|payments/.test(call)), path).toEqual([]);
      const text = visibleText(page.html);
      expect(text, path).toContain(heading);
      expect(text, path).toMatch(/Pagamento seguro|Secure checkout/);
      expect(page.html, path).toContain('aria-busy="true"');
      expect(page.html, path).toMatch(/<meta name="robots" content="noindex/);
      // No menus, no search box, no bottom bar: nothing that leads away from paying.
      expect(page.html, path).not.toContain('type="search"');
    }
  });

  it('an order or transaction that cannot exist is the 404 page', async () => {
    for (const path of ['/order/success/not-an-order', '/checkout/processing/a%2Fb', '/en/checkout/not-a-cart']) {
      const page = await render(path, { apiUrl: API, fetch: catalogue().fetch });
      expect(page.status, path).toBe(404);
    }
  });
});
