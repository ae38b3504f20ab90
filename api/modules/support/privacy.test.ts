import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_API_PATHS } from '../../../contract';
import { bearerFor, createTestApi, signIn, signUp, TEST_WEB_ORIGIN, type CookieSession, type TestApi, type TestCredentials } from '../../test-support';

/** /account's overview, the data export and the account's erasure. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi('pglite', { products: 2 });
});
afterAll(async () => api?.close());

type Customer = TestCredentials & { session: CookieSession };
async function customer(): Promise<Customer> {
  const account = await signUp(api.app);
  return { ...account, session: await signIn(api.app, account) };
}

async function orderOf(userId: number, total: number, createdAt = new Date()): Promise<string> {
  const [row] = await api.database.query<{ uuid: string }>(
    `insert into orders (cart_uuid, cart_version, customer_id, session_id, status, email, name, phone, shipping_address, nif, subtotal, vat_included, total, expires_at, created_at)
     values ($1, 1, $2, 's', 'paid', 'ana@example.test', 'Ana Silva', '912345678', '{"street":"Rua A 1"}'::jsonb, '123456789', $3, 1, $3, now(), $4) returning uuid`,
    [randomUUID(), userId, total, createdAt],
  );
  return row!.uuid;
}
const credit = (userId: number, amount: number, expiresAt: Date | null) =>
  api.database.query(`insert into store_credit_entries (user_id, amount, kind, expires_at) values ($1, $2, 'grant', $3)`, [userId, amount, expiresAt]);

const get = (session: CookieSession, url: string) => api.app.inject({ url, headers: { cookie: session.cookie, origin: TEST_WEB_ORIGIN } });

describe('GET /v1/account/overview', () => {
  it('is empty for a new customer', async () => {
    const { session } = await customer();
    const response = await get(session, SUPPORT_API_PATHS.overview);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { latest_order: null, credit_balance: 0, open_tickets: 0 } });
  });

  it('shows the latest order, the balance of credit not yet expired and the open tickets — the caller’s only', async () => {
    const { session } = await customer();
    const other = await customer();
    await orderOf(session.user.id, 20, new Date(Date.now() - 86_400_000));
    const latest = await orderOf(session.user.id, 45.5);
    await orderOf(other.session.user.id, 99);
    await credit(session.user.id, 10, null);
    await credit(session.user.id, 5.25, new Date(Date.now() + 86_400_000));
    await credit(session.user.id, 7, new Date(Date.now() - 1000));
    await credit(other.session.user.id, 100, null);
    for (const subject of ['Um', 'Dois']) {
      await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.tickets, headers: session.headers, payload: { subject, category: 'other', message: 'Olá' } });
    }
    const [closing] = (await get(session, SUPPORT_API_PATHS.tickets)).json().data;
    await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.ticketClose(closing.uuid), headers: session.headers });
    const response = await get(session, SUPPORT_API_PATHS.overview);
    expect(response.json().data).toEqual({
      latest_order: { uuid: latest, number: latest.slice(0, 8), status: 'paid', total: 45.5, created_at: expect.any(String) },
      credit_balance: 15.25,
      open_tickets: 1,
    });
  });
});

describe('GET /v1/account/export', () => {
  it('downloads the caller’s data as JSON, and nobody else’s', async () => {
    const owner = await customer();
    const other = await customer();
    const order = await orderOf(owner.session.user.id, 30);
    const foreignOrder = await orderOf(other.session.user.id, 31);
    await credit(owner.session.user.id, 4, null);
    await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.tickets, headers: owner.session.headers, payload: { subject: 'Meu', category: 'other', message: 'Mensagem minha' } });
    await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.tickets, headers: other.session.headers, payload: { subject: 'Alheio', category: 'other', message: 'Mensagem alheia' } });

    const response = await get(owner.session, SUPPORT_API_PATHS.accountExport);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data.profile).toMatchObject({ email: owner.email });
    expect(data.preferences).toEqual({ locale: null, newsletter: false });
    expect(data.orders.map((o: { uuid: string }) => o.uuid)).toEqual([order]);
    expect(data.support_tickets).toEqual([expect.objectContaining({ subject: 'Meu', messages: [expect.objectContaining({ body: 'Mensagem minha' })] })]);
    expect(data.store_credit).toEqual([expect.objectContaining({ kind: 'grant' })]);
    const text = response.body;
    for (const foreign of [other.email, foreignOrder, 'Mensagem alheia']) expect(text).not.toContain(foreign);
  });
});

describe('DELETE /v1/account', () => {
  it('refuses a wrong password with a 422 and leaves the account as it was', async () => {
    const { session } = await customer();
    const response = await api.app.inject({ method: 'DELETE', url: SUPPORT_API_PATHS.account, headers: session.headers, payload: { password: 'not the password' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } });
    expect((await get(session, '/users/me')).statusCode).toBe(200);
    const missing = await api.app.inject({ method: 'DELETE', url: SUPPORT_API_PATHS.account, headers: session.headers, payload: {} });
    expect(missing.statusCode).toBe(422);
  });

  it('anonymises the person, ends every session and token, and keeps the orders', async () => {
    const account = await customer();
    const { session } = account;
    const secondSession = await signIn(api.app, account);
    const token = await bearerFor(api.app, account);
    const order = await orderOf(session.user.id, 12);
    await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.tickets, headers: session.headers, payload: { subject: 'Olá', category: 'other', message: 'Olá' } });
    await api.database.query(
      `insert into addresses (user_id, name, phone, street, postal_code, city) values ($1, 'Ana', '912345678', 'Rua A 1', '1000-001', 'Lisboa')`,
      [session.user.id],
    );

    const response = await api.app.inject({ method: 'DELETE', url: SUPPORT_API_PATHS.account, headers: session.headers, payload: { password: account.password } });
    expect(response.statusCode).toBe(204);

    for (const cookie of [session.cookie, secondSession.cookie]) {
      expect((await api.app.inject({ url: '/users/me', headers: { cookie, origin: TEST_WEB_ORIGIN } })).statusCode).toBe(401);
    }
    expect((await api.app.inject({ url: '/users/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    const login = await api.app.inject({ method: 'POST', url: '/login', payload: { email: account.email, password: account.password, device_name: 'x' } });
    expect(login.statusCode).toBe(401);

    const [user] = await api.database.query<{ email: string; name: string; lastname: string | null; deleted_at: Date | null }>(
      `select email, name, lastname, deleted_at from users where id = $1`,
      [session.user.id],
    );
    expect(user).toMatchObject({ email: `deleted-${session.user.uuid}@invalid`, name: 'Deleted', lastname: null, deleted_at: expect.any(Date) });
    expect(await api.database.query(`select 1 from addresses where user_id = $1`, [session.user.id])).toEqual([]);
    const tickets = await api.database.query<{ email: string; name: string }>(`select email, name from support_tickets where user_id = $1`, [session.user.id]);
    expect(tickets).toEqual([{ email: `deleted-${session.user.uuid}@invalid`, name: 'Deleted' }]);
    const orders = await api.database.query<{ uuid: string; nif: string }>(`select uuid, nif from orders where customer_id = $1`, [session.user.id]);
    expect(orders).toEqual([{ uuid: order, nif: '123456789' }]);
  });
});
