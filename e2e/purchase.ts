import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, registerShopper, signInThroughDialog, singleVariantProducts } from './fixtures';
import type { CatalogueOffer, CatalogueProduct } from './fixtures';

/**
 * Buying on the real product, as a shopper does: a product with stock, its page, the cart drawer, the
 * checkout's steps, then the SIBS sandbox's controls (`POST /sibs-sandbox/control/{transactionID}/{action}`)
 * standing in for the shopper's phone and bank. The purchase and the account's order specs share it.
 */

/** Where the browser keeps its cart (features/cart) and the order it placed (features/checkout, session storage). */
export const CART_STORAGE_KEYS = { cartUuid: 'cart.uuid', sessionId: 'cart.sessionId' } as const;
export const CHECKOUT_STORAGE_KEYS = { placedOrder: 'checkout.order' } as const;

/** Offers with this much stock stay buyable while parallel tests hold units in their orders. */
export const PLENTY = 8;

export interface Pick {
  product: CatalogueProduct;
  offer: CatalogueOffer;
}

/** A product with one variant and an offer of plenty of stock; `skip` leaves out the first ones (parallel tests buy different things). */
export async function pickProduct(request: APIRequestContext, apiUrl: string, skip: number): Promise<Pick> {
  const picks = (await singleVariantProducts(request, apiUrl)).flatMap((product) => {
    const offer = product.offers.find((candidate) => candidate.stock >= PLENTY);
    return offer ? [{ product, offer }] : [];
  });
  expect(picks.length).toBeGreaterThan(skip);
  return picks[skip % picks.length]!;
}

/** Adds the offer from its product page and goes to the checkout through the cart drawer. */
export async function addAndCheckout(page: Page, { product, offer }: Pick, locale: 'pt' | 'en') {
  const prefix = locale === 'pt' ? '' : `/${locale}`;
  await page.goto(`${prefix}/product/${product.slug}`);
  await hydrated(page);
  const seller = locale === 'pt' ? offer.seller : offer.official ? 'Official Store' : offer.vendorName;
  await page.getByRole('button', { name: `${locale === 'pt' ? 'Adicionar ao carrinho' : 'Add to cart'}: ${seller}` }).click();
  const drawer = page.getByRole('dialog', { name: locale === 'pt' ? /^Carrinho/ : /^Cart/ });
  // The line is named in the page's language (the catalogue's pt names are the test's pick).
  await expect(locale === 'pt' ? drawer.getByRole('link', { name: product.name }).first() : drawer.getByRole('article').first()).toBeVisible();
  await drawer.getByRole('button', { name: locale === 'pt' ? 'Finalizar compra' : 'Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: locale === 'pt' ? 'Finalizar compra' : 'Checkout' })).toBeVisible();
}

export const PT = {
  email: 'E-mail',
  name: 'Nome completo',
  phone: 'Telefone',
  toAddress: 'Continuar para a morada',
  street: 'Morada',
  postalCode: 'Código postal',
  city: 'Localidade',
  toDelivery: 'Continuar para a entrega',
  toPayment: 'Continuar para o pagamento',
  mbwayPhone: 'Número de telemóvel MB WAY',
  toReview: 'Rever a encomenda',
  placeOrder: 'Confirmar e pagar',
};
export const EN = {
  ...PT,
  email: 'Email',
  name: 'Full name',
  phone: 'Phone',
  toAddress: 'Continue to address',
  street: 'Address',
  postalCode: 'Postcode',
  city: 'Town or city',
  toDelivery: 'Continue to delivery',
  toPayment: 'Continue to payment',
  mbwayPhone: 'MB WAY mobile number',
  toReview: 'Review order',
  placeOrder: 'Confirm and pay',
};

/**
 * Fills the steps and places the order. `mbwayPhone`: the sandbox leaves any number but …678 (approves)
 * and …500 (declines) waiting for the test's control.
 */
export async function fillCheckout(page: Page, texts: typeof PT, options: { email?: string; method: 'mbway' | 'multibanco'; mbwayPhone?: string }) {
  const main = page.locator('main');
  if (options.email) await main.getByLabel(texts.email, { exact: true }).fill(options.email);
  await main.getByLabel(texts.name, { exact: true }).fill('Ana Teste');
  await main.getByLabel(texts.phone, { exact: true }).fill('912345678');
  await main.getByRole('button', { name: texts.toAddress }).click();
  await main.getByLabel(texts.street, { exact: true }).fill('Rua das Flores 12, 3.º esq.');
  await main.getByLabel(texts.postalCode, { exact: true }).fill('1200-195');
  await main.getByLabel(texts.city, { exact: true }).fill('Lisboa');
  await main.getByRole('button', { name: texts.toDelivery }).click();
  await main.getByRole('button', { name: texts.toPayment }).click();
  await main.getByRole('radio', { name: options.method === 'mbway' ? /MB WAY/ : /Multibanco/ }).check();
  if (options.mbwayPhone) await main.getByLabel(texts.mbwayPhone, { exact: true }).fill(options.mbwayPhone);
  await main.getByRole('button', { name: texts.toReview }).click();
  await main.getByRole('button', { name: texts.placeOrder }).click();
}

/** The order this tab placed, as the checkout keeps it in session storage. */
export async function placedOrder(page: Page): Promise<{ orderUuid: string; cartUuid: string; transactionId: string }> {
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), CHECKOUT_STORAGE_KEYS.placedOrder)).not.toBeNull();
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), CHECKOUT_STORAGE_KEYS.placedOrder);
  return JSON.parse(stored!) as { orderUuid: string; cartUuid: string; transactionId: string };
}

/** The sandbox's current transaction of the order (a new attempt has a new one). */
export async function transactionOf(page: Page, previous?: string): Promise<string> {
  await expect.poll(async () => (await placedOrder(page)).transactionId).not.toBe(previous ?? '');
  return (await placedOrder(page)).transactionId;
}

export async function control(request: APIRequestContext, apiUrl: string, transactionId: string, action: 'approve' | 'decline' | 'timeout' | 'pay') {
  const answer = await request.post(`${apiUrl}/sibs-sandbox/control/${transactionId}/${action}`, { data: {} });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A new customer, signed in from the header's account link. */
export async function signedInCustomer(page: Page, request: APIRequestContext, apiUrl: string, tag: string) {
  const email = await registerShopper(request, apiUrl, tag);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Conta', exact: true }).locator('visible=true').first().click();
  await signInThroughDialog(page, email);
  return email;
}

/** Buys one offer by Multibanco (skip: which product) and answers the order's uuid and its transaction; `pay` pays it in the sandbox. */
export async function buyByMultibanco(page: Page, request: APIRequestContext, apiUrl: string, skip: number, pay: boolean) {
  const pick = await pickProduct(request, apiUrl, skip);
  await addAndCheckout(page, pick, 'pt');
  await fillCheckout(page, PT, { method: 'multibanco' });
  await expect(page).toHaveURL(/\/payment\/sibs\/multibanco$/);
  await expect(page.getByText(/^\d{3} \d{3} \d{3}$/)).toBeVisible();
  const { orderUuid } = await placedOrder(page);
  if (pay) {
    await control(request, apiUrl, await transactionOf(page), 'pay');
    await expect(page).toHaveURL(new RegExp(`/order/success/${orderUuid}`));
  }
  return { orderUuid, pick };
}
