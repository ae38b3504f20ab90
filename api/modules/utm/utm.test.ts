import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttributionResponse, MAX_TOUCHPOINTS, MessageBody, UtmTrackResponse, ValidationErrorBody } from '../../../contract';
import { and, eq } from 'drizzle-orm';
import { utmConversions } from '../../db/schema';
import { UNKNOWN_ORDER, type OrderOwnership } from './orders';
import { TRACK_LIMIT, utmRoutes } from './routes';
import { bearerFor, createTestApi, DATABASE_MODES, signIn, signUp, type TestApi } from '../../test-support';

let counter = 0;
/** A fresh §9 tracking id per test so records never mix. */
const newTrackingId = () => `nuxt_user_${1_795_000_000_000 + counter++}_t${counter}x`;

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`UTM calls (§7) on ${mode}`, () => {
    let api: TestApi;
    /** Orders of the test's customers, as the checkout's lookup would answer them (served under /owned). */
    const placedOrders = new Map<string, { userId: number; total: number }>();
    const orders: OrderOwnership = {
      ownedOrder: (userId, orderId) => {
        const order = placedOrders.get(orderId);
        return Promise.resolve(order && order.userId === userId ? { total: order.total } : null);
      },
    };
    beforeAll(async () => {
      api = await createTestApi(mode, { products: 0, configure: (app) => void app.register(utmRoutes, { prefix: '/owned', orders }) });
    });
    afterAll(() => api?.close());

    const track = (body: Record<string, unknown>) => api.app.inject({ method: 'POST', url: '/v1/utm/track', payload: body });
    const attribution = async (trackingId: string) =>
      AttributionResponse.parse((await api.app.inject({ url: '/v1/utm/attribution', cookies: { utm_tracking_id: trackingId } })).json()).data;

    it('creates the attribution on the first tracking and updates it later, keeping the first touch', async () => {
      const tracking_id = newTrackingId();
      const first = await track({ tracking_id, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'inverno', page: '/segment/beleza' });
      expect(first.statusCode).toBe(200);
      const created = UtmTrackResponse.parse(first.json());
      expect(created.success).toBe(true);

      const second = UtmTrackResponse.parse((await track({ tracking_id, utm_source: 'instagram', utm_medium: 'social', page: '/' })).json());
      expect(second.attribution_id).toBe(created.attribution_id);
      expect(second.session_id).toBe(created.session_id);

      const record = await attribution(tracking_id);
      expect(record).toMatchObject({
        attributionId: created.attribution_id,
        trackingId: tracking_id,
        utmParams: { utm_source: 'instagram', utm_medium: 'social' },
        converted: false,
      });
      expect(record!.touchpoints.map((touch) => [touch.params.utm_source, touch.page])).toEqual([
        ['newsletter', '/segment/beleza'],
        ['instagram', '/'],
      ]);
      expect(record!.firstTouchAt).toBeLessThanOrEqual(record!.lastTouchAt);
    });

    it('keeps at most 10 touchpoints, dropping the oldest (§9)', async () => {
      const tracking_id = newTrackingId();
      for (let i = 1; i <= MAX_TOUCHPOINTS + 2; i++) {
        expect((await track({ tracking_id, utm_source: `source-${i}` })).statusCode).toBe(200);
      }
      const record = await attribution(tracking_id);
      expect(record!.touchpoints).toHaveLength(MAX_TOUCHPOINTS);
      expect(record!.touchpoints[0]!.params.utm_source).toBe('source-3');
      expect(record!.touchpoints.at(-1)!.params.utm_source).toBe(`source-${MAX_TOUCHPOINTS + 2}`);
    });

    it('lowercases values (§5) and refuses characters outside letters, digits, - and _ with 422', async () => {
      const tracking_id = newTrackingId();
      expect((await track({ tracking_id, utm_source: 'NewsLetter', utm_campaign: 'Black_Friday-2026' })).statusCode).toBe(200);
      expect((await attribution(tracking_id))!.utmParams).toEqual({ utm_source: 'newsletter', utm_campaign: 'black_friday-2026' });

      const refused = await track({ tracking_id: newTrackingId(), utm_source: 'news letter' });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(refused.json()).errors)).toEqual(['utm_source']);
    });

    it('gives a click identifier its source only without utm_source (§5)', async () => {
      const gclid = newTrackingId();
      await track({ tracking_id: gclid, gclid: 'Cj0KCQ' });
      expect((await attribution(gclid))!.utmParams).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
      const fbclid = newTrackingId();
      await track({ tracking_id: fbclid, fbclid: 'IwAR', utm_campaign: 'verao' });
      expect((await attribution(fbclid))!.utmParams).toEqual({ utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'verao' });
      const ttclid = newTrackingId();
      await track({ tracking_id: ttclid, ttclid: 'E.C.P', utm_source: 'partner', utm_medium: 'display' });
      expect((await attribution(ttclid))!.utmParams).toEqual({ utm_source: 'partner', utm_medium: 'display' });
    });

    it('applies the §9 referrer rules when there are no UTM parameters', async () => {
      const external = newTrackingId();
      await track({ tracking_id: external, referrer: 'https://www.google.pt/search?q=vestido' });
      expect((await attribution(external))!.utmParams).toEqual({ utm_source: 'googlept', utm_medium: 'referral' });
      const own = newTrackingId();
      await track({ tracking_id: own, referrer: `${api.config.webOrigins[0]}/segment/casa` });
      expect((await attribution(own))!.utmParams).toEqual({ utm_source: 'direct', utm_medium: 'none' });
      const none = newTrackingId();
      await track({ tracking_id: none });
      expect((await attribution(none))!.utmParams).toEqual({ utm_source: 'direct', utm_medium: 'none' });
    });

    it('refuses unknown fields and a malformed tracking id, and creates nothing', async () => {
      const tracking_id = newTrackingId();
      const unknown = await track({ tracking_id, utm_source: 'x', is_admin: true });
      expect(unknown.statusCode).toBe(422);
      expect(ValidationErrorBody.parse(unknown.json()).errors).toHaveProperty('is_admin');
      expect((await track({ tracking_id: 'someone_else', utm_source: 'x' })).statusCode).toBe(422);
      expect(await attribution(tracking_id)).toBeNull();
    });

    it('accepts the utm_attribution object a request may carry (§7)', async () => {
      const tracking_id = newTrackingId();
      const answer = await track({
        tracking_id,
        utm_source: 'newsletter',
        utm_attribution: { tracking_id, attribution_id: null, session_id: null, utm_params: {} },
      });
      expect(answer.statusCode).toBe(200);
    });

    it('answers no attribution for a visitor without a tracking id, and the tracking id from query or header', async () => {
      expect(AttributionResponse.parse((await api.app.inject('/v1/utm/attribution')).json())).toEqual({ success: true, data: null });
      const tracking_id = newTrackingId();
      await track({ tracking_id, utm_source: 'tiktok' });
      const byQuery = AttributionResponse.parse((await api.app.inject(`/v1/utm/attribution?tracking_id=${tracking_id}`)).json());
      expect(byQuery.data!.trackingId).toBe(tracking_id);
      const byHeader = await api.app.inject({ url: '/v1/utm/attribution', headers: { 'x-tracking-id': tracking_id } });
      expect(AttributionResponse.parse(byHeader.json()).data!.trackingId).toBe(tracking_id);
      expect(byHeader.headers['cache-control']).toBe('no-store');
    });

    it('answers 429 with Retry-After past 120 tracks a minute from one address', async () => {
      const tracking_id = newTrackingId();
      const from = (i: number) => api.app.inject({ method: 'POST', url: '/v1/utm/track', remoteAddress: '203.0.113.9', payload: { tracking_id, utm_source: `s${i}` } });
      const answers = await Promise.all(Array.from({ length: TRACK_LIMIT.max + 3 }, (_, i) => from(i)));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(TRACK_LIMIT.max);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
      expect((await track({ tracking_id: newTrackingId(), utm_source: 'other-address' })).statusCode).toBe(200);
    });

    it('refuses a conversion without a signed-in user (§5), recording nothing', async () => {
      const tracking_id = newTrackingId();
      await track({ tracking_id, utm_source: 'newsletter' });
      const refused = await api.app.inject({ method: 'POST', url: '/v1/utm/conversion', payload: { conversion_type: 'registration', tracking_id } });
      expect(refused.statusCode).toBe(401);
      expect(MessageBody.parse(refused.json()).message).toBe('Unauthenticated.');
      expect((await attribution(tracking_id))!.converted).toBe(false);
    });

    it('records a registration conversion of the signed-in user and marks the attribution converted (§4)', async () => {
      const tracking_id = newTrackingId();
      await track({ tracking_id, utm_source: 'newsletter', utm_campaign: 'boas-vindas' });
      const session = await signIn(api.app, await signUp(api.app));
      const converted = await api.app.inject({
        method: 'POST',
        url: '/v1/utm/conversion',
        headers: session.headers,
        payload: { conversion_type: 'registration', tracking_id },
      });
      expect(converted.statusCode).toBe(200);
      expect(converted.json()).toEqual({ success: true });
      // The record is now the user's: the session alone finds it, with no tracking id.
      const mine = await api.app.inject({ url: '/v1/utm/attribution', headers: { cookie: session.cookie, origin: session.headers.origin } });
      expect(AttributionResponse.parse(mine.json()).data).toMatchObject({ trackingId: tracking_id, converted: true });
    });

    const orderRows = (orderId: string) =>
      api.database.db
        .select()
        .from(utmConversions)
        .where(and(eq(utmConversions.conversionType, 'order'), eq(utmConversions.orderId, orderId)));

    it("records an order conversion only for the caller's own order, at its total, once per order id", async () => {
      const owner = await signUp(api.app);
      const ownerToken = await bearerFor(api.app, owner);
      const other = await signIn(api.app, await signUp(api.app));
      const tracking_id = newTrackingId();
      await track({ tracking_id, gclid: 'abc' });
      const orderId = `order-${tracking_id}`;
      placedOrders.set(orderId, { userId: owner.user.id, total: 59.9 });
      const order = { conversion_type: 'order', order_id: orderId, conversion_value: 9999, tracking_id };

      const stolen = await api.app.inject({ method: 'POST', url: '/owned/v1/utm/conversion', headers: other.headers, payload: order });
      expect(stolen.statusCode).toBe(422);
      expect(ValidationErrorBody.parse(stolen.json()).errors).toEqual({ order_id: [UNKNOWN_ORDER] });
      expect(await orderRows(orderId)).toHaveLength(0);

      for (let i = 0; i < 2; i++) {
        const answer = await api.app.inject({ method: 'POST', url: '/owned/v1/utm/conversion', headers: { authorization: `Bearer ${ownerToken}` }, payload: order });
        expect(answer.statusCode).toBe(200);
      }
      const rows = await orderRows(orderId);
      expect(rows).toHaveLength(1);
      // The order's total, not the value the client sent.
      expect(rows[0]).toMatchObject({ userId: owner.user.id, conversionValue: 59.9 });

      const incomplete = await api.app.inject({
        method: 'POST',
        url: '/owned/v1/utm/conversion',
        headers: { authorization: `Bearer ${ownerToken}` },
        payload: { conversion_type: 'order', tracking_id },
      });
      expect(incomplete.statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(incomplete.json()).errors).sort()).toEqual(['conversion_value', 'order_id']);
    });

    it('records no order conversion for a made-up order id while no order exists (no orders table yet)', async () => {
      const customer = await signIn(api.app, await signUp(api.app));
      const orderId = `made-up-${newTrackingId()}`;
      const answer = await api.app.inject({
        method: 'POST',
        url: '/v1/utm/conversion',
        headers: customer.headers,
        payload: { conversion_type: 'order', order_id: orderId, conversion_value: 10 },
      });
      expect(answer.statusCode).toBe(422);
      expect(ValidationErrorBody.parse(answer.json()).errors).toEqual({ order_id: [UNKNOWN_ORDER] });
      expect(await orderRows(orderId)).toHaveLength(0);
    });

    it("never converts nor reveals another user's attribution", async () => {
      const owner = await signIn(api.app, await signUp(api.app));
      const tracking_id = newTrackingId();
      await api.app.inject({ method: 'POST', url: '/v1/utm/track', headers: owner.headers, payload: { tracking_id, utm_source: 'owner' } });
      const other = await signIn(api.app, await signUp(api.app));
      const answer = await api.app.inject({
        method: 'POST',
        url: '/v1/utm/conversion',
        headers: other.headers,
        payload: { conversion_type: 'newsletter', tracking_id },
      });
      expect(answer.statusCode).toBe(200);
      expect((await attribution(tracking_id))!.converted).toBe(false);
      const seen = await api.app.inject({ url: `/v1/utm/attribution?tracking_id=${tracking_id}`, headers: { cookie: other.cookie, origin: other.headers.origin } });
      expect(AttributionResponse.parse(seen.json()).data).toBeNull();
    });
  });
}
