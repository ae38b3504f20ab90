import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, hydrated, singleVariantProducts, test } from './fixtures';
import type { CatalogueOffer, CatalogueProduct } from './fixtures';
import { patchAdmin } from './realtime-fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TEXTS = {
  pt: { home: '/', bar: 'Navegação rápida', search: 'Pesquisar', field: 'Pesquisar na loja', menu: 'Menu', language: 'Idioma', word: 'vestido' },
  en: { home: '/en', bar: 'Quick navigation', search: 'Search', field: 'Search the shop', menu: 'Menu', language: 'Language', word: 'dress' },
} as const;

/** The chat launcher's name (locales/pt.json assistant.launcher). */
const LAUNCHER = 'Ajuda';
const euros = (amount: number) => new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(amount);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? null);

interface ApiOffer {
  uuid: string;
  offer_id: number;
}

/** An offer's operator uuid (the catalogue's `uuid`) by its offer id. */
async function offerUuid(request: APIRequestContext, apiUrl: string, slug: string, offerId: number): Promise<string> {
  const response = await request.get(`${apiUrl}/v1/products/${slug}?locale=pt`);
  expect(response.ok()).toBe(true);
  const product = (await response.json()) as { data: { variants: { offers: ApiOffer[] }[] } };
  return product.data.variants.flatMap((v) => v.offers).find((o) => o.offer_id === offerId)!.uuid;
}

/**
 * A product of its own for a test that changes stock: taken from the end of the catalogue (the other
 * specs pick from its start), its first offer with enough stock to give back afterwards.
 */
async function productToChange(request: APIRequestContext, apiUrl: string, index: number): Promise<{ product: CatalogueProduct; offer: CatalogueOffer; uuid: string }> {
  const products = (await singleVariantProducts(request, apiUrl)).filter((p) => p.offers.length > 0 && p.offers[0]!.stock > 5);
  const product = products[products.length - 1 - index]!;
  const offer = product.offers[0]!;
  return { product, offer, uuid: await offerUuid(request, apiUrl, product.slug, offer.offerId) };
}

for (const locale of ['pt', 'en'] as const) {
  const text = TEXTS[locale];

  test(`phone (${locale}): the bottom bar's search opens a focused field, whose results come in two columns and a plain load does not take the focus`, async ({ page }) => {
    await page.goto(text.home);
    await hydrated(page);
    await page.getByRole('navigation', { name: text.bar }).getByRole('link', { name: text.search }).tap();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole('combobox', { name: text.field });
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    const box = (await field.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);

    await field.fill(text.word);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${text.word}$`));
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y).toBe(first.y);
    // The field shows the words searched for, so the results start in the first half of the screen; the
    // page's title stays for screen readers.
    expect(first.y).toBeLessThan(844 / 2);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(text.word) })).toHaveCount(1);

    // A filter button opens the sheet of the search's facets.
    await page.getByRole('button', { name: /^(Filtros|Filters)/ }).tap();
    const sheet = page.getByRole('dialog', { name: /^(Filtros|Filters)$/ });
    await expect(sheet.getByRole('checkbox').first()).toBeVisible();
    // Its footer says how many products the chosen filters leave, and takes the shopper back to them.
    await sheet.getByRole('checkbox').first().check();
    const showResults = sheet.getByRole('button', { name: /^(Ver|Show) \d+ (resultados?|results?)$/ });
    await expect(showResults).toBeVisible();
    const left = (await showResults.textContent())!.match(/\d+/)![0];
    await showResults.tap();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(new RegExp(`^${left} (produtos?|products?)$`))).toBeVisible();

    // A reload (history state and all) is a plain load: the field keeps the words, not the focus.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('combobox', { name: text.field })).toHaveValue(text.word);
    expect(await focusedName(page)).toBe('BODY');
  });

  test(`phone (${locale}): the menu sheet's search box leads to a focused field`, async ({ page }) => {
    await page.goto(text.home);
    await hydrated(page);
    await page.getByRole('navigation', { name: text.bar }).getByRole('button', { name: text.menu }).tap();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('searchbox', { name: text.field }).tap();
    await expect(page).toHaveURL(/\/search$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('combobox', { name: text.field })).toBeFocused();
  });

  test(`phone (${locale}): the language switcher is one short row above the logo`, async ({ page }) => {
    await page.goto(text.home);
    const switcher = page.getByRole('navigation', { name: text.language, exact: true }).first();
    const box = (await switcher.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(40);
    const links = switcher.getByRole('link');
    await expect(links).toHaveCount(4);
    const tops = await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await expect(switcher.getByRole('link', { name: 'Português' })).toBeVisible();
  });
}

test("phone: 'Últimas unidades' stays clear of the wishlist heart", async ({ page, request, apiUrl }) => {
  const { product, offer, uuid } = await productToChange(request, apiUrl, 0);
  // §2: 'Last units' when the first offer's initial stock is 1 to 5 (reserved units count in it).
  await patchAdmin(request, `${apiUrl}/v1/admin/offers/${uuid}`, { stock: 2 });
  try {
    await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
    const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: product.name }) }).first();
    const badge = card.getByText('Últimas unidades');
    await expect(badge).toBeVisible();
    const heart = card.getByRole('button', { name: 'Adicionar à wishlist' });
    const [b, h] = [(await badge.boundingBox())!, (await heart.boundingBox())!];
    const overlaps = b.x < h.x + h.width && h.x < b.x + b.width && b.y < h.y + h.height && h.y < b.y + b.height;
    expect(overlaps, `badge ${JSON.stringify(b)} heart ${JSON.stringify(h)}`).toBe(false);
  } finally {
    await patchAdmin(request, `${apiUrl}/v1/admin/offers/${uuid}`, { stock: offer.stock });
  }
});

test("phone: a sold-out offer's button says 'Esgotado' and is disabled", async ({ page, request, apiUrl }) => {
  const { product, offer, uuid } = await productToChange(request, apiUrl, 1);
  await patchAdmin(request, `${apiUrl}/v1/admin/offers/${uuid}`, { stock: 0 });
  try {
    await page.goto(`/product/${product.slug}`);
    await hydrated(page);
    const button = page.getByRole('button', { name: `Esgotado: ${offer.seller}` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveText('Esgotado');
    await expect(page.getByRole('button', { name: `Adicionar ao carrinho: ${offer.seller}` })).toHaveCount(0);
  } finally {
    await patchAdmin(request, `${apiUrl}/v1/admin/offers/${uuid}`, { stock: offer.stock });
  }
});

test("phone: a product's first screen holds its name, price and buy button, and they stay on screen as the page scrolls", async ({ page, request, apiUrl }) => {
  const products = (await singleVariantProducts(request, apiUrl)).filter((p) => p.offers.length > 0 && p.offers[0]!.stock >= 5);
  const product = products[Math.floor(products.length / 2)]!;
  const offer = product.offers[0]!;
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  const bar = page.getByRole('region', { name: 'Comprar' });
  const onScreen = async () => {
    const box = (await bar.boundingBox())!;
    expect(box.y).toBeGreaterThan(844 / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  };
  await expect(bar).toBeVisible();
  await onScreen();
  await expect(bar).toContainText(product.name);
  await expect(bar).toContainText(euros(offer.price));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await onScreen();
  // The chat launcher sits above the bar, never over its button.
  const buy = bar.getByRole('button', { name: 'Adicionar ao carrinho', exact: true });
  const chat = page.getByRole('button', { name: LAUNCHER, exact: true });
  await expect(chat).toBeVisible();
  const launcher = (await chat.boundingBox())!;
  const button = (await buy.boundingBox())!;
  expect(launcher.y + launcher.height).toBeLessThanOrEqual(button.y);
  // It buys the first offer, as the offer list's first button does.
  await buy.tap();
  await expect(page.getByRole('dialog', { name: /^Carrinho/ }).getByRole('article', { name: product.name })).toBeVisible();
});

/** What the footer shows, as boxes, that a piece fixed to the screen (bottom bar, buy bar, chat launcher) covers. */
async function coveredFooterLines(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const fixed = [...document.body.querySelectorAll('*')]
      .filter((element) => getComputedStyle(element).position === 'fixed' && element.checkVisibility())
      .map((element) => ({ name: element.getAttribute('aria-label') ?? element.tagName, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.top < innerHeight);
    const shown = [...document.querySelectorAll('footer a, footer button, footer p')].map((element) => ({ text: (element.textContent ?? '').trim().slice(0, 30), box: element.getBoundingClientRect() }));
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return shown.flatMap((line) => fixed.filter((piece) => overlaps(line.box, piece.box)).map((piece) => `${line.text} under ${piece.name}`));
  });
}

test('phone: at the end of a product page and of a listing, nothing fixed to the screen covers the footer', async ({ page, request, apiUrl }) => {
  const [product] = await singleVariantProducts(request, apiUrl);
  for (const path of [`/product/${product!.slug}`, '/segment/moda-mulher']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('button', { name: LAUNCHER, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await coveredFooterLines(page), path).toEqual([]);
  }
});

test('phone: every card button of a listing holds its whole label, in each language', async ({ page }) => {
  for (const prefix of ['', '/en', '/es', '/fr']) {
    await page.goto(`${prefix}/segment/moda-homem`);
    await hydrated(page);
    const clipped = await page.locator('article a[aria-describedby]').evaluateAll((buttons) =>
      buttons.filter((button) => button.scrollWidth > button.clientWidth).map((button) => button.textContent),
    );
    expect(clipped, prefix || '/').toEqual([]);
  }
});

async function addTwice(page: Page, product: CatalogueProduct, offer: CatalogueOffer): Promise<Locator> {
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: `Adicionar ao carrinho: ${offer.seller}` }).tap();
  const drawer = page.getByRole('dialog', { name: /^Carrinho/ });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: `Aumentar a quantidade de ${product.name}` }).tap();
  await expect(drawer.getByRole('group', { name: `Quantidade de ${product.name}` })).toContainText('2');
  return drawer;
}

test('phone: a line of two shows its total and unit price, in the drawer and on /cart; checkout opens at the top and back returns to the cart where it was', async ({ page, request, apiUrl }) => {
  const products = await singleVariantProducts(request, apiUrl);
  const product = products.find((p) => p.offers.some((o) => o.stock >= 8))!;
  const offer = product.offers.find((o) => o.stock >= 8)!;
  const drawer = await addTwice(page, product, offer);
  const total = euros(Math.round(offer.price * 200) / 100);
  const unit = `${euros(offer.price)} por unidade`;
  const line = drawer.getByRole('article', { name: product.name });
  await expect(line.getByText(total, { exact: true })).toBeVisible();
  await expect(line.getByText(unit)).toBeVisible();

  await drawer.getByRole('link', { name: 'Ver carrinho' }).tap();
  await expect(page).toHaveURL(/\/cart\/[0-9a-f-]+$/);
  const pageLine = page.locator('main').getByRole('article', { name: product.name });
  await expect(pageLine.getByText(total, { exact: true })).toBeVisible();
  await expect(pageLine.getByText(unit)).toBeVisible();

  const checkout = page.locator('main').getByRole('button', { name: 'Finalizar compra' }).or(page.locator('main').getByRole('link', { name: 'Finalizar compra' })).first();
  await checkout.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const cartScroll = await page.evaluate(() => window.scrollY);
  expect(cartScroll).toBeGreaterThan(100);
  await checkout.tap();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/cart\/[0-9a-f-]+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(cartScroll);
});

test.describe('desktop mega menu', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test('following a link in the mega menu closes it over the new page, with the mouse still on it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const topMenu = page.locator('header nav li[data-menu-slug] > button').first();
    await topMenu.hover();
    const panel = page.locator(`#${await topMenu.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    const link = panel.locator('a[href*="/catalog/"]:visible').first();
    const target = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('main h1')).toBeVisible();
    // The mouse rests where the link was; a small move over the menu must not open it again.
    const box = (await panel.boundingBox()) ?? { x: 400, y: 300, width: 10, height: 10 };
    await page.mouse.move(box.x + 20, box.y + 20);
    await expect(panel).toBeHidden();
    await expect(topMenu).toHaveAttribute('aria-expanded', 'false');
  });
});
