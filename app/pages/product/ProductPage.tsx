import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '../../../contract';
import { $offers, $product, $productPending, $relatedProducts, $selectedVariant, variantSelected } from '../../../features/product';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Button } from '../../../ui/Button';
import { OfferList } from '../../../ui/OfferList';
import { ProductGallery } from '../../../ui/ProductGallery';
import { ProductRail } from '../../../ui/ProductRail';
import { ProductSummary } from '../../../ui/ProductSummary';
import { Stack } from '../../../ui/Stack';
import { Text } from '../../../ui/Text';
import { VariantSelector } from '../../../ui/VariantSelector';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { useRenderClock } from '../../shell/useRenderClock';
import { cardLabels } from '../labels';
import { productCrumbs } from './crumbs';
import { galleryLabels, offerListLabels, railLabels, summaryLabels, variantSelectorLabels } from './labels';
import * as styles from './ProductPage.css';

/**
 * §2 product page: breadcrumbs, the ordered gallery with video, name/brand/rating/price (pvp,
 * discount, countdown, the lowest price of the last 30 days), the variant selector, offers from every
 * seller with the vendor badge, stock hints and delivery estimate, the add-to-cart button (disabled
 * with a note until the cart lands), the description and related products.
 */
export default function ProductPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useRenderClock();
  const [product, pending, variant, offers, related] = useUnit([$product, $productPending, $selectedVariant, $offers, $relatedProducts]);
  const selectVariant = useUnit(variantSelected);
  const name = product ? product.translations[locale]?.name || product.name : '';
  const labels = useMemo(
    () => ({ gallery: galleryLabels(t, name), summary: summaryLabels(t), offers: offerListLabels(t), variants: variantSelectorLabels(t), rail: railLabels(t), card: cardLabels(t) }),
    [t, name],
  );
  if (!product) return null;
  const languageTag = LANGUAGE_TAGS[locale];
  const hasSelectors = product.variants.some((v) => v.attribute_values.some((a) => a.is_to_use_as_selector));

  return (
    <Stack gap="xlarge">
      <Breadcrumbs label={t('nav.breadcrumbs')} items={productCrumbs(t, product, locale)} />
      <div className={styles.layout}>
        <ProductGallery images={product.images} video={product.video} labels={labels.gallery} priority />
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
          {hasSelectors && (
            <VariantSelector variants={product.variants} selectedUuid={variant?.uuid ?? null} labels={labels.variants} onSelect={(chosen) => selectVariant(chosen.uuid)} />
          )}
          <OfferList offers={offers} languageTag={languageTag} labels={labels.offers} loading={pending} headingLevel={2} />
          <div className={styles.cartNote}>
            <Button disabled aria-describedby="cart-note">
              {t('product.addToCart')}
            </Button>
            <Text id="cart-note" size="small" tone="muted">
              {t('pages.product.addToCartSoon')}
            </Text>
          </div>
        </div>
      </div>
      <ProductRail
        title={t('pages.product.related')}
        products={related}
        productHref={(card) => href('product', { slug: card.slug }, locale)}
        locale={locale}
        languageTag={languageTag}
        labels={labels.rail}
        cardLabels={labels.card}
        headingLevel={2}
        now={now}
      />
    </Stack>
  );
}
