import { fork } from 'effector';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './build';
import type { RouteHandle } from './build';
import { href } from './href';
import { legacyRedirect } from './legacy';
import { ROUTES } from './table';

function leaf(pathname: string) {
  const matches = matchRoutes(buildRoutes(ROUTES, fork()), pathname) ?? [];
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

  it('an unknown path falls to the catch-all of its language', () => {
    expect(leaf('/en/no-such-page').handle).toEqual({ locale: 'en' });
    expect(leaf('/no-such-page').handle).toEqual({ locale: 'pt' });
    expect(leaf('/de/product/x').handle).toEqual({ locale: 'pt' });
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
