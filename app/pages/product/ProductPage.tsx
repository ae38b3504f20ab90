import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { LANGUAGE_TAGS } from '../../../contract/constants';
import { $offers, $product, $productPending, $selectedVariant, imagesOf, offerPrice, variantSelected } from '../../../features/product';
import type { PageOffer, PageVariant } from '../../../contract';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { BuyBar } from '../../../ui/BuyBar';
import { OfferList, stockHint } from '../../../ui/OfferList';
import { ProductGallery } from '../../../ui/ProductGallery';
import { ProductSummary } from '../../../ui/ProductSummary';
import { Stack } from '../../../ui/Stack';
import { belowFold } from '../../../ui/theme/belowFold';
import { VariantSelector } from '../../../ui/VariantSelector';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { useRenderClock } from '../../shell/useRenderClock';
import { cartProductOf, productTrackingFor } from '../../shell/cartProduct';
import { useAddToCart, useViewItem } from '../../shell/lazyCommerce';
import { useWishlistCards } from '../../shell/useWishlistCards';
import { useProductChannel } from '../../../features/realtime';
import { WishlistButton } from '../../../ui/WishlistButton';
import { cardLabels } from '../labels';
import { productCrumbs } from './crumbs';
import { addressWithVariant } from './variantAddress';
import { RelatedRail } from './RelatedRail';
import { ReviewsSection } from './ReviewsSection';
import { SizeGuideOpener } from './SizeGuideOpener';
import { buyBarLabels, galleryLabels, offerListLabels, railLabels, summaryLabels, variantSelectorLabels } from './labels';
import * as styles from './ProductPage.css';

/**
 * §2 product page: breadcrumbs, the ordered gallery with video, name/brand/rating/price (pvp,
 * discount, countdown, the lowest price of the last 30 days), the variant selector (with the category's size
 * guide beside the sizes), offers from every
 * seller with the vendor badge, stock hints, delivery estimate and return window, the add-to-cart button
 * (and, below 1024px, the buy bar that keeps it on screen), the description, the reviews from verified buyers and related products.
 */
export default function ProductPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useRenderClock();
  const [product, pending, variant, offers] = useUnit([$product, $productPending, $selectedVariant, $offers]);
  const selectVariant = useUnit(variantSelected);
  const { updating: updatingOffers, add: addItem } = useAddToCart();
  const itemViewed = useViewItem();
  const wishlist = useWishlistCards();
  // §7: the page listens to its product's channel while shown.
  useProductChannel(product?.slug);
  // §7 view_item once per product and variant shown (its first offer), in the browser.
  const viewed = product ? productTrackingFor(product, variant, offers[0] ?? null, locale) : null;
  const viewedKey = viewed ? `${viewed.product_id}:${viewed.variant_uuid}` : null;
  const lastViewed = useRef<string | null>(null);
  useEffect(() => {
    if (!viewed || viewedKey === lastViewed.current) return;
    lastViewed.current = viewedKey;
    itemViewed(viewed);
  });
  const name = product ? product.translations[locale]?.name || product.name : '';
  const labels = useMemo(
    () => ({ gallery: galleryLabels(t, name), summary: summaryLabels(t), offers: offerListLabels(t), variants: variantSelectorLabels(t), rail: railLabels(t), card: cardLabels(t), buyBar: buyBarLabels(t) }),
    [t, name],
  );
  if (!product) return null;
  const languageTag = LANGUAGE_TAGS[locale];
  const images = imagesOf(product, variant);
  // The chosen variant goes into the address (a reload or a shared link opens it) without a navigation: a
  // router update would reach the parts of the page still waiting to hydrate (ui/LazyHydrate) outside a
  // transition, and React would drop their server HTML (#422). The language switcher reads the address
  // itself when clicked, so it keeps the variant.
  const choose = (chosen: PageVariant) => {
    selectVariant(chosen.uuid);
    window.history.replaceState(window.history.state, '', addressWithVariant(window.location.href, chosen.sku));
  };
  const hasSelectors = product.variants.some((v) => v.attribute_values.some((a) => a.is_to_use_as_selector));
  const pendingOfferUuid = offers.find((offer) => updatingOffers.includes(offer.offer_id))?.uuid ?? null;
  const addToCart = variant ? (offer: PageOffer) => addItem(cartProductOf(product, variant, offer, locale)) : undefined;
  const first = offers[0] ?? null;

  return (
    <Stack gap="xlarge">
      <Breadcrumbs label={t('nav.breadcrumbs')} items={productCrumbs(t, product, locale)} />
      <div className={styles.layout}>
        {/* A new colour's pictures start from the first one. */}
        <ProductGallery key={images.map((image) => image.file_path).join(' ')} images={images} video={product.video} labels={labels.gallery} priority />
        <div className={styles.details}>
          <ProductSummary
            product={product}
            locale={locale}
            languageTag={languageTag}
            offer={offers[0] ?? null}
            brandHref={product.brand ? href('catalogBrand', { slug: product.brand.slug }, locale) : undefined}
            labels={labels.summary}
            headingLevel={1}
            now={now}
          />
          <div className={styles.wishlist}>
            <WishlistButton
              pressed={wishlist.wishlisted.has(product.uuid)}
              locked={wishlist.wishlistLocked.has(product.uuid)}
              labels={{ add: labels.card.addToWishlist, remove: labels.card.removeFromWishlist }}
              onToggle={() => wishlist.onWishlistToggle(product)}
            />
          </div>
          {hasSelectors && (
            <VariantSelector
              variants={product.variants}
              selectedUuid={variant?.uuid ?? null}
              labels={labels.variants}
              onSelect={choose}
              sizeGuide={product.size_guide ? <SizeGuideOpener kind={product.size_guide} /> : undefined}
            />
          )}
          <OfferList
            offers={offers}
            languageTag={languageTag}
            labels={labels.offers}
            loading={pending}
            headingLevel={2}
            pendingOfferUuid={pendingOfferUuid}
            onAddToCart={addToCart}
          />
        </div>
      </div>
      {/* No first screen reaches the reviews or the rail: they show with the whole stylesheet (ui/theme/belowFold.ts). */}
      <div {...belowFold()}>
        <ReviewsSection product={product} languageTag={languageTag} />
        <RelatedRail
          key={product.uuid}
          product={product}
          locale={locale}
          languageTag={languageTag}
          labels={labels.rail}
          cardLabels={labels.card}
          now={now}
          wishlisted={wishlist.wishlisted}
          wishlistLocked={wishlist.wishlistLocked}
          onWishlistToggle={wishlist.onWishlistToggle}
        />
      </div>
      <BuyBar
        name={name}
        offer={first && { price: offerPrice(first), listPrice: first.pvp, soldOut: stockHint(first).kind === 'out' }}
        languageTag={languageTag}
        labels={labels.buyBar}
        pending={first !== null && pendingOfferUuid === first.uuid}
        onAddToCart={addToCart && first ? () => addToCart(first) : undefined}
      />
    </Stack>
  );
}
