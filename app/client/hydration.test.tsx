import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { HydrationState } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SerializedState } from '../shell/state';
import { AppProviders } from '../shell/AppProviders';
import { $products } from '../../features/catalog';
import { fakeApiFetch, json, productList, sampleProducts } from '../test/fakeApi';
import { embeddedRouterData, embeddedState, render, visibleText } from '../test/render';
import { prepareClient } from './startClient';

afterEach(() => vi.restoreAllMocks());

describe('hydration', () => {
  it('the browser scope starts from the serialized values and hydrating makes no API call', async () => {
    const server = await render('/en', { apiUrl: 'http://api.test', fetch: fakeApiFetch(() => json(productList(sampleProducts(24)))).fetch });
    const state = embeddedState(server.html) as SerializedState;
    const browserFetch = vi.spyOn(globalThis, 'fetch');

    const { scope, i18n, routes } = await prepareClient(state, '/en');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/en'],
      hydrationData: embeddedRouterData(server.html) as HydrationState,
    });
    router.initialize();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(router.state.initialized).toBe(true);
    expect(browserFetch).not.toHaveBeenCalled();
    expect(scope.getState($products)).toHaveLength(24);
    const firstRender = visibleText(
      renderToString(
        <AppProviders scope={scope} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>,
      ),
    );
    expect(firstRender).toContain('Dress 01');
    expect(firstRender).toContain('Dress 24');
    expect(firstRender).toContain('€1,234.50');
    router.dispose();
  });

  it('a later navigation in the browser runs the route opened event and fetches', async () => {
    const server = await render('/en/no-such-page', { apiUrl: 'http://api.test' });
    expect(server.status).toBe(404);
    const state = embeddedState(server.html) as SerializedState;
    const browserFetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(productList(sampleProducts(2))));
    const { scope, routes } = await prepareClient(state, '/en/no-such-page');
    const router = createMemoryRouter(routes, { initialEntries: ['/en/no-such-page'], hydrationData: embeddedRouterData(server.html) as HydrationState });
    router.initialize();
    expect(browserFetch).not.toHaveBeenCalled();
    await router.navigate('/en');
    expect(browserFetch).toHaveBeenCalledTimes(1);
    expect(String(browserFetch.mock.calls[0]?.[0])).toBe('http://api.test/v1/products?locale=en&page=1&per_page=24');
    expect(scope.getState($products).map((p) => p.slug)).toEqual(['vestido-01', 'vestido-02']);
    router.dispose();
  });
});
