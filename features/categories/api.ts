import { createEffect } from 'effector';
import type { ApiError, Category, CategoryListResponse, CategoryResponse, Locale } from '../../contract';
import { apiRequestFx } from '../api-client';

export interface CategoriesQuery {
  locale: Locale;
  /** The selected segment (pt slug or English code); every category when absent. */
  segment?: string | null;
}
export interface CategoryQuery extends CategoriesQuery {
  slug: string;
}

const CATEGORIES_PATH = 'v1/categories';

const withSegment = ({ locale, segment }: CategoriesQuery) => (segment ? { locale, segment } : { locale });

/** §7 GET /v1/categories: locale and optional segment; the response data is a list. */
export const fetchCategoriesFx = createEffect<CategoriesQuery, Category[], ApiError>(async (query) => {
  const response = (await apiRequestFx({ path: CATEGORIES_PATH, query: withSegment(query), schema: () => import('../../contract/brand').then((contract) => contract.CategoryListResponse) })) as CategoryListResponse;
  return response.data;
});

/**
 * §7 GET /v1/categories/{slug}?segment=: a single category. §8: null on a non-200 status or missing
 * data — a category page without its category shows the listing without a heading, never a crash.
 */
export const fetchCategoryFx = createEffect<CategoryQuery, Category | null>(async ({ slug, ...query }) => {
  try {
    const response = (await apiRequestFx({
      path: `${CATEGORIES_PATH}/${encodeURIComponent(slug)}`,
      query: withSegment(query),
      schema: () => import('../../contract/brand').then((contract) => contract.CategoryResponse),
    })) as CategoryResponse;
    return response.data;
  } catch {
    return null;
  }
});
