import { createEvent, createStore, sample } from 'effector';
import { MAX_SEARCH_QUERY_LENGTH } from '../../contract';
import type { Locale } from '../../contract';
import { listingOpened } from '../listing';

/** §7: the search words sent as `q` — trimmed, at most 200 characters. */
export function toSearchQuery(text: string): string {
  return text.trim().slice(0, MAX_SEARCH_QUERY_LENGTH).trim();
}

/** The words of the page URL (`?q=`), read like the API reads them. */
export function searchQueryFrom(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return toSearchQuery(params.get('q') ?? '');
}

export interface SearchPageOpened {
  locale: Locale;
  /** The page URL's query string (`?q=vestido&sort=newest`). */
  query: string;
}

/** The words the results are for (the search page heading). */
export const $searchQuery = createStore('');
/** What the search box shows while the shopper types (at most 200 characters). */
export const $searchText = createStore('');

export const searchPageOpened = createEvent<SearchPageOpened>();
export const searchTextChanged = createEvent<string>();

// §7: q is at most 200 characters.
sample({ clock: searchTextChanged, fn: (text) => text.slice(0, MAX_SEARCH_QUERY_LENGTH), target: $searchText });
sample({ clock: searchPageOpened, fn: ({ query }) => searchQueryFrom(query), target: [$searchQuery, $searchText] });
// The results are the listing of /v1/products/search for those words (an empty search lists nothing).
sample({
  clock: searchPageOpened,
  fn: ({ locale, query }) => ({ context: { kind: 'search' as const, q: searchQueryFrom(query) }, locale, query }),
  target: listingOpened,
});
