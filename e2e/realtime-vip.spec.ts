import { expect, hydrated, registerShopper, SHOPPER_PASSWORD, signInThroughDialog, singleVariantProducts, test } from './fixtures';
import { applyCouponOnProductPage, DESKTOP, LIVE_WITHIN_MS, patchAdmin, watchSocket } from './realtime-fixtures';

/**
 * Beyond §7: a VIP coupon switched off by the operator reaches its customers live. VIP coupons never go to the
 * public `discount_list` (a guest could read them there); the api publishes them on private channels that only
 * signed-in customers may join, and the page holds them while a customer is signed in. The seeded VIP20 is for
 * every signed-in customer (a customer discountable without an id), so a shopper registered here sees it. The
 * other specs share the database: nothing else uses VIP20, and the test switches it back on.
 */

const CODE = 'VIP20';

test("a signed-in customer's applied VIP coupon, switched off by the operator, is cleared live with 'O cupão aplicado foi desativado'", async ({ page, request, apiUrl }) => {
  test.setTimeout(60_000);
  const email = await registerShopper(request, apiUrl, 'vip', 'Vera');
  // The coupon's uuid as the customer's own list shows it (a guest's list has no VIP coupons).
  const login = await request.post(`${apiUrl}/login`, { data: { email, password: SHOPPER_PASSWORD, device_name: 'e2e' } });
  expect(login.status()).toBe(200);
  const { data: customer, token } = (await login.json()) as { data: { id: number }; token: string };
  const asGuest = (await (await request.get(`${apiUrl}/v1/discounts`)).json()) as { data: { code: string }[] };
  expect(asGuest.data.map((discount) => discount.code)).not.toContain(CODE);
  const listed = await request.get(`${apiUrl}/v1/discounts`, { headers: { Authorization: `Bearer ${token}` } });
  const coupon = ((await listed.json()) as { data: { discount_uuid: string; code: string }[] }).data.find((discount) => discount.code === CODE)!;
  expect(coupon).toBeTruthy();

  const products = await singleVariantProducts(request, apiUrl);
  const product = products.at(-3)!;
  const offer = product.offers.find((candidate) => candidate.stock > 2)!;
  const socket = watchSocket(page);
  await page.setViewportSize(DESKTOP);

  // Signed in on one page, then a full load of another: the restored session joins the customer channels.
  await page.goto('/');
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: 'Conta', exact: true }).click();
  await signInThroughDialog(page, email);
  await page.goto(`/product/${product.slug}`);
  await hydrated(page);
  await socket.subscribed('private-discounts.customers');
  await socket.subscribed(`private-discounts.customer.${customer.id}`);
  const coupons = await applyCouponOnProductPage(page, offer.seller, CODE);

  const patch = (isActive: boolean) => patchAdmin(request, `${apiUrl}/v1/admin/discounts/${coupon.discount_uuid}`, { is_active: isActive });
  try {
    await patch(false);
    await expect(page.getByText('O cupão aplicado foi desativado', { exact: true })).toBeVisible({ timeout: LIVE_WITHIN_MS });
    await expect(coupons.getByRole('article', { name: new RegExp(CODE) })).toHaveCount(0);
    await expect(coupons.getByRole('region', { name: `Cupão ${CODE} aplicado` })).toHaveCount(0);
  } finally {
    await patch(true);
  }
  // Switched on again, it comes back to this customer's list — over the customers' channel, never discount_list.
  await expect(coupons.getByRole('article', { name: new RegExp(CODE) })).toBeVisible({ timeout: LIVE_WITHIN_MS });
  const vip = socket.discounts.filter((event) => event.code === CODE);
  expect(vip.map((event) => event.isActive)).toEqual(expect.arrayContaining([false, true]));
  expect(vip.filter((event) => event.channel !== 'private-discounts.customers')).toEqual([]);
});
