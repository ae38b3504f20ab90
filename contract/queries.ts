import { z } from 'zod';
import { Locale } from './locale';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './pagination';

const pageNumber = z.coerce
  .number({ error: 'The page field must be an integer.' })
  .int('The page field must be an integer.')
  .min(1, 'The page field must be at least 1.');
const perPage = z.coerce
  .number({ error: 'The per page field must be an integer.' })
  .int('The per page field must be an integer.')
  .min(1, 'The per page field must be at least 1.')
  .max(MAX_PER_PAGE, `The per page field must not be greater than ${MAX_PER_PAGE}.`);

/** §7 GET /v1/products: locale, page, per_page (default 24, §9). */
export const ProductListQuery = z.object({
  locale: Locale.default('pt'),
  page: pageNumber.default(1),
  per_page: perPage.default(DEFAULT_PER_PAGE),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;
