import { Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchBoxSuggest } from '../../ui/SearchBox';
import { lazyWithMessages } from '../i18n/react';
import { useHydrated } from './useHydrated';

/** What the search field tells the loaded suggestions of, and what they tell it back. */
export interface SuggestControls {
  keyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  blur?: () => void;
}
export interface SuggestView {
  expanded: boolean;
  activeId: string | null;
}

/**
 * The model, the contract's schemas and the list of the suggestions are fetched on the field's first focus
 * or key, never in the first load; their texts come with them.
 */
const SearchSuggestionsLoaded = lazyWithMessages(() => import('./SearchSuggestionsLoaded'), ['suggestions']);

/**
 * Suggestions while typing in a search field (the header's, the search page's): the field is a combobox
 * from the start (its role never changes under the shopper), the list loads once it is wanted.
 */
export function useSearchSuggest(): SearchBoxSuggest {
  const hydrated = useHydrated();
  const listboxId = useId();
  const [wanted, setWanted] = useState(false);
  // Each input is a new value, even the same text typed again after Escape (the list reopens).
  const [typed, setTyped] = useState<{ text: string } | null>(null);
  const [view, setView] = useState<SuggestView>({ expanded: false, activeId: null });
  const controls = useRef<SuggestControls>({});
  return {
    listboxId,
    expanded: view.expanded,
    activeId: view.activeId,
    onQueryInput: (text) => {
      setWanted(true);
      setTyped({ text });
    },
    onFieldFocus: () => setWanted(true),
    onFieldBlur: () => controls.current.blur?.(),
    onFieldKeyDown: (event) => {
      controls.current.keyDown?.(event);
      // An Enter the list did not take searches the words typed: no list is wanted over the results. It is
      // forgotten here, since the search page's field (and the list's memory of being closed) is remounted
      // by the new query while this hook lives on.
      if (event.key === 'Enter' && !event.defaultPrevented) setTyped(null);
    },
    popup:
      hydrated && wanted ? (
        <Suspense fallback={null}>
          <SearchSuggestionsLoaded listboxId={listboxId} typed={typed} controlsRef={controls} onViewChange={setView} />
        </Suspense>
      ) : null,
  };
}
