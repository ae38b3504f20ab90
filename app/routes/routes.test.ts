import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildRoutes, LAYOUT_SOURCES } from './build';
import type { RouteHandle } from './build';
import { href } from './href';
import { legacyRedirect } from './legacy';
import { ROUTES } from './table';
import type { RouteTable } from './table';
import type { RouteDefinition } from './types';
import { safeParseWithContract } from '../../features/api-client';

function leaf(pathname: string) {
  const matches = matchRoutes(buildRoutes(ROUTES), pathname) ?? [];
  const match = matches.at(-1);
  return { handle: match?.route.handle as RouteHandle | undefined, params: match?.params };
}

describe('route table', () => {
  it('derives the pt (unprefixed), /en, /es and /fr variant of each route', () => {
    expect(leaf('/').handle).toEqual({ locale: 'pt', routeId: 'home' });
    expect(leaf('/en').handle).toEqual({ locale: 'en', routeId: 'home' });
    expect(leaf('/es/').handle).toEqual({ locale: 'es', routeId: 'home' });
    expect(leaf('/fr/product/vestido-azul')).toEqual({ handle: { locale: 'fr', routeId: 'product' }, params: { slug: 'vestido-azul' } });
    expect(leaf('/product/vestido-azul').handle).toEqual({ locale: 'pt', routeId: 'product' });
  });

  it('choosing a product variant (?variant= alone) keeps the product page’s data; another product or query reloads it', () => {
    const route = (matchRoutes(buildRoutes(ROUTES), '/en/product/dress') ?? []).at(-1)!.route;
    const revalidates = (from: string, to: string) =>
      route.shouldRevalidate!({
        currentUrl: new URL(from, 'http://shop.test'),
        nextUrl: new URL(to, 'http://shop.test'),
        currentParams: {},
        nextParams: {},
        defaultShouldRevalidate: true,
      });
    expect(revalidates('/en/product/dress', '/en/product/dress?variant=DRS-1-red-m')).toBe(false);
    expect(revalidates('/en/product/dress?variant=DRS-1-red-m', '/en/product/dress?variant=DRS-1-blue-m')).toBe(false);
    expect(revalidates('/en/product/dress?variant=DRS-1-red-m', '/en/product/skirt?variant=DRS-1-red-m')).toBe(true);
    expect(revalidates('/en/product/dress', '/en/product/dress?utm_source=x')).toBe(true);
  });

  it('an unknown path falls to the catch-all of its language', () => {
    expect(leaf('/en/no-such-page').handle).toEqual({ locale: 'en' });
    expect(leaf('/no-such-page').handle).toEqual({ locale: 'pt' });
    expect(leaf('/de/product/x').handle).toEqual({ locale: 'pt' });
  });

  it("each page's source names the module its page loads (the server modulepreloads that module's chunks)", async () => {
    const pages = Object.entries(ROUTES as RouteTable).filter(([, definition]) => definition.page);
    expect(pages.length).toBeGreaterThan(10);
    for (const [routeId, definition] of pages) {
      expect(definition.source, routeId).toMatch(/^app\/pages\/.+\.tsx$/);
      const sourceModule = (await import(/* @vite-ignore */ `../../${definition.source!}`)) as Record<string, unknown>;
      const { default: page } = await definition.page!();
      expect(Object.values(sourceModule), routeId).toContain(page);
    }
  });

  it("each lazy layout's source names the module its layout loads (modulepreloaded with the page)", async () => {
    for (const branch of buildRoutes(ROUTES).slice(0, 1)) {
      for (const layoutRoute of branch.children ?? []) {
        const layout = layoutRoute.id!.split(':layout:')[1] as keyof typeof LAYOUT_SOURCES | 'default';
        if (layout === 'default') {
          expect(layoutRoute.lazy).toBeUndefined();
          continue;
        }
        const sourceModule = (await import(/* @vite-ignore */ `../../${LAYOUT_SOURCES[layout]}`)) as Record<string, unknown>;
        const loaded = (await (layoutRoute.lazy as () => Promise<{ Component: unknown }>)()).Component;
        expect(Object.values(sourceModule), layout).toContain(loaded);
      }
    }
  });

  it('href builds every locale variant of a route', () => {
    expect(href('home', {}, 'pt')).toBe('/');
    expect(href('home', {}, 'en')).toBe('/en');
    expect(href('product', { slug: 'vestido-azul' }, 'pt')).toBe('/product/vestido-azul');
    expect(href('product', { slug: 'vestido-azul' }, 'es')).toBe('/es/product/vestido-azul');
    expect(href('product', { slug: 'vestido-azul' }, 'fr')).toBe('/fr/product/vestido-azul');
  });
});

describe('old /user/* paths (§2)', () => {
  it('each redirects to the matching /account path', () => {
    expect(legacyRedirect('/user/account')).toBe('/account');
    for (const page of ['orders', 'wishlist', 'addresses', 'credits', 'preferences', 'support', 'profile']) {
      expect(legacyRedirect(`/user/${page}`)).toBe(`/account/${page}`);
    }
    expect(legacyRedirect('/user/notifications')).toBe('/account/preferences');
  });

  it('keeps the locale prefix and the query', () => {
    expect(legacyRedirect('/en/user/notifications', '?x=1')).toBe('/en/account/preferences?x=1');
    expect(legacyRedirect('/fr/user/orders/')).toBe('/fr/account/orders');
  });

  it('leaves other paths alone', () => {
    expect(legacyRedirect('/user/unknown')).toBeNull();
    expect(legacyRedirect('/account/orders')).toBeNull();
  });
});

describe('listing routes (§2)', () => {
  it('each listing answers in four locale variants with its params', () => {
    expect(leaf('/segment/casa')).toEqual({ handle: { locale: 'pt', routeId: 'segment' }, params: { slug: 'casa' } });
    expect(leaf('/fr/catalog/segment/moda-mulher').handle).toEqual({ locale: 'fr', routeId: 'catalogSegment' });
    expect(leaf('/en/catalog/brand/mare').params).toEqual({ slug: 'mare' });
    expect(leaf('/es/catalog/brand/mare/moda-homem').params).toEqual({ slug: 'mare', segment: 'moda-homem' });
    expect(leaf('/catalog/category/mulher/moda-mulher').handle).toEqual({ locale: 'pt', routeId: 'catalogCategory' });
    expect(leaf('/en/search').handle).toEqual({ locale: 'en', routeId: 'search' });
    expect(leaf('/campaigns/00000000-0000-4000-8000-000000000001').handle).toEqual({ locale: 'pt', routeId: 'campaign' });
  });

  it('href fills the optional segment or leaves it out', () => {
    expect(href('catalogBrand', { slug: 'mare' }, 'pt')).toBe('/catalog/brand/mare');
    expect(href('catalogBrand', { slug: 'mare', segment: 'casa' }, 'fr')).toBe('/fr/catalog/brand/mare/casa');
    expect(href('catalogCategory', { slug: 'mulher' }, 'en')).toBe('/en/catalog/category/mulher');
  });

  it('params are validated: a segment must be one of the seven (pt slug or English code), a campaign a uuid', async () => {
    const valid = async (id: keyof typeof ROUTES, params: Record<string, string>) => {
      const schema = (ROUTES[id] as RouteDefinition).params;
      return schema ? (await safeParseWithContract(schema, params)).success : true;
    };
    for (const slug of ['casa', 'beleza', 'relogios', 'moda-homem', 'moda-mulher', 'moda-crianca', 'tecnologia', 'women']) {
      await expect(valid('segment', { slug }), slug).resolves.toBe(true);
    }
    await expect(valid('segment', { slug: 'jardim' })).resolves.toBe(false);
    await expect(valid('catalogBrand', { slug: 'mare', segment: 'nope' })).resolves.toBe(false);
    await expect(valid('catalogBrand', { slug: 'Mare' })).resolves.toBe(false);
    await expect(valid('campaign', { uuid: 'not-a-uuid' })).resolves.toBe(false);
  });
});

describe('§2 checkout, payment and order routes', () => {
  const uuid = '0b7e2f4c-9a51-4c7e-8d3a-2f6b1c9e4a10';

  it('each answers in four locale variants, in its layout, never indexed', () => {
    const paths: Array<[string, string, Record<string, string>]> = [
      ['checkout', `/checkout/${uuid}`, { uuid }],
      ['checkoutExpired', '/checkout/expired', {}],
      ['checkoutSuccess', '/checkout/success', {}],
      ['checkoutProcessing', '/checkout/processing/Tx_123-abc', { transactionId: 'Tx_123-abc' }],
      ['orderSuccess', `/order/success/${uuid}`, { uuid }],
      ['paymentMbway', '/payment/sibs/mbway', {}],
      ['paymentMultibanco', '/payment/sibs/multibanco', {}],
    ];
    for (const [routeId, path, params] of paths) {
      for (const [locale, prefix] of [['pt', ''], ['en', '/en'], ['es', '/es'], ['fr', '/fr']] as const) {
        expect(leaf(`${prefix}${path}`), `${prefix}${path}`).toEqual({ handle: { locale, routeId }, params });
      }
      const definition = ROUTES[routeId as keyof typeof ROUTES] as RouteDefinition;
      const meta = definition.meta(((key: string) => key) as never, {} as never);
      expect(meta.index, routeId).toBe(false);
      expect(meta.title, routeId).toMatch(/^checkoutPages\./);
    }
    const layouts = Object.fromEntries(paths.map(([routeId]) => [routeId, (ROUTES[routeId as keyof typeof ROUTES] as RouteDefinition).layout]));
    expect(layouts).toEqual({
      checkout: 'checkout',
      checkoutExpired: 'default',
      checkoutSuccess: 'default',
      checkoutProcessing: 'checkout',
      orderSuccess: 'checkout',
      paymentMbway: 'payment',
      paymentMultibanco: 'payment',
    });
  });

  it('href builds them with their params', () => {
    expect(href('checkout', { uuid }, 'pt')).toBe(`/checkout/${uuid}`);
    expect(href('checkoutProcessing', { transactionId: 'KUcaG5sxrYkGAOx97BDz' }, 'en')).toBe('/en/checkout/processing/KUcaG5sxrYkGAOx97BDz');
    expect(href('orderSuccess', { uuid }, 'fr')).toBe(`/fr/order/success/${uuid}`);
    expect(href('paymentMultibanco', {}, 'es')).toBe('/es/payment/sibs/multibanco');
  });

  it('params are validated: a cart and an order are uuids, a transaction id is letters, digits, _ and -', async () => {
    const valid = async (id: keyof typeof ROUTES, params: Record<string, string>) => (await safeParseWithContract((ROUTES[id] as RouteDefinition).params!, params)).success;
    await expect(valid('checkout', { uuid })).resolves.toBe(true);
    await expect(valid('checkout', { uuid: 'not-a-cart' })).resolves.toBe(false);
    await expect(valid('orderSuccess', { uuid: '123' })).resolves.toBe(false);
    await expect(valid('checkoutProcessing', { transactionId: 'KUcaG5sxrYkGAOx97BDz' })).resolves.toBe(true);
    await expect(valid('checkoutProcessing', { transactionId: 'a/b' })).resolves.toBe(false);
    await expect(valid('checkoutProcessing', { transactionId: 'x'.repeat(65) })).resolves.toBe(false);
  });
});
