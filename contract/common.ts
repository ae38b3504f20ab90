import { z } from 'zod';

/** A URL-safe slug: lowercase letters, digits and single hyphens. */
export const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The slug must be lowercase letters, digits and hyphens.');
export const Uuid = z.uuid();
export const Url = z.url();
/** ISO-8601 date-time with offset, as Laravel serialises dates. */
export const IsoDateTime = z.iso.datetime({ offset: true });
/** Money in EUR as a number with at most two decimals. */
export const Money = z.number().nonnegative().multipleOf(0.01);

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
