/**
 * History state of a navigation made to type a search (the bottom bar's search item, the menu
 * sheet's search box, a new search from the page's own field): the search page focuses its field.
 */
export const FOCUS_SEARCH_STATE = 'focusSearch';

export const focusSearchState = { [FOCUS_SEARCH_STATE]: true } as const;
