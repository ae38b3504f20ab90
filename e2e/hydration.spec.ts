import type { Page } from '@playwright/test';
import { expect, hydrated, registerShopper, signInThroughDialog, test } from './fixtures';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Every request the page makes for a cart, with the answer's status. */
function watchCartRequests(page: Page) {
  const requests: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/v1/carts/cart/')) requests.push(`${response.status()} ${response.url()}`);
  });
  return requests;
}

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: 'Conta', exact: true }).click();
  await signInThroughDialog(page, email);
  await expect(page.locator('[data-part="account-badge"]')).toHaveText('R');
}

test('signed in, full loads of the account, its sections, listings, home and a product page hydrate cleanly and ask for no cart the browser lacks', async ({
  page,
  request,
  apiUrl,
  apiProducts,
  expected,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  const email = await registerShopper(request, apiUrl, 'hydration');
  await signIn(page, email);
  const [product] = await apiProducts('pt');
  const cartRequests = watchCartRequests(page);
  for (const path of ['/account', '/account/profile', '/catalog/category/mulher', '/', `/product/${product!.slug}`]) {
    await page.goto(path);
    await hydrated(page);
    // The restored session shows after hydration: the header greets the shopper.
    await expect(page.locator('[data-part="account-badge"]')).toHaveText('R');
    // The stored cart loads 100 ms after start (§9): give it the time to ask, were it to.
    await page.waitForTimeout(400);
  }
  expect(expected.report()).toEqual([]);
  expect(cartRequests).toEqual([]);
});

test('a stored cart id the API does not know is asked once, then forgotten without an error on the page', async ({ page, expected }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await hydrated(page);
  // The browser's session id is stored once the cart model started; a cart id beside it is taken as this browser's.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart.sessionId'))).not.toBeNull();
  await page.evaluate(() => {
    localStorage.setItem('cart.uuid', '00000000-0000-4000-8000-000000000000');
  });
  // The browser itself reports the refused resource ("Failed to load resource"); the page adds nothing of its own.
  expected.response(/\/v1\/carts\/cart\/00000000-0000-4000-8000-000000000000/, 404);
  const cartRequests = watchCartRequests(page);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => cartRequests.length).toBe(1);
  expect(cartRequests[0]).toMatch(/^404 /);
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(400);
  expect(cartRequests).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('cart.uuid'))).toBeNull();
  expect(expected.report()).toEqual([]);
});

test.describe('phone', () => {
  test.use(PHONE);
  test('opening the listing’s filter sheet breaks no Content Security Policy rule', async ({ page, expected }) => {
    await page.goto('/catalog/category/mulher');
    await hydrated(page);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    expect(expected.report()).toEqual([]);
  });
});
