import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { MAX_SEARCH_QUERY_LENGTH } from '../../contract';
import { Icon } from '../Icon';
import * as styles from './SearchBox.css';

/** §7: a search query is at most 200 characters (tied to the contract's constant by its type). */
export const SEARCH_MAX_LENGTH = 200 satisfies typeof MAX_SEARCH_QUERY_LENGTH;
/** The query parameter of the search page. */
export const SEARCH_PARAM = 'q';

/**
 * The field as a WAI-ARIA combobox whose suggestions list (`popup`) hangs below it: the field keeps the
 * focus, says whether the list is open and which option is highlighted; the caller handles the keys.
 */
export interface SearchBoxSuggest {
  listboxId: string;
  expanded: boolean;
  activeId: string | null;
  onQueryInput: (text: string) => void;
  onFieldFocus: () => void;
  onFieldBlur: () => void;
  onFieldKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  popup: ReactNode;
}

export interface SearchBoxProps {
  /** The search page of the current locale; the form GETs it with `q`, so it works without JavaScript. */
  action: string;
  /** The field's accessible name (and the search landmark's). */
  label: string;
  submitLabel: string;
  placeholder?: string;
  defaultValue?: string;
  /**
   * Read-only variant (the mobile menu sheet): typing is not possible; a tap, Enter or Space calls
   * `onActivate` (go to the search page), and the submit button is not drawn.
   */
  readOnly?: boolean;
  onActivate?: () => void;
  /** The JS path: called with the trimmed query instead of the full-page GET. */
  onSubmit?: (query: string) => void;
  /** Names a button that empties the field and keeps the focus in it; without it no button is drawn. */
  clearLabel?: string;
  /** Moves the focus into the field once drawn (the shopper came to search). */
  focusOnMount?: boolean;
  /** Suggestions while typing; without it the field is a plain search box. */
  suggest?: SearchBoxSuggest;
}

export function SearchBox({ action, label, submitLabel, placeholder, defaultValue, readOnly = false, onActivate, onSubmit, clearLabel, focusOnMount = false, suggest }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [hasText, setHasText] = useState(Boolean(defaultValue));
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (readOnly) {
      event.preventDefault();
      onActivate?.();
      return;
    }
    if (!onSubmit) return;
    event.preventDefault();
    const query = new FormData(event.currentTarget).get(SEARCH_PARAM);
    onSubmit(typeof query === 'string' ? query.trim() : '');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    suggest?.onFieldKeyDown(event);
    if (readOnly && event.key === ' ') {
      event.preventDefault();
      onActivate?.();
    }
  };
  return (
    <form className={styles.root} role="search" aria-label={label} action={action} method="get" onSubmit={handleSubmit}>
      <Icon name="search" size="small" />
      <input
        className={styles.input}
        type="search"
        name={SEARCH_PARAM}
        aria-label={label}
        placeholder={placeholder}
        defaultValue={defaultValue}
        maxLength={SEARCH_MAX_LENGTH}
        readOnly={readOnly}
        enterKeyHint="search"
        autoComplete="off"
        onClick={readOnly ? onActivate : undefined}
        onKeyDown={handleKeyDown}
        onInput={(event) => {
          const text = event.currentTarget.value;
          if (clearLabel) setHasText(text !== '');
          suggest?.onQueryInput(text);
        }}
        onFocus={suggest?.onFieldFocus}
        onBlur={suggest?.onFieldBlur}
        {...(suggest && !readOnly
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': suggest.expanded,
              'aria-controls': suggest.expanded ? suggest.listboxId : undefined,
              'aria-activedescendant': suggest.expanded && suggest.activeId ? suggest.activeId : undefined,
            }
          : {})}
        ref={inputRef}
      />
      {suggest && !readOnly && suggest.popup}
      {clearLabel && !readOnly && hasText && (
        <button
          className={styles.submit}
          type="button"
          aria-label={clearLabel}
          onClick={() => {
            const input = inputRef.current;
            if (!input) return;
            input.value = '';
            setHasText(false);
            suggest?.onQueryInput('');
            input.focus();
          }}
        >
          <Icon name="close" size="small" />
        </button>
      )}
      {!readOnly && (
        <button className={styles.submit} type="submit" aria-label={submitLabel}>
          <Icon name="chevron" />
        </button>
      )}
    </form>
  );
}
