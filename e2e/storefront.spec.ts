import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';

/** The newest products the home page shows (features/catalog HOME_NEW_ARRIVALS; e2e may not import the app). */
const HOME_NEW_ARRIVALS = 12;

test('the server HTML of / already holds the first product names and EUR prices', async ({ request, apiProducts }) => {
  const products = (await apiProducts('pt')).slice(0, HOME_NEW_ARRIVALS);
  expect(products).toHaveLength(HOME_NEW_ARRIVALS);
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<html lang="pt-PT">');
  for (const product of [products[0]!, products.at(-1)!]) {
    expect(html).toContain(product.name.replace(/&/g, '&amp;'));
    expect(html).toContain(`href="/product/${product.slug}"`);
  }
  expect(html).toMatch(/\d+,\d{2}\s€/);
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
});

/** The modules a page's loader names (app/server/scriptsAfterPaint.ts; e2e may not import the app). */
function loaderOf(html: string): { tag: string; entry: string; preloads: string[] } {
  const tag = /<script[^>]*\sid="__STOREFRONT_SCRIPTS__"[^>]*>/.exec(html)?.[0] ?? '';
  return {
    tag,
    entry: /\sdata-entry="([^"]*)"/.exec(tag)?.[1] ?? '',
    preloads: (/\sdata-preloads="([^"]*)"/.exec(tag)?.[1] ?? '').split(' ').filter(Boolean),
  };
}

test("the page's message catalogue parts are preloaded with the entry, and they are the ones the browser loads", async ({ page, request }) => {
  // A storefront page needs only the storefront's texts (the account's, the purchase's and the dialogs' come with their pages).
  const MESSAGES = /^\/assets\/([a-z]{2})\.([a-z]+)\.messages-[^/]+\.js$/;
  const messagesOf = (html: string) => loaderOf(html).preloads.filter((url) => MESSAGES.test(url));
  for (const [path, locale] of [['/', 'pt'], ['/fr/campaigns', 'fr']] as const) {
    const html = await (await request.get(path)).text();
    expect(messagesOf(html).map((url) => MESSAGES.exec(url)!.slice(1, 3).join('.')), path).toEqual([`${locale}.storefront`]);
    expect(loaderOf(html).tag).toMatch(/nonce="[^"]+"/);
  }
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (MESSAGES.test(new URL(request.url()).pathname)) loaded.push(new URL(request.url()).pathname);
  });
  await page.goto('/fr/campaigns');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const html = await (await request.get('/fr/campaigns')).text();
  expect([...new Set(loaded)]).toEqual(messagesOf(html));
});

test("the product page's chunk is preloaded with the entry, and it is the one the browser loads", async ({ page, request, apiProducts }) => {
  const path = `/product/${(await apiProducts('pt'))[0]!.slug}`;
  const html = await (await request.get(path)).text();
  const chunk = loaderOf(html).preloads.find((url) => url.startsWith('/assets/ProductPage-'));
  expect(chunk).toBeTruthy();
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/ProductPage-')) loaded.add(pathname);
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect([...loaded]).toEqual([chunk]);
});

test('a page paints before it requests its scripts, then requests them all at once and hydrates', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
    html: document.documentElement.outerHTML,
  }));
  expect(timings.paint).toBeLessThan(Infinity);
  expect(timings.scripts.length).toBeGreaterThan(5);
  expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.paint);
  // No module tag in the HTML as sent: the loader adds them.
  const sent = await (await page.request.get('/')).text();
  expect(sent).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  expect(loaderOf(sent).entry).toMatch(/^\/assets\/index-[^/]+\.js$/);
});

test('hashed build files are sent as compressed at build time (brotli 11) and cached as immutable', async ({ request }) => {
  const script = loaderOf(await (await request.get('/')).text()).entry;
  expect(script).toMatch(/^\/assets\/index-[^/]+\.js$/);
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  // The build's own `.br` beside the script (app/server/precompress.ts), not one compressed on the way.
  expect(Number(asset.headers()['content-length'])).toBe(statSync(path.resolve(import.meta.dirname, '../dist/client', `.${script!}.br`)).size);
  expect(asset.headers()['vary']).toContain('accept-encoding');
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
});

test('hydrates without calling the API, then switches to English via the switcher', async ({ page, baseURL, apiProducts }) => {
  // The page's data calls only: the browser session's own start-up calls are expected — the first
  // visit's attribution tracking (§4, a direct first touch) and the coupon list (§4 Discounts: loads on
  // init); a new visitor has no stored cart to load.
  const apiCalls: string[] = [];
  const trackCalls: string[] = [];
  const sessionStartCalls = ['/v1/discounts', '/v1/carts/'];
  page.on('request', (request) => {
    // The browser calls the API on the page's own origin (one origin).
    if (!request.url().startsWith(baseURL!) || request.resourceType() !== 'fetch') return;
    if (sessionStartCalls.some((path) => request.url().startsWith(`${baseURL}${path}`))) return;
    (request.url().includes('/v1/utm/') ? trackCalls : apiCalls).push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const [pt] = await apiProducts('pt');
  await expect(page.getByRole('heading', { name: pt!.name }).first()).toBeVisible();
  expect(apiCalls).toEqual([]);
  await expect.poll(() => trackCalls).toEqual([`${baseURL}/v1/utm/track`]);

  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const [en] = await apiProducts('en');
  await expect(page.getByRole('heading', { name: en!.name }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => localStorage.getItem('preferred-locale'))).toBe('en');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_locale');
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);

  // The saved preference now brings the visitor back to English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
});

test("a client navigation gives the document the new page's title, the one the server gives it, in pt and in en", async ({ page, context, apiProducts }) => {
  for (const locale of ['pt', 'en'] as const) {
    const [product] = await apiProducts(locale);
    await page.goto(locale === 'pt' ? '/' : '/en');
    await hydrated(page);
    const homeTitle = await page.title();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // A search from the header moves the page with the router (no document is loaded).
    const word = product!.name.split(' ')[0]!;
    const box = page.locator('header').getByRole('combobox');
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect.poll(() => page.title(), { message: locale }).not.toBe(homeTitle);
    const title = await page.title();
    expect(title, locale).toContain(word);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    // The title a shopper who loads that address gets.
    const loaded = await context.newPage();
    await loaded.goto(page.url());
    expect(title).toBe(await loaded.title());
    await loaded.close();
  }
});

test('a first visit in a French browser goes to /fr with the cookie saved; the cookie then decides, on prefixed paths too; crawlers stay', async ({ browser, baseURL, expected }) => {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
  await expected.watchContext(context);
  const page = await context.newPage();
  const first = await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
  expect(first!.request().redirectedFrom()?.url()).toBe(`${baseURL}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  const saved = async () => (await context.cookies()).find((c) => c.name === 'i18n_locale');
  expect(await saved()).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
  // The saved language decides (§2): a page asked in another language is served in French.
  await page.goto('/es/campaigns');
  await expect(page).toHaveURL(/\/fr\/campaigns$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await page.goto('/campaigns');
  await expect(page).toHaveURL(/\/fr\/campaigns$/);
  expect((await saved())?.value).toBe('fr');
  await context.close();

  const crawler = await browser.newContext({ baseURL, locale: 'fr-FR', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const bot = await crawler.request.get('/', { maxRedirects: 0 });
  expect(bot.status()).toBe(200);
  expect(bot.headers()['set-cookie']).toBeUndefined();
  await crawler.close();
});

test("an unknown path answers 404 with 'Page not found' and the path", async ({ request, page, expected }) => {
  expected.response(/\/en\/no\/such-page$/, 404);
  const response = await request.get('/en/no/such-page');
  expect(response.status()).toBe(404);
  await page.goto('/en/no/such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('/en/no/such-page')).toBeVisible();
});

test('old /user/* paths answer 301 to /account/*, keeping locale prefix and query', async ({ request }) => {
  const orders = await request.get('/user/orders', { maxRedirects: 0 });
  expect(orders.status()).toBe(301);
  expect(orders.headers().location).toBe('/account/orders');
  const notifications = await request.get('/en/user/notifications?x=1', { maxRedirects: 0 });
  expect(notifications.status()).toBe(301);
  expect(notifications.headers().location).toBe('/en/account/preferences?x=1');
});

test('with JavaScript disabled the home page shows products and the switcher still works', async ({ browser, baseURL, expected, apiProducts }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'pt-PT' });
  await expected.watchContext(context);
  const page = await context.newPage();
  await page.goto('/');
  const products = await apiProducts('pt');
  await expect(page.getByRole('heading', { name: products[0]!.name }).first()).toBeVisible();
  await expect(page.locator('main ul[aria-labelledby="home-heading"]').getByRole('heading', { level: 2 })).toHaveCount(HOME_NEW_ARRIVALS);
  await page.getByRole('link', { name: 'Français' }).first().click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  const [fr] = await apiProducts('fr');
  await expect(page.getByRole('heading', { name: fr!.name }).first()).toBeVisible();
  await context.close();
});

for (const [path, label, heading] of [
  ['/segment/moda-mulher', 'Saltar para o conteúdo', 'Mulher'],
  ['/en/segment/moda-mulher', 'Skip to content', 'Women'],
] as const) {
  test(`a keyboard's first Tab offers '${label}', which skips the header and its menus to the page`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    await hydrated(page);
    const skip = page.getByRole('link', { name: label });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes on inside the page, past the header's menus.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
