import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminReviewResponse,
  AdminReviewsResponse,
  OwnReviewResponse,
  ProductResponse,
  ProductReviewsResponse,
  REVIEW_API_PATHS,
  ReviewEligibilityResponse,
  ValidationErrorBody,
  type Locale,
} from '../../../contract';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';
import { headersOf, takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { FakeGateway } from '../orders/order-test-kit';
import { customer, delivered, operator, paidOrder, type Customer } from '../fulfilment/after-sales-test-kit';
import { authorNameOf } from './repository';

/**
 * Reviews from verified buyers: only a customer whose line of the product was delivered may review it,
 * once; reviews wait for the operator; the product's average and distribution count approved reviews
 * only; a delivered shipment invites its customer to review, once, in the order's language.
 */

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`reviews on ${mode}`, () => {
    let api: TestApi;
    let offers: TestOffer[];
    let next = 0;
    const gateway = new FakeGateway();
    const take = () => offers.slice(next, (next += 1));

    const slugOf = async (offer: TestOffer) =>
      (await api.database.query<{ slug: string }>(`select slug from product_translations where product_id = $1 and locale = 'pt'`, [offer.productId]))[0]!.slug;
    const write = (who: Customer | null, slug: string, payload: unknown, locale: Locale = 'pt') =>
      api.app.inject({ method: 'POST', url: `${REVIEW_API_PATHS.productReviews(slug)}?locale=${locale}`, headers: headersOf(who ? { cookie: who } : {}, true), payload: payload as object });
    const eligibility = (who: Customer, slug: string) =>
      api.app.inject({ method: 'GET', url: REVIEW_API_PATHS.eligibility(slug), headers: headersOf({ cookie: who }, false) });
    const list = (slug: string, page = 1) => api.app.inject({ method: 'GET', url: `${REVIEW_API_PATHS.productReviews(slug)}?page=${page}` });
    const moderate = (uuid: string, status: string, token = api.config.adminToken) =>
      api.app.inject({ method: 'POST', url: REVIEW_API_PATHS.adminReview(uuid), headers: { authorization: `Bearer ${token}` }, payload: { status } });
    const product = async (slug: string) => ProductResponse.parse((await api.app.inject({ method: 'GET', url: `/v1/products/${slug}?locale=pt` })).json()).data;

    /** A customer whose order of `offer` was delivered. */
    async function verifiedBuyer(offer: TestOffer, options: { locale?: Locale } = {}): Promise<Customer> {
      const who = await customer(api.app);
      await delivered(api, await paidOrder(api, gateway, [offer], who, options));
      return who;
    }
    async function approvedReview(offer: TestOffer, rating: number): Promise<string> {
      const who = await verifiedBuyer(offer);
      const created = await write(who, await slugOf(offer), { rating, body: `Rated ${rating}: fits as expected.` });
      expect(created.statusCode).toBe(201);
      const uuid = OwnReviewResponse.parse(created.json()).data.uuid;
      expect((await moderate(uuid, 'approved')).statusCode).toBe(200);
      return uuid;
    }

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 40, paymentGateway: gateway });
      offers = await takeOffers(api.database, 30, 0);
    });
    afterAll(async () => {
      await api?.close();
    });

    it('refuses a customer who never bought the product (403) and a guest (401)', async () => {
      const slug = await slugOf(take()[0]!);
      const stranger = await customer(api.app);
      expect(ReviewEligibilityResponse.parse((await eligibility(stranger, slug)).json()).data).toEqual({ eligible: false, reason: 'not_purchased' });
      const refused = await write(stranger, slug, { rating: 5, body: 'I never bought it but love it.' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only customers who bought this product can review it.' });
      expect((await write(null, slug, { rating: 5, body: 'A guest writing a review.' })).statusCode).toBe(401);
    });

    it('refuses a buyer whose order is paid but not delivered yet (403)', async () => {
      const [offer] = take();
      const who = await customer(api.app);
      const order = await paidOrder(api, gateway, [offer!], who);
      const slug = await slugOf(offer!);
      await operator(api.app, api.config.adminToken).ship(order.uuid, order.sellerIds[0]!, { status: 'shipped', carrier: 'CTT', tracking_number: 'RR1PT' });
      expect(ReviewEligibilityResponse.parse((await eligibility(who, slug)).json()).data).toEqual({ eligible: false, reason: 'not_delivered' });
      const refused = await write(who, slug, { rating: 4, body: 'Not here yet but sure.' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You can review this product once your order has been delivered.' });
    });

    it('accepts a delivered buyer’s review as pending, once per customer and product (409 after)', async () => {
      const [offer] = take();
      const who = await verifiedBuyer(offer!);
      const slug = await slugOf(offer!);
      expect(ReviewEligibilityResponse.parse((await eligibility(who, slug)).json()).data).toEqual({ eligible: true, reason: null });
      const created = await write(who, slug, { rating: 4, body: '  Soft fabric, true to size.  ' }, 'en');
      expect(created.statusCode).toBe(201);
      expect(OwnReviewResponse.parse(created.json()).data).toMatchObject({ rating: 4, body: 'Soft fabric, true to size.', status: 'pending', author: 'Ana S.', locale: 'en' });
      const again = await write(who, slug, { rating: 1, body: 'Changed my mind entirely.' });
      expect(again.statusCode).toBe(409);
      expect(ReviewEligibilityResponse.parse((await eligibility(who, slug)).json()).data).toEqual({ eligible: false, reason: 'already_reviewed' });
      // Pending: not shown, not counted.
      const shown = ProductReviewsResponse.parse((await list(slug)).json());
      expect(shown.data).toEqual([]);
      expect(shown.summary).toEqual({ average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    });

    it('answers 422 per field for a bad rating or text, and never 5xx on malformed bodies', async () => {
      const [offer] = take();
      const who = await verifiedBuyer(offer!);
      const slug = await slugOf(offer!);
      const bad = await write(who, slug, { rating: 4.5, body: 'short' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(bad.json()).errors).sort()).toEqual(['body', 'rating']);
      const outOfScale = ValidationErrorBody.parse((await write(who, slug, { rating: 6, body: 'x'.repeat(2001) })).json());
      expect(outOfScale.errors.rating).toEqual(['The rating field must be a whole number from 1 to 5.']);
      expect(outOfScale.errors.body).toEqual(['The body field must not be greater than 2000 characters.']);
      const extra = await write(who, slug, { rating: 5, body: 'Lovely and warm coat.', verified: true });
      expect(extra.statusCode).toBe(422);
      expect(ValidationErrorBody.parse(extra.json()).errors).toHaveProperty('verified');
      for (const payload of [[], 'text', 5, null, { rating: '5', body: 12 }, { rating: 5, body: 'ok\u0000 no nul here' }]) {
        const answer = await write(who, slug, payload);
        expect(answer.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      }
      const malformed = await api.app.inject({ method: 'POST', url: REVIEW_API_PATHS.productReviews(slug), headers: { ...headersOf({ cookie: who }, true), 'content-type': 'application/json' }, payload: '{"rating":' });
      expect(malformed.statusCode).toBe(400);
      // Nothing was stored: the customer may still write their review.
      expect(ReviewEligibilityResponse.parse((await eligibility(who, slug)).json()).data.eligible).toBe(true);
    });

    it('lists pending reviews to the operator only; approving shows and counts, rejecting takes down', async () => {
      const [offer] = take();
      const who = await verifiedBuyer(offer!);
      const slug = await slugOf(offer!);
      const uuid = OwnReviewResponse.parse((await write(who, slug, { rating: 5, body: 'Perfect for the office.' })).json()).data.uuid;
      expect((await api.app.inject({ method: 'GET', url: REVIEW_API_PATHS.adminPending })).statusCode).toBe(401);
      expect((await moderate(uuid, 'approved', 'wrong-token')).statusCode).toBe(403);
      const pending = AdminReviewsResponse.parse(
        (await api.app.inject({ method: 'GET', url: REVIEW_API_PATHS.adminPending, headers: { authorization: `Bearer ${api.config.adminToken}` } })).json(),
      );
      expect(pending.data.find((review) => review.uuid === uuid)).toMatchObject({ status: 'pending', product: { slug }, customer_email: who.user.email });
      expect((await moderate(uuid, 'maybe')).statusCode).toBe(422);
      expect((await moderate('00000000-0000-4000-8000-000000000000', 'approved')).statusCode).toBe(404);

      const approved = await moderate(uuid, 'approved');
      expect(AdminReviewResponse.parse(approved.json()).data).toMatchObject({ status: 'approved', moderated_at: expect.any(String) });
      const shown = ProductReviewsResponse.parse((await list(slug)).json());
      expect(shown.data).toEqual([expect.objectContaining({ uuid, rating: 5, verified_buyer: true, author: 'Ana S.' })]);
      expect(shown.summary).toMatchObject({ average: 5, count: 1 });
      expect((await product(slug)).average_rating).toBe(5);

      await moderate(uuid, 'rejected');
      expect(ProductReviewsResponse.parse((await list(slug)).json()).data).toEqual([]);
      const after = await product(slug);
      expect(after.average_rating).toBeNull();
      expect(after.review_summary).toEqual({ average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    });

    it('averages and distributes approved reviews only, and pages them newest first', async () => {
      const [offer] = take();
      const slug = await slugOf(offer!);
      for (const rating of [5, 4, 4, 2, 5, 5]) await approvedReview(offer!, rating);
      const pendingOne = await verifiedBuyer(offer!);
      expect((await write(pendingOne, slug, { rating: 1, body: 'Waiting for the operator.' })).statusCode).toBe(201);
      const rejectedOne = await verifiedBuyer(offer!);
      const rejected = OwnReviewResponse.parse((await write(rejectedOne, slug, { rating: 1, body: 'This one is rejected.' })).json()).data.uuid;
      await moderate(rejected, 'rejected');

      const first = ProductReviewsResponse.parse((await list(slug)).json());
      expect(first.summary).toEqual({ average: 4.17, count: 6, distribution: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 3 } });
      expect(first.data.map((review) => review.rating)).toEqual([5, 5, 2, 4, 4]);
      expect(first.meta).toMatchObject({ total: 6, last_page: 2, per_page: 5 });
      const second = ProductReviewsResponse.parse((await list(slug, 2)).json());
      expect(second.data.map((review) => review.rating)).toEqual([5]);
      const read = await product(slug);
      expect(read.average_rating).toBe(4.17);
      expect(read.review_summary).toEqual(first.summary);
      expect((await list('no-such-product')).statusCode).toBe(404);
    }, 90_000);

    it('invites the customer once after delivery, in the order’s language, with a link to the review form', async () => {
      const [offer] = take();
      const who = await customer(api.app);
      const order = await paidOrder(api, gateway, [offer!], who, { locale: 'fr' });
      await delivered(api, order);
      const invitations = () =>
        api.database.query<{ subject: string; text_body: string; locale: string; to_address: string }>(
          `select subject, text_body, locale, to_address from mail_outbox where kind = 'review_invitation' and subject like $1`,
          [`%${order.uuid.slice(0, 8)}%`],
        );
      await api.app.jobs.runDueJobs();
      await api.app.jobs.runDueJobs();
      const sent = await invitations();
      expect(sent).toHaveLength(1);
      const frSlug = (await api.database.query<{ slug: string }>(`select slug from product_translations where product_id = $1 and locale = 'fr'`, [offer!.productId]))[0]!.slug;
      expect(sent[0]).toMatchObject({ locale: 'fr', subject: expect.stringContaining('Votre commande') });
      expect(sent[0]!.text_body).toContain(`/fr/product/${frSlug}?review=1#reviews`);
      // The job run again (a retry, a second process) finds the shipment invited and sends nothing.
      await api.app.jobs.enqueue('reviews.invite', { shipmentId: (await api.database.query<{ id: number }>(`select s.id from shipments s join orders o on o.id = s.order_id where o.uuid = $1`, [order.uuid]))[0]!.id });
      await api.app.jobs.runDueJobs();
      expect(await invitations()).toHaveLength(1);
    });

    it('shows the first name and the last name’s initial', () => {
      expect(authorNameOf('Ana Maria', 'silva')).toBe('Ana S.');
      expect(authorNameOf('João', null)).toBe('João');
    });
  });
}
