import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminAffiliateResponse,
  AdminPayoutResponse,
  AffiliateDashboardResponse,
  OrderCreatedResponse,
  PROGRAMME_API_PATHS,
  ValidationErrorBody,
  orderNumberOf,
} from '../../../contract';
import { createTestApi, DATABASE_MODES, signIn, signUp, type CookieSession, type TestApi } from '../../test-support';
import { setStock, takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { FakeGateway, filledCart, orderBody } from '../orders/order-test-kit';
import { commissionsCsv, csvField } from './repository';

describe('the commissions CSV', () => {
  it('quotes fields with commas, quotes or line breaks (RFC 4180) and neutralises spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('writes one header line and one line per commission, CRLF-terminated', () => {
    const csv = commissionsCsv([
      { created_at: new Date('2026-11-02T10:00:00Z'), order_uuid: 'abcdef12-0000-4000-8000-000000000000', order_total: 80, rate: 8, amount: 6.4, status: 'pending', matures_at: null, paid_at: null },
    ]);
    const number = orderNumberOf('abcdef12-0000-4000-8000-000000000000');
    expect(csv).toBe(`date,order,order_total,rate_percent,commission,status,matures_at,paid_at\r\n2026-11-02T10:00:00.000Z,#${number},80.00,8,6.40,pending,,\r\n`);
  });
});

let trackingCounter = 0;
const newTrackingId = () => `nuxt_user_${1_797_000_000_000 + trackingCounter++}_f${trackingCounter}g`;

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`the affiliate programme on ${mode}`, () => {
    let api: TestApi;
    let offers: TestOffer[];
    let next = 0;
    const gateway = new FakeGateway();
    const admin = () => ({ authorization: `Bearer ${api.config.adminToken}` });

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 30, paymentGateway: gateway, env: { AFFILIATE_PAYOUT_THRESHOLD: '5' } });
      offers = await takeOffers(api.database, 20, 0);
    });
    afterAll(() => api?.close());

    const customer = async (name = 'Ana') => signIn(api.app, await signUp(api.app, { name }));
    const dashboard = (session: CookieSession, query = '') =>
      api.app.inject({ method: 'GET', url: `${PROGRAMME_API_PATHS.affiliateDashboard}${query}`, headers: { cookie: session.cookie, origin: session.headers.origin } });
    const csv = (session: CookieSession) => api.app.inject({ method: 'GET', url: PROGRAMME_API_PATHS.affiliateCommissionsCsv, headers: { cookie: session.cookie, origin: session.headers.origin } });
    const enrol = (userUuid: string, payload?: unknown, headers = admin()) =>
      api.app.inject({ method: 'POST', url: PROGRAMME_API_PATHS.adminAffiliate(userUuid), headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    const payOut = (userUuid: string) => api.app.inject({ method: 'POST', url: PROGRAMME_API_PATHS.adminPayouts(userUuid), headers: admin() });

    /** A guest follows the affiliate's link and buys with that tracking id. */
    async function referredSale(code: string) {
      const trackingId = newTrackingId();
      await api.app.inject({ method: 'POST', url: '/v1/utm/track', payload: { tracking_id: trackingId, utm_source: 'affiliate', utm_medium: 'affiliate', utm_campaign: code.toLowerCase(), page: '/product/x' } });
      const offer = offers[next++]!;
      await setStock(api.database, offer.id, 10);
      const cart = await filledCart(api.app, [{ offer, quantity: 2 }]);
      const placed = await api.app.inject({
        method: 'POST',
        url: `/v1/checkout/${cart.cartUuid}/orders`,
        headers: { 'x-session-id': cart.session, 'idempotency-key': `k-${trackingId}`, 'x-tracking-id': trackingId },
        payload: orderBody(),
      });
      expect(placed.statusCode).toBe(201);
      const created = OrderCreatedResponse.parse(placed.json()).data;
      await api.app.ledger.applyGatewayStatus(gateway.settle(created.payment.transaction_id!, 'paid'), 'webhook');
      await api.app.jobs.runDueJobs();
      const [order] = await api.database.query<{ id: number }>(`select id from orders where uuid = $1`, [created.order_uuid]);
      return order!.id;
    }

    it('operator: the admin token is required; an unknown customer is 404, a malformed uuid or a taken code 422', async () => {
      const ana = await customer();
      expect((await enrol(ana.user.uuid, undefined, {} as never)).statusCode).toBe(401);
      expect((await enrol(ana.user.uuid, undefined, { authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(403);
      expect((await enrol('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await enrol('not-a-uuid')).statusCode).toBe(422);
      expect((await enrol(ana.user.uuid, { code: 'lower case' })).statusCode).toBe(422);
      expect((await enrol(ana.user.uuid, { code: 'ANA-AFF1' })).statusCode).toBe(200);
      const bruno = await customer('Bruno');
      const taken = await enrol(bruno.user.uuid, { code: 'ANA-AFF1' });
      expect(taken.statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(taken.json()).errors)).toEqual(['code']);
    });

    it('a guest gets 401 and a customer who is not an affiliate 403, for the dashboard and the CSV', async () => {
      expect((await api.app.inject({ method: 'GET', url: PROGRAMME_API_PATHS.affiliateDashboard })).statusCode).toBe(401);
      expect((await api.app.inject({ method: 'GET', url: PROGRAMME_API_PATHS.affiliateCommissionsCsv })).statusCode).toBe(401);
      const carla = await customer('Carla');
      expect((await dashboard(carla)).statusCode).toBe(403);
      expect((await dashboard(carla)).json()).toEqual({ message: 'You are not an affiliate.' });
      expect((await csv(carla)).statusCode).toBe(403);
    });

    it('counts the clicks and conversions of the affiliate link, pends the commission, matures it after the window, pays out above the threshold', async () => {
      const dora = await customer('Dora');
      const enrolled = AdminAffiliateResponse.parse((await enrol(dora.user.uuid)).json()).data;
      expect(enrolled.affiliate_code).toMatch(/^DORA-[2-9A-Z]{4}$/);
      // Enrolling again keeps the code.
      expect(AdminAffiliateResponse.parse((await enrol(dora.user.uuid)).json()).data.affiliate_code).toBe(enrolled.affiliate_code);
      const code = enrolled.affiliate_code;

      const orderId = await referredSale(code);
      const [commission] = await api.database.query<{ status: string; amount: number; order_total: number }>(
        `select status, amount::float8 as amount, order_total::float8 as order_total from affiliate_commissions where order_id = $1`,
        [orderId],
      );
      expect(commission).toMatchObject({ status: 'pending', amount: Math.round(commission!.order_total * 8) / 100 });

      const data = AffiliateDashboardResponse.parse((await dashboard(dora, '?period=day')).json()).data;
      expect(data.buckets).toHaveLength(30);
      const today = data.buckets.at(-1)!;
      expect(today).toMatchObject({ clicks: 1, conversions: 1, commission: commission!.amount });
      expect(data.top_products).toEqual([expect.objectContaining({ units: 2 })]);
      expect(data.statement).toMatchObject({ pending: commission!.amount, matured: 0, paid: 0, threshold: 5, payouts: [] });
      expect(AffiliateDashboardResponse.parse((await dashboard(dora, '?period=week')).json()).data.buckets).toHaveLength(12);
      expect(AffiliateDashboardResponse.parse((await dashboard(dora, '?period=month')).json()).data.buckets.at(-1)!.conversions).toBe(1);
      expect((await dashboard(dora, '?period=year')).statusCode).toBe(422);

      // Nothing to pay yet.
      expect((await payOut(dora.user.uuid)).statusCode).toBe(422);
      await api.database.query(`update shipments set delivered_at = now() - interval '15 days' where order_id = $1`, [orderId]);
      await api.app.inject({ method: 'POST', url: PROGRAMME_API_PATHS.adminMature, headers: admin() });
      expect(AffiliateDashboardResponse.parse((await dashboard(dora)).json()).data.statement).toMatchObject({ pending: 0, matured: commission!.amount });

      const paid = await payOut(dora.user.uuid);
      expect(paid.statusCode).toBe(201);
      expect(AdminPayoutResponse.parse(paid.json()).data).toMatchObject({ amount: commission!.amount, commissions: 1 });
      expect((await payOut(dora.user.uuid)).statusCode).toBe(422);
      const statement = AffiliateDashboardResponse.parse((await dashboard(dora)).json()).data.statement;
      expect(statement).toMatchObject({ matured: 0, paid: commission!.amount, payouts: [expect.objectContaining({ amount: commission!.amount })] });

      const exported = await csv(dora);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.headers['content-disposition']).toBe(`attachment; filename="commissions-${code.toLowerCase()}.csv"`);
      const lines = exported.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('date,order,order_total,rate_percent,commission,status,matures_at,paid_at');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,${commission!.amount.toFixed(2)},paid,`);

      // Another affiliate sees none of it.
      const eva = await customer('Eva');
      await enrol(eva.user.uuid);
      const other = AffiliateDashboardResponse.parse((await dashboard(eva)).json()).data;
      expect(other.statement).toMatchObject({ pending: 0, matured: 0, paid: 0, payouts: [] });
      expect(other.buckets.every((bucket) => bucket.clicks === 0 && bucket.conversions === 0)).toBe(true);
      expect((await csv(eva)).body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
      expect((await payOut(eva.user.uuid)).statusCode).toBe(422);
      expect((await payOut('11111111-1111-4111-8111-111111111111')).statusCode).toBe(404);
    });
  });
}
