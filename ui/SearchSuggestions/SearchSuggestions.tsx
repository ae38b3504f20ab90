import { useId, type MouseEvent } from 'react';
import * as styles from './SearchSuggestions.css';

/** What the list shows: the answer on its way, suggestions, none, or a failure. */
export const SUGGESTION_STATES = ['loading', 'results', 'empty', 'error'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];

export const SUGGESTION_GROUPS = ['products', 'brands', 'categories'] as const;
export type SuggestionGroupKey = (typeof SUGGESTION_GROUPS)[number];

export interface SuggestionOption {
  /** The option's element id, which the field names as `aria-activedescendant`. */
  id: string;
  label: string;
  /** A second line: a price, the segment of a category. */
  detail?: string;
  /** Where choosing it goes. */
  href: string;
  /** A product's picture; null draws an empty square in its place. */
  thumb?: string | null;
}

export interface SuggestionGroup {
  key: SuggestionGroupKey;
  title: string;
  options: readonly SuggestionOption[];
}

export interface SearchSuggestionsProps {
  /** The listbox's id: the field's `aria-controls`. */
  id: string;
  /** The listbox's accessible name. */
  label: string;
  open: boolean;
  state: SuggestionState;
  groups: readonly SuggestionGroup[];
  /** The last row, always there: search for the words typed (the results page). */
  searchOption: SuggestionOption;
  activeId: string | null;
  /** The sentence shown for `loading`, `empty` or `error`. */
  message?: string;
  /** Read out politely when it changes (how many suggestions there are). */
  status: string;
  onSelect: (option: SuggestionOption) => void;
  onActivate?: (id: string) => void;
}

/** Every option in the order the arrow keys walk them: the groups' options, then the search row. */
export function suggestionOptions(groups: readonly SuggestionGroup[], searchOption: SuggestionOption): SuggestionOption[] {
  return [...groups.flatMap((group) => group.options), searchOption];
}

/**
 * The list of a search field's suggestions (WAI-ARIA combobox with a listbox): the field keeps the focus and
 * names the highlighted option; options are chosen with a click or Enter in the field.
 */
export function SearchSuggestions({ id, label, open, state, groups, searchOption, activeId, message, status, onSelect, onActivate }: SearchSuggestionsProps) {
  const titleId = useId();
  // The field keeps the focus: a press on an option must not blur it before the click lands.
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const optionOf = (option: SuggestionOption, className?: string) => (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox field's (aria-activedescendant): an option never takes the focus
    <li
      key={option.id}
      id={option.id}
      role="option"
      aria-selected={option.id === activeId}
      className={className ? `${styles.option} ${className}` : styles.option}
      onMouseDown={keepFocus}
      onMouseEnter={onActivate ? () => onActivate(option.id) : undefined}
      onClick={() => onSelect(option)}
      data-href={option.href}
    >
      {option.thumb !== undefined &&
        (option.thumb ? <img className={styles.thumb} src={option.thumb} alt="" loading="lazy" decoding="async" /> : <span className={styles.thumb} />)}
      <span className={styles.text}>
        <span className={styles.label}>{option.label}</span>
        {option.detail && <span className={styles.detail}>{option.detail}</span>}
      </span>
    </li>
  );
  const shownGroups = state === 'results' ? groups.filter((group) => group.options.length > 0) : [];
  return (
    <>
      <span className={styles.status} role="status" aria-live="polite">
        {status}
      </span>
      {open && (
        <div className={styles.root}>
          {message && state !== 'results' && (
            <p className={state === 'error' ? `${styles.message} ${styles.critical}` : styles.message}>{message}</p>
          )}
          <ul className={styles.listbox} role="listbox" id={id} aria-label={label}>
            {shownGroups.map((group) => (
              <li key={group.key} role="presentation">
                <div className={styles.groupTitle} id={`${titleId}-${group.key}`} role="presentation">
                  {group.title}
                </div>
                <ul className={styles.group} role="group" aria-labelledby={`${titleId}-${group.key}`}>
                  {group.options.map((option) => optionOf(option))}
                </ul>
              </li>
            ))}
            {optionOf(searchOption, styles.searchRow)}
          </ul>
        </div>
      )}
    </>
  );
}
