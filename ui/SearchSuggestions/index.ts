export { SearchSuggestions, SUGGESTION_GROUPS, SUGGESTION_STATES, suggestionOptions } from './SearchSuggestions';
export type { SearchSuggestionsProps, SuggestionGroup, SuggestionGroupKey, SuggestionOption, SuggestionState } from './SearchSuggestions';
