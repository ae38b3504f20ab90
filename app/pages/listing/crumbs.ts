import type { Translate } from '../../i18n/translate';
import { toSegmentSlug } from '../../../contract/constants';
import type { Category, Locale } from '../../../contract';
import type { Crumb } from '../../../ui/Breadcrumbs';
import { href } from '../../routes/href';
import { fallbackTitle } from '../../seo/title';
import { segmentName, type ListingRouteId } from './context';

const home = (t: Translate, locale: Locale): Crumb => ({
  label: t('pages.product.breadcrumbHome'),
  href: href('home', {}, locale),
});

/** Home, then the category's segment and the category itself, each a link to its listing. */
export function categoryCrumbs(t: Translate, category: Category | null, locale: Locale): Crumb[] {
  const crumbs: Crumb[] = [home(t, locale)];
  const segment = category?.segment ?? null;
  if (segment)
    crumbs.push({ label: segmentName(t, segment), href: href('segment', { slug: segment }, locale) });
  if (category) {
    crumbs.push({
      label: category.translations.find((tr) => tr.locale === locale)?.name || category.name,
      href: href('catalogCategory', { slug: category.slug }, locale),
    });
  }
  return crumbs;
}

/**
 * The path above a segment, category or brand listing; the last crumb is the page itself. Search and
 * campaign pages have none: they are not places in the catalogue's tree.
 */
export function listingCrumbs(
  t: Translate,
  routeId: ListingRouteId,
  params: Record<string, string | undefined>,
  category: Category | null,
  locale: Locale,
  /** A brand listing's brand as the API names it (features/listing `$brandName`), once known. */
  brandName: string | null = null,
): Crumb[] {
  switch (routeId) {
    case 'segment':
    case 'catalogSegment':
      return [home(t, locale), { label: segmentName(t, params.slug) }];
    case 'catalogCategory':
      return category ? categoryCrumbs(t, category, locale) : [];
    case 'catalogBrand': {
      const segment = toSegmentSlug(params.segment ?? '');
      return [
        home(t, locale),
        ...(segment
          ? [{ label: segmentName(t, segment), href: href('segment', { slug: segment }, locale) }]
          : []),
        { label: brandName || fallbackTitle(`/${params.slug ?? ''}`) },
      ];
    }
    default:
      return [];
  }
}
