import type { Locale } from '../../../contract';
import type { Database } from '../../db/client';

/**
 * §3 Wishlist: a customer's products, each once (the primary key (user_id, product_id) makes a
 * duplicate add fail whatever the timing). Cards come from the catalogue read model, as stored
 * (media URLs still under API_ORIGIN_MARK).
 */
export function createWishlistRepository(database: Database) {
  return {
    /** The card texts of `userId`'s listed active products in `locale`, newest addition first. */
    async cards(userId: number, locale: Locale): Promise<string[]> {
      const rows = await database.query<{ card: string }>(
        `select c.card from wishlist_items w
         join products p on p.id = w.product_id and p.is_active
         join catalog_cards c on c.product_id = p.id and c.locale = $2
         where w.user_id = $1
         order by w.created_at desc, w.product_id desc`,
        [userId, locale],
      );
      return rows.map((r) => r.card);
    },

    /** 'added'; 'duplicate' when already listed; 'unknown' when no active product has that uuid. */
    async add(userId: number, productUuid: string): Promise<'added' | 'duplicate' | 'unknown'> {
      const inserted = await database.query(
        `insert into wishlist_items (user_id, product_id)
         select $1, p.id from products p where p.uuid = $2 and p.is_active
         on conflict (user_id, product_id) do nothing
         returning product_id`,
        [userId, productUuid],
      );
      if (inserted.length > 0) return 'added';
      const [product] = await database.query('select 1 from products where uuid = $1 and is_active', [productUuid]);
      return product ? 'duplicate' : 'unknown';
    },

    /** 'removed'; 'absent' when the product exists but was not listed; 'unknown' when no product has that uuid. */
    async remove(userId: number, productUuid: string): Promise<'removed' | 'absent' | 'unknown'> {
      const deleted = await database.query(
        `delete from wishlist_items w using products p
         where p.id = w.product_id and w.user_id = $1 and p.uuid = $2
         returning w.product_id`,
        [userId, productUuid],
      );
      if (deleted.length > 0) return 'removed';
      const [product] = await database.query('select 1 from products where uuid = $1', [productUuid]);
      return product ? 'absent' : 'unknown';
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' wishlists (api/modules/wishlist). */
    wishlist: WishlistRepository;
  }
}
