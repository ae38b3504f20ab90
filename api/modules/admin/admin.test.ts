import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminOfferResponse,
  AdminProductResponse,
  MessageBody,
  ProductListResponse,
  ProductResponse,
  ValidationErrorBody,
  type ProductCard,
} from '../../../contract';
import type { DomainEvents } from '../../events';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';
import { ADMIN_TOKEN_LIMIT } from './auth';

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`operator paths on ${mode}`, () => {
    let api: TestApi;
    let token: string;
    let events: DomainEvents['product.changed'][];

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 30 });
      token = api.config.adminToken;
      events = [];
      api.app.domainEvents.on('product.changed', (event) => events.push(event));
    });
    afterAll(() => api?.close());

    const patch = (url: string, payload: unknown, authorization: string | null = `Bearer ${token}`) =>
      api.app.inject({ method: 'PATCH', url, payload: payload as object, headers: authorization === null ? {} : { authorization } });

    async function firstCard(query = ''): Promise<ProductCard> {
      return ProductListResponse.parse((await api.app.inject(`/v1/products?per_page=1${query}`)).json()).data[0]!;
    }
    async function productBySlug(slug: string) {
      return ProductResponse.parse((await api.app.inject(`/v1/products/${slug}`)).json()).data;
    }

    it('answers 401 without a bearer token and 403 with a wrong one, on both paths', async () => {
      const card = await firstCard();
      const offer = card.variants[0]!.offers[0]!;
      for (const url of [`/v1/admin/offers/${offer.uuid}`, `/v1/admin/products/${card.uuid}`]) {
        const missing = await patch(url, { stock: 1 }, null);
        expect(missing.statusCode).toBe(401);
        expect(MessageBody.parse(missing.json()).message).toBe('Unauthenticated.');
        expect((await patch(url, { stock: 1 }, `Basic ${token}`)).statusCode).toBe(401);
        const wrong = await patch(url, { stock: 1 }, `Bearer ${token}x`);
        expect(wrong.statusCode).toBe(403);
        expect(MessageBody.parse(wrong.json()).message).toBe('This action is unauthorized.');
        expect((await patch(url, { stock: 1 }, 'Bearer short')).statusCode).toBe(403);
      }
      expect(events).toEqual([]);
    });

    it(`throttles wrong tokens per address: 429 past ${ADMIN_TOKEN_LIMIT.max} in 15 minutes, even for the right token; other addresses and right tokens unaffected`, async () => {
      const card = await firstCard();
      const url = `/v1/admin/products/${card.uuid}`;
      const from = (remoteAddress: string, authorization: string) =>
        api.app.inject({ method: 'PATCH', url, payload: {}, headers: { authorization }, remoteAddress });
      // The operator's right token is not counted (its empty body is then refused: nothing is written).
      for (let i = 0; i < ADMIN_TOKEN_LIMIT.max + 2; i++) expect((await from('203.0.113.80', `Bearer ${token}`)).statusCode).toBe(422);
      const guesses = await Promise.all(Array.from({ length: ADMIN_TOKEN_LIMIT.max + 5 }, (_, i) => from('203.0.113.81', `Bearer guess-${i}-${'x'.repeat(20)}`)));
      expect(guesses.filter((r) => r.statusCode === 403)).toHaveLength(ADMIN_TOKEN_LIMIT.max);
      expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(5);
      const blocked = await from('203.0.113.81', `Bearer ${token}`);
      expect(blocked.statusCode).toBe(429);
      expect(MessageBody.parse(blocked.json()).message).toBe('Too Many Attempts.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('203.0.113.82', `Bearer ${token}`)).statusCode).toBe(422);
    });

    it('refuses unknown fields and bad values with 422 naming the field', async () => {
      const card = await firstCard();
      const offer = card.variants[0]!.offers[0]!;
      for (const [body, field] of [
        [{ price: 10, colour: 'red' }, 'colour'],
        [{ price: -1 }, 'price'],
        [{ price: 'cheap' }, 'price'],
        [{ stock: 1.5 }, 'stock'],
        [{ pvp: 1.234 }, 'pvp'],
        [{ price: offer.pvp + 10 }, 'price'],
      ] as const) {
        const response = await patch(`/v1/admin/offers/${offer.uuid}`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(ValidationErrorBody.parse(response.json()).errors), JSON.stringify(body)).toEqual([field]);
      }
      const product = await patch(`/v1/admin/products/${card.uuid}`, { discountEndsAt: 'tomorrow' });
      expect(product.statusCode).toBe(422);
      expect(Object.keys(product.json().errors)).toEqual(['discountEndsAt']);
      const extra = await patch(`/v1/admin/products/${card.uuid}`, { discountEndsAt: null, name: 'x' });
      expect(Object.keys(extra.json().errors)).toEqual(['name']);
      expect(events).toEqual([]);
    });

    it('answers 404 for an unknown offer or product', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await patch(`/v1/admin/offers/${unknown}`, { stock: 1 })).statusCode).toBe(404);
      expect((await patch(`/v1/admin/products/${unknown}`, { discountEndsAt: null })).statusCode).toBe(404);
    });

    it('changes an offer price, keeps it in the price history, updates cards and lowest price, emits product.changed', async () => {
      events.length = 0;
      const card = await firstCard();
      const offer = card.variants[0]!.offers[0]!;
      const lowered = Math.round(offer.price_product * 0.5 * 100) / 100;
      const response = await patch(`/v1/admin/offers/${offer.uuid}`, { price: lowered });
      expect(response.statusCode).toBe(200);
      const data = AdminOfferResponse.parse(response.json()).data;
      expect(data).toMatchObject({ uuid: offer.uuid, price: lowered, pvp: offer.pvp, lowest_price_30_days: lowered });

      const history = await api.database.query<{ price: number }>(
        'select h.price::float8 as price from price_history h join offers o on o.id = h.offer_id where o.uuid = $1 order by h.changed_at desc, h.id desc',
        [offer.uuid],
      );
      expect(history[0]!.price).toBe(lowered);

      const updated = (await productBySlug(card.slug)).variants.flatMap((v) => v.offers).find((o) => o.uuid === offer.uuid)!;
      expect(updated.price_product).toBe(lowered);
      expect(updated.lowest_price_30_days).toBe(lowered);
      expect(events).toEqual([{ uuid: card.uuid, slug: card.translations.pt!.slug, slugs: expect.objectContaining({ en: card.translations.en!.slug }) }]);

      // Raising it again keeps the 30-day lowest price at the reduced one (EU price indication).
      const raised = await patch(`/v1/admin/offers/${offer.uuid}`, { price: offer.price_product });
      expect(AdminOfferResponse.parse(raised.json()).data.lowest_price_30_days).toBe(lowered);
      expect(events).toHaveLength(2);
    });

    it('sets the available stock and the in-warehouse listing follows', async () => {
      const card = await firstCard('&isInWarehouse=true');
      const official = card.variants.flatMap((v) => v.offers).filter((o) => ['OFFICIAL_STORE', '1P'].includes(o.type));
      const before = ProductListResponse.parse((await api.app.inject('/v1/products?isInWarehouse=true&per_page=1')).json()).meta.total;
      for (const offer of official) {
        const response = await patch(`/v1/admin/offers/${offer.uuid}`, { stock: 0 });
        expect(AdminOfferResponse.parse(response.json()).data.stock).toBe(0);
      }
      const after = ProductListResponse.parse((await api.app.inject('/v1/products?isInWarehouse=true&per_page=1')).json()).meta.total;
      expect(after).toBe(before - 1);
      const offer = (await productBySlug(card.slug)).variants.flatMap((v) => v.offers).find((o) => o.uuid === official[0]!.uuid)!;
      expect(offer.initial_stock - offer.sold_stock - offer.stock_in_cart - offer.stock_in_checkout).toBe(0);
    });

    it('sets and clears discountEndsAt, emitting product.changed each time', async () => {
      events.length = 0;
      const card = await firstCard();
      const endsAt = '2030-01-02T03:04:05.000Z';
      const set = await patch(`/v1/admin/products/${card.uuid}`, { discountEndsAt: endsAt });
      expect(set.statusCode).toBe(200);
      expect(AdminProductResponse.parse(set.json()).data.discountEndsAt).toBe(endsAt);
      expect((await productBySlug(card.slug)).discountEndsAt).toBe(endsAt);
      const cleared = await patch(`/v1/admin/products/${card.uuid}`, { discountEndsAt: null });
      expect(AdminProductResponse.parse(cleared.json()).data.discountEndsAt).toBeNull();
      expect((await firstCard()).discountEndsAt).toBeNull();
      expect(events.map((e) => e.uuid)).toEqual([card.uuid, card.uuid]);
    });
  });
}
