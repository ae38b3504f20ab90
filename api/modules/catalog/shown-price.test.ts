import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOfferResponse, ProductListResponse, type ProductCard } from '../../../contract';
import { productCardFacts } from '../../../contract/cards';
import { refreshReadModel } from '../../db/read-model';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';

/** The offer a card prices itself with (§2: the first offer of the first variant), as the card takes it. */
const cardOffer = (card: ProductCard) => productCardFacts(card).offer!;
/** The price a card shows and the cart charges: the campaign price when the offer has one. */
const shownPrice = (card: ProductCard) => cardOffer(card).price_campaign ?? cardOffer(card).price_product;
const sellingPrice = (card: ProductCard) => cardOffer(card).price_product;

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`listing price (§7 sort price asc and desc, price_min, price_max) follows the price cards show on ${mode}`, () => {
    let api: TestApi;
    let all: ProductCard[];
    /** A product whose card shows a campaign price below its selling price. */
    let campaignPriced: ProductCard;

    const list = async (path: string, query: string) => {
      const response = await api.app.inject(`${path}?per_page=100&${query}`);
      expect(response.statusCode, `${path}?${query}`).toBe(200);
      return ProductListResponse.parse(response.json());
    };
    const uuids = (cards: ProductCard[]) => cards.map((card) => card.uuid);
    const admin = (uuid: string, payload: object) =>
      api.app.inject({ method: 'PATCH', url: `/v1/admin/offers/${uuid}`, payload, headers: { authorization: `Bearer ${api.config.adminToken}` } });

    /** Whether a selling-price order would put two of `cards` the other way round from the prices they show. */
    const disagrees = (cards: ProductCard[]) =>
      cards.some((a) => cards.some((b) => shownPrice(a) < shownPrice(b) && sellingPrice(a) > sellingPrice(b)));

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 80 });
      all = (await list('/v1/products', '')).data;
      campaignPriced = all.find((card) => cardOffer(card).price_campaign !== null)!;
    });
    afterAll(() => api?.close());

    it('has products whose shown campaign price orders them otherwise than their selling price', () => {
      expect(campaignPriced).toBeDefined();
      expect(shownPrice(campaignPriced)).toBeLessThan(sellingPrice(campaignPriced));
      // A pair a selling-price order would put the other way round: the sorts below can tell the two rules apart.
      expect(disagrees(all)).toBe(true);
    });

    it.each(['asc', 'desc'] as const)('/v1/products sort=price&order=%s lists the cards in the order of the prices they show', async (order) => {
      const { data } = await list('/v1/products', `sort=price&order=${order}`);
      expect(data).toHaveLength(all.length);
      const prices = data.map(shownPrice);
      expect(prices).toEqual([...prices].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    });

    it('/v1/products/search sort=price lists the found cards in the order of the prices they show', async () => {
      // Words of product names until one finds products a selling-price order would list otherwise.
      const words = [...new Set(all.flatMap((card) => card.name.toLowerCase().split(/\s+/)).filter((word) => word.length >= 4))];
      let found: ProductCard[] = [];
      for (const q of words) {
        found = (await list('/v1/products/search', `q=${encodeURIComponent(q)}&sort=price&order=asc`)).data;
        if (disagrees(found)) break;
      }
      expect(disagrees(found)).toBe(true);
      const prices = found.map(shownPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('on a campaign page, sorted by price, orders by the campaign prices its cards show', async () => {
      const campaigns = (await api.app.inject('/v1/campaigns')).json().data as { uuid: string }[];
      for (const { uuid } of campaigns) {
        const { data } = await list(`/v1/campaigns/products/${uuid}`, 'sort=price&order=asc');
        const prices = data.map(shownPrice);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
    });

    it('finds a product whose shown campaign price is inside price_min..price_max while its selling price is outside', async () => {
      const shown = shownPrice(campaignPriced);
      const { data, filters } = await list('/v1/products', `price_min=${shown}&price_max=${shown}`);
      expect(uuids(data)).toContain(campaignPriced.uuid);
      expect(data.every((card) => shownPrice(card) === shown)).toBe(true);
      expect(filters!.price).toEqual({ min: shown, max: shown });
    });

    it('leaves out a product whose selling price is inside the range but whose shown campaign price is not', async () => {
      const selling = sellingPrice(campaignPriced);
      const { data } = await list('/v1/products', `price_min=${selling}&price_max=${selling}`);
      expect(uuids(data)).not.toContain(campaignPriced.uuid);
      expect(data.every((card) => shownPrice(card) === selling)).toBe(true);
    });

    it('answers the same set as the shown prices for a range, with a price facet of their lowest and highest', async () => {
      const sorted = all.map(shownPrice).sort((a, b) => a - b);
      const [low, high] = [sorted[Math.floor(sorted.length / 4)]!, sorted[Math.floor((sorted.length * 3) / 4)]!];
      const { data, filters } = await list('/v1/products', `price_min=${low}&price_max=${high}`);
      const expected = all.filter((card) => shownPrice(card) >= low && shownPrice(card) <= high);
      expect(uuids(data)).toEqual(uuids(expected));
      expect(filters!.price).toEqual({ min: Math.min(...expected.map(shownPrice)), max: Math.max(...expected.map(shownPrice)) });
      const whole = (await list('/v1/products', '')).filters!.price;
      expect(whole).toEqual({ min: sorted[0], max: sorted.at(-1) });
    });

    it('keeps following the campaign price when an operator changes the selling price of a campaign-priced offer', async () => {
      const offer = campaignPriced.variants[0]!.offers[0]!;
      const shown = shownPrice(campaignPriced);
      const raised = Math.min(offer.pvp, offer.price_product + 1);
      const response = await admin(offer.uuid, { price: raised });
      expect(response.statusCode).toBe(200);
      expect(AdminOfferResponse.parse(response.json()).data.price).toBe(raised);
      try {
        expect(uuids((await list('/v1/products', `price_min=${shown}&price_max=${shown}`)).data)).toContain(campaignPriced.uuid);
        expect(uuids((await list('/v1/products', `price_min=${raised}&price_max=${raised}`)).data)).not.toContain(campaignPriced.uuid);
      } finally {
        await admin(offer.uuid, { price: offer.price_product });
      }
    });

    it('moves a product in the sort and the filter when its campaign price changes and its row is rebuilt', async () => {
      const card = all.find((candidate) => cardOffer(candidate).price_campaign === null && cardOffer(candidate).pvp >= 2)!;
      const offer = card.variants[0]!.offers[0]!;
      const campaign = 1.01;
      const [{ id: productId } = { id: 0 }] = await api.database.query<{ id: number }>('select id from products where uuid = $1', [card.uuid]);
      const write = async (price: number | null) => {
        await api.database.transaction(async (query) => {
          await query('update offers set price_campaign = $2 where uuid = $1', [offer.uuid, price]);
          await refreshReadModel(query, [productId]);
        });
        api.app.catalog.invalidate();
      };
      await write(campaign);
      try {
        const cheapest = (await list('/v1/products', 'sort=price&order=asc')).data[0]!;
        expect(cheapest.uuid).toBe(card.uuid);
        expect(shownPrice(cheapest)).toBe(campaign);
        expect(uuids((await list('/v1/products', `price_max=${campaign}`)).data)).toEqual([card.uuid]);
      } finally {
        await write(null);
      }
      expect(uuids((await list('/v1/products', `price_max=${campaign}`)).data)).not.toContain(card.uuid);
    });

    it('rewrites, by its migration, the rows a database built before to the prices the read model builds', async () => {
      const rows = () =>
        api.database.query<{ product_id: number; price: string; discount_percentage: number }>(
          'select product_id, price::text, discount_percentage from catalog_items order by product_id',
        );
      const built = await rows();
      await api.database.query('update catalog_items set price = price + 1000, discount_percentage = 0');
      const migration = readFileSync(new URL('../../db/migrations/0015_listing_shown_price.sql', import.meta.url), 'utf8');
      await api.database.query(migration);
      expect(await rows()).toEqual(built);
    });
  });
}
