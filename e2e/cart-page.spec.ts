import type { Page } from '@playwright/test';
import { expect, hydrated, singleVariantProducts, test } from './fixtures';

const DESKTOP = { width: 1366, height: 900 };

const cartDrawer = (page: Page) => page.getByRole('dialog', { name: /^Carrinho/ });
const couponsDrawer = (page: Page) => page.getByRole('dialog', { name: 'Cupões de desconto' });

/** Adds a well-stocked single-variant product from its page; the cart drawer opens with the line. */
async function addSomething(page: Page, request: Parameters<typeof singleVariantProducts>[0], apiUrl: string) {
  // The best-stocked offer: parallel tests (and projects) add the first well-stocked products too.
  const products = await singleVariantProducts(request, apiUrl);
  const [product, offer] = products
    .flatMap((candidate) => candidate.offers.map((one) => [candidate, one] as const))
    .reduce((best, next) => (next[1].stock > best[1].stock ? next : best));
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: `Adicionar ao carrinho: ${offer.seller}` }).click();
  await expect(cartDrawer(page)).toBeVisible();
  return product;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
});

test('the cart page’s “Cupões disponíveis” opens the coupons drawer on a fresh load of the page', async ({ page, request, apiUrl }) => {
  await addSomething(page, request, apiUrl);
  await cartDrawer(page).getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/cart\/[0-9a-f-]{36}$/);
  // A full load of the cart page: the cart drawer has never opened on it.
  await page.reload();
  await hydrated(page);
  await page.locator('main').getByRole('button', { name: 'Cupões disponíveis' }).click();
  const coupons = couponsDrawer(page);
  await expect(coupons).toBeVisible();
  await expect(coupons.getByRole('list', { name: 'Cupões disponíveis' })).toBeVisible();
});

test('reloading the cart page while its cart is still loading keeps the cart (the page left behind forgets nothing)', async ({ page, request, apiUrl, expected }) => {
  // Two loads of the cart page, one of them held on purpose: 25–30 s on a busy machine.
  test.slow();
  const product = await addSomething(page, request, apiUrl);
  await cartDrawer(page).getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/cart\/[0-9a-f-]{36}$/);
  // The cart's load is held, as a busy server would: the shopper reloads while it is still on its way,
  // and the browser aborts it under the page being left.
  const cartLoad = /\/v1\/carts\/cart\//;
  let held!: () => void;
  let release!: () => void;
  const loadHeld = new Promise<void>((resolve) => (held = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  await page.route(cartLoad, async (route) => {
    if (!holding) return route.continue();
    holding = false;
    held();
    await released;
    // By now the page that asked is gone; the browser only needs the request settled.
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  await loadHeld;
  // The page left behind may log the load it lost.
  expected.console(/\/v1\/carts\/cart\/\S+ failed/);
  await page.reload();
  release();
  await hydrated(page);
  const main = page.locator('main');
  await expect(main.getByText(product.name).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Cupões disponíveis' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'O seu carrinho está vazio' })).toHaveCount(0);
});

test('opening the cart drawer and the coupons drawer breaks no Content Security Policy rule', async ({ page, request, apiUrl, expected }) => {
  await addSomething(page, request, apiUrl);
  await cartDrawer(page).getByRole('button', { name: 'Cupões disponíveis' }).click();
  await expect(couponsDrawer(page)).toBeVisible();
  await expect(couponsDrawer(page).getByRole('list', { name: 'Cupões disponíveis' })).toBeVisible();
  expect(expected.report()).toEqual([]);
});
