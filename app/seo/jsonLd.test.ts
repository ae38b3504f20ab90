import { describe, expect, it } from 'vitest';
import { sampleFullProduct } from '../test/fakeApi';
import { organizationJsonLd, productJsonLd } from './jsonLd';

const NOW = Date.parse('2026-11-22T10:00:00Z');

describe('JSON-LD Product (§9)', () => {
  it('names the product in the page language with its images in gallery order', () => {
    const data = productJsonLd({ product: sampleFullProduct(), locale: 'fr', url: 'https://s.test/fr/product/robe-ete-01', now: NOW });
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe("Robe d'été");
    expect(data.image).toEqual(['http://api.test/media/a.jpg', 'http://api.test/media/b.jpg']);
  });

  it('a product sold once names its offer, in EUR, valid 30 days ahead, with its seller', () => {
    const data = productJsonLd({ product: sampleFullProduct(), locale: 'pt', url: 'u', now: NOW });
    expect(data.offers).toEqual(
      expect.objectContaining({ '@type': 'Offer', url: 'u', price: '1234.50', priceCurrency: 'EUR', priceValidUntil: '2026-12-22', availability: 'https://schema.org/InStock', seller: expect.objectContaining({ '@type': 'Organization' }) }),
    );
  });

  it('a sold-out offer is OutOfStock', () => {
    const product = sampleFullProduct();
    const offer = product.variants[0]!.offers[0]!;
    product.variants[0]!.offers[0] = { ...offer, sold_stock: offer.initial_stock };
    expect((productJsonLd({ product, locale: 'pt', url: 'u', now: NOW }).offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });

  it('several offers (variants, sellers) make one AggregateOffer: the price range, how many, in stock while any is', () => {
    const product = sampleFullProduct();
    const variant = product.variants[0]!;
    const offer = variant.offers[0]!;
    const cheaper = { ...offer, uuid: 'b', price_product: 99.9, price_campaign: null, sold_stock: offer.initial_stock };
    const dearer = { ...offer, uuid: 'c', price_product: 2000, price_campaign: null, sold_stock: offer.initial_stock };
    product.variants = [{ ...variant, offers: [offer, cheaper] }, { ...variant, uuid: 'v2', sku: 'v2', offers: [dearer] }];
    const data = productJsonLd({ product, locale: 'pt', url: 'u', now: NOW });
    expect(data.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '99.90',
      highPrice: '2000.00',
      offerCount: 3,
      priceCurrency: 'EUR',
      priceValidUntil: '2026-12-22',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    product.variants[0] = { ...variant, offers: [{ ...offer, sold_stock: offer.initial_stock }, cheaper] };
    expect((productJsonLd({ product, locale: 'pt', url: 'u', now: NOW }).offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });

  it('a product without offers claims none', () => {
    const product = sampleFullProduct();
    product.variants = [{ ...product.variants[0]!, offers: [] }];
    expect(productJsonLd({ product, locale: 'pt', url: 'u', now: NOW }).offers).toBeUndefined();
  });

  it('a product with approved reviews carries aggregateRating (1–5, with the count) and its newest reviews; one without none', () => {
    const summary = { average: 4.43, count: 7, distribution: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 5 } };
    const review = { uuid: '0b6f1d8e-3c2a-4e55-9a8d-7f1e2d3c4b5a', rating: 5, body: 'Veste muito bem.', author: 'Ana S.', verified_buyer: true as const, locale: 'pt' as const, created_at: '2026-11-20T09:30:00.000Z' };
    const data = productJsonLd({ product: sampleFullProduct({ average_rating: 4.43, review_summary: summary }), locale: 'pt', url: 'u', now: NOW, reviews: [review] });
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.4', reviewCount: 7, bestRating: 5, worstRating: 1 });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        author: { '@type': 'Person', name: 'Ana S.' },
        datePublished: '2026-11-20',
        reviewBody: 'Veste muito bem.',
        inLanguage: 'pt',
      },
    ]);
    const unreviewed = productJsonLd({ product: sampleFullProduct({ review_summary: { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } }), locale: 'pt', url: 'u', now: NOW });
    expect(unreviewed.aggregateRating).toBeUndefined();
    expect(unreviewed.review).toBeUndefined();
    // A rating without reviews behind it (an older API's) is not claimed.
    expect(productJsonLd({ product: sampleFullProduct({ average_rating: 4.4 }), locale: 'pt', url: 'u', now: NOW }).aggregateRating).toBeUndefined();
  });
});

describe('organisation data (§9)', () => {
  it('an outlet with customer service in PT, EN, ES, FR serving PT', () => {
    const data = organizationJsonLd({ origin: 'https://s.test', name: 'Outlet Marketplace', description: 'Outlet de moda', contactUrl: 'https://s.test/contact' });
    expect(data.description).toMatch(/outlet/i);
    expect(data.areaServed).toBe('PT');
    expect(data.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      availableLanguage: ['PT', 'EN', 'ES', 'FR'],
      areaServed: 'PT',
      url: 'https://s.test/contact',
    });
  });
});
