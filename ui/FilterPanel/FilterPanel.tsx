import { useId, useState, type FocusEvent, type FormEvent } from 'react';
import type { FacetValue, ProductFilters } from '../../contract';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { formatPrice } from '../Price';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FilterPanel.css';
import { useHydrated } from '../hydrated';

/**
 * Filter names as the §7 query sends them without the `[]` suffix: `brands`, `categories` and
 * `attribute_{name}` (`attribute_color`, `attribute_size`). They are the checkbox names too, so the
 * panel submits as a plain GET form before JavaScript runs.
 */
export const ATTRIBUTE_FILTER_PREFIX = 'attribute_';
export const attributeFilterName = (attribute: string) => `${ATTRIBUTE_FILTER_PREFIX}${attribute}`;
/** The other fields of the GET form, named like the visible URL query of §5. */
export const PRICE_MIN_FIELD = 'price_min';
export const PRICE_MAX_FIELD = 'price_max';
export const IN_WAREHOUSE_FIELD = 'isInWarehouse';

export const FILTER_PANEL_STATUSES = ['ready', 'loading', 'error'] as const;
export type FilterPanelStatus = (typeof FILTER_PANEL_STATUSES)[number];

export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** Every text of the panel, from the caller's catalogue (`catalog.filters.*`, `catalog.attributes.*`). */
export interface FilterPanelLabels {
  title: string;
  brands: string;
  categories: string;
  /** The group title of an attribute facet (`color` → 'Cor'); unknown names may return the name. */
  attribute: (name: string) => string;
  price: string;
  priceMin: string;
  priceMax: string;
  applyPrice: string;
  inWarehouse: string;
  /** The count after a value, e.g. '(12)'. */
  facetCount: (count: number) => string;
  /** The chip of a price range; each bound is already formatted, or null when open. */
  priceChip: (min: string | null, max: string | null) => string;
  selected: string;
  removeFilter: (label: string) => string;
  clearAll: string;
  /** The GET form's submit button, shown only before JavaScript runs. */
  submit: string;
  noFacets: string;
  loading: string;
  failed: string;
  /** A long group's button that shows its other values, e.g. 'Show 15 more'. */
  showMore: (count: number) => string;
  showFewer: string;
}

export interface FilterPanelProps {
  /** The facets of the current result set; null before the first answer. */
  facets: ProductFilters | null;
  /** Chosen values per filter name (`FilterState.filters`). */
  selected: Readonly<Record<string, readonly string[]>>;
  priceRange: PriceRange;
  inWarehouse: boolean;
  status?: FilterPanelStatus;
  /** The server's message (or a §8 text) when `status` is 'error'; the catalogue's `failed` text otherwise. */
  errorMessage?: string;
  labels: FilterPanelLabels;
  /** BCP 47 tag for the prices of the chips, e.g. 'pt-PT'. */
  languageTag: string;
  /** Where the GET form goes without JavaScript: the current listing path. */
  action?: string;
  /** Query fields the form must keep when it submits without JavaScript (sort, view, q…). */
  hiddenFields?: readonly { name: string; value: string }[];
  /** The listing without filters: clear-all is a link to it, so it works without JavaScript too. */
  clearAllHref?: string;
  /** Off when the caller already titles the panel (a drawer's title). */
  showTitle?: boolean;
  headingLevel?: 2 | 3;
  onToggle: (filterName: string, value: string) => void;
  onPriceChange: (range: PriceRange) => void;
  onInWarehouseChange: (inWarehouse: boolean) => void;
  onClearAll: () => void;
}

interface Group {
  name: string;
  title: string;
  values: readonly FacetValue[];
}

function groupsOf(facets: ProductFilters, labels: FilterPanelLabels): Group[] {
  return [
    { name: 'categories', title: labels.categories, values: facets.categories },
    { name: 'brands', title: labels.brands, values: facets.brands },
    ...Object.entries(facets.attributes).map(([attribute, values]) => ({
      name: attributeFilterName(attribute),
      title: labels.attribute(attribute),
      values,
    })),
  ].filter((group) => group.values.length > 0);
}

/** A chosen value shows its facet label when the facet knows it, else its slug. */
function labelOf(groups: Group[], name: string, value: string): string {
  return groups.find((group) => group.name === name)?.values.find((facet) => facet.value === value)?.label ?? value;
}

const toInput = (value: number | null) => (value === null ? '' : String(value));

function parsePrice(text: string): number | null {
  const value = Number.parseFloat(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** §4 filters: dynamic facets with counts, a price range, the in-warehouse flag, chosen chips and clear-all. */
export function FilterPanel({
  facets,
  selected,
  priceRange,
  inWarehouse,
  status = 'ready',
  errorMessage,
  labels,
  languageTag,
  action,
  hiddenFields = [],
  clearAllHref,
  showTitle = true,
  headingLevel = 2,
  onToggle,
  onPriceChange,
  onInWarehouseChange,
  onClearAll,
}: FilterPanelProps) {
  const titleId = useId();
  const fieldId = useId();
  const hydrated = useHydrated();
  const groups = facets ? groupsOf(facets, labels) : [];

  const chosen = Object.entries(selected).flatMap(([name, values]) => values.map((value) => ({ name, value, label: labelOf(groups, name, value) })));
  const hasPrice = priceRange.min !== null || priceRange.max !== null;
  const anyChosen = chosen.length > 0 || hasPrice || inWarehouse;
  const noFacets = facets !== null && groups.length === 0 && facets.price === null && facets.in_warehouse === 0;

  return (
    <section className={styles.root} aria-labelledby={showTitle ? titleId : undefined} aria-label={showTitle ? undefined : labels.title} aria-busy={status === 'loading' || undefined}>
      {showTitle && (
        <div className={styles.header}>
          <Heading level={headingLevel} size="medium" id={titleId}>
            {labels.title}
          </Heading>
        </div>
      )}

      {anyChosen && (
        <ChosenFilters
          chosen={chosen}
          priceRange={priceRange}
          inWarehouse={inWarehouse}
          labels={labels}
          languageTag={languageTag}
          clearAllHref={clearAllHref}
          onToggle={onToggle}
          onPriceChange={onPriceChange}
          onInWarehouseChange={onInWarehouseChange}
          onClearAll={onClearAll}
        />
      )}

      {status === 'error' ? (
        <p className={styles.errorMessage} role="alert">
          {errorMessage ?? labels.failed}
        </p>
      ) : status === 'loading' && facets === null ? (
        <div className={styles.skeleton} data-skeleton="filter-panel">
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
          {Array.from({ length: 9 }, (_, index) => (
            <div key={index} className={styles.skeletonLine} aria-hidden="true" />
          ))}
        </div>
      ) : noFacets ? (
        <p className={styles.message}>{labels.noFacets}</p>
      ) : (
        facets && (
          <form className={styles.form} method="get" action={action} onSubmit={(event) => event.preventDefault()}>
            {hiddenFields.map((field) => (
              <input key={`${field.name}=${field.value}`} type="hidden" name={field.name} value={field.value} />
            ))}
            {groups.map((group) => (
              <FacetGroup key={group.name} group={group} selected={selected[group.name] ?? []} labels={labels} onToggle={onToggle} />
            ))}
            {facets.price && (
              <PriceFields
                idPrefix={fieldId}
                bounds={facets.price}
                priceRange={priceRange}
                labels={labels}
                onPriceChange={onPriceChange}
              />
            )}
            {(facets.in_warehouse > 0 || inWarehouse) && (
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{labels.inWarehouse}</legend>
                <label className={styles.option}>
                  <input
                    className={styles.checkbox}
                    type="checkbox"
                    name={IN_WAREHOUSE_FIELD}
                    value="true"
                    checked={inWarehouse}
                    onChange={(event) => onInWarehouseChange(event.currentTarget.checked)}
                  />
                  {labels.inWarehouse} <span className={styles.count}>{labels.facetCount(facets.in_warehouse)}</span>
                </label>
              </fieldset>
            )}
            {!hydrated && (
              <Button type="submit" variant="primary" fullWidth>
                {labels.submit}
              </Button>
            )}
          </form>
        )
      )}
    </section>
  );
}

/**
 * Values a group shows before its 'show more' button: as many as the group's box shows without scrolling.
 * The rest of a long group (a search across segments lists dozens of categories and brands) is not rendered
 * until a shopper asks for it, so a listing of 24 cards stays within its element budget. Pages without
 * JavaScript get those values inside a `<noscript>`: the browser parses them into the form there, and with
 * scripts on keeps them as text, not elements. Chosen values always show.
 */
export const VISIBLE_VALUES = 8;

interface FacetGroupProps {
  group: Group;
  selected: readonly string[];
  labels: FilterPanelLabels;
  onToggle: (filterName: string, value: string) => void;
}

function FacetGroup({ group, selected, labels, onToggle }: FacetGroupProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = group.values.length > VISIBLE_VALUES;
  const shown = long && !expanded ? group.values.filter((facet, index) => index < VISIBLE_VALUES || selected.includes(facet.value)) : group.values;
  const rest = group.values.filter((facet) => !shown.includes(facet));
  const option = (facet: FacetValue) => {
    const checked = selected.includes(facet.value);
    return (
      <li key={facet.value}>
        <label className={styles.option} data-empty={facet.count === 0 && !checked}>
          <input
            className={styles.checkbox}
            type="checkbox"
            name={group.name}
            value={facet.value}
            checked={checked}
            disabled={facet.count === 0 && !checked}
            onChange={() => onToggle(group.name, facet.value)}
          />
          {facet.label} <span className={styles.count}>{labels.facetCount(facet.count)}</span>
        </label>
      </li>
    );
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{group.title}</legend>
      <ul className={styles.options} id={listId}>
        {shown.map(option)}
      </ul>
      {rest.length > 0 && (
        <noscript>
          <ul className={styles.options}>{rest.map(option)}</ul>
        </noscript>
      )}
      {long && (
        <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? labels.showFewer : labels.showMore(rest.length)}
        </button>
      )}
    </fieldset>
  );
}

interface PriceFieldsProps {
  idPrefix: string;
  bounds: { min: number; max: number };
  priceRange: PriceRange;
  labels: FilterPanelLabels;
  onPriceChange: (range: PriceRange) => void;
}

/**
 * The price range: typed freely, applied on blur (leaving the pair) or on the apply button.
 * A minimum above the maximum is read as the two swapped, so the API never gets price_min > price_max.
 */
function PriceFields({ idPrefix, bounds, priceRange, labels, onPriceChange }: PriceFieldsProps) {
  const [min, setMin] = useState(toInput(priceRange.min));
  const [max, setMax] = useState(toInput(priceRange.max));
  // A new range from the caller (a removed chip, clear-all) replaces what was typed.
  const [shown, setShown] = useState(priceRange);
  if (shown.min !== priceRange.min || shown.max !== priceRange.max) {
    setShown(priceRange);
    setMin(toInput(priceRange.min));
    setMax(toInput(priceRange.max));
  }

  function commit() {
    let next: PriceRange = { min: parsePrice(min), max: parsePrice(max) };
    if (next.min !== null && next.max !== null && next.min > next.max) next = { min: next.max, max: next.min };
    setMin(toInput(next.min));
    setMax(toInput(next.max));
    if (next.min !== priceRange.min || next.max !== priceRange.max) onPriceChange(next);
  }

  function blurred(event: FocusEvent<HTMLFieldSetElement>) {
    // Moving from one bound to the other is not leaving the range.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    commit();
  }

  function submitted(event: FormEvent) {
    event.preventDefault();
    commit();
  }

  return (
    <fieldset className={styles.group} onBlur={blurred}>
      <legend className={styles.legend}>{labels.price}</legend>
      <div className={styles.priceRow}>
        <label className={styles.priceField} htmlFor={`${idPrefix}-min`}>
          {labels.priceMin}
          <input
            id={`${idPrefix}-min`}
            className={styles.input}
            type="number"
            inputMode="decimal"
            name={PRICE_MIN_FIELD}
            min={0}
            step="0.01"
            placeholder={String(Math.floor(bounds.min))}
            value={min}
            onChange={(event) => setMin(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submitted(event);
            }}
          />
        </label>
        <label className={styles.priceField} htmlFor={`${idPrefix}-max`}>
          {labels.priceMax}
          <input
            id={`${idPrefix}-max`}
            className={styles.input}
            type="number"
            inputMode="decimal"
            name={PRICE_MAX_FIELD}
            min={0}
            step="0.01"
            placeholder={String(Math.ceil(bounds.max))}
            value={max}
            onChange={(event) => setMax(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submitted(event);
            }}
          />
        </label>
        <Button type="submit" variant="secondary" onClick={submitted}>
          {labels.applyPrice}
        </Button>
      </div>
    </fieldset>
  );
}

interface ChosenFiltersProps {
  chosen: { name: string; value: string; label: string }[];
  priceRange: PriceRange;
  inWarehouse: boolean;
  labels: FilterPanelLabels;
  languageTag: string;
  clearAllHref?: string;
  onToggle: (filterName: string, value: string) => void;
  onPriceChange: (range: PriceRange) => void;
  onInWarehouseChange: (inWarehouse: boolean) => void;
  onClearAll: () => void;
}

function ChosenFilters({
  chosen,
  priceRange,
  inWarehouse,
  labels,
  languageTag,
  clearAllHref,
  onToggle,
  onPriceChange,
  onInWarehouseChange,
  onClearAll,
}: ChosenFiltersProps) {
  const format = (value: number | null) => (value === null ? null : formatPrice(value, languageTag));
  const chips = [
    ...chosen.map((item) => ({ key: `${item.name}=${item.value}`, label: item.label, remove: () => onToggle(item.name, item.value) })),
    ...(priceRange.min !== null || priceRange.max !== null
      ? [{ key: 'price', label: labels.priceChip(format(priceRange.min), format(priceRange.max)), remove: () => onPriceChange({ min: null, max: null }) }]
      : []),
    ...(inWarehouse ? [{ key: IN_WAREHOUSE_FIELD, label: labels.inWarehouse, remove: () => onInWarehouseChange(false) }] : []),
  ];
  return (
    <div className={styles.form}>
      <ul className={styles.chips} aria-label={labels.selected}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={styles.chip} aria-label={labels.removeFilter(chip.label)} onClick={chip.remove}>
              <span className={styles.chipText}>{chip.label}</span>
              <Icon name="close" size="small" />
            </button>
          </li>
        ))}
      </ul>
      {clearAllHref !== undefined ? (
        <a
          className={styles.clearAll}
          href={clearAllHref}
          onClick={(event) => {
            event.preventDefault();
            onClearAll();
          }}
        >
          {labels.clearAll}
        </a>
      ) : (
        <button type="button" className={styles.clearAll} onClick={onClearAll}>
          {labels.clearAll}
        </button>
      )}
    </div>
  );
}
