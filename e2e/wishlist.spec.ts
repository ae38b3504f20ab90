import { expect, hydrated, registerShopper, signInThroughDialog, singleVariantProducts, test } from './fixtures';

const DESKTOP = { width: 1280, height: 900 };

test('wishlist: a guest’s heart asks to sign in; signed in, the product page’s heart saves it to /account/wishlist, whose heart removes it', async ({ page, request, apiUrl }) => {
  const [product] = await singleVariantProducts(request, apiUrl);
  const email = await registerShopper(request, apiUrl, 'wishlist');
  await page.setViewportSize(DESKTOP);

  // A guest tapping a card's heart gets the login dialog (§4: the add is refused, nothing saved).
  await page.goto('/');
  await hydrated(page);
  const card = page.locator('main article').filter({ has: page.getByRole('button', { name: 'Adicionar à wishlist' }) }).first();
  await card.hover();
  await card.getByRole('button', { name: 'Adicionar à wishlist' }).click();
  await signInThroughDialog(page, email);

  await page.goto(`/product/${product!.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Adicionar à wishlist' }).first().click();
  const saved = page.getByRole('button', { name: 'Remover da wishlist' }).first();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).not.toHaveAttribute('aria-busy');

  await page.goto('/account/wishlist');
  await hydrated(page);
  // Only the product page's product: the guest's tap saved nothing.
  const list = page.getByRole('list', { name: 'Wishlist' });
  await expect(list.getByRole('article')).toHaveCount(1);
  const listed = list.getByRole('article').filter({ has: page.getByRole('heading', { name: product!.name }) });
  await expect(listed).toBeVisible();
  // The card leaves at once (optimistic); the removal is on the account once the API has answered.
  const removed = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/v1/users/wishlist/'));
  await listed.hover();
  await listed.getByRole('button', { name: 'Remover da wishlist' }).click();
  await expect(page.getByRole('heading', { name: 'A sua wishlist está vazia' })).toBeVisible();
  expect((await removed).ok()).toBe(true);

  // A reload shows the empty wishlist again.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'A sua wishlist está vazia' })).toBeVisible();
});
