import { INT4_MAX, type AdminOffer, type AdminOfferPatch, type AdminProduct, type AdminProductPatch } from '../../../contract';
import type { Database, Query } from '../../db/client';
import { refreshReadModel } from '../../db/read-model';
import { releaseExpiredHolds } from '../orders/stock';

/** A patch the data refuses (e.g. price above pvp): answered as a 422 naming the field. */
export class PatchRejected extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat()[0] ?? 'The given data was invalid.');
  }
}

export type ChangedProduct = { productId: number; uuid: string; slugs: Record<string, string> };

async function productOf(query: Query, productId: number): Promise<ChangedProduct> {
  const rows = await query<{ uuid: string; locale: string; slug: string }>(
    'select p.uuid, t.locale, t.slug from products p join product_translations t on t.product_id = p.id where p.id = $1',
    [productId],
  );
  return { productId, uuid: rows[0]!.uuid, slugs: Object.fromEntries(rows.map((r) => [r.locale, r.slug])) };
}

/**
 * Operator writes. Each runs in one transaction with the read-model refresh of the product, so a
 * listing never shows a half-applied change; every price or pvp change appends to the price history.
 */
export function createAdminRepository(database: Database) {
  return {
    async patchOffer(uuid: string, patch: AdminOfferPatch): Promise<{ offer: AdminOffer; product: ChangedProduct } | null> {
      return database.transaction(async (query) => {
        // Holds past their window are given back first (holds, then the offer row: the stock module's lock
        // order), so the stock an operator sets is what is for sale, not that plus units nobody holds any more.
        const [target] = await query<{ id: number }>('select id from offers where uuid = $1', [uuid]);
        if (target) await releaseExpiredHolds(query, target.id);
        const [offer] = await query<{
          id: number;
          price: number;
          pvp: number;
          sold_stock: number;
          stock_in_cart: number;
          stock_in_checkout: number;
          initial_stock: number;
          product_id: number;
        }>(
          `select o.id, o.price::float8 as price, o.pvp::float8 as pvp, o.sold_stock, o.stock_in_cart, o.stock_in_checkout,
             o.initial_stock, v.product_id
           from offers o join variants v on v.id = o.variant_id where o.uuid = $1 for update of o`,
          [uuid],
        );
        if (!offer) return null;
        const price = patch.price ?? offer.price;
        const pvp = patch.pvp ?? offer.pvp;
        if (price > pvp) {
          throw new PatchRejected({
            [patch.price !== undefined ? 'price' : 'pvp']: ['The price field must not be greater than pvp.'],
          });
        }
        const reserved = offer.sold_stock + offer.stock_in_cart + offer.stock_in_checkout;
        const initialStock = patch.stock === undefined ? offer.initial_stock : reserved + patch.stock;
        // initial_stock is an integer column holding the units sold and held besides the stock.
        if (initialStock > INT4_MAX) {
          throw new PatchRejected({ stock: [`The stock field must not be greater than ${INT4_MAX - reserved}.`] });
        }
        await query('update offers set price = $2, pvp = $3, initial_stock = $4, updated_at = now() where id = $1', [
          offer.id,
          price,
          pvp,
          initialStock,
        ]);
        if (price !== offer.price || pvp !== offer.pvp) {
          await query('insert into price_history (offer_id, price, pvp, changed_at) values ($1, $2, $3, now())', [offer.id, price, pvp]);
        }
        await query('update products set updated_at = now() where id = $1', [offer.product_id]);
        await refreshReadModel(query, [offer.product_id]);
        const [lowest] = await query<{ lowest: number | null }>(
          `select min(price)::float8 as lowest from (
             select h.price, lead(h.changed_at) over (order by h.changed_at, h.id) as next_at
             from price_history h where h.offer_id = $1) x
           where next_at is null or next_at >= now() - interval '30 days'`,
          [offer.id],
        );
        const product = await productOf(query, offer.product_id);
        return {
          product,
          offer: {
            uuid,
            offer_id: offer.id,
            price,
            pvp,
            stock: initialStock - reserved,
            lowest_price_30_days: lowest?.lowest ?? null,
            product: { uuid: product.uuid, slug: product.slugs.pt ?? Object.values(product.slugs)[0]! },
          },
        };
      });
    },

    async patchProduct(uuid: string, patch: AdminProductPatch): Promise<{ data: AdminProduct; product: ChangedProduct } | null> {
      return database.transaction(async (query) => {
        const [row] = await query<{ id: number; discount_ends_at: Date | string | null }>(
          'update products set discount_ends_at = $2, updated_at = now() where uuid = $1 returning id, discount_ends_at',
          [uuid, patch.discountEndsAt],
        );
        if (!row) return null;
        await refreshReadModel(query, [row.id]);
        const product = await productOf(query, row.id);
        return {
          product,
          data: {
            uuid,
            slug: product.slugs.pt ?? Object.values(product.slugs)[0]!,
            discountEndsAt: row.discount_ends_at === null ? null : new Date(row.discount_ends_at).toISOString(),
          },
        };
      });
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
