import { MAX_ADDRESSES, Uuid, type Address, type AddressDefaultKind, type AddressPatch, type AddressRequest } from '../../../contract';
import type { Database, Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { lockCustomer } from '../credits/repository';

/**
 * A customer's saved addresses. Every statement is scoped to the owner (`user_id`): another customer's
 * uuid reads as no address at all. Writes that count or move a default hold the customer's users row
 * (`lockCustomer`), so two tabs never make two defaults or pass the limit; the partial unique indexes
 * (one default shipping, one default billing per customer) back that up.
 */

const COLUMNS = `uuid, label, name, phone, street, postal_code, city, district, country, nif, default_shipping, default_billing, created_at`;
const DEFAULT_COLUMN: Record<AddressDefaultKind, string> = { shipping: 'default_shipping', billing: 'default_billing' };
/** Defaults first, then the newest. */
const ORDER = `order by default_shipping desc, default_billing desc, created_at desc, id desc`;

type Row = Omit<Address, 'created_at'> & { created_at: Date };
const addressOf = (row: Row): Address => ({ ...row, created_at: new Date(row.created_at).toISOString() });

const EDITABLE = ['label', 'name', 'phone', 'street', 'postal_code', 'city', 'district', 'country', 'nif'] as const;

export type AddressRepository = ReturnType<typeof createAddressRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Customers' saved addresses (api/modules/addresses). */
    savedAddresses: AddressRepository;
  }
}

async function idOf(query: Query, userId: number, uuid: string): Promise<number | null> {
  if (!Uuid.safeParse(uuid).success) return null;
  const [row] = await query<{ id: number }>(`select id from addresses where uuid = $1 and user_id = $2`, [uuid, userId]);
  return row?.id ?? null;
}

async function setDefault(query: Query, userId: number, addressId: number, kind: AddressDefaultKind): Promise<void> {
  const column = DEFAULT_COLUMN[kind];
  await query(`update addresses set ${column} = false, updated_at = now() where user_id = $1 and ${column} and id <> $2`, [userId, addressId]);
  await query(`update addresses set ${column} = true, updated_at = now() where id = $1`, [addressId]);
}

/**
 * The order form's address saved with the order (inside its transaction): skipped when the customer has
 * it already (same name, street, postal code and city) or has MAX_ADDRESSES. Takes `lockCustomer`.
 */
export async function saveCheckoutAddress(
  query: Query,
  userId: number,
  body: { name: string; phone: string; nif?: string | null; shipping_address: { street: string; postal_code: string; city: string; district?: string | null; country: string } },
): Promise<void> {
  await lockCustomer(query, userId);
  const address = body.shipping_address;
  const [existing] = await query<{ count: number; same: number }>(
    `select count(*)::int as count, count(*) filter (where lower(name) = lower($2) and lower(street) = lower($3) and postal_code = $4 and lower(city) = lower($5))::int as same
     from addresses where user_id = $1`,
    [userId, body.name, address.street, address.postal_code, address.city],
  );
  if (existing!.same > 0 || existing!.count >= MAX_ADDRESSES) return;
  const first = existing!.count === 0;
  await query(
    `insert into addresses (user_id, name, phone, street, postal_code, city, district, country, nif, default_shipping, default_billing)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [userId, body.name, body.phone, address.street, address.postal_code, address.city, address.district ?? null, address.country, body.nif ?? null, first],
  );
}

export function createAddressRepository(database: Database) {
  const transaction = <T>(run: (query: Query) => Promise<T>) => transactionWithRetry(database, run);
  const read = async (query: Query, id: number) => addressOf((await query<Row>(`select ${COLUMNS} from addresses where id = $1`, [id]))[0]!);

  return {
    async list(userId: number): Promise<Address[]> {
      return (await database.query<Row>(`select ${COLUMNS} from addresses where user_id = $1 ${ORDER}`, [userId])).map(addressOf);
    },

    /** The new address; 'tooMany' past MAX_ADDRESSES. The first address is the default of both kinds. */
    async create(userId: number, body: AddressRequest): Promise<Address | 'tooMany'> {
      return transaction(async (query) => {
        await lockCustomer(query, userId);
        const [{ count }] = (await query<{ count: number }>(`select count(*)::int as count from addresses where user_id = $1`, [userId])) as [{ count: number }];
        if (count >= MAX_ADDRESSES) return 'tooMany';
        const [row] = await query<{ id: number }>(
          `insert into addresses (user_id, label, name, phone, street, postal_code, city, district, country, nif)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [userId, body.label ?? null, body.name, body.phone, body.street, body.postal_code, body.city, body.district ?? null, body.country, body.nif ?? null],
        );
        const id = row!.id;
        if (count === 0 || body.default_shipping) await setDefault(query, userId, id, 'shipping');
        if (count === 0 || body.default_billing) await setDefault(query, userId, id, 'billing');
        return read(query, id);
      });
    },

    /** The changed address; null when the customer has no address with that uuid. */
    async update(userId: number, uuid: string, patch: AddressPatch): Promise<Address | null> {
      const id = await idOf(database.query, userId, uuid);
      if (id === null) return null;
      const fields = EDITABLE.filter((field) => patch[field] !== undefined);
      if (fields.length > 0) {
        const sets = fields.map((field, index) => `${field} = $${index + 3}`).join(', ');
        await database.query(`update addresses set ${sets}, updated_at = now() where id = $1 and user_id = $2`, [id, userId, ...fields.map((field) => patch[field] ?? null)]);
      }
      return read(database.query, id);
    },

    /** False when the customer has no address with that uuid. A default passes to the newest address left. */
    async remove(userId: number, uuid: string): Promise<boolean> {
      return transaction(async (query) => {
        await lockCustomer(query, userId);
        const id = await idOf(query, userId, uuid);
        if (id === null) return false;
        const [gone] = await query<{ default_shipping: boolean; default_billing: boolean }>(
          `delete from addresses where id = $1 returning default_shipping, default_billing`,
          [id],
        );
        const [heir] = await query<{ id: number }>(`select id from addresses where user_id = $1 order by created_at desc, id desc limit 1`, [userId]);
        if (heir && gone!.default_shipping) await setDefault(query, userId, heir.id, 'shipping');
        if (heir && gone!.default_billing) await setDefault(query, userId, heir.id, 'billing');
        return true;
      });
    },

    /** The address made the customer's default `kind`; null when they have no address with that uuid. */
    async makeDefault(userId: number, uuid: string, kind: AddressDefaultKind): Promise<Address | null> {
      return transaction(async (query) => {
        await lockCustomer(query, userId);
        const id = await idOf(query, userId, uuid);
        if (id === null) return null;
        await setDefault(query, userId, id, kind);
        return read(query, id);
      });
    },
  };
}
