import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCALES,
  Product,
  ProductListResponse,
  UpdateDiscountsMessage,
  UpdateProductMessage,
  type Locale,
  type ProductCard,
} from '../../../contract';
import { RealtimeStandIn } from '../../realtime/test-support';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';
import { createCoupon } from '../cart/cart-test-kit';
import { slugsToPublish } from './publisher';

/**
 * The publisher against a stand-in realtime server (REALTIME_URL mode): what the `pusher` SDK sends to
 * POST /apps/{id}/events — signed as protocols.md §1.13 says — for each operator write, and that a
 * realtime server that fails never fails the operator's request.
 */

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`the publisher (REALTIME_URL) on ${mode}`, () => {
    let api: TestApi;
    let standIn: RealtimeStandIn;
    let cards: ProductCard[] = [];
    let next = 0;
    const admin = (url: string, payload: object) =>
      api.app.inject({ method: 'PATCH', url, payload, headers: { authorization: `Bearer ${api.config.adminToken}` } });
    /** Everything published by the writes so far (the publisher runs after the answer). */
    const published = async () => {
      await api.app.deferred.settled();
      return standIn.take();
    };

    beforeAll(async () => {
      standIn = new RealtimeStandIn('storefront-dev-secret');
      const url = await standIn.start();
      api = await createTestApi(mode, { products: 20, env: { REALTIME_URL: url } });
      cards = ProductListResponse.parse((await api.app.inject('/v1/products?per_page=20')).json()).data;
    });
    afterAll(async () => {
      await api?.close();
      await standIn?.stop();
    });
    afterEach(() => {
      standIn.status = 200;
      expect(standIn.badSignatures).toEqual([]);
    });

    it('publishes to REALTIME_URL and does not mount the realtime server itself', async () => {
      expect(api.app.broadcasting.publisher.target()).toEqual({ host: '127.0.0.1', port: expect.any(Number), useTLS: false });
      const events = await api.app.inject({ method: 'POST', url: `/apps/${api.config.pusher.appId}/events`, payload: { name: 'x', channel: 'y', data: '{}' } });
      expect(events.statusCode).toBe(404);
    });

    it("PATCH /v1/admin/offers/{uuid}: UpdateProduct on product_{slug} of each locale's slug, the full product in that locale with the new price", async () => {
      const card = cards[next++]!;
      const offer = card.variants[0]!.offers[0]!;
      const response = await admin(`/v1/admin/offers/${offer.uuid}`, { price: 12.34, pvp: 20 });
      expect(response.statusCode).toBe(200);
      const events = await published();
      const slugs = Object.fromEntries(LOCALES.map((locale) => [locale, card.translations[locale]!.slug])) as Record<Locale, string>;
      expect(new Set(Object.values(slugs)).size).toBe(4);
      expect(events.map((event) => event.channels).sort()).toEqual(LOCALES.map((locale) => [`product_${slugs[locale]}`]).sort());
      for (const locale of LOCALES) {
        const event = events.find((candidate) => candidate.channels[0] === `product_${slugs[locale]}`)!;
        expect(event.name).toBe('UpdateProduct');
        expect(typeof event.data).toBe('string');
        const { data } = UpdateProductMessage.parse(event.data);
        // The full §3 Product (seo, category …), not a card.
        const product = Product.parse(data);
        expect(product.uuid).toBe(card.uuid);
        expect(product.slug).toBe(slugs[locale]);
        expect(product.name).toBe(card.translations[locale]!.name);
        const changed = product.variants.flatMap((variant) => variant.offers).find((candidate) => candidate.uuid === offer.uuid)!;
        expect(changed).toMatchObject({ price_product: 12.34, pvp: 20 });
      }
    });

    it('PATCH /v1/admin/offers/{uuid} stock and PATCH /v1/admin/products/{uuid} discountEndsAt reach the channel too', async () => {
      const card = cards[next++]!;
      const offer = card.variants[0]!.offers[0]!;
      expect((await admin(`/v1/admin/offers/${offer.uuid}`, { stock: 3 })).statusCode).toBe(200);
      const stockEvent = (await published()).find((event) => event.channels[0] === `product_${card.slug}`)!;
      const stocked = UpdateProductMessage.parse(stockEvent.data).data.variants.flatMap((variant) => variant.offers).find((candidate) => candidate.uuid === offer.uuid)!;
      expect(stocked.initial_stock - stocked.sold_stock - stocked.stock_in_cart - stocked.stock_in_checkout).toBe(3);

      const endsAt = '2026-12-24T23:59:59.000Z';
      expect((await admin(`/v1/admin/products/${card.uuid}`, { discountEndsAt: endsAt })).statusCode).toBe(200);
      const events = await published();
      expect(events).toHaveLength(4);
      for (const event of events) expect(new Date(UpdateProductMessage.parse(event.data).data.discountEndsAt!).toISOString()).toBe(endsAt);
    });

    it('two quick price changes of one offer, the first published slowly: the last message on the channel shows the last price', async () => {
      const card = cards[next++]!;
      const offer = card.variants[0]!.offers[0]!;
      const priceOf = (data: string) =>
        UpdateProductMessage.parse(data).data.variants.flatMap((variant) => variant.offers).find((candidate) => candidate.uuid === offer.uuid)!.price_product;
      standIn.stall = 4;
      expect((await admin(`/v1/admin/offers/${offer.uuid}`, { price: 11.11, pvp: 60 })).statusCode).toBe(200);
      // Let the first write's publishing reach the (slow) server before the second write.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await admin(`/v1/admin/offers/${offer.uuid}`, { price: 22.22, pvp: 60 })).statusCode).toBe(200);
      const events = (await published()).filter((event) => event.channels[0] === `product_${card.slug}`);
      expect(events.map((event) => priceOf(event.data))).toEqual([11.11, 22.22]);
    });

    it('publishes once for a slug two locales share, in the first of pt > en > es > fr', async () => {
      const card = cards[next++]!;
      const shared = card.translations.pt!.slug;
      await api.database.query(
        `update product_translations set slug = $2 where locale = 'en' and product_id = (select id from products where uuid = $1)`,
        [card.uuid, shared],
      );
      expect((await admin(`/v1/admin/products/${card.uuid}`, { discountEndsAt: null })).statusCode).toBe(200);
      const events = await published();
      expect(events.map((event) => event.channels[0]).sort()).toEqual(
        [`product_${shared}`, `product_${card.translations.es!.slug}`, `product_${card.translations.fr!.slug}`].sort(),
      );
      const onShared = UpdateProductMessage.parse(events.find((event) => event.channels[0] === `product_${shared}`)!.data).data;
      expect(onShared.name).toBe(card.translations.pt!.name);
      expect(slugsToPublish({ slug: 'a', slugs: { fr: 'x', es: 'x', en: 'y', pt: 'a' } })).toEqual([
        { slug: 'a', locale: 'pt' },
        { slug: 'y', locale: 'en' },
        { slug: 'x', locale: 'es' },
      ]);
    });

    it('PATCH /v1/admin/discounts/{uuid}: UpdateDiscounts {message: discount} on discount_list for a public coupon only', async () => {
      const open = await createCoupon(api.database, { code: `PUB${randomUUID().slice(0, 6).toUpperCase()}` });
      expect((await admin(`/v1/admin/discounts/${open.uuid}`, { is_active: false })).statusCode).toBe(200);
      const events = await published();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ channels: ['discount_list'], name: 'UpdateDiscounts' });
      expect(UpdateDiscountsMessage.parse(events[0]!.data).message).toMatchObject({ discount_uuid: open.uuid, is_active: false });
    });

    /** Gives each customer discountable of a coupon a name of its own ('Cliente {id}', 'Clientes VIP' for the group). */
    const nameCustomers = (couponId: number) =>
      api.database.query(
        `update discountables set name = coalesce('Cliente ' || discountable_id::text, 'Clientes VIP') where discount_id = $1 and kind = 'customer'`,
        [couponId],
      );
    const namesIn = (data: string) => UpdateDiscountsMessage.parse(data).message.discountables.map((discountable) => discountable.name);

    it('a coupon for every signed-in customer goes to private-discounts.customers only, without the discountables naming one customer', async () => {
      const vip = await createCoupon(api.database, { code: `VIP${randomUUID().slice(0, 6).toUpperCase()}`, vipFor: [] });
      // A group coupon that also names one customer: the group's channel does not show that customer's name.
      await api.database.query(
        `insert into discountables (discount_id, kind, discountable_type, discountable_id, name) values ($1, 'customer', 'App\\Models\\Customer', 7, 'x')`,
        [vip.id],
      );
      await nameCustomers(vip.id);
      const response = await admin(`/v1/admin/discounts/${vip.uuid}`, { is_active: false });
      expect(response.statusCode).toBe(200);
      // The operator sees both.
      expect(response.json().data.discountables.map((discountable: { name: string }) => discountable.name)).toEqual(['Clientes VIP', 'Cliente 7']);
      const events = await published();
      expect(events.map((event) => [event.channels, event.name])).toEqual([[['private-discounts.customers'], 'UpdateDiscounts']]);
      const { message } = UpdateDiscountsMessage.parse(events[0]!.data);
      expect(message).toMatchObject({ discount_uuid: vip.uuid, is_active: false });
      expect(namesIn(events[0]!.data)).toEqual(['Clientes VIP']);
    });

    it("a coupon for named customers goes to each one's private-discounts.customer.{id}, 10 to a batch, each copy naming only that customer", async () => {
      const ids = Array.from({ length: 12 }, (_, index) => 100 + index);
      const named = await createCoupon(api.database, { code: `ANA${randomUUID().slice(0, 6).toUpperCase()}`, vipFor: ids });
      await nameCustomers(named.id);
      standIn.batches.splice(0);
      expect((await admin(`/v1/admin/discounts/${named.uuid}`, { is_active: false })).statusCode).toBe(200);
      const events = await published();
      expect(standIn.batches).toEqual([10, 2]);
      expect(events.map((event) => event.channels[0])).toEqual(ids.map((id) => `private-discounts.customer.${id}`));
      for (const [index, event] of events.entries()) {
        expect(event.name).toBe('UpdateDiscounts');
        expect(UpdateDiscountsMessage.parse(event.data).message).toMatchObject({ discount_uuid: named.uuid, is_active: false });
        expect(namesIn(event.data)).toEqual([`Cliente ${ids[index]}`]);
      }
    });

    it('two quick switches of a VIP coupon, the first published slowly: its channel gets them in the order they were made', async () => {
      const vip = await createCoupon(api.database, { code: `VIP${randomUUID().slice(0, 6).toUpperCase()}`, vipFor: [] });
      standIn.stall = 1;
      expect((await admin(`/v1/admin/discounts/${vip.uuid}`, { is_active: false })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await admin(`/v1/admin/discounts/${vip.uuid}`, { is_active: true })).statusCode).toBe(200);
      const events = await published();
      expect(events.map((event) => [event.channels[0], UpdateDiscountsMessage.parse(event.data).message.is_active])).toEqual([
        ['private-discounts.customers', false],
        ['private-discounts.customers', true],
      ]);
    });

    it('publishOrderCreated: order.created.from.payment on private-checkout.{cartUuid}; true once taken', async () => {
      const cartUuid = randomUUID();
      const payload = { order: { order_uuid: randomUUID() }, redirect: { url: 'http://localhost:3000/checkout/success' } };
      await expect(api.app.broadcasting.publishOrderCreated(cartUuid, payload)).resolves.toBe(true);
      const [event] = standIn.take();
      expect(event).toEqual({ channels: [`private-checkout.${cartUuid}`], name: 'order.created.from.payment', data: JSON.stringify(payload) });
    });

    it('publishPaymentProgress: payment.progress on private-checkout.{cartUuid}; true once taken', async () => {
      const cartUuid = randomUUID();
      const payload = { order_uuid: randomUUID(), transaction_id: 'tx1', method: 'mbway' as const, status: 'waiting_approval' as const, reference: null, expires_at: new Date().toISOString(), redirect: null };
      await expect(api.app.broadcasting.publishPaymentProgress(cartUuid, payload)).resolves.toBe(true);
      const [event] = standIn.take();
      expect(event).toEqual({ channels: [`private-checkout.${cartUuid}`], name: 'payment.progress', data: JSON.stringify(payload) });
    });

    it("a realtime server that answers 500 or is gone never fails the operator's write; publishOrderCreated resolves false", async () => {
      standIn.status = 500;
      const card = cards[next++]!;
      const offer = card.variants[0]!.offers[0]!;
      const response = await admin(`/v1/admin/offers/${offer.uuid}`, { price: 9.99 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { price: 9.99 } });
      expect(await published()).toHaveLength(4);
      const payload = { order: { order_uuid: randomUUID() }, redirect: { url: 'http://localhost:3000/checkout/success' } };
      await expect(api.app.broadcasting.publishOrderCreated(randomUUID(), payload)).resolves.toBe(false);
      standIn.take();
    });
  });
}

describe('the publisher against a closed port', () => {
  it('logs and goes on: the write answers 200 and publishOrderCreated resolves false', async () => {
    const api = await createTestApi('pglite', { products: 3, env: { REALTIME_URL: 'http://127.0.0.1:9' } });
    try {
      const card = ProductListResponse.parse((await api.app.inject('/v1/products?per_page=1')).json()).data[0]!;
      const response = await api.app.inject({
        method: 'PATCH',
        url: `/v1/admin/offers/${card.variants[0]!.offers[0]!.uuid}`,
        payload: { stock: 1 },
        headers: { authorization: `Bearer ${api.config.adminToken}` },
      });
      expect(response.statusCode).toBe(200);
      await api.app.deferred.settled();
      const payload = { order: { order_uuid: randomUUID() }, redirect: { url: 'http://localhost:3000/x' } };
      await expect(api.app.broadcasting.publishOrderCreated(randomUUID(), payload)).resolves.toBe(false);
    } finally {
      await api.close();
    }
  });
});
