import type { Translate } from '../../i18n/translate';
import { toSegmentSlug } from '../../../contract/constants';
import type { ListingContext } from '../../../features/listing';
import { fallbackTitle } from '../../seo/title';

/** The listing routes of the route table. */
export type ListingRouteId = 'segment' | 'catalogSegment' | 'catalogBrand' | 'catalogCategory' | 'search' | 'campaign';

type Params = Record<string, string | undefined>;

/** §7: which catalogue call a listing route makes, from its path params and query. */
export function listingContextOf(routeId: ListingRouteId, params: Params, search: string): ListingContext {
  const segment = params.segment ? (toSegmentSlug(params.segment) ?? params.segment) : null;
  switch (routeId) {
    case 'segment':
    case 'catalogSegment':
      return { kind: 'segment', segment: toSegmentSlug(params.slug ?? '') ?? params.slug ?? '' };
    case 'catalogBrand':
      return { kind: 'brand', brand: params.slug ?? '', segment };
    case 'catalogCategory':
      return { kind: 'category', category: params.slug ?? '', segment };
    case 'search':
      return { kind: 'search', q: new URLSearchParams(search).get('q') ?? '' };
    case 'campaign':
      return { kind: 'campaign', campaign: params.uuid ?? '' };
  }
}

/** A segment's name in the page language (§3 segments), else the slug made readable. */
export function segmentName(t: Translate, slug: string | undefined | null): string {
  if (!slug) return '';
  const known = toSegmentSlug(slug);
  return known ? t(`home.segments.${known}`) : fallbackTitle(`/${slug}`);
}

/** Names the API gave for the listing's subject (a category's, a campaign's or a brand's), when known. */
export interface ListingNames {
  category?: string | null;
  campaign?: string | null;
  brand?: string | null;
}

/** The heading and title of a listing: the segment, brand, category or search it shows. */
export function listingTitle(t: Translate, routeId: ListingRouteId, params: Params, search: string, names: ListingNames = {}): string {
  const segment = segmentName(t, params.segment);
  switch (routeId) {
    case 'segment':
    case 'catalogSegment':
      return t('pages.segment.title', { segment: segmentName(t, params.slug) });
    case 'catalogBrand': {
      const brand = names.brand || fallbackTitle(`/${params.slug ?? ''}`);
      return segment ? t('pages.brand.titleInSegment', { brand, segment }) : t('pages.brand.title', { brand });
    }
    case 'catalogCategory': {
      const category = names.category || fallbackTitle(`/${params.slug ?? ''}`);
      return segment ? t('pages.category.titleInSegment', { category, segment }) : t('pages.category.title', { category });
    }
    case 'search': {
      const q = new URLSearchParams(search).get('q')?.trim() ?? '';
      return q ? t('pages.search.titleFor', { q }) : t('pages.search.title');
    }
    case 'campaign':
      return names.campaign || t('pages.campaigns.title');
  }
}

export function listingDescription(t: Translate, routeId: ListingRouteId, params: Params, search: string, names: ListingNames = {}): string {
  switch (routeId) {
    case 'segment':
    case 'catalogSegment':
      return t('pages.segment.description', { segment: segmentName(t, params.slug) });
    case 'catalogBrand':
      return t('pages.brand.description', { brand: names.brand || fallbackTitle(`/${params.slug ?? ''}`) });
    case 'catalogCategory':
      return t('pages.category.description', { category: names.category || fallbackTitle(`/${params.slug ?? ''}`) });
    case 'search':
      return t('pages.search.description');
    case 'campaign':
      return t('pages.campaign.description');
  }
  void search;
}
