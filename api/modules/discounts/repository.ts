import {
  isWithinDates,
  normalizeCouponCode,
  type AdminDiscountPatch,
  type Discount,
  type DiscountableKind,
  type DiscountableTranslation,
  type DiscountType,
} from '../../../contract';
import type { Database, Query } from '../../db/client';
import type { DiscountAudience } from '../../events';
import { PatchRejected } from '../admin/repository';

/**
 * Coupons (§3 Discount) and what they apply to. The list of GET v1/discounts holds only the coupons
 * that are active and inside their dates (§2 "Only valid and active coupons are listed"), VIP ones
 * only for their customers; the operator's PATCH changes the switch, the limits and the dates.
 */

type DiscountableRow = {
  kind: DiscountableKind;
  discountable_type: string;
  discountable_id: number | null;
  name: string;
  translations: DiscountableTranslation[];
};

type DiscountRow = {
  id: number;
  uuid: string;
  code: string;
  discount_type: DiscountType;
  value: number;
  is_active: boolean;
  minimum_order_value: number | null;
  max_usage: number | null;
  usage_count: number;
  start_date: Date | string | null;
  end_date: Date | string | null;
  discountables: DiscountableRow[] | string;
};

/** A coupon with everything the api needs besides its public shape. */
export type StoredDiscount = {
  id: number;
  discount: Discount;
  start_date: string | null;
  audience: DiscountAudience;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A customer-kind discountable (§2: its type names the Customer model) makes a coupon VIP exclusive. */
const isCustomer = (d: Pick<DiscountableRow, 'kind' | 'discountable_type'>) =>
  d.kind === 'customer' || d.discountable_type.includes('Customer');

/**
 * Who sees a coupon: no customer discountable → everyone; one without an id (a 'Clientes VIP' group)
 * → any signed-in customer; otherwise only the users the customer discountables name.
 */
export function audienceOf(discountables: readonly Pick<DiscountableRow, 'kind' | 'discountable_type' | 'discountable_id'>[]): DiscountAudience {
  const customers = discountables.filter(isCustomer);
  if (customers.length === 0) return { kind: 'everyone' };
  if (customers.some((c) => c.discountable_id === null)) return { kind: 'signed-in' };
  return { kind: 'users', userIds: [...new Set(customers.map((c) => c.discountable_id!))].sort((a, b) => a - b) };
}

/** Whether the signed-in user `viewerId` (null: a guest) may see a coupon meant for `audience`. */
export function isVisibleTo(audience: DiscountAudience, viewerId: number | null): boolean {
  if (audience.kind === 'everyone') return true;
  if (viewerId === null) return false;
  return audience.kind === 'signed-in' || audience.userIds.includes(viewerId);
}

const SELECT_DISCOUNTS = `
  select d.id, d.uuid, d.code, d.discount_type, d.value::float8 as value, d.is_active,
    d.minimum_order_value::float8 as minimum_order_value, d.max_usage, d.usage_count, d.start_date, d.end_date,
    coalesce(
      (select json_agg(json_build_object(
          'kind', x.kind, 'discountable_type', x.discountable_type, 'discountable_id', x.discountable_id,
          'name', x.name, 'translations', x.translations) order by x.id)
       from discountables x where x.discount_id = d.id),
      '[]'::json) as discountables
  from discounts d`;

function storedOf(row: DiscountRow, now: number, viewerId: number | null | 'operator'): StoredDiscount {
  const discountables = typeof row.discountables === 'string' ? (JSON.parse(row.discountables) as DiscountableRow[]) : row.discountables;
  const start_date = iso(row.start_date);
  const end_date = iso(row.end_date);
  // A customer sees the customer discountables that name them or their group, never another customer's.
  const shown =
    viewerId === 'operator'
      ? discountables
      : discountables.filter((d) => !isCustomer(d) || d.discountable_id === null || d.discountable_id === viewerId);
  return {
    id: row.id,
    start_date,
    audience: audienceOf(discountables),
    discount: {
      discount_uuid: row.uuid,
      code: row.code,
      discount_type: row.discount_type,
      value: row.value,
      is_valid: isWithinDates({ start_date, end_date }, now),
      is_active: row.is_active,
      minimum_order_value: row.minimum_order_value,
      max_usage: row.max_usage,
      usage_count: row.usage_count,
      end_date,
      discountables: shown.map((d) => ({
        name: d.name,
        type: d.kind,
        discountable_type: d.discountable_type,
        translations: d.translations ?? [],
      })),
    },
  };
}

async function findBy(query: Query, where: string, params: unknown[], now: number): Promise<StoredDiscount | null> {
  const [row] = await query<DiscountRow>(`${SELECT_DISCOUNTS} where ${where}`, params);
  return row ? storedOf(row, now, 'operator') : null;
}

export function createDiscountRepository(database: Database, now: () => Date) {
  return {
    /**
     * GET v1/discounts: active coupons inside their dates that `viewerId` may see (null: a guest),
     * soonest-ending first (open-ended last), then by code.
     */
    async listVisible(viewerId: number | null): Promise<Discount[]> {
      const at = now();
      const rows = await database.query<DiscountRow>(
        `${SELECT_DISCOUNTS}
         where d.is_active and (d.start_date is null or d.start_date <= $1) and (d.end_date is null or d.end_date > $1)
         order by d.end_date asc nulls last, d.code asc`,
        [at.toISOString()],
      );
      return rows
        .map((row) => storedOf(row, at.getTime(), viewerId))
        .filter((stored) => isVisibleTo(stored.audience, viewerId))
        .map((stored) => stored.discount);
    },

    /** A coupon by uuid with all its discountables (the operator's view), whatever its state. */
    async byUuid(uuid: string): Promise<StoredDiscount | null> {
      return findBy(database.query, 'd.uuid = $1', [uuid], now().getTime());
    },

    /**
     * A coupon as each of `viewers` sees it, whatever its state (a customer id: the customer discountables
     * of their group or naming them; null: a signed-in customer no discountable names) — for the
     * customers' live channels, where one customer never sees another's name. Empty when no coupon has that uuid.
     */
    async viewsOf(uuid: string, viewers: readonly (number | null)[]): Promise<Map<number | null, Discount>> {
      const at = now().getTime();
      const [row] = await database.query<DiscountRow>(`${SELECT_DISCOUNTS} where d.uuid = $1`, [uuid]);
      return new Map(row ? viewers.map((viewer) => [viewer, storedOf(row, at, viewer).discount] as const) : []);
    },

    /** A coupon by code as typed (normalised first, E4), with all its discountables, whatever its state. */
    async byCode(code: string): Promise<StoredDiscount | null> {
      return findBy(database.query, 'd.code = $1', [normalizeCouponCode(code)], now().getTime());
    },

    /**
     * PATCH /v1/admin/discounts/{uuid}: null when no coupon has that uuid. A start date not before the
     * end date is refused (PatchRejected, a 422 naming the field the patch set).
     */
    async patch(uuid: string, patch: AdminDiscountPatch): Promise<StoredDiscount | null> {
      return database.transaction(async (query) => {
        const [current] = await query<{
          id: number;
          is_active: boolean;
          max_usage: number | null;
          minimum_order_value: number | null;
          start_date: Date | string | null;
          end_date: Date | string | null;
        }>(
          `select id, is_active, max_usage, minimum_order_value::float8 as minimum_order_value, start_date, end_date
           from discounts where uuid = $1 for update`,
          [uuid],
        );
        if (!current) return null;
        const next = {
          is_active: patch.is_active ?? current.is_active,
          max_usage: patch.max_usage === undefined ? current.max_usage : patch.max_usage,
          minimum_order_value: patch.minimum_order_value === undefined ? current.minimum_order_value : patch.minimum_order_value,
          start_date: patch.start_date === undefined ? iso(current.start_date) : iso(patch.start_date),
          end_date: patch.end_date === undefined ? iso(current.end_date) : iso(patch.end_date),
        };
        if (next.start_date !== null && next.end_date !== null && Date.parse(next.start_date) >= Date.parse(next.end_date)) {
          throw new PatchRejected(
            patch.end_date !== undefined
              ? { end_date: ['The end date field must be a date after start date.'] }
              : { start_date: ['The start date field must be a date before end date.'] },
          );
        }
        await query(
          `update discounts set is_active = $2, max_usage = $3, minimum_order_value = $4, start_date = $5, end_date = $6,
             updated_at = now()
           where id = $1`,
          [current.id, next.is_active, next.max_usage, next.minimum_order_value, next.start_date, next.end_date],
        );
        return findBy(query, 'd.id = $1', [current.id], now().getTime());
      });
    },
  };
}

export type DiscountRepository = ReturnType<typeof createDiscountRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Coupons (api/modules/discounts). */
    discounts: DiscountRepository;
  }
}
