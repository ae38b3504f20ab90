export { $suggestionQuery, $suggestions, $suggestionStatus, suggestionTextChanged, SUGGESTION_DEBOUNCE_MS } from './model';
export type { SuggestionStatus } from './model';
export { fetchSuggestionsFx } from './api';
export type { SuggestionRequest } from './api';
