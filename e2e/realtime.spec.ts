import type { APIRequestContext } from '@playwright/test';
import type { ProductCard } from '../contract';
import { expect, hydrated, singleVariantProducts, test } from './fixtures';
import { applyCouponOnProductPage, DESKTOP, LIVE_WITHIN_MS, patchAdmin, PUSHER_APP_KEY, watchSocket } from './realtime-fixtures';

/**
 * §7 live channels on the real product: the api publishes its writes to the realtime server inside the api
 * process, and the browser (laravel-echo + pusher-js, loaded after hydration) shows them without a reload.
 * Operator changes go through the admin paths with the development admin token (api/config.ts), and every
 * test puts back what it changed, since the other specs run against the same catalogue at the same time.
 */


const euros = (amount: number) => new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(amount);
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The API's products and offers as the contract types them. */
type ApiProduct = ProductCard;

/**
 * Home-page products (page 1) whose card price — the first offer of the first variant, the cheapest — the test
 * may raise (below its pvp, no campaign price) and see change: multi-variant ones (the cart specs use
 * single-variant ones), not the first or 24th card (other specs read those). Raised halfway to its pvp, the
 * offer may stop being the cheapest: the card then shows the next one (`cardPriceAfter`).
 */
async function raisableProducts(request: APIRequestContext, apiUrl: string, perPage = 24) {
  const response = await request.get(`${apiUrl}/v1/products?locale=pt&page=1&per_page=${perPage}`);
  expect(response.ok()).toBe(true);
  const products = ((await response.json()) as { data: ApiProduct[] }).data;
  return products
    .slice(1, perPage - 1)
    .filter((product) => product.variants.length > 1)
    .flatMap((product) => {
      const [offer, ...others] = product.variants[0]?.offers ?? [];
      if (!offer || offer.price_campaign !== null || offer.pvp - offer.price_product < 1) return [];
      if (offer.initial_stock - offer.sold_stock - offer.stock_in_cart - offer.stock_in_checkout <= 0) return [];
      const raised = cents(offer.price_product + (offer.pvp - offer.price_product) / 2);
      const cardPriceAfter = Math.min(raised, ...others.map((other) => other.price_product));
      return cardPriceAfter > offer.price_product ? [{ product, offer, raised, cardPriceAfter }] : [];
    });
}

test('the product page shows a new price without a reload, within one second of the operator’s change', async ({ page, request, apiUrl }) => {
  const candidates = await raisableProducts(request, apiUrl);
  // Two at least: the home-card test takes the first, this one the last.
  expect(candidates.length).toBeGreaterThan(1);
  const { product, offer, raised } = candidates.at(-1)!;
  const subscribed = watchSocket(page).subscribed;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await subscribed(`product_${product.slug}`);
  const offers = page.getByRole('main');
  await expect(offers.getByText(euros(raised))).toHaveCount(0);

  try {
    await patchAdmin(request, `${apiUrl}/v1/admin/offers/${offer.uuid}`, { price: raised });
    await expect(offers.getByText(euros(raised)).first()).toHaveText(euros(raised), { timeout: LIVE_WITHIN_MS });
  } finally {
    await patchAdmin(request, `${apiUrl}/v1/admin/offers/${offer.uuid}`, { price: offer.price_product });
  }
  // The page was never reloaded: the change came over the live channel, and so does the way back.
  await expect(offers.getByText(euros(raised))).toHaveCount(0, { timeout: LIVE_WITHIN_MS });
});

test('a product card on the home page shows the new price while on screen', async ({ page, request, apiUrl }) => {
  const candidates = await raisableProducts(request, apiUrl);
  expect(candidates.length).toBeGreaterThan(1);
  const { product, offer, raised, cardPriceAfter } = candidates[0]!;
  const subscribed = watchSocket(page).subscribed;
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await hydrated(page);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
    .first();
  await card.scrollIntoViewIfNeeded();
  await subscribed(`product_${product.slug}`);
  await expect(card).toContainText(euros(offer.price_product));
  await expect(card.getByText(euros(cardPriceAfter))).toHaveCount(0);

  try {
    await patchAdmin(request, `${apiUrl}/v1/admin/offers/${offer.uuid}`, { price: raised });
    await expect(card.getByText(euros(cardPriceAfter)).first()).toHaveText(euros(cardPriceAfter), { timeout: LIVE_WITHIN_MS });
  } finally {
    await patchAdmin(request, `${apiUrl}/v1/admin/offers/${offer.uuid}`, { price: offer.price_product });
  }
});

test("a coupon deactivated by the operator leaves the open drawer with 'O cupão aplicado foi desativado'", async ({ page, request, apiUrl }) => {
  const code = 'ULTIMOS15';
  const listed = await request.get(`${apiUrl}/v1/discounts`);
  expect(listed.ok()).toBe(true);
  const coupon = ((await listed.json()) as { data: { discount_uuid: string; code: string }[] }).data.find((discount) => discount.code === code)!;
  const products = await singleVariantProducts(request, apiUrl);
  const product = products.at(-1)!;
  const offer = product.offers.find((candidate) => candidate.stock > 2)!;
  const subscribed = watchSocket(page).subscribed;
  await page.setViewportSize(DESKTOP);

  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  const coupons = await applyCouponOnProductPage(page, offer.seller, code);
  await subscribed('discount_list');

  try {
    await patchAdmin(request, `${apiUrl}/v1/admin/discounts/${coupon.discount_uuid}`, { is_active: false });
    await expect(page.getByText('O cupão aplicado foi desativado', { exact: true })).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(coupons.getByRole('article', { name: new RegExp(code) })).toHaveCount(0);
    await expect(coupons.getByRole('region', { name: `Cupão ${code} aplicado` })).toHaveCount(0);
  } finally {
    await patchAdmin(request, `${apiUrl}/v1/admin/discounts/${coupon.discount_uuid}`, { is_active: true });
  }
  // Switched on again, it comes back to the list (an unknown code is added, §4).
  await expect(coupons.getByRole('article', { name: new RegExp(code) })).toBeVisible({ timeout: LIVE_WITHIN_MS });
});

test('opening the cart drawer joins the private checkout channel, authorised by the api through the custom authorizer', async ({ page, request, apiUrl, baseURL }) => {
  const products = await singleVariantProducts(request, apiUrl);
  const product = products.at(-2)!;
  const offer = product.offers.find((candidate) => candidate.stock > 2)!;
  const subscribed = watchSocket(page).subscribed;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);

  // Asked on the page's own origin, which forwards it to the api (one origin).
  const authorized = page.waitForResponse((response) => response.url() === `${baseURL}/broadcasting/auth` && response.request().method() === 'POST');
  await page.getByRole('button', { name: `Adicionar ao carrinho: ${offer.seller}` }).click();
  await expect(page.getByRole('dialog', { name: /^Carrinho/ })).toBeVisible();
  const response = await authorized;
  const cartUuid = await page.evaluate(() => window.localStorage.getItem('cart.uuid'));
  expect(cartUuid).toBeTruthy();

  expect(response.status()).toBe(200);
  // Signed with the api's generated key, the one the web tier handed this page (never the development key).
  expect(PUSHER_APP_KEY).toMatch(/^[0-9a-f]{20}$/);
  expect(await response.json()).toEqual({ auth: expect.stringMatching(new RegExp(`^${PUSHER_APP_KEY}:[0-9a-f]{64}$`)) });
  const sent = response.request();
  expect(sent.postDataJSON()).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), channel_name: `private-checkout.${cartUuid}` });
  expect(sent.headers()['x-session-id']).toMatch(/^[a-z0-9]{40}$/);
  await subscribed(`private-checkout.${cartUuid}`);
});

test('a related card on a product page, shown once the rail is scrolled to, shows the new price', async ({ page, request, apiUrl }) => {
  const candidates = await raisableProducts(request, apiUrl);
  // A product page whose related rail (its category's first products, without it) shows a candidate among
  // its first cards (on screen without scrolling the rail); the first and last candidates are the other tests',
  // and the rest of the catalogue is looked through too, since campaign-priced products cannot be raised.
  const taken = new Set([candidates[0]?.product.slug, candidates.at(-1)?.product.slug]);
  const wider = (await raisableProducts(request, apiUrl, 60)).filter((candidate) => !taken.has(candidate.product.slug));
  let chosen: { candidate: (typeof candidates)[number]; host: string } | null = null;
  for (const candidate of wider) {
    const full = (await (await request.get(`${apiUrl}/v1/products/${candidate.product.slug}?locale=pt`)).json()) as { data: { category: { slug: string } | null } };
    if (!full.data.category) continue;
    const listing = await request.get(`${apiUrl}/v1/products/categories/${full.data.category.slug}?locale=pt&page=1&per_page=13`);
    const slugs = ((await listing.json()) as { data: { slug: string }[] }).data.map((product) => product.slug);
    const host = slugs.find((slug) => slug !== candidate.product.slug);
    const position = slugs.filter((slug) => slug !== host).indexOf(candidate.product.slug);
    if (host && position >= 0 && position < 3) {
      chosen = { candidate, host };
      break;
    }
  }
  expect(chosen, 'a product page shows a raisable product among its first related cards').not.toBeNull();
  const { candidate, host } = chosen!;
  const { product, offer, raised, cardPriceAfter } = candidate;
  const subscribed = watchSocket(page).subscribed;
  await page.setViewportSize(DESKTOP);
  await page.goto(`/product/${host}`);
  await hydrated(page);
  // The rail asks for its cards when it is reached.
  // (One step: the rail's place gives way to the rail while a locator's scroll would wait for it to settle.)
  await page.getByRole('heading', { name: 'Também lhe pode interessar' }).evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
  const card = page.locator(`main article:has(a[href="/product/${product.slug}"])`).first();
  await card.scrollIntoViewIfNeeded();
  await subscribed(`product_${product.slug}`);
  await expect(card).toContainText(euros(offer.price_product));

  try {
    await patchAdmin(request, `${apiUrl}/v1/admin/offers/${offer.uuid}`, { price: raised });
    await expect(card.getByText(euros(cardPriceAfter)).first()).toHaveText(euros(cardPriceAfter), { timeout: LIVE_WITHIN_MS });
  } finally {
    await patchAdmin(request, `${apiUrl}/v1/admin/offers/${offer.uuid}`, { price: offer.price_product });
  }
});
