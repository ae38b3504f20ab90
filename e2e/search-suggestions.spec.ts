import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const TEXTS = {
  pt: { home: '/', bar: 'Navegação rápida', search: 'Pesquisar', field: 'Pesquisar na loja', list: 'Sugestões de pesquisa', accentless: 'calcas', accented: /Calças/, typo: 'vestdo', fixed: /Vestido/ },
  en: { home: '/en', bar: 'Quick navigation', search: 'Search', field: 'Search the shop', list: 'Search suggestions', accentless: 'mare alt', accented: /Maré Alta/, typo: 'drss', fixed: /dress/i },
} as const;

/** The search field a shopper types in: the header's on a desktop, the search page's (from the bottom bar) on a phone. */
async function searchField(page: Page, text: (typeof TEXTS)[keyof typeof TEXTS], isMobile: boolean): Promise<Locator> {
  await page.goto(text.home);
  await hydrated(page);
  if (!isMobile) return page.locator('header').getByRole('combobox', { name: text.field });
  await page.getByRole('navigation', { name: text.bar }).getByRole('link', { name: text.search }).tap();
  await expect(page).toHaveURL(/\/search$/);
  return page.locator('main').getByRole('combobox', { name: text.field });
}

for (const locale of ['pt', 'en'] as const) {
  const text = TEXTS[locale];

  test(`search suggestions (${locale}): letters typed without accents or with a typo are suggested; the arrow keys and Enter open one`, async ({ page, isMobile }) => {
    const field = await searchField(page, text, isMobile);
    await field.click();
    await field.pressSequentially(text.accentless, { delay: 30 });
    const list = page.getByRole('listbox', { name: text.list });
    await expect(list.getByRole('option', { name: text.accented }).first()).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /\d+ (sugest|suggest)/ })).toHaveCount(1);

    // Escape closes the list and keeps the words; typing opens it again.
    await field.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveValue(text.accentless);

    await field.fill('');
    await field.pressSequentially(text.typo, { delay: 30 });
    const first = list.getByRole('option').first();
    await expect(first).toHaveAccessibleName(text.fixed);
    await field.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: text.fixed })).toBeVisible();
  });
}

test('search suggestions: the search row searches the words typed; no suggestions says so', async ({ page, isMobile }) => {
  const field = await searchField(page, TEXTS.pt, isMobile);
  await field.click();
  await field.pressSequentially('zzqxw', { delay: 30 });
  const list = page.getByRole('listbox', { name: TEXTS.pt.list });
  await expect(page.getByText('Sem sugestões')).toBeVisible();
  const searchRow = list.getByRole('option', { name: 'Pesquisar «zzqxw»' });
  await expect(searchRow).toBeVisible();
  await searchRow.click();
  await expect(page).toHaveURL(/\/search\?q=zzqxw$/);
});
