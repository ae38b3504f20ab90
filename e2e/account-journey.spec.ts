import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { AFTER_SALES_API_PATHS, invoiceFileName } from '../contract/after-sales-constants';
import { expect, hydrated, test } from './fixtures';
import { buyByMultibanco, signedInCustomer } from './purchase';

/**
 * After the purchase, in the browser, on the real product: a signed-in customer buys through the SIBS
 * sandbox and keeps the order's page open in the account while the operator (ADMIN_TOKEN paths) prepares,
 * ships and delivers the parcel — each step reaches the open page live, without a reload. The customer
 * downloads the invoice from the page, asks for a return refunded as store credit in its dialog, and
 * watches the operator approve, receive and refund it. Texts in Portuguese (the browser's language).
 */

// A purchase through the checkout, five operator moves and a download: more than the suite's default 30 s.
test.describe.configure({ timeout: 150_000 });

const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN!;

async function operator(request: APIRequestContext, apiUrl: string, path: string, data: Record<string, unknown>) {
  const response = await request.post(`${apiUrl}${path}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A read of the signed-in customer's own, with the browser's cookies and origin: the API at the host the shop
 * was opened at (the session cookie belongs to that host, `localhost` or `127.0.0.1`).
 */
function asCustomer(page: Page, apiUrl: string, origin: string) {
  const api = new URL(apiUrl);
  api.hostname = new URL(origin).hostname;
  return (path: string) => page.request.get(`${api.origin}${path}`, { headers: { origin, accept: 'application/json' } });
}

/** The seller of the order's only parcel, as its customer reads the order. */
async function parcelSeller(read: ReturnType<typeof asCustomer>, orderUuid: string): Promise<number> {
  const answer = await read(`/v1/orders/${orderUuid}`);
  expect(answer.status()).toBe(200);
  const order = (await answer.json()) as { data: { shipments: { seller_id: number }[] } };
  expect(order.data.shipments).toHaveLength(1);
  return order.data.shipments[0]!.seller_id;
}

test('the open order page follows the parcel to the door, downloads the invoice, and a return ends refunded as store credit', async ({ page, request, apiUrl, baseURL }) => {
  await signedInCustomer(page, request, apiUrl, 'journey');
  const { orderUuid, pick } = await buyByMultibanco(page, request, apiUrl, 5, true);
  const number = orderUuid.slice(0, 8);

  await page.goto('/account/orders');
  await hydrated(page);
  await page.getByRole('list', { name: 'As suas encomendas' }).getByRole('link', { name: new RegExp(`Encomenda #${number}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderUuid}$`));
  const order = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1, name: `Encomenda #${number}` }) });
  await expect(order.getByText('Paga', { exact: true }).first()).toBeVisible();
  const timeline = order.getByRole('list', { name: 'Estado do envio' });
  const currentStep = timeline.locator('[aria-current="step"]');
  await expect(currentStep).toContainText('Pagamento recebido');
  // Nothing can be returned before delivery.
  await expect(page.getByRole('button', { name: 'Devolver artigos' })).toHaveCount(0);
  // Every change below must reach this same document: a reload would drop the mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-journey', 'open'));

  const read = asCustomer(page, apiUrl, baseURL!);
  const seller = await parcelSeller(read, orderUuid);
  const parcel = AFTER_SALES_API_PATHS.adminShipment(orderUuid, seller);
  await operator(request, apiUrl, parcel, { status: 'preparing' });
  await expect(currentStep).toContainText('Em preparação');
  await operator(request, apiUrl, parcel, { status: 'shipped', carrier: 'CTT', tracking_number: 'RR123456789PT' });
  await expect(currentStep).toContainText('Enviada');
  await expect(order.getByText('Transportadora: CTT')).toBeVisible();
  await expect(order.getByText('N.º de seguimento: RR123456789PT')).toBeVisible();
  await operator(request, apiUrl, parcel, { status: 'delivered' });
  await expect(currentStep).toContainText('Entregue');
  await expect(order.getByText('N.º de seguimento: RR123456789PT')).toBeVisible();
  const returnButton = page.getByRole('button', { name: 'Devolver artigos' });
  await expect(returnButton).toBeVisible();

  // The invoice: the page's link downloads the order's PDF.
  const invoiceAnswer = page.waitForResponse((response) => response.url().endsWith(AFTER_SALES_API_PATHS.invoice(orderUuid)));
  const downloading = page.waitForEvent('download');
  await order.getByRole('link', { name: 'Descarregar fatura' }).click();
  const download = await downloading;
  expect((await invoiceAnswer).headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toBe(invoiceFileName(number));
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1500);

  // The return: the line, its reason, refunded as store credit.
  await returnButton.click();
  const dialog = page.getByRole('dialog', { name: 'Devolver artigos' });
  await dialog.getByRole('checkbox', { name: `Devolver ${pick.product.name}` }).check();
  await dialog.getByLabel('Motivo').selectOption({ label: 'Tamanho errado' });
  await dialog.getByRole('radio', { name: /Saldo de conta/ }).check();
  await dialog.getByRole('button', { name: 'Pedir devolução' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: /^Notificações/ }).getByText(/^Pedido de devolução enviado/)).toBeVisible();
  const askedBack = page.getByRole('region', { name: /^Devolução pedida a / });
  await expect(askedBack).toContainText(`1 × ${pick.product.name} — Tamanho errado`);
  await expect(askedBack).toContainText('em saldo de conta');
  const returnSteps = askedBack.getByRole('list', { name: 'Estado da devolução' });
  await expect(returnSteps.locator('[aria-current="step"]')).toContainText('Pedido enviado');
  // All of the order's line is asked back: nothing is left to return.
  await expect(returnButton).toHaveCount(0);

  const returns = (await (await read(AFTER_SALES_API_PATHS.orderReturns(orderUuid))).json()) as { data: { return_uuid: string }[] };
  // The number the e-mail asks to write on the parcel, on the page too: 'R-' and the return's first eight characters.
  await expect(askedBack).toContainText(`Número da devolução: R-${returns.data[0]!.return_uuid.slice(0, 8).toUpperCase()}`);
  const moveReturn = AFTER_SALES_API_PATHS.adminReturn(returns.data[0]!.return_uuid);
  await operator(request, apiUrl, moveReturn, { status: 'approved' });
  await expect(returnSteps.locator('[aria-current="step"]')).toContainText('Aprovada');
  await operator(request, apiUrl, moveReturn, { status: 'received' });
  await expect(returnSteps.locator('[aria-current="step"]')).toContainText('Artigos recebidos');
  await operator(request, apiUrl, moveReturn, { status: 'refunded' });
  await expect(returnSteps.getByRole('listitem').filter({ hasText: 'Reembolsada' })).toContainText(/\d/);
  await expect(returnSteps.locator('[aria-current="step"]')).toHaveCount(0);

  await expect(page.locator('html')).toHaveAttribute('data-journey', 'open');
});
