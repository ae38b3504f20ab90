import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { LANGUAGE_TAGS } from '../../contract/constants';
import { $products, $productsError, $productsPending, HOME_NEW_ARRIVALS } from '../../features/catalog';
import { SEGMENTS, segmentPicturePath } from '../../contract/constants';
import { $homeBrands, $homeBrandsError, $homeBrandsPending } from '../../features/brands';
import { $campaigns } from '../../features/campaigns';
import { Heading } from '../../ui/Heading';
import { LazyHydrate, lazyPart } from '../../ui/LazyHydrate';
import { belowFold } from '../../ui/theme/belowFold';
import { SegmentTiles } from '../../ui/SegmentTiles';
import { Stack } from '../../ui/Stack';
import type { BrandStripProps } from '../../ui/BrandStrip';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { useRenderClock } from '../shell/useRenderClock';
import { useWishlistCards } from '../shell/useWishlistCards';
import { LiveCards, useLiveCards } from '../shell/LiveCards';
import { campaignOffer, campaignText } from './campaigns/campaignText';
// The phase rule alone: the banner's own code stays in the lazily hydrated part.
import { campaignPhase } from '../../ui/CampaignBanner/campaignPeriod';
import { cardLabels } from './labels';
import type { HomeBannersProps, NewArrivalsProps } from './home/HomeParts';

/** Campaign banners shown on the home page. */
const HOME_CAMPAIGNS = 2;

/**
 * New arrivals' first pictures load at once only when no campaign banner leads the page: the first banner is
 * then its largest paint, and the cards sit below the banners and brands, off a first screen.
 */
const PRIORITY_IMAGES = 4;

// The sections under the segment tiles are lazy parts, their code (banners, brand strip, product cards) one
// chunk, fetched when the first of them is reached or touched.
const parts = () => import('./home/HomeParts');
const BannersPart = lazyPart<HomeBannersProps>(() => parts().then((module) => module.HomeBanners));
const BrandsPart = lazyPart<BrandStripProps>(() => parts().then((module) => module.HomeBrands));
const NewArrivalsPart = lazyPart<NewArrivalsProps>(() => parts().then((module) => module.NewArrivals));
if (import.meta.env.SSR) await Promise.all([BannersPart.load(), BrandsPart.load(), NewArrivalsPart.load()]);

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
    image: segmentPicturePath(slug),
  }));

  const banners = campaigns
    // An ended campaign has nothing left to offer on the home page (its own page says it ended).
    .filter((c) => c.is_active && campaignPhase(c.start_date, c.end_date, now()) !== 'ended')
    .slice(0, HOME_CAMPAIGNS);

  return (
    <Stack gap="xlarge">
      <SegmentTiles title={t('home.segmentsTitle')} segments={segments} headingLevel={2} />
      <LazyHydrate
        part={BannersPart}
        props={{
          banners: banners.map((campaign) => ({
            key: campaign.uuid,
            title: campaignText(campaign, locale, 'name') ?? campaign.name,
            subtitle: campaignText(campaign, locale, 'description'),
            offer: campaignOffer(t, campaign),
            startsAt: campaign.start_date,
            endsAt: campaign.end_date,
            languageTag: LANGUAGE_TAGS[locale],
            image: campaign.banner,
            href: href('campaign', { uuid: campaign.uuid }, locale),
          })),
          ctaLabel: t('home.campaignCta'),
        }}
      />
      {/* Under campaign banners, no first screen reaches the brands or the new arrivals: they show with the whole
          stylesheet (ui/theme/belowFold.ts). Without banners they are the first screen. */}
      <div {...belowFold(banners.length > 0)}>
        <LazyHydrate
          part={BrandsPart}
          props={{
            title: t('home.brandsTitle'),
            brands: brands.map((brand) => ({
              key: brand.uuid,
              name: brand.name,
              href: href('catalogBrand', { slug: brand.slug }, locale),
              logo: brand.logo,
            })),
            emptyText: t('home.brandsEmpty'),
            loading: brandsPending && brands.length === 0,
            errorMessage: brandsError,
            headingLevel: 2,
          }}
        />
        <Stack gap="large" as="section" aria-labelledby="home-heading">
          <Heading level={1} id="home-heading">
            {t('home.heading')}
          </Heading>
          <LiveCards binding={liveCards}>
            <LazyHydrate
              part={NewArrivalsPart}
              props={{
                headingId: 'home-heading',
                state:
                  error !== null
                    ? 'error'
                    : products.length === 0 && pending
                      ? 'loading'
                      : products.length === 0
                        ? 'empty'
                        : 'products',
                errorText: t('catalog.failedToFetchProducts'),
                emptyText: t('catalog.empty'),
                skeletons: HOME_NEW_ARRIVALS,
                products: liveCards.products,
                productHref: (product) => href('product', { slug: product.slug }, locale),
                languageTag: LANGUAGE_TAGS[locale],
                labels,
                priorityImages: banners.length > 0 ? 0 : PRIORITY_IMAGES,
                now,
                wishlisted: wishlist.wishlisted,
                wishlistLocked: wishlist.wishlistLocked,
                onWishlistToggle: wishlist.onWishlistToggle,
              }}
            />
          </LiveCards>
        </Stack>
      </div>
    </Stack>
  );
}
