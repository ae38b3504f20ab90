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

  it('offers are in EUR and valid 30 days ahead', () => {
    const data = productJsonLd({ product: sampleFullProduct(), locale: 'pt', url: 'u', now: NOW });
    expect(data.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', price: '1234.50', priceCurrency: 'EUR', priceValidUntil: '2026-12-22', availability: 'https://schema.org/InStock' }),
    ]);
  });

  it('a sold-out offer is OutOfStock', () => {
    const product = sampleFullProduct();
    const offer = product.variants[0]!.offers[0]!;
    product.variants[0]!.offers[0] = { ...offer, sold_stock: offer.initial_stock };
    expect((productJsonLd({ product, locale: 'pt', url: 'u', now: NOW }).offers as { availability: string }[])[0]!.availability).toBe('https://schema.org/OutOfStock');
  });

  it('a rated product carries aggregateRating on a 1–5 scale; an unrated one none', () => {
    expect(productJsonLd({ product: sampleFullProduct(), locale: 'pt', url: 'u', now: NOW }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.4',
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd({ product: sampleFullProduct({ average_rating: null }), locale: 'pt', url: 'u', now: NOW }).aggregateRating).toBeUndefined();
    expect(productJsonLd({ product: sampleFullProduct({ average_rating: 0 }), locale: 'pt', url: 'u', now: NOW }).aggregateRating).toBeUndefined();
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
