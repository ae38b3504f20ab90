import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** Short enough that the related rail starts well below the fold of a product page. */
const SHORT_DESKTOP = { width: 1366, height: 640 };
const DESKTOP = { width: 1366, height: 900 };

/** The parts that hydrate only when needed, by the name of their code's chunk. */
const PART_CHUNK = /\/assets\/(Footer|ProductRail|MegaMenu|HomeParts)-[\w-]+\.js$/;

/** Which parts' code the page has asked for, in order. */
function watchPartChunks(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const match = PART_CHUNK.exec(new URL(request.url()).pathname);
    if (match) asked.push(match[1]!);
  });
  return asked;
}

test('a product page loads the code of its related rail and of the footer only once they come into view, then the rail works', async ({ page, apiProducts }) => {
  await page.setViewportSize(SHORT_DESKTOP);
  const [product] = await apiProducts('pt');
  const asked = watchPartChunks(page);
  await page.goto(`/product/${product!.slug}`);
  await hydrated(page);
  // The page has hydrated and settled: the rail and the footer are there, as server HTML, without their code.
  await page.waitForLoadState('networkidle');
  const railHeading = page.getByRole('heading', { name: 'Também lhe pode interessar' });
  await expect(railHeading).toBeAttached();
  await expect(page.locator('footer').getByRole('link', { name: 'Perguntas frequentes' })).toBeAttached();
  expect(asked).toEqual([]);

  await railHeading.scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toContain('ProductRail');
  // Hydrated, a related card's heart is the app's: a guest gets the sign-in dialog.
  const card = page.locator('main article').filter({ has: page.getByRole('button', { name: 'Adicionar à wishlist' }) }).first();
  await card.hover();
  await card.getByRole('button', { name: 'Adicionar à wishlist' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => asked).toContain('Footer');
  await page.locator('footer').getByRole('link', { name: 'Perguntas frequentes' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
});

test('a navigation in the browser does not wait for parts still showing server HTML: it hydrates them on its way', async ({ page, apiProducts }) => {
  await page.setViewportSize(SHORT_DESKTOP);
  const [product] = await apiProducts('pt');
  const asked = watchPartChunks(page);
  await page.goto(`/product/${product!.slug}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // A search from the header is a client-side navigation (the page is not reloaded): it reaches the
  // footer, still dehydrated, whose code then loads.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const box = page.locator('header').getByRole('searchbox');
  await box.fill(product!.name.split(' ')[0]!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(asked).toContain('Footer');
  await expect(page.locator('footer').getByRole('link', { name: 'Perguntas frequentes' })).toBeVisible();
});

test("the mega menu's panel loads its code when it first opens, and answers at once", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const asked = watchPartChunks(page);
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain('MegaMenu');
  const topMenu = page.locator('header nav li[data-menu-slug] > button').first();
  // The first hover opens the panel (the top bar is hydrated), its server HTML shows, then its code loads.
  await topMenu.hover();
  await expect(topMenu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await topMenu.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel.locator('a[href]').first()).toBeVisible();
  await expect.poll(() => asked).toContain('MegaMenu');
  // Leaving the menus closes it; the keyboard opens it again.
  await page.mouse.move(5, DESKTOP.height - 5);
  await expect(topMenu).toHaveAttribute('aria-expanded', 'false');
  await topMenu.focus();
  await page.keyboard.press('Enter');
  await expect(topMenu).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
});

test('without JavaScript the footer, the related rail and the menu panels are complete links', async ({ browser, baseURL, apiProducts }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  const [product] = await apiProducts('pt');
  await page.goto(`/product/${product!.slug}`);
  await expect(page.getByRole('heading', { name: 'Também lhe pode interessar' })).toBeVisible();
  await expect(page.locator('main article a[href^="/product/"]').first()).toBeVisible();
  const panelLinks = page.locator('header nav li[data-menu-slug] [id$="-panel"] a[href]');
  expect(await panelLinks.count()).toBeGreaterThan(0);
  await page.locator('footer').getByRole('link', { name: 'Perguntas frequentes' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
  await context.close();
});
