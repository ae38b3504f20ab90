import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $relatedProducts, $relatedProductsError, $relatedProductsStatus, relatedProductsWanted } from '../../../features/product/related';
import { ProductRail } from '../../../ui/ProductRail/ProductRail';
import { ProductRailPlaceholder } from '../../../ui/ProductRail/ProductRailPlaceholder';
import { href } from '../../routes/href';
import { LiveCards, useLiveCards } from '../../shell/LiveCards';
import type { RelatedRailProps } from './RelatedRail';

/**
 * The related rail once it is near: asks for the cards (once per product) and shows the rail when they have
 * arrived — or the catalogue's message when they could not be read — keeping the place's shapes meanwhile.
 * The cards are live while on screen (§7).
 */
export default function RelatedRailLoaded({ title, seeAllHref, locale, languageTag, labels, cardLabels, now, wishlisted, wishlistLocked, onWishlistToggle }: RelatedRailProps & { title: string; seeAllHref?: string }) {
  const [related, status, error, wanted] = useUnit([$relatedProducts, $relatedProductsStatus, $relatedProductsError, relatedProductsWanted]);
  const live = useLiveCards(related, locale);
  // Asked once per product: another product shown in place (a navigation) starts over from 'idle'.
  useEffect(() => {
    if (status === 'idle') wanted(locale);
  }, [status, locale, wanted]);
  if (status !== 'ready' && status !== 'failed') return <ProductRailPlaceholder title={title} labels={labels} seeAllHref={seeAllHref} headingLevel={2} />;
  return (
    <LiveCards binding={live}>
      <ProductRail
        title={title}
        products={live.products}
        productHref={(card) => href('product', { slug: card.slug }, locale)}
        seeAllHref={seeAllHref}
        errorMessage={error}
        languageTag={languageTag}
        labels={labels}
        cardLabels={cardLabels}
        headingLevel={2}
        now={now}
        wishlisted={wishlisted}
        wishlistLocked={wishlistLocked}
        onWishlistToggle={onWishlistToggle}
      />
    </LiveCards>
  );
}
