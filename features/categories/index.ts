export { fetchCategoriesFx, fetchCategoryFx } from './api';
export type { CategoriesQuery, CategoryQuery } from './api';
export {
  $categories,
  $categoriesError,
  $categoriesPending,
  $category,
  categoriesRequested,
  categoriesRefreshForced,
  categoryRequested,
  FAILED_TO_FETCH_CATEGORIES,
} from './model';
