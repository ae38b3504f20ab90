import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 1366, height: 900 } });

const TEXTS = {
  pt: { prefix: '', word: 'vestido', brands: /Marcas/, sort: 'Ordenar por', field: 'Pesquisar na loja' },
  en: { prefix: '/en', word: 'dress', brands: /Brands/, sort: 'Sort by', field: 'Search the shop' },
} as const;

/** The names on screen once no listing request is in flight. */
async function shownNames(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main ul[aria-busy="true"]')).toHaveCount(0);
  return page.locator('main article h3').allTextContents();
}

for (const locale of ['pt', 'en'] as const) {
  const text = TEXTS[locale];

  test(`desktop search (${locale}): results take the listing's width beside the filters, which filter and sort them; reload restores it, never indexed`, async ({ page }) => {
    await page.goto(`${text.prefix}/search?q=${text.word}`);
    await hydrated(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const sidebar = page.locator('main aside');
    await expect(sidebar).toBeVisible();
    const grid = page.locator('main ul:has(> li article)').first();
    await expect(grid).toBeVisible();
    const [side, results] = [(await sidebar.boundingBox())!, (await grid.boundingBox())!];
    expect(results.x).toBeGreaterThanOrEqual(side.x + side.width);
    expect(results.width).toBeGreaterThan(side.width * 2);
    const cards = page.locator('main article');
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(second.y).toBe(first.y);
    expect(first.width).toBeGreaterThan(150);

    const before = await shownNames(page);
    const brands = sidebar.getByRole('group', { name: text.brands });
    const brand = brands.getByRole('checkbox').last();
    const brandValue = (await brand.getAttribute('value'))!;
    await brand.check();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${text.word}&brands=${brandValue}(&|$)`));
    const filtered = await shownNames(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered).not.toEqual(before);

    await brand.uncheck();
    await page.getByLabel(text.sort).selectOption('price-high');
    await expect(page).toHaveURL(/[?&]sort=price-high(&|$)/);
    const sorted = await shownNames(page);
    expect(sorted).not.toEqual(before);

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel(text.sort)).toHaveValue('price-high');
    await expect(page.locator('main article h3')).toHaveText(sorted);
    // The header's box holds the words; a plain load leaves the focus alone.
    await expect(page.locator('header').getByRole('combobox', { name: text.field })).toHaveValue(text.word);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the search page is a GET form on a phone, and its filters are a GET form too', async ({ page }) => {
    await page.goto('/search');
    const field = page.locator('main').getByRole('combobox', { name: 'Pesquisar na loja' });
    await field.fill('vestido');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=vestido$/);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main form[method="get"] input[name="brands"]').first()).toBeAttached();
  });
});
