import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, registerShopper, SHOPPER_PASSWORD, signInThroughDialog, singleVariantProducts, test } from './fixtures';

/**
 * A customer's store credit and saved addresses on the real product: the operator grants credit
 * (`POST /v1/admin/customers/{uuid}/credits`), the customer sees it on /account/credits, saves an address on
 * /account/addresses, then at checkout picks that address and pays part of the order with the credit and the
 * rest by MB WAY through the SIBS sandbox; the ledger then shows the spend.
 */

const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN!;
const GRANT = 5;

/** The customer's uuid, read through a token sign-in (the operator's grant names the customer by it). */
async function userUuidOf(request: APIRequestContext, apiUrl: string, email: string): Promise<string> {
  const login = await request.post(`${apiUrl}/login`, { data: { email, password: SHOPPER_PASSWORD, device_name: 'e2e' } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const me = await request.get(`${apiUrl}/users/me`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await me.json()) as { data: { uuid: string } }).data.uuid;
}

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Conta', exact: true }).locator('visible=true').first().click();
  await signInThroughDialog(page, email);
}

test('a customer with granted credit saves an address, then pays part of an order with the credit and the rest by MB WAY, re-using the address', async ({ page, request, apiUrl }) => {
  // Four pages, a checkout in five steps and a payment: longer than one page's budget.
  test.setTimeout(120_000);
  const email = await registerShopper(request, apiUrl, 'credit');
  const uuid = await userUuidOf(request, apiUrl, email);
  const grant = await request.post(`${apiUrl}/v1/admin/customers/${uuid}/credits`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { amount: GRANT, reason: 'Compensação por atraso na entrega' },
  });
  expect(grant.status(), await grant.text()).toBe(201);

  await signIn(page, email);

  // The credit and its reason on /account/credits.
  await page.goto('/account/credits');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Créditos' })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Saldo disponível' });
  await expect(balance.getByText('5,00 €')).toBeVisible();
  const ledger = page.getByRole('list', { name: 'Movimentos' });
  await expect(ledger.getByText('Compensação por atraso na entrega')).toBeVisible();
  await expect(ledger.getByText('+5,00 €')).toBeVisible();

  // An address saved on /account/addresses: the first one is the default of both kinds.
  await page.goto('/account/addresses');
  await hydrated(page);
  await page.getByRole('button', { name: 'Adicionar morada' }).click();
  const form = page.getByRole('region', { name: 'Nova morada' });
  await form.getByLabel('Nome da morada (opcional)').fill('Casa');
  await form.getByLabel('Nome do destinatário').fill('Rita Teste');
  await form.getByLabel('Telefone', { exact: true }).fill('912 345 678');
  await form.getByLabel('Morada', { exact: true }).fill('Rua das Flores 12, 3.º esq.');
  await form.getByLabel('Código postal').fill('1200195');
  await form.getByLabel('Localidade').fill('Lisboa');
  await form.getByRole('button', { name: 'Guardar morada' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Rua das Flores 12' });
  await expect(card.getByRole('heading', { name: 'Casa' })).toBeVisible();
  await expect(card.getByText('1200-195 Lisboa')).toBeVisible();
  await expect(card.getByText('Entrega predefinida')).toBeVisible();
  await expect(card.getByText('Faturação predefinida')).toBeVisible();

  // A product worth more than the credit, to the checkout.
  const products = await singleVariantProducts(request, apiUrl);
  const pick = products.flatMap((product) => product.offers.filter((offer) => offer.stock >= 8 && offer.price > GRANT + 1).map((offer) => ({ product, offer })))[3]!;
  await page.goto(`/product/${pick.product.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: `Adicionar ao carrinho: ${pick.offer.seller}` }).click();
  await page.getByRole('dialog', { name: /^Carrinho/ }).getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const main = page.locator('main');
  await main.getByLabel('Telefone', { exact: true }).fill('912345678');
  await main.getByRole('button', { name: 'Continuar para a morada' }).click();

  // The saved address is offered and chosen; nothing to type.
  const saved = main.getByRole('group', { name: 'As suas moradas' });
  await expect(saved.getByRole('radio', { name: /Casa/ })).toBeChecked();
  await main.getByRole('button', { name: 'Continuar para a entrega' }).click();
  await main.getByRole('button', { name: 'Continuar para o pagamento' }).click();

  // The credit pays €5; MB WAY the rest.
  await main.getByRole('checkbox', { name: 'Usar o meu saldo de créditos (5,00 € disponíveis)' }).check();
  await expect(main.getByRole('status').filter({ hasText: 'O saldo paga 5,00 €' })).toBeVisible();
  await main.getByRole('radio', { name: /MB WAY/ }).check();
  await main.getByLabel('Número de telemóvel MB WAY', { exact: true }).fill('912 345 001');
  await main.getByRole('button', { name: 'Rever a encomenda' }).click();
  await expect(main.getByText('Saldo de créditos').first()).toBeVisible();
  await main.getByRole('button', { name: 'Confirmar e pagar' }).click();

  await expect(page).toHaveURL(/\/payment\/sibs\/mbway$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('checkout.order'))).not.toBeNull();
  const placed = JSON.parse((await page.evaluate(() => sessionStorage.getItem('checkout.order')))!) as { orderUuid: string; transactionId: string };
  const approve = await request.post(`${apiUrl}/sibs-sandbox/control/${placed.transactionId}/approve`, { data: {} });
  expect(approve.ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/order/success/${placed.orderUuid}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Obrigado pela sua encomenda!' })).toBeVisible();

  // The ledger shows the spend with the order's number; the balance is spent.
  await page.goto('/account/credits');
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Saldo disponível' }).getByText('0,00 €')).toBeVisible();
  const spent = page.getByRole('list', { name: 'Movimentos' }).getByRole('listitem').first();
  await expect(spent.getByText('Usado numa encomenda')).toBeVisible();
  await expect(spent.getByText(`Encomenda #${placed.orderUuid.slice(0, 8)}`, { exact: false })).toBeVisible();
  await expect(spent.getByText('−5,00 €')).toBeVisible();
});
