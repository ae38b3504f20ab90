import type { APIRequestContext } from '@playwright/test';
import { AFTER_SALES_API_PATHS } from '../contract/after-sales-constants';
import { REVIEW_API_PATHS } from '../contract/review-constants';
import { expect, hydrated, test } from './fixtures';
import { buyByMultibanco, signedInCustomer } from './purchase';

/**
 * Reviews from verified buyers on the real product: a signed-in customer buys, the operator delivers the
 * parcel, the customer writes a review from the product page (stars by keyboard, text, the pending
 * confirmation), the operator approves it through the operator API, and the product page then shows it
 * with the average and distribution and carries `aggregateRating` and the review in its JSON-LD.
 */

// A purchase through the checkout, two operator moves and three page visits.
test.describe.configure({ timeout: 150_000 });

const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN!;
const asOperator = { Authorization: `Bearer ${ADMIN_TOKEN}` };

async function operatorPost(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const response = await request.post(url, { headers: asOperator, data });
  expect(response.status(), await response.text()).toBe(200);
}

type JsonLdProduct = { '@type': string; aggregateRating?: Record<string, unknown>; review?: { reviewBody: string; reviewRating: { ratingValue: number } }[] };

test('a verified buyer reviews a delivered product; once approved it shows with the average and in the JSON-LD', async ({ page, request, apiUrl, baseURL }) => {
  await signedInCustomer(page, request, apiUrl, 'reviews');
  const { orderUuid, pick } = await buyByMultibanco(page, request, apiUrl, 9, true);
  const productPath = `/product/${pick.product.slug}`;

  // Before delivery the customer is not offered the form: the section, once reached, asks whether they may write one.
  await page.goto(productPath);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Avaliações' });
  await expect(section).toBeVisible();
  const asked = page.waitForResponse((response) => response.url().endsWith(REVIEW_API_PATHS.eligibility(pick.product.slug)));
  await section.scrollIntoViewIfNeeded();
  expect((await asked).status()).toBe(200);
  await expect(section.getByRole('button', { name: 'Escrever uma avaliação' })).toHaveCount(0);

  // The operator delivers the order's parcel.
  const order = await page.request.get(`${baseURL}/v1/orders/${orderUuid}`, { headers: { origin: baseURL!, accept: 'application/json' } });
  expect(order.status()).toBe(200);
  const seller = ((await order.json()) as { data: { shipments: { seller_id: number }[] } }).data.shipments[0]!.seller_id;
  const parcel = `${apiUrl}${AFTER_SALES_API_PATHS.adminShipment(orderUuid, seller)}`;
  await operatorPost(request, parcel, { status: 'shipped', carrier: 'CTT', tracking_number: 'RR123456789PT' });
  await operatorPost(request, parcel, { status: 'delivered' });

  // The invitation's link opens the form on the product page.
  await page.goto(`${productPath}?review=1#reviews`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: `Avaliar ${pick.product.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('As avaliações são verificadas pela nossa equipa antes de serem publicadas.')).toBeVisible();
  // Sending without a rating or text says what is missing.
  await dialog.getByRole('button', { name: 'Publicar avaliação' }).click();
  await expect(dialog.getByText('Escolha de 1 a 5 estrelas.')).toBeVisible();
  // The stars are a radio group: the keyboard moves the choice from 5 to 4.
  await dialog.getByRole('radio', { name: '5 estrelas de 5' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: '4 estrelas de 5' })).toBeChecked();
  const text = `Tecido agradável e veste bem (${Date.now()}).`;
  await dialog.getByRole('textbox', { name: 'A sua opinião' }).fill(text);
  await dialog.getByRole('button', { name: 'Publicar avaliação' }).click();
  await expect(dialog.getByRole('status')).toContainText('Obrigado pela sua avaliação!');

  // The operator finds it pending and approves it.
  const pending = await request.get(`${apiUrl}${REVIEW_API_PATHS.adminPending}`, { headers: asOperator });
  expect(pending.status()).toBe(200);
  const review = ((await pending.json()) as { data: { uuid: string; body: string }[] }).data.find((candidate) => candidate.body === text);
  expect(review).toBeDefined();
  await operatorPost(request, `${apiUrl}${REVIEW_API_PATHS.adminReview(review!.uuid)}`, { status: 'approved' });

  // The product page shows it with the average, and its JSON-LD carries the rating.
  await page.goto(productPath);
  await hydrated(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('img', { name: /^Avaliação: \d,\d de 5$/ }).first()).toBeVisible();
  await expect(section.getByRole('listitem', { name: /^4 estrelas: [1-9]/ })).toBeVisible();
  const shown = section.getByRole('listitem').filter({ hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Compra verificada')).toBeVisible();
  await expect(shown.getByRole('img', { name: '4 estrelas de 5' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Escrever uma avaliação' })).toHaveCount(0);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd.map((entry) => JSON.parse(entry) as JsonLdProduct).find((entry) => entry['@type'] === 'Product');
  expect(product?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: expect.stringMatching(/^\d\.\d$/), bestRating: 5, worstRating: 1 });
  expect(product!.aggregateRating!.reviewCount).toBeGreaterThanOrEqual(1);
  expect(product!.review).toEqual(expect.arrayContaining([expect.objectContaining({ reviewBody: text, reviewRating: expect.objectContaining({ ratingValue: 4 }) })]));
});

test.describe('on a phone, where the reviews lie a screen and more below the first', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the reviews list is asked for when a shopper reaches it, not while the first screen loads', async ({ page, apiProducts }) => {
    const [product] = await apiProducts('en');
    const listPath = REVIEW_API_PATHS.productReviews(product!.slug);
    const asked: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === listPath && asked.push(request.url()));
    await page.goto(`/en/product/${product!.slug}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === listPath);
    await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
    expect((await listed).status()).toBe(200);
    expect(asked).toHaveLength(1);
  });
});
