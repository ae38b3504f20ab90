import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { PageWatch } from './watch';
import type { ProductCard } from '../contract';

/** The API's products as the contract types them. */
type ApiProduct = ProductCard;

/** The host the shop is opened at: each Playwright project picks one (`localhost` or `127.0.0.1`). */
export type SiteHost = 'localhost' | '127.0.0.1';

/**
 * The base URL comes from the product started by global-setup.ts, at the project's `siteHost`;
 * `apiProducts` asks the real API. Every page of the test's browser context is watched (e2e/watch.ts):
 * a console error, page error, failed request or error answer the test did not declare with
 * `expected` fails it.
 */
export const test = base.extend<{
  apiUrl: string;
  apiProducts: (locale: string) => Promise<ApiProduct[]>;
  expected: PageWatch;
}, { siteHost: SiteHost }>({
  siteHost: ['localhost', { option: true, scope: 'worker' }],
  // Playwright fixtures must destructure their dependencies; baseURL only reads the environment.
  baseURL: async ({ siteHost }, use) => {
    const url = new URL(process.env.E2E_BASE_URL ?? 'http://localhost');
    url.hostname = siteHost;
    await use(url.origin);
  },
  apiUrl: async ({ baseURL: _baseURL }, use) => {
    await use(process.env.E2E_API_URL ?? '');
  },
  apiProducts: async ({ request, apiUrl }, use) => {
    await use(async (locale) => {
      const response = await request.get(`${apiUrl}/v1/products?locale=${locale}&page=1&per_page=24`);
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: ApiProduct[] }).data;
    });
  },
  // The API calls a test makes itself (sign-ups, operator changes) come from an address of the test's own
  // (198.18.0.0/15, the benchmarking range), as the API's trusted loopback hop reports it: the
  // per-address limits of registration and login then meet one test's tries, not the whole suite's.
  // The browser's own calls keep its real address.
  request: async ({ playwright, baseURL }, use) => {
    const octet = () => 1 + Math.floor(Math.random() * 254);
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${octet()}.${octet()}` } });
    await use(context);
    await context.dispose();
  },
  expected: async ({ baseURL: _baseURL }, use) => {
    await use(new PageWatch());
  },
  context: async ({ context, expected }, use) => {
    await expected.watchContext(context);
    await use(context);
    const problems = expected.report();
    if (problems.length > 0) throw new Error(`The pages were not clean:\n${problems.join('\n')}`);
  },
});

export { expect };

/** The page has hydrated (the client marks `html[data-hydrated]`): clicks now reach React. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** A shopper's unique e-mail for one test run. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${randomBytes(4).toString('hex')}@example.test`;

export const SHOPPER_PASSWORD = 'a quiet river at dawn';

/** Registers a shopper through the real API and returns the e-mail. */
export async function registerShopper(request: APIRequestContext, apiUrl: string, tag: string, name = 'Rita'): Promise<string> {
  const email = uniqueEmail(tag);
  const created = await request.post(`${apiUrl}/v1/users/register`, {
    data: { email, password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD, name, lastname: 'Teste', terms_accepted: true },
  });
  expect(created.status()).toBe(201);
  return email;
}

/** Fills and submits the open login dialog (Portuguese texts) and waits for it to close. */
export async function signInThroughDialog(page: Page, email: string, password = SHOPPER_PASSWORD) {
  const login = page.getByRole('dialog', { name: 'Iniciar sessão' });
  await expect(login).toBeVisible();
  await login.getByLabel('E-mail', { exact: true }).fill(email);
  await login.getByLabel('Palavra-passe', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Iniciar sessão' }).click();
  await expect(login).toBeHidden();
}

/** One seller's offer of a catalogue product, as the product page's add button names it. */
export interface CatalogueOffer {
  offerId: number;
  /** The add button is 'Adicionar ao carrinho: {seller}': 'Loja Oficial' for the official store, else `vendor.vendor_name`. */
  seller: string;
  /** `vendor.vendor_name` as the API sends it ('Armazém Central' is an official store too). */
  vendorName: string;
  /** OFFICIAL_STORE and 1P offers are grouped in the cart as 'Loja Oficial'. */
  official: boolean;
  /** The cart's group name: 'Loja Oficial' for the official store, else the shop's name. */
  cartSeller: string;
  price: number;
  stock: number;
}

/** A product with a single variant (no selector to choose), with its offers. */
export interface CatalogueProduct {
  slug: string;
  name: string;
  offers: CatalogueOffer[];
}

/** The seeded catalogue's single-variant products (Portuguese names) read from the real API. */
export async function singleVariantProducts(request: APIRequestContext, apiUrl: string): Promise<CatalogueProduct[]> {
  const response = await request.get(`${apiUrl}/v1/products?locale=pt&page=1&per_page=96`);
  expect(response.ok()).toBe(true);
  const products = ((await response.json()) as { data: ProductCard[] }).data;
  return products
    .filter((product) => product.variants.length === 1)
    .map((product) => ({
      slug: product.slug,
      name: product.name,
      offers: product.variants[0]!.offers.map((offer) => {
        const official = offer.vendor.vendorType === 'OFFICIAL_STORE' || offer.vendor.vendorType === '1P';
        return {
          offerId: offer.offer_id,
          seller: official ? 'Loja Oficial' : offer.vendor.vendor_name,
          vendorName: offer.vendor.vendor_name,
          official,
          cartSeller: official ? 'Loja Oficial' : offer.shop_name,
          price: offer.price_campaign ?? offer.price_product,
          stock: offer.initial_stock - offer.sold_stock - offer.stock_in_cart - offer.stock_in_checkout,
        };
      }),
    }));
}

/** Dismisses the toasts on screen (they sit top right, over the header's buttons). */
export async function dismissToasts(page: Page) {
  const close = page.getByRole('region', { name: /^Notificações/ }).getByRole('button', { name: 'Fechar notificação' });
  for (let left = await close.count(); left > 0; left = await close.count()) await close.first().click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The newest e-mail to `to` whose subject matches, read from the development outbox (MAIL_VIEWER=on). */
export async function mailTo(request: APIRequestContext, apiUrl: string, to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect(async () => {
    const outbox = await (await request.get(`${apiUrl}/dev/mail`)).text();
    const row = new RegExp(`${escapeRegExp(to)}</td><td><a href="(/dev/mail/[0-9a-f-]+)">([^<]*)</a>`, 'g');
    const match = [...outbox.matchAll(row)].find((found) => subject.test(found[2]!.replaceAll('&#39;', "'")));
    expect(match, `a mail to ${to} about ${subject}`).toBeDefined();
    text = (await (await request.get(`${apiUrl}${match![1]}`)).text()).replaceAll('&amp;', '&');
  }).toPass({ timeout: 10_000 });
  return text;
}
