import { expect, hydrated, test } from './fixtures';

/** Short enough that the related rail starts well below the fold of a product page. */
const SHORT_DESKTOP = { width: 1366, height: 640 };
const DESKTOP = { width: 1366, height: 900 };

test("a product page asks for its related products and the rail's code when the rail is reached, and keeps its footer as server HTML until then", async ({ page, apiProducts }) => {
  await page.setViewportSize(SHORT_DESKTOP);
  const [product] = await apiProducts('pt');
  const fetched: string[] = [];
  const listed: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const file = url.pathname.split('/').pop() ?? '';
    if (/^(RelatedRailLoaded|Footer)-.*\.js$/.test(file)) fetched.push(file.split('-')[0]!);
    // The related products are the first of the product's category (or brand): a listing request.
    if (/\/v1\/products\/(categories|brand)\//.test(url.pathname)) listed.push(url.pathname);
  });
  await page.goto(`/product/${product!.slug}`);
  await hydrated(page);
  // Hydrated and settled, the parts below the fold have cost the first load nothing.
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  expect(listed).toEqual([]);
  const rail = page.getByRole('region', { name: 'Também lhe pode interessar' });
  // (One step: the rail's place gives way to the rail while a locator's scroll would wait for it to settle.)
  await rail.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // The rail's cards arrive, and their hearts are the app's: a guest gets the sign-in dialog.
  const card = rail.getByRole('article').first();
  await expect(card).toBeVisible();
  expect(fetched).toContain('RelatedRailLoaded');
  expect(listed).toHaveLength(1);
  await card.hover();
  await card.getByRole('button', { name: 'Adicionar à wishlist' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // 'Ver tudo' is the listing the cards come from.
  await expect(rail.getByRole('link', { name: 'Ver tudo' })).toHaveAttribute('href', /^\/catalog\/(category|brand)\//);

  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => fetched).toContain('Footer');
  await page.locator('footer').getByRole('link', { name: 'Perguntas frequentes' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
});

test('a navigation in the browser keeps the lazily loaded parts working', async ({ page, apiProducts }) => {
  await page.setViewportSize(SHORT_DESKTOP);
  const [product] = await apiProducts('pt');
  await page.goto(`/product/${product!.slug}`);
  await hydrated(page);
  // A search from the header is a client-side navigation (the page is not reloaded).
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const box = page.locator('header').getByRole('combobox');
  await box.fill(product!.name.split(' ')[0]!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page.locator('footer').getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
});

test("a related card opens its product in the browser, whose rail brings that product's related products when reached", async ({ page, apiProducts }) => {
  await page.setViewportSize(SHORT_DESKTOP);
  const [product] = await apiProducts('pt');
  await page.goto(`/product/${product!.slug}`);
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const rail = page.getByRole('region', { name: 'Também lhe pode interessar' });
  await rail.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const next = rail.getByRole('article').first();
  const name = (await next.getByRole('heading').textContent())!;
  const opened = (await next.getByRole('heading').getByRole('link').getAttribute('href'))!;
  await next.getByRole('heading').getByRole('link').click();
  // The address first: the seed repeats names, so the heading alone could still be the first page's.
  await expect(page).toHaveURL((url) => url.pathname === opened);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The new page's rail shows its own related products once reached: the first page's listed the product now
  // shown, this one's leaves it out (the same listing, without the product itself; a request the browser may
  // answer from its cache, so the test reads the cards, not the network).
  await rail.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(rail.getByRole('article').first()).toBeVisible();
  await expect(rail.locator(`a[href="${opened}"]`)).toHaveCount(0);
});

test("the mega menu's panel opens on hover and from the keyboard", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await hydrated(page);
  const topMenu = page.locator('header nav li[data-menu-slug] > button').first();
  await topMenu.hover();
  await expect(topMenu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await topMenu.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel.locator('a[href]').first()).toBeVisible();
  // Leaving the menus closes it; the keyboard opens it again.
  await page.mouse.move(5, DESKTOP.height - 5);
  await expect(topMenu).toHaveAttribute('aria-expanded', 'false');
  await topMenu.focus();
  await page.keyboard.press('Enter');
  await expect(topMenu).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
});

test('without JavaScript the footer and the top menus are complete links, the related rail a link to its listing; a segment lists its categories', async ({ browser, baseURL, apiProducts }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  const [product] = await apiProducts('pt');
  await page.goto(`/product/${product!.slug}`);
  const rail = page.getByRole('region', { name: 'Também lhe pode interessar' });
  await expect(rail.getByRole('heading', { name: 'Também lhe pode interessar' })).toBeVisible();
  // Only a script brings the cards: the page shows no card shapes waiting for them, but the listing they come from.
  await expect(rail.locator('[data-skeleton]').first()).toBeHidden();
  await expect(rail.getByRole('link', { name: 'Ver tudo' })).toHaveAttribute('href', /^\/catalog\/(category|brand)\//);
  // No panel is in the HTML: every top menu is a link to its own page.
  await expect(page.locator('header nav li[data-menu-slug] button')).toHaveCount(0);
  await expect(page.locator('header nav [id$="-panel"]')).toHaveCount(0);
  const segment = page.locator('header nav li[data-menu-slug] > a[href^="/segment/"]').first();
  await segment.click();
  await expect(page).toHaveURL(/\/segment\/[a-z-]+$/);
  await expect(page.locator('main aside').getByRole('group', { name: /Categorias/ }).getByRole('checkbox').first()).toBeVisible();
  await page.goto(`/product/${product!.slug}`);
  await page.locator('footer').getByRole('link', { name: 'Perguntas frequentes' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
  await context.close();
});
