import type { Query } from '../../db/client';
import { availableStockSql } from '../../db/stock';

/**
 * Stock holds (reliability C1–C4). Every statement runs in the caller's transaction and takes its row
 * locks in one order — per offer, in ascending offer id: the offer's holds, then the offer row — so
 * orders, payments and the sweeper never wait on each other in a cycle.
 *
 * - `offers.stock_in_checkout` counts the units of every hold not yet released; a reservation is one
 *   conditional UPDATE (`… where available ≥ quantity`), so what is left for sale never goes below 0
 *   however many orders race for it;
 * - a hold past its window counts as available at once (`availableStockSql`), and its units come off
 *   `stock_in_checkout` when the next reservation of that offer (or the sweeper) releases it.
 */

export type HoldLine = { offerId: number; quantity: number };

export type Reservation = { ok: true } | { ok: false; offerId: number; available: number };

/** Releases the holds of `offerId` whose window has passed; answers the units given back. */
export async function releaseExpiredHolds(query: Query, offerId: number): Promise<number> {
  const [row] = await query<{ released: number }>(
    `with released as (
       update stock_holds set outcome = 'released', release_reason = 'expired', released_at = now()
       where offer_id = $1 and outcome = 'held' and expires_at <= now()
       returning quantity
     ), total as (select coalesce(sum(quantity), 0)::int as released from released)
     update offers set stock_in_checkout = stock_in_checkout - total.released from total
     where offers.id = $1 and total.released > 0
     returning total.released`,
    [offerId],
  );
  return row?.released ?? 0;
}

/** What an offer has for sale right now (an inactive offer or product has nothing). */
export async function availableOf(query: Query, offerId: number): Promise<number> {
  const [row] = await query<{ available: number }>(
    `select case when o.is_active and p.is_active then greatest(0, ${availableStockSql('o')}) else 0 end as available
     from offers o join variants v on v.id = o.variant_id join products p on p.id = v.product_id where o.id = $1`,
    [offerId],
  );
  return row?.available ?? 0;
}

/** Takes `quantity` units of an active offer for sale, as a hold or as sold stock; false when fewer are left. */
async function take(query: Query, offerId: number, quantity: number, into: 'stock_in_checkout' | 'sold_stock'): Promise<boolean> {
  const rows = await query(
    `update offers o set ${into} = o.${into} + $2
     where o.id = $1 and o.is_active
       and exists (select 1 from variants v join products p on p.id = v.product_id where v.id = o.variant_id and p.is_active)
       and o.initial_stock - o.sold_stock - o.stock_in_cart - o.stock_in_checkout >= $2
     returning o.id`,
    [offerId, quantity],
  );
  return rows.length === 1;
}

/**
 * Holds every line of an order until `expiresAt`, all or nothing: the first offer short of stock stops
 * it (the caller rolls its transaction back) and is answered with what it has.
 */
export async function reserveStock(query: Query, orderId: number, lines: readonly HoldLine[], expiresAt: Date): Promise<Reservation> {
  for (const line of [...lines].sort((a, b) => a.offerId - b.offerId)) {
    await releaseExpiredHolds(query, line.offerId);
    if (!(await take(query, line.offerId, line.quantity, 'stock_in_checkout'))) {
      return { ok: false, offerId: line.offerId, available: await availableOf(query, line.offerId) };
    }
    await query(`insert into stock_holds (order_id, offer_id, quantity, expires_at) values ($1, $2, $3, $4)`, [orderId, line.offerId, line.quantity, expiresAt]);
  }
  return { ok: true };
}

type HoldRow = { id: number; offer_id: number; quantity: number };

const openHoldsOf = (query: Query, orderId: number) =>
  query<HoldRow>(`select id, offer_id, quantity from stock_holds where order_id = $1 and outcome = 'held' order by offer_id, id`, [orderId]);

/** Gives an order's held units back (expired, declined, timeout, cancelled, retried); answers the offers it touched. */
export async function releaseHolds(query: Query, orderId: number, reason: string): Promise<number[]> {
  const touched: number[] = [];
  for (const hold of await openHoldsOf(query, orderId)) {
    const rows = await query(
      `with released as (
         update stock_holds set outcome = 'released', release_reason = $2, released_at = now()
         where id = $1 and outcome = 'held' returning offer_id, quantity
       )
       update offers o set stock_in_checkout = o.stock_in_checkout - released.quantity from released
       where o.id = released.offer_id returning o.id`,
      [hold.id, reason],
    );
    if (rows.length) touched.push(hold.offer_id);
  }
  return touched;
}

/**
 * A paid order's stock becomes sold: each line's hold is committed, and a line whose hold was already
 * released (its window passed) takes its units again when the offer still has them. All or nothing:
 * with one line short, nothing is sold (the caller's savepoint is rolled back) and `short` names it.
 * `intact` says no line needed taking again.
 */
export async function sellOrderStock(query: Query, orderId: number, lines: readonly HoldLine[]): Promise<{ ok: true; intact: boolean } | { ok: false; short: number }> {
  const held = new Map((await openHoldsOf(query, orderId)).map((hold) => [hold.offer_id, hold]));
  let intact = true;
  await query('savepoint sell_order_stock');
  for (const line of [...lines].sort((a, b) => a.offerId - b.offerId)) {
    const hold = held.get(line.offerId);
    if (hold) {
      const rows = await query(
        `with committed as (
           update stock_holds set outcome = 'committed', released_at = now() where id = $1 and outcome = 'held' returning offer_id, quantity
         )
         update offers o set stock_in_checkout = o.stock_in_checkout - committed.quantity, sold_stock = o.sold_stock + committed.quantity
         from committed where o.id = committed.offer_id returning o.id`,
        [hold.id],
      );
      if (rows.length) continue;
    }
    intact = false;
    await releaseExpiredHolds(query, line.offerId);
    if (!(await take(query, line.offerId, line.quantity, 'sold_stock'))) {
      await query('rollback to savepoint sell_order_stock');
      return { ok: false, short: line.offerId };
    }
  }
  await query('release savepoint sell_order_stock');
  return { ok: true, intact };
}

/** Releases every hold past its window, one offer at a time in its own short step; answers the units given back. */
export async function sweepExpiredHolds(runInTransaction: <T>(run: (query: Query) => Promise<T>) => Promise<T>, query: Query): Promise<number> {
  const offers = await query<{ offer_id: number }>(`select distinct offer_id from stock_holds where outcome = 'held' and expires_at <= now() order by offer_id`);
  let released = 0;
  for (const { offer_id } of offers) released += await runInTransaction((tx) => releaseExpiredHolds(tx, offer_id));
  return released;
}
