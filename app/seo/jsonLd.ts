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
 * §9 JSON-LD Product, in EUR, valid 30 days from `now`; aggregateRating (1–5, with the count) and the newest
 * `review` items only when approved reviews exist.
 *
 * Its `offers`: a product sold once (one variant, one seller) names that Offer with its seller and availability
 * from stock. Several offers (variants, sellers) make one AggregateOffer — the lowest and highest price, how many
 * offers and whether any is in stock — schema.org's type for a product sold by several merchants, which search
 * engines read for a price range. Listing each offer instead cost the richest pages about 340 bytes an offer (16
 * on the benchmark's page: 5.5 KB of the 60 KB the page's HTML may weigh); the page itself shows them all.
 */
export function productJsonLd(input: { product: Omit<ProductPageData, 'slugs' | 'seo'>; locale: Locale; url: string; now: number; brandName?: string; reviews?: readonly Review[] }) {
  const { product, locale, url, now } = input;
  const text = product.translations[locale];
  const images = [...product.images].sort((a, b) => a.order - b.order).map((image) => image.file_path);
  const validUntil = isoDate(now + OFFER_VALID_DAYS * DAY_MS);
  const all = product.variants.flatMap((variant) => variant.offers.map((offer) => ({ variant, offer })));
  const availability = (inStock: boolean) => `${SCHEMA}/${inStock ? 'InStock' : 'OutOfStock'}`;
  const prices = all.map(({ offer }) => offerPrice(offer));
  const only = all.length === 1 ? all[0]! : null;
  const offers = only
    ? {
        '@type': 'Offer',
        url,
        sku: only.variant.sku,
        price: prices[0]!.toFixed(2),
        priceCurrency: CURRENCY,
        priceValidUntil: validUntil,
        availability: availability(offerStock(only.offer) > 0),
        itemCondition: `${SCHEMA}/NewCondition`,
        seller: { '@type': 'Organization', name: isOfficialStore(only.offer.vendor.vendorType) ? only.offer.shop_name : only.offer.vendor.vendor_name },
      }
    : all.length > 1
      ? {
          '@type': 'AggregateOffer',
          lowPrice: Math.min(...prices).toFixed(2),
          highPrice: Math.max(...prices).toFixed(2),
          offerCount: all.length,
          priceCurrency: CURRENCY,
          priceValidUntil: validUntil,
          availability: availability(all.some(({ offer }) => offerStock(offer) > 0)),
          itemCondition: `${SCHEMA}/NewCondition`,
        }
      : undefined;
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
    ...(offers ? { offers } : {}),
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
