import { expect, hydrated, test } from './fixtures';
import { buyByMultibanco, CART_STORAGE_KEYS, signedInCustomer } from './purchase';

/**
 * The customer's orders in the account on the real product: an order bought through the sandbox shows in
 * /account/orders and opens; an unpaid one is cancelled; reorder puts its lines back in the cart; on a phone,
 * /account/orders-mobile opens an order full screen. Texts in Portuguese (the browser's language).
 */

// Each test buys through the checkout first: more than the suite's default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

test('a customer who bought sees the order in the account, opens it, and buys it again into the cart', async ({ page, request, apiUrl }) => {
  await signedInCustomer(page, request, apiUrl, 'orders-paid');
  const { orderUuid, pick } = await buyByMultibanco(page, request, apiUrl, 6, true);
  const number = orderUuid.slice(0, 8);

  await page.goto('/account/orders');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Encomendas' })).toBeVisible();
  const list = page.getByRole('list', { name: 'As suas encomendas' });
  const item = list.getByRole('link', { name: new RegExp(`Encomenda #${number}`) });
  await expect(item).toBeVisible();
  await expect(item.getByText('Paga', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'A aguardar pagamento' }).click();
  await expect(page).toHaveURL(/\/account\/orders\?status=pending_payment$/);
  await expect(page.getByText('Não tem encomendas com este estado.')).toBeVisible();
  await page.getByRole('button', { name: 'Todas' }).click();
  await list.getByRole('link', { name: new RegExp(`Encomenda #${number}`) }).click();

  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderUuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Encomenda #${number}` })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Estado do envio' }).first();
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Pagamento recebido');
  await expect(page.getByRole('link', { name: 'Descarregar fatura' })).toHaveAttribute('href', new RegExp(`/v1/account/orders/${orderUuid}/invoice$`));
  await expect(page.locator('main').getByRole('link', { name: pick.product.name }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Voltar a comprar' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 artigo voltou ao carrinho.' })).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEYS.cartUuid)).not.toBeNull();
  await page.getByRole('link', { name: 'Ver o carrinho' }).click();
  await expect(page.locator('main').getByRole('link', { name: pick.product.name }).first()).toBeVisible();
});

test('an unpaid order shows its Multibanco reference and is cancelled, its stock given back at once', async ({ page, request, apiUrl }) => {
  await signedInCustomer(page, request, apiUrl, 'orders-cancel');
  const { orderUuid } = await buyByMultibanco(page, request, apiUrl, 7, false);

  await page.goto(`/account/orders/${orderUuid}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: `Encomenda #${orderUuid.slice(0, 8)}` })).toBeVisible();
  await expect(page.locator('main').getByText(/^\d{3} \d{3} \d{3}$/)).toBeVisible();
  await expect(page.getByText('A referência expira em')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descarregar fatura' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancelar encomenda' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar esta encomenda?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: /^Notificações/ }).getByText('A encomenda foi cancelada.')).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByText('Cancelada', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar encomenda' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Estado do envio' }).first().locator('[aria-current="step"]')).toContainText('Cancelada');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/account/orders-mobile lists the orders and opens one full screen', async ({ page, request, apiUrl }) => {
    await signedInCustomer(page, request, apiUrl, 'orders-phone');
    const { orderUuid } = await buyByMultibanco(page, request, apiUrl, 8, false);
    const number = orderUuid.slice(0, 8);

    await page.goto('/account/orders-mobile');
    await hydrated(page);
    await page.getByRole('list', { name: 'As suas encomendas' }).getByRole('link', { name: new RegExp(`Encomenda #${number}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderUuid}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Encomenda #${number}` })).toBeVisible();
    // The list stays beside an order only on wide screens: here the order is the whole page.
    await expect(page.getByRole('list', { name: 'As suas encomendas' })).toBeHidden();
    await expect(page.locator('body')).toHaveJSProperty('scrollWidth', 390);
    await page.getByRole('link', { name: 'Voltar às encomendas' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
  });
});
