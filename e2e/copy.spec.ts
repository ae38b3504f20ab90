import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, singleVariantProducts, test } from './fixtures';
import type { CatalogueOffer, CatalogueProduct } from './fixtures';

/**
 * What a shopper reads on the product page, in the cart and in the coupons drawer: prices written as
 * the page's language writes them, the official store under one name, one delivery promise, and
 * Portuguese pages in European Portuguese.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Offers with this much stock or more stay buyable while parallel tests hold units in their carts. */
const PLENTY = 8;
/** An amount written the English way ('€5.00'), which pt, es and fr pages never show. */
const EURO_FIRST = /€\s?\d/;

const TEXTS = {
  pt: { prefix: '', addTo: 'Adicionar ao carrinho', official: 'Loja Oficial', offers: 'Ofertas dos vendedores', cart: /^Carrinho/, delivery: /Entrega em \d+-\d+ dias úteis/ },
  en: { prefix: '/en', addTo: 'Add to cart', official: 'Official Store', offers: 'Offers from sellers', cart: /^Cart/, delivery: /Delivery in \d+-\d+ working days/ },
} as const;

/** A product whose official offer the seed sells from its 1P warehouse ('Armazém Central'), else any official one. */
function officialOffer(products: CatalogueProduct[]): { product: CatalogueProduct; offer: CatalogueOffer } {
  const candidates = products.flatMap((product) => product.offers.filter((offer) => offer.official && offer.stock >= PLENTY).map((offer) => ({ product, offer })));
  const found = candidates.find(({ offer }) => offer.vendorName !== 'Loja Oficial') ?? candidates[0];
  if (!found) throw new Error('the seeded catalogue has no official offer in stock');
  return found;
}

async function englishSlug(request: APIRequestContext, apiUrl: string, slug: string): Promise<string> {
  const response = await request.get(`${apiUrl}/v1/products/${slug}?locale=en`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: { translations: Record<string, { slug?: string }>; slug: string }; translations?: Record<string, { slug?: string }>; slug?: string };
  const product = body.data ?? body;
  return product.translations?.en?.slug || product.slug || slug;
}

for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  for (const locale of ['pt', 'en'] as const) {
    test(`${locale} on a ${device}: the official store has one name and one delivery promise on the product page and in the cart`, async ({ browser, request, apiUrl }) => {
      const texts = TEXTS[locale];
      const context = await browser.newContext({ viewport, ...(device === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
      const page: Page = await context.newPage();
      const { product, offer } = officialOffer(await singleVariantProducts(request, apiUrl));
      const slug = locale === 'en' ? await englishSlug(request, apiUrl, product.slug) : product.slug;

      await page.goto(`${texts.prefix}/product/${slug}`);
      await hydrated(page);
      const offers = page.getByRole('region', { name: texts.offers });
      const row = offers.getByRole('listitem').filter({ has: page.getByRole('button', { name: `${texts.addTo}: ${texts.official}` }) });
      await expect(row).toContainText(texts.official);
      if (offer.vendorName !== texts.official) await expect(offers).not.toContainText(offer.vendorName);
      const promise = (await row.getByText(texts.delivery).textContent())?.trim() ?? '';
      expect(promise).toMatch(texts.delivery);
      if (locale === 'pt') await expect(offers).not.toContainText(EURO_FIRST);

      await row.getByRole('button', { name: `${texts.addTo}: ${texts.official}` }).click();
      const drawer = page.getByRole('dialog', { name: texts.cart });
      await expect(drawer).toBeVisible();
      const group = drawer.getByRole('region', { name: new RegExp(texts.official) });
      await expect(group).toContainText(promise);
      // The English cart named the store twice, in two languages: 'Official Store Loja Oficial'.
      if (locale === 'en') await expect(drawer).not.toContainText('Loja Oficial');
      if (offer.vendorName !== texts.official) await expect(drawer).not.toContainText(offer.vendorName);
      if (locale === 'pt') await expect(drawer).not.toContainText(EURO_FIRST);
      await context.close();
    });
  }
}

test('pt coupons on a phone: usage badge, values and minimums in European Portuguese with prices as 5,00 €', async ({ browser, request, apiUrl }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const { product } = officialOffer(await singleVariantProducts(request, apiUrl));
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await page.getByRole('region', { name: 'Ofertas dos vendedores' }).getByRole('button', { name: /^Adicionar ao carrinho: / }).first().click();
  const drawer = page.getByRole('dialog', { name: /^Carrinho/ });
  await drawer.getByRole('button', { name: 'Cupões disponíveis' }).click();
  const coupons = page.getByRole('dialog', { name: 'Cupões de desconto' });
  await expect(coupons).toBeVisible();

  // ULTIMOS15 has 5 uses left: the §2 'Last {count}!' badge, said in Portuguese.
  const lastUses = coupons.getByRole('article', { name: /ULTIMOS15/ });
  await expect(lastUses.getByText('Últimos 5!')).toBeVisible();
  await expect(coupons).not.toContainText('Last');
  await expect(coupons.getByRole('article', { name: 'Portes de envio grátis PORTESGRATIS' })).toBeVisible();
  const fixed = coupons.getByRole('article', { name: /MENOS5/ });
  await expect(fixed).toContainText('5,00 € de desconto');
  await expect(coupons).toContainText('Compra mínima de 30,00 €');
  await expect(coupons).not.toContainText(EURO_FIRST);
  await context.close();
});
