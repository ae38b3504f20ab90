import { createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import type { RouteDefinition } from '../routes/types';
import { startDocumentTitle } from './documentTitle';
import type { TitleRouterState } from './documentTitle';

const $productName = createStore('');
const table: Record<string, RouteDefinition> = {
  home: { path: '/', layout: 'default', meta: (t) => ({ title: t('home.title'), description: '' }) },
  product: { path: '/product/:slug', layout: 'default', meta: (_t, { scope }) => ({ title: scope.getState($productName), description: '' }) },
  terms: { path: '/legal-information/terms-of-service', layout: 'default', meta: () => ({ title: '', description: '' }) },
};
const messages = { layout: { brand: 'Outlet Marketplace' }, home: { title: 'Início' }, errorPage: { notFoundTitle: 'Página não encontrada', title: 'Erro' } };

function fakeRouter() {
  let listener: (state: TitleRouterState) => void = () => {};
  return {
    subscribe(next: (state: TitleRouterState) => void) {
      listener = next;
      return () => (listener = () => {});
    },
    emit(pathname: string, routeId: string | undefined, options: { state?: string; params?: Record<string, string>; errors?: Record<string, unknown> | null } = {}) {
      listener({
        navigation: { state: options.state ?? 'idle' },
        location: { pathname, search: '' },
        matches: [{ route: { handle: { locale: 'pt', routeId } }, params: options.params ?? {} }],
        errors: options.errors ?? null,
      });
    },
  };
}

describe('§2 the document title follows a client navigation', () => {
  it("once the navigation settled the title is the new page's, brand included, read from the scope the loader filled", () => {
    const scope = fork({ values: [[$productName, 'Vestido de linho']] });
    const router = fakeRouter();
    const titles: string[] = [];
    startDocumentTitle({ scope, i18n: { locale: 'pt', t: createTranslator('pt-PT', messages).t } }, router, (title) => titles.push(title), { origin: 'http://shop.test', start: '/', table });
    router.emit('/product/vestido', 'product', { state: 'loading', params: { slug: 'vestido' } });
    expect(titles).toEqual([]);
    router.emit('/product/vestido', 'product', { params: { slug: 'vestido' } });
    router.emit('/', 'home');
    router.emit('/legal-information/terms-of-service', 'terms');
    expect(titles).toEqual(['Vestido de linho | Outlet Marketplace', 'Início | Outlet Marketplace', 'Terms Of Service | Outlet Marketplace']);
  });

  it("an address with no page gets the 404 page's title; the same address again changes nothing", () => {
    const router = fakeRouter();
    const titles: string[] = [];
    startDocumentTitle({ scope: fork(), i18n: { locale: 'pt', t: createTranslator('pt-PT', messages).t } }, router, (title) => titles.push(title), { origin: 'http://shop.test', start: '/', table });
    router.emit('/no/such-page', undefined);
    router.emit('/no/such-page', undefined);
    expect(titles).toEqual(['Página não encontrada | Outlet Marketplace']);
  });
});
