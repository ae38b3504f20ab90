import type { APIRequestContext } from '@playwright/test';
import pt from '../locales/pt.json' with { type: 'json' };
import { SUPPORT_API_PATHS } from '../contract/support-constants';
import { expect, hydrated, mailTo, signInThroughDialog, test, uniqueEmail, SHOPPER_PASSWORD } from './fixtures';
import { ADMIN_TOKEN, DESKTOP, watchSocket } from './realtime-fixtures';

/**
 * Support end to end: a guest's contact form becomes a ticket once the e-mailed link confirms the address,
 * the operator answers and the guest is e-mailed; a signed-in customer opens a ticket in the account and sees
 * the operator's answer arrive live. Also: the account pages of §2 ask a guest to sign in.
 */
const S = pt.support;
const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

async function operatorTicket(request: APIRequestContext, apiUrl: string, email: string) {
  const response = await request.get(`${apiUrl}${SUPPORT_API_PATHS.adminTickets}`, { headers: admin });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { uuid: string; email: string; email_confirmed: boolean }[] };
  const ticket = data.find((row) => row.email === email);
  expect(ticket, `the operator sees the ticket of ${email}`).toBeDefined();
  return ticket!;
}

test.use({ viewport: DESKTOP });
// Each flow crosses the contact page, the outbox, the operator's path and the account: more than one page's worth.
test.describe.configure({ timeout: 90_000 });

test('a guest’s contact form → the confirmation link → the operator answers → the guest is e-mailed', async ({ page, request, apiUrl, expected }) => {
  const email = uniqueEmail('contact');
  const subject = 'Tamanhos do vestido';
  await page.goto('/contact');
  await hydrated(page);
  const form = page.getByRole('form', { name: S.contact.title });
  // The form lines up with the page's text above it (desktop).
  const textLeft = (await page.getByRole('heading', { level: 1 }).boundingBox())!.x;
  expect(Math.abs((await form.boundingBox())!.x - textLeft)).toBeLessThan(40);
  await form.getByLabel(S.contact.name, { exact: true }).fill('Rui Costa');
  await form.getByLabel(S.contact.email, { exact: true }).fill(email);
  await form.getByLabel(S.form.category, { exact: true }).selectOption('product');
  await form.getByLabel(S.contact.subject, { exact: true }).fill(subject);
  await form.getByLabel(S.contact.message, { exact: true }).fill('O vestido veste grande ou normal?');
  await form.getByRole('button', { name: S.contact.submit }).click();
  await expect(page.getByRole('heading', { name: S.contact.confirmTitle })).toBeVisible();

  // Not confirmed yet: the operator cannot answer.
  const ticket = await operatorTicket(request, apiUrl, email);
  expect(ticket.email_confirmed).toBe(false);
  const early = await request.post(`${apiUrl}${SUPPORT_API_PATHS.adminTicketMessages(ticket.uuid)}`, { headers: admin, data: { body: 'Veste normal.' } });
  expect(early.status()).toBe(409);

  const confirmation = await mailTo(request, apiUrl, email, /Confirme o seu e-mail/);
  const link = /https?:\/\/[^\s"<]+\/contact\/confirm\/[0-9a-f]{64}/.exec(confirmation)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link!).pathname);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: S.confirm.confirmedTitle })).toBeVisible();

  const answer = 'Veste normal: escolha o seu tamanho habitual.';
  const answered = await request.post(`${apiUrl}${SUPPORT_API_PATHS.adminTicketMessages(ticket.uuid)}`, { headers: admin, data: { body: answer, status: 'closed' } });
  expect(answered.status()).toBe(201);
  const reply = await mailTo(request, apiUrl, email, new RegExp(`Resposta ao seu pedido: ${subject}`));
  expect(reply).toContain(answer);

  // The link works once: the second visit is the API's 422, which the page words.
  expected.response(/\/v1\/contact\/confirm$/, 422);
  await page.goto(new URL(link!).pathname);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: S.confirm.invalidTitle })).toBeVisible();
});

test('a signed-in customer opens a ticket and sees the operator’s answer arrive without reloading', async ({ page, request, apiUrl }) => {
  const email = uniqueEmail('ticket');
  const created = await request.post(`${apiUrl}/v1/users/register`, {
    data: { email, password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD, name: 'Marta', lastname: 'Teste', terms_accepted: true },
  });
  expect(created.status()).toBe(201);
  const { data: user } = (await created.json()) as { data: { id: number } };
  const subscribed = watchSocket(page).subscribed;

  await page.goto('/account/support');
  await hydrated(page);
  await signInThroughDialog(page, email);
  await expect(page.getByRole('heading', { name: S.list.emptyTitle })).toBeVisible();
  await page.getByRole('button', { name: S.list.newTicket }).click();
  const form = page.getByRole('form', { name: S.form.title });
  await form.getByLabel(S.form.category, { exact: true }).selectOption('delivery');
  await form.getByLabel(S.form.subject, { exact: true }).fill('A encomenda ainda não chegou');
  await form.getByLabel(S.form.message, { exact: true }).fill('Encomendei há uma semana.');
  await form.getByRole('button', { name: S.form.submit }).click();

  await expect(page).toHaveURL(/\/account\/support\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A encomenda ainda não chegou' })).toBeVisible();
  await subscribed(`private-customer.${user.id}`);
  const ticketUuid = new URL(page.url()).pathname.split('/').at(-1)!;

  const answer = 'Já seguiu pela transportadora e chega amanhã.';
  const answered = await request.post(`${apiUrl}${SUPPORT_API_PATHS.adminTicketMessages(ticketUuid)}`, { headers: admin, data: { body: answer } });
  expect(answered.status()).toBe(201);
  const conversation = page.getByRole('list', { name: S.thread.messages });
  await expect(conversation.getByText(answer)).toBeVisible();
  await expect(page.getByText(S.statuses.waiting)).toBeVisible();

  // The customer answers back; the request is open again.
  await page.getByRole('textbox', { name: S.thread.reply }).fill('Obrigada!');
  await page.getByRole('button', { name: S.thread.send }).click();
  await expect(conversation.getByText('Obrigada!')).toBeVisible();
  await expect(page.getByText(S.statuses.open, { exact: true })).toBeVisible();

  // The account overview counts the open request.
  await page.goto('/account');
  await hydrated(page);
  await expect(page.getByText(S.overview.openTickets_one.replace('{{count}}', '1'))).toBeVisible();
});

test('/user/account and /user/account-optimized ask a guest to sign in (§2)', async ({ page }) => {
  for (const path of ['/user/account', '/user/account-optimized']) {
    await page.goto(path);
    await hydrated(page);
    // The login dialog over the account's guest state (either is the guard saying no), never the account.
    await expect(page.getByRole('dialog', { name: pt.auth.login.title }).or(page.getByRole('heading', { level: 1, name: pt.account.guest.title }))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: pt.account.title })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: pt.account.overview.sections })).toHaveCount(0);
  }
});
