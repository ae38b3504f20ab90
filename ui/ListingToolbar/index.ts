export { ListingToolbar, SORT_FIELD, VIEW_FIELD, PER_PAGE_FIELD } from './ListingToolbar';
export type { ListingToolbarProps, ListingToolbarLabels } from './ListingToolbar';
