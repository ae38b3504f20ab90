import { useUnit } from 'effector-react';
import { useEffect, useId, useMemo, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Locale, Suggestions } from '../../contract';
import { $suggestionQuery, $suggestions, $suggestionStatus, suggestionTextChanged } from '../../features/suggestions';
import { SearchSuggestions, suggestionOptions, type SuggestionGroup, type SuggestionOption } from '../../ui/SearchSuggestions';
import { useTranslation } from '../i18n/react';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import type { SuggestControls, SuggestView } from './searchSuggest';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The three groups of an answer as options with the links of the page's language. */
function groupsOf(suggestions: Suggestions | null, idBase: string, locale: Locale, t: Translate): SuggestionGroup[] {
  if (!suggestions) return [];
  return [
    {
      key: 'products',
      title: t('searchSuggestions.products'),
      options: suggestions.products.map((product, index) => ({
        id: `${idBase}-p${index}`,
        label: product.name,
        detail: t('searchSuggestions.price', { amount: product.price }),
        href: href('product', { slug: product.slug }, locale),
        thumb: product.thumb,
      })),
    },
    {
      key: 'brands',
      title: t('searchSuggestions.brands'),
      options: suggestions.brands.map((brand, index) => ({
        id: `${idBase}-b${index}`,
        label: brand.name,
        detail: t('searchSuggestions.brand'),
        href: href('catalogBrand', { slug: brand.slug }, locale),
      })),
    },
    {
      key: 'categories',
      title: t('searchSuggestions.categories'),
      options: suggestions.categories.map((category, index) => ({
        id: `${idBase}-c${index}`,
        label: category.name,
        detail: category.segmentLabel ? t('searchSuggestions.categoryIn', { segment: category.segmentLabel }) : t('searchSuggestions.category'),
        href: href('catalogCategory', { slug: category.slug }, locale),
      })),
    },
  ];
}

export interface SearchSuggestionsLoadedProps {
  listboxId: string;
  /** The field's latest input (null before any). */
  typed: { text: string } | null;
  controlsRef: RefObject<SuggestControls>;
  onViewChange: (view: SuggestView) => void;
}

/** The search field's suggestions, bound to their model: the keys of the combobox pattern and the links. */
export default function SearchSuggestionsLoaded({ listboxId, typed, controlsRef, onViewChange }: SearchSuggestionsLoadedProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const idBase = useId();
  const [query, suggestions, status, textChanged] = useUnit([$suggestionQuery, $suggestions, $suggestionStatus, suggestionTextChanged]);
  // The list closed for one input (Escape, a choice, the field left) opens again with the next one.
  const [closedAt, setClosedAt] = useState<{ text: string } | null>(null);
  // The highlight belongs to one answer: a new answer (or new letters) starts it over.
  const [highlight, setHighlight] = useState<{ of: Suggestions | null; index: number }>({ of: null, index: -1 });
  const open = typed !== null && closedAt !== typed;
  const active = highlight.of === suggestions ? highlight.index : -1;

  useEffect(() => {
    if (typed) textChanged({ text: typed.text, locale });
  }, [typed, locale, textChanged]);

  const groups = useMemo(() => groupsOf(suggestions, idBase, locale, t), [suggestions, idBase, locale, t]);
  const searchOption: SuggestionOption = {
    id: `${idBase}-search`,
    label: t('searchSuggestions.searchFor', { q: query }),
    href: `${href('search', {}, locale)}?q=${encodeURIComponent(query)}`,
  };
  const options = status === 'results' ? suggestionOptions(groups, searchOption) : [searchOption];
  const shown = open && status !== 'idle';
  const activeId = shown ? (options[active]?.id ?? null) : null;

  useEffect(() => onViewChange({ expanded: shown, activeId }), [shown, activeId, onViewChange]);

  const close = () => setClosedAt(typed);
  const setActive = (index: number) => setHighlight({ of: suggestions, index });
  const choose = (option: SuggestionOption) => {
    close();
    void navigate(option.href);
  };

  const controls: SuggestControls = {
    keyDown(event) {
      if (event.key === 'Escape') {
        if (shown) {
          event.preventDefault();
          close();
        }
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!shown) {
          if (status !== 'idle') setClosedAt(null);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Past either end the highlight leaves the list and the field's own text is what Enter searches.
        const next = active + step;
        setActive(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
        return;
      }
      if (event.key === 'Enter') {
        // Nothing highlighted, or no list yet: the form searches the words typed, and the list gives way to
        // the results — an answer arriving after the search must not open over them.
        if (!shown || !options[active]) return close();
        event.preventDefault();
        choose(options[active]);
      }
    },
    blur: close,
  };
  useEffect(() => {
    controlsRef.current = controls;
  });

  const count = status === 'results' ? options.length - 1 : 0;
  const message =
    status === 'loading' ? t('searchSuggestions.loading') : status === 'empty' ? t('searchSuggestions.empty') : status === 'error' ? t('searchSuggestions.error') : undefined;
  const spoken = !shown ? '' : status === 'results' || status === 'empty' ? t('searchSuggestions.count', { count }) : (message ?? '');

  return (
    <SearchSuggestions
      id={listboxId}
      label={t('searchSuggestions.label')}
      open={shown}
      state={status === 'idle' ? 'loading' : status}
      groups={groups}
      searchOption={searchOption}
      activeId={activeId}
      message={message}
      status={spoken}
      onSelect={choose}
      onActivate={(id) => setActive(options.findIndex((option) => option.id === id))}
    />
  );
}
