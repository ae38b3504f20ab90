export { FilterPanel, attributeFilterName, ATTRIBUTE_FILTER_PREFIX, PRICE_MIN_FIELD, PRICE_MAX_FIELD, IN_WAREHOUSE_FIELD, FILTER_PANEL_STATUSES } from './FilterPanel';
export type { FilterPanelProps, FilterPanelLabels, FilterPanelStatus, PriceRange } from './FilterPanel';
