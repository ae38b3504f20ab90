import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AFTER_SALES_API_PATHS } from '../contract/after-sales-constants';
import fr from '../locales/fr.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };
import { expect, hydrated, test, uniqueEmail } from './fixtures';
import { addAndCheckout, buyByMultibanco, control, fillCheckout, pickProduct, placedOrder, PT, signedInCustomer, transactionOf } from './purchase';

/**
 * §2 chat widget against the real assistant (api/modules/assistant): a guest proves an order in Portuguese and
 * follows its shipment from the chat; a customer asks in French how to return and starts the return from the
 * chat's link; the conversation survives a page change and a reload; on a phone the window is the screen.
 */

test.describe.configure({ timeout: 150_000 });

const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN!;
const SESSION_KEY = 'assistant.session_id';

async function shipment(request: APIRequestContext, apiUrl: string, orderUuid: string, sellerId: number, data: Record<string, unknown>) {
  const response = await request.post(`${apiUrl}${AFTER_SALES_API_PATHS.adminShipment(orderUuid, sellerId)}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The sellers of the order's parcels, read as the browser that placed it reads the order: its cookies (a
 * customer) or the signed link's token the success page carries (a guest), at the host the shop was opened at.
 */
async function sellersOf(page: Page, apiUrl: string, origin: string, orderUuid: string): Promise<number[]> {
  const api = new URL(apiUrl);
  api.hostname = new URL(origin).hostname;
  const token = new URL(page.url()).searchParams.get('token');
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const response = await page.request.get(`${api.origin}/v1/orders/${orderUuid}${query}`, { headers: { origin, accept: 'application/json' } });
  expect(response.status(), await response.text()).toBe(200);
  const order = (await response.json()) as { data: { shipments: { seller_id: number }[] } };
  return order.data.shipments.map((parcel) => parcel.seller_id);
}

type Texts = typeof pt.assistant;

/** Opens the chat from its launcher and answers the window. */
async function openChat(page: Page, texts: Texts): Promise<Locator> {
  await page.getByRole('button', { name: texts.launcher, exact: true }).click();
  const chat = page.getByRole('dialog', { name: texts.title });
  await expect(chat).toBeVisible();
  return chat;
}

/** Sends a message and waits for its whole reply (the polite region says it once it has ended). */
async function ask(chat: Locator, texts: Texts, message: string): Promise<Locator> {
  const turns = chat.getByRole('list', { name: texts.title }).getByRole('listitem');
  const before = await turns.count();
  await chat.getByRole('textbox', { name: texts.inputLabel }).fill(message);
  // The send button is enabled once the previous reply has ended (a reply still streaming keeps it disabled and
  // Enter does nothing): as a shopper does, the message goes when it can.
  await expect(chat.getByRole('button', { name: texts.send })).toBeEnabled({ timeout: 15_000 });
  await chat.getByRole('textbox', { name: texts.inputLabel }).press('Enter');
  await expect(turns).toHaveCount(before + 2, { timeout: 15_000 });
  await expect(chat.getByRole('button', { name: texts.send })).toBeVisible();
  const reply = turns.nth(before + 1);
  await expect(chat.getByRole('status')).not.toHaveText('', { timeout: 15_000 });
  await expect(chat.getByText(texts.typing)).toHaveCount(0);
  return reply;
}

test('a guest asks in Portuguese where the order is, proves it with number and e-mail, and follows its shipment from the chat', async ({ page, request, apiUrl, baseURL }) => {
  const email = uniqueEmail('chat');
  const pick = await pickProduct(request, apiUrl, 7);
  await addAndCheckout(page, pick, 'pt');
  await fillCheckout(page, PT, { email, method: 'multibanco' });
  await expect(page).toHaveURL(/\/payment\/sibs\/multibanco$/);
  const { orderUuid } = await placedOrder(page);
  await control(request, apiUrl, await transactionOf(page), 'pay');
  await expect(page).toHaveURL(new RegExp(`/order/success/${orderUuid}`));
  for (const seller of await sellersOf(page, apiUrl, baseURL!, orderUuid)) await shipment(request, apiUrl, orderUuid, seller, { status: 'shipped', carrier: 'CTT', tracking_number: 'RR123456789PT' });
  const number = orderUuid.slice(0, 8);

  await page.goto('/');
  await hydrated(page);
  const chat = await openChat(page, pt.assistant);
  await chat.getByRole('group', { name: pt.assistant.startersLabel }).getByRole('button', { name: pt.assistant.starters.tracking }).click();
  const turns = chat.getByRole('list', { name: pt.assistant.title }).getByRole('listitem');
  await expect(turns).toHaveCount(2, { timeout: 15_000 });
  // Without proof, nothing about any order.
  await expect(turns.nth(1)).not.toContainText('CTT');

  const reply = await ask(chat, pt.assistant, `A encomenda é a ${number} e o e-mail é ${email}`);
  await expect(reply).toContainText(number);
  await expect(reply).toContainText(/enviad/i);
  const link = reply.locator(`a[href*="${orderUuid}"]`).first();
  await expect(link).toBeVisible();

  // The link is a page of the shop: the window closes, the page opens, the conversation stays.
  await link.click();
  await expect(page).toHaveURL(new RegExp(orderUuid));
  await expect(chat).toBeHidden();
  const again = await openChat(page, pt.assistant);
  await expect(again.getByRole('list', { name: pt.assistant.title })).toContainText(number);
  await page.keyboard.press('Escape');

  // A reload: the same session, its conversation restored from the server.
  const session = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  await page.reload();
  await hydrated(page);
  const restored = await openChat(page, pt.assistant);
  await expect(restored.getByRole('list', { name: pt.assistant.title }).getByRole('listitem')).toHaveCount(4);
  await expect(restored.getByRole('list', { name: pt.assistant.title })).toContainText(email);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBe(session);
});

test('a customer asks in French how to return and starts the return from the chat', async ({ page, request, apiUrl, baseURL }) => {
  await signedInCustomer(page, request, apiUrl, 'chat-fr');
  const { orderUuid, pick } = await buyByMultibanco(page, request, apiUrl, 9, true);
  for (const seller of await sellersOf(page, apiUrl, baseURL!, orderUuid)) await shipment(request, apiUrl, orderUuid, seller, { status: 'delivered' });

  await page.goto('/fr');
  await hydrated(page);
  const chat = await openChat(page, fr.assistant);
  const reply = await ask(chat, fr.assistant, `Comment retourner ma commande ${orderUuid.slice(0, 8)} ?`);
  // The answer links to where the return starts: the order's page, with its return form.
  const start = reply.locator(`a[href*="${orderUuid}"]`).first();
  await expect(start).toBeVisible();
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/fr/account/orders/${orderUuid}`));
  await page.getByRole('button', { name: fr.returns.afterSales.request }).click();
  const dialog = page.getByRole('dialog', { name: fr.returns.form.title });
  await dialog.getByRole('checkbox', { name: fr.returns.form.selectLine.replace('{{name}}', pick.product.name) }).check();
  await dialog.getByLabel(fr.returns.form.reason).selectOption({ label: fr.returns.reasons.wrong_size });
  await dialog.getByRole('button', { name: fr.returns.form.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(fr.returns.afterSales.requested).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the chat window is the whole screen, and closes back to the launcher', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const chat = await openChat(page, pt.assistant);
    await expect.poll(async () => chat.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await chat.getByRole('button', { name: pt.assistant.close }).click();
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: pt.assistant.launcher, exact: true })).toBeFocused();
  });
});
