export { $searchQuery, $searchText, searchPageOpened, searchTextChanged, searchQueryFrom, toSearchQuery } from './model';
export type { SearchPageOpened } from './model';
