import { useId, type MouseEvent } from 'react';
import type { SortOption, ViewMode } from '../../contract';
import { Button } from '../Button';
import { useHydrated } from '../hydrated';
import * as styles from './ListingToolbar.css';

/** Field names of the toolbar's GET form, as the visible URL of §7 spells them. */
export const SORT_FIELD = 'sort';
export const VIEW_FIELD = 'view';
export const PER_PAGE_FIELD = 'per_page';

/** Every text of the toolbar, from the caller's catalogue (`catalog.toolbar.*`). */
export interface ListingToolbarLabels {
  label: string;
  results: (count: number) => string;
  sort: string;
  view: string;
  viewMode: Record<ViewMode, string>;
  perPage: string;
  /** The GET form's submit button, shown only before JavaScript runs. */
  apply: string;
  /** The button that opens the filters drawer, with the number of chosen filters. */
  filters: (count: number) => string;
}

export interface ListingToolbarProps {
  /** Products in the whole result set; null while the first page loads. */
  total: number | null;
  sort: SortOption;
  /** §4: the six UI sorts in the order to show, each with its label. */
  sortOptions: readonly { value: SortOption; label: string }[];
  view: ViewMode;
  viewModes: readonly ViewMode[];
  perPage: number;
  perPageOptions: readonly number[];
  labels: ListingToolbarLabels;
  /** Where the GET form goes without JavaScript: the current listing path. */
  action?: string;
  /** Query fields the form keeps when it submits without JavaScript (filters, q…). */
  hiddenFields?: readonly { name: string; value: string }[];
  /** Chosen filters, counted on the filters button. */
  activeFilterCount?: number;
  /** Shows the filters button (the caller hides it where the sidebar is visible). */
  onFiltersOpen?: () => void;
  onSortChange: (sort: SortOption) => void;
  onViewChange: (view: ViewMode) => void;
  onPerPageChange: (perPage: number) => void;
}

/** Result count, sort, view mode and page size above a listing (§4). */
export function ListingToolbar({
  total,
  sort,
  sortOptions,
  view,
  viewModes,
  perPage,
  perPageOptions,
  labels,
  action,
  hiddenFields = [],
  activeFilterCount = 0,
  onFiltersOpen,
  onSortChange,
  onViewChange,
  onPerPageChange,
}: ListingToolbarProps) {
  const sortId = useId();
  const perPageId = useId();
  const viewLabelId = useId();
  const hydrated = useHydrated();

  function viewClicked(event: MouseEvent<HTMLButtonElement>, mode: ViewMode) {
    // Without JavaScript the button submits `view=<mode>`; with it, the caller switches in place.
    event.preventDefault();
    if (mode !== view) onViewChange(mode);
  }

  return (
    <form
      className={styles.root}
      method="get"
      action={action}
      aria-label={labels.label}
      onSubmit={(event) => event.preventDefault()}
    >
      {hiddenFields.map((field) => (
        <input key={`${field.name}=${field.value}`} type="hidden" name={field.name} value={field.value} />
      ))}
      <p className={styles.count} role="status">
        {total === null ? '\u00a0' : labels.results(total)}
      </p>
      <div className={styles.controls}>
        {onFiltersOpen && (
          // In the server's HTML too, hidden where it cannot act (a desktop, a page without scripts): appearing at
          // hydration it pushed the sort field aside on phones (a layout shift).
          <span className={styles.filtersOnPhones}>
            <Button variant="secondary" size="small" onClick={onFiltersOpen}>
              {labels.filters(activeFilterCount)}
            </Button>
          </span>
        )}
        <span className={styles.field}>
          <label className={styles.fieldLabel} htmlFor={sortId}>
            {labels.sort}
          </label>
          <select
            id={sortId}
            className={styles.select}
            name={SORT_FIELD}
            value={sort}
            onChange={(event) => onSortChange(event.currentTarget.value as SortOption)}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label className={styles.fieldLabel} htmlFor={perPageId}>
            {labels.perPage}
          </label>
          <select
            id={perPageId}
            className={styles.select}
            name={PER_PAGE_FIELD}
            value={perPage}
            onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
          >
            {perPageOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </span>
        {/* The switch says what it switches (the photos: the product alone or worn), as a field label does. */}
        <div className={styles.field}>
          <span className={styles.fieldLabel} id={viewLabelId}>
            {labels.view}
          </span>
          <div className={styles.viewGroup} role="group" aria-labelledby={viewLabelId}>
            {viewModes.map((mode) => (
              <button
                key={mode}
                type="submit"
                name={VIEW_FIELD}
                value={mode}
                className={styles.viewButton}
                aria-pressed={mode === view}
                onClick={(event) => viewClicked(event, mode)}
              >
                {labels.viewMode[mode]}
              </button>
            ))}
          </div>
        </div>
        {!hydrated && (
          <span className={styles.withoutScriptsOnly}>
            <Button type="submit" variant="primary" size="small">
              {labels.apply}
            </Button>
          </span>
        )}
      </div>
    </form>
  );
}
