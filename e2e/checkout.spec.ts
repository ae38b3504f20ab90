import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, registerShopper, SHOPPER_PASSWORD, test } from './fixtures';
import { addAndCheckout, CART_STORAGE_KEYS, control, EN, fillCheckout, pickProduct, placedOrder, PT, transactionOf, type Pick } from './purchase';

/**
 * The purchase on the real product: the API pays through its SIBS
 * sandbox (`/sibs-sandbox/`, on the API's port), whose controls stand in for the shopper's phone and bank:
 * `POST /sibs-sandbox/control/{transactionID}/{approve|decline|timeout|pay}`. Every page change after the
 * order is placed happens without a reload: each test marks the window and checks the mark is still there.
 */

/**
 * A whole purchase (sign-in, product, drawer, four steps, the sandbox's payment, the order page) takes 20–30 s
 * on a busy two-core machine: twice the default allowance, so a slow run is not reported as a broken one.
 */
test.describe.configure({ timeout: 60_000 });

/** The page is never reloaded from here on: a mark on its window must survive. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { e2eNoReload: boolean }).e2eNoReload = true));
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
}

/** The §7 purchase events this page pushed to window.dataLayer for the order. */
function purchasesSent(page: Page, orderUuid: string): Promise<number> {
  return page.evaluate(
    (transactionId) =>
      ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { transaction_id?: string } }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'purchase' && entry.ecommerce?.transaction_id === transactionId,
      ).length,
    orderUuid,
  );
}

test('a guest buys in Portuguese with MB WAY: approved in the sandbox, the order page arrives through the live channel', async ({ page, request, apiUrl }) => {
  const pick = await pickProduct(request, apiUrl, 0);
  await addAndCheckout(page, pick, 'pt');
  await expect(page.getByRole('link', { name: 'Voltar ao carrinho' })).toBeVisible();
  await expect(page.getByText('Pagamento seguro')).toBeVisible();
  await fillCheckout(page, PT, { email: `guest-${Date.now()}@example.test`, method: 'mbway', mbwayPhone: '912 345 001' });

  await expect(page).toHaveURL(/\/payment\/sibs\/mbway$/);
  await expect(page.getByRole('heading', { name: 'Confirme o pagamento na aplicação MB WAY' })).toBeVisible();
  await expect(page.getByText('Tempo para aprovar')).toBeVisible();
  await expect(page.getByText('Esta página atualiza-se sozinha')).toBeVisible();
  await markWindow(page);
  const { orderUuid } = await placedOrder(page);
  await control(request, apiUrl, await transactionOf(page), 'approve');

  // §4/§8: the toast, then the order page 0.5 s later — from the checkout channel, no reload.
  const toasts = page.getByRole('region', { name: /^Notificações/ });
  await expect(toasts.getByText('Encomenda concluída!')).toBeVisible();
  await expect(toasts.getByText(`A sua encomenda #${orderUuid.slice(0, 8)} foi registada com sucesso.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order/success/${orderUuid}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Obrigado pela sua encomenda!' })).toBeVisible();
  // §8: one order number, the toast's — the first 8 characters as they are.
  await expect(page.getByText(`Encomenda #${orderUuid.slice(0, 8)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Os seus envios' })).toBeVisible();
  await expect(page.getByText(/^Chega em \d+-\d+ dias úteis$/).first()).toBeVisible();
  await expectNoReload(page);
  // The cart became the order: the header's cart is empty again.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEYS.cartUuid)).toBeNull();

  // §7 purchase goes once per order: the success page loaded again sends no second one.
  await expect.poll(() => purchasesSent(page, orderUuid)).toBe(1);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Os seus envios' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await purchasesSent(page, orderUuid)).toBe(0);
});

test('a signed-in customer buys in English with Multibanco: the reference shows, is paid in the sandbox, and the page turns paid', async ({ page, context, request, apiUrl }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = await registerShopper(request, apiUrl, 'checkout-mb');
  const pick = await pickProduct(request, apiUrl, 1);
  await page.goto('/en');
  await hydrated(page);
  // The header's account link on wide screens, the bottom bar's on phones.
  await page.getByRole('link', { name: 'Account', exact: true }).locator('visible=true').first().click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login).toBeHidden();

  await addAndCheckout(page, pick, 'en');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await fillCheckout(page, EN, { method: 'multibanco' });

  await expect(page).toHaveURL(/\/en\/payment\/sibs\/multibanco$/);
  const reference = page.getByRole('region', { name: 'Pay with your Multibanco reference' }).or(page.locator('section[data-state="pending"]')).first();
  await expect(reference).toBeVisible();
  await expect(reference.getByText(/^\d{5}$/).first()).toBeVisible();
  await expect(reference.getByText(/^\d{3} \d{3} \d{3}$/)).toBeVisible();
  await expect(reference.getByText(`We also sent these details to ${email}.`)).toBeVisible();
  await reference.getByRole('button', { name: 'Copy the reference' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Reference copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{9}$/);
  await markWindow(page);

  const { orderUuid } = await placedOrder(page);
  await control(request, apiUrl, await transactionOf(page), 'pay');
  await expect(page).toHaveURL(new RegExp(`/en/order/success/${orderUuid}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Total paid')).toBeVisible();
  await expectNoReload(page);
});

test('an MB WAY request that times out is paid by Multibanco instead', async ({ page, request, apiUrl }) => {
  const pick = await pickProduct(request, apiUrl, 2);
  await addAndCheckout(page, pick, 'pt');
  await fillCheckout(page, PT, { email: `timeout-${Date.now()}@example.test`, method: 'mbway', mbwayPhone: '912345002' });
  await expect(page).toHaveURL(/\/payment\/sibs\/mbway$/);
  await expect(page.getByRole('heading', { name: 'Confirme o pagamento na aplicação MB WAY' })).toBeVisible();
  await markWindow(page);
  const first = await transactionOf(page);
  await control(request, apiUrl, first, 'timeout');

  await expect(page.getByRole('heading', { name: 'O tempo para aprovar terminou' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar outra vez' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar por Multibanco' }).click();

  await expect(page).toHaveURL(/\/payment\/sibs\/multibanco$/);
  await expect(page.getByText(/^\d{3} \d{3} \d{3}$/)).toBeVisible();
  await expect(page.getByText('A aguardar o pagamento')).toBeVisible();
  const second = await transactionOf(page, first);
  expect(second).not.toBe(first);
  await expectNoReload(page);
});

test('an expired Multibanco reference ends on /checkout/expired with the cart restored', async ({ page, request, apiUrl }) => {
  const pick = await pickProduct(request, apiUrl, 3);
  await addAndCheckout(page, pick, 'pt');
  await fillCheckout(page, PT, { email: `expired-${Date.now()}@example.test`, method: 'multibanco' });
  await expect(page).toHaveURL(/\/payment\/sibs\/multibanco$/);
  await expect(page.getByText(/^\d{3} \d{3} \d{3}$/)).toBeVisible();
  await markWindow(page);
  const { cartUuid } = await placedOrder(page);
  await control(request, apiUrl, await transactionOf(page), 'timeout');

  await expect(page).toHaveURL(/\/checkout\/expired$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A referência Multibanco expirou' })).toBeVisible();
  await expect(page.getByText('O seu carrinho foi reposto: os artigos continuam lá.')).toBeVisible();
  await expectNoReload(page);
  await page.getByRole('link', { name: 'Recomeçar a compra' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart/${cartUuid}`));
  await expect(page.locator('main').getByRole('link', { name: pick.product.name }).first()).toBeVisible();
});

test('the steps check the fields as they are typed, in the page\'s language (contract/portugal.ts rules)', async ({ page, request, apiUrl }) => {
  const pick = await pickProduct(request, apiUrl, 4);
  await addAndCheckout(page, pick, 'en');
  const main = page.locator('main');
  await main.getByLabel(EN.email, { exact: true }).fill('ana@example');
  await main.getByLabel(EN.name, { exact: true }).fill('Ana Teste');
  await main.getByLabel(EN.phone, { exact: true }).fill('912345678');
  await main.getByRole('button', { name: EN.toAddress }).click();
  const emailError = main.getByText('Enter a valid email, such as name@example.com.');
  await expect(emailError).toBeVisible();
  // Still not an address while it is typed: the error stays; once it is one, it goes.
  await main.getByLabel(EN.email, { exact: true }).pressSequentially('.');
  await expect(emailError).toBeVisible();
  await main.getByLabel(EN.email, { exact: true }).pressSequentially('pt');
  await expect(emailError).toBeHidden();
  await main.getByRole('button', { name: EN.toAddress }).click();

  await main.getByLabel(EN.street, { exact: true }).fill('Rua das Flores 12');
  await main.getByLabel(EN.postalCode, { exact: true }).fill('12001');
  await main.getByLabel(EN.city, { exact: true }).fill('Lisboa');
  await main.getByRole('button', { name: EN.toDelivery }).click();
  const postalCodeError = main.getByText('The postcode must read 1234-567.');
  await expect(postalCodeError).toBeVisible();
  await main.getByLabel(EN.postalCode, { exact: true }).fill('1200-19');
  await expect(postalCodeError).toBeVisible();
  await main.getByLabel(EN.postalCode, { exact: true }).fill('1200-195');
  await expect(postalCodeError).toBeHidden();
  // The delivery step names the shop's methods in the page's language (the API's names are Portuguese).
  await main.getByRole('button', { name: EN.toDelivery }).click();
  await expect(main.getByRole('radio', { name: /Standard delivery/ }).first()).toBeVisible();
  await expect(main.getByText('Entrega standard')).toHaveCount(0);
});

test('a reload halfway through the checkout opens the step the shopper was on, with the steps they had done and what they had typed', async ({ page, request, apiUrl }) => {
  const pick = await pickProduct(request, apiUrl, 5);
  await addAndCheckout(page, pick, 'pt');
  const main = page.locator('main');
  await main.getByLabel(PT.email, { exact: true }).fill('rita@example.pt');
  await main.getByLabel(PT.name, { exact: true }).fill('Rita Costa');
  await main.getByLabel(PT.phone, { exact: true }).fill('912345678');
  await main.getByRole('button', { name: PT.toAddress }).click();
  await main.getByLabel(PT.street, { exact: true }).fill('Rua das Flores 12');
  await main.getByLabel(PT.postalCode, { exact: true }).fill('1200-195');
  await main.getByLabel(PT.city, { exact: true }).fill('Lisboa');
  // Reloaded before the address is sent: its fields come back as typed.
  await page.reload();
  await hydrated(page);
  await expect(main.getByLabel(PT.street, { exact: true })).toHaveValue('Rua das Flores 12');
  await expect(main.getByLabel(PT.postalCode, { exact: true })).toHaveValue('1200-195');
  await expect(main.getByLabel(PT.city, { exact: true })).toHaveValue('Lisboa');
  await main.getByRole('button', { name: PT.toDelivery }).click();
  await expect(main.getByRole('radio', { name: /Entrega standard/ }).first()).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(main.getByRole('radio', { name: /Entrega standard/ }).first()).toBeVisible();
  await expect(main.getByText('rita@example.pt')).toBeVisible();
  await expect(main.getByText('Rua das Flores 12')).toBeVisible();
  await main.getByRole('button', { name: 'Alterar: Morada de entrega' }).click();
  await expect(main.getByLabel(PT.street, { exact: true })).toHaveValue('Rua das Flores 12');
  await expect(main.getByLabel(PT.postalCode, { exact: true })).toHaveValue('1200-195');
  await main.getByRole('button', { name: PT.toDelivery }).click();
  await main.getByRole('button', { name: PT.toPayment }).click();
  // MB WAY offers the contact phone, a Portuguese mobile.
  await main.getByRole('radio', { name: /MB WAY/ }).check();
  await expect(main.getByLabel(PT.mbwayPhone, { exact: true })).toHaveValue('912345678');
});

test.describe('§6 checkout guard', () => {
  test("another shopper's cart goes back to the cart, saying it is not this session's", async ({ page, request, apiUrl, expected }) => {
    const pick = await pickProduct(request, apiUrl, 4);
    const foreign = await guestCart(request, apiUrl, pick, 1);
    expected.response(new RegExp(`/v1/checkout/${foreign}`), 404);
    await page.goto(`/checkout/${foreign}`);
    await expect(page).toHaveURL(new RegExp(`/cart/${foreign}\\?checkout=foreign$`));
    await expect(page.getByRole('status').filter({ hasText: 'Esse carrinho não pertence a esta sessão; este é o seu carrinho.' })).toBeVisible();
  });

  test('an empty cart goes back to the cart, saying it is empty', async ({ page, request, apiUrl, expected }) => {
    const pick = await pickProduct(request, apiUrl, 4);
    const sessionId = newSessionId();
    const cartUuid = await guestCart(request, apiUrl, pick, 1, sessionId);
    const emptied = await request.put(`${apiUrl}/v1/carts/update`, {
      headers: { 'X-Session-Id': sessionId },
      data: { cart_uuid: cartUuid, customer_id: null, session_id: sessionId, items: [] },
    });
    expect(emptied.ok()).toBe(true);
    await page.addInitScript(
      ({ keys, cartUuid: uuid, sessionId: session }) => {
        localStorage.setItem(keys.cartUuid, uuid);
        localStorage.setItem(keys.sessionId, session);
      },
      { keys: CART_STORAGE_KEYS, cartUuid, sessionId },
    );
    expected.response(new RegExp(`/v1/checkout/${cartUuid}`), 422);
    await page.goto(`/checkout/${cartUuid}`);
    await expect(page).toHaveURL(new RegExp(`/cart/${cartUuid}\\?checkout=empty$`));
    await expect(page.getByRole('status').filter({ hasText: 'O seu carrinho está vazio: adicione artigos antes de finalizar a compra.' })).toBeVisible();
  });
});

function newSessionId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 40 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

/** A guest cart of another browser, made through the API; returns its uuid. */
async function guestCart(request: APIRequestContext, apiUrl: string, { offer }: Pick, quantity: number, sessionId = newSessionId()): Promise<string> {
  const saved = await request.post(`${apiUrl}/v1/carts/save`, {
    headers: { 'X-Session-Id': sessionId },
    data: {
      customer_id: null,
      session_id: sessionId,
      items: [{ offer_id: offer.offerId, quantity, price: offer.price, segment_id: null, campaign_id: null, cart_id: null, id: null, category: null }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return ((await saved.json()) as { data: { cart_uuid: string } }).data.cart_uuid;
}
