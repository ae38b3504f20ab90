import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../routes/build';
import { ROUTES } from '../routes/table';
import { routerTargetOf } from './links';

const routes = buildRoutes(ROUTES);
const ORIGIN = 'http://shop.test';

/** A link as the browser resolves it: `href` against the page's address. */
function link(href: string, attributes: { target?: string; download?: boolean } = {}) {
  const url = new URL(href, ORIGIN);
  return {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name === 'download' && attributes.download === true,
  };
}
const at = (path: string) => {
  const url = new URL(path, ORIGIN);
  return { origin: url.origin, pathname: url.pathname, search: url.search };
};

describe('a link click in the same document', () => {
  it('goes through the router to a page of the app in the page’s language, with its query and fragment', () => {
    expect(routerTargetOf(routes, link('/product/vestido-azul'), at('/'))).toBe('/product/vestido-azul');
    expect(routerTargetOf(routes, link('/en/catalog/category/mulher?page=2'), at('/en/search?q=linen'))).toBe('/en/catalog/category/mulher?page=2');
    expect(routerTargetOf(routes, link('/fr/product/robe#reviews'), at('/fr'))).toBe('/fr/product/robe#reviews');
  });

  it('leaves another language to a new document (its catalogue and lang come with the load)', () => {
    expect(routerTargetOf(routes, link('/en/product/blue-dress'), at('/product/vestido-azul'))).toBeNull();
    expect(routerTargetOf(routes, link('/product/vestido-azul'), at('/es'))).toBeNull();
  });

  it("does the same with the browser's routes, its page's language's branch alone (prepareClient)", () => {
    const [pt, en] = [buildRoutes(ROUTES, ['pt']), buildRoutes(ROUTES, ['en'])];
    expect(routerTargetOf(pt, link('/product/vestido-azul'), at('/'))).toBe('/product/vestido-azul');
    expect(routerTargetOf(en, link('/en/catalog/category/mulher?page=2'), at('/en/search?q=linen'))).toBe('/en/catalog/category/mulher?page=2');
    // pt's branch is `/`: another language's path falls in its catch-all, which is no page.
    expect(routerTargetOf(pt, link('/en/product/blue-dress'), at('/product/vestido-azul'))).toBeNull();
    expect(routerTargetOf(en, link('/product/vestido-azul'), at('/en'))).toBeNull();
    expect(routerTargetOf(en, link('/fr/product/robe'), at('/en'))).toBeNull();
  });

  it('leaves the server’s own paths, other sites, new tabs and downloads to the browser', () => {
    expect(routerTargetOf(routes, link('/set-language/en?next=%2Fen'), at('/'))).toBeNull();
    expect(routerTargetOf(routes, link('/no-such-page'), at('/'))).toBeNull();
    expect(routerTargetOf(routes, link('https://elsewhere.test/product/x'), at('/'))).toBeNull();
    expect(routerTargetOf(routes, link('/product/vestido-azul', { target: '_blank' }), at('/'))).toBeNull();
    expect(routerTargetOf(routes, link('/product/vestido-azul', { download: true }), at('/'))).toBeNull();
  });

  it('leaves a place on the same page to the browser’s own scrolling', () => {
    expect(routerTargetOf(routes, link('/product/vestido-azul#reviews'), at('/product/vestido-azul'))).toBeNull();
    expect(routerTargetOf(routes, link('/product/saia#reviews'), at('/product/vestido-azul'))).toBe('/product/saia#reviews');
  });
});
