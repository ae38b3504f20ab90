import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmbassadorProgrammeResponse, CheckoutResponse, OrderCreatedResponse, PROGRAMME_API_PATHS, ValidationErrorBody, canonicalEmail } from '../../../contract';
import { createTestApi, DATABASE_MODES, signIn, signUp, type CookieSession, type TestApi } from '../../test-support';
import { setStock, takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { FakeGateway, filledCart, orderBody, orderClient } from '../orders/order-test-kit';
import type { Query } from '../../db/client';
import { canonicalAddress, canonicalPhone, newMemberCode } from './identity';
import { referralPolicy } from './referrals';

describe('who a person is, for the self-referral rule', () => {
  it('ignores case and +tags in e-mails, the country prefix and spacing in phones, accents and punctuation in addresses', () => {
    expect(canonicalEmail(' Ana.Silva+promo@Mail.PT ')).toBe('ana.silva@mail.pt');
    expect(canonicalPhone('+351 912 345 678')).toBe('912345678');
    expect(canonicalPhone('00351912345678')).toBe('912345678');
    expect(canonicalAddress({ street: 'Rua  Augusta, 100', postal_code: '1100-053' })).toBe(canonicalAddress({ street: 'rua augusta 100', postal_code: '1100053' }));
    expect(canonicalAddress({ street: 'Praça do Comércio', postal_code: '1100-148' })).toBe(canonicalAddress({ street: 'Praca do Comercio', postal_code: '1100-148' }));
  });

  it('makes readable codes: name letters, a hyphen, four unambiguous characters', () => {
    expect(newMemberCode('Ana Sílvia')).toMatch(/^ANASIL-[2-9A-HJKMNP-Z]{4}$/);
    expect(newMemberCode('李')).toMatch(/^AMIGO-[2-9A-HJKMNP-Z]{4}$/);
  });
});

let trackingCounter = 0;
const newTrackingId = () => `nuxt_user_${1_796_000_000_000 + trackingCounter++}_a${trackingCounter}b`;

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`the ambassador programme on ${mode}`, () => {
    let api: TestApi;
    let offers: TestOffer[];
    let next = 0;
    const gateway = new FakeGateway();
    let orders: ReturnType<typeof orderClient>;

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 30, paymentGateway: gateway });
      orders = orderClient(api.app);
      offers = await takeOffers(api.database, 20, 0);
    });
    afterAll(() => api?.close());

    const customer = async (name = 'Ana') => signIn(api.app, await signUp(api.app, { name }));
    const read = (session: CookieSession) => api.app.inject({ method: 'GET', url: PROGRAMME_API_PATHS.ambassador, headers: { cookie: session.cookie, origin: session.headers.origin } });
    const join = (session: CookieSession, payload: unknown = { accept_terms: true }) =>
      api.app.inject({ method: 'POST', url: PROGRAMME_API_PATHS.ambassador, headers: session.headers, payload: payload as object });
    const joined = async (session: CookieSession) => AmbassadorProgrammeResponse.parse((await join(session)).json()).data;
    /** The friend opened the share link (signed in, so the attribution is theirs). */
    const openLink = (session: CookieSession, code: string) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/utm/track',
        headers: session.headers,
        payload: { tracking_id: newTrackingId(), utm_source: 'ambassador', utm_medium: 'referral', utm_campaign: code.toLowerCase(), page: '/' },
      });
    async function buy(session: CookieSession, overrides: Parameters<typeof orderBody>[0] = {}) {
      const offer = offers[next++]!;
      await setStock(api.database, offer.id, 10);
      const cart = await filledCart(api.app, [{ offer, quantity: 1 }], { cookie: session });
      const view = CheckoutResponse.parse((await orders.checkout(cart.cartUuid, cart.as)).json()).data;
      const placed = await orders.place(cart.cartUuid, orderBody({ email: session.user.email, ...overrides }), cart.as);
      expect(placed.statusCode).toBe(201);
      const created = OrderCreatedResponse.parse(placed.json()).data;
      await api.app.ledger.applyGatewayStatus(gateway.settle(created.payment.transaction_id!, 'paid'), 'webhook');
      await api.app.jobs.runDueJobs();
      const [order] = await api.database.query<{ id: number; referral_code: string | null; referral_discount: number; discount: number; subtotal: number }>(
        `select id, referral_code, referral_discount::float8 as referral_discount, discount::float8 as discount, subtotal::float8 as subtotal from orders where uuid = $1`,
        [created.order_uuid],
      );
      return { view, order: order!, offer };
    }
    const referralOf = async (orderId: number) =>
      (await api.database.query<{ status: string; commission: number; discount: number; credit_entry_id: number | null }>(
        `select status, commission::float8 as commission, discount::float8 as discount, credit_entry_id from ambassador_referrals where order_id = $1`,
        [orderId],
      ))[0];
    const deliver = (orderId: number, daysAgo: number) =>
      api.database.query(`update shipments set delivered_at = now() - make_interval(days => $2) where order_id = $1`, [orderId, daysAgo]);
    const matureNow = () => api.app.inject({ method: 'POST', url: PROGRAMME_API_PATHS.adminMature, headers: { authorization: `Bearer ${api.config.adminToken}` } });

    it('is for signed-in customers only (401), and a body other than the accepted terms is a 422', async () => {
      expect((await api.app.inject({ method: 'GET', url: PROGRAMME_API_PATHS.ambassador })).statusCode).toBe(401);
      expect((await api.app.inject({ method: 'POST', url: PROGRAMME_API_PATHS.ambassador, payload: { accept_terms: true } })).statusCode).toBe(401);
      const ana = await customer();
      for (const payload of [{}, { accept_terms: false }, { accept_terms: 'yes' }, { accept_terms: true, code: 'MINE' }]) {
        const refused = await join(ana, payload);
        expect(refused.statusCode).toBe(422);
        expect(ValidationErrorBody.parse(refused.json()).message).toBeTruthy();
      }
      expect(AmbassadorProgrammeResponse.parse((await read(ana)).json()).data).toMatchObject({ joined: false, code: null, share_url: null });
    });

    it('joins with the terms accepted: a personal code and a share link with the UTM tags; joining again keeps them; another customer sees only their own', async () => {
      const ana = await customer('Ana');
      const first = await join(ana);
      expect(first.statusCode).toBe(201);
      const programme = AmbassadorProgrammeResponse.parse(first.json()).data;
      expect(programme.code).toMatch(/^ANA-[2-9A-Z]{4}$/);
      expect(programme.share_url).toBe(`http://localhost:3000/?utm_source=ambassador&utm_medium=referral&utm_campaign=${programme.code!.toLowerCase()}`);
      expect(programme).toMatchObject({ joined: true, terms_slug: 'ambassador-terms', friend_discount_percent: 10, commission_percent: 5, return_window_days: 14 });
      const again = await join(ana);
      expect(again.statusCode).toBe(200);
      expect(AmbassadorProgrammeResponse.parse(again.json()).data.code).toBe(programme.code);
      const bruno = await customer('Bruno');
      expect(AmbassadorProgrammeResponse.parse((await read(bruno)).json()).data).toMatchObject({ joined: false, code: null, referrals: [] });
    });

    it("gives a referred friend's first order the friend discount; the paid order pends a commission that matures into store credit after delivery + 14 days", async () => {
      const ambassador = await customer('Marta');
      const { code } = await joined(ambassador);
      const friend = await customer('Rui');
      expect((await openLink(friend, code!)).statusCode).toBe(200);
      // An anonymous visitor's click counts as a click, not as a sign-up.
      await api.app.inject({ method: 'POST', url: '/v1/utm/track', payload: { tracking_id: newTrackingId(), utm_source: 'ambassador', utm_campaign: code!.toLowerCase() } });

      const { view, order } = await buy(friend, { phone: '913000001', shipping_address: { street: 'Rua do Amigo 1', postal_code: '4000-001', city: 'Porto', country: 'PT' } });
      expect(view.referral).toMatchObject({ code, status: 'applied', percent: 10 });
      expect(view.totals.discount).toBe(view.referral!.amount);
      expect(view.referral!.amount).toBe(Math.round(view.totals.subtotal * 10) / 100);
      expect(order).toMatchObject({ referral_code: code, referral_discount: view.referral!.amount });
      const commission = Math.round((order.subtotal - order.discount) * 5) / 100;
      expect(await referralOf(order.id)).toMatchObject({ status: 'pending', commission, credit_entry_id: null });

      let programme = AmbassadorProgrammeResponse.parse((await read(ambassador)).json()).data;
      expect(programme.stats).toEqual({ clicks: 2, sign_ups: 1, first_orders: 1, pending_earnings: commission, matured_earnings: 0 });
      expect(programme.referrals).toEqual([expect.objectContaining({ friend: expect.stringMatching(/^s•••@example\.test$/), status: 'pending', matures_at: null })]);

      // Not delivered yet: still pending. Delivered 13 days ago: still inside the window.
      expect((await matureNow()).json()).toEqual({ data: { matured: 0, cancelled: 0 } });
      await deliver(order.id, 13);
      expect((await matureNow()).json()).toEqual({ data: { matured: 0, cancelled: 0 } });
      expect((await referralOf(order.id))!.status).toBe('pending');
      await deliver(order.id, 15);
      expect((await matureNow()).json()).toEqual({ data: { matured: 1, cancelled: 0 } });
      const matured = await referralOf(order.id);
      expect(matured).toMatchObject({ status: 'matured', credit_entry_id: expect.any(Number) });
      const [credit] = await api.database.query<{ user_id: number; amount: number; kind: string }>(
        `select user_id, amount::float8 as amount, kind from store_credit_entries where id = $1`,
        [matured!.credit_entry_id],
      );
      expect(credit).toEqual({ user_id: ambassador.user.id, amount: commission, kind: 'commission' });
      const mails = await api.database.query(`select 1 from mail_outbox where kind = 'ambassador_commission' and to_address = $1`, [ambassador.user.email]);
      expect(mails).toHaveLength(1);
      programme = AmbassadorProgrammeResponse.parse((await read(ambassador)).json()).data;
      expect(programme.stats).toMatchObject({ pending_earnings: 0, matured_earnings: commission });
      // The friend's own page shows none of it.
      expect(AmbassadorProgrammeResponse.parse((await read(friend)).json()).data.referrals).toEqual([]);

      // A second order of the friend is no first order: no discount, no referral.
      const second = await buy(friend, { phone: '913000001', shipping_address: { street: 'Rua do Amigo 1', postal_code: '4000-001', city: 'Porto', country: 'PT' } });
      expect(second.view.referral ?? null).toBeNull();
      expect(second.order.referral_code).toBeNull();
      expect(await referralOf(second.order.id)).toBeUndefined();
    });

    it('the checkout asks about a referral in one statement when there is none to give: no share-link touch, or no longer a first order', async () => {
      const ambassador = await customer('Marta');
      const { code } = await joined(ambassador);
      const plain = await customer('Ana');
      const friend = await customer('Rui');
      await openLink(friend, code!);
      await buy(friend);
      const policy = referralPolicy(10);
      for (const who of [plain, friend]) {
        const statements: string[] = [];
        const counting: Query = (sql, params) => {
          statements.push(sql);
          return api.database.query(sql, params);
        };
        expect(await policy(counting, who.user.id, null)).toBeNull();
        expect(statements).toHaveLength(1);
      }
    });

    it('refuses a self-referral — the ambassador, the same e-mail with a +tag, phone or address: no discount, a refused row', async () => {
      const ambassador = await customer('Joana');
      const { code } = await joined(ambassador);
      // The ambassador's own link.
      await openLink(ambassador, code!);
      const own = await buy(ambassador, { phone: '914000001', shipping_address: { street: 'Rua da Joana 5', postal_code: '1000-005', city: 'Lisboa', country: 'PT' } });
      expect(own.view.referral).toMatchObject({ status: 'refused', reason: 'self', amount: 0 });
      expect(own.view.totals.discount).toBe(0);
      expect(await referralOf(own.order.id)).toMatchObject({ status: 'refused', commission: 0, discount: 0 });

      // Another account whose e-mail is the ambassador's with a +tag.
      const [local, domain] = ambassador.user.email.split('@');
      const twin = await signIn(api.app, await signUp(api.app, { email: `${local!.toUpperCase()}+alt@${domain}`, name: 'Joana' }));
      await openLink(twin, code!);
      const tagged = await buy(twin, { phone: '914000002', shipping_address: { street: 'Outra Rua 9', postal_code: '1000-009', city: 'Lisboa', country: 'PT' } });
      expect(tagged.view.referral).toMatchObject({ status: 'refused' });
      expect(await referralOf(tagged.order.id)).toMatchObject({ status: 'refused' });

      // A friend who types the ambassador's address (from the ambassador's past order) in the order form: the order
      // itself gets no friend discount, and the referral is refused.
      const sameAddress = await customer('Pedro');
      await openLink(sameAddress, code!);
      const shipped = await buy(sameAddress, { phone: '+351 914 000 003', shipping_address: { street: 'rua da joana, 5', postal_code: '1000-005', city: 'Lisboa', country: 'PT' } });
      expect(shipped.order).toMatchObject({ discount: 0, referral_discount: 0 });
      expect(await referralOf(shipped.order.id)).toMatchObject({ status: 'refused', commission: 0 });

      // The same with the ambassador's phone typed in the order form.
      const typedPhone = await customer('Tiago');
      await openLink(typedPhone, code!);
      const called = await buy(typedPhone, { phone: '914 000 001', shipping_address: { street: 'Rua do Tiago 2', postal_code: '1000-002', city: 'Lisboa', country: 'PT' } });
      expect(called.order).toMatchObject({ discount: 0, referral_discount: 0 });
      expect(await referralOf(called.order.id)).toMatchObject({ status: 'refused', commission: 0 });

      // A friend whose saved address carries the ambassador's phone: refused already at checkout.
      const samePhone = await customer('Rita');
      await api.database.query(
        `insert into addresses (user_id, name, phone, street, postal_code, city) values ($1, 'Rita', '914 000 001', 'Rua da Rita 7', '2000-007', 'Santarém')`,
        [samePhone.user.id],
      );
      await openLink(samePhone, code!);
      const phoned = await buy(samePhone, { phone: '915000004', shipping_address: { street: 'Rua da Rita 7', postal_code: '2000-007', city: 'Santarém', country: 'PT' } });
      expect(phoned.view.referral).toMatchObject({ status: 'refused' });
      expect(AmbassadorProgrammeResponse.parse((await read(ambassador)).json()).data.stats).toMatchObject({ first_orders: 0, pending_earnings: 0 });
    });

    it('cancels the commission of an order cancelled or refunded before it matured', async () => {
      const ambassador = await customer('Luís');
      const { code } = await joined(ambassador);
      const friend = await customer('Inês');
      await openLink(friend, code!);
      const { order } = await buy(friend, { phone: '916000001', shipping_address: { street: 'Rua da Inês 3', postal_code: '3000-003', city: 'Coimbra', country: 'PT' } });
      expect((await referralOf(order.id))!.status).toBe('pending');
      await api.database.query(`update orders set cancelled_at = now() where id = $1`, [order.id]);
      expect((await matureNow()).json()).toEqual({ data: { matured: 0, cancelled: 1 } });
      expect((await referralOf(order.id))!.status).toBe('cancelled');
    });

    it('the operator may release one order\'s commission before its window (once; an unknown order is 404)', async () => {
      const ambassador = await customer('Sara');
      const { code } = await joined(ambassador);
      const friend = await customer('Tomás');
      await openLink(friend, code!);
      const { order } = await buy(friend, { phone: '917000001', shipping_address: { street: 'Rua do Tomás 8', postal_code: '8000-008', city: 'Faro', country: 'PT' } });
      const [{ uuid }] = (await api.database.query<{ uuid: string }>(`select uuid from orders where id = $1`, [order.id])) as [{ uuid: string }];
      const release = (orderUuid: string, headers: Record<string, string> = { authorization: `Bearer ${api.config.adminToken}` }) =>
        api.app.inject({ method: 'POST', url: PROGRAMME_API_PATHS.adminReleaseOrder(orderUuid), headers });
      expect((await release(uuid, {})).statusCode).toBe(401);
      expect((await release(randomUUID())).statusCode).toBe(404);
      expect((await release(uuid)).json()).toEqual({ data: { matured: 1, cancelled: 0 } });
      expect(await referralOf(order.id)).toMatchObject({ status: 'matured', credit_entry_id: expect.any(Number) });
      expect((await release(uuid)).json()).toEqual({ data: { matured: 0, cancelled: 0 } });
    });

    it('the operator trigger needs the admin token', async () => {
      expect((await api.app.inject({ method: 'POST', url: PROGRAMME_API_PATHS.adminMature })).statusCode).toBe(401);
      expect((await api.app.inject({ method: 'POST', url: PROGRAMME_API_PATHS.adminMature, headers: { authorization: `Bearer ${randomUUID()}` } })).statusCode).toBe(403);
    });
  });
}
