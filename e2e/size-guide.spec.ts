import type { APIRequestContext } from '@playwright/test';
import type { Product, ProductCard } from '../contract';
import { expect, hydrated, test } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The first listed products whose answer names a size guide of `kind` (or none, for null). */
async function productWithGuide(request: APIRequestContext, apiUrl: string, wanted: (guide: Product['size_guide']) => boolean): Promise<Product> {
  const cards = ((await (await request.get(`${apiUrl}/v1/products?locale=pt&per_page=96`)).json()) as { data: ProductCard[] }).data;
  for (const card of cards) {
    const product = ((await (await request.get(`${apiUrl}/v1/products/${card.slug}?locale=pt`)).json()) as { data: Product }).data;
    if (wanted(product.size_guide)) return product;
  }
  throw new Error('The seeded catalogue has no such product.');
}

test.describe('the size guide on a desktop', () => {
  test("opens the category's table from beside the size selector, loads it only then, and gives the focus back on Escape", async ({ page, request, apiUrl }) => {
    const shoes = await productWithGuide(request, apiUrl, (guide) => guide === 'shoes');
    const guideCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/v1/size-guides/')) guideCalls.push(sent.url());
    });
    await page.goto(`/es/product/${shoes.translations.es?.slug ?? shoes.slug}`);
    await hydrated(page);
    const opener = page.getByRole('group', { name: /^Talla/ }).getByRole('button', { name: 'Guía de tallas' });
    expect(guideCalls).toEqual([]);

    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Guía de tallas' });
    const table = dialog.getByRole('table', { name: 'Equivalencias de números y longitud del pie' });
    await expect(table.getByRole('columnheader', { name: 'US hombre' })).toBeVisible();
    await expect(table.getByRole('row', { name: '42 8 10 9 26,5' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Cómo medirse' })).toBeVisible();
    expect(guideCalls).toHaveLength(1);
    expect(guideCalls[0]).toContain('/v1/size-guides/shoes?locale=es');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('shows no size guide for a product whose category is not sold by size', async ({ page, request, apiUrl }) => {
    const unsized = await productWithGuide(request, apiUrl, (guide) => guide === null || guide === undefined);
    await page.goto(`/product/${unsized.slug}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guia de tamanhos' })).toHaveCount(0);
  });
});

test.describe('the size guide on a phone', () => {
  test.use(PHONE);

  test('opens as a bottom sheet whose wide table scrolls inside it, and closes with its button', async ({ page, request, apiUrl }) => {
    const dress = await productWithGuide(request, apiUrl, (guide) => guide === 'women-clothing');
    await page.goto(`/product/${dress.slug}`);
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Guia de tamanhos' });
    await opener.tap();
    const sheet = page.getByRole('dialog', { name: 'Guia de tamanhos' });
    await expect(sheet).toHaveAttribute('data-side', 'bottom');
    await expect(sheet.getByRole('table', { name: 'Equivalências de tamanhos e medidas do corpo' }).getByRole('row', { name: /^M 38 10 6 86–90/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await sheet.getByRole('button', { name: 'Fechar' }).tap();
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
