import type { APIRequestContext, Page } from '@playwright/test';
import { PROGRAMME_API_PATHS } from '../contract/programme-links';
import type { AmbassadorProgrammeResponse } from '../contract';
import { dismissToasts, expect, hydrated, registerShopper, SHOPPER_PASSWORD, signInThroughDialog, singleVariantProducts, test, uniqueEmail } from './fixtures';
import { ACCOUNT_TEXT } from './texts';

/**
 * The ambassador programme end to end on the real product (desktop): an ambassador joins and copies the
 * share link; a friend in a browser of their own opens it, registers, and buys through the SIBS sandbox
 * with the friend discount; the operator releases the order's commission (its return window would
 * otherwise run 14 days after delivery) and the ambassador's page shows it as store credit.
 */

const TEXT = {
  joinTerms: 'Li e aceito os termos do programa de embaixadores',
  join: 'Aderir ao programa',
  shareLink: 'A sua ligação para partilhar',
  copyLink: 'Copiar ligação',
  copied: 'Ligação copiada',
  earningsInCredit: 'Ganhos em crédito',
  inCredit: 'Em crédito',
};

/** The ambassador's numbers as the API answers them (a bearer token of the ambassador's own). */
async function programmeOf(request: APIRequestContext, apiUrl: string, token: string) {
  const answer = await request.get(`${apiUrl}${PROGRAMME_API_PATHS.ambassador}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as AmbassadorProgrammeResponse).data;
}

/** Fills the checkout as a signed-in customer and pays with MB WAY (a number ending in 678: the sandbox approves it). */
async function payWithMbway(page: Page) {
  const main = page.locator('main');
  await main.getByLabel('Nome completo', { exact: true }).fill('Rui Amigo');
  await main.getByLabel('Telefone', { exact: true }).fill('913 222 111');
  await main.getByRole('button', { name: 'Continuar para a morada' }).click();
  await main.getByLabel('Morada', { exact: true }).fill('Rua do Amigo 7');
  await main.getByLabel('Código postal', { exact: true }).fill('4000-007');
  await main.getByLabel('Localidade', { exact: true }).fill('Porto');
  await main.getByRole('button', { name: 'Continuar para a entrega' }).click();
  await main.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await main.getByRole('radio', { name: /MB WAY/ }).check();
  await main.getByLabel('Número de telemóvel MB WAY', { exact: true }).fill('913 000 678');
  await main.getByRole('button', { name: 'Rever a encomenda' }).click();
  await main.getByRole('button', { name: 'Confirmar e pagar' }).click();
}

test('an ambassador shares the link; a friend registers and buys with the friend discount; the commission matures into the ambassador\'s credit', async ({
  page,
  context,
  browser,
  request,
  apiUrl,
  expected,
}) => {
  test.setTimeout(120_000);
  // The customer's private channel may ask for its authorization across a sign-in's CSRF rotation; it retries on its own.
  expected.response(/\/broadcasting\/auth$/, 419);
  expected.console(/broadcasting\/auth answered 419/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // The ambassador joins from the account page.
  const ambassadorEmail = await registerShopper(request, apiUrl, 'ambassador', 'Marta');
  const login = await request.post(`${apiUrl}/login`, { data: { email: ambassadorEmail, password: SHOPPER_PASSWORD, device_name: 'e2e' } });
  const ambassadorToken = ((await login.json()) as { token: string }).token;
  await page.goto('/account/ambassador');
  await hydrated(page);
  await signInThroughDialog(page, ambassadorEmail);
  await expect(page.getByRole('heading', { level: 2, name: 'Recomende e ganhe' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'termos do programa de embaixadores' })).toHaveAttribute('href', '/legal-information/ambassador-terms');
  await page.getByRole('checkbox', { name: TEXT.joinTerms }).check();
  await page.getByRole('button', { name: TEXT.join }).click();
  await expect.poll(async () => (await programmeOf(request, apiUrl, ambassadorToken)).code).not.toBeNull();
  const code = (await programmeOf(request, apiUrl, ambassadorToken)).code!;
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: TEXT.copyLink }).click();
  await expect(page.getByRole('region', { name: /^Notificações/ }).getByText(TEXT.copied)).toBeVisible();
  const shareLink = await page.evaluate(() => navigator.clipboard.readText());
  // The link is on the shop's canonical address (its first web origin), whichever address the ambassador used.
  expect(shareLink).toBe(`${new URL(process.env.E2E_BASE_URL!).origin}/?utm_source=ambassador&utm_medium=referral&utm_campaign=${code.toLowerCase()}`);
  await expect(page.getByRole('textbox', { name: TEXT.shareLink })).toHaveValue(shareLink);

  // A friend, in a browser of their own, opens the link and registers.
  // The friend stays on the address the shared link opened.
  const friendContext = await browser.newContext({ baseURL: new URL(shareLink).origin });
  await expected.watchContext(friendContext);
  const friend = await friendContext.newPage();
  await friend.goto(shareLink);
  await hydrated(friend);
  await friend.locator('header').getByRole('link', { name: ACCOUNT_TEXT.pt.account, exact: true }).click();
  await friend.getByRole('dialog', { name: ACCOUNT_TEXT.pt.login }).getByRole('button', { name: ACCOUNT_TEXT.pt.createAccount }).click();
  const register = friend.getByRole('dialog', { name: ACCOUNT_TEXT.pt.createAccount });
  await register.getByLabel(ACCOUNT_TEXT.pt.name, { exact: true }).fill('Rui');
  await register.getByLabel(ACCOUNT_TEXT.pt.lastname, { exact: true }).fill('Amigo');
  await register.getByLabel(ACCOUNT_TEXT.pt.email, { exact: true }).fill(uniqueEmail('friend'));
  await register.getByLabel(ACCOUNT_TEXT.pt.password, { exact: true }).fill(SHOPPER_PASSWORD);
  await register.getByLabel(ACCOUNT_TEXT.pt.confirmation, { exact: true }).fill(SHOPPER_PASSWORD);
  await register.getByRole('checkbox', { name: ACCOUNT_TEXT.pt.acceptTerms }).check();
  await register.getByRole('button', { name: ACCOUNT_TEXT.pt.createAccount }).click();
  await expect(register).toBeHidden();
  // The registration links the link's attribution to the friend: a sign-up on the ambassador's numbers.
  await expect.poll(async () => (await programmeOf(request, apiUrl, ambassadorToken)).stats, { timeout: 15_000 }).toMatchObject({ clicks: 1, sign_ups: 1 });

  // The friend buys; the checkout's totals carry the friend discount.
  const product = (await singleVariantProducts(request, apiUrl)).find((candidate) => candidate.offers.some((offer) => offer.stock >= 8))!;
  const offer = product.offers.find((candidate) => candidate.stock >= 8)!;
  await dismissToasts(friend);
  await friend.goto(`/product/${product.slug}`);
  await hydrated(friend);
  await friend.getByRole('button', { name: `Adicionar ao carrinho: ${offer.seller}` }).click();
  await friend.getByRole('dialog', { name: /^Carrinho/ }).getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(friend).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await payWithMbway(friend);
  await expect(friend).toHaveURL(/\/order\/success\/[0-9a-f-]{36}/, { timeout: 30_000 });
  const orderUuid = /\/order\/success\/([0-9a-f-]{36})/.exec(friend.url())![1]!;
  await expect.poll(async () => (await programmeOf(request, apiUrl, ambassadorToken)).stats.first_orders, { timeout: 15_000 }).toBe(1);
  const pending = await programmeOf(request, apiUrl, ambassadorToken);
  expect(pending.referrals).toEqual([expect.objectContaining({ status: 'pending' })]);
  const commission = pending.stats.pending_earnings;
  expect(commission).toBeGreaterThan(0);

  // The operator releases the order's commission; the ambassador's page shows it as store credit.
  const released = await request.post(`${apiUrl}${PROGRAMME_API_PATHS.adminReleaseOrder(orderUuid)}`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
  });
  expect(await released.json()).toEqual({ data: { matured: 1, cancelled: 0 } });
  await page.reload();
  await hydrated(page);
  const amount = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(commission);
  const earned = page.getByRole('definition').filter({ hasText: amount });
  await expect(earned).toBeVisible();
  await expect(page.getByRole('term', { name: TEXT.earningsInCredit }).or(page.getByText(TEXT.earningsInCredit))).toBeVisible();
  await expect(page.getByText(TEXT.inCredit, { exact: true })).toBeVisible();
  await friendContext.close();
});
