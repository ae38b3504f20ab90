import type { APIRequestContext, Page } from '@playwright/test';
import { AFTER_SALES_API_PATHS } from '../contract/after-sales-constants';
import { expect, hydrated, registerShopper, SHOPPER_PASSWORD, singleVariantProducts, test } from './fixtures';

/**
 * After the purchase, on the real product: a signed-in customer buys through the SIBS sandbox, the
 * operator (ADMIN_TOKEN paths) ships and delivers the parcel, the customer downloads the invoice PDF and
 * asks for a return refunded as store credit, which the operator approves, receives and refunds. The
 * customer's calls go out from the signed-in browser itself (its session cookie and XSRF token).
 */

const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN!;

async function signIn(page: Page, email: string) {
  await page.goto('/en');
  await hydrated(page);
  await page.getByRole('link', { name: 'Account', exact: true }).locator('visible=true').first().click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login).toBeHidden();
}

/** Buys one unit of a product with plenty of stock by Multibanco, pays the reference in the sandbox; answers the order's uuid. */
async function buy(page: Page, request: APIRequestContext, apiUrl: string): Promise<string> {
  const products = await singleVariantProducts(request, apiUrl);
  const pick = products.flatMap((product) => product.offers.filter((offer) => offer.stock >= 8).map((offer) => ({ product, offer })))[5]!;
  await page.goto(`/en/product/${pick.product.slug}`);
  await hydrated(page);
  const seller = pick.offer.official ? 'Official Store' : pick.offer.vendorName;
  await page.getByRole('button', { name: `Add to cart: ${seller}` }).click();
  await page.getByRole('dialog', { name: /^Cart/ }).getByRole('button', { name: 'Checkout' }).click();
  const main = page.locator('main');
  await main.getByLabel('Full name', { exact: true }).fill('Ana Teste');
  await main.getByLabel('Phone', { exact: true }).fill('912345678');
  await main.getByRole('button', { name: 'Continue to address' }).click();
  await main.getByLabel('Address', { exact: true }).fill('Rua das Flores 12, 3.º esq.');
  await main.getByLabel('Postcode', { exact: true }).fill('1200-195');
  await main.getByLabel('Town or city', { exact: true }).fill('Lisboa');
  await main.getByRole('button', { name: 'Continue to delivery' }).click();
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await main.getByRole('radio', { name: /Multibanco/ }).check();
  await main.getByRole('button', { name: 'Review order' }).click();
  await main.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page).toHaveURL(/\/en\/payment\/sibs\/multibanco$/);
  await expect(page.getByText(/^\d{3} \d{3} \d{3}$/)).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('checkout.order'));
  const { orderUuid, transactionId } = JSON.parse(stored!) as { orderUuid: string; transactionId: string };
  const paid = await request.post(`${apiUrl}/sibs-sandbox/control/${transactionId}/pay`, { data: {} });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/en/order/success/${orderUuid}`));
  return orderUuid;
}

/** The browser's own API calls: its cookies, its origin, and the XSRF token a write needs. */
function asCustomer(page: Page, apiUrl: string, origin: string) {
  const xsrf = async () => decodeURIComponent((await page.context().cookies(apiUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  return {
    get: (path: string) => page.request.get(`${apiUrl}${path}`, { headers: { origin, accept: 'application/json' } }),
    post: async (path: string, data: unknown) => page.request.post(`${apiUrl}${path}`, { data, headers: { origin, 'x-xsrf-token': await xsrf() } }),
  };
}

async function operator(request: APIRequestContext, apiUrl: string, path: string, data: Record<string, unknown>) {
  const response = await request.post(`${apiUrl}${path}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data });
  expect(response.status(), await response.text()).toBe(200);
  return response.json() as Promise<{ data: Record<string, unknown> }>;
}

test('a customer buys, the operator ships and delivers, the invoice downloads as a PDF, and a return ends as store credit', async ({ page, request, apiUrl, baseURL }) => {
  const email = await registerShopper(request, apiUrl, 'after-sales');
  await signIn(page, email);
  const orderUuid = await buy(page, request, apiUrl);
  const customer = asCustomer(page, apiUrl, baseURL!);

  // Nothing is returnable before delivery.
  const before = await customer.get(AFTER_SALES_API_PATHS.orderReturns(orderUuid));
  expect(before.status()).toBe(200);
  expect((await before.json()).returnable).toEqual([]);

  // The operator ships with carrier and tracking number, then delivers.
  const order = (await (await customer.get(`/v1/orders/${orderUuid}`)).json()) as { data: { shipments: { seller_id: number }[]; lines: { offer_id: number }[] } };
  const sellerId = order.data.shipments[0]!.seller_id;
  expect((await operator(request, apiUrl, AFTER_SALES_API_PATHS.adminShipment(orderUuid, sellerId), { status: 'preparing' })).data.status).toBe('preparing');
  const shipped = await operator(request, apiUrl, AFTER_SALES_API_PATHS.adminShipment(orderUuid, sellerId), { status: 'shipped', carrier: 'CTT', tracking_number: 'RR123456789PT' });
  expect(shipped.data).toMatchObject({ status: 'shipped', carrier: 'CTT', tracking_number: 'RR123456789PT' });
  expect((await operator(request, apiUrl, AFTER_SALES_API_PATHS.adminShipment(orderUuid, sellerId), { status: 'delivered' })).data.status).toBe('delivered');

  // The invoice: a real PDF attachment named after the order's number.
  const invoice = await customer.get(AFTER_SALES_API_PATHS.invoice(orderUuid));
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()['content-type']).toBe('application/pdf');
  expect(invoice.headers()['content-disposition']).toBe(`attachment; filename="invoice-${orderUuid.slice(0, 8)}.pdf"`);
  const pdf = await invoice.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1500);

  // The customer asks to return the line, refunded as store credit.
  const returnable = (await (await customer.get(AFTER_SALES_API_PATHS.orderReturns(orderUuid))).json()) as { returnable: { offer_id: number; quantity: number }[] };
  expect(returnable.returnable).toEqual([expect.objectContaining({ offer_id: order.data.lines[0]!.offer_id, quantity: 1 })]);
  const asked = await customer.post(AFTER_SALES_API_PATHS.orderReturns(orderUuid), {
    refund_method: 'store_credit',
    lines: [{ offer_id: returnable.returnable[0]!.offer_id, quantity: 1, reason: 'wrong_size' }],
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const created = ((await asked.json()) as { data: { return_uuid: string; status: string } }).data;
  expect(created.status).toBe('requested');

  for (const status of ['approved', 'received', 'refunded']) {
    expect((await operator(request, apiUrl, AFTER_SALES_API_PATHS.adminReturn(created.return_uuid), { status })).data.status).toBe(status);
  }
  const after = (await (await customer.get(AFTER_SALES_API_PATHS.orderReturns(orderUuid))).json()) as { data: { status: string; refund_method: string; refunded_at: string | null }[]; returnable: unknown[] };
  expect(after.data).toEqual([expect.objectContaining({ status: 'refunded', refund_method: 'store_credit', refunded_at: expect.any(String) })]);
  expect(after.returnable).toEqual([]);
});
