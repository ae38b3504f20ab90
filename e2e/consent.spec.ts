import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, singleVariantProducts, test } from './fixtures';
import { freePort } from './global-setup';

/**
 * §7 analytics with consent, against the product with a tag manager configured (GTM_ID=GTM-E2ETEST, its own
 * web tier in front of the suite's API: scripts/web.ts). The tag manager's host is answered by a fake
 * script (route interception), so the test sees every request a tracker would get and whether the script ran.
 */
const GTM_ID = 'GTM-E2ETEST';
const TRACKERS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|facebook\.|hotjar\./;
/** The fake container: it only says it ran, with the nonce its script element carried. */
const FAKE_GTM = `window.__tagManagerRan = { nonce: document.currentScript && document.currentScript.nonce };`;

let site: ChildProcess | null = null;
let port = 0;

test.beforeAll(async () => {
  port = await freePort();
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/web.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: process.env.E2E_API_URL,
      PUSHER_APP_KEY: process.env.E2E_PUSHER_APP_KEY,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      GTM_ID,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site = child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Web: ')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the tagged site exited with ${code}:\n${output}`)));
    setTimeout(() => reject(new Error(`the tagged site did not start:\n${output}`)), 60_000).unref();
  });
});

test.afterAll(() => {
  site?.kill('SIGTERM');
});

/** Every request the browser makes to a tracker's host, answered by the fake container. */
async function watchTrackers(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  context.on('request', (request) => {
    if (TRACKERS.test(new URL(request.url()).hostname)) requests.push(request.url());
  });
  await context.route(TRACKERS, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_GTM }));
  return requests;
}

const banner = (page: Page) => page.getByRole('region', { name: 'A sua privacidade' });
const siteUrl = (siteHost: string, pathname = '/') => `http://${siteHost}:${port}${pathname}`;

/** The data layer's entries, the gtag commands (Arguments objects) as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );

const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value;

test('no request reaches a tracker before consent; accept all loads the tag manager under the page nonce, and the next page loads it from the server', async ({ page, context, siteHost }) => {
  const trackers = await watchTrackers(context);
  await page.goto(siteUrl(siteHost));
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  // Consent Mode v2's default is the data layer's first entry: every signal denied.
  const [first] = await dataLayer(page);
  expect(first).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' })]);
  // Equally prominent choices, and the page behind stays usable.
  await expect(banner(page).getByRole('button', { name: 'Rejeitar todos' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(trackers).toEqual([]);

  await banner(page).getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => trackers).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerRan?: { nonce: string } }).__tagManagerRan)).toBeTruthy();
  const nonces = await page.evaluate(() => ({
    tag: (window as unknown as { __tagManagerRan: { nonce: string } }).__tagManagerRan.nonce,
    page: document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce,
  }));
  expect(nonces.tag).toBeTruthy();
  expect(nonces.tag).toBe(nonces.page);
  expect(await dataLayer(page)).toContainEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
  expect(await consentCookie(context)).toBe('analytics.marketing');

  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __tagManagerRan?: unknown }).__tagManagerRan))).toBe(true);
  await expect(banner(page)).toHaveCount(0);
  expect(trackers).toHaveLength(2);
});

test('reject all: nothing loads, the choice survives a reload, and the footer cookie settings reopen the banner', async ({ page, context, siteHost }) => {
  const trackers = await watchTrackers(context);
  await page.goto(siteUrl(siteHost));
  await hydrated(page);
  await banner(page).getByRole('button', { name: 'Rejeitar todos' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toBe('none');

  await page.reload();
  await hydrated(page);
  // Someone who chose is not asked again, not even for a moment.
  await page.waitForTimeout(1_000);
  await expect(banner(page)).toHaveCount(0);
  expect(trackers).toEqual([]);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Definições de cookies' });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading', { name: 'A sua privacidade' })).toBeFocused();
  await banner(page).getByRole('button', { name: 'Escolher por finalidade' }).click();
  await banner(page).getByRole('checkbox', { name: 'Análise' }).check();
  await banner(page).getByRole('button', { name: 'Guardar escolhas' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  expect(await consentCookie(context)).toBe('analytics');
  await expect.poll(() => trackers).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
  expect(await dataLayer(page)).toContainEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }]);
});

test('the banner shows without moving anything on the page (no layout shift)', async ({ page, context, siteHost }) => {
  await watchTrackers(context);
  await page.addInitScript(() => {
    const record = window as unknown as { __shifts: { at: number; value: number; nodes: string[] }[]; __bannerAt?: number };
    record.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        // A source inside the banner, or the page's own nodes (the header's menu moves by 0.00014 on a desktop, banner or not).
        const nodes = (entry.sources ?? []).map(({ node }) => (node instanceof Element && node.closest('section[aria-labelledby]') ? 'banner' : (node?.nodeName ?? '?')));
        if (!entry.hadRecentInput) record.__shifts.push({ at: entry.startTime, value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (record.__bannerAt === undefined && document.querySelector('section[aria-labelledby]')) record.__bannerAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(siteUrl(siteHost));
  await hydrated(page);
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(500);
  const { shifts, bannerAt } = await page.evaluate(() => {
    const record = window as unknown as { __shifts: { at: number; value: number; nodes: string[] }[]; __bannerAt: number };
    return { shifts: record.__shifts, bannerAt: record.__bannerAt };
  });
  // The banner never shifts, and the page stays within e2e/layout-shift.spec.ts's budget with it.
  expect(bannerAt).toBeGreaterThan(0);
  expect(shifts.filter((shift) => shift.nodes.includes('banner'))).toEqual([]);
  expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThanOrEqual(0.01);
});

/** A navigation in the browser, the page not reloaded: the header's search on a desktop, the bottom bar's on a phone. */
async function searchInTheBrowser(page: Page) {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  if (phone) {
    await page.getByRole('link', { name: 'Pesquisar', exact: true }).click();
  } else {
    const box = page.locator('header').getByRole('combobox');
    await box.fill('capa');
    await box.press('Enter');
  }
  await expect(page).toHaveURL(/\/search/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  const url = new URL(page.url());
  return url.pathname + url.search;
}

const pageViews = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => (entry as { event?: string }).event === 'page_view') as { page_path: string; page_referrer: string; page_location: string }[];

test('after consent the data layer gets page_view after a client navigation and add_to_cart in EUR with the product tracking fields', async ({ page, context, siteHost, request, apiUrl }) => {
  await watchTrackers(context);
  await page.goto(siteUrl(siteHost));
  await hydrated(page);
  await banner(page).getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(['/']);

  const searchPath = await searchInTheBrowser(page);
  await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(['/', searchPath]);
  const [landing, search] = await pageViews(page);
  expect(search!.page_referrer).toBe(landing!.page_location);

  const products = await singleVariantProducts(request, apiUrl);
  const product = products.find((candidate) => candidate.offers.some((offer) => offer.stock >= 8))!;
  const offer = product.offers.find((candidate) => candidate.stock >= 8)!;
  await page.goto(siteUrl(siteHost, `/product/${product.slug}`));
  await hydrated(page);
  await page.getByRole('button', { name: `Adicionar ao carrinho: ${offer.seller}` }).first().click();
  const addToCart = async () => (await dataLayer(page)).find((entry) => (entry as { event?: string }).event === 'add_to_cart') as { ecommerce: { currency: string; items: Record<string, unknown>[] } } | undefined;
  await expect.poll(async () => (await addToCart())?.ecommerce.currency).toBe('EUR');
  const [item] = (await addToCart())!.ecommerce.items;
  expect(item).toMatchObject({ offer_id: offer.offerId, quantity: 1 });
  expect(Object.keys(item!)).toEqual(
    expect.arrayContaining(['ean', 'offer_id', 'variant_uuid', 'product_id', 'name', 'price', 'original_price', 'quantity', 'brand', 'category', 'color', 'size', 'seller', 'coupon']),
  );
});
