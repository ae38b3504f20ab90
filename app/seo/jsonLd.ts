import { CURRENCY, isOfficialStore, offerPrice, offerStock } from '../../contract/constants';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../contract/review-constants';
import type { Locale, ProductPageData, Review } from '../../contract';

/** §9: offers in structured data are valid for 30 days; ratings use a 1–5 scale. */
export const OFFER_VALID_DAYS = 30;
export const RATING_WORST = REVIEW_RATING_MIN;
export const RATING_BEST = REVIEW_RATING_MAX;
/** §9: customer service languages and the area served. */
export const CUSTOMER_SERVICE_LANGUAGES = ['PT', 'EN', 'ES', 'FR'] as const;
export const AREA_SERVED = 'PT';

const SCHEMA = 'https://schema.org';
const DAY_MS = 24 * 60 * 60 * 1000;

/** §9: the site is described as an outlet, with customer service in PT, EN, ES and FR serving PT. */
export function organizationJsonLd(input: { origin: string; name: string; description: string; contactUrl: string }) {
  return {
    '@context': SCHEMA,
    '@type': 'OnlineStore',
    '@id': `${input.origin}/#organization`,
    name: input.name,
    description: input.description,
    url: `${input.origin}/`,
    areaServed: AREA_SERVED,
    currenciesAccepted: CURRENCY,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      availableLanguage: [...CUSTOMER_SERVICE_LANGUAGES],
      areaServed: AREA_SERVED,
      url: input.contactUrl,
    },
  };
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * §9 JSON-LD Product: every offer of every variant in EUR, valid 30 days from `now`, seller named,
 * availability from stock; aggregateRating (1–5, with the count) and the newest `review` items only when
 * approved reviews exist.
 */
export function productJsonLd(input: { product: Omit<ProductPageData, 'slugs' | 'seo'>; locale: Locale; url: string; now: number; brandName?: string; reviews?: readonly Review[] }) {
  const { product, locale, url, now } = input;
  const text = product.translations[locale];
  const images = [...product.images].sort((a, b) => a.order - b.order).map((image) => image.file_path);
  const validUntil = isoDate(now + OFFER_VALID_DAYS * DAY_MS);
  const offers = product.variants.flatMap((variant) =>
    variant.offers.map((offer) => ({
      '@type': 'Offer',
      url,
      sku: variant.sku,
      price: offerPrice(offer).toFixed(2),
      priceCurrency: CURRENCY,
      priceValidUntil: validUntil,
      availability: `${SCHEMA}/${offerStock(offer) > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: isOfficialStore(offer.vendor.vendorType) ? offer.shop_name : offer.vendor.vendor_name },
    })),
  );
  const firstVariant = product.variants[0];
  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: text?.name || product.name,
    description: text?.description || product.description,
    url,
    image: images,
    sku: firstVariant?.sku,
    ...(firstVariant?.ean ? { gtin13: firstVariant.ean } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: input.brandName ?? product.brand.name } } : {}),
    ...(product.category ? { category: product.category.translations.find((t) => t.locale === locale)?.name || product.category.name } : {}),
    offers,
  };
  const summary = product.review_summary;
  if (summary && summary.count > 0 && summary.average !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.min(RATING_BEST, Math.max(RATING_WORST, summary.average)).toFixed(1),
      reviewCount: summary.count,
      bestRating: RATING_BEST,
      worstRating: RATING_WORST,
    };
    if (input.reviews?.length) {
      data.review = input.reviews.map((review) => ({
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: RATING_BEST, worstRating: RATING_WORST },
        author: { '@type': 'Person', name: review.author },
        datePublished: review.created_at.slice(0, 10),
        reviewBody: review.body,
        inLanguage: review.locale,
      }));
    }
  }
  return data;
}

/** Breadcrumbs as structured data: name and absolute URL of each step. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
