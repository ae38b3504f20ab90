import { z } from 'zod';
import { INT4_MAX, IsoDateTime, MONEY_MAX } from './common';
import { Locale } from './locale';
import { Discount } from './discount';

/**
 * Operator paths (Authorization: Bearer $ADMIN_TOKEN). Bodies are strict: an unknown field is a 422.
 * PATCH /v1/admin/offers/{uuid}: price (selling), pvp (list price), stock (units available now).
 */
const money = (field: string) =>
  z
    .number({ error: `The ${field} field must be a number.` })
    .nonnegative(`The ${field} field must be at least 0.`)
    .max(MONEY_MAX, `The ${field} field must not be greater than ${MONEY_MAX}.`)
    .multipleOf(0.01, `The ${field} field must have at most two decimals.`);

export const AdminOfferPatch = z
  .strictObject({
    price: money('price').optional(),
    pvp: money('pvp').optional(),
    stock: z
      .number({ error: 'The stock field must be an integer.' })
      .int('The stock field must be an integer.')
      .nonnegative('The stock field must be at least 0.')
      .max(INT4_MAX, `The stock field must not be greater than ${INT4_MAX}.`)
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'At least one of price, pvp or stock is required.' });
export type AdminOfferPatch = z.infer<typeof AdminOfferPatch>;

/** PATCH /v1/admin/products/{uuid}: when the product's discount ends (null: no countdown). */
export const AdminProductPatch = z.strictObject({
  discountEndsAt: IsoDateTime.nullable(),
});
export type AdminProductPatch = z.infer<typeof AdminProductPatch>;

/** The offer as the operator path answers it. */
export const AdminOffer = z.object({
  uuid: z.uuid(),
  offer_id: z.number().int().positive(),
  price: z.number().nonnegative(),
  pvp: z.number().nonnegative(),
  stock: z.number().int(),
  lowest_price_30_days: z.number().nonnegative().nullable(),
  product: z.object({ uuid: z.uuid(), slug: z.string() }),
});
export type AdminOffer = z.infer<typeof AdminOffer>;
export const AdminOfferResponse = z.object({ data: AdminOffer });
export type AdminOfferResponse = z.infer<typeof AdminOfferResponse>;

export const AdminProduct = z.object({ uuid: z.uuid(), slug: z.string(), discountEndsAt: IsoDateTime.nullable() });
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductResponse = z.object({ data: AdminProduct });
export type AdminProductResponse = z.infer<typeof AdminProductResponse>;

/** GET /v1/products/{slug}?locale= */
export const ProductQuery = z.object({ locale: Locale.default('pt') });
export type ProductQuery = z.infer<typeof ProductQuery>;

/**
 * PATCH /v1/admin/discounts/{uuid}: switch a coupon on or off, change its limits and dates. Strict; at
 * least one field. The api emits a `discount.changed` domain event that the realtime server publishes on
 * `discount_list` as UpdateDiscounts.
 */
export const AdminDiscountPatch = z
  .strictObject({
    is_active: z.boolean().optional(),
    max_usage: z.number().int().positive().max(INT4_MAX, `The max usage field must not be greater than ${INT4_MAX}.`).nullable().optional(),
    minimum_order_value: money('minimum_order_value').nullable().optional(),
    start_date: IsoDateTime.nullable().optional(),
    end_date: IsoDateTime.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'At least one field is required.' });
export type AdminDiscountPatch = z.infer<typeof AdminDiscountPatch>;
export const AdminDiscountResponse = z.object({ data: Discount });
export type AdminDiscountResponse = z.infer<typeof AdminDiscountResponse>;
