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
import type { BuyBarLabels } from '../ui/BuyBar';
import * as appProduct from '../app/pages/product/labels';
import { campaignHeroLabels as appCampaignHeroLabels, campaignOffer as appCampaignOffer } from '../app/pages/campaigns/campaignText';
import type { CampaignHeroLabels } from '../ui/CampaignHero';

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
  return appProduct.offerListLabels(tFor(locale));
}

export function buyBarLabels(locale: Locale): BuyBarLabels {
  return appProduct.buyBarLabels(tFor(locale));
}

export function variantSelectorLabels(locale: Locale): VariantSelectorLabels {
  return appProduct.variantSelectorLabels(tFor(locale));
}

/** The gallery's texts for the product called `name`. */
export function productGalleryLabels(locale: Locale, name: string): ProductGalleryLabels {
  return appProduct.galleryLabels(tFor(locale), name);
}

export function productSummaryLabels(locale: Locale): ProductSummaryLabels {
  return appProduct.summaryLabels(tFor(locale));
}

/** The quick view's texts for the product called `name`. */
export function quickViewLabels(locale: Locale, name: string): QuickViewDialogLabels {
  return appProduct.quickViewLabels(tFor(locale), name);
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
  return appProduct.railLabels(tFor(locale));
}

export function contentPageLabels(locale: Locale): ContentPageLabels {
  const t = tFor(locale);
  return {
    contents: t('home.contentsLabel'),
    topics: t('home.contentTopics'),
    empty: t('home.contentEmpty'),
    loading: t('home.loading'),
    failed: t('home.contentFailed'),
  };
}

/** A text of the home section (`home.*`) in `locale`. */
export function homeText(locale: Locale, key: string): string {
  return tFor(locale)(`home.${key}`);
}

/** A text of the product page's own (`pages.product.*`), e.g. its related rail's title. */
export function productPageText(locale: Locale, key: string): string {
  return tFor(locale)(`pages.product.${key}`);
}

/** The campaign hero's sentences and a banner's offer, as the campaign pages build them. */
export function campaignHeroLabels(locale: Locale): CampaignHeroLabels {
  return appCampaignHeroLabels(tFor(locale));
}

export function campaignOfferText(locale: Locale, percent: number): string {
  return appCampaignOffer(tFor(locale), { max_discount_percentage: percent }) ?? '';
}
