import { z } from 'zod';
export { CURRENCY, isUuid } from './constants';

/** A URL-safe slug: lowercase letters, digits and single hyphens. */
export const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The slug must be lowercase letters, digits and hyphens.');
export const Uuid = z.uuid();
export const Url = z.url();
/** ISO-8601 date-time with offset, as Laravel serialises dates. */
export const IsoDateTime = z.iso.datetime({ offset: true });
/** PostgreSQL `integer`: an id, a count or a quantity above it cannot be stored or compared. */
export const INT4_MAX = 2_147_483_647;
/** The largest value of PostgreSQL `numeric(precision, scale)`: numeric(10,2) → 99,999,999.99. */
export const numericMax = (precision: number, scale: number) => Number((10 ** (precision - scale) - 10 ** -scale).toFixed(scale));
/** Money columns are numeric(10,2). */
export const MONEY_MAX = numericMax(10, 2);
/** Money in EUR as a number with at most two decimals. */
export const Money = z.number().nonnegative().multipleOf(0.01);
export type Money = z.infer<typeof Money>;
/** Epoch milliseconds, as the browser stores timestamps. */
export const EpochMs = z.number().int().nonnegative();
/** An in-app path such as `/order/success/…`, or an absolute URL. */
export const Href = z.union([z.string().regex(/^\/(?!\/)\S*$/, 'The href must be a path starting with /.'), z.url()]);
export type Href = z.infer<typeof Href>;

/** `{success}` acknowledgement bodies (wishlist, UTM, deletions). */
export const SuccessBody = z.object({ success: z.boolean(), message: z.string().optional() });
export type SuccessBody = z.infer<typeof SuccessBody>;

/** `{data: T}` wrapper of a Laravel API resource. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Laravel 422 body: `{message, errors: {field: [..]}}` (protocols.md §3.4). */
export const ValidationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;

/** Any other error body the API answers with: 401, 403, 404, 409, 419, 429, 5xx. */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** §8: the storefront API client's error shape. */
export const ApiError = z.object({ message: z.string(), status: z.number().int(), data: z.unknown() });
export type ApiError = z.infer<typeof ApiError>;
