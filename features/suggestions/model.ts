import { combine, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { MIN_SUGGESTION_QUERY_LENGTH, type Locale, type Suggestions } from '../../contract';
import { toSearchQuery } from '../search';
import { fetchSuggestionsFx } from './api';

/** How long typing must pause before the suggestions are asked for: one request per pause, not per key. */
export const SUGGESTION_DEBOUNCE_MS = 150;

export type SuggestionStatus = 'idle' | 'loading' | 'results' | 'empty' | 'error';

/** The words typed so far (trimmed, at most 200 characters) and the page's language. */
export const $suggestionQuery = createStore('');
const $locale = createStore<Locale>('pt');
/** The suggestions for the words the latest answer was asked for. */
export const $suggestions = createStore<Suggestions | null>(null);
const $failed = createStore(false);

export const suggestionTextChanged = createEvent<{ text: string; locale: Locale }>();

const queryTyped = sample({ clock: suggestionTextChanged, fn: ({ text }) => toSearchQuery(text) });
const askable = (q: string) => q.length >= MIN_SUGGESTION_QUERY_LENGTH;

sample({ clock: queryTyped, target: $suggestionQuery });
sample({ clock: suggestionTextChanged, fn: ({ locale }) => locale, target: $locale });

// Fewer letters than the API takes: nothing to show, nothing asked (and an answer on its way is dropped below).
sample({ clock: queryTyped, filter: (q) => !askable(q), fn: () => null, target: $suggestions });
sample({ clock: queryTyped, fn: () => false, target: $failed });

// Asked once typing pauses, for the words typed then.
sample({
  clock: debounce(queryTyped, SUGGESTION_DEBOUNCE_MS),
  source: $locale,
  filter: (_, q) => askable(q),
  fn: (locale, q) => ({ q, locale }),
  target: fetchSuggestionsFx,
});

// Only the answer for the words still typed is shown; a late answer for earlier letters is dropped.
sample({
  clock: fetchSuggestionsFx.done,
  source: $suggestionQuery,
  filter: (q, { params }) => params.q === q,
  fn: (_, { result }) => result.data,
  target: $suggestions,
});
sample({
  clock: fetchSuggestionsFx.fail,
  source: $suggestionQuery,
  // A cancelled request (status 0 after a newer one started) is not a failure the shopper should see.
  filter: (q, { params }) => params.q === q,
  fn: () => true,
  target: $failed,
});

/** What the list shows for the words typed now. */
export const $suggestionStatus = combine(
  { q: $suggestionQuery, suggestions: $suggestions, failed: $failed },
  // While newer letters are on their way the last answer stays shown: the list does not flicker per key.
  ({ q, suggestions, failed }): SuggestionStatus => {
    if (!askable(q)) return 'idle';
    if (failed) return 'error';
    if (!suggestions) return 'loading';
    const count = suggestions.products.length + suggestions.brands.length + suggestions.categories.length;
    return count > 0 ? 'results' : 'empty';
  },
);
