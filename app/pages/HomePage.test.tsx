import { allSettled, fork } from 'effector';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fetchProductsFx, HOME_NEW_ARRIVALS, homePageOpened } from '../../features/catalog';
import { createI18n, loadMessages } from '../i18n/i18n';
import { AppProviders } from '../shell/AppProviders';
import { productList, sampleProducts } from '../test/fakeApi';
import { visibleText } from '../test/render';
import HomePage from './HomePage';

async function renderHome(scope: ReturnType<typeof fork>) {
  const i18n = createI18n('en', await loadMessages('en'));
  const router = createMemoryRouter([{ path: '/en', Component: HomePage, handle: { locale: 'en' } }], { initialEntries: ['/en'] });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(
    <AppProviders scope={scope} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('home page states', () => {
  it('while the products load (browser navigation) it shows a busy grid of placeholders, one per product it will show', async () => {
    const scope = fork({ handlers: [[fetchProductsFx, () => new Promise(() => {})]] });
    void allSettled(homePageOpened, { scope, params: { locale: 'en' } });
    const html = await renderHome(scope);
    expect(html).toContain('aria-busy="true"');
    const grid = html.slice(html.indexOf('aria-busy="true"'));
    expect(grid.match(/<li/g)).toHaveLength(HOME_NEW_ARRIVALS);
  });

  it('with products it lists them with links to their pages', async () => {
    const scope = fork({ handlers: [[fetchProductsFx, async () => productList(sampleProducts(3))]] });
    await allSettled(homePageOpened, { scope, params: { locale: 'en' } });
    const html = await renderHome(scope);
    expect(visibleText(html)).toContain('Dress 03');
    expect(html).toContain('href="/en/product/vestido-03"');
    expect(html).not.toContain('aria-busy="true"');
  });

  it('with an empty catalogue it says there is nothing to show yet', async () => {
    const scope = fork({ handlers: [[fetchProductsFx, async () => productList([])]] });
    await allSettled(homePageOpened, { scope, params: { locale: 'en' } });
    expect(visibleText(await renderHome(scope))).toContain('There are no products to show yet.');
  });
});
