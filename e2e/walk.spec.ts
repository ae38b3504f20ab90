import type { Page, TestInfo } from '@playwright/test';
import { ACCOUNT_TEXT } from './texts';
import { expect, hydrated, singleVariantProducts, SHOPPER_PASSWORD, test, uniqueEmail } from './fixtures';

/**
 * A new shopper's whole first visit — home → search → product → cart → coupons → register →
 * wishlist — as one walk, in every project (localhost and 127.0.0.1 on a desktop, a 390×844 touch
 * phone) and in two languages. Each step is what a person does with the screen they have: the
 * header's search box on a desktop, the bottom bar's search on a phone. The page watcher fails the
 * walk on any console error, refused write or hydration mismatch along the way.
 */
const TEXT = {
  pt: {
    ...ACCOUNT_TEXT.pt,
    search: 'Pesquisar',
    searchField: 'Pesquisar na loja',
    addTo: (seller: string) => `Adicionar ao carrinho: ${seller}`,
    officialStore: 'Loja Oficial',
    cart: /^Carrinho/,
    coupons: 'Cupões disponíveis',
    couponsDialog: 'Cupões de desconto',
    apply: 'Aplicar',
    applied: (code: string) => `Cupão ${code} aplicado com sucesso!`,
    close: 'Fechar',
    addToWishlist: 'Adicionar à wishlist',
    removeFromWishlist: 'Remover da wishlist',
    wishlistPath: '/account/wishlist',
  },
  en: {
    ...ACCOUNT_TEXT.en,
    search: 'Search',
    searchField: 'Search the shop',
    addTo: (seller: string) => `Add to cart: ${seller}`,
    officialStore: 'Official Store',
    cart: /^Cart/,
    coupons: 'Available coupons',
    couponsDialog: 'Discount coupons',
    apply: 'Apply',
    applied: (code: string) => `Coupon ${code} applied successfully!`,
    close: 'Close',
    addToWishlist: 'Add to wishlist',
    removeFromWishlist: 'Remove from wishlist',
    wishlistPath: '/en/account/wishlist',
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

const isPhone = (testInfo: TestInfo) => testInfo.project.use.isMobile === true;

/** The coupon every cart can take: 15 % with no minimum (seeded ULTIMOS15). */
const COUPON = 'ULTIMOS15';

async function shot(page: Page, testInfo: TestInfo, step: string) {
  await page.screenshot({ path: testInfo.outputPath(`${step}.png`) });
}

async function searchFor(page: Page, testInfo: TestInfo, text: Text, words: string) {
  if (isPhone(testInfo)) {
    // The bottom bar's search opens the search page with its field focused.
    await page.getByRole('navigation', { name: /./ }).last().getByRole('link', { name: text.search }).tap();
    const field = page.getByRole('main').getByRole('combobox', { name: text.searchField });
    await expect(field).toBeFocused();
    await field.fill(words);
    await field.press('Enter');
  } else {
    const field = page.locator('header').getByRole('combobox', { name: text.searchField });
    await field.fill(words);
    await field.press('Enter');
  }
  await expect(page).toHaveURL(/\/search\?q=/);
  await hydrated(page);
}

for (const locale of ['pt', 'en'] as const) {
  const text = TEXT[locale];

  test(`a new shopper's walk: home → search → product → cart → coupon → register → wishlist (${locale})`, async ({ page, request, apiUrl }, testInfo) => {
    test.setTimeout(90_000);
    const products = await singleVariantProducts(request, apiUrl);
    const product = products.find((candidate) => candidate.offers.some((offer) => offer.stock >= 8))!;
    const offer = product.offers.find((candidate) => candidate.stock >= 8)!;
    const localName = (await (await request.get(`${apiUrl}/v1/products/${product.slug}?locale=${locale}`)).json()) as { data: { name: string; slug: string } };

    await page.goto(text.home);
    await hydrated(page);
    await shot(page, testInfo, '1-home');

    await searchFor(page, testInfo, text, localName.data.name);
    const result = page.getByRole('main').getByRole('article').filter({ hasText: localName.data.name }).first();
    await expect(result).toBeVisible();
    await shot(page, testInfo, '2-search');
    // Results use the listing's width, never the filter column's.
    const box = await result.boundingBox();
    expect(box!.width).toBeGreaterThan(140);

    await result.getByRole('link', { name: localName.data.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${localName.data.slug}`));
    await hydrated(page);
    await shot(page, testInfo, '3-product');

    await page.getByRole('button', { name: text.addTo(offer.official ? text.officialStore : offer.vendorName) }).click();
    const drawer = page.getByRole('dialog', { name: text.cart });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: localName.data.name }).first()).toBeVisible();
    await shot(page, testInfo, '4-cart');

    await drawer.getByRole('button', { name: text.coupons }).click();
    const coupons = page.getByRole('dialog', { name: text.couponsDialog });
    await expect(coupons).toBeVisible();
    await coupons.getByRole('article', { name: new RegExp(COUPON) }).getByRole('button', { name: text.apply }).click();
    await expect(page.getByText(text.applied(COUPON), { exact: true })).toBeVisible();
    await shot(page, testInfo, '5-coupon');
    await drawer.getByRole('button', { name: text.close }).first().click();
    await expect(drawer).toBeHidden();

    // Register from the account entry: the header's on a desktop, the bottom bar's on a phone.
    const account = isPhone(testInfo)
      ? page.getByRole('navigation', { name: /./ }).last().getByRole('link', { name: text.account, exact: true })
      : page.locator('header').getByRole('link', { name: text.account, exact: true });
    await (isPhone(testInfo) ? account.tap() : account.click());
    const login = page.getByRole('dialog', { name: text.login });
    await login.getByRole('button', { name: text.createAccount }).click();
    const register = page.getByRole('dialog', { name: text.createAccount });
    await register.getByLabel(text.name, { exact: true }).fill('Inês');
    await register.getByLabel(text.lastname, { exact: true }).fill('Marques');
    await register.getByLabel(text.email, { exact: true }).fill(uniqueEmail(`walk-${locale}`));
    await register.getByLabel(text.password, { exact: true }).fill(SHOPPER_PASSWORD);
    await register.getByLabel(text.confirmation, { exact: true }).fill(SHOPPER_PASSWORD);
    await register.getByRole('checkbox', { name: text.acceptTerms }).check();
    await register.getByRole('button', { name: text.createAccount }).click();
    await expect(page.getByText(text.registered, { exact: true })).toBeVisible();
    await expect(register).toBeHidden();
    await shot(page, testInfo, '6-registered');

    await page.goto(`${locale === 'pt' ? '' : '/en'}/product/${localName.data.slug}`);
    await hydrated(page);
    // The heart turns at once (optimistic); the shopper's next page needs the save to have reached the API.
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /\/users\/wishlist\//.test(response.url()));
    await page.getByRole('button', { name: text.addToWishlist }).first().click();
    await expect(page.getByRole('button', { name: text.removeFromWishlist }).first()).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await page.goto(text.wishlistPath);
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: localName.data.name })).toBeVisible();
    await shot(page, testInfo, '7-wishlist');
  });
}
