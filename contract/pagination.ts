import { z } from 'zod';
export { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants';

/** Laravel paginated resource links (protocols.md §3.4). */
export const PaginationLinks = z.strictObject({
  first: z.url().nullable(),
  last: z.url().nullable(),
  prev: z.url().nullable(),
  next: z.url().nullable(),
});
export type PaginationLinks = z.infer<typeof PaginationLinks>;

/** One entry of `meta.links`: numbered pages, '...', and the HTML-entity prev/next labels. */
export const PaginationMetaLink = z.strictObject({
  url: z.url().nullable(),
  label: z.string(),
  page: z.number().int().positive().nullable(),
  active: z.boolean(),
});
export type PaginationMetaLink = z.infer<typeof PaginationMetaLink>;

export const PaginationMeta = z.strictObject({
  current_page: z.number().int().positive(),
  from: z.number().int().positive().nullable(),
  last_page: z.number().int().positive(),
  links: z.array(PaginationMetaLink),
  path: z.url(),
  per_page: z.number().int().positive(),
  to: z.number().int().positive().nullable(),
  total: z.number().int().nonnegative(),
});
export type PaginationMeta = z.infer<typeof PaginationMeta>;

