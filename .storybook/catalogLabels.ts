/**
 * The catalogue pieces' texts in `locale`, built from the shipped catalogues the way the app builds
 * them (`catalog.*`, `product.*`, `home.*`), so stories show the real sentences in every language.
 */
import { SEGMENTS, SORT_OPTION_NAMES, type SortOption } from '../contract';
import type { ContentPageLabels } from '../ui/ContentPage';
import type { FilterPanelLabels } from '../ui/FilterPanel';
import type { ListingToolbarLabels } from '../ui/ListingToolbar';
import type { OfferListLabels } from '../ui/OfferList';
import type { ProductGalleryLabels } from '../ui/ProductGallery';
import type { ProductListingLabels } from '../ui/ProductListing';
import type { ProductRailLabels } from '../ui/ProductRail';
import type { SegmentTile } from '../ui/SegmentTiles';
import type { ProductSummaryLabels } from '../ui/ProductSummary';
import type { QuickViewDialogLabels } from '../ui/QuickViewDialog';
import type { VariantSelectorLabels } from '../ui/VariantSelector';
import type { VendorBadgeLabels } from '../ui/VendorBadge';
import { i18nFor, type Locale } from './i18n';
// The app's own label builders, so stories show exactly what pages show.
import {
  filterPanelLabels as appFilterPanelLabels,
  listingToolbarLabels as appListingToolbarLabels,
  productListingLabels as appProductListingLabels,
} from '../app/pages/labels';
// The app's own label builders, so stories show exactly what pages show.
import { variantSelectorLabels as appVariantSelectorLabels } from '../app/pages/product/labels';

const tFor = (locale: Locale) => i18nFor(locale).t;

export function filterPanelLabels(locale: Locale): FilterPanelLabels {
  return appFilterPanelLabels(tFor(locale));
}

export function listingToolbarLabels(locale: Locale): ListingToolbarLabels {
  return appListingToolbarLabels(tFor(locale));
}

/** §4: the six sorts in their order, each with its label. */
export function sortOptions(locale: Locale): { value: SortOption; label: string }[] {
  const t = tFor(locale);
  return SORT_OPTION_NAMES.map((value) => ({ value, label: t(`catalog.sort.${value}`) }));
}

/** §4 view modes, for stories (ui/ may only import types from contract/). */
export { VIEW_MODES } from '../contract';

export function productListingLabels(locale: Locale): ProductListingLabels {
  return appProductListingLabels(tFor(locale));
}

export function vendorBadgeLabels(locale: Locale): VendorBadgeLabels {
  const t = tFor(locale);
  return { officialStore: t('product.officialStore'), marketplaceSeller: t('product.marketplaceSeller') };
}

export function offerListLabels(locale: Locale): OfferListLabels {
  const t = tFor(locale);
  return {
    ...vendorBadgeLabels(locale),
    title: t('product.offers'),
    noOffers: t('product.noOffers'),
    loading: t('product.loadingOffers'),
    discount: (percent) => t('product.discount', { percent }),
    lowestPrice30Days: (price) => t('product.lowestPrice30Days', { price }),
    previousPrice: t('product.previousPrice'),
    inStock: t('product.inStock'),
    fewLeft: (count) => t('product.fewLeft', { count }),
    outOfStock: t('product.outOfStock'),
    delivery: (min, max) => t('product.delivery', { min, max }),
    addToCart: (seller) => t('product.addToCartFrom', { seller }),
    addToCartShort: t('product.addToCart'),
  };
}

export function variantSelectorLabels(locale: Locale): VariantSelectorLabels {
  return appVariantSelectorLabels(tFor(locale));
}

/** The gallery's texts for the product called `name`. */
export function productGalleryLabels(locale: Locale, name: string): ProductGalleryLabels {
  const t = tFor(locale);
  return {
    gallery: t('product.gallery'),
    showImage: (index, count) => t('product.showImage', { index, count }),
    imageAlt: (index, count) => t('product.imageAlt', { name, index, count }),
    showVideo: t('product.showVideo'),
    video: t('product.video'),
    previousImage: t('product.previousImage'),
    nextImage: t('product.nextImage'),
    noImage: t('product.noImage'),
  };
}

export function productSummaryLabels(locale: Locale): ProductSummaryLabels {
  const t = tFor(locale);
  return {
    rating: (rating) => t('product.rating', { rating }),
    noRating: t('product.noRating'),
    discount: (percent) => t('product.discount', { percent }),
    lowestPrice30Days: (price) => t('product.lowestPrice30Days', { price }),
    previousPrice: t('product.previousPrice'),
    endsIn: t('product.endsIn'),
    description: t('product.description'),
  };
}

/** The quick view's texts for the product called `name`. */
export function quickViewLabels(locale: Locale, name: string): QuickViewDialogLabels {
  const t = tFor(locale);
  return {
    close: t('product.close'),
    viewProduct: t('product.viewProduct'),
    gallery: productGalleryLabels(locale, name),
    variants: variantSelectorLabels(locale),
    summary: productSummaryLabels(locale),
  };
}

/** A path in `locale`: pt has no prefix (§2). */
export function localePath(locale: Locale, path: string): string {
  return locale === 'pt' ? path : `/${locale}${path}`;
}

/** §1 the seven segments with their labels and segment pages in `locale`. */
export function segmentTiles(locale: Locale): SegmentTile[] {
  const t = tFor(locale);
  return SEGMENTS.map(({ slug }) => ({
    slug,
    label: t(`home.segments.${slug}`),
    href: localePath(locale, `/segment/${slug}`),
  }));
}

export function productRailLabels(locale: Locale): ProductRailLabels {
  const t = tFor(locale);
  return {
    previous: t('home.railPrevious'),
    next: t('home.railNext'),
    seeAll: t('home.railSeeAll'),
    empty: t('home.railEmpty'),
    loading: t('catalog.listing.loading'),
  };
}

export function contentPageLabels(locale: Locale): ContentPageLabels {
  const t = tFor(locale);
  return {
    contents: t('home.contentsLabel'),
    empty: t('home.contentEmpty'),
    loading: t('home.loading'),
    failed: t('home.contentFailed'),
  };
}

/** A text of the home section (`home.*`) in `locale`. */
export function homeText(locale: Locale, key: string): string {
  return tFor(locale)(`home.${key}`);
}
