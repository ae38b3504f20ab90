import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEGMENTS } from '../../contract';
import { openTestDatabase, TEST_SEED_NOW } from '../test-support';
import type { Database } from './client';
import { clearCatalogue, isCatalogueEmpty, seedCatalogue, slugify } from './seed';

const FIRST_NAMES = `select t.name from products p join product_translations t on t.product_id = p.id and t.locale = $1
  order by p.sort_order, p.id limit 8`;

describe('seedCatalogue', () => {
  let a: { database: Database; close(): Promise<void> };
  let b: { database: Database; close(): Promise<void> };

  beforeAll(async () => {
    [a, b] = await Promise.all([openTestDatabase('pglite'), openTestDatabase('pglite')]);
    await seedCatalogue(a.database, { products: 80, now: TEST_SEED_NOW });
    await seedCatalogue(b.database, { products: 80, now: TEST_SEED_NOW });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('gives identical products on two runs', async () => {
    for (const locale of ['pt', 'en']) {
      const first = await a.database.query<{ name: string }>(FIRST_NAMES, [locale]);
      const second = await b.database.query<{ name: string }>(FIRST_NAMES, [locale]);
      expect(first).toHaveLength(8);
      expect(first).toEqual(second);
    }
    const uuids = 'select uuid, sku from variants order by id limit 20';
    expect(await a.database.query(uuids)).toEqual(await b.database.query(uuids));
  });

  it('keeps the first products when the size changes', async () => {
    const small = await openTestDatabase('pglite');
    try {
      await seedCatalogue(small.database, { products: 10, now: TEST_SEED_NOW });
      const names = await small.database.query(FIRST_NAMES, ['fr']);
      expect(names).toEqual(await a.database.query(FIRST_NAMES, ['fr']));
    } finally {
      await small.close();
    }
  });

  it('covers the seven segments and the root categories the menus need', async () => {
    const segments = await a.database.query<{ slug: string; n: number }>(
      'select s.slug, count(p.id)::int as n from segments s left join products p on p.segment_id = s.id group by s.slug',
    );
    expect(segments.map((s) => s.slug).sort()).toEqual(SEGMENTS.map((s) => s.slug).sort());
    expect(segments.every((s) => s.n > 0)).toBe(true);
    const roots = await a.database.query<{ slug: string }>(
      `select t.slug from categories c join category_translations t on t.category_id = c.id and t.locale = 'pt' where c.level = 0`,
    );
    expect(roots.map((r) => r.slug)).toEqual(expect.arrayContaining(['mulher', 'homem', 'crianca']));
  });

  it('writes four translations per product with unaccented slugs', async () => {
    const rows = await a.database.query<{ locale: string; name: string; slug: string }>(
      'select locale, name, slug from product_translations',
    );
    expect(rows).toHaveLength(80 * 4);
    for (const row of rows) expect(row.slug.startsWith(slugify(row.name))).toBe(true);
    expect(rows.every((r) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.slug))).toBe(true);
  });

  it('prices offers at or below the list price, with scarce and sold-out stock among them', async () => {
    const [stats] = await a.database.query<{ above: number; sold_out: number; scarce: number; marketplace: number }>(
      `select count(*) filter (where o.price > o.pvp)::int as above,
        count(*) filter (where o.initial_stock - o.sold_stock = 0)::int as sold_out,
        count(*) filter (where o.initial_stock - o.sold_stock between 1 and 5)::int as scarce,
        count(*) filter (where s.vendor_type = 'MARKETPLACE')::int as marketplace
       from offers o join sellers s on s.id = o.seller_id`,
    );
    expect(stats).toMatchObject({ above: 0 });
    expect(stats!.sold_out).toBeGreaterThan(0);
    expect(stats!.scarce).toBeGreaterThan(0);
    expect(stats!.marketplace).toBeGreaterThan(0);
    const sellers = await a.database.query<{ vendor_type: string }>('select vendor_type from sellers');
    expect(sellers.filter((s) => s.vendor_type === 'MARKETPLACE').length).toBeGreaterThanOrEqual(5);
  });

  it('can clear and reseed, and knows when the catalogue is empty', async () => {
    const db = await openTestDatabase('pglite');
    try {
      expect(await isCatalogueEmpty(db.database)).toBe(true);
      await seedCatalogue(db.database, { products: 5, now: TEST_SEED_NOW });
      expect(await isCatalogueEmpty(db.database)).toBe(false);
      await clearCatalogue(db.database);
      await seedCatalogue(db.database, { products: 5, now: TEST_SEED_NOW });
      expect(await db.database.query('select id from products')).toHaveLength(5);
    } finally {
      await db.close();
    }
  });
});
