import { CURRENCY, orderNumberOf, type CreditBalance, type CreditEntry, type CreditGrantRequest, type CreditKind } from '../../../contract';
import type { Database, Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { fromCents, toCents } from '../cart/rules';
import { replayLedger, restoredExpiry, type LedgerRow } from './rules';

/**
 * The store-credit ledger's SQL (`store_credit_entries`). Statements that take credit (`order_spent`,
 * `expired`) run after `lockCustomer`: the customer's `users` row is held `for update` from the balance
 * read to the commit, so two orders placed at once are served one after the other and the balance never
 * goes below zero. Giving credit (grants, refunds, commissions, restores) needs no lock.
 *
 * Lock order, with the checkout's: cart → customer (users row) → offers.
 */

/** Holds the customer's users row until the transaction ends (the ledger's writer lock). */
export async function lockCustomer(query: Query, userId: number): Promise<void> {
  await query(`select id from users where id = $1 for update`, [userId]);
}

async function ledgerRows(query: Query, userId: number): Promise<LedgerRow[]> {
  const rows = await query<{ id: number; kind: CreditKind; amount: number; expires_at: Date | null; created_at: Date; order_id: number | null }>(
    `select id, kind, amount::float8 as amount, expires_at, created_at, order_id from store_credit_entries where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    cents: toCents(row.amount),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    createdAt: new Date(row.created_at),
    orderId: row.order_id,
  }));
}

/** The database's clock: every expiry is judged by it, so concurrent writers agree. */
async function databaseNow(query: Query): Promise<Date> {
  const [row] = await query<{ now: Date }>(`select now() as now`);
  return new Date(row!.now);
}

/** The credit `userId` can spend now, in cents (hold `lockCustomer` first when about to spend it). */
export async function availableCredit(query: Query, userId: number): Promise<number> {
  return replayLedger(await ledgerRows(query, userId), await databaseNow(query)).available;
}

/** Writes the order's use of the customer's credit (call under `lockCustomer`, with at most the available amount). */
export async function spendOnOrder(query: Query, userId: number, orderId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await query(`insert into store_credit_entries (user_id, amount, kind, order_id) values ($1, $2, 'order_spent', $3)`, [userId, -fromCents(cents), orderId]);
}

/** What an order holds of its customer's credit now: spent minus given back, in cents (≥ 0). */
async function heldByOrder(query: Query, orderId: number): Promise<{ userId: number; cents: number } | null> {
  const [row] = await query<{ user_id: number; net: number }>(
    `select user_id, sum(amount)::float8 as net from store_credit_entries
     where order_id = $1 and kind in ('order_spent', 'order_restored') group by user_id`,
    [orderId],
  );
  return row ? { userId: row.user_id, cents: Math.max(0, -toCents(row.net)) } : null;
}

/** When credit an order spent expires once given back: as late as the lots it was taken from (`restoredExpiry`). */
async function expiryOfOrderSpend(query: Query, userId: number, orderId: number): Promise<Date | null> {
  const rows = await ledgerRows(query, userId);
  const replay = replayLedger(rows, await databaseNow(query));
  const spends = rows.filter((row) => row.orderId === orderId && row.kind === 'order_spent');
  return restoredExpiry(spends.flatMap((row) => replay.takenFrom.get(row.id) ?? []));
}

/**
 * The credit an order used comes back (`order_restored`): it ended unpaid, was cancelled, or was refunded.
 * Idempotent — what the order still holds is given back, so a second call writes nothing. Call it with the
 * order's row held (`for update`), as every path that ends an order does. The restored credit expires as
 * late as the credit it was spent from (`restoredExpiry`).
 */
export async function giveBackOrderCredit(query: Query, orderId: number, reason: string | null = null): Promise<number> {
  const held = await heldByOrder(query, orderId);
  if (!held || held.cents === 0) return 0;
  const expiresAt = await expiryOfOrderSpend(query, held.userId, orderId);
  await query(`insert into store_credit_entries (user_id, amount, kind, reason, order_id, expires_at) values ($1, $2, 'order_restored', $3, $4, $5)`, [
    held.userId,
    fromCents(held.cents),
    reason,
    orderId,
    expiresAt,
  ]);
  return held.cents;
}

/** The credit the returns of an order gave back so far, in cents (a `store_credit` return's whole amount included). */
export async function creditBackByReturns(query: Query, orderId: number): Promise<number> {
  const [row] = await query<{ total: number }>(
    `select coalesce(sum(amount), 0)::float8 as total from store_credit_entries where order_id = $1 and kind = 'refund' and return_id is not null`,
    [orderId],
  );
  return toCents(row!.total);
}

/**
 * A return's refund as credit (`refund`, reason `return`). `fromOrderCredit`: this is the credit the order
 * spent coming back, so it expires as that credit would have (`restoredExpiry`, never lengthened); the
 * customer's choice of credit for money they paid does not expire.
 */
export async function creditReturn(
  query: Query,
  entry: { userId: number; orderId: number; returnId: number; cents: number; fromOrderCredit: boolean },
): Promise<void> {
  if (entry.cents <= 0) return;
  const expiresAt = entry.fromOrderCredit ? await expiryOfOrderSpend(query, entry.userId, entry.orderId) : null;
  await query(`insert into store_credit_entries (user_id, amount, kind, reason, order_id, return_id, expires_at) values ($1, $2, 'refund', 'return', $3, $4, $5)`, [
    entry.userId,
    fromCents(entry.cents),
    entry.orderId,
    entry.returnId,
    expiresAt,
  ]);
}

/**
 * An order whose credit was given back (it ended unpaid) is to be paid again: it takes its credit again.
 * False when the customer no longer has enough — the order cannot be paid as it was placed. Takes
 * `lockCustomer`; call it with the order's row held.
 */
export async function takeAgainForOrder(query: Query, order: { id: number; customer_id: number | null; store_credit: number }): Promise<boolean> {
  const wanted = toCents(order.store_credit);
  if (wanted === 0) return true;
  const held = await heldByOrder(query, order.id);
  const missing = wanted - (held?.cents ?? 0);
  if (missing <= 0) return true;
  const userId = held?.userId ?? order.customer_id;
  if (userId === null) return false;
  await lockCustomer(query, userId);
  if ((await availableCredit(query, userId)) < missing) return false;
  await spendOnOrder(query, userId, order.id, missing);
  return true;
}

type EntryRow = { uuid: string; kind: CreditKind; amount: number; reason: string | null; order_uuid: string | null; expires_at: Date | null; created_at: Date };
const ENTRY_COLUMNS = `e.uuid, e.kind, e.amount::float8 as amount, e.reason, o.uuid as order_uuid, e.expires_at, e.created_at`;

function entryOf(row: EntryRow): CreditEntry {
  return {
    uuid: row.uuid,
    kind: row.kind,
    amount: row.amount,
    reason: row.reason,
    order_number: row.order_uuid === null ? null : orderNumberOf(row.order_uuid),
    expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export type CreditService = ReturnType<typeof createCreditService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' store credit (api/modules/credits). */
    credits: CreditService;
  }
}

export function createCreditService(database: Database) {
  const transaction = <T>(run: (query: Query) => Promise<T>) => transactionWithRetry(database, run);

  return {
    async balance(userId: number): Promise<CreditBalance> {
      const replay = replayLedger(await ledgerRows(database.query, userId), await databaseNow(database.query));
      return {
        currency: CURRENCY,
        balance: fromCents(replay.available),
        next_expiry: replay.nextExpiry ? { amount: fromCents(replay.nextExpiry.cents), expires_at: replay.nextExpiry.at.toISOString() } : null,
      };
    },

    /** One page of `userId`'s entries, newest first, and how many there are. */
    async entries(userId: number, page: number, perPage: number): Promise<{ entries: CreditEntry[]; total: number }> {
      const rows = await database.query<EntryRow>(
        `select ${ENTRY_COLUMNS} from store_credit_entries e left join orders o on o.id = e.order_id
         where e.user_id = $1 order by e.created_at desc, e.id desc limit $2 offset $3`,
        [userId, perPage, (page - 1) * perPage],
      );
      const [count] = await database.query<{ total: number }>(`select count(*)::int as total from store_credit_entries where user_id = $1`, [userId]);
      return { entries: rows.map(entryOf), total: count!.total };
    },

    /** An operator's grant to the customer `userUuid` (null: no such customer, or a deleted account). */
    async grant(userUuid: string, body: CreditGrantRequest): Promise<CreditEntry | null> {
      const [row] = await database.query<EntryRow>(
        `insert into store_credit_entries (user_id, amount, kind, reason, expires_at)
         select u.id, $2, 'grant', $3, $4 from users u where u.uuid = $1 and u.deleted_at is null
         returning uuid, kind, amount::float8 as amount, reason, null::uuid as order_uuid, expires_at, created_at`,
        [userUuid, body.amount, body.reason, body.expires_at ?? null],
      );
      return row ? entryOf(row) : null;
    },

    /**
     * The durable job's work: for every customer with credit past its expiry and not yet written off, one
     * `expired` entry of what lapsed (under `lockCustomer`, so a spend and the job never count it twice).
     * Answers how many entries it wrote.
     */
    async expireLapsed(): Promise<number> {
      const candidates = await database.query<{ user_id: number }>(
        `select distinct user_id from store_credit_entries where amount > 0 and expires_at <= now() order by user_id`,
      );
      let written = 0;
      for (const { user_id: userId } of candidates) {
        written += await transaction(async (query) => {
          await lockCustomer(query, userId);
          const replay = replayLedger(await ledgerRows(query, userId), await databaseNow(query));
          if (replay.lapsed === 0) return 0;
          await query(`insert into store_credit_entries (user_id, amount, kind) values ($1, $2, 'expired')`, [userId, -fromCents(replay.lapsed)]);
          return 1;
        });
      }
      return written;
    },
  };
}
