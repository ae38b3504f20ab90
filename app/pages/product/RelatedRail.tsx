import { lazy, Suspense, useRef } from 'react';
import type { Locale, ProductCardData, ProductPageData } from '../../../contract';
import { relatedListingOf } from '../../../features/product';
import { useNearViewport } from '../../../ui/hydrated';
import type { ProductCardLabels } from '../../../ui/ProductCard';
import type { ProductRailLabels } from '../../../ui/ProductRail';
import { ProductRailPlaceholder } from '../../../ui/ProductRail/ProductRailPlaceholder';
import { useTranslation } from '../../i18n/react';
import { href } from '../../routes/href';

const RelatedRailLoaded = lazy(() => import('./RelatedRailLoaded'));

/**
 * How far below the viewport the rail asks for its cards and code: most of a phone's screen, so a shopper
 * scrolling at a reading pace finds the cards there rather than their shapes.
 */
const RAIL_MARGIN = '600px 0px';

export interface RelatedRailProps {
  product: Pick<ProductPageData, 'category' | 'brand'>;
  locale: Locale;
  languageTag: string;
  labels: ProductRailLabels;
  cardLabels: ProductCardLabels;
  now: () => number;
  wishlisted: ReadonlySet<string>;
  wishlistLocked: ReadonlySet<string>;
  onWishlistToggle: (product: ProductCardData) => void;
}

/**
 * §2 related products. The server renders the rail's place: its title and the listing its products come from,
 * which a page without JavaScript links to (ui/ProductRail `ProductRailPlaceholder`). Near the viewport, the
 * browser loads the rest (`RelatedRailLoaded`: the cards' request, the rail's code and its model), so neither the
 * server's render, the page's state nor its first load carries them (app/README.md, "Parts that hydrate when needed").
 */
export function RelatedRail(props: RelatedRailProps) {
  const { product, locale, labels } = props;
  const { t } = useTranslation();
  const place = useRef<HTMLDivElement>(null);
  // False on the server and while the page hydrates: the place is what both render.
  const near = useNearViewport(place, RAIL_MARGIN);
  const title = t('pages.product.related');
  const listing = relatedListingOf(product);
  const seeAllHref = listing
    ? listing.kind === 'category'
      ? href('catalogCategory', { slug: listing.category }, locale)
      : href('catalogBrand', { slug: listing.brand }, locale)
    : undefined;
  const placeholder = <ProductRailPlaceholder title={title} labels={labels} seeAllHref={seeAllHref} headingLevel={2} />;
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={placeholder}>
          <RelatedRailLoaded {...props} title={title} seeAllHref={seeAllHref} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
