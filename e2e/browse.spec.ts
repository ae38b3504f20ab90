import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 800, height: 900 };

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Strips accents: 'Verão' → 'Verao'. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

for (const locale of ['pt', 'fr'] as const) {
  test(`browse from home to a product through the menu (${locale})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(locale === 'pt' ? '/' : '/fr');
    await hydrated(page);
    // The menu and the cards are the router's links: the same document carries the shopper through.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const topMenu = page.locator('header nav li[data-menu-slug] > button').first();
    await topMenu.click();
    const panel = page.locator(`#${await topMenu.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    const category = panel.locator('a[href*="/catalog/"]:visible').first();
    const target = await category.getAttribute('href');
    expect(target).toMatch(locale === 'pt' ? /^\/catalog\// : /^\/fr\/catalog\//);
    await category.click();
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(panel).toBeHidden();
    const firstProduct = page.locator('main article h3 a').first();
    const name = (await firstProduct.textContent())!.trim();
    await firstProduct.click();
    await expect(page).toHaveURL(locale === 'pt' ? /^[^?]*\/product\/[a-z0-9-]+$/ : /\/fr\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt' ? 'pt-PT' : 'fr-FR');
    expect(await page.evaluate(() => 'sameDocument' in window), 'no new document was loaded on the way').toBe(true);
  });
}

test('filter and sort a listing: the URL reflects it and a reload restores the same state', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/catalog/segment/moda-mulher');
  await hydrated(page);
  const sidebar = page.locator('main aside');
  const firstBrand = sidebar.getByRole('group', { name: /Marcas/ }).getByRole('checkbox').first();
  const brandValue = await firstBrand.getAttribute('value');
  await firstBrand.check();
  await expect(page).toHaveURL(new RegExp(`[?&]brands=${brandValue}(&|$)`));
  await page.getByLabel('Ordenar por').selectOption('price-low');
  await expect(page).toHaveURL(/[?&]sort=price-low(&|$)/);
  await expect(page.locator('main article').first()).toBeVisible();
  // The brand and the sort each fetch; read the list once the last answer is on screen.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main ul[aria-busy="true"]')).toHaveCount(0);
  const names = await page.locator('main article h3').allTextContents();
  expect(names.length).toBeGreaterThan(0);

  await page.reload();
  await hydrated(page);
  await expect(page).toHaveURL(new RegExp(`brands=${brandValue}`));
  await expect(sidebar.locator(`input[name="brands"][value="${brandValue}"]`)).toBeChecked();
  await expect(page.getByLabel('Ordenar por')).toHaveValue('price-low');
  await expect(page.locator('main article h3')).toHaveText(names);
});

test("the pager's next page is a step in the history: Back returns to the first page and its products", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Search for a word most names hold: more products than a page of 24 in the e2e seed.
  await page.goto('/search?q=em');
  await hydrated(page);
  const firstNames = await page.locator('main article h3').allTextContents();
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: /2/ }).first().click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.locator('main article h3').first()).not.toHaveText(firstNames[0]!);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=em$/);
  await expect(page.locator('main article h3')).toHaveText(firstNames);
});

test('search finds a product by a word of its name typed without accents', async ({ page, request, apiUrl }) => {
  const response = await request.get(`${apiUrl}/v1/products?locale=pt&page=1&per_page=100`);
  const products = ((await response.json()) as { data: { name: string }[] }).data;
  const accented = products.flatMap((p) => p.name.split(/\s+/).map((word) => ({ word, name: p.name }))).find(({ word }) => word.length > 3 && plain(word) !== word);
  expect(accented, 'the seed has a product name with an accented word').toBeTruthy();
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await hydrated(page);
  const box = page.locator('header').getByRole('combobox');
  await box.fill(plain(accented!.word).toLowerCase());
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.locator('main article h3').filter({ hasText: accented!.name }).first()).toBeVisible();
});

test('with JavaScript disabled listings and product pages still show their content', async ({ browser, baseURL, expected }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'pt-PT' });
  await expected.watchContext(context);
  const page = await context.newPage();
  await page.goto('/catalog/segment/moda-mulher');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  // The filter panel is a GET form: checking a brand and submitting filters the listing.
  const brand = page.locator('main aside input[name="brands"]').first();
  const value = await brand.getAttribute('value');
  await brand.check();
  await page.locator('main aside form button[type="submit"]').last().click();
  await expect(page).toHaveURL(new RegExp(`brands=${value}`));
  await expect(cards.first()).toBeVisible();
  const name = (await page.locator('main article h3 a').first().textContent())!.trim();
  await page.locator('main article h3 a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('main').getByText(/€/).first()).toBeVisible();
  await context.close();
});

test('a long filter group shows eight values and the rest on request; without JavaScript every value is in the form', async ({ page, browser, baseURL, expected }) => {
  // `de` is in most seeded names: the search spans segments, with more categories and brands than a group shows.
  const path = '/search?q=de';
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await hydrated(page);
  const more = /^Ver mais (\d+)$/;
  const legend = await page.locator('main aside fieldset').filter({ has: page.getByRole('button', { name: more }) }).first().locator('legend').textContent();
  const group = page.locator('main aside').getByRole('group', { name: legend!, exact: true });
  const button = group.getByRole('button', { name: more });
  const hidden = Number(more.exec((await button.textContent())!)![1]);
  await expect(group.getByRole('checkbox')).toHaveCount(8);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(group.getByRole('checkbox')).toHaveCount(8 + hidden);
  await expect(group.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
  const last = group.getByRole('checkbox').last();
  const name = (await last.getAttribute('name'))!;
  const value = (await last.getAttribute('value'))!;
  await last.check();
  await expect(page).toHaveURL(new RegExp(`${name}=${value}`));

  // Without JavaScript the same values are all in the GET form (they wait in a <noscript> with scripts on).
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'pt-PT', viewport: DESKTOP });
  await expected.watchContext(context);
  const plainPage = await context.newPage();
  await plainPage.goto(path);
  const plainGroup = plainPage.locator(`main aside fieldset:has(input[name="${name}"])`);
  await expect(plainGroup.locator('input[type="checkbox"]')).toHaveCount(8 + hidden);
  await expect(plainGroup.getByRole('button', { name: more })).toBeHidden();
  await plainGroup.locator(`input[value="${value}"]`).check();
  await plainPage.locator('main aside form button[type="submit"]').last().click();
  await expect(plainPage).toHaveURL(new RegExp(`${name}=${value}`));
  await expect(plainPage.locator('main article').first()).toBeVisible();
  await context.close();
});

test('a product slug of another locale answers 301 to the right one', async ({ request, apiUrl }) => {
  const response = await request.get(`${apiUrl}/v1/products?locale=pt&page=1&per_page=24`);
  const products = (await response.json()) as { data: { slug: string; translations: Record<string, { slug?: string }> }[] };
  const product = products.data.find((p) => p.translations.fr?.slug && p.translations.fr.slug !== p.slug);
  expect(product, 'the seed has a product whose French slug differs').toBeTruthy();
  const redirect = await request.get(`/fr/product/${product!.slug}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`/fr/product/${product!.translations.fr!.slug}`);
  const page = await request.get(`/fr/product/${product!.translations.fr!.slug}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
});

test("a category chosen on a listing stays chosen after a switch to English, named in English (a 301 to its English slug)", async ({ page, request, apiUrl }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/segment/moda-mulher');
  await hydrated(page);
  const sidebar = page.locator('main aside');
  const categories = sidebar.getByRole('group', { name: /Categorias/ }).getByRole('checkbox');
  // A category whose English slug differs from its Portuguese one (the segment's own is its parent).
  const answer = await request.get(`${apiUrl}/v1/categories?locale=en&segment=moda-mulher`);
  const inEnglish = ((await answer.json()) as { data: { name: string; slug: string; level: number; translations: { locale: string; slug?: string }[] }[] }).data;
  const offered = await categories.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  const category = inEnglish.find((entry) => entry.level !== 0 && offered.includes(entry.translations.find((t) => t.locale === 'pt')?.slug ?? '') && entry.translations.find((t) => t.locale === 'pt')?.slug !== entry.slug);
  expect(category, 'the seed has a women\'s category named differently in English').toBeTruthy();
  const portuguese = category!.translations.find((t) => t.locale === 'pt')!.slug!;
  await sidebar.locator(`input[name="categories"][value="${portuguese}"]`).check();
  await expect(page).toHaveURL(new RegExp(`[?&]categories=${portuguese}(&|$)`));

  const redirect = await request.get(`/en/segment/moda-mulher?categories=${portuguese}&sort=newest`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe(`/en/segment/moda-mulher?categories=${category!.slug}&sort=newest`);

  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/segment/moda-mulher\\?categories=${category!.slug}$`));
  await hydrated(page);
  await expect(sidebar.locator(`input[name="categories"][value="${category!.slug}"]`)).toBeChecked();
  await expect(page.locator('main').getByRole('button', { name: `Remove filter: ${category!.name}` })).toBeVisible();
});

test('robots.txt and sitemap.xml list the public pages in every language', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/fr\/product\/[a-z0-9-]+<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/en\/segment\/casa<\/loc>/);
  expect(xml).toContain('hreflang="x-default"');
});

test("the card's eye opens the quick view with a link to the product page", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/catalog/segment/casa');
  await hydrated(page);
  const card = page.locator('main article').first();
  const name = (await card.locator('h3').textContent())!.trim();
  await card.hover();
  await card.getByRole('button', { name: 'Vista rápida' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await expect(dialog.locator('a[href^="/product/"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the Filters button opens the drawer below 1024px and is absent on desktop, where the sidebar shows the filters', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/catalog/segment/moda-mulher');
  await hydrated(page);
  const toolbar = page.getByRole('form', { name: /./ }).filter({ has: page.getByLabel('Ordenar por') });
  await expect(page.locator('main aside')).toBeVisible();
  await expect(toolbar.getByRole('button', { name: /^Filtros/ })).toHaveCount(0);

  await page.setViewportSize(TABLET);
  await expect(page.locator('main aside')).toBeHidden();
  await toolbar.getByRole('button', { name: /^Filtros/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
});

test("a brand's page, reached from a product page, is titled with the brand as it is written", async ({ page, apiProducts }) => {
  await page.setViewportSize(DESKTOP);
  // A brand whose name its address cannot spell: accents or an ampersand ('Maré Alta' is /catalog/brand/mare-alta).
  const product = (await apiProducts('pt')).find((candidate) => candidate.brand && plain(candidate.brand.name) !== candidate.brand.name);
  expect(product, 'the seed has a brand with an accent').toBeDefined();
  const brand = product!.brand!;
  await page.goto(`/product/${product!.slug}`);
  await hydrated(page);
  await page.getByRole('link', { name: brand.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/catalog/brand/${brand.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
  await expect(page).toHaveTitle(new RegExp(`^${brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  // The server's page says it the same way.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
  await expect(page.getByRole('navigation', { name: 'Caminho de navegação' })).toContainText(brand.name);
});
