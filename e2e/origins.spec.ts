import type { ConsoleMessage, Page, Response } from '@playwright/test';
import { expect, hydrated, SHOPPER_PASSWORD, signInThroughDialog, singleVariantProducts, test, uniqueEmail } from './fixtures';
import { ACCOUNT_TEXT } from './texts';

/**
 * One origin: the shop works the same whichever local address it is opened by. Each address registers,
 * signs in again, adds to the cart and hearts a product, with no refused request (403/419) and no console
 * error — the page calls the API on its own origin, which the web server forwards.
 */
const DESKTOP = { width: 1366, height: 900 };

function addressesOf(baseUrl: string): string[] {
  const local = new URL(baseUrl);
  const loopback = new URL(baseUrl);
  loopback.hostname = '127.0.0.1';
  return [local.origin, loopback.origin];
}

/** Every refused request, failed request, console error and page error while the page is used. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 403 || response.status() === 419 || response.status() >= 500) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // A request the browser itself cancelled (the page navigated away while it was on its way) is no refusal.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

for (const address of addressesOf(process.env.E2E_BASE_URL ?? 'http://localhost:3000')) {
  test(`at ${new URL(address).hostname}: register, sign in, add to cart and heart a product with no refusal`, async ({ page, request, apiUrl }) => {
    // Four flows in one test, on a machine shared with other suites.
    test.setTimeout(120_000);
    const [product] = await singleVariantProducts(request, apiUrl);
    const offer = product!.offers.find((candidate) => candidate.stock > 0)!;
    await page.setViewportSize(DESKTOP);
    const problems = watch(page);
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      if (/\/(v1|sanctum|login|logout|users)\b/.test(new URL(sent.url()).pathname)) apiCalls.push(sent.url());
    });

    // Register through the dialog: the automatic login signs the new shopper in.
    const email = uniqueEmail('origins');
    await page.goto(`${address}/`);
    await hydrated(page);
    await page.locator('header').getByRole('link', { name: 'Conta', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Iniciar sessão' });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Criar conta' }).click();
    const register = page.getByRole('dialog', { name: 'Criar conta' });
    await register.getByLabel('Nome', { exact: true }).fill('Inês');
    await register.getByLabel('Apelido', { exact: true }).fill('Moura');
    await register.getByLabel('E-mail', { exact: true }).fill(email);
    await register.getByLabel('Palavra-passe', { exact: true }).fill(SHOPPER_PASSWORD);
    await register.getByLabel('Confirmar palavra-passe', { exact: true }).fill(SHOPPER_PASSWORD);
    await register.getByRole('checkbox', { name: ACCOUNT_TEXT.pt.acceptTerms }).check();
    await register.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Registo concluído', { exact: true })).toBeVisible();
    await expect(page.locator('[data-part="account-badge"]')).toHaveText('I');

    // Sign out, then sign in again through the login dialog.
    await page.locator('header').getByRole('link', { name: /./ }).filter({ has: page.locator('[data-part="account-badge"]') }).click();
    await page.getByRole('button', { name: 'Terminar sessão' }).click();
    await expect(page.locator('[data-part="account-badge"]')).toHaveCount(0);
    await page.locator('header').getByRole('link', { name: 'Conta', exact: true }).click();
    await signInThroughDialog(page, email);
    await expect(page.locator('[data-part="account-badge"]')).toHaveText('I');

    // Add to cart and heart the product on its page.
    await page.goto(`${address}/product/${product!.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: `Adicionar ao carrinho: ${offer.seller}` }).click();
    const drawer = page.getByRole('dialog', { name: /^Carrinho/ });
    await expect(drawer.getByRole('link', { name: product!.name }).first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Fechar' }).first().click();
    await page.getByRole('button', { name: 'Adicionar à wishlist' }).first().click();
    const saved = page.getByRole('button', { name: 'Remover da wishlist' }).first();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(saved).not.toHaveAttribute('aria-busy');

    // The session is the page's own: a reload keeps the shopper signed in and the heart saved.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Remover da wishlist' }).first()).toHaveAttribute('aria-pressed', 'true');

    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.filter((url) => new URL(url).origin !== address)).toEqual([]);
    expect(problems).toEqual([]);
  });
}
