export { SearchBox, SEARCH_MAX_LENGTH, SEARCH_PARAM } from './SearchBox';
export type { SearchBoxProps, SearchBoxSuggest } from './SearchBox';
