import type { ProductCardData } from '../../../contract';
import { BrandStrip, type BrandStripProps } from '../../../ui/BrandStrip';
import { CampaignBanner, type CampaignBannerProps } from '../../../ui/CampaignBanner';
import { ProductCard, ProductCardSkeleton, ProductGrid, type ProductCardLabels } from '../../../ui/ProductCard';
import { ScrollReveal } from '../../../ui/ScrollReveal';
import { Text } from '../../../ui/Text';

/**
 * The home page's sections below its segment tiles, each hydrated on its own once it comes near the
 * viewport (HomePage wraps them in LazyHydrate): they only take props, so the code of the banners, the
 * brand strip and the cards stays out of the page's first load.
 */

export interface HomeBannersProps {
  banners: readonly (Omit<CampaignBannerProps, 'ctaLabel' | 'headingLevel' | 'priority'> & { key: string })[];
  ctaLabel: string;
}

/** Campaign banners; the first is the largest image above the fold on phones (Lighthouse's LCP element). */
export function HomeBanners({ banners, ctaLabel }: HomeBannersProps) {
  return banners.map(({ key, ...banner }, index) => (
    <ScrollReveal key={key}>
      <CampaignBanner {...banner} priority={index === 0} ctaLabel={ctaLabel} headingLevel={2} />
    </ScrollReveal>
  ));
}

/** Featured brands (scroll-reveal, §9 defaults). */
export function HomeBrands(props: BrandStripProps) {
  return (
    <ScrollReveal>
      <BrandStrip {...props} />
    </ScrollReveal>
  );
}

export interface NewArrivalsProps {
  /** The grid's heading, by id. */
  headingId: string;
  state: 'error' | 'loading' | 'empty' | 'products';
  errorText: string;
  emptyText: string;
  skeletons: number;
  products: readonly ProductCardData[];
  productHref: (product: ProductCardData) => string;
  languageTag: string;
  labels: ProductCardLabels;
  /** Above-the-fold images load eagerly; the rest lazily. */
  priorityImages: number;
  now: () => number;
  wishlisted: ReadonlySet<string>;
  wishlistLocked: ReadonlySet<string>;
  onWishlistToggle: (product: ProductCardData) => void;
}

/** The newest products, or the grid's loading, failed and empty states. */
export function NewArrivals({ headingId, state, errorText, emptyText, skeletons, products, productHref, languageTag, labels, priorityImages, now, wishlisted, wishlistLocked, onWishlistToggle }: NewArrivalsProps) {
  if (state === 'error') {
    return (
      <div role="alert">
        <Text tone="critical">{errorText}</Text>
      </div>
    );
  }
  if (state === 'loading') {
    return (
      <ProductGrid aria-labelledby={headingId} aria-busy>
        {Array.from({ length: skeletons }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </ProductGrid>
    );
  }
  if (state === 'empty') return <Text tone="muted">{emptyText}</Text>;
  return (
    <ProductGrid aria-labelledby={headingId}>
      {products.map((product, index) => (
        <ProductCard
          key={product.uuid}
          product={product}
          languageTag={languageTag}
          href={productHref(product)}
          labels={labels}
          priority={index < priorityImages}
          now={now}
          headingLevel={2}
          isWishlisted={wishlisted.has(product.uuid)}
          wishlistLocked={wishlistLocked.has(product.uuid)}
          onWishlistToggle={onWishlistToggle}
        />
      ))}
    </ProductGrid>
  );
}
