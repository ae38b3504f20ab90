import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS } from '../../contract';
import { $products, $productsError, $productsPending } from '../../features/catalog';
import { SEGMENTS } from '../../contract';
import { $homeBrands, $homeBrandsError, $homeBrandsPending } from '../../features/brands';
import { $campaigns } from '../../features/campaigns';
import { BrandStrip } from '../../ui/BrandStrip';
import { CampaignBanner } from '../../ui/CampaignBanner';
import { Heading } from '../../ui/Heading';
import { ScrollReveal } from '../../ui/ScrollReveal';
import { SegmentTiles } from '../../ui/SegmentTiles';
import { ProductCard, ProductCardSkeleton, ProductGrid } from '../../ui/ProductCard';
import { Stack } from '../../ui/Stack';
import { Text } from '../../ui/Text';
import { DEFAULT_PER_PAGE } from '../../contract';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { useRenderClock } from '../shell/useRenderClock';
import { useWishlistCards } from '../shell/useWishlistCards';
import { LiveCards, useLiveCards } from '../shell/LiveCards';
import { campaignText } from './campaigns/campaignText';
import { cardLabels } from './labels';

/** Campaign banners shown on the home page. */
const HOME_CAMPAIGNS = 2;

/** Above-the-fold images load eagerly; the rest lazily. */
const PRIORITY_IMAGES = 4;

export default function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [products, error, pending] = useUnit([$products, $productsError, $productsPending]);
  const now = useRenderClock();
  const labels = useMemo(() => cardLabels(t), [t]);
  const wishlist = useWishlistCards();
  const liveCards = useLiveCards(products, locale);
  const [brands, brandsError, brandsPending, campaigns] = useUnit([
    $homeBrands,
    $homeBrandsError,
    $homeBrandsPending,
    $campaigns,
  ]);
  const segments = SEGMENTS.map(({ slug }) => ({
    slug,
    label: t(`home.segments.${slug}`),
    href: href('segment', { slug }, locale),
  }));

  return (
    <Stack gap="xlarge">
      <SegmentTiles title={t('home.segmentsTitle')} segments={segments} headingLevel={2} />
      {campaigns
        .filter((c) => c.is_active)
        .slice(0, HOME_CAMPAIGNS)
        .map((campaign, index) => (
          <ScrollReveal key={campaign.uuid}>
            <CampaignBanner
              // The first banner is the largest image above the fold on phones (Lighthouse's LCP element).
              priority={index === 0}
              title={campaignText(campaign, locale, 'name') ?? campaign.name}
              subtitle={campaignText(campaign, locale, 'description')}
              image={campaign.banner}
              href={href('campaign', { uuid: campaign.uuid }, locale)}
              ctaLabel={t('home.campaignCta')}
              headingLevel={2}
            />
          </ScrollReveal>
        ))}
      <ScrollReveal>
        <BrandStrip
          title={t('home.brandsTitle')}
          brands={brands.map((brand) => ({
            key: brand.uuid,
            name: brand.name,
            href: href('catalogBrand', { slug: brand.slug }, locale),
            logo: brand.logo,
          }))}
          emptyText={t('home.brandsEmpty')}
          loading={brandsPending && brands.length === 0}
          errorMessage={brandsError}
          headingLevel={2}
        />
      </ScrollReveal>
      <Stack gap="large" as="section" aria-labelledby="home-heading">
        <Heading level={1} id="home-heading">
          {t('home.heading')}
        </Heading>
        {error !== null ? (
          <div role="alert">
            <Text tone="critical">{t('catalog.failedToFetchProducts')}</Text>
          </div>
        ) : products.length === 0 && pending ? (
          <ProductGrid aria-labelledby="home-heading" aria-busy>
            {Array.from({ length: DEFAULT_PER_PAGE }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </ProductGrid>
        ) : products.length === 0 ? (
          <Text tone="muted">{t('catalog.empty')}</Text>
        ) : (
          <LiveCards binding={liveCards}>
            <ProductGrid aria-labelledby="home-heading">
              {liveCards.products.map((product, index) => (
                <ProductCard
                  key={product.uuid}
                  product={product}
                  languageTag={LANGUAGE_TAGS[locale]}
                  href={href('product', { slug: product.slug }, locale)}
                  labels={labels}
                  priority={index < PRIORITY_IMAGES}
                  now={now}
                  headingLevel={2}
                  {...wishlist.cardProps(product)}
                />
              ))}
            </ProductGrid>
          </LiveCards>
        )}
      </Stack>
    </Stack>
  );
}
