import type { Translate } from '../i18n/translate';
import { SORT_OPTION_NAMES, VIEW_MODES } from '../../contract/constants';
import type { SortOption } from '../../contract';
import type { FilterPanelLabels } from '../../ui/FilterPanel';
import type { ListingToolbarLabels } from '../../ui/ListingToolbar';
import type { ProductCardLabels } from '../../ui/ProductCard';
import type { ProductListingLabels } from '../../ui/ProductListing';

/**
 * The ui pieces' texts from the page's messages: pieces never hold a sentence of their own.
 * The campaign-price badge is a campaign page's (`campaignPrice`), where it tells the campaign's prices from the
 * others; elsewhere a campaign-priced card's −% badge, struck list price and countdown already say it.
 */
export function cardLabels(t: Translate, { campaignPrice = false }: { campaignPrice?: boolean } = {}): ProductCardLabels {
  return {
    lastUnits: t('productCard.lastUnits'),
    sellers: (count) => t('productCard.sellers', { count }),
    addToWishlist: t('productCard.addToWishlist'),
    removeFromWishlist: t('productCard.removeFromWishlist'),
    quickView: t('productCard.quickView'),
    buyNow: t('productCard.buyNow'),
    endsIn: t('productCard.endsIn'),
    discount: (percent) => t('productCard.discount', { percent }),
    lowestPrice30Days: (price) => t('productCard.lowestPrice30Days', { price }),
    previousPrice: t('product.previousPrice'),
    video: t('productCard.video'),
    ...(campaignPrice ? { campaignPrice: t('productCard.campaignPrice') } : {}),
  };
}

export function filterPanelLabels(t: Translate): FilterPanelLabels {
  return {
    title: t('catalog.filters.title'),
    brands: t('catalog.filters.brands'),
    categories: t('catalog.filters.categories'),
    attribute: (name) => t(`catalog.attributes.${name}`, { defaultValue: name }),
    price: t('catalog.filters.price'),
    priceMin: t('catalog.filters.priceMin'),
    priceMax: t('catalog.filters.priceMax'),
    applyPrice: t('catalog.filters.applyPrice'),
    inWarehouse: t('catalog.filters.inWarehouse'),
    facetCount: (count) => t('catalog.filters.facetCount', { count }),
    priceChip: (min, max) =>
      min !== null && max !== null
        ? t('catalog.filters.priceBetween', { min, max })
        : min !== null
          ? t('catalog.filters.priceFrom', { price: min })
          : t('catalog.filters.priceTo', { price: max }),
    selected: t('catalog.filters.selected'),
    removeFilter: (label) => t('catalog.filters.removeFilter', { label }),
    clearAll: t('catalog.filters.clearAll'),
    submit: t('catalog.filters.submit'),
    noFacets: t('catalog.filters.noFacets'),
    loading: t('catalog.filters.loading'),
    failed: t('catalog.filters.failed'),
    showMore: (count) => t('catalog.filters.showMore', { count }),
    showFewer: t('catalog.filters.showFewer'),
  };
}

export function listingToolbarLabels(t: Translate): ListingToolbarLabels {
  return {
    label: t('catalog.toolbar.label'),
    results: (count) => t('catalog.toolbar.results', { count }),
    sort: t('catalog.toolbar.sort'),
    view: t('catalog.toolbar.view'),
    viewMode: Object.fromEntries(VIEW_MODES.map((mode) => [mode, t(`catalog.view.${mode}`)])) as ListingToolbarLabels['viewMode'],
    perPage: t('catalog.toolbar.perPage'),
    apply: t('catalog.toolbar.apply'),
    filters: (count) => (count > 0 ? t('catalog.filters.open', { count }) : t('catalog.toolbar.filters')),
  };
}

/** §4: the six sorts in their order, each with its label. */
export function sortOptions(t: Translate): { value: SortOption; label: string }[] {
  return SORT_OPTION_NAMES.map((value) => ({ value, label: t(`catalog.sort.${value}`) }));
}

export function productListingLabels(t: Translate): ProductListingLabels {
  return {
    products: t('catalog.listing.products'),
    loading: t('catalog.listing.loading'),
    emptyTitle: t('catalog.listing.emptyTitle'),
    emptyHint: t('catalog.listing.emptyHint'),
    errorTitle: t('catalog.listing.errorTitle'),
    retry: t('catalog.listing.retry'),
    loadMore: t('catalog.listing.loadMore'),
    showing: (from, to, total) => t('catalog.listing.showing', { from, to, total }),
    pagination: t('catalog.listing.pagination'),
    previousPage: t('catalog.listing.previousPage'),
    nextPage: t('catalog.listing.nextPage'),
    page: (page) => t('catalog.listing.page', { page }),
  };
}
