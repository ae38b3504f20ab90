import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import type { HydrationState } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATE_SCRIPT_ID } from '../shell/state';
import type { SerializedState } from '../shell/state';
import { $products, HOME_NEW_ARRIVALS } from '../../features/catalog';
import { fakeApiFetch, json, productList, sampleProducts } from '../test/fakeApi';
import { embeddedRouterData, embeddedState, render, visibleText } from '../test/render';
import { ClientRoot, prepareClient } from './startClient';

/** useId values: they differ when the browser's tree is not the server's. */
function idsOf(html: string): string[] {
  return [...html.matchAll(/\s(?:id|aria-labelledby|aria-describedby)="([^"]+)"/g)].map((m) => m[1]!);
}

afterEach(() => vi.restoreAllMocks());

describe('hydration', () => {
  it('the browser scope starts from the serialized values and hydrating makes no API call', async () => {
    const server = await render('/en', { apiUrl: 'http://api.test', fetch: fakeApiFetch(() => json(productList(sampleProducts(HOME_NEW_ARRIVALS)))).fetch });
    const state = embeddedState(server.html) as SerializedState;
    const browserFetch = vi.spyOn(globalThis, 'fetch');

    const app = await prepareClient(state, '/en');
    const { scope, routes } = app;
    // The browser's router holds the page's language's branch alone, and the server's HTML hydrates with it.
    expect(routes.map((route) => route.id)).toEqual(['en']);
    const router = createMemoryRouter(routes, {
      getContext: app.getContext,
      initialEntries: ['/en'],
      hydrationData: embeddedRouterData(server.html) as HydrationState,
    });
    router.initialize();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(router.state.initialized).toBe(true);
    expect(browserFetch).not.toHaveBeenCalled();
    expect(scope.getState($products)).toHaveLength(HOME_NEW_ARRIVALS);
    const firstRenderHtml = renderToString(<ClientRoot app={app} router={router} />);
    const firstRender = visibleText(firstRenderHtml);
    const rootHtml = server.html.slice(server.html.indexOf('<div id="root">') + 15, server.html.indexOf(`id="${STATE_SCRIPT_ID}"`));
    expect(idsOf(firstRenderHtml)).toEqual(idsOf(rootHtml));
    expect(firstRender).toContain('Dress 01');
    expect(firstRender).toContain(`Dress ${HOME_NEW_ARRIVALS}`);
    expect(firstRender).toContain('€1,234.50');
    router.dispose();
  });

  it("a later navigation in the browser runs the route opened event and fetches on the page's own origin", async () => {
    const server = await render('/en/no-such-page', { apiUrl: 'http://api.internal:8000' });
    expect(server.status).toBe(404);
    const state = embeddedState(server.html) as SerializedState;
    const browserFetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(productList(sampleProducts(2))));
    const { scope, routes, getContext } = await prepareClient(state, '/en/no-such-page', undefined, 'http://127.0.0.1:3000');
    const router = createMemoryRouter(routes, { getContext, initialEntries: ['/en/no-such-page'], hydrationData: embeddedRouterData(server.html) as HydrationState });
    router.initialize();
    expect(browserFetch).not.toHaveBeenCalled();
    await router.navigate('/en');
    // The navigation fetches the home products through the web server that sent the page (one origin), never at
    // the API's internal address; the 404 page came with the header's menu, which is not asked again.
    const asked = browserFetch.mock.calls.map(([url]) => String(url));
    expect(asked).toEqual(expect.arrayContaining([`http://127.0.0.1:3000/v1/products?locale=en&page=1&per_page=${HOME_NEW_ARRIVALS}`]));
    expect(asked.every((url) => url.startsWith('http://127.0.0.1:3000/'))).toBe(true);
    expect(asked).not.toContain('http://127.0.0.1:3000/cms/v1/menu');
    expect(scope.getState($products).map((p) => p.slug)).toEqual(['vestido-01', 'vestido-02']);
    router.dispose();
  });
});
